import type Database from 'better-sqlite3';
import { getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as schema from './schema';
import { readReversal, ReversalError, reversalApplier, tableColumns, type ColumnInfo, type RowChange, type TableColumns } from './undo-reversal';

/** The name of every table the schema declares. */
type SchemaTable = { [K in keyof typeof schema]: (typeof schema)[K] extends SQLiteTable ? (typeof schema)[K]['_']['name'] : never }[keyof typeof schema];

/**
 * The only tables whose changes are not journaled, each with why. Every other table
 * of the schema holds campaign data and is journaled: a table added later is undoable
 * without anyone remembering to list it.
 */
export const NOT_JOURNALED = {
  app_state: "the file's own settings (which campaign is selected), not a campaign's: selecting is not a GM action",
  journal_entries: 'the history itself: undo marks entries undone, and journaling that would undo the undo',
  undo_log: 'the reversals the triggers write; capturing them would recurse',
} as const satisfies Partial<Record<SchemaTable, string>>;

export type JournaledTable = Exclude<SchemaTable, keyof typeof NOT_JOURNALED>;
const isJournaled = (name: string): name is JournaledTable => !Object.prototype.hasOwnProperty.call(NOT_JOURNALED, name);

/**
 * Tables whose rows a GM action can change. Each gets triggers that write how to reverse
 * every insert, update and delete into undo_log while an action runs.
 */
const declared: readonly unknown[] = Object.values(schema);
export const JOURNALED_TABLES: readonly JournaledTable[] = declared
  .filter((t): t is SQLiteTable => is(t, SQLiteTable))
  .map((t) => getTableName(t))
  .filter(isJournaled);

export type Direction = 'undo' | 'redo';

/**
 * The table a recorded reversal (`undo_log.reversal`) writes, as SQL over that column. Kept
 * beside the triggers and `bulkCapture` that write the reversals, so the format and this reader
 * change together.
 */
export const TABLE_OF_REVERSAL = `json_extract(reversal, '$.table')`;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A column's value as a reversal holds it (see `undo-reversal.ts`): JSON has no bytes, so a blob goes as hex. */
function encoded(row: string, column: string, type: ColumnInfo['type']): string {
  const value = `${row}.${ident(column)}`;
  return type === 'blob' ? `CASE WHEN ${value} IS NULL THEN NULL ELSE hex(${value}) END` : value;
}

/**
 * TEMP triggers live only on this connection and are rebuilt from the live
 * columns at every open, so they never go stale after a migration and cost the
 * file nothing. They fire only while temp.undo_cursor names an entry.
 */
export function installUndoCapture(sqlite: Database.Database): void {
  sqlite.exec('CREATE TEMP TABLE IF NOT EXISTS undo_cursor (entry_id INTEGER NOT NULL, direction TEXT NOT NULL)');
  for (const [table, columnInfo] of tableColumns(sqlite, JOURNALED_TABLES)) {
    // A file opened with the migrations of an older schema (a test rewinding one) lacks the tables added since: nothing to capture there.
    if (columnInfo.size === 0) continue;
    const columns = [...columnInfo];
    // A file opened at an earlier schema (a test rewinding the migrations) lacks the later tables: nothing of them to capture.
    if (columns.length === 0) continue;
    const t = ident(table);
    const log = (reversal: string) =>
      `INSERT INTO main.undo_log (entry_id, direction, reversal) SELECT entry_id, direction, ${reversal} FROM temp.undo_cursor;`;
    const reversal = (op: string, row: string, rest = '') => `json_object('op', '${op}', 'table', ${literal(table)}, 'rowid', ${row}.rowid${rest})`;
    const when = 'WHEN EXISTS (SELECT 1 FROM temp.undo_cursor)';
    // Only the columns the update changed: a pool change must not copy a member's whole sheet into the log.
    const changedOld = columns
      .map(([c, info]) => `SELECT ${literal(c)} AS k, ${encoded('OLD', c, info.type)} AS v WHERE OLD.${ident(c)} IS NOT NEW.${ident(c)}`)
      .join(' UNION ALL ');
    // An update that changed nothing logs nothing: its reversal would have to name the row by
    // setting its rowid, which SQLite takes as a new parent key and checks against every row
    // that points at it (a campaign's whole journal).
    const changedAny = columns.map(([c]) => `OLD.${ident(c)} IS NOT NEW.${ident(c)}`).join(' OR ');
    const wholeOld = `json_object(${columns.map(([c, info]) => `${literal(c)}, ${encoded('OLD', c, info.type)}`).join(', ')})`;
    sqlite.exec(`
      DROP TRIGGER IF EXISTS temp.${ident(`${table}_undo_insert`)};
      DROP TRIGGER IF EXISTS temp.${ident(`${table}_undo_update`)};
      DROP TRIGGER IF EXISTS temp.${ident(`${table}_undo_delete`)};
      CREATE TEMP TRIGGER ${ident(`${table}_undo_insert`)} AFTER INSERT ON main.${t} ${when} BEGIN
        ${log(reversal('delete', 'NEW'))}
      END;
      CREATE TEMP TRIGGER ${ident(`${table}_undo_update`)} AFTER UPDATE ON main.${t} ${when} AND (${changedAny}) BEGIN
        ${log(reversal('update', 'OLD', `, 'values', json((SELECT json_group_object(k, v) FROM (${changedOld})))`))}
      END;
      CREATE TEMP TRIGGER ${ident(`${table}_undo_delete`)} BEFORE DELETE ON main.${t} ${when} BEGIN
        ${log(reversal('insert', 'OLD', `, 'values', ${wholeOld}`))}
      END;
    `);
  }
}

const cursorStatements = new WeakMap<Database.Database, { open: Database.Statement; close: Database.Statement }>();

/** Runs `fn` with every change it makes recorded, as its reversal, under the entry and direction. */
export function capturing<T>(sqlite: Database.Database, entryId: number, direction: Direction, fn: () => T): T {
  let cursor = cursorStatements.get(sqlite);
  if (!cursor) {
    cursor = {
      open: sqlite.prepare('INSERT INTO temp.undo_cursor (entry_id, direction) VALUES (?, ?)'),
      close: sqlite.prepare('DELETE FROM temp.undo_cursor'),
    };
    cursorStatements.set(sqlite, cursor);
  }
  cursor.open.run(entryId, direction);
  try {
    return fn();
  } finally {
    cursor.close.run();
  }
}

/**
 * Bulk changes to one table with their reversal recorded as one row per kind
 * of change instead of one per row changed: the old values are read by a single query
 * each (the columns in `updatedColumns`, and whole rows for deletions), then the
 * write runs with the row triggers off. The write must touch only the rows named,
 * and of updated rows only those columns, or the rest of its change could not be
 * undone. Outside an action it just writes. Statements are prepared here, once.
 */
export function bulkCapture(sqlite: Database.Database, table: JournaledTable, updatedColumns: readonly string[]) {
  const cursor = sqlite.prepare('SELECT entry_id AS entryId, direction FROM temp.undo_cursor');
  const pause = sqlite.prepare('DELETE FROM temp.undo_cursor');
  const resume = sqlite.prepare('INSERT INTO temp.undo_cursor (entry_id, direction) VALUES (@entryId, @direction)');
  const info = tableColumns(sqlite, [table]).get(table)!;
  /** Logs, in one row, how to put back the given columns of the rows whose ids it is given as JSON. */
  const reversal = (op: 'update' | 'insert', columns: readonly string[]) =>
    sqlite.prepare(
      `INSERT INTO main.undo_log (entry_id, direction, reversal)
       SELECT u.entry_id, u.direction, json_object('op', '${op}', 'table', ${literal(table)}, 'columns', json(${literal(JSON.stringify(columns))}),
         'rows', json_group_array(json_array(r.rowid, ${columns.map((c) => encoded('r', c, info.get(c)!.type)).join(', ')})))
       FROM temp.undo_cursor u, main.${ident(table)} r
       WHERE r.rowid IN (SELECT value FROM json_each(?)) GROUP BY u.entry_id, u.direction`,
    );
  const putBack = { updated: reversal('update', updatedColumns), deleted: reversal('insert', [...info.keys()]) };

  return function change(rows: { updated: readonly number[]; deleted: readonly number[] }, write: () => void): void {
    const capture = cursor.get() as { entryId: number; direction: Direction } | undefined;
    if (!capture) return write();
    if (rows.updated.length) putBack.updated.run(JSON.stringify(rows.updated));
    if (rows.deleted.length) putBack.deleted.run(JSON.stringify(rows.deleted));
    pause.run();
    try {
      write();
    } finally {
      resume.run(capture);
    }
  };
}

const appliers = new WeakMap<Database.Database, { columns: TableColumns; apply: (change: RowChange) => void }>();

/**
 * Plays an entry's recorded reversals backwards, recording their own reversal in
 * the other direction, so undo and redo can alternate for ever. Foreign keys are
 * checked at commit, since a parent may come back after the rows that point at it.
 * A reversal that does not fit the schema stops it with ReversalError naming its row.
 */
export function replay(sqlite: Database.Database, entryId: number, from: Direction): void {
  let applier = appliers.get(sqlite);
  if (!applier) {
    const columns = tableColumns(sqlite, JOURNALED_TABLES);
    applier = { columns, apply: reversalApplier(sqlite, columns) };
    appliers.set(sqlite, applier);
  }
  const { columns, apply } = applier;
  const reversals = sqlite
    .prepare('SELECT id, reversal FROM undo_log WHERE entry_id = ? AND direction = ? ORDER BY id DESC')
    .all(entryId, from) as { id: number; reversal: string }[];
  const changes = reversals.flatMap(({ id, reversal }) => {
    try {
      return readReversal(reversal, columns);
    } catch (error) {
      throw error instanceof ReversalError ? new ReversalError(`undo_log row ${id}: ${error.message}`) : error;
    }
  });
  sqlite.prepare('DELETE FROM undo_log WHERE entry_id = ? AND direction = ?').run(entryId, from);
  sqlite.pragma('defer_foreign_keys = ON');
  capturing(sqlite, entryId, from === 'undo' ? 'redo' : 'undo', () => {
    for (const change of changes) apply(change);
  });
}
