import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

// Names the GM gives (campaigns, parties, foes, regions, items, dungeon levels) are
// unique ignoring case, and listed the same way.

export const sameName = (column: SQLiteColumn, name: string | SQLWrapper): SQL => sql`${column} = ${name} COLLATE NOCASE`;

export const byName = (column: SQLiteColumn): SQL => asc(sql`${column} COLLATE NOCASE`);

/** The campaign's row of that name, in a table whose rows a campaign owns. */
export const namedIn = (table: { campaignId: SQLiteColumn; name: SQLiteColumn }, campaignId: number | SQLWrapper, name: string | SQLWrapper) =>
  and(eq(table.campaignId, campaignId), sameName(table.name, name))!;
