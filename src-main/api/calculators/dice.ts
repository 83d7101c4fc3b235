import type { dice } from '../../../src-shared/contract';
import { distribution, formatDice, mean, parseDice, probabilityAtLeast, probabilityAtMost, roll } from '../../rules/dice';
import { AppError, readingDice } from '../../services/errors';
import type { SeedSource } from '../../services/seed-source';
import type { HandlersFor } from '../router';
import { seededBy } from './seeded';

/** An answer listing more totals than this would be megabytes of JSON no screen can show. */
const MAX_LISTED_TOTALS = 10_000;

/** The `dice.*` methods: any system's dice, rolled or weighed exactly. */
export function diceCalculator(freshSeed: SeedSource): HandlersFor<typeof dice> {
  const seeded = seededBy(freshSeed);
  return {
    'dice.roll': (input) => {
      const { seed, rng } = seeded(input.seed);
      return { seed, roll: readingDice(() => roll(input.expression, rng)) };
    },

    'dice.distribution': (input) => {
      const d = readingDice(() => distribution(input.expression));
      if (d.probabilities.length > MAX_LISTED_TOTALS) {
        throw new AppError(
          'invalid_input',
          `expression: has ${d.probabilities.length} possible totals; the calculator lists at most ${MAX_LISTED_TOTALS}`,
          ['expression'],
        );
      }
      return {
        expression: readingDice(() => formatDice(parseDice(input.expression))),
        min: d.min,
        max: d.max,
        mean: mean(d),
        outcomes: d.probabilities.map((probability, i) => ({ total: d.min + i, probability })),
        ...(input.atMost !== undefined && { probabilityAtMost: probabilityAtMost(d, input.atMost) }),
        ...(input.atLeast !== undefined && { probabilityAtLeast: probabilityAtLeast(d, input.atLeast) }),
      };
    },
  };
}
