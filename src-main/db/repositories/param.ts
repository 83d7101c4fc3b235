import { sql, type SQL } from 'drizzle-orm';

/**
 * A named parameter for the `set` of a prepared update. Drizzle binds a placeholder
 * there through the column's own mapping (a boolean becomes 0 or 1) as it does in
 * `values` and `where`; only its types leave `set` out.
 */
export const param = (name: string): SQL => sql.placeholder(name) as unknown as SQL;

/** One parameter per column, each named after its column. */
export const params = <K extends string>(...names: K[]): Record<K, SQL> =>
  Object.fromEntries(names.map((name) => [name, param(name)])) as Record<K, SQL>;
