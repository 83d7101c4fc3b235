import type { experience, purse } from '../../../src-shared/contract';
import type { PurseService } from '../../services/purse';
import type { HandlersFor } from '../router';

export const purseHandlers = (s: PurseService): HandlersFor<typeof purse & typeof experience> => ({
  'purse.award': (input) => s.awardTreasure(input),
  'purse.divide': (input) => s.divide(input),
  'purse.change': (input) => s.change(input),
  'purse.spend': (input) => s.spend(input),
  'purse.hire': (input) => s.hire(input),
  'purse.loyalty': (input) => s.loyalty(input),
  'experience.award': (input) => s.awardExperience(input),
  'experience.fromFight': (input) => s.experienceFromFight(input),
  'experience.levelUp': (input) => s.levelUp(input),
});
