import { calendarSchema } from '../../src-shared/contract';
import { dateAt, SECONDS_PER_DAY } from '../../src-shared/time';
import type { CalendarRepository } from '../db/repositories/calendar';
import { isDaylight, seasonOf, sunOnDate, yearPlace, type Season, type SunTimes } from '../rules/world';


export interface Sky {
  sunOn(seconds: number): SunTimes;
  /** The first sunrise at or after a moment. */
  nextDawn(seconds: number): number;
  /** Whether the sun is down outdoors at a moment. */
  isNight(seconds: number): boolean;
  seasonOn(seconds: number): Season;
  /** Day ends in (from, to] that close a month: the calendar's months, else Lantern's own 30-day months of the plain 360-day year. */
  monthEndsBetween(from: number, to: number): number[];
}

/** Day, night and season outdoors for a campaign, from its clock and its calendar when it has one. */
export function skyOf(calendars: CalendarRepository) {
  return (campaignId: number): Sky => {
    const json = calendars.calendar(campaignId);
    const calendar = json ? calendarSchema.parse(JSON.parse(json)) : null;
    const sunOn = (seconds: number) => sunOnDate(calendar, seconds);
    return {
      sunOn,
      nextDawn(seconds) {
        const midnight = Math.floor(seconds / SECONDS_PER_DAY) * SECONDS_PER_DAY;
        // A polar night has no sunrise: the next day's noon stands in, so waiting always ends.
        for (let day = midnight; ; day += SECONDS_PER_DAY) {
          const dawn = day + sunOn(day).rise;
          if (dawn >= seconds) return dawn;
        }
      },
      isNight: (seconds) => !isDaylight(((seconds % SECONDS_PER_DAY) + SECONDS_PER_DAY) % SECONDS_PER_DAY, sunOn(seconds)),
      monthEndsBetween(from, to) {
        const monthOf = (day: number) => {
          if (!calendar) return Math.floor(day / 30);
          const d = dateAt(calendar, day * SECONDS_PER_DAY);
          return d.year * 1000 + d.month;
        };
        const ends: number[] = [];
        for (let day = Math.floor(from / SECONDS_PER_DAY) + 1; day * SECONDS_PER_DAY <= to; day++) {
          if (monthOf(day) !== monthOf(day - 1)) ends.push(day * SECONDS_PER_DAY);
        }
        return ends;
      },
      seasonOn(seconds) {
        const place = yearPlace(calendar, seconds);
        return seasonOf(place.dayOfYear, place.length, place.season);
      },
    };
  };
}

export type SkyOf = ReturnType<typeof skyOf>;
