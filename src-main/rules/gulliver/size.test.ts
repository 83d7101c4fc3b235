import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../rule-input-error';
import { formatFigure } from './format-figure';
import {
  linearScaleFromMass,
  massFromLinearScale,
  massMultiplier,
  sizeModifierForHeight,
  sizeRowYards,
  sizeScales,
} from './size';

describe('scale from mass (002_6bcc9877716aeba8.txt, "Collision Damage": mass / 150 lb)', () => {
  it('a 1200-lb body is Linear Scale 2; Linear Scale 1/2 weighs 18.75 lb', () => {
    expect(linearScaleFromMass(1200)).toBeCloseTo(2, 12);
    expect(massFromLinearScale(0.5)).toBeCloseTo(18.75, 12);
    expect(linearScaleFromMass(150)).toBe(1);
  });

  it('Area Scale = LS^2, Volume Scale = LS^3, with formula strings', () => {
    const s = sizeScales({ massLb: 1200 });
    expect(s.areaScale).toBeCloseTo(4, 12);
    expect(s.volumeScale).toBeCloseTo(8, 12);
    expect(s.explanation.linearScale).toBe('Linear Scale = cube root of (1200 lb / 150 lb) = 2');
    expect(s.explanation.areaScale).toBe('Area Scale = LS^2 = 2^2 = 4');
    const half = sizeScales({ linearScale: 0.5 });
    expect(half.massLb).toBeCloseTo(18.75, 12);
    expect(half.explanation.massLb).toBe('Mass = 150 lb x LS^3 = 150 x 0.125 = 18.75 lb');
  });

  it('mass multiplier sqrt(mass / 150): 1 for a human, 2 for a 600-lb motorbike, about 1/70 for a half-ounce mouse, about 1/12 for a 1-lb rat', () => {
    expect(massMultiplier(150)).toBe(1);
    expect(massMultiplier(600)).toBe(2);
    expect(1 / massMultiplier(1 / 32)).toBeCloseTo(69.28, 2);
    expect(1 / massMultiplier(1)).toBeCloseTo(12.25, 2);
    expect(massMultiplier(1200)).toBeCloseTo(2.828, 3);
  });

  it('refuses a mass or scale of 0 or less, naming the field', () => {
    expect(() => linearScaleFromMass(0)).toThrow(new RuleInputError('massLb', 'must be more than 0, got 0'));
    expect(() => sizeScales({ linearScale: -1 })).toThrow(/linearScale/);
  });

  it('explanations write figures to three significant digits', () => {
    expect(formatFigure(2)).toBe('2');
    expect(formatFigure(Math.SQRT2)).toBe('1.41');
    expect(formatFigure(0.0144338)).toBe('0.0144');
  });
});

describe('Size Modifier from height (supplement B3; sizes in 002_6bcc9877716aeba8.txt, "Falling" examples)', () => {
  it('table rows: 2 yd is SM 0, 1 yd -2, 1 ft -5, 20 yd +6, 0.1 yd -8', () => {
    expect(sizeRowYards(0)).toBe(2);
    expect(sizeRowYards(-2)).toBe(1);
    expect(sizeRowYards(6)).toBe(20);
    expect(sizeRowYards(-8)).toBe(0.1);
    expect(sizeModifierForHeight(2)).toBe(0);
    expect(sizeModifierForHeight(1)).toBe(-2);
    expect(sizeModifierForHeight(1 / 3)).toBe(-5);
    expect(sizeModifierForHeight(20)).toBe(6);
    expect(sizeModifierForHeight(1000)).toBe(16);
  });

  it('between rows the nearer on the ratio scale wins: the break between 2 and 3 yd is sqrt(6) = 2.449', () => {
    expect(sizeModifierForHeight(2.44)).toBe(0);
    expect(sizeModifierForHeight(2.45)).toBe(1);
  });

  it("a human is 2 yd x LS tall: the seed's half-ounce mouse is Size -8, 1-lb rat -5, 1200-lb horse +2", () => {
    expect(sizeScales({ massLb: 1 / 32 }).sizeModifier).toBe(-8);
    expect(sizeScales({ massLb: 1 }).sizeModifier).toBe(-5);
    expect(sizeScales({ massLb: 1200 }).sizeModifier).toBe(2);
    expect(sizeScales({ massLb: 150 }).sizeModifier).toBe(0);
  });

  it('a given height overrides 2 yd x LS', () => {
    const s = sizeScales({ massLb: 150 }, 1);
    expect(s.sizeModifier).toBe(-2);
    expect(s.explanation.sizeModifier).toBe('Height 1 yd -> Size Modifier -2');
  });
});
