import { rulesOptionsSchemas, type RulesOptionsOf } from '../../src-shared/contract/rules-options';
import { bfrpgRuleset } from './bfrpg/ruleset';
import { gulliverBody } from './gulliver/body-rules';
import { HUMAN_SCALE } from './gurps/body-rules';
import { gurpsRuleset } from './gurps/ruleset';
import { shellRuleset } from './shell/ruleset';
import type { Ruleset, RulesSystemId } from './ruleset';

const factories: { [S in RulesSystemId]: (options: RulesOptionsOf[S]) => Ruleset } = {
  bfrpg: bfrpgRuleset,
  gurps: (options) => gurpsRuleset(options, options.gulliver ? gulliverBody(options) : HUMAN_SCALE),
  shell: shellRuleset,
};

/** The ruleset a campaign plays by: its system, answering with its options (defaults filled in). */
export function rulesetFor(system: RulesSystemId, options: unknown): Ruleset {
  const factory = factories[system] as (options: unknown) => Ruleset;
  return factory(rulesOptionsSchemas[system].parse(options));
}
