import { describe, expect, it } from 'vitest';
import { deprivationDay, starvationFatigueCap, starvationFatigueRecovery, starvationMultiplier, type Pools } from './starvation';

describe('starvation multiplier (002_6bcc9877716aeba8.txt, "Starvation", detailed rules)', () => {
  it('a 2-inch humanoid (LS 1/36) on Area Scale food suffers 6 times the fatigue', () => {
    const m = starvationMultiplier({ size: { linearScale: 1 / 36 }, foodMultiplier: 1 / 1296 });
    expect(m.multiplier).toBeCloseTo(6, 9);
    expect(m.estimate).toBeCloseTo(6, 9);
  });

  it('Linear Scale 2 on Area Scale food: 1/sqrt(2); with detailed LS^2.25 food a little more', () => {
    expect(starvationMultiplier({ size: { linearScale: 2 }, foodMultiplier: 4 }).multiplier).toBeCloseTo(Math.SQRT1_2, 12);
    expect(starvationMultiplier({ size: { linearScale: 2 }, foodMultiplier: 2 ** 2.25 }).multiplier).toBeCloseTo(0.771, 3);
  });
});

describe('going without (002_6bcc9877716aeba8.txt, "Starvation" simple rules and "Dehydration")', () => {
  it('HT-based: each missed meal is 1 fatigue until Fatigue is 3, then HP/30 a meal (HP/10 per three)', () => {
    const day = deprivationDay({ mealsMissedFood: 3, mealsMissedWater: 0, pools: { fp: 4, fpMax: 10, hp: 10, hpMax: 10 }, fatigueBase: 'ht' });
    expect(day.fpLost).toBe(1);
    expect(day.hpLost).toBeCloseTo(2 / 3, 12);
    expect(day.losses.map((l) => l.pool)).toEqual(['FP', 'HP', 'HP']);
    expect(day.sentences[1]).toBe('Missed meal 2: Fatigue 3 is at or below 3, so -0.333 HP (HP/10 per three meals)');
  });

  it('ST-based, Combat ST 20: each meal costs 2 fatigue and the switch comes at Fatigue 20/3', () => {
    const day = deprivationDay({ mealsMissedFood: 2, mealsMissedWater: 0, pools: { fp: 8, fpMax: 20, hp: 20, hpMax: 20 }, fatigueBase: 'st', combatSt: 20 });
    expect(day).toMatchObject({ fpLost: 2, fpAfter: 6 });
    expect(day.hpLost).toBeCloseTo(2 / 3, 12);
  });

  it('dehydration: the fatigue plus HP/10 a missed drink; +25% hot, +50% desert', () => {
    const pools = { fp: 10, fpMax: 10, hp: 10, hpMax: 10 };
    expect(deprivationDay({ mealsMissedFood: 0, mealsMissedWater: 1, pools, fatigueBase: 'ht' })).toMatchObject({ fpLost: 1, hpLost: 1 });
    expect(deprivationDay({ mealsMissedFood: 0, mealsMissedWater: 1, pools, fatigueBase: 'ht', climate: 'hot' })).toMatchObject({ fpLost: 1.25, hpLost: 1.25 });
    const desert = deprivationDay({ mealsMissedFood: 0, mealsMissedWater: 1, pools, fatigueBase: 'ht', climate: 'desert' });
    expect(desert).toMatchObject({ fpLost: 1.5, hpLost: 1.5 });
    expect(desert.sentences).toEqual(['Missed drink 1: -1.5 FP, -1.5 HP (HP/10 x 1.5 desert)']);
  });

  it('a full day fed and watered changes nothing', () => {
    const day = deprivationDay({ mealsMissedFood: 0, mealsMissedWater: 0, pools: { fp: 10, fpMax: 10, hp: 10, hpMax: 10 }, fatigueBase: 'ht' });
    expect(day).toMatchObject({ fpLost: 0, hpLost: 0, losses: [], delirious: false });
  });

  it('refuses more than three meals a day, or ST-based Fatigue without Combat ST', () => {
    const pools = { fp: 10, fpMax: 10, hp: 10, hpMax: 10 };
    expect(() => deprivationDay({ mealsMissedFood: 4, mealsMissedWater: 0, pools, fatigueBase: 'ht' })).toThrow(/mealsMissedFood: must be a whole number from 0 to 3, got 4/);
    expect(() => deprivationDay({ mealsMissedFood: 1, mealsMissedWater: 0, pools, fatigueBase: 'st' })).toThrow(/combatSt/);
  });
});

/** Three days with no food and no water, HT 10 (HT-based Fatigue 10), detailed multiplier, temperate. */
function threeDays(pools: Pools, multiplier: number) {
  const days = [];
  let current = pools;
  for (let d = 0; d < 3; d++) {
    const day = deprivationDay({ mealsMissedFood: 3, mealsMissedWater: 3, pools: current, fatigueBase: 'ht', multiplier });
    days.push(day);
    current = { ...current, fp: day.fpAfter, hp: day.hpAfter };
  }
  return days;
}

describe('three days without food or water, by hand (002_6bcc9877716aeba8.txt, "Starvation" and "Dehydration")', () => {
  // LS 2, 1200 lb, HP 20, Fatigue 10, m = 1/sqrt(2) = 0.7071. A missed drink: -m FP, -2m HP; a missed meal: -m FP, or -2m/3 HP at Fatigue 3 or less.
  // Day 1: 3 drinks + 3 meals from FP: FP -6m = -4.243 (10 -> 5.757); HP -6m = -4.243 (20 -> 15.757).
  // Day 2: FP 5.757 -> 5.050 -> 4.343 -> 3.636 -> 2.929 -> 2.222 (5m); the third meal hits HP: HP -6m - 2m/3 = -4.714 (-> 11.043).
  // Day 3: FP 2.222 -> 0.101 from drinks only (3m); every meal hits HP: HP -6m - 2m = -5.657 (-> 5.386). Not yet delirious.
  it('Linear Scale 2 (1200 lb, HP 20)', () => {
    const m = Math.SQRT1_2;
    const [d1, d2, d3] = threeDays({ fp: 10, fpMax: 10, hp: 20, hpMax: 20 }, m);
    expect(d1.fpLost).toBeCloseTo(6 * m, 12);
    expect(d1.hpLost).toBeCloseTo(6 * m, 12);
    expect(d2.fpLost).toBeCloseTo(5 * m, 12);
    expect(d2.hpLost).toBeCloseTo(6 * m + (2 * m) / 3, 12);
    expect(d3.fpLost).toBeCloseTo(3 * m, 12);
    expect(d3.hpLost).toBeCloseTo(8 * m, 12);
    expect(d3.fpAfter).toBeCloseTo(10 - 14 * m, 12);
    expect(d3.hpAfter).toBeCloseTo(20 - (62 / 3) * m, 12);
    expect([d1.delirious, d2.delirious, d3.delirious]).toEqual([false, false, false]);
  });

  // LS 1/2, 18.75 lb, HP 5, Fatigue 10, m = sqrt(2) = 1.414. A missed drink: -m FP, -m/2 HP; a missed meal: -m FP, or -m/6 HP at Fatigue 3 or less.
  // Day 1: three drinks and two meals come off FP (5m = 7.071, 10 -> 2.929); the third meal hits HP: HP -1.5m - m/6 = -2.357 (5 -> 2.643).
  // Day 2: drinks take FP 2.929 -> 1.515 -> 0.101 -> 0 (the last only 0.101); all meals hit HP: HP -1.5m - 0.5m = -2.828 (-> -0.185). Delirious.
  // Day 3: no Fatigue left to lose; HP -2m = -2.828 (-> -3.014).
  it('Linear Scale 1/2 (18.75 lb, HP 5)', () => {
    const m = Math.SQRT2;
    const [d1, d2, d3] = threeDays({ fp: 10, fpMax: 10, hp: 5, hpMax: 5 }, m);
    expect(d1.fpLost).toBeCloseTo(5 * m, 12);
    expect(d1.hpLost).toBeCloseTo(1.5 * m + m / 6, 12);
    expect(d1.hpAfter).toBeCloseTo(2.643, 3);
    expect(d2.fpLost).toBeCloseTo(10 - 5 * m, 12);
    expect(d2.fpAfter).toBe(0);
    expect(d2.hpLost).toBeCloseTo(2 * m, 12);
    expect(d2.hpAfter).toBeCloseTo(5 - (11 / 3) * m, 12);
    expect(d2.delirious).toBe(true);
    expect(d3.fpLost).toBe(0);
    expect(d3.hpLost).toBeCloseTo(2 * m, 12);
    expect(d3.hpAfter).toBeCloseTo(5 - (17 / 3) * m, 12);
    expect(d3.sentences.at(-1)).toBe('Fatigue is gone from thirst: delirious or unconscious, and HP keep falling');
  });
});

describe('recovering from starvation (002_6bcc9877716aeba8.txt, "Recovery from starvation")', () => {
  it('20% of HP down: Fatigue back only to 10% short; 50% down: 25% short', () => {
    expect(starvationFatigueCap({ fpMax: 10, hpMax: 10, hpLostToStarvation: 2 })).toBe(9);
    expect(starvationFatigueCap({ fpMax: 12, hpMax: 20, hpLostToStarvation: 10 })).toBe(9);
  });

  it('1 point per 2 hours with food and rest, up to the cap', () => {
    const base = { fpMax: 10, hpMax: 10, hpLostToStarvation: 2, fatigueBase: 'ht' as const };
    expect(starvationFatigueRecovery({ ...base, hours: 4, fp: 3 })).toMatchObject({ recovered: 2, fpAfter: 5, cap: 9 });
    expect(starvationFatigueRecovery({ ...base, hours: 24, fp: 3 })).toMatchObject({ recovered: 6, fpAfter: 9 });
    expect(starvationFatigueRecovery({ ...base, hours: 4, fp: 3, fatigueBase: 'st', combatSt: 20 }).recovered).toBe(4);
  });
});
