import type { MoneyRules } from '../ruleset/money';

/** A gold piece weighs 1/20 lb; the book gives no other coin's weight, so every coin is read as weighing the same (supplement A24). */
export const COIN_POUNDS = 1 / 20;

/** Supplement A24: the five coins, worth in copper pieces (1 pp = 5 gp = 50 sp = 500 cp). */
export const bfrpgMoney: MoneyRules = {
  denominations: [
    { id: 'pp', short: 'pp', label: 'platinum', value: 500, poundsEach: COIN_POUNDS },
    { id: 'gp', short: 'gp', label: 'gold', value: 100, poundsEach: COIN_POUNDS },
    { id: 'ep', short: 'ep', label: 'electrum', value: 50, poundsEach: COIN_POUNDS },
    { id: 'sp', short: 'sp', label: 'silver', value: 10, poundsEach: COIN_POUNDS },
    { id: 'cp', short: 'cp', label: 'copper', value: 1, poundsEach: COIN_POUNDS },
  ],
  unit: 'gp',
  source: 'Basic Fantasy RPG r142 p. 3, 10 (supplement A24): exchange rates; 20 coins to the pound',
};
