import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { encounterTables } from '../schema';
import { sameName } from './names';
import { params } from './param';

type EncounterTableRow = typeof encounterTables.$inferSelect;
export type TableSetting = EncounterTableRow['setting'];
export type TimeOfDay = EncounterTableRow['timeOfDay'];

/** One line of a table: what the GM reads, the bestiary entry it brings (by name) and how many. */
export interface TableEntry {
  text: string;
  foe?: string;
  number?: string;
}

/** A table as the services use it: its entries parsed. */
export type EncounterTable = Pick<EncounterTableRow, 'checkEveryTurns' | 'chanceInSix'> & { entries: TableEntry[] };
export interface TableKey {
  setting: TableSetting;
  /** The dungeon level's name, or the terrain id outdoors. */
  levelName: string;
  timeOfDay: TimeOfDay;
}

// Tables written before entries pointed at the bestiary hold bare strings.
const parseEntries = (json: string): TableEntry[] => (JSON.parse(json) as (string | TableEntry)[]).map((e) => (typeof e === 'string' ? { text: e } : e));

/** Wandering-monster tables: one per dungeon level name, one per terrain (and time of day) outdoors; names match ignoring case. */
export function encounterTableRepository(db: Db) {
  const find = db
    .select()
    .from(encounterTables)
    .where(
      and(
        eq(encounterTables.campaignId, sql.placeholder('campaignId')),
        eq(encounterTables.setting, sql.placeholder('setting')),
        eq(encounterTables.timeOfDay, sql.placeholder('timeOfDay')),
        sameName(encounterTables.levelName, sql.placeholder('levelName')),
      ),
    )
    .prepare();
  const all = db
    .select()
    .from(encounterTables)
    .where(eq(encounterTables.campaignId, sql.placeholder('campaignId')))
    .orderBy(asc(encounterTables.setting), asc(encounterTables.levelName), asc(encounterTables.timeOfDay))
    .prepare();
  const insert = db
    .insert(encounterTables)
    .values(params('campaignId', 'setting', 'levelName', 'timeOfDay', 'checkEveryTurns', 'chanceInSix', 'entries'))
    .prepare();
  const update = db.update(encounterTables).set(params('checkEveryTurns', 'chanceInSix', 'entries')).where(eq(encounterTables.id, sql.placeholder('id'))).prepare();
  const remove = db.delete(encounterTables).where(eq(encounterTables.id, sql.placeholder('id'))).prepare();

  const dungeonKey = (levelName: string): TableKey => ({ setting: 'dungeon', levelName, timeOfDay: 'any' });
  const asKey = (key: TableKey | string): TableKey => (typeof key === 'string' ? dungeonKey(key) : key);

  return {
    /** A table by its key; a bare name is a dungeon level's. */
    get(campaignId: number, key: TableKey | string): EncounterTable | undefined {
      const row = find.get({ campaignId, ...asKey(key) });
      return row && { checkEveryTurns: row.checkEveryTurns, chanceInSix: row.chanceInSix, entries: parseEntries(row.entries) };
    },
    list(campaignId: number): (TableKey & EncounterTable)[] {
      return all.all({ campaignId }).map((row) => ({
        setting: row.setting,
        levelName: row.levelName,
        timeOfDay: row.timeOfDay,
        checkEveryTurns: row.checkEveryTurns,
        chanceInSix: row.chanceInSix,
        entries: parseEntries(row.entries),
      }));
    },
    put(campaignId: number, key: TableKey | string, table: EncounterTable): void {
      const k = asKey(key);
      const row = find.get({ campaignId, ...k });
      const values = { checkEveryTurns: table.checkEveryTurns, chanceInSix: table.chanceInSix, entries: JSON.stringify(table.entries) };
      if (row) update.run({ ...values, id: row.id });
      else insert.run({ campaignId, ...k, ...values });
    },
    delete(campaignId: number, key: TableKey): boolean {
      const row = find.get({ campaignId, ...key });
      if (row) remove.run({ id: row.id });
      return row !== undefined;
    },
  };
}
export type EncounterTableRepository = ReturnType<typeof encounterTableRepository>;
