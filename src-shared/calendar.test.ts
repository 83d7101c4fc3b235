import { describe, expect, it } from 'vitest';
import { calendarPresets, dateOfDay, dayOfDate, formatDay, isLeapYear, moonTurns, ordinal } from './calendar';
import { calendarSchema, type Calendar } from './contract/calendar';
import { formatGameTime, SECONDS_PER_DAY } from './time';

const preset = (id: string): Calendar => calendarSchema.parse(calendarPresets.find((p) => p.id === id)!.calendar);

// A small custom calendar: Thawmonth first, 1042 the first year, a leap day every 3rd year in Thawmonth.
const thaw = calendarSchema.parse({
  epochYear: 1042,
  months: [
    { name: 'Thawmonth', days: 20 },
    { name: 'Greenmonth', days: 25 },
    { name: 'Coldmonth', days: 15 },
  ],
  weekDays: ['Moonday', 'Starday', 'Sunday', 'Restday', 'Marketday'],
  epochWeekDay: 2,
  leap: { every: 3, month: 0 },
  seasons: [{ name: 'Thaw', month: 0, day: 1 }, { name: 'Green', month: 1, day: 10 }, { name: 'Cold', month: 2, day: 1 }],
  moons: [{ name: 'Selune', cycleDays: 8 }, { name: 'Dim', cycleDays: 10, offsetDays: 5 }],
});

describe('calendar dates', () => {
  it('names the first day of the campaign', () => {
    expect(formatDay(thaw, 0)).toBe('1st of Thawmonth, 1042');
    expect(formatDay(thaw, 2)).toBe('3rd of Thawmonth, 1042');
    expect(formatGameTime(2 * SECONDS_PER_DAY + 14 * 3600 + 20 * 60, thaw)).toBe('3rd of Thawmonth, 1042, 14:20 — turn 86');
  });

  it('keeps the plain day count without a calendar', () => {
    expect(formatGameTime(8 * 3600)).toBe('Day 1, 08:00 — turn 48');
    expect(formatGameTime(8 * 3600, null)).toBe('Day 1, 08:00 — turn 48');
  });

  it('crosses months and years, adding the leap day', () => {
    // 1042 is not a leap year (1042 = 3 × 347 + 1): 60 days. Day 60 is the first of 1043.
    expect(isLeapYear(thaw, 1042)).toBe(false);
    expect(formatDay(thaw, 19)).toBe('20th of Thawmonth, 1042');
    expect(formatDay(thaw, 20)).toBe('1st of Greenmonth, 1042');
    expect(formatDay(thaw, 59)).toBe('15th of Coldmonth, 1042');
    expect(formatDay(thaw, 60)).toBe('1st of Thawmonth, 1043');
    // 1044 = 3 × 348 is a leap year: Thawmonth has 21 days. 1043 spans days 60-119, 1044 starts at day 120.
    expect(isLeapYear(thaw, 1044)).toBe(true);
    expect(formatDay(thaw, 140)).toBe('21st of Thawmonth, 1044');
    expect(formatDay(thaw, 141)).toBe('1st of Greenmonth, 1044');
    // 1045 starts after 1044's 61 days: day 181.
    expect(formatDay(thaw, 181)).toBe('1st of Thawmonth, 1045');
  });

  it('goes round the week from the first day\'s week day', () => {
    expect(dateOfDay(thaw, 0).weekDay).toBe('Sunday');
    expect(dateOfDay(thaw, 1).weekDay).toBe('Restday');
    expect(dateOfDay(thaw, 3).weekDay).toBe('Moonday');
    expect(dateOfDay(thaw, 100).weekDay).toBe('Sunday'); // 100 = 20 weeks of five days
  });

  it('gives each moon its phase on a day', () => {
    // Selune: new on day 0, full on day 4 of its 8; Dim starts 5 days into its 10-day cycle, so it is full on day 0.
    expect(dateOfDay(thaw, 0).moons.map((m) => m.phase)).toEqual(['new', 'full']);
    expect(dateOfDay(thaw, 2).moons[0].phase).toBe('first quarter');
    expect(dateOfDay(thaw, 4).moons[0].phase).toBe('full');
    expect(dateOfDay(thaw, 6).moons[0].phase).toBe('last quarter');
    expect(dateOfDay(thaw, 5).moons[1].phase).toBe('new');
    expect(dateOfDay(thaw, 9).moons[0].phase).toBe('waxing crescent'); // one day into its second cycle
  });

  it('marks the one day each moon turns new or full', () => {
    // Selune (8 days): new on days 0, 8, 16, full on 4, 12. Dim (10 days, 5 in): full on 0, 10, new on 5, 15.
    const turns = (d: number) => moonTurns(thaw, d).map((t) => `${t.name} ${t.turn}`);
    expect(turns(0)).toEqual(['Selune new', 'Dim full']);
    expect(turns(1)).toEqual([]);
    expect(turns(4)).toEqual(['Selune full']);
    expect(turns(5)).toEqual(['Dim new']);
    expect(turns(8)).toEqual(['Selune new']);
    // A moon of 29.5 days turns full between whole days: only the day holding the moment is marked.
    const real = calendarSchema.parse({ ...thaw, moons: [{ name: 'Moon', cycleDays: 29.5 }] });
    expect(Array.from({ length: 30 }, (_, d) => d).filter((d) => moonTurns(real, d).some((t) => t.turn === 'full'))).toEqual([14]);
    expect(Array.from({ length: 60 }, (_, d) => d).filter((d) => moonTurns(real, d).some((t) => t.turn === 'new'))).toEqual([0, 29, 59]);
  });

  it('knows the season, carrying the year\'s last season over new year', () => {
    expect(dateOfDay(thaw, 0).season).toBe('Thaw');
    expect(dateOfDay(thaw, 28).season).toBe('Thaw'); // 9th of Greenmonth
    expect(dateOfDay(thaw, 29).season).toBe('Green'); // 10th of Greenmonth
    expect(dateOfDay(thaw, 45).season).toBe('Cold');
    const lateStart = calendarSchema.parse({ ...thaw, seasons: [{ name: 'Green', month: 1, day: 1 }, { name: 'Cold', month: 2, day: 1 }] });
    expect(dateOfDay(lateStart, 0).season).toBe('Cold');
  });

  it('follows the Gregorian leap rule', () => {
    const g = calendarSchema.parse({ ...preset('gregorian'), epochYear: 1896 });
    expect([1896, 1900, 2000, 2023, 2024].map((y) => isLeapYear(g, y))).toEqual([true, false, true, false, true]);
    // 1896 has 366 days, so day 366 is the first of 1897; 29 February 1900 does not exist.
    expect(formatDay(g, 366)).toBe('1st of January, 1897');
    expect(dayOfDate(g, 1900, 1, 29)).toBeNull();
    expect(dayOfDate(g, 2000, 1, 29)).not.toBeNull();
    // From 1 January 1896 to 1 January 2024: 128 years, 32 leap days less 1900's.
    expect(dayOfDate(g, 2024, 0, 1)).toBe(128 * 365 + 31);
    expect(formatDay(g, 128 * 365 + 31 + 59)).toBe('29th of February, 2024');
    // Hundreds of thousands of years on jump whole 400-year cycles (146097 days each).
    expect(formatDay(g, 146_097 * 500)).toBe('1st of January, 201896');
  });

  it('starts the campaign on any day of its first year', () => {
    const g = calendarSchema.parse({ ...preset('gregorian'), epochYear: 2024, epochMonth: 1, epochDay: 28 });
    expect(formatDay(g, 0)).toBe('28th of February, 2024');
    expect(formatDay(g, 1)).toBe('29th of February, 2024');
    expect(formatDay(g, 2)).toBe('1st of March, 2024');
    expect(dayOfDate(g, 2024, 2, 1)).toBe(2);
    expect(dayOfDate(g, 2024, 0, 1)).toBeNull();
  });

  it('reads ordinals as English does', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th', '112th']);
  });

  it('refuses a calendar whose parts point nowhere', () => {
    const bad = calendarSchema.safeParse({ ...thaw, leap: { every: 4, except: 10, month: 7 }, seasons: [{ name: 'X', month: 9, day: 1 }] });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['leap.except', 'seasons.0.month']));
  });

  it('accepts both presets', () => {
    expect(formatDay(preset('plain'), 0)).toBe('1st of Deepfrost, 1');
    expect(formatDay(preset('plain'), 389)).toBe('30th of Deepfrost, 2');
  });
});
