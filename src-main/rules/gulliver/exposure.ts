import { requireFinite, requireNonNegative, requireOneOf, requirePositive } from './input-guards';
import { formatFigure as f } from './format-figure';
import { resolveLinearScale, type BodySize } from './size';
import type { RollAgainst, SuccessRoll } from './success-roll';

// 002_6bcc9877716aeba8.txt, "Exposure Hazards": acid, flame, heat, cold, gas and the like.

/** Humanlike proportions: a hazard's human damage (or fatigue) x sqrt(Linear Scale). */
export function hazardDamageMultiplier(size: BodySize): { readonly multiplier: number; readonly explanation: string } {
  const ls = resolveLinearScale(size);
  const multiplier = Math.sqrt(ls);
  return { multiplier, explanation: `Hazard damage x square root of LS ${f(ls)} = x ${f(multiplier)}` };
}

/**
 * The advanced form: the share of a human's dose the body receives (sqrt of Area
 * Scale for an all-over hazard, or a jet's fraction) times sqrt(1 / MAR), MAR
 * being mass-to-area ratio relative to a human. For an ordinary body MAR = LS and
 * this equals the simple sqrt(LS).
 */
export function advancedHazardMultiplier(input: { readonly exposure: number; readonly mar: number }): {
  readonly multiplier: number;
  readonly explanation: string;
} {
  const { exposure, mar } = input;
  requireNonNegative('exposure', exposure);
  requirePositive('mar', mar);
  const multiplier = exposure * Math.sqrt(1 / mar);
  return {
    multiplier,
    explanation: `Hazard damage x exposure ${f(exposure)} x square root of (1 / MAR ${f(mar)}) = x ${f(multiplier)}`,
  };
}

/**
 * HT rolls against hazards take half the Size Modifier (-4 at Size -8, +3 at
 * +6). An odd Size is halved toward zero, which the seed does not settle.
 */
export function exposureHtModifier(sizeModifier: number): number {
  requireFinite('sizeModifier', sizeModifier);
  return Math.trunc(sizeModifier / 2) + 0;
}

export type Build = 'skinny' | 'average' | 'overweight' | 'fat' | 'obese';
const INSULATION: Readonly<Record<Build, number>> = { skinny: 0, average: 0, overweight: 1, fat: 2, obese: 3 };

/** Bonus to HT rolls against cold. */
export function coldInsulationBonus(build: Build): number {
  requireOneOf('build', build, Object.keys(INSULATION) as Build[]);
  return INSULATION[build];
}

/** Fatigue or HP lost for the half hour: 1 per full or partial 3 points the roll was missed by. */
export function coldLossForMiss(missedBy: number): number {
  requireNonNegative('missedBy', missedBy);
  return Math.ceil(missedBy / 3);
}

export interface ColdExposure {
  readonly roll: SuccessRoll;
  /** Points of Fatigue (or HP) lost over the half hour. */
  readonly loss: number;
  /** Loss spread evenly over the half hour; null when nothing is lost. */
  readonly minutesPerPoint: number | null;
  readonly explanation: string;
}

/**
 * One half-hour HT roll against cold. A failed roll always costs at least 1
 * point, even when the roll fails on 17-18 at a margin that is not negative.
 */
export function rollColdExposure(input: { readonly ht: number; readonly modifier?: number }, rollHt: RollAgainst): ColdExposure {
  const { ht, modifier = 0 } = input;
  requireFinite('ht', ht);
  requireFinite('modifier', modifier);
  const effective = ht + modifier;
  const roll = rollHt(effective);
  if (roll.success) return { roll, loss: 0, minutesPerPoint: null, explanation: `HT ${effective} made: no loss this half hour` };
  const missedBy = Math.max(0, -roll.margin);
  const loss = Math.max(1, coldLossForMiss(missedBy));
  return {
    roll,
    loss,
    minutesPerPoint: 30 / loss,
    explanation: `HT ${effective} missed by ${missedBy}: lose ${loss} (1 per full or partial 3), one every ${f(30 / loss)} minutes`,
  };
}

/**
 * Water counts triple: its difference from the body's comfort temperature is
 * tripled to find the air temperature that feels the same (°F, or any one unit).
 */
export function waterAsAirTemperature(input: { readonly waterTemperature: number; readonly comfortTemperature: number }): {
  readonly temperature: number;
  readonly explanation: string;
} {
  const { waterTemperature, comfortTemperature } = input;
  requireFinite('waterTemperature', waterTemperature);
  requireFinite('comfortTemperature', comfortTemperature);
  const temperature = comfortTemperature + 3 * (waterTemperature - comfortTemperature);
  return {
    temperature,
    explanation: `${f(comfortTemperature)} + 3 x (${f(waterTemperature)} - ${f(comfortTemperature)}) = like ${f(temperature)} air`,
  };
}

/** Optional numbness: -1 DX per full third of the pool (FP or HP) lost to cold. Call once per pool. */
export function coldNumbnessPenalty(input: { readonly lostToCold: number; readonly poolMax: number }): number {
  requireNonNegative('lostToCold', input.lostToCold);
  requirePositive('poolMax', input.poolMax);
  return -Math.floor((3 * input.lostToCold) / input.poolMax + 1e-9) + 0;
}

export type Heat = 'none' | 'hot' | 'very-hot';
const HEAT_EXTRA: Readonly<Record<Heat, number>> = { none: 0, hot: 1, 'very-hot': 2 };

/** Extra fatigue added to each assessment in the heat; hot clothing or armour counts as 'very-hot'. */
export function heatFatigueExtra(heat: Heat): number {
  requireOneOf('heat', heat, Object.keys(HEAT_EXTRA) as Heat[]);
  return HEAT_EXTRA[heat];
}
