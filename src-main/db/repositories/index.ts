import type { OpenedDatabase } from '../open-database';
import { bestiaryRepository } from './bestiary';
import { duplicateCampaign, type StoredRowCheck } from '../campaign-transfer';
import { refusingFile } from './campaign-files';
import { campaignRepository } from './campaigns';
import { calendarRepository } from './calendar';
import { catalogueRepository } from './catalogue';
import { clockRepository } from './clock';
import { dungeonLevelRepository } from './dungeon-levels';
import { effectRepository } from './effects';
import { encounterTableRepository } from './encounter-tables';
import { fightRepository } from './fights';
import { hexRegionRepository } from './hex-regions';
import { inventoryRepository } from './inventory';
import { journalRepository } from './journal';
import { journeyRepository } from './journeys';
import { weatherRepository } from './weather';
import { writeCount } from './write-count';
import { lightRepository } from './lights';
import { memberRepository } from './members';
import { rollTableRepository } from './roll-tables';
import { notebookRepository } from './notebook';
import { ownerRepository } from './owners';
import { partyRepository } from './parties';
import { sightingRepository } from './sightings';
import { onFirstUse } from './on-first-use';
import { spellRepository } from './spells';

/** Every saved table's one owner, built on an opened campaign file; each prepares its statements when first used. */
export function createRepositories(database: OpenedDatabase) {
  const { db } = database;
  const store = {
    campaigns: onFirstUse(() => campaignRepository(database)),
    /** CampaignFileError when the campaign holds a row or a history that does not fit the schema. */
    duplicateCampaign: (campaignId: number, name: string, check: StoredRowCheck) => refusingFile(() => duplicateCampaign(database.sqlite, campaignId, name, check)),
    clock: onFirstUse(() => clockRepository(database)),
    calendar: onFirstUse(() => calendarRepository(db)),
    catalogue: onFirstUse(() => catalogueRepository(db)),
    parties: onFirstUse(() => partyRepository(db)),
    levels: onFirstUse(() => dungeonLevelRepository(db)),
    members: onFirstUse(() => memberRepository(database)),
    inventory: onFirstUse(() => inventoryRepository(database)),
    lights: onFirstUse(() => lightRepository(database)),
    effects: onFirstUse(() => effectRepository(db)),
    spells: onFirstUse(() => spellRepository(db)),
    fights: onFirstUse(() => fightRepository(database)),
    journal: onFirstUse(() => journalRepository(database)),
    writes: onFirstUse(() => writeCount(database.sqlite)),
    journeys: onFirstUse(() => journeyRepository(db)),
    weather: onFirstUse(() => weatherRepository(db)),
    bestiary: onFirstUse(() => bestiaryRepository(db)),
    tables: onFirstUse(() => encounterTableRepository(db)),
    sightings: onFirstUse(() => sightingRepository(db)),
    regions: onFirstUse(() => hexRegionRepository(db)),
    owners: onFirstUse(() => ownerRepository(database)),
    rollTables: onFirstUse(() => rollTableRepository(db)),
    notebook: onFirstUse(() => notebookRepository(database)),
  };
  const repositories: object[] = Object.values(store);
  const prepare = (repository: object) => void Object.keys(repository);
  return {
    ...store,
    /** Builds every repository not used yet, for a host that has answered its first call and has time. */
    prepareAll: (): void => repositories.forEach(prepare),
    /**
     * The same, one repository per turn of the event loop: a request that arrives meanwhile (the
     * page's first load, its first calls) waits for one repository to be prepared, not for all.
     */
    prepareInTurns: async (): Promise<void> => {
      for (const repository of repositories) {
        await new Promise((resolve) => setImmediate(resolve));
        if (!database.sqlite.open) return;
        prepare(repository);
      }
    },
  };
}
