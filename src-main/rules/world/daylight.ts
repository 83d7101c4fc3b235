// When the sun is up outdoors. No seed gives sunrise times, so every figure here is
// Lantern's own, and the GM picks which of three answers a campaign uses:
// - fixed hours: the same sunrise and sunset every day (6:00 and 18:00 unless set);
// - Lantern's default: the equinox day, 6:00 to 18:00, lengthening towards midsummer by
//   up to an hour and a half at each end (15 hours of light at midsummer, 9 at midwinter);
// - a latitude: the sun's height worked out as on Earth, the solstices put where the
//   calendar's seasons put midsummer, so a campaign at 60° north gets its white nights.
// Times are local solar time: noon is when the sun is highest.

import { midsummerDay, yearLength } from '../../../src-shared/calendar';
import type { Calendar, SunRule } from '../../../src-shared/contract/calendar';
import { dateAt, SECONDS_PER_DAY } from '../../../src-shared/time';
import { SECONDS_PER_HOUR } from '../../../src-shared/units';

const SOLSTICE_SWING_HOURS = 1.5;
/** Earth's axial tilt, in degrees: the sun's declination at a solstice. */
const AXIAL_TILT = 23.44;
/** The sun's centre below the horizon at sunrise, in degrees: its radius and the air's refraction (the almanacs' -0.833°). */
const HORIZON_DIP = -0.833;

export interface SunTimes {
  /** Seconds after midnight. */
  readonly rise: number;
  readonly set: number;
}

/** Where a day falls in its year, and where midsummer falls (1-based days; null: the middle of the year). */
export interface YearPlace {
  readonly dayOfYear: number;
  readonly length: number;
  readonly midsummerDay?: number | null;
}


const radians = (deg: number) => (deg * Math.PI) / 180;
const degrees = (rad: number) => (rad * 180) / Math.PI;

/** Angle through the year from midsummer, in radians: 0 at midsummer, π at midwinter. */
function fromMidsummer(year: YearPlace): number {
  const midsummer = year.midsummerDay ?? 1 + year.length / 2;
  return (2 * Math.PI * (year.dayOfYear - midsummer)) / year.length;
}

/** Sunrise and sunset at a latitude, from the sun's declination on the day (northern summer at midsummer when degrees > 0). */
export function sunAtLatitude(latitude: number, year: YearPlace): SunTimes {
  if (!(latitude >= -90 && latitude <= 90)) throw new RangeError(`latitude must be -90 to 90 degrees, got ${latitude}`);
  const declination = radians(AXIAL_TILT * Math.cos(fromMidsummer(year)));
  const phi = radians(latitude);
  const cosHour = (Math.sin(radians(HORIZON_DIP)) - Math.sin(phi) * Math.sin(declination)) / (Math.cos(phi) * Math.cos(declination));
  // Beyond the polar circles the sun may not set (midnight sun) or not rise (polar night).
  if (cosHour <= -1) return { rise: 0, set: 24 * SECONDS_PER_HOUR };
  if (cosHour >= 1) return { rise: 12 * SECONDS_PER_HOUR, set: 12 * SECONDS_PER_HOUR };
  const halfDay = (degrees(Math.acos(cosHour)) / 15) * SECONDS_PER_HOUR;
  return { rise: Math.round(12 * SECONDS_PER_HOUR - halfDay), set: Math.round(12 * SECONDS_PER_HOUR + halfDay) };
}

/** Sunrise and sunset on a day; `year` places the day in its year when there is a calendar; a null rule is Lantern's default swing. */
export function sunTimes(year: YearPlace | null = null, rule: SunRule | null = null): SunTimes {
  if (rule?.kind === 'fixed') return { rise: Math.round(rule.rise * SECONDS_PER_HOUR), set: Math.round(rule.set * SECONDS_PER_HOUR) };
  if (!year || year.length <= 0) return { rise: 6 * SECONDS_PER_HOUR, set: 18 * SECONDS_PER_HOUR };
  if (rule?.kind === 'latitude') return sunAtLatitude(rule.degrees, year);
  const swing = SOLSTICE_SWING_HOURS * Math.cos(fromMidsummer(year)) * SECONDS_PER_HOUR;
  return { rise: Math.round(6 * SECONDS_PER_HOUR - swing), set: Math.round(18 * SECONDS_PER_HOUR + swing) };
}

/** Where a moment falls in the year: the calendar's when there is one, else a plain 360-day year from day 0. */
export function yearPlace(calendar: Calendar | null, seconds: number): { dayOfYear: number; length: number; midsummerDay: number | null; season: string | null } {
  if (!calendar) return { dayOfYear: (Math.floor(seconds / SECONDS_PER_DAY) % 360) + 1, length: 360, midsummerDay: null, season: null };
  const date = dateAt(calendar, seconds);
  // Only the latitude rule reads summer's start: Lantern's default swing keeps midsummer mid-year, as it always has.
  const midsummer = calendar.sun?.kind === 'latitude' ? midsummerDay(calendar, date.year) : null;
  return { dayOfYear: date.dayOfYear, length: yearLength(calendar, date.year), midsummerDay: midsummer, season: date.season };
}

/** Sunrise and sunset on the day of a moment, by the campaign's calendar and its sun rule (none: Lantern's fixed 6:00 to 18:00). */
export function sunOnDate(calendar: Calendar | null, seconds: number): SunTimes {
  return sunTimes(calendar ? yearPlace(calendar, seconds) : null, calendar?.sun ?? null);
}

export const isDaylight = (secondsOfDay: number, sun: SunTimes): boolean => secondsOfDay >= sun.rise && secondsOfDay < sun.set;

/**
 * When a travelling day starts: the party breaks camp at `breakCamp` seconds after midnight.
 * Planned before that hour, the first day starts at it; planned later the same morning (Lantern's
 * own rule: a party still setting out before noon does not lose the day), it starts at once;
 * planned in the afternoon or at night, it starts at the next day's hour.
 */
export function firstMarchAt(now: number, breakCamp: (midnight: number) => number): number {
  const midnight = Math.floor(now / SECONDS_PER_DAY) * SECONDS_PER_DAY;
  const today = midnight + breakCamp(midnight);
  if (now <= today) return today;
  if (now < midnight + 12 * SECONDS_PER_HOUR) return now;
  return midnight + SECONDS_PER_DAY + breakCamp(midnight + SECONDS_PER_DAY);
}
