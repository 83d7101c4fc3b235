import { z } from 'zod';
import { bfrpgOptions, partyFile, rulesSystems } from '../../src-shared/contract';
import demo from '../../resources/demo-campaign.json';
import type { CampaignRepository } from '../db/repositories/campaigns';
import type { PartyService } from './parties';

const demoSchema = z.object({
  name: z.string().min(1),
  rulesSystem: z.enum(rulesSystems),
  gameTimeSeconds: z.number().int().nonnegative(),
  party: partyFile,
});

/**
 * Puts the built-in demo campaign into a new file so a first start has something
 * to show: a party in a dungeon with torches, a lantern and oil, rations and water.
 */
export function installDemoCampaign(deps: {
  campaigns: CampaignRepository;
  seedCatalogue(campaignId: number): void;
  parties: PartyService;
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
}
