import type { Rng } from '../dice';
import { combatFatigueInterval } from './encumbrance';
import { attributeRoll, type CheckRoll } from './rolls';
import { requireWhole, requireWholeAtLeast } from './validate';
import { SECONDS_PER_HOUR } from '../../../src-shared/units';

// 001_d6872b0a781baa08.txt, "Fatigue". The seed writes "ST and DX" here; DX is read as AG, Shell's agility.

export type FatigueStage = 'fresh' | 'tired' | 'exhausted';

export interface FatigueState {
  readonly stage: FatigueStage;
  readonly stModifier: number;
  readonly agModifier: number;
  readonly mvEffect: 'none' | 'minus-one' | 'halved';
  /** At 0 END or less a WP roll, at the current END as a modifier, keeps the character awake. */
  readonly wpRollModifier: number | null;
  readonly formula: string;
}

export function fatigueState(input: { readonly baseEnd: number; readonly currentEnd: number }): FatigueState {
  requireWholeAtLeast(input.baseEnd, 'baseEnd', 1);
  requireWhole(input.currentEnd, 'currentEnd');
  const { baseEnd, currentEnd } = input;
  if (currentEnd <= 0) {
    return {
      stage: 'exhausted',
      stModifier: -2,
      agModifier: -2,
      mvEffect: 'halved',
      wpRollModifier: currentEnd,
      formula: `END ${currentEnd} is 0 or less: ST and AG -2, MV halved, WP roll at ${currentEnd === 0 ? '+0' : currentEnd} to stay conscious`,
    };
  }
  // currentEnd <= baseEnd / 3, kept in whole numbers.
  if (3 * currentEnd <= baseEnd) {
    return {
      stage: 'tired',
      stModifier: -1,
      agModifier: -1,
      mvEffect: 'minus-one',
      wpRollModifier: null,
      formula: `END ${currentEnd} is at or below a third of ${baseEnd}: ST, AG and MV -1`,
    };
  }
  return { stage: 'fresh', stModifier: 0, agModifier: 0, mvEffect: 'none', wpRollModifier: null, formula: `END ${currentEnd} of ${baseEnd}: no penalty` };
}

/** Halving rounds down, as fractions of movement are not used. */
export function fatiguedMv(mv: number, stage: FatigueStage): number {
  requireWholeAtLeast(mv, 'mv', 0);
  if (stage === 'exhausted') return Math.floor(mv / 2);
  if (stage === 'tired') return Math.max(0, mv - 1);
  return mv;
}

/** Once made, the roll holds until the character spends END again; the caller tracks that. */
export function stayConsciousRoll(input: { readonly wp: number; readonly currentEnd: number }, rng: Rng): CheckRoll {
  requireWhole(input.currentEnd, 'currentEnd');
  if (input.currentEnd > 0) throw new RangeError(`currentEnd must be 0 or less for this roll, got ${input.currentEnd}`);
  return attributeRoll({ attribute: 'WP', value: input.wp, modifier: input.currentEnd }, rng);
}

/** Knocked out by damage: END drops to 0. We read "reduced" as never raising an END already below 0. */
export const endAfterKnockout = (currentEnd: number): number => Math.min(currentEnd, 0);

// 001_d6872b0a781baa08.txt, "Fatigue": 20% of the original END back per hour of rest or sleep.
export const END_RECOVERY_PERCENT_PER_HOUR = 20;

/**
 * END regained while resting from `fromSeconds` to `toSeconds` on the game clock.
 * Only whole clock hours count (an hour boundary crossed), and the fraction of
 * a point carries: the running total by hour h is floor(h x END x 20 / 100), so
 * splitting a rest anywhere gives the same total as taking it at once.
 */
export function endRegainedBetween(input: { readonly baseEnd: number; readonly fromSeconds: number; readonly toSeconds: number }): number {
  requireWholeAtLeast(input.baseEnd, 'baseEnd', 1);
  requireWhole(input.fromSeconds, 'fromSeconds');
  requireWhole(input.toSeconds, 'toSeconds');
  if (input.toSeconds < input.fromSeconds) throw new RangeError(`toSeconds must not be before fromSeconds, got ${input.toSeconds} < ${input.fromSeconds}`);
  const byHour = (seconds: number) => Math.floor((Math.floor(seconds / SECONDS_PER_HOUR) * input.baseEnd * END_RECOVERY_PERCENT_PER_HOUR) / 100);
  return byHour(input.toSeconds) - byHour(input.fromSeconds);
}

export function recoverEnd(input: {
  readonly baseEnd: number;
  readonly currentEnd: number;
  readonly fromSeconds: number;
  readonly toSeconds: number;
}): { readonly end: number; readonly regained: number; readonly formula: string } {
  requireWhole(input.currentEnd, 'currentEnd');
  const regained = endRegainedBetween(input);
  const end = Math.min(input.baseEnd, input.currentEnd + regained);
  const hours = Math.floor(input.toSeconds / SECONDS_PER_HOUR) - Math.floor(input.fromSeconds / SECONDS_PER_HOUR);
  return {
    end,
    regained: end - input.currentEnd,
    formula: `${hours} h of rest at 20% of END ${input.baseEnd} per hour: END ${input.currentEnd} -> ${end}`,
  };
}

/**
 * END lost to fighting between two round counts of the same fight, one point per
 * full interval for the EL: like the rest helper, it adds up across any split.
 */
export function combatEndLost(input: { readonly encumbranceLevel: number; readonly fromRound: number; readonly toRound: number }): number {
  requireWholeAtLeast(input.fromRound, 'fromRound', 0);
  requireWholeAtLeast(input.toRound, 'toRound', input.fromRound);
  const interval = combatFatigueInterval(input.encumbranceLevel);
  if (interval === null) throw new RangeError(`encumbranceLevel ${input.encumbranceLevel} has no combat fatigue figure: the character cannot move`);
  return Math.floor(input.toRound / interval) - Math.floor(input.fromRound / interval);
}
