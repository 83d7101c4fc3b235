import { ratio, ratioValue, scale } from './ratio';
import { weatherRow, type WindCondition } from './sea-weather';
import type { Vessel } from './vessels';

// World default from the BFRPG seed (003_8f80a070c789886f.txt, "Waterborne Travel";
// supplement A7, A8): a vessel's day on the water. Distances are per 12-hour day.
export const WATER_TRAVEL_HOURS_PER_DAY = 12;

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
