import type { Contract } from '../../src-shared/contract';
import type { CampaignService } from '../services/campaigns';
import type { HandlersFor } from './router';

export interface Services {
  appInfo: () => ReturnType<HandlersFor<Contract>['app.info']>;
  campaigns: CampaignService;
}

/** Maps every contract method to its use case; the type makes a missing one a compile error. */
export function createHandlers(s: Services): HandlersFor<Contract> {
  return {
    'app.info': () => s.appInfo(),
    'campaign.list': () => s.campaigns.list(),
    'campaign.create': (input) => s.campaigns.create(input),
    'campaign.rename': (input) => s.campaigns.rename(input),
    'campaign.select': (input) => s.campaigns.select(input),
    'campaign.delete': (input) => s.campaigns.delete(input),
    'campaign.duplicate': (input) => s.campaigns.duplicate(input),
  };
}
