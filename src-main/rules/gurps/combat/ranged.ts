import { aimBonus } from './maneuvers';
import { checkModifiers, describeTotal, sumModifiers, type Modifier } from './modifiers';
import { finiteNumber, wholeNumber } from './validate';

// supplement B3 (Size and Speed/Range table); 000_4b7986e803b19dcc.txt, "Range Attacks".

const PATTERN = [2, 3, 5, 7, 10, 15] as const;

/**
 * Row i of the table: i = 0 is 2 yd, each step up follows 2-3-5-7-10-15 and six
 * steps multiply by ten. Negative rows run below 2 yd (1.5, 1, 0.7, 0.5, 0.3 ...).
 * Dividing for small rows keeps 0.7 exactly the double that the literal 0.7 is.
 */
export function tableRow(i: number): number {
  const decade = Math.floor(i / 6);
  const base = PATTERN[i - decade * 6];
  return decade >= 0 ? base * 10 ** decade : base / 10 ** -decade;
}

/** 0 up to 2 yd, then -1 per row; a measure between rows reads the farther row. */
export function speedRangeModifier(yards: number): number {
  finiteNumber('range plus speed', yards, 0);
  let i = 0;
  while (tableRow(i) < yards) i++;
  // Not `-i`: at short range that would hand the caller -0.
  return 0 - i;
}

/**
 * SM 0 at 2 yd. Between rows the smaller row counts (the mirror of the range rule):
 * only that reading makes 1 ft (1/3 yd, between the 0.3 and 0.5 rows) come out at -5.
 */
export function sizeModifier(longestYards: number): number {
  finiteNumber('longest dimension', longestYards);
  if (longestYards <= 0) throw new RangeError(`longest dimension must be more than 0 yd, got ${longestYards}`);
  let i = 0;
  while (tableRow(i) > longestYards) i--;
  while (tableRow(i + 1) <= longestYards) i++;
  return i;
}

export interface RangedShot {
  readonly rangeYards: number;
  /** Target's speed, added to the range before reading the table. */
  readonly speedYardsPerSecond?: number;
  readonly maxRange: number;
  /** Absent for weapons that never lose damage with range. */
  readonly halfDamageRange?: number;
}

export interface RangeCheck {
  readonly modifier: number;
  /** Range plus speed, the figure read from the table. */
  readonly measure: number;
  readonly halfDamage: boolean;
  readonly explanation: string;
}

/**
 * Refuses a shot past Max range. Damage halves only when the range is greater
 * than 1/2D: the seed names the range without saying which side the boundary falls on.
 */
export function checkRange(shot: RangedShot): RangeCheck {
  const range = finiteNumber('rangeYards', shot.rangeYards, 0);
  const speed = finiteNumber('speedYardsPerSecond', shot.speedYardsPerSecond ?? 0, 0);
  const max = finiteNumber('maxRange', shot.maxRange, 0);
  if (range > max) throw new RangeError(`rangeYards ${range} is beyond the weapon's Max range of ${max} yd`);
  const halfD = shot.halfDamageRange;
  if (halfD !== undefined) finiteNumber('halfDamageRange', halfD, 0);
  const measure = range + speed;
  const modifier = speedRangeModifier(measure);
  const halfDamage = halfD !== undefined && range > halfD;
  const read = speed > 0 ? `${range} yd + ${speed} yd/s = ${measure}` : `${range} yd`;
  const half = halfDamage ? `; past 1/2D ${halfD} yd, so damage is halved` : '';
  return { modifier, measure, halfDamage, explanation: `range/speed ${read}: ${modifier}${half}` };
}

export interface RangedSkillInput extends RangedShot {
  readonly skill: number;
  readonly acc?: number;
  /** Seconds spent on Aim just before this attack (0 when not aimed). */
  readonly aimSeconds?: number;
  readonly targetSm?: number;
  readonly otherModifiers?: readonly Modifier[];
}

export interface RangedSkill {
  readonly effective: number;
  readonly modifiers: readonly Modifier[];
  readonly halfDamage: boolean;
  readonly explanation: string;
}

/** Skill, then Acc if aimed, then SM, then one speed/range figure, then circumstances, in the seed's order. */
export function rangedSkill(input: RangedSkillInput): RangedSkill {
  const skill = wholeNumber('skill', input.skill);
  const modifiers = [...rangedModifiers(input), ...checkModifiers('otherModifiers', input.otherModifiers ?? [])];
  const range = checkRange(input);
  return {
    effective: skill + sumModifiers(modifiers),
    modifiers,
    halfDamage: range.halfDamage,
    explanation: describeTotal('skill', skill, modifiers),
  };
}

/** Aim, size and speed/range modifiers, as labelled entries. */
export function rangedModifiers(input: Omit<RangedSkillInput, 'skill' | 'otherModifiers'>): Modifier[] {
  const modifiers: Modifier[] = [];
  const seconds = input.aimSeconds ?? 0;
  if (seconds > 0) {
    const aim = aimBonus({ acc: input.acc ?? 0, seconds });
    modifiers.push({ label: 'Aim (weapon Acc)', value: aim.total - aim.extra });
    if (aim.extra > 0) modifiers.push({ label: `aimed ${seconds} seconds`, value: aim.extra });
  } else {
    wholeNumber('aimSeconds', seconds, 0);
  }
  const sm = wholeNumber('targetSm', input.targetSm ?? 0);
  if (sm !== 0) modifiers.push({ label: 'target Size Modifier', value: sm });
  const range = checkRange(input);
  modifiers.push({ label: `speed/range (${range.measure} yd)`, value: range.modifier });
  return modifiers;
}

/** Basic damage past 1/2D: halved, fractions dropped. */
export const halveDamage = (basic: number): number => Math.floor(basic / 2);
