import { describe, expect, it } from 'vitest';
import { distribution } from '../dice';
import {
  agilityModifiers,
  ATTRIBUTE_CHART,
  attributeCost,
  baseDamage,
  chartRow,
  damageDiceText,
  HUMAN_BASE_LEVEL,
  maxEncumbranceLb,
} from './attributes';

describe('primary attribute chart (001_d6872b0a781baa08.txt, "Primary Attributes")', () => {
  it('covers levels 7 to 20, one row each', () => {
    expect(ATTRIBUTE_CHART.map((r) => r.level)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('prices any primary attribute; a human 10 is free', () => {
    expect(HUMAN_BASE_LEVEL).toBe(10);
    expect(ATTRIBUTE_CHART.map((r) => r.chp)).toEqual([-30, -20, -10, 0, 15, 30, 50, 75, 100, 130, 160, 200, 250, 300]);
    expect(attributeCost(10, 'IQ')).toBe(0);
    expect(attributeCost(13, 'AG')).toBe(50);
  });

  it('reads max encumbrance and base damage by ST', () => {
    expect(ATTRIBUTE_CHART.map((r) => r.maxEncumbranceLb)).toEqual([140, 160, 180, 200, 230, 260, 300, 350, 400, 460, 520, 600, 700, 800]);
    expect(ATTRIBUTE_CHART.map((r) => damageDiceText(r.baseDamage))).toEqual([
      '1d-3', '1d-2', '1d-1', '1d', '1d+1', '1d+2', '1d+3', '2d', '2d+1', '2d+2', '2d+3', '3d', '3d+1', '3d+2',
    ]);
    expect(maxEncumbranceLb(7)).toBe(140);
    expect(baseDamage(20)).toEqual({ dice: 3, adds: 2 });
  });

  it("reads AG's AT and DEF modifiers", () => {
    expect(ATTRIBUTE_CHART.map((r) => r.atMod)).toEqual([-2, -1, -1, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
    expect(ATTRIBUTE_CHART.map((r) => r.defMod)).toEqual([-1, -1, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(agilityModifiers(11)).toEqual({ at: 0, def: 1 });
  });

  it('refuses levels off the chart, naming the attribute', () => {
    expect(() => chartRow(6, 'ST')).toThrow(RangeError);
    expect(() => chartRow(6, 'ST')).toThrow(/ST 6 is outside the attribute chart/);
    expect(() => agilityModifiers(21)).toThrow(/AG 21/);
    expect(() => maxEncumbranceLb(12.5)).toThrow(/ST must be a whole number/);
    expect(chartRow(7, 'HT').level).toBe(7);
    expect(chartRow(20, 'HT').level).toBe(20);
  });

  it('writes damage so the dice module can roll it', () => {
    const d = distribution(damageDiceText(baseDamage(7)));
    expect([d.min, d.max]).toEqual([-2, 3]);
    expect(distribution(damageDiceText(baseDamage(18))).max).toBe(18);
  });
});
