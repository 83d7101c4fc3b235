import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';
import { diceExpression, formatGurpsDice, type GurpsDice } from '../dice/gurps-notation';
import { requireFinite, requireNonNegative, requireOneOf, requirePositive } from './input-guards';
import { formatFigure as f } from './format-figure';
import { massMultiplier } from './size';
import { RuleInputError } from '../rule-input-error';

// 002_6bcc9877716aeba8.txt, "Collisions": perfectly inelastic, no bouncing.

export type CollisionKind = 'head-on' | 'rear-end' | 'broadside';
const KINDS: readonly CollisionKind[] = ['head-on', 'rear-end', 'broadside'];

export interface Mover {
  readonly massLb: number;
  /** Speed along its own direction of travel. */
  readonly mph: number;
}

export interface CollisionSide {
  readonly speedChangeMph: number;
  /** Speed afterwards in its own former direction of travel; negative means thrown backward. */
  readonly speedAfterMph: number;
}

export interface CollisionSpeeds {
  readonly combinedMph: number;
  readonly a: CollisionSide;
  readonly b: CollisionSide;
  readonly explanation: readonly string[];
}

/**
 * Head-on speeds add; in a rear-end collision `a` is the faster one behind; in a
 * broadside `a` is the striker and only its speed counts. Each side's speed change
 * is the combined speed times the other side's share of the combined mass.
 */
export function collisionSpeeds(input: { readonly kind: CollisionKind; readonly a: Mover; readonly b: Mover }): CollisionSpeeds {
  const { kind, a, b } = input;
  requireOneOf('kind', kind, KINDS);
  for (const [name, side] of [
    ['a', a],
    ['b', b],
  ] as const) {
    requirePositive([name, 'massLb'], side.massLb);
    requireNonNegative([name, 'mph'], side.mph);
  }
  if (kind === 'rear-end' && a.mph < b.mph) {
    throw new RuleInputError(['a', 'mph'], `must be at least b.mph in a rear-end collision (a is the one behind), got ${a.mph} < ${b.mph}`);
  }
  const combinedMph = kind === 'head-on' ? a.mph + b.mph : kind === 'rear-end' ? a.mph - b.mph : a.mph;
  const total = a.massLb + b.massLb;
  const [aExact, bExact] = [(combinedMph * b.massLb) / total, (combinedMph * a.massLb) / total];
  const [aChange, bChange] = withFrictionLoss(aExact, bExact);
  // Each change points the way the other body was going: against a's travel, and
  // against b's own travel head-on but along it when b is struck from behind.
  const aAfter = a.mph - aChange;
  const bAfter = kind === 'head-on' ? b.mph - bChange : b.mph + bChange;
  const combinedText =
    kind === 'head-on'
      ? `Combined speed = ${f(a.mph)} + ${f(b.mph)} = ${f(combinedMph)} mph`
      : kind === 'rear-end'
        ? `Combined speed = ${f(a.mph)} - ${f(b.mph)} = ${f(combinedMph)} mph`
        : `Combined speed = the striker's ${f(a.mph)} mph`;
  return {
    combinedMph,
    a: { speedChangeMph: aChange, speedAfterMph: aAfter },
    b: { speedChangeMph: bChange, speedAfterMph: bAfter },
    explanation: [
      combinedText,
      `A changes ${f(combinedMph)} x ${f(b.massLb)} / ${f(total)} = ${f(aExact)} mph${aExact !== aChange ? `, taken as ${f(aChange)}` : ''} -> ${f(aAfter)} mph`,
      `B changes ${f(combinedMph)} x ${f(a.massLb)} / ${f(total)} = ${f(bExact)} mph${bExact !== bChange ? `, taken as ${f(bChange)}` : ''} -> ${f(bAfter)} mph`,
      ...(aExact !== aChange ? [`The ${f(Math.min(aExact, bExact))} mph the heavier body would take is lost to friction, so the lighter one stops dead or takes the whole combined speed`] : []),
    ],
  };
}

/**
 * The seed's "Loss": a little energy goes in every collision, and the speed change of
 * 1 mph or less a much heavier body would take (the truck nudged by the PC) is
 * absorbed by friction. Lantern reads that as: such a change is dropped and the
 * lighter body takes the whole combined speed (the motorbike that "stops dead" in
 * the tank example takes its full 40 mph). Bodies of equal mass keep their halves.
 */
function withFrictionLoss(a: number, b: number): [number, number] {
  const [small, large] = a < b ? [a, b] : [b, a];
  if (small === large || small > 1) return [a, b];
  return a < b ? [0, a + b] : [a + b, 0];
}

export type HardnessId = 'very-hard' | 'hard' | 'yielding' | 'soft' | 'water' | 'very-soft';

export const HARDNESS: Readonly<Record<HardnessId, { readonly label: string; readonly multiplier: number }>> = {
  'very-hard': { label: 'Very hard (stone, concrete, metal)', multiplier: 2 },
  hard: { label: 'Hard (packed soil)', multiplier: 1.5 },
  yielding: { label: 'Yielding (soft soil, another character)', multiplier: 1 },
  soft: { label: 'Soft (mud, sand)', multiplier: 2 / 3 },
  water: { label: 'Water (belly flop; a good dive does better)', multiplier: 1 / 2 },
  'very-soft': { label: 'Very soft (air bag, mattress)', multiplier: 1 / 3 },
};

const HARDNESS_IDS = Object.keys(HARDNESS) as HardnessId[];

/** 1d per 10 mph of a side's own speed change, x sqrt(own mass / 150 lb). */
export function ownCollisionDice(input: { readonly speedChangeMph: number; readonly massLb: number }): number {
  requireNonNegative('speedChangeMph', input.speedChangeMph);
  return (input.speedChangeMph / 10) * massMultiplier(input.massLb);
}

export interface CollisionBody {
  readonly massLb: number;
  readonly speedChangeMph: number;
  /** What this body is made of; it multiplies the dice the other side takes. */
  readonly hardness: HardnessId;
}

export interface CollisionDice {
  readonly aOwnDice: number;
  readonly bOwnDice: number;
  /** The higher of the two, which both sides suffer before hardness. */
  readonly sharedDice: number;
  readonly aTakesDice: number;
  readonly bTakesDice: number;
  readonly explanation: readonly string[];
}

export function collisionDice(input: { readonly a: CollisionBody; readonly b: CollisionBody }): CollisionDice {
  const { a, b } = input;
  requireOneOf('a.hardness', a.hardness, HARDNESS_IDS);
  requireOneOf('b.hardness', b.hardness, HARDNESS_IDS);
  const aOwnDice = ownCollisionDice(a);
  const bOwnDice = ownCollisionDice(b);
  const sharedDice = Math.max(aOwnDice, bOwnDice);
  const aTakesDice = sharedDice * HARDNESS[b.hardness].multiplier;
  const bTakesDice = sharedDice * HARDNESS[a.hardness].multiplier;
  const own = (side: CollisionBody, dice: number) =>
    `${f(side.speedChangeMph)} mph / 10 x square root of (${f(side.massLb)} lb / 150) = ${f(dice)}d`;
  return {
    aOwnDice,
    bOwnDice,
    sharedDice,
    aTakesDice,
    bTakesDice,
    explanation: [
      `A: ${own(a, aOwnDice)}`,
      `B: ${own(b, bOwnDice)}`,
      `Both use the higher, ${f(sharedDice)}d`,
      `A takes ${f(sharedDice)}d x ${f(HARDNESS[b.hardness].multiplier)} for B's hardness = ${f(aTakesDice)}d`,
      `B takes ${f(sharedDice)}d x ${f(HARDNESS[a.hardness].multiplier)} for A's hardness = ${f(bTakesDice)}d`,
    ],
  };
}

export interface DiceCount {
  /** Whole dice and adds to roll, or null when under one die (then one die is rolled and scaled). */
  readonly dice: GurpsDice | null;
  /** Multiplier on a single die's face when under one die; 1 otherwise. */
  readonly scale: number;
  readonly label: string;
}

/**
 * Turns a computed number of dice into something to roll. From one die up, a
 * fraction of a die becomes adds at 3.5 points per die, rounded to the nearest
 * add (the falling table's 1d+1 at 12 mph and 2d+2 at 25 mph follow the same
 * rule). Under one die a single die is rolled and multiplied by the fraction,
 * keeping the decimals, since tiny bodies have fractional HP.
 */
export function diceForCount(count: number): DiceCount {
  requireNonNegative('count', count);
  if (count === 0) return { dice: null, scale: 0, label: 'no damage' };
  if (count < 1) return { dice: null, scale: count, label: `1d x ${f(count)}` };
  const whole = Math.floor(count);
  const dice = { dice: whole, adds: Math.round((count - whole) * 3.5) };
  return { dice, scale: 1, label: formatGurpsDice(dice) };
}

export function rollDiceCount(count: number, rng: Rng): { readonly total: number; readonly label: string; readonly roll?: RollResult } {
  const plan = diceForCount(count);
  if (plan.scale === 0) return { total: 0, label: plan.label };
  const result = roll(plan.dice ? diceExpression(plan.dice) : '1d6', rng);
  return { total: Math.max(0, result.total * plan.scale), label: plan.label, roll: result };
}

/** How widely an impact is spread over the body: sets the share of HP it cannot get past. */
export type ImpactSpread = 'spread' | 'localized' | 'point';
const SPREAD_FRACTION: Readonly<Record<ImpactSpread, number>> = { spread: 1 / 2, localized: 1 / 4, point: 0 };

export function impactAbsorption(input: { readonly hp: number; readonly spread: ImpactSpread }): number {
  requirePositive('hp', input.hp);
  requireOneOf('spread', input.spread, Object.keys(SPREAD_FRACTION) as ImpactSpread[]);
  return input.hp * SPREAD_FRACTION[input.spread];
}

export interface ImpactDamage {
  readonly dice: number;
  readonly label: string;
  readonly rolled: number;
  readonly absorbed: number;
  readonly dr: number;
  /** Kept exact (HP/2 of an odd HP, fractions of a die); the caller rounds if it wants whole points. */
  readonly damage: number;
  readonly roll?: RollResult;
  readonly explanation: string;
}

/** Rolls collision or falling dice, then takes off HP/2, HP/4 or nothing by spread, and DR. */
export function rollImpactDamage(
  input: { readonly dice: number; readonly hp: number; readonly spread: ImpactSpread; readonly dr?: number },
  rng: Rng,
): ImpactDamage {
  const { dice, hp, spread, dr = 0 } = input;
  requireNonNegative('dr', dr);
  const absorbed = impactAbsorption({ hp, spread });
  const rolled = rollDiceCount(dice, rng);
  const damage = Math.max(0, rolled.total - absorbed - dr);
  const spreadText = spread === 'spread' ? 'HP/2' : spread === 'localized' ? 'HP/4' : 'nothing (point impact)';
  return {
    dice,
    label: rolled.label,
    rolled: rolled.total,
    absorbed,
    dr,
    damage,
    ...(rolled.roll ? { roll: rolled.roll } : {}),
    explanation: `${rolled.label} rolled ${f(rolled.total)} - ${spreadText} ${f(absorbed)} - DR ${f(dr)} = ${f(damage)}`,
  };
}

export interface PoweredMassInput {
  readonly massLb: number;
  /** A creature pushing with its legs (or wings). */
  readonly loadSt?: number;
  /** A vehicle accelerating forward. */
  readonly engineKw?: number;
  readonly thrust?: { readonly amount: number; readonly medium: 'water' | 'air' };
  /** Current speed / top speed, for the advanced torque rule. */
  readonly speedFraction?: number;
  /**
   * Advanced traction: the most the power bonus may add. The seed's own cap formula
   * is missing from our copy; its example caps at half the weight for standard
   * traction (see `standardTractionCapLb`).
   */
  readonly tractionCapLb?: number;
}

export const standardTractionCapLb = (weightLb: number): number => {
  requirePositive('weightLb', weightLb);
  return weightLb / 2;
};

/**
 * Power pushing through the impact counts as extra mass: Load ST x 10 lb, engine
 * kW x 10, thrust x 1 in water or x 0.1 in air. Torque: x2 under 1/4 of top
 * speed, x1/2 over 1/2. Use the result for both speed change and the mass multiplier.
 */
export function poweredMass(input: PoweredMassInput): { readonly effectiveMassLb: number; readonly bonusLb: number; readonly explanation: string } {
  const { massLb, loadSt = 0, engineKw = 0, thrust, speedFraction, tractionCapLb } = input;
  requirePositive('massLb', massLb);
  requireNonNegative('loadSt', loadSt);
  requireNonNegative('engineKw', engineKw);
  const parts: string[] = [];
  let bonus = 0;
  if (loadSt > 0) {
    bonus += loadSt * 10;
    parts.push(`Load ST ${f(loadSt)} x 10`);
  }
  if (engineKw > 0) {
    bonus += engineKw * 10;
    parts.push(`${f(engineKw)} kW x 10`);
  }
  if (thrust) {
    requireNonNegative('thrust.amount', thrust.amount);
    requireOneOf(['thrust', 'medium'], thrust.medium, ['water', 'air']);
    const factor = thrust.medium === 'water' ? 1 : 0.1;
    bonus += thrust.amount * factor;
    parts.push(`thrust ${f(thrust.amount)} x ${f(factor)}`);
  }
  if (speedFraction !== undefined) {
    requireNonNegative('speedFraction', speedFraction);
    const torque = speedFraction < 1 / 4 ? 2 : speedFraction > 1 / 2 ? 1 / 2 : 1;
    if (torque !== 1) {
      bonus *= torque;
      parts.push(`x ${f(torque)} torque`);
    }
  }
  if (tractionCapLb !== undefined) {
    requireNonNegative('tractionCapLb', tractionCapLb);
    if (bonus > tractionCapLb) parts.push(`capped by traction at ${f(tractionCapLb)}`);
    bonus = Math.min(bonus, tractionCapLb);
  }
  const effectiveMassLb = massLb + bonus;
  return {
    effectiveMassLb,
    bonusLb: bonus,
    explanation: parts.length
      ? `Effective mass = ${f(massLb)} lb + (${parts.join(', ')}) = ${f(effectiveMassLb)} lb`
      : `Effective mass = ${f(massLb)} lb (no power behind it)`,
  };
}

/** Overrun trampling: sqrt(weight lb) / 20 dice, doubled when a vehicle runs over another vehicle. */
export function tramplingDice(input: { readonly weightLb: number; readonly vehicleOnVehicle?: boolean }): { readonly dice: number; readonly explanation: string } {
  const { weightLb, vehicleOnVehicle = false } = input;
  requirePositive('weightLb', weightLb);
  const dice = (Math.sqrt(weightLb) / 20) * (vehicleOnVehicle ? 2 : 1);
  return {
    dice,
    explanation: `Trampling = square root of ${f(weightLb)} lb / 20${vehicleOnVehicle ? ' x 2 (vehicle on vehicle)' : ''} = ${f(dice)}d`,
  };
}

/** Legs overrun a target of the same Size or smaller; wheels and other ground drives need 3 Size levels more. */
export function canOverrun(input: { readonly attackerSize: number; readonly targetSize: number; readonly propulsion: 'legs' | 'wheels' }): boolean {
  requireFinite('attackerSize', input.attackerSize);
  requireFinite('targetSize', input.targetSize);
  requireOneOf('propulsion', input.propulsion, ['legs', 'wheels']);
  return input.attackerSize - input.targetSize >= (input.propulsion === 'legs' ? 0 : 3);
}
