import { formatGurpsDice, type GurpsDice } from '../dice/gurps-notation';
import { requireFinite, requireNonNegative, requireOneOf, requireWholeAtLeast } from './input-guards';
import { formatFigure } from './format-figure';

// 002_6bcc9877716aeba8.txt, Appendix "New ST Damage": thrust by Combat ST.

/** ST 1-9 have rows of their own. */
const LOW_ST_THRUST: readonly GurpsDice[] = [
  { dice: 1, adds: -5 },
  { dice: 1, adds: -4 },
  { dice: 1, adds: -4 },
  { dice: 1, adds: -3 },
  { dice: 1, adds: -3 },
  { dice: 1, adds: -2 },
  { dice: 1, adds: -2 },
  { dice: 1, adds: -1 },
  { dice: 1, adds: -1 },
];

/**
 * From ST 10 on, the last digit of ST sets the pattern and each full 10 ST is one
 * more die: [extra dice, adds] for last digits 0-9 (ST 14 = 2d-2, ST 17 = 2d-1).
 */
const DIGIT_PATTERN: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, 0],
  [0, 1],
  [0, 1],
  [1, -2],
  [0, 2],
  [0, 2],
  [1, -1],
  [0, 3],
  [0, 3],
];

/** Average of a dice-and-adds figure, for choosing the lower of two damages. */
export const averageDamage = ({ dice, adds }: GurpsDice): number => dice * 3.5 + adds;

export function thrustForSt(combatSt: number): GurpsDice {
  requireWholeAtLeast('combatSt', combatSt, 1);
  if (combatSt < 10) return LOW_ST_THRUST[combatSt - 1];
  const tens = Math.floor(combatSt / 10);
  const [extraDice, adds] = DIGIT_PATTERN[combatSt % 10];
  return { dice: tens + extraDice, adds };
}

/**
 * The seed's alternative for weak ST: ST 10's thrust (1d) scaled by ST/10, so ST 2
 * rolls 1d and keeps a fifth. The fraction is kept for tiny creatures' fractional HP.
 */
export function proportionalThrust(combatSt: number): { readonly dice: GurpsDice; readonly fraction: number; readonly explanation: string } {
  requireWholeAtLeast('combatSt', combatSt, 1);
  const fraction = combatSt / 10;
  return {
    dice: { dice: 1, adds: 0 },
    fraction,
    explanation: `ST ${combatSt}: roll ST 10 thrust (1d) and multiply by ${combatSt}/10 = ${formatFigure(fraction)}`,
  };
}

export interface SwingDamage {
  readonly thrust: GurpsDice;
  readonly swing: GurpsDice;
  /** The swing before any weapon-weight limit. */
  readonly uncappedSwing: GurpsDice;
  readonly capped: boolean;
  readonly explanation: string;
}

/**
 * Swing is the thrust of 1.5 x Combat ST (fractions of ST dropped, as GURPS drops
 * them). With a weapon weight given, the swing may exceed the thrust by at most
 * sqrt(weight in lb) dice; a fractional die becomes adds at 3.5 points per die,
 * rounded to the nearest add. Without a weight no limit applies.
 */
export function stDamage(input: { readonly combatSt: number; readonly weaponWeightLb?: number }): SwingDamage {
  const { combatSt, weaponWeightLb } = input;
  const thrust = thrustForSt(combatSt);
  const swingSt = Math.floor(combatSt * 1.5);
  const uncappedSwing = thrustForSt(swingSt);
  const base = `thrust ${formatGurpsDice(thrust)}; swing = thrust of ST ${combatSt} x 1.5 = ST ${swingSt} = ${formatGurpsDice(uncappedSwing)}`;
  if (weaponWeightLb === undefined) return { thrust, swing: uncappedSwing, uncappedSwing, capped: false, explanation: base };
  requireNonNegative('weaponWeightLb', weaponWeightLb);
  const limitDice = Math.sqrt(weaponWeightLb);
  const whole = Math.floor(limitDice);
  const limit: GurpsDice = { dice: thrust.dice + whole, adds: thrust.adds + Math.round((limitDice - whole) * 3.5) };
  if (averageDamage(limit) >= averageDamage(uncappedSwing)) {
    return { thrust, swing: uncappedSwing, uncappedSwing, capped: false, explanation: base };
  }
  return {
    thrust,
    swing: limit,
    uncappedSwing,
    capped: true,
    explanation: `${base}; limited to thrust + square root of ${formatFigure(weaponWeightLb)} lb = +${formatFigure(limitDice)} dice -> ${formatGurpsDice(limit)}`,
  };
}

export function toughnessForSt(combatSt: number): { readonly toughness: number; readonly explanation: string } {
  requireNonNegative('combatSt', combatSt);
  const toughness = Math.floor(combatSt / 5);
  return { toughness, explanation: `Toughness = Combat ST ${formatFigure(combatSt)} / 5, rounded down = ${toughness}` };
}

export type ToughnessLocation = 'body' | 'hand' | 'foot' | 'groin' | 'throat' | 'nose' | 'eye' | 'brain';
const TOUGHNESS_LOCATIONS: readonly ToughnessLocation[] = ['body', 'hand', 'foot', 'groin', 'throat', 'nose', 'eye', 'brain'];

/** Optional detail: half (rounded down) at thin-fleshed spots, none at the eyes or brain (the skull's DR guards it). */
export function locationToughness(toughness: number, location: ToughnessLocation): number {
  requireNonNegative('toughness', toughness);
  requireOneOf('location', location, TOUGHNESS_LOCATIONS);
  if (location === 'eye' || location === 'brain') return 0;
  if (location === 'body') return toughness;
  return Math.floor(toughness / 2);
}

export interface ToughnessInjury {
  /** Damage left after DR, before the wounding multiplier. */
  readonly basicHits: number;
  /** basicHits x multiplier, rounded down as GURPS rounds injury. */
  readonly beforeToughness: number;
  /** Toughness stops no more than the basic hits. */
  readonly absorbed: number;
  readonly injury: number;
  readonly explanation: string;
}

/** Subtracts DR, applies the wounding multiplier, then lets Toughness absorb at most the basic hits. */
export function injuryAfterToughness(input: {
  readonly damage: number;
  readonly dr: number;
  readonly woundingMultiplier: number;
  readonly toughness: number;
}): ToughnessInjury {
  const { damage, dr, woundingMultiplier, toughness } = input;
  requireNonNegative('damage', damage);
  requireNonNegative('dr', dr);
  requireFinite('woundingMultiplier', woundingMultiplier);
  requireNonNegative('woundingMultiplier', woundingMultiplier);
  requireNonNegative('toughness', toughness);
  const basicHits = Math.max(0, damage - dr);
  const beforeToughness = Math.floor(basicHits * woundingMultiplier);
  const absorbed = Math.min(toughness, basicHits, beforeToughness);
  const injury = beforeToughness - absorbed;
  const f = formatFigure;
  return {
    basicHits,
    beforeToughness,
    absorbed,
    injury,
    explanation: `${f(damage)} - DR ${f(dr)} = ${f(basicHits)} basic hits x ${f(woundingMultiplier)} = ${f(beforeToughness)}; Toughness ${f(toughness)} stops ${f(absorbed)} (at most the basic hits) -> ${f(injury)} injury`,
  };
}
