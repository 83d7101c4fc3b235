import type { rulesShell } from '../../src-shared/contract';
import type { HandlersFor } from '../api/router';
import { attributeTarget, chanceAtOrUnder } from '../rules/shell/rolls';
import type { SeedSource } from './rules-calculator';

/** The `rules.shell.*` methods: the pure Shell rules behind the contract. */
export function shellCalculator(_freshSeed: SeedSource): HandlersFor<typeof rulesShell> {
  return {
    'rules.shell.attributeChance': (input) => {
      const target = attributeTarget({ attribute: 'attribute', value: input.value, difficulty: input.difficulty, modifier: input.modifier });
      return { target: target.total, formula: target.formula, probability: chanceAtOrUnder(target.total) };
    },
  };
}
