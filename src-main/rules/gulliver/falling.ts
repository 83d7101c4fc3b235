import { requireNonNegative, requireOneOf, requirePositive } from './input-guards';
import { diceForCount, HARDNESS, impactAbsorption, type HardnessId, type ImpactSpread } from './collisions';
import { formatFigure as f } from './format-figure';
import { massMultiplier, resolveLinearScale, resolveMassLb, type BodySize } from './size';

// 002_6bcc9877716aeba8.txt, "Falling": a fall is a collision with the ground.

export interface FallingRow {
  readonly yardsPerSecond: number;
  readonly mph: number;
  readonly yards: number;
  readonly seconds: number;
  /** Damage for a 150-lb human as the table prints it, before mass, surface and HP. */
  readonly baseDamage: string;
}

/** Earth's pull in yards per second per second, as the seed rounds it. */
export const FALL_ACCELERATION = 10;

/** The table's own conversion: 1 yard per second is 2 mph. */
export const MPH_PER_YARD_PER_SECOND = 2;

// The Falling Table (1 g) as [seconds, yards fallen, base damage]. Its speed
// columns are exactly 10 yd/s per second and 2 mph per yd/s on every row, so they
// are derived rather than stored.
const ROWS: readonly (readonly [number, number, string])[] = [
  [0.05, 0.01, '1d/10'],
  [0.1, 0.05, '1d/5'],
  [0.15, 0.1, '1d/3'],
  [0.2, 0.2, '1d/2'],
  [0.25, 0.3, '1d/2'],
  [0.3, 0.5, '1d-1'],
  [0.35, 0.6, '1d-1'],
  [0.4, 0.8, '1d'],
  [0.45, 1, '1d'],
  [0.5, 1.25, '1d'],
  [0.6, 2, '1d+1'],
  [0.75, 3, '1d+2'],
  [1, 5, '2d'],
  [1.25, 7, '2d+2'],
  [1.5, 10, '3d'],
  [1.75, 15, '3d+2'],
  [2, 20, '4d'],
  [2.25, 25, '4d+2'],
  [2.5, 30, '5d'],
  [2.75, 35, '5d+2'],
  [3, 45, '6d'],
  [3.25, 50, '6d+2'],
  [3.5, 60, '7d'],
  [3.75, 70, '7d+2'],
  [4, 80, '8d'],
  [4.25, 90, '8d+2'],
  [4.5, 100, '9d'],
  [5, 125, '10d'],
  [5.5, 150, '11d'],
  [6, 180, '12d'],
  [6.5, 210, '13d'],
  [7, 245, '14d'],
  [7.5, 280, '15d'],
];

export const FALLING_TABLE: readonly FallingRow[] = ROWS.map(([seconds, yards, baseDamage]) => {
  const yardsPerSecond = Math.round(FALL_ACCELERATION * seconds * 100) / 100;
  return { yardsPerSecond, mph: yardsPerSecond * MPH_PER_YARD_PER_SECOND, yards, seconds, baseDamage };
});

const lastRowAtOrBelow = (value: number, key: 'yards' | 'seconds'): FallingRow | null => {
  let found: FallingRow | null = null;
  for (const row of FALLING_TABLE) if (row[key] <= value) found = row;
  return found;
};

/**
 * Between rows we read the row at or below the distance (or time): the speed
 * already reached, not the next one. Under the first row (0.01 yd) it is null: no fall to speak of.
 */
export function fallingRowForYards(yards: number): FallingRow | null {
  requireNonNegative('yards', yards);
  return lastRowAtOrBelow(yards, 'yards');
}

export function fallingRowForSeconds(seconds: number): FallingRow | null {
  requireNonNegative('seconds', seconds);
  return lastRowAtOrBelow(seconds, 'seconds');
}

/** Distance fallen ignoring air: 0.5 x (10 yd/s^2 x gravity) x t^2. */
export function fallDistanceYards(input: { readonly seconds: number; readonly gravity?: number }): number {
  const { seconds, gravity = 1 } = input;
  requireNonNegative('seconds', seconds);
  requirePositive('gravity', gravity);
  return 0.5 * FALL_ACCELERATION * gravity * seconds ** 2;
}

/** Time to fall a distance ignoring air: square root of (2 x distance / acceleration). */
export function fallTimeSeconds(input: { readonly yards: number; readonly gravity?: number }): number {
  const { yards, gravity = 1 } = input;
  requireNonNegative('yards', yards);
  requirePositive('gravity', gravity);
  return Math.sqrt((2 * yards) / (FALL_ACCELERATION * gravity));
}

export type FallPose = 'spread' | 'limp' | 'diving';
const POSE_FACTOR: Readonly<Record<FallPose, number>> = { spread: 1, limp: 1.25, diving: 1.5 };

/** 100 mph x sqrt(LS) x sqrt(gravity) / sqrt(air density), spread-eagle; limp x1.25, diving x1.5. */
export function terminalVelocityMph(input: {
  readonly size: BodySize;
  readonly gravity?: number;
  readonly airDensity?: number;
  readonly pose?: FallPose;
}): { readonly mph: number; readonly explanation: string } {
  const { size, gravity = 1, airDensity = 1, pose = 'spread' } = input;
  requirePositive('gravity', gravity);
  requirePositive('airDensity', airDensity);
  requireOneOf('pose', pose, Object.keys(POSE_FACTOR) as FallPose[]);
  const ls = resolveLinearScale(size);
  const factor = POSE_FACTOR[pose];
  const mph = (100 * Math.sqrt(ls) * Math.sqrt(gravity) * factor) / Math.sqrt(airDensity);
  const poseText = factor === 1 ? '' : ` x ${f(factor)} ${pose}`;
  return {
    mph,
    explanation: `Terminal velocity = 100 mph x square root of LS ${f(ls)} x square root of gravity ${f(gravity)} / square root of air density ${f(airDensity)}${poseText} = ${f(mph)} mph`,
  };
}

/** Speed after falling for a time: the table row's speed x gravity (a formula past the table's 7.5 s). */
export function fallSpeedAfterSeconds(input: { readonly seconds: number; readonly gravity?: number }): number {
  const { seconds, gravity = 1 } = input;
  requirePositive('gravity', gravity);
  const row = fallingRowForSeconds(seconds);
  const last = FALLING_TABLE[FALLING_TABLE.length - 1];
  if (seconds > last.seconds) return FALL_ACCELERATION * seconds * MPH_PER_YARD_PER_SECOND * gravity;
  return (row?.mph ?? 0) * gravity;
}

export interface ImpactSpeed {
  readonly mph: number;
  readonly cappedByTerminal: boolean;
  readonly explanation: string;
}

/**
 * Speed on landing after a drop. At gravity g a fall of d yards takes the same
 * time as d/g yards at 1 g and ends g times as fast, so we read the table at d/g
 * and multiply by g; past the table, speed = 2 mph x square root of (2 x 10 g x d).
 */
export function fallImpactSpeed(input: { readonly yards: number; readonly gravity?: number; readonly terminalMph?: number }): ImpactSpeed {
  const { yards, gravity = 1, terminalMph } = input;
  requireNonNegative('yards', yards);
  requirePositive('gravity', gravity);
  const lookup = yards / gravity;
  const last = FALLING_TABLE[FALLING_TABLE.length - 1];
  let mph: number;
  let how: string;
  if (lookup > last.yards) {
    mph = MPH_PER_YARD_PER_SECOND * Math.sqrt(2 * FALL_ACCELERATION * gravity * yards);
    how = `2 x square root of (2 x 10 x ${f(gravity)} x ${f(yards)} yd) = ${f(mph)} mph`;
  } else {
    const row = fallingRowForYards(lookup);
    mph = (row?.mph ?? 0) * gravity;
    how = row ? `table row ${f(row.yards)} yd: ${f(row.mph)} mph${gravity === 1 ? '' : ` x gravity ${f(gravity)} = ${f(mph)} mph`}` : 'too short a drop for the table: 0 mph';
  }
  if (terminalMph !== undefined) {
    requirePositive('terminalMph', terminalMph);
    if (mph > terminalMph) {
      return { mph: terminalMph, cappedByTerminal: true, explanation: `${how}; capped at terminal velocity ${f(terminalMph)} mph` };
    }
  }
  return { mph, cappedByTerminal: false, explanation: how };
}

export interface FallSkills {
  /** Catfall, or a made Acrobatics roll. */
  readonly catfallOrAcrobatics?: boolean;
  /** A made DX, Judo, Wrestling or Breakfall maneuver roll. */
  readonly breakfallManeuver?: boolean;
  /** Margin of success on a roll against a Breakfall (stunt) skill. */
  readonly breakfallSkillMargin?: number;
  /** Leg power on a clean landing: the body's upward jumping speed (about 3 yd/s for a human). */
  readonly jumpYardsPerSecond?: number;
}

/**
 * Mph taken off the impact. The skill reductions do not stack with each other
 * (we keep the best one); leg power adds on top of it.
 */
export function fallSpeedReduction(skills: FallSkills): { readonly mph: number; readonly explanation: string } {
  const options: [number, string][] = [];
  if (skills.catfallOrAcrobatics) options.push([20, 'Catfall/Acrobatics -20 mph']);
  if (skills.breakfallManeuver) options.push([10, 'DX/Judo/Wrestling/Breakfall roll -10 mph']);
  if (skills.breakfallSkillMargin !== undefined) {
    requireNonNegative('breakfallSkillMargin', skills.breakfallSkillMargin);
    const mph = 20 + 2 * skills.breakfallSkillMargin;
    options.push([mph, `Breakfall skill made by ${f(skills.breakfallSkillMargin)}: -${f(mph)} mph`]);
  }
  const best = options.reduce<[number, string] | null>((a, b) => (a === null || b[0] > a[0] ? b : a), null);
  let mph = best?.[0] ?? 0;
  const parts = best ? [best[1]] : [];
  if (skills.jumpYardsPerSecond !== undefined) {
    requireNonNegative('jumpYardsPerSecond', skills.jumpYardsPerSecond);
    const legs = skills.jumpYardsPerSecond * MPH_PER_YARD_PER_SECOND;
    mph += legs;
    parts.push(`leg power -${f(legs)} mph`);
  }
  return { mph, explanation: parts.length ? parts.join('; ') : 'no reduction' };
}

export type FallSurface = HardnessId | 'water-dive';

/** A surface's multiplier: the collision hardness table, plus a proper dive into water at x1/5. */
export function fallSurfaceMultiplier(surface: FallSurface): number {
  if (surface === 'water-dive') return 1 / 5;
  requireOneOf('surface', surface, Object.keys(HARDNESS) as HardnessId[]);
  return HARDNESS[surface].multiplier;
}

/** 1d per 10 mph of impact (after reductions) x sqrt(mass / 150 lb) x the surface. */
export function fallDamageDice(input: {
  readonly impactMph: number;
  readonly massLb: number;
  readonly surface: FallSurface;
  readonly reductionMph?: number;
}): { readonly dice: number; readonly label: string; readonly explanation: string } {
  const { impactMph, massLb, surface, reductionMph = 0 } = input;
  requireNonNegative('impactMph', impactMph);
  requireNonNegative('reductionMph', reductionMph);
  const effective = Math.max(0, impactMph - reductionMph);
  const mass = massMultiplier(massLb);
  const surfaceFactor = fallSurfaceMultiplier(surface);
  const dice = (effective / 10) * mass * surfaceFactor;
  const label = diceForCount(dice).label;
  return {
    dice,
    label,
    explanation: `${f(effective)} mph / 10 x mass ${f(mass)} x surface ${f(surfaceFactor)} = ${f(dice)}d (${label})`,
  };
}

export interface FallPlan {
  readonly terminalMph: number;
  readonly impactMph: number;
  readonly reductionMph: number;
  readonly dice: number;
  readonly label: string;
  readonly absorption: number;
  /** Expected damage before DR: 3.5 per die less the absorption, never below 0. */
  readonly averageDamage: number;
  readonly explanation: readonly string[];
}

/** Everything short of the dice roll for a fall; roll `dice` with `rollImpactDamage`. */
export function planFall(input: {
  readonly yards: number;
  readonly size: BodySize;
  readonly hp: number;
  readonly surface: FallSurface;
  readonly spread?: ImpactSpread;
  readonly pose?: FallPose;
  readonly gravity?: number;
  readonly airDensity?: number;
  readonly skills?: FallSkills;
}): FallPlan {
  const { yards, size, hp, surface, spread = 'spread', pose = 'spread', gravity = 1, airDensity = 1, skills = {} } = input;
  const tv = terminalVelocityMph({ size, gravity, airDensity, pose });
  const speed = fallImpactSpeed({ yards, gravity, terminalMph: tv.mph });
  const reduction = fallSpeedReduction(skills);
  const damage = fallDamageDice({ impactMph: speed.mph, massLb: resolveMassLb(size), surface, reductionMph: reduction.mph });
  const absorption = impactAbsorption({ hp, spread });
  const averageDamage = Math.max(0, damage.dice * 3.5 - absorption);
  return {
    terminalMph: tv.mph,
    impactMph: speed.mph,
    reductionMph: reduction.mph,
    dice: damage.dice,
    label: damage.label,
    absorption,
    averageDamage,
    explanation: [
      tv.explanation,
      `Impact: ${speed.explanation}`,
      `Reduction: ${reduction.explanation}`,
      `Damage: ${damage.explanation}`,
      `Less ${f(absorption)} for HP ${f(hp)} (${spread}); average ${f(averageDamage)}`,
    ],
  };
}

export type TripPosture = 'upright' | 'semi-upright' | 'horizontal';
export type TripStance = 'normal' | 'low' | 'very-low';
const POSTURE_FACTOR: Readonly<Record<TripPosture, number>> = { upright: 1, 'semi-upright': 2 / 3, horizontal: 1 / 2 };
const STANCE_FACTOR: Readonly<Record<TripStance, number>> = { normal: 1, low: 2 / 3, 'very-low': 1 / 2 };

/**
 * A trip is a fall from the body's own height; a made balance or Breakfall roll
 * halves it, and posture and stance multiply it further (all cumulative).
 */
export function tripFallYards(input: {
  readonly heightYards: number;
  readonly rollSucceeded: boolean;
  readonly posture?: TripPosture;
  readonly stance?: TripStance;
}): { readonly yards: number; readonly explanation: string } {
  const { heightYards, rollSucceeded, posture = 'upright', stance = 'normal' } = input;
  requirePositive('heightYards', heightYards);
  requireOneOf('posture', posture, Object.keys(POSTURE_FACTOR) as TripPosture[]);
  requireOneOf('stance', stance, Object.keys(STANCE_FACTOR) as TripStance[]);
  const parts = [`height ${f(heightYards)} yd`];
  let yards = heightYards;
  if (rollSucceeded) {
    yards /= 2;
    parts.push('x 1/2 for the roll');
  }
  for (const [factor, label] of [
    [POSTURE_FACTOR[posture], posture],
    [STANCE_FACTOR[stance], `${stance} stance`],
  ] as const) {
    if (factor === 1) continue;
    yards *= factor;
    parts.push(`x ${f(factor)} ${label}`);
  }
  return { yards, explanation: `Trip = ${parts.join(' ')} = ${f(yards)} yd fall` };
}
