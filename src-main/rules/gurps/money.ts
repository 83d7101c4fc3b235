import type { MoneyRules } from '../ruleset/money';

/** GURPS prices everything in $; seed 000 (GURPS Lite) gives money no weight, so none is counted. */
export const gurpsMoney: MoneyRules = {
  denominations: [{ id: 'usd', short: '$', label: 'dollars', value: 1, poundsEach: 0 }],
  unit: 'usd',
  source: "GURPS's $; seed 000 (GURPS Lite) gives money no weight, so Lantern counts none",
};
