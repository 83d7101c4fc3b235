import type { CampaignRepository } from '../db/repositories/campaigns';
import { rulesetFor } from '../rules/registry';
import type { Ruleset } from '../rules/ruleset';
import { notFound } from './errors';

/**
 * Looks up the ruleset a campaign plays by. Rulesets are pure and hold no state,
 * so one is built per distinct system-and-options and reused by every call.
 */
export function rulesetSource(campaigns: CampaignRepository) {
  const built = new Map<string, Ruleset>();
  return function rulesetOf(campaignId: number): Ruleset {
    const row = campaigns.rules(campaignId);
    if (!row) throw notFound('campaign', campaignId, 'campaignId');
    const key = `${row.rulesSystem}:${row.rulesOptions}`;
    let ruleset = built.get(key);
    if (!ruleset) {
      ruleset = rulesetFor(row.rulesSystem, JSON.parse(row.rulesOptions));
      built.set(key, ruleset);
    }
    return ruleset;
  };
}

export type RulesetOf = ReturnType<typeof rulesetSource>;
