import { describe, expect, it } from 'vitest';
import { checkRange, halveDamage, rangedSkill, sizeModifier, speedRangeModifier, tableRow } from './ranged';

describe('speed/range modifier (supplement B3; 000_4b7986e803b19dcc.txt, "Range Attacks")', () => {
  it('reads the printed rows', () => {
    const yards = [0, 2, 3, 5, 7, 10, 15, 20, 30, 50, 70, 100, 150, 200, 300, 500, 700, 1000];
    const expected = [0, 0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15, -16];
    expect(yards.map(speedRangeModifier)).toEqual(expected);
  });

  it('a measure between rows takes the worse penalty', () => {
    expect(speedRangeModifier(2.5)).toBe(-1);
    expect(speedRangeModifier(4)).toBe(-2);
    expect(speedRangeModifier(11)).toBe(-5);
    expect(speedRangeModifier(1001)).toBe(-17);
  });

  it('past 1000 yd the 2-3-5-7-10-15 pattern carries on, ten times farther per six rows', () => {
    expect(speedRangeModifier(1500)).toBe(-17);
    expect(speedRangeModifier(2000)).toBe(-18);
    expect(speedRangeModifier(10000)).toBe(-22);
    expect(tableRow(12)).toBe(200);
    expect(tableRow(-3)).toBe(0.7);
  });

  it('speed in yd/s is added to range before reading the table', () => {
    expect(checkRange({ rangeYards: 10, speedYardsPerSecond: 5, maxRange: 100 })).toMatchObject({ measure: 15, modifier: -5 });
  });

  it('refuses a target past Max range and a negative range', () => {
    expect(() => checkRange({ rangeYards: 101, maxRange: 100 })).toThrow("rangeYards 101 is beyond the weapon's Max range of 100 yd");
    expect(() => speedRangeModifier(-1)).toThrow(RangeError);
  });

  it('damage halves only past 1/2D range, fractions dropped', () => {
    expect(checkRange({ rangeYards: 15, maxRange: 20, halfDamageRange: 15 }).halfDamage).toBe(false);
    expect(checkRange({ rangeYards: 16, maxRange: 20, halfDamageRange: 15 }).halfDamage).toBe(true);
    expect(checkRange({ rangeYards: 16, maxRange: 20 }).halfDamage).toBe(false);
    expect(halveDamage(7)).toBe(3);
    expect(halveDamage(1)).toBe(0);
  });
});

describe('Size Modifier from length (supplement B3)', () => {
  it('2 yd is SM 0, 1 yd is -2, 1 ft is -5', () => {
    expect(sizeModifier(2)).toBe(0);
    expect(sizeModifier(1)).toBe(-2);
    expect(sizeModifier(1 / 3)).toBe(-5);
  });

  it('bigger things run up the same rows', () => {
    expect(sizeModifier(3)).toBe(1);
    expect(sizeModifier(10)).toBe(4);
    expect(sizeModifier(1.5)).toBe(-1);
    expect(sizeModifier(0.7)).toBe(-3);
  });

  it('between rows the smaller row counts', () => {
    expect(sizeModifier(2.5)).toBe(0);
    expect(sizeModifier(4)).toBe(1);
  });

  it('refuses a size of 0', () => {
    expect(() => sizeModifier(0)).toThrow('longest dimension must be more than 0 yd, got 0');
  });
});

describe('ranged effective skill (000_4b7986e803b19dcc.txt, "Range Attacks")', () => {
  it('skill + Acc (+2 for 3 s of Aim) + SM + speed/range + circumstances', () => {
    const s = rangedSkill({
      skill: 12,
      acc: 2,
      aimSeconds: 3,
      targetSm: 1,
      rangeYards: 20,
      maxRange: 200,
      otherModifiers: [{ label: 'darkness', value: -1 }],
    });
    // 12 + 2 + 2 + 1 - 6 - 1 = 10
    expect(s.effective).toBe(10);
    expect(s.modifiers.map((m) => m.value)).toEqual([2, 2, 1, -6, -1]);
    expect(s.explanation).toBe('12 (skill) +2 (Aim (weapon Acc)) +2 (aimed 3 seconds) +1 (target Size Modifier) -6 (speed/range (20 yd)) -1 (darkness) = 10');
  });

  it('no Acc without an Aim', () => {
    expect(rangedSkill({ skill: 12, acc: 3, rangeYards: 2, maxRange: 50 }).effective).toBe(12);
  });
});
