import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_LANTERN_FILE_BYTES, type Campaign, type CampaignList, type LevelView } from '../src-shared/contract';
import { campaignFileMoves, type CallAs } from '../src-main/services/campaign-file-moves';
import { campaignDump } from './helpers/campaign-dump';
import { memoryBackend, ok } from './helpers/backend';

// The desktop app's import and export (issue 37, item 3): the main process reads and writes
// the file by the path its dialog chose, through the same streaming code as the browser's
// upload and download, so the page never holds the bytes and no call carries them. The
// Electron shell only asks the dialog; this is everything after it.

const source = memoryBackend({ freshSeed: () => 'desktop-moves' });
const target = memoryBackend({ installDemo: false });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-desktop-moves-'));
afterAll(() => {
  source.close();
  target.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const asGm = (backend: typeof source): CallAs => (method, input) => backend.router.call(method, input, 'gm', undefined, 'desktop-1');
const keep = ok<CampaignList>(source, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!;
// A map image of random bytes (they do not compress): the file is past what the base64 call takes.
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(1024 * 1024)]);
const level = ok<LevelView>(source, 'level.create', { campaignId: keep.id, name: 'Vault', width: 40, height: 40 });
ok(source, 'level.setImage', { levelId: level.id, image: { mime: 'image/png', chunks: Array.from({ length: Math.ceil(png.length / 750_000) }, (_, i) => png.subarray(i * 750_000, (i + 1) * 750_000).toString('base64')) } });

describe("the desktop app's campaign files, by path in the main process", () => {
  it('a campaign past the base64 call is written where the GM chose and read back in from there, every row the same (ids aside)', async () => {
    const destination = path.join(dir, 'keep.lantern');
    const out = await campaignFileMoves(source.transfers).exportPath(asGm(source), keep.id, destination);
    expect(out).toMatchObject({ ok: true, result: { fileName: 'the-lantern-keep-demo.lantern' } });
    const written = fs.statSync(destination).size;
    expect(written).toBe((out as { result: { bytes: number } }).result.bytes);
    expect(written).toBeGreaterThan(MAX_LANTERN_FILE_BYTES);

    const answer = await campaignFileMoves(target.transfers).importPath(asGm(target), destination);
    expect(answer.ok).toBe(true);
    const campaign = (answer as { result: Campaign }).result;
    expect(campaign.name).toBe(keep.name);
    expect(campaignDump(target.database.sqlite, campaign.id)).toEqual(campaignDump(source.database.sqlite, keep.id));
    // The transfer's own copy is gone; the GM's file stays where they put it.
    expect(fs.existsSync(destination)).toBe(true);
  });

  it('a file that is not a campaign is refused with its reason and changes nothing; an unknown campaign writes no file', async () => {
    const before = ok<CampaignList>(target, 'campaign.list').campaigns.length;
    const text = path.join(dir, 'notes.lantern');
    fs.writeFileSync(text, 'hello, this is a text file');
    expect(await campaignFileMoves(target.transfers).importPath(asGm(target), text)).toMatchObject({
      ok: false,
      error: { code: 'invalid_input', message: 'upload: this is not a Lantern campaign file (it is not an SQLite database)' },
    });
    expect(ok<CampaignList>(target, 'campaign.list').campaigns.length).toBe(before);

    const nowhere = path.join(dir, 'never.lantern');
    expect(await campaignFileMoves(source.transfers).exportPath(asGm(source), 999_999, nowhere)).toMatchObject({ ok: false, error: { code: 'not_found', message: 'campaignId: no campaign has id 999999' } });
    expect(fs.existsSync(nowhere)).toBe(false);
  });
});
