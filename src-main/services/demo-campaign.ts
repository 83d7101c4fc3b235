import { z } from 'zod';
import { partyFile, rulesOptionsSchemas, rulesSystems } from '../../src-shared/contract';
import demo from '../../resources/demo-campaign.json';
import demoRegion from '../../resources/demo-region.json';
import type { CampaignRepository } from '../db/repositories/campaigns';
import type { EncounterTableRepository } from '../db/repositories/encounter-tables';
import type { JourneyService } from './journeys';
import type { PartyService } from './parties';
import type { RegionService } from './regions';

const demoSchema = z.object({
  name: z.string().min(1),
  rulesSystem: z.enum(rulesSystems),
  gameTimeSeconds: z.number().int().nonnegative(),
  party: partyFile,
  region: z.object({
    name: z.string().min(1),
    voyage: z.object({
      start: z.object({ col: z.number().int(), row: z.number().int() }),
      legs: z.array(z.object({ to: z.object({ col: z.number().int(), row: z.number().int() }), mode: z.enum(['foot', 'sea']), vessel: z.string().optional() })),
      crew: z.number().int(),
    }),
  }),
  encounterTables: z.array(
    z.object({
      levelName: z.string().min(1),
      checkEveryTurns: z.number().int().min(1),
      chanceInSix: z.number().int().min(0).max(6),
      entries: z.array(z.string().min(1)),
    }),
  ),
});

/**
 * Puts the built-in demo campaign into a new file so a first start has something
 * to show: a party in a dungeon with torches, a lantern and oil, rations and water,
 * a wandering-monster table for the level they are on, and a coastal map region
 * with a journey planned from the Keep to the river port and on by sea.
 */
export function installDemoCampaign(deps: {
  campaigns: CampaignRepository;
  seedCatalogue(campaignId: number): void;
  parties: PartyService;
  tables: EncounterTableRepository;
  regions: RegionService;
  journeys: JourneyService;
}): void {
  const campaign = demoSchema.parse(demo);
  const row = deps.campaigns.insert({
    name: campaign.name,
    rulesSystem: campaign.rulesSystem,
    rulesOptions: JSON.stringify(rulesOptionsSchemas[campaign.rulesSystem].parse({})),
    gameTimeSeconds: campaign.gameTimeSeconds,
  });
  deps.seedCatalogue(row.id);
  deps.campaigns.setSelectedId(row.id);
  const party = deps.parties.importParty({ campaignId: row.id, file: campaign.party });
  for (const { levelName, ...table } of campaign.encounterTables) deps.tables.put(row.id, levelName, table);
  const regionId = deps.regions.installDemo(row.id, campaign.region.name, demoRegion);
  const { voyage } = campaign.region;
  deps.journeys.plan({
    partyId: party.id,
    regionId,
    start: voyage.start,
    legs: voyage.legs.map((leg) => ({ ...leg, forcedMarch: false })),
    crew: voyage.crew,
    navigator: false,
    stopsEachNight: false,
  });
}
