import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../rule-input-error';
import { hitDiceAttackBonus, hitDiceOf, hitDiceXp, hitPointsDice, parseHitDice, tableRow, writtenHitDice } from './hit-dice';

// Supplement A26 ("Reading monster Hit Dice", the rules supplement beside the seeds), whose
// worked table rows are used as given: hit points, the A11 row and AB, the A17 row and XP.

const read = (text: string) => {
  const hd = parseHitDice(text);
  return { hp: hitPointsDice(hd), row: tableRow(hd), ab: hitDiceAttackBonus(hd), xp: hitDiceXp(hd) };
};

describe('A26: Hit Dice as stat blocks print them', () => {
  it.each([
    ['½', '1d4', 0, 0, 10],
    ['½*', '1d4', 0, 0, 13],
    ['1-1', '1d8-1', 0, 0, 10],
    ['1+1', '1d8+1', 1, 1, 25],
    ['2+1', '2d8+1', 2, 2, 75],
    ['3-1', '3d8-1', 3, 3, 145],
    ['3*', '3d8', 3, 3, 145 + 30],
    ['8**', '8d8', 8, 8, 875 + 2 * 70],
    ['9+2** (+8)', '9d8+2', 9, 8, 1075 + 2 * 75],
    ['12* (+10)', '12d8', 12, 10, 1875 + 100],
    ['30** (AB +15)', '30d8', 30, 15, 12750 + 2 * 450],
  ])('%s: %s hit points, AB row %i (AB +%i), %i XP', (text, hp, row, ab, xp) => {
    expect(read(text)).toEqual({ hp, row, ab, xp });
  });

  it('matches the R142 stat blocks A26 names: bugbear, wood golem, djinni, frost giant, chimera', () => {
    expect(['3+1', '2+2*', '7+1**', '10+1* (+9)', '9** (+8)'].map((t) => read(t).xp)).toEqual([145, 100, 800, 1390, 1225]);
    expect(read('10+1* (+9)').ab).toBe(9);
  });

  it('asterisks change neither hit points nor AB (A26)', () => {
    expect(read('8**')).toMatchObject({ hp: read('8').hp, ab: read('8').ab });
  });

  it('takes spacing and "1/2" as typed, and writes Hit Dice back as printed', () => {
    expect(parseHitDice(' 9 + 2 ** ( +8 ) ')).toEqual({ dice: 9, modifier: 2, asterisks: 2, printedAb: 8 });
    expect(parseHitDice('1/2*')).toEqual(parseHitDice('½*'));
    expect(['1-1', '9+2** (+8)', '½*', '30** (+15)'].map((t) => writtenHitDice(parseHitDice(t)))).toEqual(['1-1', '9+2** (+8)', '½*', '30** (+15)']);
  });

  it('reads an older stat block\'s number and separately counted asterisks the same way', () => {
    expect(hitDiceOf(0.5, 1)).toEqual(parseHitDice('½*'));
    expect(hitDiceOf(3.5, 2)).toEqual(parseHitDice('3**'));
    expect(hitDiceOf('1-1')).toEqual(parseHitDice('1-1'));
  });

  it('refuses what is not Hit Dice, naming the field', () => {
    for (const bad of ['', 'goblin', '1d8', '0', '41', '2+', '3*(+)', '1-1-1']) {
      expect(() => parseHitDice(bad)).toThrow(RuleInputError);
    }
    expect(() => parseHitDice('one', 'statBlock.hitDice')).toThrow(/^statBlock\.hitDice: "one" is not Hit Dice/);
    expect(() => parseHitDice('41')).toThrow('hitDice: must be ½ to 40 dice');
  });
});
