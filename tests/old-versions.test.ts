import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../src-main/backend';
import { knownSchemaVersion, openDatabase } from '../src-main/db/open-database';
import type { CampaignList, JournalEntry, PartyView } from '../src-shared/contract';
import { appRoot, gameState, migrationsFolder, ok, tempDir } from './helpers/backend';

// Campaign files written by earlier versions of Lantern, one per released schema, each
// made by that version's own code (its backend opening a new file: migrations and demo);
// readings.json holds what each file said when it was written, and which commit wrote it.
const fixtures = path.join(import.meta.dirname, 'fixtures', 'old-versions');
interface Reading {
  schemaVersion: number;
  writtenBy: string;
  campaigns: { name: string; gameTimeSeconds: number; members: string[]; journalEntries: number }[];
}
const readings = JSON.parse(fs.readFileSync(path.join(fixtures, 'readings.json'), 'utf8')) as Record<string, Reading>;

const opened: Backend[] = [];
afterEach(() => {
  for (const b of opened.splice(0)) b.close();
});

describe('campaign files from older versions', () => {
  it('keeps one file for every released schema, from the first on', () => {
    const versions = Object.values(readings).map((r) => r.schemaVersion);
    expect(versions).toEqual(Array.from({ length: versions.length }, (_, i) => i + 1));
    expect(versions.length).toBeGreaterThanOrEqual(12);
    expect(Math.max(...versions)).toBeLessThan(knownSchemaVersion(migrationsFolder));
  });

  it.each(Object.entries(readings))('%s opens, is sound, and its campaigns read as they were written', (name, reading) => {
    const dir = tempDir();
    const file = path.join(dir, 'campaigns.sqlite');
    fs.copyFileSync(path.join(fixtures, name), file);
    const backend = createBackend({ file, appRoot, host: 'http' });
    opened.push(backend);

    expect(backend.database.schemaVersion).toBe(knownSchemaVersion(migrationsFolder));
    expect(backend.database.sqlite.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
    expect(backend.database.sqlite.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    // The file as it was is kept before it was migrated.
    const kept = new Database(backend.database.migrationBackup!, { readonly: true });
    expect(kept.pragma('user_version', { simple: true })).toBe(reading.schemaVersion);
    kept.close();

    const campaigns = ok<CampaignList>(backend, 'campaign.list').campaigns;
    expect(campaigns.map((c) => [c.name, c.gameTimeSeconds]).sort()).toEqual(reading.campaigns.map((c) => [c.name, c.gameTimeSeconds]).sort());
    for (const was of reading.campaigns) {
      const campaign = campaigns.find((c) => c.name === was.name)!;
      const parties = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId: campaign.id }).parties;
      const members = parties.flatMap((p) => ok<PartyView>(backend, 'party.get', { partyId: p.id }).members.map((m) => m.name));
      expect(members.sort(), was.name).toEqual([...was.members].sort());
      expect(ok<{ entries: JournalEntry[] }>(backend, 'journal.list', { campaignId: campaign.id }).entries).toHaveLength(was.journalEntries);
    }
  });

  // Their undo history was SQL text until migration 0029 turned it into data (src-main/db/undo-legacy.ts).
  it.each(Object.entries(readings).filter(([, r]) => r.campaigns.some((c) => c.journalEntries > 0)))('%s keeps a history that undoes and redoes after it is migrated', (name, reading) => {
    const dir = tempDir();
    const file = path.join(dir, 'campaigns.sqlite');
    fs.copyFileSync(path.join(fixtures, name), file);
    const backend = createBackend({ file, appRoot, host: 'http' });
    opened.push(backend);
    const { sqlite } = backend.database;
    const rows = () => sqlite.prepare('SELECT count(*) FROM journeys').pluck().get() as number;
    const campaigns = ok<CampaignList>(backend, 'campaign.list').campaigns.filter((c) => reading.campaigns.find((r) => r.name === c.name)!.journalEntries > 0);
    const before = rows();
    for (const campaign of campaigns) ok(backend, 'journal.undo', { campaignId: campaign.id });
    // Each fixture's entries are journeys planned: undone, each takes its journey away.
    expect(rows()).toBe(before - campaigns.length);
    for (const campaign of campaigns) ok(backend, 'journal.redo', { campaignId: campaign.id });
    expect(rows()).toBe(before);
    expect(sqlite.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
  });
});

describe('a file whose undo history the previous version wrote as SQL', () => {
  // Written at schema 29 by commit 320e173 with tests/helpers/dungeon's fixture: a torch lit, three days and then an
  // hour passed (members and lights changed in bulk, stacks eaten and put back), the hour undone. Its undo_log holds
  // every shape those triggers wrote, redo rows too; migration 0029 turns them into data (src-main/db/undo-legacy.ts).
  it('undoes and redoes its whole history to the same state after it is migrated', () => {
    const dir = tempDir();
    const file = path.join(dir, 'campaigns.sqlite');
    fs.copyFileSync(path.join(import.meta.dirname, 'fixtures', 'undo-as-sql', 'schema-29-played.sqlite'), file);
    const backend = createBackend({ file, appRoot, host: 'http' });
    opened.push(backend);
    const { sqlite } = backend.database;
    const shapes = sqlite.prepare("SELECT DISTINCT (reversal ->> 'op') || iif(reversal -> 'rows' IS NULL, '', ' rows') FROM undo_log").pluck().all();
    expect(new Set(shapes)).toEqual(new Set(['delete', 'update', 'insert', 'update rows']));
    const campaignId = 1;
    const hourUndone = gameState(backend);
    ok(backend, 'journal.redo', { campaignId });
    const played = gameState(backend);
    expect(played).not.toEqual(hourUndone);
    let undone = 0;
    while (backend.router.call('journal.undo', { campaignId }).ok) undone++;
    expect(undone).toBe(9);
    expect(sqlite.prepare('SELECT count(*) FROM members').pluck().get()).toBe(0);
    while (backend.router.call('journal.redo', { campaignId }).ok) undone--;
    expect(undone).toBe(0);
    expect(gameState(backend)).toEqual(played);
  });

  it("a file from before levels kept their seen squares shows the players what its explored areas showed them (migration 0032)", () => {
    // A schema-31 file, made by the migrations before 0032, with a level whose hall was visited and whose vault was not.
    const dir = tempDir();
    const before = path.join(dir, 'migrations');
    fs.mkdirSync(path.join(before, 'meta'), { recursive: true });
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    // The schema as it stood before 0032: the migrations after it (0033's notebook) come with it.
    const kept = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === '0032_level_seen_squares'));
    fs.writeFileSync(path.join(before, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
    for (const e of kept) fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(before, `${e.tag}.sql`));
    const file = path.join(dir, 'campaigns.sqlite');
    const old = openDatabase({ file, migrationsFolder: before, backupBeforeMigrating: false });
    const campaignId = Number(old.sqlite.prepare("INSERT INTO campaigns (name, rules_system, rules_options) VALUES ('Old barrow', 'bfrpg', '{}')").run().lastInsertRowid);
    const levelId = Number(old.sqlite.prepare("INSERT INTO dungeon_levels (campaign_id, name, width, height, cells) VALUES (?, 'Barrow', 4, 2, zeroblob(24))").run(campaignId).lastInsertRowid);
    const area = old.sqlite.prepare('INSERT INTO dungeon_areas (campaign_id, level_id, number, squares, state) VALUES (?, ?, ?, ?, ?)');
    area.run(campaignId, levelId, 1, '[0,1,4,5]', '{"status":"visited"}');
    area.run(campaignId, levelId, 2, '[2,3]', '{"status":"seen"}');
    area.run(campaignId, levelId, 3, '[6,7]', '{}');
    old.sqlite.close();

    const backend = createBackend({ file, appRoot, host: 'http' });
    opened.push(backend);
    const seen = backend.database.sqlite.prepare('SELECT seen_squares FROM dungeon_levels WHERE id = ?').pluck().get(levelId) as string;
    expect((JSON.parse(seen) as number[]).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
