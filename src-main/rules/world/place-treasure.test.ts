import { describe, expect, it } from 'vitest';
import type { MoneyRules } from '../ruleset/money';
import { coinsInText, heapOfKey } from './place-treasure';

// Coins by supplement A24's denominations (pp, gp, ep, sp, cp), as a key writes them.
const bfrpgMoney: MoneyRules = {
  denominations: [
    { id: 'pp', label: 'platinum', short: 'pp', value: 500, poundsEach: 0.05 },
    { id: 'gp', label: 'gold', short: 'gp', value: 100, poundsEach: 0.05 },
    { id: 'ep', label: 'electrum', short: 'ep', value: 50, poundsEach: 0.05 },
    { id: 'sp', label: 'silver', short: 'sp', value: 10, poundsEach: 0.05 },
    { id: 'cp', label: 'copper', short: 'cp', value: 1, poundsEach: 0.05 },
  ],
  unit: 'gp',
  source: 'supplement A24',
};

describe("a keyed place's treasure as a heap", () => {
  it('reads every count of a known coin in a line as coins', () => {
    expect(coinsInText('120 gp, 40 sp and 1,000 cp', bfrpgMoney)).toEqual({ gp: 120, sp: 40, cp: 1000 });
    expect(coinsInText('a silver chalice and 3 rubies', bfrpgMoney)).toEqual({});
  });

  it('a line all coins gives coins only; its worth beyond them is a valuable named by the line', () => {
    const heap = heapOfKey(
      [
        { text: 'A purse with 35 sp and 12 gp', worthGp: 15.5 },
        { text: 'Strongbox: 200 gp and a silver ewer', worthGp: 250 },
        { text: 'A gold circlet on the chair', worthGp: 300 },
        { text: 'A rusty key' },
      ],
      bfrpgMoney,
    );
    expect(heap.coins).toEqual({ gp: 212, sp: 35 });
    expect(heap.valuables).toEqual([
      { kind: 'valuable', name: 'Strongbox: 200 gp and a silver ewer', worth: 50 },
      { kind: 'valuable', name: 'A gold circlet on the chair', worth: 300 },
      { kind: 'valuable', name: 'A rusty key', worth: 0 },
    ]);
  });
});
