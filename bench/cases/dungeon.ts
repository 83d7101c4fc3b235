import { performance } from 'node:perf_hooks';
import { createBackend } from '../../src-main/backend';
import { findPath } from '../../src-shared/dungeon-path';
import type { LevelJson, LevelView, PartyView } from '../../src-shared/contract';
import { emptyGrid, setGround } from '../../src-shared/dungeon-grid';
import { median, percentile, type BenchResult } from '../measure';
import path from 'node:path';

const appRoot = path.resolve(import.meta.dirname, '../..');
const SIDE = 200;
const RUNS = 15;

/**
 * A 200 x 200 level of long halls: every fourth row is rock with one gap at
 * alternating ends, so a walk from the top left to the bottom right snakes through
 * all of it (about 10,000 squares walked, every square visited by the search).
 */
function serpentine(): string[] {
  const rows: string[] = [];
  for (let r = 0; r < SIDE; r++) {
    if (r % 4 === 3) {
      const gapAtEnd = (r >> 2) % 2 === 0;
      rows.push(Array.from({ length: SIDE }, (_, c) => ((gapAtEnd ? c === SIDE - 1 : c === 0) ? '.' : '#')).join(''));
    } else rows.push('.'.repeat(SIDE));
  }
  return rows;
}

export default async function run(): Promise<BenchResult[]> {
  const ground = serpentine();
  const grid = emptyGrid(SIDE, SIDE);
  ground.forEach((line, r) => [...line].forEach((ch, c) => ch === '.' && setGround(grid, c, r, 'floor')));
  const pure: number[] = [];
  let feet = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    feet = findPath(grid, {}, { col: 0, row: 0 }, { col: SIDE - 1, row: SIDE - 2 })!.feet;
    pure.push(performance.now() - t);
  }

  // The whole call as the GM's click makes it: the router, the path, the turns on the clock, the state written and answered.
  const backend = createBackend({ file: ':memory:', appRoot, host: 'http', freshSeed: () => 'bench-walk', installDemo: false });
  const call = <T>(method: string, input: unknown): T => {
    const out = backend.router.call(method, input);
    if (!out.ok) throw new Error(`${method}: ${JSON.stringify(out.error)}`);
    return out.result as T;
  };
  const campaignId = call<{ id: number }>('campaign.create', { name: 'Bench', rulesSystem: 'bfrpg' }).id;
  const party = call<PartyView>('party.create', { campaignId, name: 'Walkers' });
  call('member.create', { partyId: party.id, member: { kind: 'pc', name: 'Ada', hp: { current: 8, max: 8 }, sheet: { race: 'human', class: 'Fighter', level: 1, abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 } } } });
  // The walk itself crosses open halls set with pillars (a straight crossing is some 34 turns;
  // the serpent's 10,000 squares would be days of walking, and starve the walker over the runs).
  const pillared = Array.from({ length: SIDE }, (_, r) => Array.from({ length: SIDE }, (_, c) => (r % 6 === 3 && c % 6 === 3 ? '#' : '.')).join(''));
  const all: { col: number; row: number }[] = [];
  for (let r = 0; r < SIDE; r++) for (let c = 0; c < SIDE; c++) if (pillared[r][c] === '.') all.push({ col: c, row: r });
  const level: LevelJson = { format: 'lantern-dungeon-level', version: 1, name: 'Pillared halls', width: SIDE, height: SIDE, ground: pillared, edges: [], areas: [{ number: 1, name: 'Halls', squares: all, key: { readAloud: '', gmNotes: '', occupants: [], traps: [], secretDoors: [], treasure: [], settlement: null, landmark: '', entrance: null } }] };
  const view = call<LevelView>('level.import', { campaignId, level });
  call('level.enter', { partyId: party.id, levelId: view.id, areaId: view.areas[0].id, square: { col: 0, row: 0 } });
  call('dungeon.setEncounterTable', { partyId: party.id, checkEveryTurns: 1, chanceInSix: 0, entries: [] });
  const walks: number[] = [];
  // CPU time beside the wall time: on a shared machine the wall time carries other processes' share.
  const cpu: number[] = [];
  let turns = '';
  for (let i = 0; i < RUNS + 2; i++) {
    const used = process.cpuUsage();
    const t = performance.now();
    const out = call<{ entry: { summary: string } }>('level.walk', { partyId: party.id, to: { col: SIDE - 1, row: SIDE - 1 }, stopOnEvent: false });
    if (i >= 2) walks.push(performance.now() - t);
    const { user, system } = process.cpuUsage(used);
    if (i >= 2) cpu.push((user + system) / 1000);
    turns = out.entry.summary;
    // Undone, so every run starts from the same corner at the same hour (and nobody starves over the runs).
    call('journal.undo', { campaignId });
  }
  backend.close();
  return [
    { name: 'dungeon walk path 200x200 serpentine (rules)', median_ms: Math.round(median(pure) * 1000) / 1000, runs: RUNS, details: { feet, p95_ms: percentile(pure, 95) } },
    { name: 'dungeon walk 200x200 (level.walk call)', median_ms: Math.round(median(walks) * 1000) / 1000, runs: RUNS, details: { summary: turns, p95_ms: percentile(walks, 95), max_ms: Math.max(...walks), cpu_median_ms: Math.round(median(cpu) * 1000) / 1000, target_ms: 50 } },
  ];
}
