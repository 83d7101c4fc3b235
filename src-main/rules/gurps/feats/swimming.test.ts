import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/scripted-rng';
import { rollSwimEndurance, rollSwimming, swimmingPlan, swimmingTarget, waterMove } from './swimming';

const swimmer = { swimming: 10, ht: 10, encumbranceLevel: 0, intentional: false };

describe('swimming (000_4b7986e803b19dcc.txt, "Swimming")', () => {
  it('Swimming minus twice the encumbrance level, +3 for going in on purpose', () => {
    const t = swimmingTarget({ swimming: 12, ht: 10, encumbranceLevel: 1, intentional: true });
    expect(t.effective).toBe(13);
    expect(t.formula).toBe('Swimming 12 - 2 (twice encumbrance) + 3 (entered on purpose) = 13');
    expect(swimmingTarget({ ht: 11, encumbranceLevel: 0, intentional: false }).effective).toBe(7);
  });

  it('water Move is Basic Move / 5 rounded down, at least 1', () => {
    const wm = (basicMove: number) => waterMove({ basicMove, fp: 10, fpMax: 10 }).move;
    expect([4, 5, 9, 10, 15].map(wm)).toEqual([1, 1, 1, 2, 3]);
  });

  it('at a third of FP or less, water Move halves (rounding up)', () => {
    expect(waterMove({ basicMove: 15, fp: 4, fpMax: 12 }).move).toBe(2);
    expect(waterMove({ basicMove: 15, fp: 5, fpMax: 12 }).move).toBe(3);
    expect(waterMove({ basicMove: 5, fp: 0, fpMax: 12 }).move).toBe(1);
  });

  it('exact chances: drowning needs a failure for every FP left', () => {
    const plan = swimmingPlan({ ...swimmer, basicMove: 5, fp: 3, fpMax: 10 });
    expect(plan.chances.success).toBeCloseTo(0.5, 12);
    expect(plan.drowningChance).toBeCloseTo(0.125, 12);
    expect(swimmingPlan({ ...swimmer, basicMove: 5, fp: 0, fpMax: 10 }).drowningChance).toBeCloseTo(0.5, 12);
  });

  it('the top-speed fatigue roll is against the better of HT and Swimming', () => {
    expect(swimmingPlan({ ...swimmer, swimming: 14, basicMove: 5, fp: 10, fpMax: 10 }).endurance.effective).toBe(14);
    expect(swimmingPlan({ ...swimmer, swimming: 8, basicMove: 5, fp: 10, fpMax: 10 }).endurance.effective).toBe(10);
    expect(rollSwimEndurance({ swimming: 8, ht: 10 }, scriptedRng([6, 6, 1])).fpLost).toBe(1);
    expect(rollSwimEndurance({ swimming: 8, ht: 10 }, scriptedRng([3, 3, 4])).fpLost).toBe(0);
  });

  it('a failure costs 1 FP and another roll 5 s later; recovering brings the next roll in a minute', () => {
    const s = rollSwimming({ ...swimmer, fp: 10, fpMax: 10 }, scriptedRng([6, 6, 6, 5, 5, 5, 1, 2, 3]));
    expect(s.rolls.map((r) => [r.atSecond, r.roll.success, r.fpAfter])).toEqual([
      [0, false, 9],
      [5, false, 8],
      [10, true, 8],
    ]);
    expect(s).toMatchObject({ success: true, drowning: false, fpLost: 2, fp: 8, nextRollInSeconds: 60 });
  });

  it('a first-time success keeps the 5-minute rhythm', () => {
    expect(rollSwimming({ ...swimmer, fp: 10, fpMax: 10 }, scriptedRng([1, 2, 3])).nextRollInSeconds).toBe(300);
  });

  it('failing down to 0 FP is drowning', () => {
    const s = rollSwimming({ ...swimmer, fp: 2, fpMax: 10 }, scriptedRng([6, 6, 6, 6, 6, 5]));
    expect(s).toMatchObject({ success: false, drowning: true, fp: 0, fpLost: 2, nextRollInSeconds: null });
    expect(s.rolls).toHaveLength(2);
  });

  it('refuses an encumbrance level past 4', () => {
    expect(() => swimmingTarget({ ...swimmer, encumbranceLevel: 5 })).toThrow(/encumbranceLevel: must be a whole number from 0 to 4, got 5/);
  });
});
