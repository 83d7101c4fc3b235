import { rulesOptionsSchemas, type GurpsOptions, type RulesOptionsOf } from '../../src-shared/contract/rules-options';
import { bfrpgRuleset } from './bfrpg/ruleset';
import { gulliverBody } from './gulliver/body-rules';
import { gulliverInjury, type GurpsInjuryParts } from './gulliver/injury-model';
import { lightLevelEffects } from './gulliver/light-levels';
import { linearScaleFromMass, massFromLinearScale } from './gulliver/size';
import { stDamage } from './gulliver/st-damage';
import { HUMAN_SCALE, lockedFp, mealsMissed, sheetFigures, type BodyRules } from './gurps/body-rules';
import { sheetOf, statsOf } from './gurps/character';
import { hitLocation } from './gurps/combat/hit-locations';
import type { InjuryModel } from './gurps/combat/injury-model';
import { labelledSuccessRoll, type LabelledRoll } from './gurps/combat/trace';
import { fpRegainedBetween } from './gurps/fatigue';
import { gurpsRuleset } from './gurps/ruleset';
import { successRoll } from './gurps/success';
import { fpRecoveryRate } from './gurps/traits';
import type { SupplementTables } from './gurps/supplement-tables';
import { shellRuleset } from './shell/ruleset';
import type { Ruleset, RulesSystemId } from './ruleset';

// GULLIVER is a GURPS supplement: its rules read GURPS's hit locations, HT rolls and
// character sheet. Neither system folder imports the other; GURPS states what it
// needs (BodyRules, InjuryModel, SupplementTables) and GULLIVER is handed the GURPS
// parts it reads here, where the two are put together.

const gurpsInjuryParts: GurpsInjuryParts<LabelledRoll> = {
  locationLabel: (location) => hitLocation(location).label,
  labelledRoll: labelledSuccessRoll,
};

/** GULLIVER's "Damage and Shock Meta-system" as the GURPS combat pipeline's injury model. */
export const GULLIVER_INJURY: InjuryModel = gulliverInjury(gurpsInjuryParts);

/** GULLIVER's bodies for a GURPS campaign with these options. */
export function gulliverBodyRules(options: GurpsOptions): BodyRules {
  return gulliverBody(options, {
    ...gurpsInjuryParts,
    sheetOf,
    sheetFiguresOf: sheetFigures,
    attributesOf: (profile) => statsOf(profile).attributes,
    successRoll,
    fpRegainedBetween,
    fpRecoveryFactor: (profile) => {
      const rate = fpRecoveryRate(sheetOf(profile).traits ?? {});
      return rate === 1 ? 1 : rate.numerator / rate.denominator;
    },
    mealsMissed,
    lockedFp,
  });
}

const GULLIVER_TABLES: SupplementTables = {
  linearScaleFromMass,
  massFromLinearScale,
  newStDamage: (combatSt) => {
    const { thrust, swing } = stDamage({ combatSt });
    return { thrust, swing };
  },
  lightLevel: lightLevelEffects,
};

const factories: { [S in RulesSystemId]: (options: RulesOptionsOf[S]) => Ruleset } = {
  bfrpg: bfrpgRuleset,
  gurps: (options) => gurpsRuleset(options, options.gulliver ? gulliverBodyRules(options) : HUMAN_SCALE, GULLIVER_TABLES),
  shell: shellRuleset,
};

/** The ruleset a campaign plays by: its system, answering with its options (defaults filled in). */
export function rulesetFor(system: RulesSystemId, options: unknown): Ruleset {
  const factory = factories[system] as (options: unknown) => Ruleset;
  return factory(rulesOptionsSchemas[system].parse(options));
}
