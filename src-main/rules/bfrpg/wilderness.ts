import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';
import { abilityBonus } from './abilities';
import { AIR_SPEED_MULTIPLIER } from './air';
import { ONE, ratio, ratioValue, scale, type Ratio } from './ratio';
import { savingThrow, type SaveResult } from './saves';

export type Terrain =
  | 'jungle'
  | 'mountains'
  | 'swamp'
  | 'desert'
  | 'forest'
  | 'hills'
  | 'clear'
  | 'plains'
  | 'trail'
  | 'road';

// supplement A6.
export const TERRAIN_MULTIPLIERS: Readonly<Record<Terrain, Ratio>> = {
  jungle: ratio(1, 3),
  mountains: ratio(1, 3),
  swamp: ratio(1, 3),
  desert: ratio(2, 3),
  forest: ratio(2, 3),
  hills: ratio(2, 3),
  clear: ratio(1, 1),
  plains: ratio(1, 1),
  trail: ratio(1, 1),
  road: ratio(4, 3),
};

// 003_8f80a070c789886f.txt, "Overland Travel" (8-hour day; forced march 12 hours, +50%); supplement A5.
export const TRAVEL_HOURS_PER_DAY = 8;
export const FORCED_MARCH_HOURS_PER_DAY = 12;
const FORCED_MARCH: Ratio = ratio(3, 2);
/** Miles per day for each foot of encounter movement: 0.6, so 40' gives 24 miles (supplement A5). */
const MILES_PER_ENCOUNTER_FOOT: Ratio = ratio(3, 5);

export const milesPerDay = (encounterFeet: number): number => scale(encounterFeet, [MILES_PER_ENCOUNTER_FOOT]);

export interface TravelPlan {
  /**
   * Every member's miles per day on clear ground (`milesPerDay` of their encounter
   * movement): characters, mounts, beasts. Miles rank members exactly as feet do.
   */
  readonly memberMilesPerDay: readonly number[];
  readonly terrain: Terrain;
  readonly forcedMarch: boolean;
  readonly byAir: boolean;
}

export interface TravelDay {
  readonly milesPerDay: number;
  readonly hoursPerDay: number;
  /** Index of the member setting the pace. */
  readonly slowestMember: number;
  /** The terrain multiplier applied (1 when flying). */
  readonly terrainMultiplier: number;
}

/** Miles are not rounded (10' through swamp is exactly 2 miles); a UI can round for display. */
export function travelDay(plan: TravelPlan): TravelDay {
  if (plan.memberMilesPerDay.length === 0) throw new RangeError('a travelling group needs at least one member');
  const slowest = Math.min(...plan.memberMilesPerDay);
  const terrain = plan.byAir ? ONE : TERRAIN_MULTIPLIERS[plan.terrain];
  const factors: Ratio[] = [terrain];
  if (plan.forcedMarch) factors.push(FORCED_MARCH);
  if (plan.byAir) factors.push(ratio(AIR_SPEED_MULTIPLIER));
  return {
    milesPerDay: scale(slowest, factors),
    hoursPerDay: plan.forcedMarch ? FORCED_MARCH_HOURS_PER_DAY : TRAVEL_HOURS_PER_DAY,
    slowestMember: plan.memberMilesPerDay.indexOf(slowest),
    terrainMultiplier: ratioValue(terrain),
  };
}

/** One marcher's (character's or animal's) forced-march history since their last rest day. */
export interface ForcedMarchState {
  readonly consecutiveDays: number;
  /** Once a save has failed no more are rolled: every later day hurts. */
  readonly saveFailed: boolean;
}

/** A day of rest restarts the progression. */
export const RESTED: ForcedMarchState = { consecutiveDays: 0, saveFailed: false };

export const FORCED_MARCH_DAMAGE_DICE = '1d6';

export interface ForcedMarchDay {
  readonly state: ForcedMarchState;
  readonly damage: number;
  readonly save?: SaveResult;
  readonly damageRoll?: RollResult;
}

/**
 * The first day is free. From the second, 1d6 damage unless a save vs. Death Ray
 * with the Constitution bonus succeeds; after the first failed save there is no
 * save, only damage. Animals march under the same rule: pass their save and bonus.
 */
export function forcedMarchDay(
  state: ForcedMarchState,
  marcher: { readonly deathRaySave: number; readonly constitution: number },
  rng: Rng,
): ForcedMarchDay {
  const consecutiveDays = state.consecutiveDays + 1;
  if (consecutiveDays === 1) return { state: { ...state, consecutiveDays }, damage: 0 };
  const next: ForcedMarchState = { consecutiveDays, saveFailed: true };
  if (state.saveFailed) {
    const damageRoll = roll(FORCED_MARCH_DAMAGE_DICE, rng);
    return { state: next, damage: damageRoll.total, damageRoll };
  }
  const save = savingThrow(marcher.deathRaySave, abilityBonus(marcher.constitution), rng);
  if (save.success) return { state: { consecutiveDays, saveFailed: false }, damage: 0, save };
  const damageRoll = roll(FORCED_MARCH_DAMAGE_DICE, rng);
  return { state: next, damage: damageRoll.total, save, damageRoll };
}

export interface LostCheck {
  readonly lost: boolean;
  /** Absent when the party follows a road, river or clear landmark and no roll is made. */
  readonly save?: SaveResult;
  /** Rolled by the GM out of the players' sight. */
  readonly secret: true;
}

/**
 * Only trackless travel risks getting lost: a save vs. Death Ray with the
 * leader's Wisdom bonus. What being lost means is left to the GM.
 */
export function checkLost(
  input: { readonly followingLandmarks: boolean; readonly leaderDeathRaySave: number; readonly leaderWisdom: number },
  rng: Rng,
): LostCheck {
  if (input.followingLandmarks) return { lost: false, secret: true };
  const save = savingThrow(input.leaderDeathRaySave, abilityBonus(input.leaderWisdom), rng);
  return { lost: !save.success, save, secret: true };
}
