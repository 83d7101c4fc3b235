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
  it('creates a demo campaign for each rules system from resources/ once, and selects the Basic Fantasy one', () => {
    const file = fileIn();
    const demos = ['bfrpg', 'gurps', 'shell'].map((system) => JSON.parse(fs.readFileSync(path.join(appRoot, `resources/demo-${system}.json`), 'utf8')));
    const first = createBackend({ file, appRoot, host: 'http' });
    const list = ok<{ campaigns: { id: number; name: string; gameTimeSeconds: number; rulesSystem: string; rulesOptions: { gulliver?: boolean } }[]; selectedId: number }>(
      first,
      'campaign.list',
    );
    expect(list.campaigns.map((c) => [c.name, c.rulesSystem]).sort()).toEqual(demos.map((d) => [d.name, d.rulesSystem]).sort());
    expect(list.campaigns.find((c) => c.rulesSystem === 'gurps')?.rulesOptions.gulliver).toBe(true);
    const selected = list.campaigns.find((c) => c.id === list.selectedId)!;
    expect(selected).toMatchObject({ name: demos[0].name, gameTimeSeconds: demos[0].gameTimeSeconds });
    for (const campaign of list.campaigns) {
      const demo = demos.find((d) => d.name === campaign.name);
      const parties = ok<{ parties: { id: number; name: string }[] }>(first, 'party.list', { campaignId: campaign.id });
      expect(parties.parties.map((p) => p.name)).toEqual([demo.party.party.name]);
      const party = ok<PartyView>(first, 'party.get', { partyId: parties.parties[0].id });
      expect(party.location).toMatchObject({ kind: 'dungeon' });
      expect(party.members).toHaveLength(demo.party.members.length);
      // Each demo is there to be played: light to burn, food to eat, water to drink, a journey planned.
      expect(party.summary.light.lights.torch).toBeGreaterThan(0);
      expect(party.summary.food.lastsDays).toBeGreaterThan(0);
      expect(party.summary.water.lastsDays).toBeGreaterThan(0);
      expect(party.members.every((m) => m.figures.canMove)).toBe(true);
      const region = ok<{ regions: { id: number }[] }>(first, 'hexmap.list', { campaignId: campaign.id }).regions[0];
      expect(ok<{ journey: unknown }>(first, 'journey.latest', { regionId: region.id }).journey).not.toBeNull();
    }
    for (const c of list.campaigns) ok(first, 'campaign.delete', { id: c.id });
    first.close();

    const second = createBackend({ file, appRoot, host: 'http' });
    cleanups.push(second.close);
    expect(ok<{ campaigns: unknown[] }>(second, 'campaign.list').campaigns).toEqual([]);
  });

  it('the GURPS demo has a human, a small and a large non-human, so size matters (GULLIVER)', () => {
    const backend = createBackend({ file: ':memory:', appRoot, host: 'http' });
    cleanups.push(backend.close);
    const gurps = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'gurps')!;
    const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId: gurps.id }).parties[0].id;
    const party = ok<PartyView>(backend, 'party.get', { partyId });
    const scale = (name: string) => party.members.find((m) => m.name === name)?.figures.characteristics.find((c) => c.key === 'linearScale')?.value;
    expect([scale('Sir Aldric Vane'), scale('Thistlewick'), scale('Brogga Stonebelly')]).toEqual(['1', '0.5', '2']);
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
