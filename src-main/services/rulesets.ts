import type Database from 'better-sqlite3';
import type { RulesSystem } from '../../src-shared/contract';
import { rulesetFor } from '../rules/registry';
import type { Ruleset } from '../rules/ruleset';
import { notFound } from './errors';

/**
 * Looks up the ruleset a campaign plays by. Rulesets are pure and hold no state,
 * so one is built per distinct system-and-options and reused by every call.
 */
export function rulesetSource(sqlite: Database.Database) {
  const query = sqlite.prepare('SELECT rules_system, rules_options FROM campaigns WHERE id = ?');
  const built = new Map<string, Ruleset>();
  return function rulesetOf(campaignId: number): Ruleset {
    const row = query.get(campaignId) as { rules_system: RulesSystem; rules_options: string } | undefined;
    if (!row) throw notFound('campaign', campaignId, 'campaignId');
    const key = `${row.rules_system}:${row.rules_options}`;
    let ruleset = built.get(key);
    if (!ruleset) {
      ruleset = rulesetFor(row.rules_system, JSON.parse(row.rules_options));
      built.set(key, ruleset);
    }
    return ruleset;
  };
}

export type RulesetOf = ReturnType<typeof rulesetSource>;
