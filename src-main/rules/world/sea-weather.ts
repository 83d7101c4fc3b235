import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';
import { COMPASS, type CompassPoint } from './compass';
import { ratio, type Ratio } from './ratio';

// World default from the BFRPG seed (supplement A8): the wind at sea, what it does to a sailing day,
// and the gale that batters a ship.

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
