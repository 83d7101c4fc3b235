import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createBackend, type Backend } from '../../src-main/backend';
import { fighterSheet } from '../fighter-sheet';
import { median, type BenchResult } from '../measure';

// issue 5's figure: advance one year (52,560 turns) for 200 characters, 500 lit lights and daily
// rations, commit included; against a turn-by-turn reference and against writing the same rows bare.

const appRoot = path.resolve(import.meta.dirname, '../..');
const YEAR = 365 * 86_400;
const TURN = 600;
const CHARACTERS = 200;
const LIGHTS = 500;
const RUNS = 15;
/** Untimed runs first: V8 compiles the advance's busy code fully only after some dozens of calls. */
const WARMING = 30;


/** Builds the campaign once, into a file every run starts from a copy of. */
async function template(dir: string): Promise<{ file: string; partyId: number }> {
  const file = path.join(dir, 'template.sqlite');
  const b = createBackend({ file, appRoot, host: 'http', installDemo: false, freshSeed: () => 'bench' });
  const call = (m: string, i: unknown) => {
    const r = b.router.call(m, i);
    if (!r.ok) throw new Error(`${m}: ${r.error.message}`);
    return r.result as { id: number };
  };
  const campaignId = call('campaign.create', { name: 'Bench' }).id;
  const partyId = call('party.create', { campaignId, name: 'Host', location: { kind: 'none' } }).id;
  const db = b.database.sqlite;
  const item = (key: string) => db.prepare('SELECT id FROM catalogue_items WHERE campaign_id = ? AND key = ?').pluck().get(campaignId, key);
  db.transaction(() => {
    const member = db.prepare(
      "INSERT INTO members (campaign_id, party_id, kind, name, position, hp_current, hp_max, sheet) VALUES (?, ?, 'pc', ?, ?, 8, 8, ?)",
    );
    const stack = db.prepare('INSERT INTO inventory (campaign_id, item_id, member_id, quantity) VALUES (?, ?, ?, ?)');
    const light = db.prepare(
      "INSERT INTO light_sources (campaign_id, member_id, kind, state, lit_at, burn_seconds) VALUES (?, ?, ?, 'lit', 0, ?)",
    );
    for (let i = 0; i < CHARACTERS; i++) {
      const id = Number(member.run(campaignId, partyId, `Soldier ${i + 1}`, i, fighterSheet).lastInsertRowid);
      stack.run(campaignId, item('standard-ration'), id, 400);
      stack.run(campaignId, item('water-cask'), id, 10);
    }
    for (let i = 0; i < LIGHTS; i++) {
      const lantern = i % 2 === 1;
      light.run(campaignId, 1 + (i % CHARACTERS), lantern ? 'lantern' : 'torch', (lantern ? 18 + (i % 6) + 1 : 4 + (i % 4) + 1) * TURN);
    }
  })();
  await closeOnceBackedUp(b);
  return { file, partyId };
}

/**
 * A backend's first action asks for the day's backup, written once the event loop turns: closed
 * (and its folder removed) before that, the backup could only fail. Waited for outside the timed parts.
 */
async function closeOnceBackedUp(b: Backend): Promise<void> {
  await b.backups.idle();
  b.close();
}

/** A copy of the campaign opened as a host has it once ready: statements prepared, as the bare write's are before it is timed. */
function fresh(dir: string, from: string, run: number): Backend {
  const file = path.join(dir, `run-${run}.sqlite`);
  fs.copyFileSync(from, file);
  const backend = createBackend({ file, appRoot, host: 'http' });
  backend.prepareStatements();
  return backend;
}

/** The obvious way: visit every turn, burn every lit light by a turn, feed everyone at midnight. */
function turnByTurn(b: Backend): void {
  const db = b.database.sqlite;
  const lit = db.prepare("SELECT id, burn_seconds, burned_seconds FROM light_sources WHERE campaign_id = 1 AND state = 'lit'");
  const burn = db.prepare('UPDATE light_sources SET burned_seconds = ? WHERE id = ?');
  const spend = db.prepare("UPDATE light_sources SET state = 'spent' WHERE id = ?");
  const tick = db.prepare('UPDATE campaigns SET game_time_seconds = game_time_seconds + ? WHERE id = 1');
  const eaters = db.prepare("SELECT id FROM members WHERE campaign_id = 1 AND kind IN ('pc', 'hireling')").pluck();
  const eat = db.prepare(
    `UPDATE inventory SET quantity = quantity - 1 WHERE member_id = ? AND item_id IN (SELECT id FROM catalogue_items WHERE food_days IS NOT NULL)`,
  );
  const drink = db.prepare(
    `UPDATE inventory SET used_of_one = used_of_one + 1 WHERE member_id = ? AND item_id IN (SELECT id FROM catalogue_items WHERE water_quarts IS NOT NULL)`,
  );
  db.transaction(() => {
    for (let turn = 1; turn <= YEAR / TURN; turn++) {
      for (const l of lit.all() as { id: number; burn_seconds: number; burned_seconds: number }[]) {
        const burned = l.burned_seconds + TURN;
        burn.run(burned, l.id);
        if (burned >= l.burn_seconds) spend.run(l.id);
      }
      tick.run(TURN);
      if ((turn * TURN) % 86_400 === 0) {
        for (const id of eaters.all() as number[]) {
          eat.run(id);
          drink.run(id);
        }
      }
    }
  })();
}

const GAME_TABLES = ['campaigns', 'members', 'inventory', 'light_sources'];

/** Every row the clock can change, by table and id, as text to compare. */
function gameRows(b: Backend): Map<string, string> {
  const rows = new Map<string, string>();
  for (const table of GAME_TABLES) {
    for (const row of b.database.sqlite.prepare(`SELECT * FROM ${table}`).all() as { id: number }[]) rows.set(`${table} ${row.id}`, JSON.stringify(row));
  }
  return rows;
}

/** Rows updated, deleted or inserted between two reads. */
function changedRows(before: Map<string, string>, after: Map<string, string>): number {
  let changed = 0;
  for (const [key, row] of before) if (after.get(key) !== row) changed += 1;
  for (const key of after.keys()) if (!before.has(key)) changed += 1;
  return changed;
}

/** Wall and CPU milliseconds of `fn`: on a loaded machine the wall time carries other processes' share, the CPU time does not. */
function timed(fn: () => void): { wall: number; cpu: number } {
  const cpu = process.cpuUsage();
  const start = performance.now();
  fn();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

/**
 * The same rows the engine changes, written with plain prepared statements and nothing else;
 * with `read`, the rows it must read first to know what to write (the lights, the stacks and
 * who eats) are read in the timed part too, as any advance must.
 */
function bareWrite(b: Backend, read = false): { wall: number; cpu: number } {
  const db = b.database.sqlite;
  const reads = ['SELECT * FROM light_sources', 'SELECT * FROM inventory', 'SELECT * FROM members'].map((sql) => db.prepare(sql).raw(true));
  const lights = db.prepare('SELECT id FROM light_sources').pluck().all() as number[];
  const stacks = db.prepare('SELECT id FROM inventory').pluck().all() as number[];
  const spend = db.prepare("UPDATE light_sources SET state = 'spent', lit_at = NULL, burned_seconds = burn_seconds WHERE id = ?");
  const stack = db.prepare('UPDATE inventory SET quantity = quantity - 1, used_of_one = 0 WHERE id = ?');
  const time = db.prepare('UPDATE campaigns SET game_time_seconds = ?, rng_state = ? WHERE id = 1');
  const entry = db.prepare(
    "INSERT INTO journal_entries (campaign_id, kind, summary, request, game_time_before, game_time_after) VALUES (1, 'clock', 'bare', '{}', 0, ?)",
  );
  return timed(() =>
    db.transaction(() => {
      if (read) for (const rows of reads) rows.all();
      for (const id of lights) spend.run(id);
      for (const id of stacks) stack.run(id);
      time.run(YEAR, '{}');
      entry.run(YEAR);
    })(),
  );
}

export default async function clockBenchmarks(): Promise<BenchResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-bench-clock-'));
  const { file, partyId } = await template(dir);
  const ms = (x: number) => Math.round(x * 1000) / 1000;

  // The call answers with the Dungeon view's state (200 members' figures); that part is timed
  // alone too, so the advance-and-commit share can be read off. Each run times the call and
  // then the bare write, so both meet the same load; CPU time is kept beside the wall time.
  const engine: number[] = [];
  const engineCpu: number[] = [];
  const stateOnly: number[] = [];
  const bare: number[] = [];
  const bareCpu: number[] = [];
  const bareWithReads: number[] = [];
  let rows = 0;
  let undoStatements = 0;
  let answerBytes = 0;
  for (let run = -WARMING; run < RUNS; run++) {
    const b = fresh(dir, file, run);
    const before = run === -WARMING ? gameRows(b) : null;
    let result: ReturnType<Backend['router']['call']> | undefined;
    const took = timed(() => void (result = b.router.call('clock.advance', { partyId, seconds: YEAR, stopOnEvent: false })));
    if (!result?.ok) throw new Error(result?.error.message);
    const stateTook = timed(() => void b.router.call('dungeon.state', { partyId }));
    undoStatements = b.database.sqlite.prepare('SELECT count(*) FROM undo_log').pluck().get() as number;
    if (before) {
      rows = changedRows(before, gameRows(b));
      // What a window is sent: the answer, with its change, as JSON.
      answerBytes = JSON.stringify(result).length;
    }
    await closeOnceBackedUp(b);
    const plain = fresh(dir, file, 200 + run);
    const bareTook = bareWrite(plain);
    plain.close();
    const reading = fresh(dir, file, 300 + run);
    const readTook = bareWrite(reading, true);
    reading.close();
    if (run >= 0) {
      engine.push(took.wall);
      engineCpu.push(took.cpu);
      stateOnly.push(stateTook.wall);
      bare.push(bareTook.wall);
      bareCpu.push(bareTook.cpu);
      bareWithReads.push(readTook.wall);
    }
  }

  const reference: number[] = [];
  for (let run = 0; run < 3; run++) {
    const b = fresh(dir, file, 100 + run);
    const start = performance.now();
    turnByTurn(b);
    reference.push(performance.now() - start);
    b.close();
  }

  fs.rmSync(dir, { recursive: true, force: true });

  const engineMedian = median(engine);
  return [
    {
      name: 'clock.advance one year (200 characters, 500 lit lights, daily rations)',
      median_ms: ms(engineMedian),
      runs: engine.length,
      details: {
        turns: YEAR / TURN,
        rows_changed: rows,
        undo_statements: undoStatements,
        answer_json_bytes: answerBytes,
        what: 'the whole clock.advance call: advance, journal entry, commit, and the state it answers with',
        state_answer_alone_median_ms: ms(median(stateOnly)),
        advance_and_commit_median_ms: ms(engineMedian - median(stateOnly)),
        min_ms: ms(Math.min(...engine)),
        max_ms: ms(Math.max(...engine)),
        turn_by_turn_reference_median_ms: ms(median(reference)),
        speedup_vs_turn_by_turn: Math.round(median(reference) / engineMedian),
        bare_write_same_rows_median_ms: ms(median(bare)),
        ratio_to_bare_write: Math.round(((engineMedian - median(stateOnly)) / median(bare)) * 100) / 100,
        whole_call_ratio_to_bare_write: Math.round((engineMedian / median(bare)) * 100) / 100,
        bare_read_and_write_same_rows_median_ms: ms(median(bareWithReads)),
        whole_call_ratio_to_bare_read_and_write: Math.round((engineMedian / median(bareWithReads)) * 100) / 100,
        whole_call_cpu_best_ms: ms(Math.min(...engineCpu)),
        bare_write_cpu_best_ms: ms(Math.min(...bareCpu)),
        whole_call_cpu_best_ratio_to_bare_write: Math.round((Math.min(...engineCpu) / Math.min(...bareCpu)) * 100) / 100,
        whole_call_cpu_median_ratio_to_bare_write: Math.round((median(engineCpu) / median(bareCpu)) * 100) / 100,
        aim: '<= 20 ms, >= 1000x the turn-by-turn reference, <= 2x the bare write',
      },
    },
  ];
}
