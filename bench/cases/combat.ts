import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createBackend, type Backend } from '../../src-main/backend';
import { createRng } from '../../src-main/rules/dice/rng';
import { rulesetFor } from '../../src-main/rules/registry';
import type { Fighter } from '../../src-main/rules/ruleset';
import { gurpsStatBlock, shellStatBlock, type CombatResult } from '../../src-shared/contract';
import { measure, median, percentile, type BenchResult } from '../measure';

// Issue 11's figures: 10,000 attacks resolved by each system's rules (pure functions,
// every die rolled), and one round of an eight-fighter GURPS fight through the router
// on a real campaign file: eight attacks and eight turn changes, each a journaled,
// undoable transaction. The aim for the round is under 5 ms.

const appRoot = path.resolve(import.meta.dirname, '../..');
const ATTACKS = 10_000;

function fighter(id: number, made: { hpMax: number; fpMax: number | null; stats: unknown }): Fighter {
  return {
    id,
    name: `F${id}`,
    side: id % 2 ? 'party' : 'foes',
    stats: made.stats,
    state: {},
    pools: { hp: { current: made.hpMax, max: made.hpMax }, fp: made.fpMax === null ? null : { current: made.fpMax, max: made.fpMax } },
    out: false,
  };
}

async function attacks(system: 'gurps' | 'shell', options: Record<string, unknown>, block: Record<string, unknown>, attack: Record<string, unknown>): Promise<BenchResult> {
  const ruleset = rulesetFor(system, options);
  const combat = ruleset.combat;
  const rng = createRng('bench-attacks');
  const made = combat.foe(combat.statBlockSchema.parse(block), rng);
  const parsed = combat.attackSchema.parse(attack);
  const result = await measure({
    name: `combat.${system}${options.gulliver ? '+gulliver' : ''} resolve attack x10k`,
    runs: 9,
    warmup: 1,
    fn: () => {
      let hits = 0;
      // Fresh fighters each time so wounds never pile up past death and every attack is a full one.
      for (let i = 0; i < ATTACKS; i++) {
        const outcome = combat.attack(fighter(1, made), fighter(2, made), parsed, rng);
        if (outcome.changes.some((c) => c.hp !== undefined)) hits++;
      }
      return hits;
    },
    details: { attacks_per_run: ATTACKS },
  });
  return { ...result, details: { ...result.details, attacks_per_second: Math.round(ATTACKS / (result.median_ms / 1000)) } };
}

/** The rules' share of a round: eight fighters each begin a turn, attack and end it, then the round ends. */
async function rulesRound(): Promise<BenchResult> {
  const combat = rulesetFor('gurps', {}).combat;
  const rng = createRng('bench-round');
  const made = combat.foe(combat.statBlockSchema.parse({ attributes: { st: 12, dx: 11, iq: 9, ht: 12 }, dr: 2, weapons: [{ name: 'Axe', skill: 12, damage: 'sw+2', type: 'cut' }] }), rng);
  const attack = combat.attackSchema.parse({ location: 'random' });
  return measure({
    name: 'combat.gurps round of 8 fighters, rules only',
    runs: 200,
    warmup: 20,
    fn: () => {
      const fighters = Array.from({ length: 8 }, (_, i) => fighter(i + 1, made));
      for (const f of fighters) {
        combat.startTurn(f, rng);
        combat.attack(f, fighters[(f.id % 8)], attack, rng);
        combat.endTurn(f, rng);
      }
      return combat.endRound(fighters, 1, rng);
    },
    details: { aim_ms: 5 },
  });
}

/** A GURPS campaign file with a party of four and, per run, a fresh fight against four foes. */
async function eightFighterRound(): Promise<BenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-bench-combat-'));
  const backend: Backend = createBackend({ file: path.join(dir, 'combat.sqlite'), appRoot, host: 'http', installDemo: false, freshSeed: () => 'bench' });
  const call = <T>(method: string, input: unknown): T => {
    const r = backend.router.call(method, input);
    if (!r.ok) throw new Error(`${method}: ${r.error.message}`);
    return r.result as T;
  };
  const campaignId = call<{ id: number }>('campaign.create', { name: 'Bench fight', rulesSystem: 'gurps', rulesOptions: {} }).id;
  const partyId = call<{ id: number }>('party.create', { campaignId, name: 'Four', location: { kind: 'dungeon', name: 'Hall' } }).id;
  for (let i = 0; i < 4; i++) {
    call('member.create', {
      partyId,
      member: {
        kind: 'pc',
        name: `Knight ${i + 1}`,
        sheet: {
          attributes: { st: 13, dx: 12, iq: 10, ht: 12 },
          skills: [{ name: 'Broadsword', level: 14 }],
          weapons: [{ name: 'Broadsword', skill: 'Broadsword', damage: 'sw+1', type: 'cut' }],
        },
      },
    });
  }
  call('dungeon.setEncounterTable', { partyId, checkEveryTurns: 1, chanceInSix: 0, entries: [] });
  const foe = gurpsStatBlock.parse({ attributes: { st: 12, dx: 11, iq: 9, ht: 12 }, dr: 2, weapons: [{ name: 'Axe', skill: 12, damage: 'sw+2', type: 'cut' }] });
  // V8 compiles a host's busy code fully only after a few thousand calls: a round took 6.5-7.5 ms
  // over a fresh host's first 60 and about 4.5 after 300. The median read is of warm rounds,
  // and the first 60 are reported beside them, so neither hides the other.
  const COLD = 60;
  const WARMING = 240;
  const RUNS = 60;
  const samples: number[] = [];
  let attacks = 0;
  for (let run = 0; run < COLD + WARMING + RUNS; run++) {
    // Each run starts with the knights healed of every wound, lasting ones too (a crippled arm, being out cold), so every round is a full one.
    backend.database.sqlite.prepare(`UPDATE members SET hp_current = hp_max, fp_current = fp_max, lasting = '{"conditions":[],"hpSeen":null}'`).run();
    let fight = call<CombatResult>('combat.start', { partyId, foes: [{ statBlock: foe, name: 'Guard', count: 4 }] }).state;
    const start = performance.now();
    for (let turn = 0; turn < 8; turn++) {
      const me = fight.combatants.find((c) => c.current)!;
      const target = fight.combatants.find((c) => c.side !== me.side && !c.out);
      if (target && !me.out && !me.conditions.some((c) => c.id === 'stunned')) {
        call('combat.attack', { encounterId: fight.encounterId, attackerId: me.id, defenderId: target.id, attack: { location: 'random' } });
        attacks += 1;
      }
      fight = call<CombatResult>('combat.next', { encounterId: fight.encounterId }).state;
    }
    samples.push(performance.now() - start);
    call('combat.end', { encounterId: fight.encounterId });
    // Between two GM actions the host is idle and moves the WAL into the file (open-database.ts); so here.
    await new Promise((resolve) => setImmediate(resolve));
  }
  // The first action asked for the day's backup; its folder must outlive it.
  await backend.backups.idle();
  backend.close();
  fs.rmSync(dir, { recursive: true, force: true });
  const ms = (n: number) => Math.round(n * 1000) / 1000;
  const warm = samples.slice(-RUNS);
  const cold = samples.slice(0, COLD);
  return {
    name: 'combat.gurps round of 8 fighters via router (8 attacks + 8 turns)',
    median_ms: ms(median(warm)),
    runs: RUNS,
    details: {
      what: `rounds ${COLD + WARMING + 1} to ${COLD + WARMING + RUNS} of one host`,
      min_ms: ms(Math.min(...warm)),
      p95_ms: ms(percentile(warm, 95)),
      max_ms: ms(Math.max(...warm)),
      first_rounds_of_a_fresh_host: { rounds: COLD, median_ms: ms(median(cold)), p95_ms: ms(percentile(cold, 95)), max_ms: ms(Math.max(...cold)) },
      aim_ms: 5,
      transactions: 16,
      attacks_per_round: Math.round((attacks / samples.length) * 100) / 100,
    },
  };
}

export default async function combatBenchmarks(): Promise<BenchResult[]> {
  const gurpsFoe = { attributes: { st: 13, dx: 12, iq: 10, ht: 12 }, dr: 2, weapons: [{ name: 'Broadsword', skill: 14, damage: 'sw+1', type: 'cut' }] };
  const gurpsAttack = { location: 'random', defense: { kind: 'parry' } };
  return [
    await attacks('gurps', {}, gurpsFoe, gurpsAttack),
    await attacks('gurps', { gulliver: true }, gurpsFoe, gurpsAttack),
    await attacks('shell', {}, shellStatBlock.parse({ attributes: { st: 12, ag: 12, iq: 10 }, combatLevel: 3, weapons: [{ name: 'Long sword', skill: 3, add: 0, type: 'cutting' }], shield: { name: 'Shield', pr: 2, hp: 13 } }), { target: 'torso', defense: 'dodge' }),
    await rulesRound(),
    await eightFighterRound(),
  ];
}
