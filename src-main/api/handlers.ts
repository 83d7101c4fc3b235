import type { Contract } from '../../src-shared/contract';
import type { CampaignService } from '../services/campaigns';
import type { RulesCalculator } from '../services/rules-calculator';
import type { HandlersFor } from './router';

export interface Services {
  appInfo: () => ReturnType<HandlersFor<Contract>['app.info']>;
  campaigns: CampaignService;
  rules: RulesCalculator;
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
    'rules.roll': (input) => s.rules.roll(input),
    'rules.distribution': (input) => s.rules.distribution(input),
    'rules.carryingCapacity': (input) => s.rules.carryingCapacity(input),
    'rules.movement': (input) => s.rules.movement(input),
    'rules.milesPerDay': (input) => s.rules.milesPerDay(input),
    'rules.forceDoor': (input) => s.rules.forceDoor(input),
    'rules.listen': (input) => s.rules.listen(input),
    'rules.searchTraps': (input) => s.rules.searchTraps(input),
    'rules.searchSecretDoor': (input) => s.rules.searchSecretDoor(input),
    'rules.weatherAtSea': (input) => s.rules.weatherAtSea(input),
  };
}
