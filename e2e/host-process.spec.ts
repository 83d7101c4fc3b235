import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { makeDataDir, startHost } from './host';

// The built headless host as a real process: what `npm run serve` runs.

test('answers GET /rpc and the demo campaigns, and stops cleanly on SIGINT', async ({ request }) => {
  // An empty folder, not a copy of a template: the demos are installed by this very start.
  const host = await startHost(makeDataDir());
  const listing = await (await request.get(`${host.url}/rpc`)).json();
  expect(listing.methods.map((m: { name: string }) => m.name)).toContain('campaign.duplicate');
  const list = await (await request.post(`${host.url}/rpc/campaign.list`, { data: {} })).json();
  expect(list.result.campaigns.map((c: { name: string }) => c.name)).toEqual([
    'Giants in the Barrow (GURPS + GULLIVER demo)',
    'The Lantern Keep (demo)',
    'The Shell Road (Shell demo)',
  ]);
  expect(await host.stop('SIGINT')).toBe(0);
  expect(host.output()).toContain('Lantern stopped (SIGINT).');
  // A clean close checkpoints the WAL into the main file.
  expect(fs.existsSync(path.join(host.dataDir, 'lantern.sqlite-wal'))).toBe(false);
});

test('refuses to start on a damaged campaign file, says why, and leaves it alone', async () => {
  const dataDir = makeDataDir();
  const file = path.join(dataDir, 'lantern.sqlite');
  fs.writeFileSync(file, 'this is not a database, it is a shopping list: rope, torches, rations');
  const before = fs.readFileSync(file);
  await expect(startHost(dataDir)).rejects.toThrow(/exited with 1:\nLantern could not start: .*lantern\.sqlite is damaged or is not a database/);
  expect(fs.readFileSync(file).equals(before)).toBe(true);
});
