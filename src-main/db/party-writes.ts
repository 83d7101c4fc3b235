import type Database from 'better-sqlite3';
import { JOURNALED_TABLES } from './undo-capture';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The party a row of `table` belongs to, as SQL over the row `row` (NEW or OLD): a party's
 * own row by its id, else its `party_id`, else its member's party; null for a table that
 * names none. Read from the live columns, so a table given a party later is watched too.
 */
function partyOfRow(table: string, columns: readonly string[], row: 'NEW' | 'OLD'): string | null {
  if (table === 'parties') return `${row}.id`;
  const ofMember = `(SELECT party_id FROM main.members WHERE id = ${row}.member_id)`;
  const hasParty = columns.includes('party_id');
  const hasMember = columns.includes('member_id');
  if (hasParty && hasMember) return `coalesce(${row}.party_id, ${ofMember})`;
  if (hasParty) return `${row}.party_id`;
  if (hasMember) return ofMember;
  return null;
}

/**
 * Notes the party of every row an action inserts, changes or deletes, so the change it
 * pushes carries every party it touched, not only the one its request named (a clock
 * advanced for one party burns the lights of all). Connection-local TEMP triggers, like
 * the undo capture's, rebuilt at every open; they read the rows, not the undo log, and
 * fire whether or not that capture is paused for a bulk write.
 */
export function installPartyWrites(sqlite: Database.Database): void {
  sqlite.exec('CREATE TEMP TABLE IF NOT EXISTS parties_written (party_id INTEGER PRIMARY KEY)');
  for (const table of JOURNALED_TABLES) {
    const columns = (sqlite.prepare(`PRAGMA main.table_info(${ident(table)})`).all() as { name: string }[]).map((c) => c.name);
    const fresh = partyOfRow(table, columns, 'NEW');
    const old = partyOfRow(table, columns, 'OLD');
    const name = (kind: string) => ident(`${table}_party_${kind}`);
    sqlite.exec(`
      DROP TRIGGER IF EXISTS temp.${name('insert')};
      DROP TRIGGER IF EXISTS temp.${name('update')};
      DROP TRIGGER IF EXISTS temp.${name('delete')};
    `);
    if (fresh === null || old === null) continue;
    // Not OR IGNORE: a trigger's conflict clause gives way to the statement that fired it (a cascade's delete).
    const note = (parties: string) =>
      `INSERT INTO temp.parties_written (party_id) SELECT p FROM (${parties}) WHERE p IS NOT NULL AND NOT EXISTS (SELECT 1 FROM temp.parties_written w WHERE w.party_id = p);`;
    const t = `main.${ident(table)}`;
    sqlite.exec(`
      CREATE TEMP TRIGGER ${name('insert')} AFTER INSERT ON ${t} BEGIN ${note(`SELECT ${fresh} AS p`)} END;
      CREATE TEMP TRIGGER ${name('update')} AFTER UPDATE ON ${t} BEGIN ${note(`SELECT ${old} AS p UNION SELECT ${fresh}`)} END;
      CREATE TEMP TRIGGER ${name('delete')} BEFORE DELETE ON ${t} BEGIN ${note(`SELECT ${old} AS p`)} END;
    `);
  }
}

/**
 * The parties of a campaign written since last asked (with any the action removed), all
 * forgotten once read; a rolled-back action's go with it. A copy of a campaign into another
 * (a duplicate, an import) writes the other's parties, which are not this campaign's to carry.
 */
export function partyWrites(sqlite: Database.Database) {
  let q: { of: Database.Statement; clear: Database.Statement } | null = null;
  return (campaignId: number | null): number[] => {
    q ??= {
      of: sqlite
        .prepare('SELECT w.party_id FROM temp.parties_written w LEFT JOIN main.parties p ON p.id = w.party_id WHERE p.id IS NULL OR p.campaign_id = ?')
        .pluck(),
      clear: sqlite.prepare('DELETE FROM temp.parties_written'),
    };
    const ids = campaignId === null ? [] : (q.of.all(campaignId) as number[]);
    q.clear.run();
    return ids;
  };
}
