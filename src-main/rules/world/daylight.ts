// When the sun is up outdoors. No seed gives sunrise times: Lantern's default is the
// equinox day, 6:00 to 18:00. With a calendar the day lengthens towards midsummer,
// put at the middle of the year, by up to an hour and a half at each end (15 hours of
// light at midsummer, 9 at midwinter), which is close to a temperate latitude.

const HOUR = 3600;
const SOLSTICE_SWING_HOURS = 1.5;

export interface SunTimes {
  /** Seconds after midnight. */
  readonly rise: number;
  readonly set: number;
}

/** Sunrise and sunset on a day; `year` places the day in its year when there is a calendar. */
export function sunTimes(year: { readonly dayOfYear: number; readonly length: number } | null = null): SunTimes {
  if (!year || year.length <= 0) return { rise: 6 * HOUR, set: 18 * HOUR };
  const fromMidsummer = (2 * Math.PI * (year.dayOfYear - 1 - year.length / 2)) / year.length;
  const swing = SOLSTICE_SWING_HOURS * Math.cos(fromMidsummer) * HOUR;
  return { rise: Math.round(6 * HOUR - swing), set: Math.round(18 * HOUR + swing) };
}

export const isDaylight = (secondsOfDay: number, sun: SunTimes): boolean => secondsOfDay >= sun.rise && secondsOfDay < sun.set;
