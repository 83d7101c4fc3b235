import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';

// Weather on land, rolled on d% each day a party travels overland. None of the seeds
// gives one (supplement A8 is the sea only), so the default below is Lantern's own,
// and each campaign may keep its own copy to edit: the rows, their odds, and what
// each does to the day's travel (a distance multiplier, and whether it halts the
// party for the GM).

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];
export const CLIMATES = ['temperate', 'cold', 'arid', 'tropical'] as const;
export type Climate = (typeof CLIMATES)[number];

export interface LandWeatherRow {
  /** The highest d% roll that gives this row; the rows run upwards to 100. */
  readonly upTo: number;
  readonly label: string;
  /** Multiplies the day's distance: 1 leaves it, 0.5 halves it, 0 keeps the party in camp. */
  readonly travel: number;
  /** Whether the day stops for the GM (a storm to describe, shelter to find). */
  readonly stops: boolean;
}

export interface LandWeatherTable {
  /** Where the table comes from, shown beside it. */
  readonly source: string;
  readonly tables: Readonly<Record<Climate, Readonly<Record<Season, readonly LandWeatherRow[]>>>>;
}

export const DEFAULT_LAND_WEATHER_SOURCE =
  "Lantern's default, not from a rules text: the seeds and supplement give weather at sea only (A8). Edit it to suit your world.";

type Row = [upTo: number, label: string, travel: number, stops?: boolean];
const rows = (list: Row[]): LandWeatherRow[] => list.map(([upTo, label, travel, stops]) => ({ upTo, label, travel, stops: stops ?? false }));

export const DEFAULT_LAND_WEATHER: LandWeatherTable = {
  source: DEFAULT_LAND_WEATHER_SOURCE,
  tables: {
    temperate: {
      spring: rows([[40, 'Clear', 1], [70, 'Overcast', 1], [90, 'Rain', 0.75], [98, 'Heavy rain, roads mired', 0.5], [100, 'Thunderstorm', 0.5, true]]),
      summer: rows([[55, 'Clear and warm', 1], [75, 'Overcast', 1], [90, 'Showers', 1], [97, 'Sweltering heat', 0.75], [100, 'Thunderstorm', 0.5, true]]),
      autumn: rows([[35, 'Clear', 1], [60, 'Overcast', 1], [75, 'Fog', 0.75], [95, 'Rain', 0.75], [100, 'Gale and driving rain', 0.5, true]]),
      winter: rows([[30, 'Clear and cold', 1], [55, 'Overcast', 1], [80, 'Snow', 0.5], [95, 'Freezing fog', 0.75], [100, 'Blizzard', 0, true]]),
    },
    cold: {
      spring: rows([[35, 'Clear and cold', 1], [60, 'Overcast', 1], [85, 'Sleet', 0.75], [100, 'Snow', 0.5]]),
      summer: rows([[50, 'Clear', 1], [80, 'Overcast', 1], [100, 'Rain', 0.75]]),
      autumn: rows([[30, 'Clear and cold', 1], [60, 'Overcast', 1], [90, 'Snow', 0.5], [100, 'Blizzard', 0, true]]),
      winter: rows([[20, 'Bitter, clear', 1], [50, 'Snow', 0.5], [80, 'Deep drifts', 0.5], [100, 'Blizzard', 0, true]]),
    },
    arid: {
      spring: rows([[70, 'Clear and hot', 1], [90, 'Wind', 1], [100, 'Sandstorm', 0, true]]),
      summer: rows([[60, 'Clear and hot', 1], [90, 'Scorching heat', 0.75], [100, 'Sandstorm', 0, true]]),
      autumn: rows([[75, 'Clear', 1], [95, 'Wind', 1], [100, 'Sandstorm', 0, true]]),
      winter: rows([[70, 'Clear, cold nights', 1], [95, 'Overcast', 1], [100, 'Rare rain, flash floods', 0.5, true]]),
    },
    tropical: {
      spring: rows([[45, 'Hot and humid', 1], [80, 'Showers', 1], [100, 'Downpour', 0.5]]),
      summer: rows([[30, 'Hot and humid', 1], [70, 'Downpour', 0.5], [95, 'Steaming heat', 0.75], [100, 'Hurricane', 0, true]]),
      autumn: rows([[40, 'Hot and humid', 1], [80, 'Downpour', 0.5], [100, 'Hurricane', 0, true]]),
      winter: rows([[60, 'Warm and dry', 1], [90, 'Showers', 1], [100, 'Downpour', 0.5]]),
    },
  },
};

/** The season of a day: the calendar's own season name when it is one of the four, else the quarter of the year. */
export function seasonOf(dayOfYear: number, yearLength: number, named: string | null = null): Season {
  const name = named?.toLowerCase() === 'fall' ? 'autumn' : named?.toLowerCase();
  if (name && (SEASONS as readonly string[]).includes(name)) return name as Season;
  // Otherwise the year's quarters in order, the first day of the year being the first of spring.
  const quarter = Math.floor((4 * ((((dayOfYear - 1) % yearLength) + yearLength) % yearLength)) / yearLength);
  return SEASONS[quarter];
}

export function rollLandWeather(table: readonly LandWeatherRow[], rng: Rng): { row: LandWeatherRow; roll: RollResult } {
  const d = roll('1d100', rng);
  const row = table.find((r) => d.total <= r.upTo) ?? table[table.length - 1];
  return { row, roll: d };
}
