import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { successRollsFrom } from '../testing/success-rolls';
import {
  advancedHazardMultiplier,
  coldInsulationBonus,
  coldLossForMiss,
  coldNumbnessPenalty,
  exposureHtModifier,
  hazardDamageMultiplier,
  heatFatigueExtra,
  rollColdExposure,
  waterAsAirTemperature,
} from './exposure';

describe('hazard damage by size (002_6bcc9877716aeba8.txt, "Exposure Hazards", detailed and advanced rules)', () => {
  it('x sqrt(LS): a Linear Scale 4 Giant takes double, a two-incher (LS 1/36) one-sixth', () => {
    expect(hazardDamageMultiplier({ linearScale: 4 })).toEqual({ multiplier: 2, explanation: 'Hazard damage x square root of LS 4 = x 2' });
    expect(hazardDamageMultiplier({ linearScale: 1 / 36 }).multiplier).toBeCloseTo(1 / 6, 12);
    expect(hazardDamageMultiplier({ massLb: 150 }).multiplier).toBe(1);
  });

  it('advanced: exposure x sqrt(1 / MAR) equals the simple rule for an ordinary body (MAR = LS)', () => {
    expect(advancedHazardMultiplier({ exposure: 4, mar: 4 }).multiplier).toBe(2);
  });

  it('jet example: a 3-inch PC gets 1/4 of a jet but has 20 times the area to mass: about a full die', () => {
    expect(advancedHazardMultiplier({ exposure: 1 / 4, mar: 1 / 20 }).multiplier).toBeCloseTo(1.118, 3);
  });

  it('HT rolls take half the Size: -4 at Size -8, +3 at Size +6, odd sizes toward zero', () => {
    expect(exposureHtModifier(-8)).toBe(-4);
    expect(exposureHtModifier(6)).toBe(3);
    expect(exposureHtModifier(-5)).toBe(-2);
    expect(exposureHtModifier(5)).toBe(2);
    expect(exposureHtModifier(0)).toBe(0);
  });
});

describe('freezing (002_6bcc9877716aeba8.txt, "More on freezing")', () => {
  it('insulation: +1 Overweight, +2 Fat, +3 Obese', () => {
    expect((['average', 'overweight', 'fat', 'obese'] as const).map(coldInsulationBonus)).toEqual([0, 1, 2, 3]);
  });

  it('1 Fatigue or HP per full or partial 3 points of failure', () => {
    expect([0, 1, 3, 4, 6, 7].map(coldLossForMiss)).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it('a half-hour roll: missing HT 10 by 6 costs 2, one every 15 minutes', () => {
    const r = rollColdExposure({ ht: 10 }, successRollsFrom(scriptedRng([6, 5, 5])));
    expect(r).toMatchObject({ loss: 2, minutesPerPoint: 15 });
    expect(r.explanation).toBe('HT 10 missed by 6: lose 2 (1 per full or partial 3), one every 15 minutes');
  });

  it('a made roll costs nothing; modifiers (insulation, size) add to HT', () => {
    expect(rollColdExposure({ ht: 10, modifier: 2 }, successRollsFrom(scriptedRng([4, 4, 4]))).loss).toBe(0);
    expect(rollColdExposure({ ht: 10 }, successRollsFrom(scriptedRng([4, 4, 4]))).loss).toBe(1);
  });

  it('a 17 fails even at HT 18 and still costs 1', () => {
    expect(rollColdExposure({ ht: 18 }, successRollsFrom(scriptedRng([6, 6, 5]))).loss).toBe(1);
  });

  it('water: 60° water with a 70° comfort point feels like 40° air', () => {
    expect(waterAsAirTemperature({ waterTemperature: 60, comfortTemperature: 70 })).toEqual({
      temperature: 40,
      explanation: '70 + 3 x (60 - 70) = like 40 air',
    });
    expect(waterAsAirTemperature({ waterTemperature: 80, comfortTemperature: 70 }).temperature).toBe(100);
  });

  it('numbness: -1 DX per full third of the pool lost to cold', () => {
    expect(coldNumbnessPenalty({ lostToCold: 2, poolMax: 9 })).toBe(0);
    expect(coldNumbnessPenalty({ lostToCold: 3, poolMax: 9 })).toBe(-1);
    expect(coldNumbnessPenalty({ lostToCold: 6, poolMax: 9 })).toBe(-2);
    expect(coldNumbnessPenalty({ lostToCold: 4, poolMax: 10 })).toBe(-1);
  });
});

describe('heat (002_6bcc9877716aeba8.txt, "General Fatigue Rules", Heat)', () => {
  it('+1 fatigue in the heat, +2 when very hot or in hot armour', () => {
    expect(heatFatigueExtra('none')).toBe(0);
    expect(heatFatigueExtra('hot')).toBe(1);
    expect(heatFatigueExtra('very-hot')).toBe(2);
  });
});
