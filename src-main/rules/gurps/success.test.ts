import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { contestWinner, criticalSuccessCeiling, judgeRoll, quickContest, successChances, successRoll } from './success';

describe('success rolls on 3d6 (supplement B5; 000_4b7986e803b19dcc.txt, "Attack Roll")', () => {
  it('a roll at or under effective skill succeeds, by the difference', () => {
    const r = successRoll(12, scriptedRng([4, 4, 4]));
    expect(r).toMatchObject({ success: true, critical: null, margin: 0 });
    expect(successRoll(12, scriptedRng([5, 4, 4])).success).toBe(false);
  });

  it('3 and 4 always succeed and are critical, even at effective skill 1', () => {
    expect(judgeRoll(3, 1)).toEqual({ success: true, critical: 'success' });
    expect(judgeRoll(4, 1)).toEqual({ success: true, critical: 'success' });
  });

  it('5 is critical at skill 15, 6 at skill 16 or more', () => {
    expect(criticalSuccessCeiling(14)).toBe(4);
    expect(criticalSuccessCeiling(15)).toBe(5);
    expect(criticalSuccessCeiling(16)).toBe(6);
    expect(judgeRoll(6, 15)).toEqual({ success: true, critical: null });
    expect(judgeRoll(6, 16)).toEqual({ success: true, critical: 'success' });
  });

  it('17 and 18 always fail; 18 is always critical, 17 only at skill 15 or less', () => {
    expect(judgeRoll(17, 20)).toEqual({ success: false, critical: null });
    expect(judgeRoll(17, 15)).toEqual({ success: false, critical: 'failure' });
    expect(judgeRoll(18, 25)).toEqual({ success: false, critical: 'failure' });
  });

  it('a roll 10 or more over effective skill is a critical failure', () => {
    expect(judgeRoll(15, 5)).toEqual({ success: false, critical: 'failure' });
    expect(judgeRoll(14, 5)).toEqual({ success: false, critical: null });
  });

  it('exact chances: skill 10 succeeds on half the rolls; 3-4 is 4/216', () => {
    const c = successChances(10);
    expect(c.success).toBeCloseTo(0.5, 12);
    expect(c.criticalSuccess).toBeCloseTo(4 / 216, 12);
    // 18 (1/216) plus 17 (3/216) at skill 10, and nothing 20+ exists.
    expect(c.criticalFailure).toBeCloseTo(4 / 216, 12);
    expect(c.failure).toBeCloseTo(0.5, 12);
  });

  it('exact chances at the extremes: skill 3 still wins on 3-4; skill 20 still loses on 17-18', () => {
    expect(successChances(3).success).toBeCloseTo(4 / 216, 12);
    expect(successChances(20).success).toBeCloseTo(212 / 216, 12);
    // At 16+ a 5 and 6 are critical too: 1+3+6+10 ways = 20/216.
    expect(successChances(16).criticalSuccess).toBeCloseTo(20 / 216, 12);
  });

  it('quick contest: the larger margin wins; a success beats a failure; equal margins tie', () => {
    const c = quickContest(12, 12, scriptedRng([2, 2, 2, 4, 4, 2]));
    expect(c.a.margin).toBe(6);
    expect(c.b.margin).toBe(2);
    expect(c).toMatchObject({ winner: 'a', margin: 4 });
    const fail = successRoll(10, scriptedRng([6, 6, 1]));
    const pass = successRoll(10, scriptedRng([3, 3, 4]));
    expect(contestWinner(fail, pass)).toEqual({ winner: 'b', margin: 3 });
    expect(contestWinner(pass, pass)).toEqual({ winner: null, margin: 0 });
  });
});
