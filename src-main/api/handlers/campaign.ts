import type { campaign } from '../../../src-shared/contract';
import type { CampaignService } from '../../services/campaigns';
import type { HandlersFor } from '../router';

export const campaignHandlers = (campaigns: CampaignService): HandlersFor<typeof campaign> => ({
  'campaign.list': () => campaigns.list(),
  'campaign.create': (input) => campaigns.create(input),
  'campaign.rename': (input) => campaigns.rename(input),
  'campaign.configure': (input) => campaigns.configure(input),
  'campaign.select': (input) => campaigns.select(input),
  'campaign.delete': (input) => campaigns.delete(input),
  'campaign.duplicate': (input) => campaigns.duplicate(input),
  'campaign.bin': () => campaigns.bin(),
  'campaign.restore': (input) => campaigns.restore(input),
  'campaign.emptyBin': (input) => campaigns.emptyBin(input),
});
