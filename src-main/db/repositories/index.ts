import type { OpenedDatabase } from '../open-database';
import { bestiaryRepository } from './bestiary';
import { copyCampaignContents } from './campaign-copy';
import { campaignRepository } from './campaigns';
import { calendarRepository } from './calendar';
import { catalogueRepository } from './catalogue';
import { clockRepository } from './clock';
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
import { ownerRepository } from './owners';
import { partyRepository } from './parties';
import { sightingRepository } from './sightings';
import { spellRepository } from './spells';

/** Every saved table's one owner, built on an opened campaign file. */
export function createRepositories(database: OpenedDatabase) {
  const { db } = database;
  return {
    campaigns: campaignRepository(db),
    copyCampaign: (fromId: number, toId: number) => copyCampaignContents(db, fromId, toId),
    clock: clockRepository(db),
    calendar: calendarRepository(db),
    catalogue: catalogueRepository(db),
    parties: partyRepository(db),
    members: memberRepository(database),
    inventory: inventoryRepository(database),
    lights: lightRepository(database),
    effects: effectRepository(db),
    spells: spellRepository(db),
    fights: fightRepository(db),
    journal: journalRepository(database),
    writes: writeCount(database.sqlite),
    journeys: journeyRepository(db),
    weather: weatherRepository(db),
    bestiary: bestiaryRepository(db),
    tables: encounterTableRepository(db),
    sightings: sightingRepository(db),
    regions: hexRegionRepository(db),
    owners: ownerRepository(db),
  };
}
