import type Database from 'better-sqlite3';

export interface EncounterTable {
  checkEveryTurns: number;
  chanceInSix: number;
  entries: string[];
}

/** Wandering-monster tables, one per dungeon level name (matched ignoring case). */
export function encounterTableRepository(sqlite: Database.Database) {
  const find = sqlite.prepare(
    'SELECT id, check_every_turns, chance_in_six, entries FROM encounter_tables WHERE campaign_id = ? AND level_name = ? COLLATE NOCASE',
  );
  const insert = sqlite.prepare(
    'INSERT INTO encounter_tables (campaign_id, level_name, check_every_turns, chance_in_six, entries) VALUES (?, ?, ?, ?, ?)',
  );
  const update = sqlite.prepare('UPDATE encounter_tables SET check_every_turns = ?, chance_in_six = ?, entries = ? WHERE id = ?');
  type Row = { id: number; check_every_turns: number; chance_in_six: number; entries: string };

  return {
    get(campaignId: number, levelName: string): EncounterTable | undefined {
      const row = find.get(campaignId, levelName) as Row | undefined;
      return row && { checkEveryTurns: row.check_every_turns, chanceInSix: row.chance_in_six, entries: JSON.parse(row.entries) as string[] };
    },
    put(campaignId: number, levelName: string, table: EncounterTable): void {
      const row = find.get(campaignId, levelName) as Row | undefined;
      const entries = JSON.stringify(table.entries);
      if (row) update.run(table.checkEveryTurns, table.chanceInSix, entries, row.id);
      else insert.run(campaignId, levelName, table.checkEveryTurns, table.chanceInSix, entries);
    },
  };
}
export type EncounterTableRepository = ReturnType<typeof encounterTableRepository>;
