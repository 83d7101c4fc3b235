import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';
import { ratio, ratioValue, scale, type Ratio } from './ratio';

export interface Vessel {
  readonly id: string;
  readonly label: string;
  readonly cargoTons: number;
  readonly minimumCrew: number;
  /** Miles per 12-hour day under sail, for vessels that carry sail. */
  readonly sailMiles?: number;
  /** Miles per 12-hour day under oars, paddles or poles. */
  readonly rowMiles?: number;
  readonly hardness: number;
  readonly hitPoints: number;
  readonly costGp: number;
}

// supplement A7. Single-figure craft without sails (canoe, raft, riverboat, rowboat) are read as rowed or poled.
export const VESSELS: readonly Vessel[] = [
  { id: 'canoe', label: 'Canoe', cargoTons: 0.5, minimumCrew: 1, rowMiles: 30, hardness: 4, hitPoints: 4, costGp: 50 },
  { id: 'caravel', label: 'Caravel', cargoTons: 75, minimumCrew: 10, sailMiles: 42, hardness: 8, hitPoints: 75, costGp: 10_000 },
  { id: 'carrack', label: 'Carrack', cargoTons: 135, minimumCrew: 20, sailMiles: 48, hardness: 10, hitPoints: 120, costGp: 20_000 },
  { id: 'galley-small', label: 'Galley, small', cargoTons: 210, minimumCrew: 90, sailMiles: 36, rowMiles: 24, hardness: 8, hitPoints: 75, costGp: 15_000 },
  { id: 'galley-large', label: 'Galley, large', cargoTons: 375, minimumCrew: 160, sailMiles: 42, rowMiles: 24, hardness: 10, hitPoints: 120, costGp: 30_000 },
  { id: 'longship', label: 'Longship', cargoTons: 10, minimumCrew: 70, sailMiles: 42, rowMiles: 24, hardness: 9, hitPoints: 110, costGp: 25_000 },
  { id: 'raft', label: "Raft or barge (per 10' x 10')", cargoTons: 1, minimumCrew: 2, rowMiles: 18, hardness: 6, hitPoints: 12, costGp: 100 },
  { id: 'riverboat', label: 'Riverboat', cargoTons: 50, minimumCrew: 10, rowMiles: 30, hardness: 8, hitPoints: 30, costGp: 3_500 },
  { id: 'rowboat', label: 'Rowboat', cargoTons: 1, minimumCrew: 1, rowMiles: 24, hardness: 6, hitPoints: 8, costGp: 60 },
  { id: 'sailboat', label: 'Sailboat', cargoTons: 5, minimumCrew: 1, sailMiles: 36, hardness: 7, hitPoints: 20, costGp: 2_000 },
];

export function vessel(id: string): Vessel {
  const found = VESSELS.find((v) => v.id === id);
  if (!found) throw new RangeError(`unknown vessel '${id}'`);
  return found;
}

// 003_8f80a070c789886f.txt, "Waterborne Travel": distances are per 12-hour day on water.
export const WATER_TRAVEL_HOURS_PER_DAY = 12;

export type WindCondition =
  | 'becalmed'
  | 'very-light-breeze'
  | 'light-breeze'
  | 'moderate-breeze'
  | 'average'
  | 'strong'
  | 'very-strong'
  | 'gale';

export interface WeatherRow {
  readonly condition: WindCondition;
  readonly label: string;
  /** d% range, with 00 read as 100. */
  readonly from: number;
  readonly to: number;
  readonly withWind: Ratio;
  readonly tacking: Ratio;
  /** Very strong winds and gales make tacking impossible, not merely slow. */
  readonly tackingImpossible: boolean;
}

// supplement A8.
export const WEATHER_TABLE: readonly WeatherRow[] = [
  { condition: 'becalmed', label: 'Becalmed', from: 1, to: 5, withWind: ratio(0), tacking: ratio(0), tackingImpossible: false },
  { condition: 'very-light-breeze', label: 'Very light breeze', from: 6, to: 13, withWind: ratio(1, 3), tacking: ratio(0), tackingImpossible: false },
  { condition: 'light-breeze', label: 'Light breeze', from: 14, to: 25, withWind: ratio(1, 2), tacking: ratio(1, 3), tackingImpossible: false },
  { condition: 'moderate-breeze', label: 'Moderate breeze', from: 26, to: 40, withWind: ratio(2, 3), tacking: ratio(1, 3), tackingImpossible: false },
  { condition: 'average', label: 'Average winds', from: 41, to: 70, withWind: ratio(1), tacking: ratio(1, 2), tackingImpossible: false },
  { condition: 'strong', label: 'Strong winds', from: 71, to: 85, withWind: ratio(4, 3), tacking: ratio(2, 3), tackingImpossible: false },
  { condition: 'very-strong', label: 'Very strong winds', from: 86, to: 96, withWind: ratio(3, 2), tacking: ratio(0), tackingImpossible: true },
  { condition: 'gale', label: 'Gale', from: 97, to: 100, withWind: ratio(2), tacking: ratio(0), tackingImpossible: true },
];

export function weatherRow(condition: WindCondition): WeatherRow {
  return WEATHER_TABLE.find((row) => row.condition === condition) as WeatherRow;
}

/** Named for where the wind blows from, as sailors and the d12 table name winds. */
export const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof COMPASS)[number];

export interface Weather {
  readonly row: WeatherRow;
  readonly windFrom: CompassPoint;
  /** 9-12 on the d12 gives the locale's prevailing wind. */
  readonly prevailing: boolean;
  readonly conditionRoll: RollResult;
  readonly directionRoll: RollResult;
}

export function rollWeather(prevailingWind: CompassPoint, rng: Rng): Weather {
  const conditionRoll = roll('1d100', rng);
  const directionRoll = roll('1d12', rng);
  const row = WEATHER_TABLE.find((r) => conditionRoll.total >= r.from && conditionRoll.total <= r.to) as WeatherRow;
  const prevailing = directionRoll.total > COMPASS.length;
  const windFrom = prevailing ? prevailingWind : COMPASS[directionRoll.total - 1];
  return { row, windFrom, prevailing, conditionRoll, directionRoll };
}

/**
 * A course needs tacking when it points into the wind: straight at where the
 * wind comes from or one compass point either side (within 45 degrees). The book
 * only says "against the wind"; 45 degrees is roughly as close as a rig can sail.
 */
export function isAgainstWind(heading: CompassPoint, windFrom: CompassPoint): boolean {
  const steps = Math.abs(COMPASS.indexOf(heading) - COMPASS.indexOf(windFrom)) % COMPASS.length;
  return Math.min(steps, COMPASS.length - steps) <= 1;
}

export interface VoyageDayInput {
  readonly vessel: Vessel;
  readonly propulsion: 'sail' | 'oars';
  /** Only matters under sail. */
  readonly wind: WindCondition;
  readonly againstWind: boolean;
  readonly navigatorAboard: boolean;
  /** Coast-huggers that put in each night do not sail through it. */
  readonly stopsEachNight: boolean;
  readonly crew: number;
  readonly damage: number;
}

export interface VoyageDay {
  readonly milesPerDay: number;
  /** 12, or 24 for a sailing ship with a navigator sailing through the night. */
  readonly hoursUnderway: number;
  readonly propulsion: 'sail' | 'oars';
  readonly immobilized: boolean;
}

/**
 * Order of effects: a ship damaged by twice its hit points goes nowhere; a
 * becalmed ship with oars rows instead; sail speed takes the weather multiplier
 * (with the wind or tacking); a qualified navigator doubles a sailing ship's day
 * on top of that unless it stops nightly or is under-crewed; damage of at least
 * its hit points halves what is left.
 */
export function voyageDay(input: VoyageDayInput): VoyageDay {
  const { vessel: ship } = input;
  const base = { hoursUnderway: WATER_TRAVEL_HOURS_PER_DAY, propulsion: input.propulsion };
  if (input.damage >= 2 * ship.hitPoints) return { ...base, milesPerDay: 0, immobilized: true };

  const damaged = input.damage >= ship.hitPoints ? [ratio(1, 2)] : [];
  const rowing = input.propulsion === 'oars' || (input.wind === 'becalmed' && ship.rowMiles !== undefined);
  if (rowing) {
    if (ship.rowMiles === undefined) throw new RangeError(`a ${ship.label} has no oars`);
    return { ...base, propulsion: 'oars', milesPerDay: scale(ship.rowMiles, damaged), immobilized: false };
  }
  if (ship.sailMiles === undefined) throw new RangeError(`a ${ship.label} has no sails`);

  const row = weatherRow(input.wind);
  const weather = input.againstWind ? row.tacking : row.withWind;
  const throughTheNight =
    input.navigatorAboard && !input.stopsEachNight && input.crew >= ship.minimumCrew && ratioValue(weather) > 0;
  const night = throughTheNight ? [ratio(2)] : [];
  return {
    hoursUnderway: throughTheNight ? 2 * WATER_TRAVEL_HOURS_PER_DAY : WATER_TRAVEL_HOURS_PER_DAY,
    propulsion: 'sail',
    milesPerDay: scale(ship.sailMiles, [weather, ...night, ...damaged]),
    immobilized: false,
  };
}

// supplement A8: 2d8 to an exposed ship for every hour it sails in a gale.
export const GALE_DAMAGE_PER_HOUR = '2d8';

export interface GaleDamage {
  readonly damage: number;
  /** One roll per hour, in order. */
  readonly rolls: readonly RollResult[];
}

export function galeDamage(hoursSailed: number, rng: Rng): GaleDamage {
  const rolls = Array.from({ length: Math.max(0, Math.floor(hoursSailed)) }, () => roll(GALE_DAMAGE_PER_HOUR, rng));
  return { damage: rolls.reduce((sum, r) => sum + r.total, 0), rolls };
}

// supplement A7: field repair.
export const REPAIR_DIE_PER_CREW_HOUR = 'd4';
export const FIELD_REPAIR_LIMIT = ratio(9, 10);

export interface FieldRepair {
  readonly repaired: number;
  readonly damageAfter: number;
  /** One roll per hour worked (crew-size d4s each); stops early once the limit is reached. */
  readonly rolls: readonly RollResult[];
}

/** Crews can patch a hull back to 90% of its hit points at most; the rest needs a shipyard. */
export function fieldRepair(
  input: { readonly vessel: Vessel; readonly damage: number; readonly crew: number; readonly hours: number },
  rng: Rng,
): FieldRepair {
  const floorDamage = input.vessel.hitPoints - Math.floor(scale(input.vessel.hitPoints, [FIELD_REPAIR_LIMIT]));
  const rolls: RollResult[] = [];
  let damage = input.damage;
  for (let hour = 0; hour < input.hours && damage > floorDamage && input.crew > 0; hour++) {
    const result = roll(`${input.crew}${REPAIR_DIE_PER_CREW_HOUR}`, rng);
    rolls.push(result);
    damage = Math.max(floorDamage, damage - result.total);
  }
  return { repaired: input.damage - damage, damageAfter: damage, rolls };
}

// supplement A7: cargo space aboard a ship sailing day and night.
export const TONS_PER_PASSENGER = 1;
export const TONS_PER_PERSON_MONTH_OF_PROVISIONS = ratio(1, 10);

export function dayAndNightCargoTons(passengers: number, personMonthsOfProvisions: number): number {
  return passengers * TONS_PER_PASSENGER + scale(personMonthsOfProvisions, [TONS_PER_PERSON_MONTH_OF_PROVISIONS]);
}
