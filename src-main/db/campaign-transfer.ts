import type Database from 'better-sqlite3';
import { getTableConfig, SQLiteTable, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { StoredRowError } from './repositories/stored-row-error';
import * as schema from './schema';
import { JOURNALED_TABLES } from './undo-capture';
import { remapReversal, type IdMaps } from './undo-remap';
import { readReversal, ReversalError, tableColumns } from './undo-reversal';

/**
 * Moving rows between two campaign files of the same schema (a backup, a `.lantern`
 * file, the open file). Which rows belong to a campaign and which columns hold ids is
 * read from the schema itself (its foreign keys), so a table added later travels
 * without a line here, unless it holds an id with no foreign key: list it below.
 */

/** Id columns with no foreign key in the schema, and the table they name. */
const undeclaredIds: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  parties: { region_id: 'hex_regions' },
  encounters: { first_entry_id: 'journal_entries' },
};

export type IdOf = (table: string, old: number) => number | null;

/**
 * A place key (src-shared/contract/place-key) names the campaign's bestiary entries,
 * encounter tables and a level's area in its JSON, where no foreign key can see them.
 * A reference whose row did not come along is dropped rather than left pointing at
 * another campaign's row.
 */
export function placeKeyIds(json: string, idOf: IdOf): string {
  const key = JSON.parse(json) as { occupants?: Record<string, unknown>[]; entrance?: { levelId: number; areaId: number } | null };
  for (const o of key.occupants ?? []) {
    for (const [field, table] of [['bestiaryId', 'bestiary'], ['tableId', 'encounter_tables']] as const) {
      if (typeof o[field] !== 'number') continue;
      const id = idOf(table, o[field]);
      if (id === null) delete o[field];
      else o[field] = id;
    }
  }
  if (key.entrance) {
    const levelId = idOf('dungeon_levels', key.entrance.levelId);
    const areaId = idOf('dungeon_areas', key.entrance.areaId);
    key.entrance = levelId === null || areaId === null ? null : { levelId, areaId };
  }
  return JSON.stringify(key);
}

/** Text columns holding JSON with ids inside, and how to map them. */
export const idsInJson: Readonly<Record<string, Readonly<Record<string, (json: string, idOf: IdOf) => string>>>> = {
  dungeon_areas: { key: placeKeyIds },
  hex_keys: { key: placeKeyIds },
};

/** Tables that belong to the file, not to a campaign, and the migrator's own. */
const fileTables = new Set(['app_state', '__drizzle_migrations', 'sqlite_sequence']);

interface TableShape {
  name: string;
  columns: string[];
  /** Column -> the table whose id it holds. */
  refs: Map<string, string>;
  json?: (typeof idsInJson)[string];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

function shapeOf(sqlite: Database.Database, table: string): TableShape {
  const columns = sqlite.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table) as string[];
  const refs = new Map<string, string>();
  for (const fk of sqlite.prepare(`SELECT "from", "table" FROM pragma_foreign_key_list(?)`).all(table) as { from: string; table: string }[]) {
    refs.set(fk.from, fk.table);
  }
  for (const [column, parent] of Object.entries(undeclaredIds[table] ?? {})) if (columns.includes(column)) refs.set(column, parent);
  return { name: table, columns, refs, json: idsInJson[table] };
}

/** Every campaign table, parents before the rows that point at them (a cycle is broken where it closes). */
export function campaignTables(sqlite: Database.Database): TableShape[] {
  const names = (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[]).filter(
    (name) => !fileTables.has(name),
  );
  const shapes = new Map(names.map((name) => [name, shapeOf(sqlite, name)]));
  const ordered: TableShape[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.has(name)) return;
    state.set(name, 'visiting');
    for (const parent of shapes.get(name)!.refs.values()) if (parent !== name && shapes.has(parent)) visit(parent);
    state.set(name, 'done');
    ordered.push(shapes.get(name)!);
  };
  for (const name of names) visit(name);
  return ordered;
}

/**
 * Copies one campaign of `source` into `target` as a new campaign called `name`,
 * every id given anew and every reference (its undo history included) mapped to it, so
 * its journal undoes and redoes there. Runs in whatever transaction `target` is in;
 * answers the new campaign's id. A reversal in its history that does not fit the schema
 * or names another campaign's rows throws ReversalError naming the source's undo_log row,
 * and the caller's transaction must then be rolled back.
 */
export function transferCampaign(source: Database.Database, target: Database.Database, campaignId: number, name: string): number {
  const tables = campaignTables(source);
  const byName = new Map(tables.map((t) => [t.name, t]));
  const targetColumns = new Map(campaignTables(target).map((t) => [t.name, new Set(t.columns)]));
  const maps: IdMaps = new Map();
  const later: { table: string; column: string; id: number; parent: string; old: number }[] = [];
  target.pragma('defer_foreign_keys = ON');

  for (const table of tables) {
    const into = targetColumns.get(table.name);
    const select = into && rowsOfCampaign(table, maps, campaignId);
    if (!into || !select) continue;
    const columns = table.columns.filter((c) => c !== 'id' && into.has(c));
    const insert = target.prepare(`INSERT INTO ${ident(table.name)} (${columns.map(ident).join(',')}) VALUES (${columns.map(() => '?').join(',')})`);
    const ids = new Map<number, number>();
    maps.set(table.name, ids);
    for (const row of source.prepare(select.sql).all(...select.params) as Record<string, unknown>[]) {
      const pending: { column: string; parent: string; old: number }[] = [];
      const values = columns.map((column) => {
        const value = row[column];
        if (table.name === 'campaigns' && column === 'name') return name;
        if (table.name === 'campaigns' && column === 'deleted_at') return null;
        const parent = table.refs.get(column);
        if (parent === undefined || typeof value !== 'number') return value;
        const known = maps.get(parent);
        if (known?.has(value)) return known.get(value);
        // A row of the same table met later (a retainer listed before the employer) waits like a parent later in the order.
        if (known && parent !== table.name) return null;
        // A parent later in the order (a party's leader): written once that parent is in.
        pending.push({ column, parent, old: value });
        return null;
      });
      const id = Number(insert.run(...values).lastInsertRowid);
      if (typeof row.id === 'number') ids.set(row.id, id);
      for (const p of pending) later.push({ table: table.name, id, ...p });
    }
  }
  for (const { table, column, id, parent, old } of later) {
    target.prepare(`UPDATE ${ident(table)} SET ${ident(column)} = ? WHERE id = ?`).run(maps.get(parent)?.get(old) ?? null, id);
  }
  const idOf: IdOf = (table, old) => maps.get(table)?.get(old) ?? null;
  for (const [table, columns] of Object.entries(idsInJson)) {
    for (const [column, remap] of Object.entries(columns)) {
      const read = target.prepare(`SELECT ${ident(column)} FROM ${ident(table)} WHERE id = ?`).pluck();
      const write = target.prepare(`UPDATE ${ident(table)} SET ${ident(column)} = ? WHERE id = ?`);
      for (const id of maps.get(table)?.values() ?? []) write.run(remap(read.get(id) as string, idOf), id);
    }
  }
  remapHistory(target, maps, byName, campaignId);
  return maps.get('campaigns')!.get(campaignId)!;
}

/**
 * A second campaign in the same file, copied by the same schema-driven copier as a
 * `.lantern` file: every row the campaign holds (its journal and undo history too, so
 * a fight's log and undo work in the copy on the copy's own rows), ids given anew. The
 * copy is new, so its own created and updated times are now. Answers the copy's id.
 */
export function duplicateCampaign(sqlite: Database.Database, campaignId: number, name: string, check: StoredRowCheck): number {
  checkCampaignRows(sqlite, campaignId, check);
  const id = transferCampaign(sqlite, sqlite, campaignId, name);
  sqlite.prepare("UPDATE campaigns SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?").run(id);
  return id;
}

/**
 * Checks and rewrites the copied undo log for the new ids. A row its history can bring back
 * but the campaign no longer holds gets an id no row of the target file has had, and the
 * file's id counter moves past it so no later row takes it.
 */
function remapHistory(target: Database.Database, maps: IdMaps, shapes: Map<string, TableShape>, campaignId: number): void {
  const undo = maps.get('undo_log');
  if (!undo || undo.size === 0) return;
  const next = new Map<string, number>();
  const fresh = (table: string): number => {
    let id = next.get(table);
    if (id === undefined) {
      const seq = (target.prepare('SELECT seq FROM sqlite_sequence WHERE name = ?').pluck().get(table) as number | undefined) ?? 0;
      const max = (target.prepare(`SELECT max(id) FROM ${ident(table)}`).pluck().get() as number | null) ?? 0;
      id = Math.max(seq, max);
    }
    next.set(table, ++id);
    return id;
  };
  const columns = tableColumns(target, JOURNALED_TABLES);
  const read = target.prepare('SELECT reversal FROM undo_log WHERE id = ?').pluck();
  const write = target.prepare('UPDATE undo_log SET reversal = ? WHERE id = ?');
  for (const [old, id] of undo) {
    try {
      write.run(remapReversal(read.get(id) as string, columns, maps, (t) => shapes.get(t), campaignId, fresh), id);
    } catch (error) {
      throw error instanceof ReversalError ? new ReversalError(`undo_log row ${old}: ${error.message}`) : error;
    }
  }
  const bump = target.prepare('UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = ?');
  for (const [table, id] of next) bump.run(id, table);
}

/** The select for a table's rows of one campaign: by its campaign column, or through a parent already copied. */
function rowsOfCampaign(table: TableShape, maps: IdMaps, campaignId: number): { sql: string; params: unknown[] } | undefined {
  const from = `SELECT * FROM ${ident(table.name)}`;
  if (table.name === 'campaigns') return { sql: `${from} WHERE id = ?`, params: [campaignId] };
  if (table.columns.includes('campaign_id')) return { sql: `${from} WHERE campaign_id = ? ORDER BY id`, params: [campaignId] };
  for (const [column, parent] of table.refs) {
    const ids = maps.get(parent);
    if (ids) return { sql: `${from} WHERE ${ident(column)} IN (SELECT value FROM json_each(?)) ORDER BY rowid`, params: [JSON.stringify([...ids.keys()])] };
  }
  return undefined;
}

/**
 * Checks every reversal in a whole file's undo history against the schema, and that it names
 * no campaign but its own entry's: ReversalError names the first row that does not fit.
 */
function checkHistory(source: Database.Database): void {
  const columns = tableColumns(source, JOURNALED_TABLES);
  const shapes = new Map(campaignTables(source).map((t) => [t.name, t]));
  const rows = source
    .prepare('SELECT u.id, u.reversal, e.campaign_id AS campaignId FROM undo_log u LEFT JOIN journal_entries e ON e.id = u.entry_id ORDER BY u.id')
    .iterate() as Iterable<{ id: number; reversal: string; campaignId: number | null }>;
  for (const { id, reversal, campaignId } of rows) {
    try {
      if (campaignId === null) throw new ReversalError('it belongs to no journal entry');
      for (const change of readReversal(reversal, columns)) {
        const named = [
          ...(change.table === 'campaigns' ? [change.rowid] : []),
          ...change.values.filter(([c]) => shapes.get(change.table)?.refs.get(c) === 'campaigns').map(([, v]) => v),
        ];
        const other = named.find((v) => v !== null && v !== campaignId);
        if (other !== undefined) throw new ReversalError(`it names campaign ${String(other)}, not its own campaign ${campaignId}`);
      }
    } catch (error) {
      throw error instanceof ReversalError ? new ReversalError(`undo_log row ${id}: ${error.message}`) : error;
    }
  }
}

/**
 * Makes every row of `target` what it is in `source` (same schema), inside the
 * transaction `target` is in: the open connection stays open, its statements stay
 * prepared, and a failure part way leaves the file as it was. A source whose undo
 * history does not fit is refused first (ReversalError).
 */
export function replaceAllRows(source: Database.Database, target: Database.Database): void {
  checkHistory(source);
  target.pragma('defer_foreign_keys = ON');
  const tables = [...campaignTables(target).map((t) => t.name), 'app_state'];
  const sourceTables = new Set(source.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]);
  for (const table of tables.toReversed()) target.prepare(`DELETE FROM ${ident(table)}`).run();
  // The id counters last: the inserts above move them, and they must end as the source had them.
  target.prepare('DELETE FROM sqlite_sequence').run();
  tables.push('sqlite_sequence');
  for (const table of tables) {
    if (table === 'sqlite_sequence') target.prepare('DELETE FROM sqlite_sequence').run();
    if (!sourceTables.has(table)) continue;
    const sourceColumns = new Set(source.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[]);
    const columns = (target.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[]).filter((c) => sourceColumns.has(c));
    const rowid = table === 'sqlite_sequence' || table === 'app_state' ? '' : 'rowid, ';
    if (columns.length === 0) continue;
    const insert = target.prepare(
      `INSERT INTO ${ident(table)} (${rowid}${columns.map(ident).join(',')}) VALUES (${rowid ? '?, ' : ''}${columns.map(() => '?').join(',')})`,
    );
    for (const row of source.prepare(`SELECT ${rowid}${columns.map(ident).join(',')} FROM ${ident(table)}`).raw(true).iterate() as Iterable<unknown[]>) {
      insert.run(...row);
    }
  }
}

/**
 * Deletes every row of one campaign, the rows that point at others first, in the order
 * `campaignTables` reads from the schema: no table is left to a cascade, so a reference
 * that refuses its parent's delete (an inventory stack's catalogue item) never meets a
 * parent going before its children, and a table added later is deleted without a line here.
 */
export function deleteCampaignRows(sqlite: Database.Database, campaignId: number): boolean {
  const chosen = new Map<string, string>();
  for (const table of campaignTables(sqlite)) {
    if (table.name === 'campaigns') chosen.set(table.name, 'id = @campaignId');
    else if (table.columns.includes('campaign_id')) chosen.set(table.name, 'campaign_id = @campaignId');
    else {
      const link = [...table.refs].find(([, parent]) => chosen.has(parent));
      if (link) chosen.set(table.name, `${ident(link[0])} IN (SELECT id FROM ${ident(link[1])} WHERE ${chosen.get(link[1])})`);
    }
  }
  let changes = 0;
  sqlite.transaction(() => {
    sqlite.pragma('defer_foreign_keys = ON');
    for (const [table, where] of [...chosen].toReversed()) changes = sqlite.prepare(`DELETE FROM ${ident(table)} WHERE ${where}`).run({ campaignId }).changes;
  })();
  return changes > 0;
}

/** Checks one row's text values beyond their type (see `storedColumns` in api/stored-columns.ts); the campaign's row comes first. */
export type StoredRowCheck = (table: string, row: Record<string, unknown>) => { column: string; reason: string } | null;

const schemaColumns = new Map(
  (Object.values(schema) as unknown[])
    .filter((t): t is SQLiteTable => t instanceof SQLiteTable)
    .map((t) => {
      const config = getTableConfig(t);
      return [config.name, config.columns] as const;
    }),
);

/** What is wrong with a value for its column's declared type (SQLite itself stores anything anywhere), or null. */
function typeProblem(column: SQLiteColumn, value: unknown): string | null {
  if (value === null) return column.notNull ? 'must not be empty' : null;
  switch (column.columnType) {
    case 'SQLiteInteger':
      return Number.isSafeInteger(value) ? null : 'must be a whole number';
    case 'SQLiteBoolean':
      return value === 0 || value === 1 ? null : 'must be 0 or 1';
    case 'SQLiteReal':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a number';
    case 'SQLiteBlobBuffer':
      return Buffer.isBuffer(value) ? null : 'must be binary data';
    case 'SQLiteText': {
      if (typeof value !== 'string') return 'must be text';
      const allowed = column.enumValues;
      return allowed && allowed.length > 0 && !allowed.includes(value) ? `must be one of ${allowed.join(', ')}` : null;
    }
    default:
      return null;
  }
}

/**
 * Reads every row `transferCampaign` would copy of one campaign and throws a
 * StoredRowError at the first value that does not fit: its column's type, null or enum
 * as the schema declares it, then what `check` says of it. Nothing is written.
 */
export function checkCampaignRows(source: Database.Database, campaignId: number, check: StoredRowCheck): void {
  const maps: IdMaps = new Map();
  for (const table of campaignTables(source)) {
    const select = rowsOfCampaign(table, maps, campaignId);
    if (!select) continue;
    const columns = schemaColumns.get(table.name) ?? [];
    const ids = new Map<number, number>();
    maps.set(table.name, ids);
    const read = source.prepare(select.sql).safeIntegers(false);
    for (const row of read.iterate(...select.params) as Iterable<Record<string, unknown>>) {
      for (const column of columns) {
        const problem = typeProblem(column, row[column.name]);
        if (problem) throw new StoredRowError(table.name, row.id, column.name, problem);
      }
      const problem = check(table.name, row);
      if (problem) throw new StoredRowError(table.name, row.id, problem.column, problem.reason);
      if (typeof row.id === 'number') ids.set(row.id, row.id);
    }
  }
}
