import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createBackend, type Backend } from '../../src-main/backend';
import { median, type BenchResult } from '../measure';

const appRoot = path.resolve(import.meta.dirname, '../..');
const TARGET_BYTES = 50 * 2 ** 20;
const RUNS = 7;

/** Grows the demo file to 50 MiB with a long journal (about a kilobyte of request per entry), as years of play would. */
function fiftyMegabytes(backend: Backend): number {
  const { sqlite, file } = backend.database;
  const campaignId = sqlite.prepare('SELECT id FROM campaigns ORDER BY id LIMIT 1').pluck().get() as number;
  const insert = sqlite.prepare(
    "INSERT INTO journal_entries (campaign_id, kind, summary, request, game_time_before, game_time_after) VALUES (?, 'note', ?, ?, ?, ?)",
  );
  const request = JSON.stringify({ campaignId, text: 'The party argued about the map for a long time. '.repeat(20) });
  let n = 0;
  while (fs.statSync(file).size + (fs.statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0) < TARGET_BYTES) {
    sqlite.transaction(() => {
      for (let i = 0; i < 5000; i++, n++) insert.run(campaignId, `Note ${n}`, request, n * 600, n * 600);
    })();
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
  }
  return fs.statSync(file).size;
}

/**
 * While a backup is written, calls keep coming (campaign.list, as fast as the loop
 * turns): the longest time any of them waited between two turns is the pause the GM
 * would feel. The event loop's own delay is measured beside it.
 */
async function pauseDuringBackup(backend: Backend): Promise<{ longestPauseMs: number; backupMs: number; calls: number; loopDelayMaxMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let longest = 0;
  let calls = 0;
  let done = false;
  const start = performance.now();
  const backup = backend.backups.take('manual').then(() => {
    done = true;
  });
  await new Promise<void>((resolve) => {
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      if (!backend.router.call('campaign.list', {}).ok) throw new Error('campaign.list failed during the backup');
      calls++;
      last = performance.now();
      if (done) resolve();
      else setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
  });
  await backup;
  delay.disable();
  return { longestPauseMs: longest, backupMs: performance.now() - start, calls, loopDelayMaxMs: delay.max / 1e6 };
}

export default async function backupBenchmarks(): Promise<BenchResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-bench-backup-'));
  const backend = createBackend({ file: path.join(dir, 'campaigns.sqlite'), appRoot, host: 'http' });
  try {
    const bytes = fiftyMegabytes(backend);
    await backend.backups.idle();
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await pauseDuringBackup(backend));
    const list = backend.backups.list();
    if (list.lastProblem) throw new Error(list.lastProblem);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return [
      {
        name: 'backup of a 50 MB file: longest pause of other calls',
        median_ms: round(median(runs.map((r) => r.longestPauseMs))),
        runs: RUNS,
        details: {
          what: 'an online backup on a worker thread (its own read-only connection; the copy, its sync and its integrity check off the main thread) while campaign.list is called on every turn of the event loop',
          file_mb: round(bytes / 2 ** 20),
          longest_pause_max_ms: round(Math.max(...runs.map((r) => r.longestPauseMs))),
          event_loop_delay_max_ms: round(Math.max(...runs.map((r) => r.loopDelayMaxMs))),
          backup_median_ms: round(median(runs.map((r) => r.backupMs))),
          calls_answered_median: median(runs.map((r) => r.calls)),
          limit_ms: 100,
          pauses_ms: runs.map((r) => round(r.longestPauseMs)),
        },
      },
    ];
  } finally {
    backend.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
