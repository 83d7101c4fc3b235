import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createBackend } from '../../src-main/backend';
import { measure, median, type BenchResult } from '../measure';

const appRoot = path.resolve(import.meta.dirname, '../..');
const server = path.join(appRoot, 'out/main/server.js');

/** Spawn to the "ready" line: process start, module load, opening the file, listening. */
function startToReady(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [server, '--port', '0', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is ready at')) {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }
    });
    child.once('error', reject);
  });
}

/** The first campaign.list on a freshly opened file (statements unprepared, pages not cached); the open is timed apart. */
function coldFirstCall(file: string, runs: number): BenchResult {
  const open: number[] = [];
  const call: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const backend = createBackend({ file, appRoot, host: 'http' });
    const t1 = performance.now();
    const result = backend.router.call('campaign.list', {});
    call.push(performance.now() - t1);
    open.push(t1 - t0);
    backend.close();
    if (!result.ok) throw new Error('campaign.list failed');
  }
  const ms = (x: number) => Math.round(x * 1000) / 1000;
  return {
    name: 'cold campaign.list (first call after open)',
    median_ms: ms(median(call)),
    runs,
    details: { open_file_median_ms: ms(median(open)), max_ms: ms(Math.max(...call)) },
  };
}

export default async function foundationBenchmarks(): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-bench-'));
  const file = path.join(dataDir, 'lantern.sqlite');
  createBackend({ file, appRoot, host: 'http' }).close();

  const hostStart = await measure({
    name: 'host start-to-ready (existing file)',
    runs: 15,
    fn: () => startToReady(dataDir),
    details: { what: 'spawn node out/main/server.js until it prints its URL, then SIGTERM; includes process start' },
  });

  const coldList = coldFirstCall(file, 50);

  const backend = createBackend({ file, appRoot, host: 'http' });
  const warmList = await measure({
    name: 'warm campaign.list (router, no transport)',
    runs: 1000,
    fn: () => backend.router.call('campaign.list', {}),
  });
  backend.close();
  return [hostStart, coldList, warmList];
}
