import type { TravelDay as PartyTravelDay, TravelInput } from '../ruleset';
import { AIR_SPEED_MULTIPLIER } from './air-travel';
import { ONE, ratio, ratioValue, scale, type Ratio } from './ratio';

// World default from the BFRPG seed: a day's travel overland for people, beasts and
// vehicles alike. Basic Fantasy and Shell travel by it; GURPS has its own Hiking day.

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

/** The day above as the Ruleset seam asks for it: the slowest member sets the pace, terrain and a forced march change it. */
export function partyTravelDay(input: TravelInput): PartyTravelDay {
  const day = travelDay({
    memberMilesPerDay: input.members.map((m) => m.milesPerDay),
    terrain: input.terrain,
    forcedMarch: input.pace === 'forced',
    byAir: input.medium === 'air',
  });
  return { milesPerDay: day.milesPerDay, hoursPerDay: day.hoursPerDay, slowestMember: day.slowestMember };
}
