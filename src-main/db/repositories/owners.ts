import { getTableName } from 'drizzle-orm';
import type { OpenedDatabase } from '../open-database';
import type { IdKind } from '../../../src-shared/contract/ids';
import { bestiary, calendarNotes, campaigns, catalogueItems, combatants, dungeonAreas, dungeonLevels, encounters, encounterTables, handouts, hexRegions, inventory, journalEntries, journeys, lightSources, members, notebookClues, notebookPages, parties, rollTables, sessionPlanItems, sessionPlans, sightings, spells, timedEffects } from '../schema';

/** Every kind of row a request may name by id; each belongs to exactly one campaign. */
export const ownedKinds = {
  campaign: campaigns,
  party: parties,
  member: members,
  stack: inventory,
  item: catalogueItems,
  light: lightSources,
  effect: timedEffects,
  region: hexRegions,
  journey: journeys,
  fight: encounters,
  combatant: combatants,
  foe: bestiary,
  sighting: sightings,
  calendarNote: calendarNotes,
  dungeonLevel: dungeonLevels,
  dungeonArea: dungeonAreas,
  encounterTable: encounterTables,
  spell: spells,
  journalEntry: journalEntries,
  rollTable: rollTables,
  sessionPlan: sessionPlans,
  planItem: sessionPlanItems,
  page: notebookPages,
  clue: notebookClues,
  handout: handouts,
} as const satisfies Record<IdKind, unknown>;
export type OwnedKind = keyof typeof ownedKinds;

/** Which campaign a row of any kind belongs to, to refuse a request mixing campaigns. */
export function ownerRepository({ sqlite }: Pick<OpenedDatabase, 'sqlite'>) {
  // Asked for every id of every request: plain statements, one value each, without drizzle's mapping.
  const owner = (table: (typeof ownedKinds)[OwnedKind]) => {
    const campaignColumn = 'campaignId' in table ? table.campaignId : table.id;
    return sqlite.prepare(`SELECT "${campaignColumn.name}" FROM "${getTableName(table)}" WHERE "${table.id.name}" = ?`).pluck();
  };
  const q = Object.fromEntries(Object.entries(ownedKinds).map(([kind, table]) => [kind, owner(table)])) as Record<OwnedKind, ReturnType<typeof owner>>;
  const binned = sqlite.prepare('SELECT 1 FROM campaigns WHERE id = ? AND deleted_at IS NOT NULL').pluck();
  return {
    campaignOf: (kind: OwnedKind, rowId: number): number | undefined => q[kind].get(rowId) as number | undefined,
    /** Whether a campaign waits in the bin, where none of its rows may be named. */
    inBin: (campaignId: number): boolean => binned.get(campaignId) !== undefined,
  };
}
export type OwnerRepository = ReturnType<typeof ownerRepository>;
