import { rulesOptionsSchemas, type RulesOptionsOf } from '../../src-shared/contract/rules-options';
import { bfrpgRuleset } from './bfrpg/ruleset';
import type { Ruleset, RulesSystemId } from './ruleset';

const factories: { [S in RulesSystemId]?: (options: RulesOptionsOf[S]) => Ruleset } = {
  bfrpg: bfrpgRuleset,
};

/** The ruleset a campaign plays by: its system, answering with its options (defaults filled in). */
export function rulesetFor(system: RulesSystemId, options: unknown): Ruleset {
  const factory = factories[system] as ((options: unknown) => Ruleset) | undefined;
  if (!factory) throw new RangeError(`rules system '${system}' is not available yet`);
  return factory(rulesOptionsSchemas[system].parse(options));
}
