import type { MoneyRules } from '../ruleset/money';

/** GURPS prices everything in $; seed 000 (GURPS Lite) gives money no weight, so none is counted. */
export const gurpsMoney: MoneyRules = {
  denominations: [{ id: 'usd', label: '$', value: 1, poundsEach: 0 }],
  unit: '$',
  source: "GURPS's $; seed 000 (GURPS Lite) gives money no weight, so Lantern counts none",
};
