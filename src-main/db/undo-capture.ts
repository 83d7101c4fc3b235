import type Database from 'better-sqlite3';

/**
 * Tables whose rows a GM action can change. Each gets triggers that write the SQL
 * reversing every insert, update and delete into undo_log while an action runs;
 * a table added later belongs here too, or its changes cannot be undone.
 */
export const JOURNALED_TABLES = [
  'campaigns',
  'catalogue_items',
  'parties',
  'members',
  'inventory',
  'light_sources',
  'encounter_tables',
  'hex_regions',
  'hex_tiles',
  'hex_notes',
  'journeys',
  'bestiary',
  'encounters',
  'combatants',
] as const;

export type Direction = 'undo' | 'redo';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * TEMP triggers live only on this connection and are rebuilt from the live
 * columns at every open, so they never go stale after a migration and cost the
 * file nothing. They fire only while temp.undo_cursor names an entry.
 */
export function installUndoCapture(sqlite: Database.Database): void {
  sqlite.exec('CREATE TEMP TABLE IF NOT EXISTS undo_cursor (entry_id INTEGER NOT NULL, direction TEXT NOT NULL)');
  for (const table of JOURNALED_TABLES) {
    const columns = (sqlite.prepare(`PRAGMA main.table_info(${ident(table)})`).all() as { name: string }[]).map((c) => c.name);
    const t = ident(table);
    const log = (statement: string) =>
      `INSERT INTO main.undo_log (entry_id, direction, statement) SELECT entry_id, direction, ${statement} FROM temp.undo_cursor;`;
    const when = 'WHEN EXISTS (SELECT 1 FROM temp.undo_cursor)';
    const setOld = columns.map((c) => `${literal(`${ident(c)}=`)} || quote(OLD.${ident(c)})`).join(` || ',' || `);
    const valuesOld = columns.map((c) => `quote(OLD.${ident(c)})`).join(` || ',' || `);
    const columnList = literal(columns.map(ident).join(','));
    sqlite.exec(`
      DROP TRIGGER IF EXISTS temp.${ident(`${table}_undo_insert`)};
      DROP TRIGGER IF EXISTS temp.${ident(`${table}_undo_update`)};
      DROP TRIGGER IF EXISTS temp.${ident(`${table}_undo_delete`)};
      CREATE TEMP TRIGGER ${ident(`${table}_undo_insert`)} AFTER INSERT ON main.${t} ${when} BEGIN
        ${log(`${literal(`DELETE FROM ${t} WHERE rowid=`)} || NEW.rowid`)}
      END;
      CREATE TEMP TRIGGER ${ident(`${table}_undo_update`)} AFTER UPDATE ON main.${t} ${when} BEGIN
        ${log(`${literal(`UPDATE ${t} SET `)} || ${setOld} || ' WHERE rowid=' || OLD.rowid`)}
      END;
      CREATE TEMP TRIGGER ${ident(`${table}_undo_delete`)} BEFORE DELETE ON main.${t} ${when} BEGIN
        ${log(`${literal(`INSERT INTO ${t} (rowid,`)} || ${columnList} || ') VALUES (' || OLD.rowid || ',' || ${valuesOld} || ')'`)}
      END;
    `);
  }
}

/** Runs `fn` with every change it makes recorded, as its reversal, under the entry and direction. */
export function capturing<T>(sqlite: Database.Database, entryId: number, direction: Direction, fn: () => T): T {
  sqlite.prepare('INSERT INTO temp.undo_cursor (entry_id, direction) VALUES (?, ?)').run(entryId, direction);
  try {
    return fn();
  } finally {
    sqlite.prepare('DELETE FROM temp.undo_cursor').run();
  }
}

/**
 * Plays an entry's recorded statements backwards, recording their own reversal in
 * the other direction, so undo and redo can alternate for ever. Foreign keys are
 * checked at commit, since a parent may come back after the rows that point at it.
 */
export function replay(sqlite: Database.Database, entryId: number, from: Direction): void {
  const statements = sqlite
    .prepare('SELECT id, statement FROM undo_log WHERE entry_id = ? AND direction = ? ORDER BY id DESC')
    .all(entryId, from) as { id: number; statement: string }[];
  sqlite.prepare('DELETE FROM undo_log WHERE entry_id = ? AND direction = ?').run(entryId, from);
  sqlite.pragma('defer_foreign_keys = ON');
  capturing(sqlite, entryId, from === 'undo' ? 'redo' : 'undo', () => {
    for (const { statement } of statements) sqlite.exec(statement);
  });
}
