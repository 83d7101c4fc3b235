import type { rulesGulliver, rulesGurps } from '../../src-shared/contract';
import type { HandlersFor } from '../api/router';
import { successChances } from '../rules/gurps/success';
import type { SeedSource } from './rules-calculator';

/** The `rules.gurps.*` and `rules.gulliver.*` methods: the pure GURPS and GULLIVER rules behind the contract. */
export function gurpsCalculator(_freshSeed: SeedSource): HandlersFor<typeof rulesGurps & typeof rulesGulliver> {
  return {
    'rules.gurps.successChance': (input) => successChances(input.effective),
  };
}
