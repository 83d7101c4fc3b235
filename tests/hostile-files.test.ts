import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../src-main/backend';
import { DatabaseOpenError, knownSchemaVersion } from '../src-main/db/open-database';
import { reversalFromStatement } from '../src-main/db/undo-legacy';
import type { BackupList, CampaignList, PartyView } from '../src-shared/contract';
import { appRoot, memoryBackend, migrationsFolder, ok, refusedUnchanged, tempDir } from './helpers/backend';

// Issue 37: nothing from a campaign file is ever executed. The undo history travels inside
// `.lantern` files, backups and duplicates, and used to be SQL that undo ran; a file's own
// triggers and views ran when the migrator or an import wrote to it.

const known = knownSchemaVersion(migrationsFolder);
const opened: Backend[] = [];
afterEach(() => {
  for (const b of opened.splice(0)) b.close();
});
const track = (backend: Backend) => (opened.push(backend), backend);

const campaignsOf = (backend: Backend) => ok<CampaignList>(backend, 'campaign.list').campaigns;
const keepOf = (backend: Backend) => campaignsOf(backend).find((c) => c.rulesSystem === 'bfrpg')!;
const partyOf = (backend: Backend, campaignId: number) => ok<{ parties: PartyView[] }>(backend, 'party.list', { campaignId }).parties[0];

/** The demo Keep with a renamed party: one entry to undo. */
function playedKeep() {
  const backend = track(memoryBackend({ installDemo: true, freshSeed: () => 'hostile' }));
  const keep = keepOf(backend);
  ok(backend, 'party.update', { partyId: partyOf(backend, keep.id).id, name: 'Lamplighters' });
  return { backend, keep };
}

const exportOf = (backend: Backend, campaignId: number) => Buffer.from(ok<{ data: string }>(backend, 'campaignFile.export', { campaignId }).data, 'base64');

/** A `.lantern` file changed by `tamper` (the raw SQLite file, as an attacker would), as the API carries it. */
function tampered(exported: Buffer, dir: string, tamper: (file: Database.Database) => void): string {
  const file = path.join(dir, `tampered-${Math.random().toString(36).slice(2)}.lantern`);
  fs.writeFileSync(file, exported);
  const sqlite = new Database(file);
  tamper(sqlite);
  sqlite.close();
  return fs.readFileSync(file).toString('base64');
}

/** The SQL the hostile file carried: renames every campaign, then writes a file on disk. */
const pwned = (dir: string) => `UPDATE campaigns SET name='PWNED '||id; ATTACH DATABASE '${path.join(dir, 'x.db')}' AS pw; CREATE TABLE pw.x(a)`;

/** Adds `reversal` to the undo history of the newest entry of the file's only campaign; answers the row's id. */
const addReversal = (sqlite: Database.Database, reversal: string): number => {
  const entry = sqlite.prepare('SELECT max(id) FROM journal_entries').pluck().get() as number;
  return Number(sqlite.prepare("INSERT INTO undo_log (entry_id, direction, reversal) VALUES (?, 'undo', ?)").run(entry, reversal).lastInsertRowid);
};

describe('an undo history from a file', () => {
  it('is refused on import when a row carries SQL, naming the row; nothing runs and nothing changes', () => {
    const { backend, keep } = playedKeep();
    const dir = tempDir();
    let row = 0;
    const data = tampered(exportOf(backend, keep.id), dir, (f) => (row = addReversal(f, pwned(dir))));
    const error = refusedUnchanged(backend, 'campaignFile.import', { data });
    expect(error).toMatchObject({ code: 'invalid_input', path: ['data'] });
    expect(error.message).toBe(`data: its undo history does not fit (undo_log row ${row}: it is not a reversal Lantern writes (not JSON))`);
    // The Keep's own undo still works, and nothing of the file ran: no campaign renamed, no file written.
    ok(backend, 'journal.undo', { campaignId: keep.id });
    expect(campaignsOf(backend).map((c) => c.name).filter((n) => n.startsWith('PWNED'))).toEqual([]);
    expect(fs.existsSync(path.join(dir, 'x.db'))).toBe(false);
  });

  it('is checked field by field: every reversal that does not fit the schema or reaches past its campaign refuses the file', () => {
    const { backend, keep } = playedKeep();
    const dir = tempDir();
    const party = partyOf(backend, keep.id).id;
    const cases: [reversal: (campaignId: number) => unknown, reason: string][] = [
      [(c) => ({ op: 'update', table: 'campaigns', rowid: c + 1, values: { name: 'PWNED' } }), `it names campaign ${keep.id + 1}, not its own campaign ${keep.id}`],
      [(c) => ({ op: 'update', table: 'parties', rowid: party, values: { campaign_id: c + 1 } }), `it names campaign ${keep.id + 1}, not its own campaign ${keep.id}`],
      [() => ({ op: 'drop', table: 'parties', rowid: party }), '"op" must be delete, update or insert'],
      [() => ({ op: 'delete', table: 'sqlite_master', rowid: 1 }), '"table" must name a journaled table'],
      [() => ({ op: 'delete', table: 'journal_entries', rowid: 1 }), '"table" must name a journaled table'],
      [() => ({ op: 'update', table: 'parties', rowid: party, values: { 'name" = 1; --': 'x' } }), '"parties" has no column "name" = 1; --"'],
      [() => ({ op: 'update', table: 'parties', rowid: party, values: { name: 5 } }), '"parties"."name" must be text'],
      [() => ({ op: 'update', table: 'parties', rowid: party, values: { name: null } }), '"parties"."name" cannot be empty'],
      [() => ({ op: 'update', table: 'parties', rowid: -3, values: { name: 'x' } }), '"rowid" must be a positive row id'],
      [() => ({ op: 'delete', table: 'parties', rowid: party, sql: 'DROP TABLE parties' }), '"sql" has no place in a reversal of this kind'],
      [() => ({ op: 'insert', table: 'parties', rowid: 99, values: { id: 99 } }), 'a row put back must give "campaign_id"'],
      [() => ({ op: 'update', table: 'parties', columns: ['name'], rows: [[party, 'a', 'b']] }), "rows[0] must hold the row's id and one value per column"],
    ];
    const exported = exportOf(backend, keep.id);
    for (const [reversal, reason] of cases) {
      let row = 0;
      const data = tampered(exported, dir, (f) => {
        const campaignId = f.prepare('SELECT id FROM campaigns').pluck().get() as number;
        row = addReversal(f, JSON.stringify(reversal(campaignId)));
      });
      const error = refusedUnchanged(backend, 'campaignFile.import', { data });
      expect(error.message, reason).toBe(`data: its undo history does not fit (undo_log row ${row}: ${reason})`);
    }
   });

  it('is refused when an older file carries SQL the triggers never wrote, naming the row, before any of it runs', () => {
    const dir = tempDir();
    const file = path.join(dir, 'old.lantern');
    fs.copyFileSync(path.join(appRoot, 'tests', 'fixtures', 'old-versions', 'schema-12.sqlite'), file);
    const old = new Database(file);
    old.exec('DELETE FROM campaigns WHERE id <> 1');
    const row = Number(old.prepare("INSERT INTO undo_log (entry_id, direction, statement) VALUES (1, 'undo', ?)").run(pwned(dir)).lastInsertRowid);
    old.close();
    const backend = track(memoryBackend({ installDemo: true, freshSeed: () => 'hostile' }));
    const error = refusedUnchanged(backend, 'campaignFile.import', { data: fs.readFileSync(file).toString('base64') });
    expect(error.message).toBe(`data: undo_log row ${row} is not a change Lantern recorded (unexpected "||id; ATTACH DATABAS")`);
    expect(fs.existsSync(path.join(dir, 'x.db'))).toBe(false);
  });

  it('reads exactly the four shapes old triggers wrote into data, and nothing else', () => {
    expect(reversalFromStatement('DELETE FROM "journeys" WHERE rowid=3')).toEqual({ op: 'delete', table: 'journeys', rowid: 3 });
    expect(reversalFromStatement(`UPDATE "campaigns" SET "id"=1,"name"='It''s',"rng_state"=NULL,"x"=-2.5 WHERE rowid=1`)).toEqual({
      op: 'update',
      table: 'campaigns',
      rowid: 1,
      values: { id: 1, name: "It's", rng_state: null, x: -2.5 },
    });
    expect(reversalFromStatement(`INSERT INTO "hex_regions" (rowid,"id","cells") VALUES (4,4,X'00FF')`)).toEqual({
      op: 'insert',
      table: 'hex_regions',
      rowid: 4,
      values: { id: 4, cells: '00FF' },
    });
    expect(reversalFromStatement(`INSERT INTO "inventory" (rowid,"id","quantity") VALUES (4,4,1),(5,5,2)`)).toEqual({
      op: 'insert',
      table: 'inventory',
      columns: ['id', 'quantity'],
      rows: [
        [4, 4, 1],
        [5, 5, 2],
      ],
    });
    expect(reversalFromStatement(`UPDATE "members" SET "hp_current"=v.column2,"lasting"=v.column3 FROM (VALUES (7,3,'[]'),(8,NULL,'[]')) AS v WHERE "members".rowid=v.column1`)).toEqual({
      op: 'update',
      table: 'members',
      columns: ['hp_current', 'lasting'],
      rows: [
        [7, 3, '[]'],
        [8, null, '[]'],
      ],
    });
    for (const hostile of [
      `UPDATE "campaigns" SET "name"='PWNED' WHERE rowid=1; ATTACH DATABASE 'x.db' AS pw`,
      `UPDATE "campaigns" SET "name"=(SELECT name FROM campaigns) WHERE rowid=1`,
      `UPDATE "campaigns" SET "name"='x' WHERE rowid=1 OR 1=1`,
      `DELETE FROM "campaigns" WHERE rowid>0`,
      `UPDATE "members" SET "hp"=v.column2 FROM (VALUES (1,2)) AS v WHERE "campaigns".rowid=v.column1`,
      `INSERT INTO "parties" (rowid,"name") SELECT 1, name FROM campaigns`,
    ]) {
      expect(() => reversalFromStatement(hostile), hostile).toThrow(/expected|another table/);
    }
  });

  it('already in the open file is never run: duplicate and undo refuse it, naming the row, and change nothing', () => {
    const { backend, keep } = playedKeep();
    const dir = tempDir();
    const { sqlite } = backend.database;
    const entry = sqlite.prepare('SELECT max(id) FROM journal_entries WHERE campaign_id = ?').pluck().get(keep.id) as number;
    const row = Number(sqlite.prepare("INSERT INTO undo_log (entry_id, direction, reversal) VALUES (?, 'undo', ?)").run(entry, pwned(dir)).lastInsertRowid);

    const copy = refusedUnchanged(backend, 'campaign.duplicate', { id: keep.id });
    expect(copy).toMatchObject({ code: 'conflict', path: ['id'] });
    expect(copy.message).toBe(`id: the campaign was not copied, because its undo history does not fit (undo_log row ${row}: it is not a reversal Lantern writes (not JSON))`);
    const undo = refusedUnchanged(backend, 'journal.undo', { campaignId: keep.id });
    expect(undo).toMatchObject({ code: 'conflict', path: ['campaignId'] });
    expect(undo.message).toContain(`undo_log row ${row}: it is not a reversal Lantern writes (not JSON)`);
    expect(partyOf(backend, keep.id).name).toBe('Lamplighters');
    expect(fs.existsSync(path.join(dir, 'x.db'))).toBe(false);
  });
});

/** A backend on a file of its own, with one backup taken; answers the backup's path. */
async function withBackup() {
  const dir = tempDir();
  const backend = track(createBackend({ file: path.join(dir, 'campaigns.sqlite'), appRoot, host: 'http', freshSeed: () => 'hostile' }));
  const keep = keepOf(backend);
  ok(backend, 'party.update', { partyId: partyOf(backend, keep.id).id, name: 'Lamplighters' });
  ok(backend, 'backup.create');
  await backend.backups.idle();
  const { name, campaigns } = ok<BackupList>(backend, 'backup.list').backups[0];
  return { backend, dir, keep, name, inBackup: campaigns.find((c) => c.name === keep.name)!.id, file: path.join(dir, 'backups', name) };
}

const tamperFile = (file: string, tamper: (sqlite: Database.Database) => void) => {
  const sqlite = new Database(file);
  tamper(sqlite);
  sqlite.close();
};

describe('a backup', () => {
  it('whose undo history carries SQL is not restored: the refusal names the row, and nothing changes', async () => {
    const { backend, dir, name, inBackup, file } = await withBackup();
    let row = 0;
    tamperFile(file, (sqlite) => (row = addReversal(sqlite, pwned(dir))));
    const error = refusedUnchanged(backend, 'backup.restoreCampaign', { backup: name, backupCampaignId: inBackup });
    expect(error).toMatchObject({ code: 'invalid_input', path: ['backup'] });
    expect(error.message).toBe(`backup: nothing was restored, because its undo history does not fit (undo_log row ${row}: it is not a reversal Lantern writes (not JSON))`);
    expect(fs.existsSync(path.join(dir, 'x.db'))).toBe(false);
  });

  it('whose undo history reaches into another campaign is not restored whole, naming the row', async () => {
    const { backend, name, keep, file } = await withBackup();
    let row = 0;
    let other = 0;
    tamperFile(file, (sqlite) => {
      other = sqlite.prepare('SELECT min(id) FROM campaigns WHERE id <> ?').pluck().get(keep.id) as number;
      row = addReversal(sqlite, JSON.stringify({ op: 'update', table: 'campaigns', rowid: other, values: { name: 'PWNED' } }));
    });
    const error = refusedUnchanged(backend, 'backup.restoreFile', { backup: name });
    expect(error.message).toBe(`backup: nothing was restored, because its undo history does not fit (undo_log row ${row}: it names campaign ${other}, not its own campaign ${keep.id})`);
  });

  it('holding a trigger is neither restored whole nor in part, and lists why', async () => {
    const { backend, name, inBackup, file } = await withBackup();
    tamperFile(file, (sqlite) => sqlite.exec("CREATE TRIGGER renamed AFTER INSERT ON parties BEGIN UPDATE campaigns SET name = 'PWNED'; END"));
    const reason = `Lantern will not read this file: it holds trigger "renamed" on "parties", which Lantern's schema ${known} does not have`;
    expect(ok<BackupList>(backend, 'backup.list').backups.find((b) => b.name === name)!.problem).toBe(reason);
    for (const [method, input] of [
      ['backup.restoreFile', { backup: name }],
      ['backup.restoreCampaign', { backup: name, backupCampaignId: inBackup }],
    ] as const) {
      expect(refusedUnchanged(backend, method, input)).toMatchObject({ code: 'invalid_input', message: `backup: ${name} cannot be restored: ${reason}`, path: ['backup'] });
    }
  });
});

describe("a file's own triggers, views and objects", () => {
  const slowCount = 'SELECT count(*) FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50000000) SELECT i FROM n)';
  const fileObjects: [what: string, sql: string, named: string][] = [
    ['a trigger', "CREATE TRIGGER renamed AFTER INSERT ON journal_entries BEGIN UPDATE campaigns SET name = 'PWNED'; END", 'trigger "renamed" on "journal_entries"'],
    ['a slow recursive trigger', `CREATE TRIGGER slow AFTER UPDATE ON campaigns BEGIN ${slowCount}; END`, 'trigger "slow" on "campaigns"'],
    ['a view', `CREATE VIEW busy AS ${slowCount}`, 'view "busy"'],
    ['an extra table', 'CREATE TABLE extra (a)', 'table "extra"'],
    ['an extra index', 'CREATE INDEX parties_extra ON parties (name)', 'index "parties_extra" on "parties"'],
  ];

  it.each(fileObjects)('in a .lantern file (%s) refuse it before anything runs, naming the object', (_, sql, named) => {
    const { backend, keep } = playedKeep();
    const data = tampered(exportOf(backend, keep.id), tempDir(), (f) => f.exec(sql));
    const started = performance.now();
    const error = refusedUnchanged(backend, 'campaignFile.import', { data });
    // The refusal reads the file's schema only; running the slow trigger or view would take many seconds.
    expect(performance.now() - started).toBeLessThan(3000);
    expect(error).toMatchObject({ code: 'invalid_input', message: `data: it holds ${named}, which Lantern's schema ${known} does not have`, path: ['data'] });
  });

  it('in an older file are refused before the migrator writes to it (which fired them)', () => {
    const dir = tempDir();
    const file = path.join(dir, 'old.lantern');
    fs.copyFileSync(path.join(appRoot, 'tests', 'fixtures', 'old-versions', 'schema-12.sqlite'), file);
    tamperFile(file, (old) => {
      old.exec('DELETE FROM campaigns WHERE id <> 1');
      old.exec(`CREATE TRIGGER slow AFTER INSERT ON __drizzle_migrations BEGIN ${slowCount}; UPDATE campaigns SET name = 'PWNED'; END`);
    });
    const backend = track(memoryBackend({ installDemo: true, freshSeed: () => 'hostile' }));
    const started = performance.now();
    const error = refusedUnchanged(backend, 'campaignFile.import', { data: fs.readFileSync(file).toString('base64') });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(error.message).toBe(`data: it holds trigger "slow" on "__drizzle_migrations", which Lantern's schema 12 does not have`);
  });

  it('alone in a file (no tables, no version) make it a foreign file, not a new one to migrate', () => {
    const backend = track(memoryBackend({ installDemo: true, freshSeed: () => 'hostile' }));
    const file = path.join(tempDir(), 'view.lantern');
    tamperFile(file, (sqlite) => sqlite.exec(`CREATE VIEW campaigns AS ${slowCount}`));
    const error = refusedUnchanged(backend, 'campaignFile.import', { data: fs.readFileSync(file).toString('base64') });
    expect(error.message).toBe('data: this is an SQLite database but not a Lantern campaign file');
  });

  it('in the file the app opens refuse it, untouched, with the reason', () => {
    const dir = tempDir();
    const file = path.join(dir, 'campaigns.sqlite');
    track(createBackend({ file, appRoot, host: 'http', freshSeed: () => 'hostile' })).close();
    opened.pop();
    tamperFile(file, (sqlite) => sqlite.exec("CREATE VIEW campaigns_seen AS SELECT name FROM campaigns"));
    const bytes = fs.readFileSync(file);
    let refusal: unknown;
    try {
      track(createBackend({ file, appRoot, host: 'http' }));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DatabaseOpenError);
    expect(refusal).toMatchObject({ reason: 'unsafe', detail: `it holds view "campaigns_seen", which Lantern's schema ${known} does not have` });
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  });
});
