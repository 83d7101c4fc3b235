import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { encounterTables } from '../schema';
import { sameName } from './names';

export type EncounterTableRow = typeof encounterTables.$inferSelect;
/** A level's table as the services use it: its entries parsed. */
export type EncounterTable = Pick<EncounterTableRow, 'checkEveryTurns' | 'chanceInSix'> & { entries: string[] };

/** Wandering-monster tables, one per dungeon level name (matched ignoring case). */
export function encounterTableRepository(db: Db) {
  const find = db
    .select()
    .from(encounterTables)
    .where(and(eq(encounterTables.campaignId, sql.placeholder('campaignId')), sameName(encounterTables.levelName, sql.placeholder('levelName'))))
    .prepare();

  return {
    get(campaignId: number, levelName: string): EncounterTable | undefined {
      const row = find.get({ campaignId, levelName });
      return row && { checkEveryTurns: row.checkEveryTurns, chanceInSix: row.chanceInSix, entries: JSON.parse(row.entries) as string[] };
    },
    put(campaignId: number, levelName: string, table: EncounterTable): void {
      const row = find.get({ campaignId, levelName });
      const values = { checkEveryTurns: table.checkEveryTurns, chanceInSix: table.chanceInSix, entries: JSON.stringify(table.entries) };
      if (row) db.update(encounterTables).set(values).where(eq(encounterTables.id, row.id)).run();
      else db.insert(encounterTables).values({ campaignId, levelName, ...values }).run();
    },
  };
}
export type EncounterTableRepository = ReturnType<typeof encounterTableRepository>;
