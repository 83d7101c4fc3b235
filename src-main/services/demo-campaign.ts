import { z } from 'zod';
import { rulesSystems } from '../../src-shared/contract';
import demo from '../../resources/demo-campaign.json';
import type { CampaignRepository } from '../db/repositories/campaigns';

const demoSchema = z.object({
  name: z.string().min(1),
  rulesSystem: z.enum(rulesSystems),
  gameTimeSeconds: z.number().int().nonnegative(),
});

/** Puts the built-in demo campaign into a new file so a first start has something to show. */
export function installDemoCampaign(repo: CampaignRepository): void {
  const campaign = demoSchema.parse(demo);
  const row = repo.insert(campaign);
  repo.setSelectedId(row.id);
}
