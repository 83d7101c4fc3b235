import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createBackend, type Backend } from '../../src-main/backend';
import { startHttpHost, type HttpHost } from '../../src-main/server/http-host';
import { contract, describeMethods } from '../../src-shared/contract';
import { fighterSheet } from '../fighter-sheet';
import { median, percentile, type BenchResult } from '../measure';

// Issues 23 and 37: a campaign's size must not slow its actions. The same actions (a turn
// of the clock, a note, listening at a door) and their undo are timed through the HTTP host,
// as the browser's window calls them, after 1,000 journaled actions and after 60,000, with the
// wandering encounters the turns bring left open as a GM who ignores them leaves them; the
// journal's Markdown export is timed at both sizes by the longest time any one call holds the host.

const appRoot = path.resolve(import.meta.dirname, '../..');
const SMALL = 1_000;
// LANTERN_LONG_CAMPAIGN=20000 measures a smaller campaign where the full one takes too long.
const LARGE = Number(process.env.LANTERN_LONG_CAMPAIGN ?? 60_000);
const SAMPLES = 150;


interface Campaign {
  b: Backend;
  host: HttpHost;
  campaignId: number;
  partyId: number;
  memberIds: number[];
}

function call(b: Backend, method: string, input: unknown): unknown {
  const r = b.router.call(method, input);
  if (!r.ok) throw new Error(`${method}: ${r.error.message}`);
  return r.result;
}

/** The call as a window makes it, over HTTP: the answer's size is part of what it costs. */
async function post(c: Campaign, method: string, input: unknown): Promise<string> {
  const response = await fetch(`${c.host.url}/rpc/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method}: ${text}`);
  return text;
}

async function campaign(file: string): Promise<Campaign> {
  const b = createBackend({ file, appRoot, host: 'http', installDemo: false, freshSeed: () => 'bench-long' });
  const host = await startHttpHost({ router: b.router, live: b.live, describe: () => describeMethods(contract), staticDir: null });
  const campaignId = (call(b, 'campaign.create', { name: 'Long' }) as { id: number }).id;
  const partyId = (call(b, 'party.create', { campaignId, name: 'Delvers', location: { kind: 'dungeon', name: 'Level 1' } }) as { id: number }).id;
  // A check every other turn at 1 in 6: about one encounter in twelve turns, left open.
  call(b, 'dungeon.setEncounterTable', { partyId, checkEveryTurns: 2, chanceInSix: 1, entries: ['goblins with a stolen lantern', 'a giant rat, then two more'] });
  const db = b.database.sqlite;
  const item = (key: string) => db.prepare('SELECT id FROM catalogue_items WHERE campaign_id = ? AND key = ?').pluck().get(campaignId, key);
  const member = db.prepare("INSERT INTO members (campaign_id, party_id, kind, name, position, hp_current, hp_max, sheet) VALUES (?, ?, 'pc', ?, ?, 8, 8, ?)");
  const stack = db.prepare('INSERT INTO inventory (campaign_id, item_id, member_id, quantity) VALUES (?, ?, ?, ?)');
  const memberIds = ['Ada', 'Bram', 'Cora', 'Dunn'].map((name, i) => {
    const id = Number(member.run(campaignId, partyId, name, i, fighterSheet).lastInsertRowid);
    stack.run(campaignId, item('standard-ration'), id, 1_000);
    stack.run(campaignId, item('water-cask'), id, 100);
    return id;
  });
  return { b, host, campaignId, partyId, memberIds };
}

/** The i-th action of the mix: a turn on the clock, a note, a member listening; answers the answer's length. */
function act(c: Campaign, i: number): Promise<string> {
  const memberId = c.memberIds[i % c.memberIds.length];
  if (i % 3 === 0) return post(c, 'clock.advance', { partyId: c.partyId, seconds: 600, stopOnEvent: false });
  if (i % 3 === 1) return post(c, 'journal.note', { campaignId: c.campaignId, text: `Note ${i}: the corridor bends east past a fallen statue.`, memberIds: [memberId] });
  return post(c, 'dungeon.listen', { partyId: c.partyId, memberId, noiseBeyond: i % 2 === 0 });
}

interface Timings {
  wall: number[];
  /** CPU time of this process (host and caller both): on a loaded machine the wall time carries other processes' share. */
  cpu: number[];
}
const timings = (): Timings => ({ wall: [], cpu: [] });

async function timed<T>(into: Timings, fn: () => Promise<T>): Promise<T> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const out = await fn();
  into.wall.push(performance.now() - start);
  const used = process.cpuUsage(cpu);
  into.cpu.push((used.user + used.system) / 1000);
  return out;
}

/** Action and undo, alternately, so the journal keeps its size: each undo takes back the action just timed. */
async function actionsAndUndos(c: Campaign, from: number) {
  const action = timings();
  const undo = timings();
  const clockUndo = timings();
  const clockAnswer: number[] = [];
  for (let s = 0; s < SAMPLES; s++) {
    const clock = (from + s) % 3 === 0;
    const answer = await timed(action, () => act(c, from + s));
    if (clock) clockAnswer.push(answer.length);
    await timed(undo, () => post(c, 'journal.undo', { campaignId: c.campaignId }));
    if (clock) {
      clockUndo.wall.push(undo.wall[undo.wall.length - 1]);
      clockUndo.cpu.push(undo.cpu[undo.cpu.length - 1]);
    }
    // the undone action is done again, so the next undo has the same kind of work
    await act(c, from + s);
  }
  return { action, undo, clockUndo, clockAnswer };
}

/** The export as the GM's window asks for it, page after page: the longest page and the whole. */
function exportHold(c: Campaign): { longest: number; longestCpu: number; total: number; pages: number; chars: number } {
  let cursor: unknown = undefined;
  let longest = 0;
  let longestCpu = 0;
  let total = 0;
  let pages = 0;
  let chars = 0;
  do {
    // CPU time beside the wall time: on a loaded machine the wall time carries other processes' share.
    const cpu = process.cpuUsage();
    const start = performance.now();
    const page = call(c.b, 'journal.export', { campaignId: c.campaignId, ...(cursor === undefined ? {} : { after: cursor }) }) as { markdown: string; next: unknown };
    const took = performance.now() - start;
    const used = process.cpuUsage(cpu);
    longestCpu = Math.max(longestCpu, (used.user + used.system) / 1000);
    longest = Math.max(longest, took);
    total += took;
    pages += 1;
    chars += page.markdown.length;
    cursor = page.next ?? undefined;
  } while (cursor !== undefined);
  return { longest, longestCpu, total, pages, chars };
}

/**
 * Grows the journal to `size` entries by writing copies of the ones there, later in game
 * time, with their undo logs: 60,000 real calls would take minutes, and the rows are the
 * same kind the actions write, and the encounters the copied turns brought are copied open with
 * them. The campaign's clock moves to the last copy's time.
 */
function grow(c: Campaign, size: number): void {
  const db = c.b.database.sqlite;
  const { span, count, time } = db
    .prepare('SELECT max(id) AS span, count(*) AS count, max(game_time_after) AS time FROM journal_entries WHERE campaign_id = ?')
    .get(c.campaignId) as { span: number; count: number; time: number };
  const copies = Math.ceil((size - count) / count);
  const columns = 'campaign_id, kind, summary, request, rolls, changes, member_ids, status, group_key, created_at';
  const entries = db.prepare(
    `INSERT INTO journal_entries (id, ${columns}, game_time_before, game_time_after)
     SELECT id + @shift, ${columns}, game_time_before + @later, game_time_after + @later FROM journal_entries WHERE campaign_id = @campaignId AND id <= @span ORDER BY id`,
  );
  const logs = db.prepare(
    'INSERT INTO undo_log (entry_id, direction, reversal) SELECT entry_id + @shift, direction, reversal FROM undo_log WHERE entry_id <= @span ORDER BY id',
  );
  const sighted = 'campaign_id, party_id, status, setting, place, what, foe, count, details';
  const maxSighting = db.prepare('SELECT coalesce(max(id), 0) FROM sightings WHERE campaign_id = ?').pluck().get(c.campaignId) as number;
  const sightings = db.prepare(
    `INSERT INTO sightings (${sighted}, at) SELECT ${sighted}, at + @later FROM sightings WHERE campaign_id = @campaignId AND id <= @maxSighting ORDER BY id`,
  );
  db.transaction(() => {
    for (let k = 1; k <= copies; k++) {
      entries.run({ shift: k * span, later: k * time, campaignId: c.campaignId, span });
      logs.run({ shift: k * span, span });
      sightings.run({ later: k * time, campaignId: c.campaignId, maxSighting });
    }
    db.prepare('UPDATE campaigns SET game_time_seconds = ? WHERE id = ?').run((copies + 1) * time, c.campaignId);
  })();
}

export default async function longCampaignBenchmarks(): Promise<BenchResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-bench-long-'));
  const c = await campaign(path.join(dir, 'long.sqlite'));
  const ms = (x: number) => Math.round(x * 1000) / 1000;
  const entryCount = () => c.b.database.sqlite.prepare('SELECT count(*) FROM journal_entries WHERE campaign_id = ?').pluck().get(c.campaignId) as number;

  const openCount = () => c.b.database.sqlite.prepare("SELECT count(*) FROM sightings WHERE campaign_id = ? AND status = 'open'").pluck().get(c.campaignId) as number;

  for (let i = 0; entryCount() < SMALL; i++) await act(c, i);
  const small = await actionsAndUndos(c, 0);
  const smallEntries = entryCount();
  const smallOpen = openCount();
  const smallExport = exportHold(c);

  grow(c, LARGE);
  const large = await actionsAndUndos(c, 0);
  const largeEntries = entryCount();
  const largeOpen = openCount();
  const largeExport = exportHold(c);
  // The day's backup the first action asked for is written once the event loop turns: closed and
  // removed before that, it could only fail (and say so).
  await c.b.backups.idle();
  await c.host.close();
  c.b.close();
  fs.rmSync(dir, { recursive: true, force: true });

  const ratio = (a: number[], b: number[]) => Math.round((median(a) / median(b)) * 100) / 100;
  const figures = (x: Awaited<ReturnType<typeof actionsAndUndos>>) => ({
    action_median_ms: ms(median(x.action.wall)),
    action_p95_ms: ms(percentile(x.action.wall, 95)),
    action_cpu_median_ms: ms(median(x.action.cpu)),
    undo_median_ms: ms(median(x.undo.wall)),
    undo_p95_ms: ms(percentile(x.undo.wall, 95)),
    undo_cpu_median_ms: ms(median(x.undo.cpu)),
    clock_undo_median_ms: ms(median(x.clockUndo.wall)),
    clock_undo_cpu_median_ms: ms(median(x.clockUndo.cpu)),
    clock_advance_answer_bytes: median(x.clockAnswer),
  });
  return [
    {
      name: `long campaign: action and undo after ${LARGE.toLocaleString('en')} journaled actions`,
      median_ms: ms(median(large.action.wall)),
      runs: SAMPLES,
      details: {
        mix: 'a turn of clock.advance, a journal.note, a dungeon.listen, in turn, over HTTP; each timed action is undone (timed) and done again; wandering encounters left open',
        [`after_${SMALL}`]: { entries: smallEntries, open_encounters: smallOpen, ...figures(small) },
        [`after_${LARGE}`]: { entries: largeEntries, open_encounters: largeOpen, ...figures(large) },
        action_ratio: ratio(large.action.wall, small.action.wall),
        undo_ratio: ratio(large.undo.wall, small.undo.wall),
        clock_undo_ratio: ratio(large.clockUndo.wall, small.clockUndo.wall),
        action_cpu_ratio: ratio(large.action.cpu, small.action.cpu),
        undo_cpu_ratio: ratio(large.undo.cpu, small.undo.cpu),
        clock_undo_cpu_ratio: ratio(large.clockUndo.cpu, small.clockUndo.cpu),
        aim: 'action and undo after 60,000 at most 1.2x what they cost after 1,000',
      },
    },
    {
      name: `long campaign: journal export of ${LARGE.toLocaleString('en')} entries, longest hold`,
      median_ms: ms(largeExport.longest),
      runs: 1,
      details: {
        what: 'journal.export called page after page as the window does; the figure is the longest any one call held the host',
        [`after_${SMALL}`]: { longest_call_ms: ms(smallExport.longest), longest_call_cpu_ms: ms(smallExport.longestCpu), total_ms: ms(smallExport.total), pages: smallExport.pages, characters: smallExport.chars },
        [`after_${LARGE}`]: { longest_call_ms: ms(largeExport.longest), longest_call_cpu_ms: ms(largeExport.longestCpu), total_ms: ms(largeExport.total), pages: largeExport.pages, characters: largeExport.chars },
        aim: 'no call holds the host more than 100 ms',
      },
    },
  ];
}
