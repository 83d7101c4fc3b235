import { describe, expect, it } from 'vitest';
import { bfrpgMoney } from '../bfrpg/money';
import { gurpsMoney } from '../gurps/money';
import { shellMoney } from '../shell/money';
import { addCoins, coinsPounds, coinsWorth, divideCoins, pay, splitByShares, worthText } from './purse';

describe('coins by Basic Fantasy exchange and weight (supplement A24)', () => {
  it('1 pp = 5 gp = 50 sp = 500 cp, and an electrum piece is half a gold piece', () => {
    expect(coinsWorth({ pp: 1 }, bfrpgMoney)).toBe(coinsWorth({ gp: 5 }, bfrpgMoney));
    expect(coinsWorth({ gp: 5 }, bfrpgMoney)).toBe(coinsWorth({ sp: 50 }, bfrpgMoney));
    expect(coinsWorth({ sp: 50 }, bfrpgMoney)).toBe(coinsWorth({ cp: 500 }, bfrpgMoney));
    expect(coinsWorth({ ep: 2 }, bfrpgMoney)).toBe(coinsWorth({ gp: 1 }, bfrpgMoney));
    expect(worthText(coinsWorth({ gp: 12, sp: 3, cp: 4 }, bfrpgMoney), bfrpgMoney)).toBe('12.34 gp');
  });

  it('1,000 coins weigh 50 lb, whatever the metal', () => {
    expect(coinsPounds({ gp: 1000 }, bfrpgMoney)).toBe(50);
    expect(coinsPounds({ gp: 500, sp: 300, cp: 200 }, bfrpgMoney)).toBe(50);
  });

  it('taking more coins than held is refused naming the denomination', () => {
    expect(() => addCoins({ gp: 3 }, { gp: -4 }, bfrpgMoney)).toThrow('coins.gp: only 3 gold to take');
    expect(() => addCoins({}, { zz: 1 }, bfrpgMoney)).toThrow(/^coins\.zz: is not a coin here/);
    expect(addCoins({ gp: 3 }, { gp: -3, sp: 5 }, bfrpgMoney)).toEqual({ sp: 5 });
  });

  it('pays from the smallest coins and gives change in the largest that fit', () => {
    expect(pay({ gp: 10, sp: 3 }, 150, bfrpgMoney)).toEqual({ gp: 8, ep: 1, sp: 3 });
    expect(pay({ pp: 1 }, 100, bfrpgMoney)).toEqual({ gp: 4 });
    expect(() => pay({ gp: 2 }, 250, bfrpgMoney)).toThrow('price: the purse holds 2 gp, less than 2.5 gp');
  });

  it('divides coins by shares in whole coins, the rest left in the heap', () => {
    const shares = [
      { key: 'a', share: 1 },
      { key: 'b', share: 1 },
      { key: 'c', share: 0.5 },
    ];
    expect(divideCoins({ gp: 100, sp: 7 }, shares)).toEqual({
      each: [
        { key: 'a', coins: { gp: 40, sp: 2 } },
        { key: 'b', coins: { gp: 40, sp: 2 } },
        { key: 'c', coins: { gp: 20, sp: 1 } },
      ],
      left: { sp: 2 },
    });
  });

  it("A25's example: 2,000 XP among 4 characters and a retainer is 444 each and 222 for the retainer", () => {
    const shares = [1, 1, 1, 1, 0.5].map((share, key) => ({ key, share }));
    expect(splitByShares(2000, shares).map((s) => s.amount)).toEqual([444, 444, 444, 444, 222]);
  });
});

describe('money in the other systems', () => {
  it("GURPS counts $ and seed 000 (GURPS Lite) gives money no weight", () => {
    expect(coinsWorth({ usd: 250 }, gurpsMoney)).toBe(250);
    expect(coinsPounds({ usd: 10_000 }, gurpsMoney)).toBe(0);
    expect(worthText(250, gurpsMoney)).toBe('250 $');
  });

  it('Shell leaves currency to the genre (seed 001): one weightless coin', () => {
    expect(shellMoney.denominations.map((d) => d.id)).toEqual(['coin']);
    expect(coinsPounds({ coin: 500 }, shellMoney)).toBe(0);
    expect(() => addCoins({}, { gp: 1 }, shellMoney)).toThrow(/^coins\.gp: is not a coin here; use coin$/);
  });
});
