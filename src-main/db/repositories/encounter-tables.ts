import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { encounterTables } from '../schema';
import { sameName } from './names';
import { params } from './param';

type EncounterTableRow = typeof encounterTables.$inferSelect;
/** A level's table as the services use it: its entries parsed. */
export type EncounterTable = Pick<EncounterTableRow, 'checkEveryTurns' | 'chanceInSix'> & { entries: string[] };

/** Wandering-monster tables, one per dungeon level name (matched ignoring case). */
export function encounterTableRepository(db: Db) {
  const find = db
    .select()
    .from(encounterTables)
    .where(and(eq(encounterTables.campaignId, sql.placeholder('campaignId')), sameName(encounterTables.levelName, sql.placeholder('levelName'))))
    .prepare();
  const insert = db.insert(encounterTables).values(params('campaignId', 'levelName', 'checkEveryTurns', 'chanceInSix', 'entries')).prepare();
  const update = db.update(encounterTables).set(params('checkEveryTurns', 'chanceInSix', 'entries')).where(eq(encounterTables.id, sql.placeholder('id'))).prepare();

  return {
    get(campaignId: number, levelName: string): EncounterTable | undefined {
      const row = find.get({ campaignId, levelName });
      return row && { checkEveryTurns: row.checkEveryTurns, chanceInSix: row.chanceInSix, entries: JSON.parse(row.entries) as string[] };
    },
    put(campaignId: number, levelName: string, table: EncounterTable): void {
      const row = find.get({ campaignId, levelName });
      const values = { checkEveryTurns: table.checkEveryTurns, chanceInSix: table.chanceInSix, entries: JSON.stringify(table.entries) };
      if (row) update.run({ ...values, id: row.id });
      else insert.run({ campaignId, levelName, ...values });
    },
  };
}
export type EncounterTableRepository = ReturnType<typeof encounterTableRepository>;
