import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBackend } from '../../src-main/backend';
import { startHttpHost } from '../../src-main/server/http-host';
import { contract, describeMethods } from '../../src-shared/contract';
import { measure, type BenchResult } from '../measure';

const appRoot = path.resolve(import.meta.dirname, '../..');
const WINDOWS = 10;

/** An open players' window: an event stream that resolves `next()` at its next change. */
async function playersWindow(url: string, token: string) {
  const response = await fetch(url, { headers: { 'X-Lantern-Token': token } });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const waiting: (() => void)[] = [];
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value);
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message.startsWith('event: change')) {
          for (const resolve of waiting.splice(0)) resolve();
        }
      }
    }
  })();
  return {
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
    close: () => reader.cancel(),
  };
}

/**
 * From the GM's call leaving to the change having reached every one of ten open
 * players' windows over real HTTP and Server-Sent Events, the players' states included.
 */
export default async function run(): Promise<BenchResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-bench-live-'));
  const backend = createBackend({ file: path.join(dir, 'lantern.sqlite'), appRoot, host: 'http', freshSeed: () => 'bench' });
  const host = await startHttpHost({ router: backend.router, live: backend.live, describe: () => describeMethods(contract), staticDir: null });
  const campaignId = (backend.router.call('campaign.list', {}) as { result: { campaigns: { id: number }[] } }).result.campaigns[0].id;
  const partyId = (backend.router.call('party.list', { campaignId }) as { result: { parties: { id: number }[] } }).result.parties[0].id;
  const windows = await Promise.all(Array.from({ length: WINDOWS }, () => playersWindow(`${host.url}/events`, host.playersLinkFor(campaignId)!.token)));

  const act = () =>
    fetch(`${host.url}/rpc/clock.advance`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ partyId, seconds: 10 }) });
  const result = await measure({
    name: `live: GM action to ${WINDOWS} players' windows`,
    runs: 50,
    warmup: 3,
    fn: async () => {
      const arrived = Promise.all(windows.map((w) => w.next()));
      await Promise.all([act(), arrived]);
    },
    details: { windows: WINDOWS, action: 'clock.advance (one BFRPG round) over HTTP', transport: 'Server-Sent Events' },
  });
  for (const w of windows) await w.close();
  await host.close();
  backend.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return [result];
}
