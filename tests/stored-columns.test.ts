import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Backend } from '../src-main/backend';
import { storedColumns } from '../src-main/api/stored-columns';
import * as schema from '../src-main/db/schema';
import type { CampaignList } from '../src-shared/contract';
import { memoryBackend, ok, snapshot, tempDir } from './helpers/backend';
import { keepInEveryTable } from './helpers/every-table';

const opened: Backend[] = [];
afterEach(() => {
  for (const b of opened.splice(0)) b.close();
});
const backendOf = (installDemo: boolean) => {
  const backend = memoryBackend({ installDemo, freshSeed: () => 'stored' });
  opened.push(backend);
  return backend;
};

/** Tables of the file itself, not of a campaign: nothing of them travels. */
const fileTables = new Set(['app_state']);
const schemaTables = (Object.values(schema) as unknown[]).filter((t): t is SQLiteTable => t instanceof SQLiteTable).map((t) => getTableConfig(t));

describe('every text column of the schema has its check (issue 37)', () => {
  it('lists each free-text and JSON column of every campaign table, and nothing else', () => {
    const inSchema = schemaTables
      .filter((t) => !fileTables.has(t.name))
      .flatMap((t) => t.columns.filter((c) => c.columnType === 'SQLiteText' && !c.enumValues?.length).map((c) => `${t.name}.${c.name}`))
      .sort();
    const listed = Object.entries(storedColumns)
      .flatMap(([table, columns]) => Object.keys(columns).map((column) => `${table}.${column}`))
      .sort();
    expect(listed).toEqual(inSchema);
  });
});

describe('a .lantern file with a value Lantern cannot take is refused whole (issue 37)', () => {
  const setUp = () => {
    const source = backendOf(true);
    const keep = keepInEveryTable(source);
    const good = Buffer.from(ok<{ data: string }>(source, 'campaignFile.export', { campaignId: keep.id }).data, 'base64');
    const target = backendOf(false);
    const dir = tempDir();
    let n = 0;
    /** The exported file with one change made to it, as base64, and the id of the row changed. */
    const tampered = (table: string, column: string, value: unknown, where = `rowid = (SELECT min(rowid) FROM "${table}")`) => {
      const file = path.join(dir, `tampered-${n++}.lantern`);
      fs.writeFileSync(file, good);
      const db = new Database(file);
      const id = db.prepare(`SELECT id FROM "${table}" WHERE ${where}`).pluck().get();
      db.prepare(`UPDATE "${table}" SET "${column}" = ? WHERE ${where}`).run(value);
      db.close();
      return { data: fs.readFileSync(file).toString('base64'), id };
    };
    const refusal = (data: string) => {
      const answer = target.router.call('campaignFile.import', { data });
      return answer.ok ? null : answer.error;
    };
    return { source, target, good, tampered, refusal };
  };

  it('malformed JSON in every JSON column: a 400 naming the table, the row and the field, and nothing changed', () => {
    const { target, tampered, refusal } = setUp();
    const before = snapshot(target);
    const jsonColumns = Object.entries(storedColumns).flatMap(([table, columns]) =>
      Object.entries(columns)
        .filter(([, check]) => check.json)
        .map(([column]) => [table, column] as const),
    );
    expect(jsonColumns.length).toBeGreaterThan(30);
    for (const [table, column] of jsonColumns) {
      const { data, id } = tampered(table, column, '{bad');
      const error = refusal(data);
      expect(error?.code, `${table}.${column}`).toBe('invalid_input');
      expect(error?.path).toEqual(['data']);
      expect(error?.message).toBe(`data: it holds a value Lantern cannot take (${table} row ${id}, ${column}: is not valid JSON)`);
    }
    expect(snapshot(target)).toEqual(before);
  });

  it("values past the contract's limits or its schemas, or of the wrong type, each refused with its reason", () => {
    const { target, tampered, refusal } = setUp();
    const before = snapshot(target);
    const deep = JSON.stringify(Array.from({ length: 40 }).reduce<unknown>((inner) => ({ inner }), 1));
    const cases: [table: string, column: string, value: unknown, reason: string][] = [
      ['members', 'name', 'N'.repeat(300_000), 'must be at most 60 characters'],
      ['members', 'sheet', '{"str":"strong"}', 'sheet: abilities: '],
      ['members', 'hp_current', 'lots', 'must be a whole number'],
      ['members', 'purse', '{"coins":{"gp":-5}}', 'purse: coins.gp: must be 0 to 10000000'],
      ['parties', 'location_kind', 'moon', 'must be one of none, dungeon, hex'],
      ['journal_entries', 'rolls', '"nope"', 'expected array, received string'],
      ['campaigns', 'rules_options', '{"zeroHp":"sleep"}', 'zeroHp: '],
      ['campaigns', 'calendar', '{"months":[]}', 'epochYear: '],
      ['dungeon_areas', 'key', '{"readAloud":7}', 'readAloud: '],
      ['hex_keys', 'state', '{"status":"haunted"}', 'status: '],
      ['combatants', 'state', deep, 'nests deeper than 32 levels'],
      ['dungeon_levels', 'cells', 'not a grid', 'must be binary data'],
      ['roll_tables', 'formula', '2d6+', 'is not a dice formula Lantern can roll'],
      ['session_plan_items', 'kind', 'rumour', 'must be one of'],
      ['bestiary', 'stat_block', '{"hitDice":"many"}', 'hitDice: '],
    ];
    for (const [table, column, value, reason] of cases) {
      const { data, id } = tampered(table, column, value);
      const error = refusal(data);
      expect(error?.code, `${table}.${column}`).toBe('invalid_input');
      expect(error?.message, `${table}.${column}`).toContain(`(${table} row ${id}, ${column}: `);
      expect(error?.message, `${table}.${column}`).toContain(reason);
    }
    expect(snapshot(target)).toEqual(before);
  });

  it('the same file untouched imports, and so does a copy of it: the check refuses nothing Lantern wrote', () => {
    const { source, target, good } = setUp();
    const imported = ok<{ id: number }>(target, 'campaignFile.import', { data: good.toString('base64') });
    ok(target, 'campaign.duplicate', { id: imported.id });
    for (const c of ok<CampaignList>(source, 'campaign.list').campaigns) ok(source, 'campaign.duplicate', { id: c.id });
  });
});

describe('a campaign holding a value Lantern cannot read answers with a reason, never a 5xx (issue 37)', () => {
  it('a damaged sheet, journal roll, rules options, area key, hex key or calendar: every read says so, for the GM and the players', () => {
    const backend = backendOf(true);
    const keep = ok<CampaignList>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!;
    const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId: keep.id }).parties[0].id;
    const { sqlite } = backend.database;
    const regionId = sqlite.prepare('SELECT id FROM hex_regions WHERE campaign_id = ?').pluck().get(keep.id);
    const levelId = sqlite.prepare('SELECT id FROM dungeon_levels WHERE campaign_id = ?').pluck().get(keep.id);
    // Each damaged column, and a read that must then refuse with the reason.
    const damage: [table: string, column: string, read: string][] = [
      ['members', 'sheet', 'party.get'],
      ['journal_entries', 'rolls', 'journal.list'],
      ['campaigns', 'rules_options', 'party.get'],
      ['dungeon_areas', 'key', 'level.get'],
      ['hex_keys', 'key', 'hexmap.keys'],
      ['campaigns', 'calendar', 'calendar.get'],
    ];
    const reads: [string, unknown][] = [
      ['party.get', { partyId }],
      ['dungeon.state', { partyId }],
      ['journal.list', { campaignId: keep.id }],
      ['level.get', { levelId }],
      ['hexmap.keys', { regionId }],
      ['calendar.get', { campaignId: keep.id }],
    ];
    for (const [table, column, refused] of damage) {
      const where = table === 'campaigns' ? 'id = ?' : table === 'hex_keys' ? 'region_id IN (SELECT id FROM hex_regions WHERE campaign_id = ?)' : 'campaign_id = ?';
      const saved = sqlite.prepare(`SELECT rowid, "${column}" AS v FROM "${table}" WHERE ${where}`).all(keep.id) as { rowid: number; v: unknown }[];
      sqlite.prepare(`UPDATE "${table}" SET "${column}" = '{bad' WHERE ${where}`).run(keep.id);
      for (const [method, input] of [...reads, ['campaign.select', { id: keep.id }] as const]) {
        for (const role of ['gm', 'players'] as const) {
          const answer = backend.router.call(method, input, role);
          if (answer.ok) continue;
          expect(answer.error.code, `${table}.${column}: ${method} (${role})`).not.toBe('internal');
        }
      }
      const broken = backend.router.call(refused, reads.find(([method]) => method === refused)![1]);
      expect(broken.ok ? null : broken.error, `${table}.${column}`).toMatchObject({ code: 'conflict', message: expect.stringContaining('the campaign holds a value Lantern cannot read') });
      const put = sqlite.prepare(`UPDATE "${table}" SET "${column}" = ? WHERE rowid = ?`);
      for (const { rowid, v } of saved) put.run(v, rowid);
    }
  });
});
