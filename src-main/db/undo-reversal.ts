import type Database from 'better-sqlite3';

/**
 * One row of `undo_log.reversal`: how to put back what an action changed, as data the product
 * writes (the triggers and `bulkCapture` of `undo-capture.ts`) and reads itself. It is never
 * run as SQL: `reversalApplier` builds each statement from the schema's own table and column
 * names and binds the values, and a row read from a file is first checked by `readReversal`.
 *
 *   {"op":"delete","table":t,"rowid":N}                        a row the action inserted
 *   {"op":"update","table":t,"rowid":N,"values":{c:v,...}}     the columns an update changed, as they were
 *   {"op":"insert","table":t,"rowid":N,"values":{c:v,...}}     a row the action deleted, whole
 *   {"op":"update"|"insert","table":t,"columns":[c,...],"rows":[[N,v,...],...]}   the same for many rows at once
 *
 * A value is JSON's null, number or string; a blob column's value is its bytes in hex.
 */
export type ReversalValue = null | number | string;
export type Reversal =
  | { op: 'delete'; table: string; rowid: number }
  | { op: 'update' | 'insert'; table: string; rowid: number; values: Record<string, ReversalValue> }
  | { op: 'update' | 'insert'; table: string; columns: string[]; rows: ReversalValue[][] };

/** A reversal read back as one change per row: the row's id and the column values to write. */
export interface RowChange {
  op: 'delete' | 'update' | 'insert';
  table: string;
  rowid: number;
  values: [column: string, value: ReversalValue][];
}

export interface ColumnInfo {
  type: 'integer' | 'real' | 'text' | 'blob' | 'numeric';
  notNull: boolean;
  /** Whether a row put back must give it: it cannot be empty and has no default. */
  required: boolean;
}
/** Per table, its columns by name, as the open connection has them. */
export type TableColumns = ReadonlyMap<string, ReadonlyMap<string, ColumnInfo>>;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** SQLite's affinity rules, reduced to the kinds a reversal's values are checked against. */
function affinity(declared: string): ColumnInfo['type'] {
  const t = declared.toUpperCase();
  if (t.includes('INT')) return 'integer';
  if (t.includes('CHAR') || t.includes('CLOB') || t.includes('TEXT')) return 'text';
  if (t.includes('BLOB') || t === '') return 'blob';
  if (t.includes('REAL') || t.includes('FLOA') || t.includes('DOUB')) return 'real';
  return 'numeric';
}

/** The columns of each of `tables` on this connection. */
export function tableColumns(sqlite: Database.Database, tables: readonly string[]): TableColumns {
  const read = sqlite.prepare('SELECT name, type, "notnull" AS mustHold, dflt_value IS NOT NULL AS hasDefault, pk FROM pragma_table_info(?)');
  type Row = { name: string; type: string; mustHold: number; hasDefault: number; pk: number };
  return new Map(
    tables.map((table) => [
      table,
      new Map(
        (read.all(table) as Row[]).map((c) => [c.name, { type: affinity(c.type), notNull: c.mustHold === 1, required: c.mustHold === 1 && c.hasDefault === 0 && c.pk === 0 }]),
      ),
    ]),
  );
}

/** A reversal that does not fit the schema, with what is wrong in it. */
export class ReversalError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ReversalError';
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRowid = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
const HEX = /^(?:[0-9A-Fa-f]{2})*$/;

function checkValue(table: string, column: string, info: ColumnInfo | undefined, value: unknown, rowid: number): ReversalValue {
  if (!info) throw new ReversalError(`"${table}" has no column "${column}"`);
  const fail = (why: string) => new ReversalError(`"${table}"."${column}" ${why}`);
  if (value === null) {
    if (info.notNull) throw fail('cannot be empty');
    return null;
  }
  if (column === 'id' && value !== rowid) throw fail(`must be the row's own id ${rowid}`);
  switch (info.type) {
    case 'integer':
    case 'real':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw fail('must be a number');
      return value;
    case 'text':
      if (typeof value !== 'string') throw fail('must be text');
      return value;
    case 'blob':
      if (typeof value !== 'string' || !HEX.test(value)) throw fail('must be bytes written in hex');
      return value;
    case 'numeric':
      if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) throw fail('must be a number or text');
      return value;
  }
}

/**
 * A stored reversal checked field by field against `columns` (the journaled tables): a known
 * op, a table of the list, real columns, values of a type each column holds, positive row ids.
 * Answers it as one change per row; throws ReversalError naming what does not fit.
 */
export function readReversal(text: string, columns: TableColumns): RowChange[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ReversalError('it is not a reversal Lantern writes (not JSON)');
  }
  if (!isObject(parsed)) throw new ReversalError('it is not a reversal Lantern writes (not an object)');
  const { op, table } = parsed;
  if (op !== 'delete' && op !== 'update' && op !== 'insert') throw new ReversalError(`"op" must be delete, update or insert`);
  if (typeof table !== 'string' || !columns.has(table)) throw new ReversalError(`"table" must name a journaled table`);
  const of = columns.get(table)!;
  const allowed = op === 'delete' ? ['op', 'table', 'rowid'] : 'rows' in parsed ? ['op', 'table', 'columns', 'rows'] : ['op', 'table', 'rowid', 'values'];
  const extra = Object.keys(parsed).find((k) => !allowed.includes(k));
  if (extra !== undefined) throw new ReversalError(`"${extra}" has no place in a reversal of this kind`);

  if ('rows' in parsed) {
    const { columns: named, rows } = parsed;
    if (!Array.isArray(named) || named.length === 0 || !named.every((c) => typeof c === 'string') || new Set(named).size !== named.length) {
      throw new ReversalError('"columns" must list distinct column names');
    }
    if (!Array.isArray(rows) || rows.length === 0) throw new ReversalError('"rows" must list at least one row');
    return complete(rows.map((row: unknown, i) => {
      if (!Array.isArray(row) || row.length !== named.length + 1) throw new ReversalError(`rows[${i}] must hold the row's id and one value per column`);
      const [rowid, ...values] = row as unknown[];
      if (!isRowid(rowid)) throw new ReversalError(`rows[${i}] must start with a positive row id`);
      return { op, table, rowid, values: (named as string[]).map((c, k): [string, ReversalValue] => [c, checkValue(table, c, of.get(c), values[k], rowid)]) };
    }), of);
  }
  const { rowid } = parsed;
  if (!isRowid(rowid)) throw new ReversalError('"rowid" must be a positive row id');
  if (op === 'delete') return [{ op, table, rowid, values: [] }];
  if (!isObject(parsed.values)) throw new ReversalError('"values" must map columns to values');
  const values = Object.entries(parsed.values).map(([c, v]): [string, ReversalValue] => [c, checkValue(table, c, of.get(c), v, rowid)]);
  return complete([{ op, table, rowid, values }], of);
}

/** A row put back must give every column that cannot be empty: SQLite would refuse it only when undone. */
function complete(changes: RowChange[], of: ReadonlyMap<string, ColumnInfo>): RowChange[] {
  for (const change of changes) {
    if (change.op !== 'insert') continue;
    const missing = [...of].find(([c, info]) => info.required && !change.values.some(([v]) => v === c));
    if (missing) throw new ReversalError(`a row put back must give "${missing[0]}"`);
  }
  return changes;
}

/**
 * Writes row changes with statements composed here from the names `readReversal` checked
 * against the schema, every value bound; each statement is prepared once per shape.
 */
export function reversalApplier(sqlite: Database.Database, columns: TableColumns) {
  const prepared = new Map<string, Database.Statement>();
  const statementFor = (change: RowChange): Database.Statement => {
    const names = change.values.map(([c]) => c);
    const key = `${change.op} ${change.table} ${names.join(' ')}`;
    let statement = prepared.get(key);
    if (!statement) {
      const t = ident(change.table);
      const sql =
        change.op === 'delete'
          ? `DELETE FROM ${t} WHERE rowid = ?`
          : change.op === 'update'
            ? `UPDATE ${t} SET ${names.map((c) => `${ident(c)} = ?`).join(', ')} WHERE rowid = ?`
            : `INSERT INTO ${t} (${[...names.map(ident), 'rowid'].join(', ')}) VALUES (${[...names, 'rowid'].map(() => '?').join(', ')})`;
      statement = sqlite.prepare(sql);
      prepared.set(key, statement);
    }
    return statement;
  };
  return (change: RowChange): void => {
    if (change.op === 'update' && change.values.length === 0) return;
    const of = columns.get(change.table)!;
    const bound = change.values.map(([c, v]) => (of.get(c)!.type === 'blob' && typeof v === 'string' ? Buffer.from(v, 'hex') : v));
    statementFor(change).run(...bound, change.rowid);
  };
}
