import { basicFantasyRuleset } from './bfrpg/ruleset';
import type { Ruleset, RulesSystemId } from './ruleset';

/** Every supported system by id; adding GURPS or Shell means one entry here and one in RulesSystemId. */
export const rulesets: Readonly<Record<RulesSystemId, Ruleset>> = {
  bfrpg: basicFantasyRuleset,
};
