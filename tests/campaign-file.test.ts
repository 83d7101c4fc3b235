import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import type { Backend } from '../src-main/backend';
import { MAX_LANTERN_FILE_BYTES, type Campaign, type CampaignList, type HexKeyView, type PartyView } from '../src-shared/contract';
import { campaignDump } from './helpers/campaign-dump';
import { memoryBackend, migrationsFolder, ok, snapshot, tempDir } from './helpers/backend';
import { registerLegacyReversal } from '../src-main/db/undo-legacy';

const opened: Backend[] = [];
afterEach(() => {
  for (const b of opened.splice(0)) b.close();
});
const backendOf = (installDemo: boolean) => {
  const backend = memoryBackend({ installDemo, freshSeed: () => 'file' });
  opened.push(backend);
  return backend;
};
const partyOf = (backend: Backend, campaignId: number) => ok<{ parties: PartyView[] }>(backend, 'party.list', { campaignId }).parties[0];
const refusal = (backend: Backend, input: unknown) => {
  const answer = backend.router.call('campaignFile.import', input);
  return answer.ok ? null : answer.error;
};

/** The demo Keep after some play: time passed, a note, a renamed party, a fight begun. */
function playedKeep() {
  const backend = backendOf(true);
  const keep = ok<CampaignList>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!;
  const party = partyOf(backend, keep.id);
  ok(backend, 'dungeon.rest', { partyId: party.id, turns: 3 });
  ok(backend, 'journal.note', { campaignId: keep.id, text: 'The well is dry' });
  ok(backend, 'party.update', { partyId: party.id, name: 'Lamplighters' });
  return { backend, keep };
}

const exported = (backend: Backend, campaignId: number) => ok<{ fileName: string; bytes: number; data: string }>(backend, 'campaignFile.export', { campaignId });

describe('a campaign as a .lantern file', () => {
  it('exports one campaign alone and imports it into a fresh file: every row the same (ids remapped), its journal undoes and redoes there', () => {
    const { backend, keep } = playedKeep();
    const file = exported(backend, keep.id);
    expect(file.fileName).toMatch(/\.lantern$/);
    expect(file.bytes).toBeLessThan(MAX_LANTERN_FILE_BYTES);
    // An SQLite file holding that campaign only.
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'keep.lantern'), Buffer.from(file.data, 'base64'));
    const alone = new Database(path.join(dir, 'keep.lantern'), { readonly: true });
    expect(alone.prepare('SELECT name FROM campaigns').pluck().all()).toEqual([keep.name]);
    alone.close();

    const fresh = backendOf(false);
    const imported = ok<Campaign>(fresh, 'campaignFile.import', { data: file.data });
    expect(imported.name).toBe(keep.name);
    expect(campaignDump(fresh.database.sqlite, imported.id)).toEqual(campaignDump(backend.database.sqlite, keep.id));

    const party = () => partyOf(fresh, imported.id).name;
    expect(party()).toBe('Lamplighters');
    ok(fresh, 'journal.undo', { campaignId: imported.id });
    expect(party()).not.toBe('Lamplighters');
    ok(fresh, 'journal.redo', { campaignId: imported.id });
    expect(party()).toBe('Lamplighters');
  });

  it('imports beside campaigns whose ids it shares, under a free name, and undo there touches only the copy', () => {
    const { backend, keep } = playedKeep();
    const data = exported(backend, keep.id).data;
    const copy = ok<Campaign>(backend, 'campaignFile.import', { data });
    expect(copy.name).toBe(`${keep.name} (restored)`);
    expect(campaignDump(backend.database.sqlite, copy.id)).toEqual(campaignDump(backend.database.sqlite, keep.id));
    ok(backend, 'journal.undo', { campaignId: copy.id });
    expect(partyOf(backend, keep.id).name).toBe('Lamplighters');
    expect(partyOf(backend, copy.id).name).not.toBe('Lamplighters');
    expect(ok<Campaign>(backend, 'campaignFile.import', { data, name: 'Third keep' }).name).toBe('Third keep');
  });

  it("carries the keyed hexes, their links into the campaign's own level and bestiary, and whether land weather is rolled", () => {
    const { backend, keep } = playedKeep();
    ok(backend, 'weather.turn', { campaignId: keep.id, on: true });
    const data = exported(backend, keep.id).data;
    const copy = ok<Campaign>(backend, 'campaignFile.import', { data });
    expect(ok<{ on: boolean }>(backend, 'weather.get', { campaignId: copy.id }).on).toBe(true);
    const keysOf = (campaignId: number) => {
      const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId }).regions[0].id;
      return ok<{ keys: HexKeyView[] }>(backend, 'hexmap.keys', { regionId }).keys;
    };
    const levelOf = (campaignId: number) => ok<{ levels: { id: number }[] }>(backend, 'level.list', { campaignId }).levels[0].id;
    const foesOf = (campaignId: number) => ok<{ entries: { id: number; name: string }[] }>(backend, 'bestiary.list', { campaignId }).entries;
    const [theirs, ours] = [keysOf(keep.id), keysOf(copy.id)];
    // The demo's three: the keep's stair, the hobgoblins' lair, Millbrook.
    expect(ours.map((k) => k.hex)).toEqual(theirs.map((k) => k.hex));
    expect(ours).toHaveLength(3);
    const entrance = ours.find((k) => k.key.entrance)!.key.entrance!;
    expect(entrance.levelId).toBe(levelOf(copy.id));
    expect(entrance.levelId).not.toBe(levelOf(keep.id));
    const copyLevel = ok<{ areas: { id: number; number: number }[] }>(backend, 'level.get', { levelId: entrance.levelId });
    expect(copyLevel.areas.find((a) => a.id === entrance.areaId)?.number).toBe(1);
    const lair = ours.find((k) => k.key.occupants.length)!.key.occupants[0];
    expect(foesOf(copy.id).find((f) => f.id === lair.bestiaryId)?.name).toBe('Hobgoblin');
  });

  it('brings a file of an older schema up to date on the way in', () => {
    const dir = tempDir();
    const older = path.join(dir, 'migrations');
    fs.cpSync(migrationsFolder, older, { recursive: true });
    const journal = JSON.parse(fs.readFileSync(path.join(older, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    journal.entries.pop();
    fs.writeFileSync(path.join(older, 'meta', '_journal.json'), JSON.stringify(journal));
    const file = path.join(dir, 'old.lantern');
    const sqlite = new Database(file);
    // As the app's own open does: migration 0029 reads an old undo log through this function.
    registerLegacyReversal(sqlite);
    migrate(drizzle(sqlite), { migrationsFolder: older });
    sqlite.pragma(`user_version = ${journal.entries.length}`);
    sqlite.prepare("INSERT INTO campaigns (name, game_time_seconds) VALUES ('From long ago', 7200)").run();
    sqlite.close();

    const backend = backendOf(false);
    const imported = ok<Campaign>(backend, 'campaignFile.import', { data: fs.readFileSync(file).toString('base64') });
    expect(imported).toMatchObject({ name: 'From long ago', gameTimeSeconds: 7200 });
  });

  it('refuses a damaged, newer, foreign, empty or oversized file with the reason, changing nothing', () => {
    const { backend, keep } = playedKeep();
    const good = Buffer.from(exported(backend, keep.id).data, 'base64');
    const dir = tempDir();
    const sqliteFile = (name: string, fill: (db: Database.Database) => void) => {
      const at = path.join(dir, name);
      const db = new Database(at);
      fill(db);
      db.close();
      return fs.readFileSync(at).toString('base64');
    };
    const newer = path.join(dir, 'newer.lantern');
    fs.writeFileSync(newer, good);
    const bumped = new Database(newer);
    bumped.pragma('user_version = 999');
    bumped.close();
    const damaged = Buffer.from(good);
    damaged.fill(0x5a, 4096, 12288);

    const before = snapshot(backend);
    const cases: [unknown, string][] = [
      [{ data: Buffer.from('hello, this is a text file').toString('base64') }, 'data: this is not a Lantern campaign file (it is not an SQLite database)'],
      [{ data: damaged.toString('base64') }, 'data: the file is damaged'],
      [{ data: fs.readFileSync(newer).toString('base64') }, 'data: it was written by a newer version of Lantern; update Lantern to import it'],
      [{ data: sqliteFile('foreign.db', (db) => db.exec('CREATE TABLE recipes (name TEXT)')) }, 'data: this is an SQLite database but not a Lantern campaign file'],
      [{ data: sqliteFile('empty.db', (db) => db.pragma('user_version = 0')) }, 'data: this is'],
      [{ data: 'A'.repeat(Math.ceil(MAX_LANTERN_FILE_BYTES / 3) * 4 + 4) }, `data: must be a file of at most ${MAX_LANTERN_FILE_BYTES} bytes`],
      [{ data: 'not base64!' }, 'data: must be base64'],
    ];
    for (const [input, message] of cases) {
      const error = refusal(backend, input);
      expect(error?.code, message).toBe('invalid_input');
      expect(error?.path).toEqual(['data']);
      expect(error?.message.startsWith(message), `${error?.message} / ${message}`).toBe(true);
    }
    expect(snapshot(backend)).toEqual(before);
  });
});
