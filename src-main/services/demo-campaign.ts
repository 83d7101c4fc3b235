import { z } from 'zod';
import { bfrpgOptions, partyFile, rulesSystems } from '../../src-shared/contract';
import demo from '../../resources/demo-campaign.json';
import type { CampaignRepository } from '../db/repositories/campaigns';
import type { EncounterTableRepository } from '../db/repositories/encounter-tables';
import type { PartyService } from './parties';

const demoSchema = z.object({
  name: z.string().min(1),
  rulesSystem: z.enum(rulesSystems),
  gameTimeSeconds: z.number().int().nonnegative(),
  party: partyFile,
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
 * and a wandering-monster table for the level they are on.
 */
export function installDemoCampaign(deps: {
  campaigns: CampaignRepository;
  seedCatalogue(campaignId: number): void;
  parties: PartyService;
  tables: EncounterTableRepository;
}): void {
  const campaign = demoSchema.parse(demo);
  const row = deps.campaigns.insert({
    name: campaign.name,
    rulesSystem: campaign.rulesSystem,
    rulesOptions: JSON.stringify(bfrpgOptions.parse({})),
    gameTimeSeconds: campaign.gameTimeSeconds,
  });
  deps.seedCatalogue(row.id);
  deps.campaigns.setSelectedId(row.id);
  deps.parties.importParty({ campaignId: row.id, file: campaign.party });
  for (const { levelName, ...table } of campaign.encounterTables) deps.tables.put(row.id, levelName, table);
}
