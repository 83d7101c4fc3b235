import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../src-main/backend';
import { DatabaseOpenError, knownSchemaVersion, openDatabase } from '../src-main/db/open-database';
import type { PartyView } from '../src-shared/contract';
import { appRoot, migrationsFolder, ok, tempDir } from './helpers/backend';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

function fileIn(dir = tempDir()): string {
  return path.join(dir, 'lantern.sqlite');
}

describe('openDatabase', () => {
  it('applies every migration and records the schema version in user_version', () => {
    const opened = openDatabase({ file: ':memory:', migrationsFolder });
    cleanups.push(opened.close);
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    expect(opened.schemaVersion).toBe(journal.entries.length);
    expect(opened.sqlite.pragma('user_version', { simple: true })).toBe(journal.entries.length);
    const tables = opened.sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(['app_state', 'campaigns', '__drizzle_migrations']));
    expect(opened.created).toBe(true);
  });

  it('turns on WAL and foreign keys for a file', () => {
    const opened = openDatabase({ file: fileIn(), migrationsFolder });
    cleanups.push(opened.close);
    expect(opened.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(opened.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(opened.sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
  });

  it('reopens an up-to-date file without migrating it again', () => {
    const file = fileIn();
    openDatabase({ file, migrationsFolder }).close();
    const again = openDatabase({ file, migrationsFolder });
    cleanups.push(again.close);
    expect(again.created).toBe(false);
    const applied = again.sqlite.prepare('SELECT count(*) FROM __drizzle_migrations').pluck().get();
    expect(applied).toBe(knownSchemaVersion(migrationsFolder));
  });

  it('refuses a file from a newer Lantern and leaves it byte for byte as it was', () => {
    const file = fileIn();
    const first = openDatabase({ file, migrationsFolder });
    first.sqlite.pragma('user_version = 999');
    first.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    first.close();
    const before = fs.readFileSync(file);
    const error = captureError(() => openDatabase({ file, migrationsFolder }));
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as DatabaseOpenError).reason).toBe('newer');
    expect(error.message).toMatch(/newer version of Lantern \(schema 999; this version knows up to \d+\)/);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  it('refuses a damaged file with a clear message', () => {
    const file = fileIn();
    fs.writeFileSync(file, Buffer.alloc(8192, 0x5a));
    const error = captureError(() => openDatabase({ file, migrationsFolder }));
    expect((error as DatabaseOpenError).reason).toBe('damaged');
    expect(error.message).toContain('is damaged or is not a database (SQLITE_NOTADB)');
    expect(fs.readFileSync(file)).toEqual(Buffer.alloc(8192, 0x5a));
  });

  it("refuses another program's SQLite database instead of adding tables to it", () => {
    const file = fileIn();
    const other = new Database(file);
    other.exec('CREATE TABLE invoices (id INTEGER PRIMARY KEY)');
    other.close();
    const error = captureError(() => openDatabase({ file, migrationsFolder }));
    expect((error as DatabaseOpenError).reason).toBe('foreign');
    const check = new Database(file);
    expect(check.prepare("SELECT name FROM sqlite_master WHERE type='table'").pluck().all()).toEqual(['invoices']);
    check.close();
  });
});

describe('first start', () => {
  it('creates the demo campaign from resources/ once, and selects it', () => {
    const file = fileIn();
    const demo = JSON.parse(fs.readFileSync(path.join(appRoot, 'resources/demo-campaign.json'), 'utf8'));
    const first = createBackend({ file, appRoot, host: 'http' });
    const list = ok<{ campaigns: { id: number; name: string; gameTimeSeconds: number }[]; selectedId: number }>(
      first,
      'campaign.list',
    );
    expect(list.campaigns).toHaveLength(1);
    expect(list.campaigns[0]).toMatchObject({ name: demo.name, gameTimeSeconds: demo.gameTimeSeconds });
    expect(list.selectedId).toBe(list.campaigns[0].id);
    const parties = ok<{ parties: { id: number; name: string }[] }>(first, 'party.list', { campaignId: list.selectedId });
    expect(parties.parties.map((p) => p.name)).toEqual([demo.party.party.name]);
    const party = ok<PartyView>(first, 'party.get', { partyId: parties.parties[0].id });
    expect(party.location).toMatchObject({ kind: 'dungeon' });
    expect(party.members).toHaveLength(demo.party.members.length);
    // The demo is there to be played: light to burn, food to eat, water to drink.
    expect(party.summary.light.torches).toBeGreaterThan(0);
    expect(party.summary.light.lanterns).toBeGreaterThan(0);
    expect(party.summary.light.oilFlasks).toBeGreaterThan(0);
    expect(party.summary.food.lastsDays).toBeGreaterThan(0);
    expect(party.summary.water.lastsDays).toBeGreaterThan(0);
    ok(first, 'campaign.delete', { id: list.campaigns[0].id });
    first.close();

    const second = createBackend({ file, appRoot, host: 'http' });
    cleanups.push(second.close);
    expect(ok<{ campaigns: unknown[] }>(second, 'campaign.list').campaigns).toEqual([]);
  });
});

function captureError(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}
