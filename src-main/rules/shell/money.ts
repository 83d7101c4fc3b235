import type { MoneyRules } from '../ruleset/money';

/** Seed 001 (Shell) leaves the currency to the genre; Lantern counts one kind of coin, weightless, until a genre says more. */
export const shellMoney: MoneyRules = {
  denominations: [{ id: 'coin', short: 'coins', label: 'coins', value: 1, poundsEach: 0 }],
  unit: 'coin',
  source: "Seed 001 (Shell) leaves currency to the genre: Lantern's own single coin, without weight",
};
