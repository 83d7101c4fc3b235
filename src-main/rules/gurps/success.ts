import { distribution, probabilityOf } from '../dice/distribution';
import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';

// Success rolls on 3d6 (supplement B5; 000_4b7986e803b19dcc.txt, "Attack Roll" and
// "Active Defense Rolls"): roll at or under the effective skill.

export type Critical = 'success' | 'failure' | null;

export interface SuccessRoll {
  readonly effective: number;
  readonly roll: RollResult;
  readonly success: boolean;
  readonly critical: Critical;
  /** Effective skill minus the roll: how much it was made (positive) or missed (negative) by. */
  readonly margin: number;
}

export interface SuccessChances {
  /** Any success, critical ones included. */
  readonly success: number;
  readonly criticalSuccess: number;
  /** Any failure, critical ones included. */
  readonly failure: number;
  readonly criticalFailure: number;
}

const THREE_D6 = distribution('3d6');

/** The highest roll that is a critical success: 4 always, 5 at effective 15, 6 at 16 or more. */
export function criticalSuccessCeiling(effective: number): number {
  if (effective >= 16) return 6;
  if (effective >= 15) return 5;
  return 4;
}

export function isCriticalFailure(total: number, effective: number): boolean {
  return total === 18 || (total === 17 && effective <= 15) || total >= effective + 10;
}

/** 3 and 4 always succeed, 17 and 18 always fail, whatever the skill. */
export function succeeds(total: number, effective: number): boolean {
  if (total <= 4) return true;
  if (total >= 17) return false;
  return total <= effective;
}

export function judgeRoll(total: number, effective: number): { success: boolean; critical: Critical } {
  const success = succeeds(total, effective);
  if (success && total <= criticalSuccessCeiling(effective)) return { success, critical: 'success' };
  if (!success && isCriticalFailure(total, effective)) return { success, critical: 'failure' };
  return { success, critical: null };
}

export function successRoll(effective: number, rng: Rng): SuccessRoll {
  const result = roll('3d6', rng);
  return { effective, roll: result, ...judgeRoll(result.total, effective), margin: effective - result.total };
}

/** Exact chances of each outcome, for showing before the dice are thrown. */
export function successChances(effective: number): SuccessChances {
  let success = 0;
  let criticalSuccess = 0;
  let criticalFailure = 0;
  for (let total = 3; total <= 18; total++) {
    const p = probabilityOf(THREE_D6, total);
    const judged = judgeRoll(total, effective);
    if (judged.success) success += p;
    if (judged.critical === 'success') criticalSuccess += p;
    if (judged.critical === 'failure') criticalFailure += p;
  }
  return { success, criticalSuccess, failure: 1 - success, criticalFailure };
}

export interface QuickContest {
  readonly a: SuccessRoll;
  readonly b: SuccessRoll;
  /** 'a' or 'b' when one wins; null on a tie (both fail, or equal margins). */
  readonly winner: 'a' | 'b' | null;
  /** The winner's margin of victory (their margin minus the loser's). */
  readonly margin: number;
}

/**
 * Both sides roll; whoever succeeds by more (or fails by less while the other fails
 * too) wins. A success always beats a failure.
 */
export function quickContest(skillA: number, skillB: number, rng: Rng): QuickContest {
  const a = successRoll(skillA, rng);
  const b = successRoll(skillB, rng);
  return { a, b, ...contestWinner(a, b) };
}

export function contestWinner(a: SuccessRoll, b: SuccessRoll): { winner: 'a' | 'b' | null; margin: number } {
  if (a.success !== b.success) return { winner: a.success ? 'a' : 'b', margin: Math.abs(a.margin - b.margin) };
  if (a.margin === b.margin) return { winner: null, margin: 0 };
  return { winner: a.margin > b.margin ? 'a' : 'b', margin: Math.abs(a.margin - b.margin) };
}

export interface ContestChances {
  readonly aWins: number;
  readonly bWins: number;
  readonly tie: number;
}

const judged = (effective: number, total: number): SuccessRoll => ({
  effective,
  roll: { expression: '3d6', total, dice: [] },
  ...judgeRoll(total, effective),
  margin: effective - total,
});

/** Exact, over all 216 x 216 pairs of rolls, decided by the same rule as `quickContest`. */
export function quickContestChances(skillA: number, skillB: number): ContestChances {
  let aWins = 0;
  let bWins = 0;
  for (let ta = 3; ta <= 18; ta++) {
    for (let tb = 3; tb <= 18; tb++) {
      const p = probabilityOf(THREE_D6, ta) * probabilityOf(THREE_D6, tb);
      const { winner } = contestWinner(judged(skillA, ta), judged(skillB, tb));
      if (winner === 'a') aWins += p;
      if (winner === 'b') bWins += p;
    }
  }
  return { aWins, bWins, tie: 1 - aWins - bWins };
}
