import type { experience, purse } from '../../../src-shared/contract';
import type { PurseService } from '../../services/purse';
import type { HandlersFor } from '../router';

export const purseHandlers = (s: PurseService): HandlersFor<typeof purse & typeof experience> => ({
  'purse.award': (input) => s.awardTreasure(input),
  'purse.divide': (input) => s.divide(input),
  'purse.change': (input) => s.change(input),
  'purse.spend': (input) => s.spend(input),
  'purse.move': (input) => s.move(input),
  'purse.fromPlace': (input) => s.fromPlace(input),
  'purse.hire': (input) => s.hire(input),
  'purse.buy': (input) => s.buy(input),
  'purse.engage': (input) => s.engage(input),
  'purse.loyalty': (input) => s.loyalty(input),
  'experience.award': (input) => s.awardExperience(input),
  'experience.fromFight': (input) => s.experienceFromFight(input),
  'experience.spend': (input) => s.spendPoints(input),
  'experience.levelUp': (input) => s.levelUp(input),
});
