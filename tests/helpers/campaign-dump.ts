import type Database from 'better-sqlite3';
import { campaignTables } from '../../src-main/db/campaign-transfer';

/**
 * One campaign's rows in every table, with every id replaced by the row's place among
 * its table's rows of that campaign (and every reference by its parent's place), so a
 * campaign and its copy in another file, with other ids, dump the same (ids inside a
 * place key's JSON too). The undo log's
 * statements spell ids out inside SQL: they are left out here and proved by undoing.
 * Ids inside a place's key (JSON) are replaced the same way.
 */
export function campaignDump(sqlite: Database.Database, campaignId: number, skip: readonly string[] = ['campaigns.name', 'undo_log.reversal']): Record<string, unknown[]> {
  const places = new Map<string, Map<number, number>>();
  const found: [ReturnType<typeof campaignTables>[number], Record<string, unknown>[]][] = [];
  for (const table of campaignTables(sqlite)) {
    let rows: Record<string, unknown>[];
    if (table.name === 'campaigns') rows = sqlite.prepare('SELECT * FROM campaigns WHERE id = ?').all(campaignId) as Record<string, unknown>[];
    else if (table.columns.includes('campaign_id')) rows = sqlite.prepare(`SELECT * FROM "${table.name}" WHERE campaign_id = ? ORDER BY id`).all(campaignId) as Record<string, unknown>[];
    else {
      const link = [...table.refs].find(([, parent]) => places.has(parent));
      if (!link) continue;
      const [column, parent] = link;
      rows = sqlite
        .prepare(`SELECT * FROM "${table.name}" WHERE "${column}" IN (SELECT value FROM json_each(?)) ORDER BY rowid`)
        .all(JSON.stringify([...places.get(parent)!.keys()])) as Record<string, unknown>[];
    }
    places.set(table.name, new Map(rows.map((row, i) => [row.id as number, i])));
    found.push([table, rows]);
  }
  const dump: Record<string, unknown[]> = {};
  for (const [table, rows] of found) {
    const own = places.get(table.name)!;
    dump[table.name] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([column]) => !skip.includes(`${table.name}.${column}`))
          .map(([column, value]) => {
            if (column === 'id') return [column, own.get(value as number)];
            const inJson = table.json?.[column];
            if (inJson && typeof value === 'string') return [column, inJson(value, (t, old) => places.get(t)?.get(old) ?? null)];
            const parent = table.refs.get(column);
            return [column, parent !== undefined && typeof value === 'number' ? `${parent}#${places.get(parent)?.get(value)}` : value];
          }),
      ),
    );
  }
  return dump;
}
