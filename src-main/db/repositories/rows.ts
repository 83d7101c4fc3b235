import type Database from 'better-sqlite3';
import { getTableColumns } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

// Drizzle maps every value of every row it reads through its column, which a read of
// hundreds of rows (a year's advance, a large party's view) feels. These reads run
// on better-sqlite3 directly: the select list and the row's keys come from the
// schema, so the rows are the schema's rows; only boolean columns, stored as 0 or 1,
// need turning back into booleans, and any other mapped column is refused.

const PLAIN = new Set(['SQLiteInteger', 'SQLiteText', 'SQLiteReal']);

/** A table's columns (all, or those named) for a raw select (`alias`.column AS "key", ...), and the mapping its rows need. */
export function selectList<T extends SQLiteTable, K extends keyof T['$inferSelect'] & string = keyof T['$inferSelect'] & string>(
  table: T,
  alias: string,
  keys?: readonly K[],
) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => !keys || keys.includes(key as K));
  for (const [key, column] of columns) {
    if (column.columnType !== 'SQLiteBoolean' && !PLAIN.has(column.columnType)) throw new Error(`${key}: a ${column.columnType} column needs drizzle's mapping`);
  }
  // One object literal per row, in the select list's order, from better-sqlite3's raw arrays:
  // V8 builds those far faster than the row objects better-sqlite3 makes itself.
  const fields = columns.map(([key, column], i) => `${JSON.stringify(key)}: r[${i}]${column.columnType === 'SQLiteBoolean' ? ' === 1' : ''}`);
  const extras = (names: readonly string[]) => names.map((name, i) => `${JSON.stringify(name)}: r[${columns.length + i}]`);
  const build = (names: readonly string[]) => new Function('r', `return { ${[...fields, ...extras(names)].join(', ')} };`) as (r: unknown[]) => unknown;
  const plain = build([]);
  return {
    sql: columns.map(([key, column]) => `${alias}."${column.name}" AS "${key}"`).join(', '),
    /** Runs `statement` (its select list starting with this one) and answers its rows. */
    all<Row = Pick<T['$inferSelect'], K>>(statement: Database.Statement, ...params: unknown[]): Row[] {
      return (statement.raw(true).all(...params) as unknown[][]).map(plain) as Row[];
    },
    /** The same, for a select list of this one followed by the columns `names`, in that order. */
    with<Row>(names: readonly string[]) {
      const row = build(names);
      return (statement: Database.Statement, ...params: unknown[]): Row[] => (statement.raw(true).all(...params) as unknown[][]).map(row) as Row[];
    },
  };
}
