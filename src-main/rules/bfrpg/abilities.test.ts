import { describe, expect, it } from 'vitest';
import { abilityBonus } from './abilities';

describe('ability bonus (supplement A1)', () => {
  it.each([
    [3, -3],
    [4, -2],
    [5, -2],
    [6, -1],
    [8, -1],
    [9, 0],
    [12, 0],
    [13, 1],
    [15, 1],
    [16, 2],
    [17, 2],
    [18, 3],
  ])('score %i gives %i', (score, bonus) => {
    expect(abilityBonus(score)).toBe(bonus);
  });

  it.each([2, 19, 10.5, Number.NaN])('refuses score %d, outside the table', (score) => {
    expect(() => abilityBonus(score)).toThrow(RangeError);
  });
});
