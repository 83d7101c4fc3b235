import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../src-main/backend';
import { startHttpHost, type HttpHost } from '../src-main/server/http-host';
import { contract, describeMethods, MAX_LANTERN_FILE_BYTES, type Campaign, type CampaignList, type LevelView } from '../src-shared/contract';
import { campaignDump } from './helpers/campaign-dump';
import { memoryBackend, ok } from './helpers/backend';

// A campaign of any size moves through the HTTP host (issue 37): the base64 call stops at
// MAX_LANTERN_FILE_BYTES, the streamed download and upload do not.

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Base64 pieces of a "PNG" of random bytes (they do not compress, so the file is as large): each piece within the text limit. */
function imageChunks(bytes: number): string[] {
  const data = Buffer.concat([PNG, crypto.randomBytes(bytes - PNG.length)]);
  const piece = 750_000;
  return Array.from({ length: Math.ceil(data.length / piece) }, (_, i) => data.subarray(i * piece, (i + 1) * piece).toString('base64'));
}

/** A dump with each blob (the map images) as its digest, so two are compared, and told apart, without 50 MB of text. */
const hashed = (dump: Record<string, unknown[]>) =>
  Object.fromEntries(
    Object.entries(dump).map(([table, rows]) => [
      table,
      rows.map((row) => Object.fromEntries(Object.entries(row as Record<string, unknown>).map(([k, v]) => [k, Buffer.isBuffer(v) ? crypto.createHash('sha256').update(v).digest('hex') : v]))),
    ]),
  );

let source: Backend;
let target: Backend;
let from: HttpHost;
let into: HttpHost;
let keep: Campaign;
beforeAll(async () => {
  source = memoryBackend({ freshSeed: () => 'transfer' });
  target = memoryBackend({ installDemo: false });
  keep = ok<CampaignList>(source, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!;
  // Three levels with a 17 MB map image each: a campaign of over 50 MB.
  for (const name of ['Vault', 'Cistern', 'Catacomb']) {
    const level = ok<LevelView>(source, 'level.create', { campaignId: keep.id, name, width: 60, height: 60 });
    ok(source, 'level.setImage', { levelId: level.id, image: { mime: 'image/png', chunks: imageChunks(17 * 1024 * 1024) } });
  }
  const options = { describe: () => describeMethods(contract), staticDir: null, port: 0, token: 'gm-token', playersToken: 'players-token' };
  from = await startHttpHost({ ...options, router: source.router, transfers: source.transfers });
  into = await startHttpHost({ ...options, router: target.router, transfers: target.transfers });
});
afterAll(async () => {
  await from.close();
  await into.close();
  source.close();
  target.close();
});

const headers = (token: string, type?: string) => ({ 'X-Lantern-Token': token, ...(type && { 'Content-Type': type }) });

describe('a .lantern file streamed through the HTTP host', () => {
  it('a 50 MB campaign goes out by GET /files/export and in by POST /files/import, every row the same (ids aside)', async () => {
    const out = await fetch(`${from.url}/files/export/${keep.id}`, { headers: headers('gm-token') });
    expect(out.status).toBe(200);
    expect(out.headers.get('content-type')).toBe('application/vnd.sqlite3');
    expect(out.headers.get('content-disposition')).toBe('attachment; filename="the-lantern-keep-demo.lantern"');
    const file = Buffer.from(await out.arrayBuffer());
    expect(file.length).toBe(Number(out.headers.get('content-length')));
    expect(file.length).toBeGreaterThan(50 * 1024 * 1024);
    expect(file.length).toBeGreaterThan(MAX_LANTERN_FILE_BYTES * 70);

    const sent = await fetch(`${into.url}/files/import?name=${encodeURIComponent('Keep, moved')}`, { method: 'POST', headers: headers('gm-token', 'application/octet-stream'), body: file });
    const answer = (await sent.json()) as { ok: boolean; result: Campaign };
    expect(sent.status).toBe(200);
    expect(answer.result.name).toBe('Keep, moved');
    expect(hashed(campaignDump(target.database.sqlite, answer.result.id))).toEqual(hashed(campaignDump(source.database.sqlite, keep.id)));
  });

  it("is the GM's alone, as a raw file, and a refused file changes nothing", async () => {
    const before = ok<CampaignList>(target, 'campaign.list').campaigns.length;
    const players = await fetch(`${from.url}/files/export/${keep.id}`, { headers: headers('players-token') });
    expect(players.status).toBe(403);
    const nobody = await fetch(`${from.url}/files/export/${keep.id}`);
    expect(nobody.status).toBe(401);
    const missing = await fetch(`${from.url}/files/export/999999`, { headers: headers('gm-token') });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe('campaignId: no campaign has id 999999');

    const asPlayers = await fetch(`${into.url}/files/import`, { method: 'POST', headers: headers('players-token', 'application/octet-stream'), body: 'x' });
    expect(asPlayers.status).toBe(403);
    const asForm = await fetch(`${into.url}/files/import`, { method: 'POST', headers: headers('gm-token', 'application/x-www-form-urlencoded'), body: 'x=1' });
    expect(asForm.status).toBe(415);
    const notAFile = await fetch(`${into.url}/files/import`, { method: 'POST', headers: headers('gm-token', 'application/octet-stream'), body: 'hello, this is a text file' });
    expect(notAFile.status).toBe(400);
    expect(((await notAFile.json()) as { error: { message: string } }).error.message).toBe('upload: this is not a Lantern campaign file (it is not an SQLite database)');
    expect(ok<CampaignList>(target, 'campaign.list').campaigns.length).toBe(before);
    // An upload id is the host's to give: one made up names no file.
    expect(target.router.call('campaignFile.importUpload', { upload: 'A'.repeat(32) })).toMatchObject({ ok: false, error: { code: 'not_found', path: ['upload'] } });
  });
});
