import { describe, expect, it } from 'vitest';
import { dateOfDay, dayOfDate, dayOfFestival, epochProblem, festivalsAfter, formatDay, OPENS_YEAR, weekDayIndex, yearLength } from './calendar';
import { calendarSchema } from './contract/calendar';

// The Shire Reckoning, as "calendars" (docs/sources.md) gives its facts (Tolkien, The Lord of the
// Rings, Appendix D): 12 months of 30 days; 2 Yule opens the year and 1 Yule closes it; the
// Lithedays (1 Lithe, Mid-year's Day, Overlithe in leap years, 2 Lithe) between Forelithe and
// Afterlithe; a leap year every fourth year but the last of a century; a week of 7 days in which
// every day has its place but Mid-year's Day and Overlithe, so a date keeps its week day every year.

const months = ['Afteryule', 'Solmath', 'Rethe', 'Astron', 'Thrimidge', 'Forelithe', 'Afterlithe', 'Wedmath', 'Halimath', 'Winterfilth', 'Blotmath', 'Foreyule'];
const FORELITHE = 5;
const shire = calendarSchema.parse({
  epochYear: 1420,
  era: 'S.R.',
  months: months.map((name) => ({ name, days: 30 })),
  weekDays: ['Sterday', 'Sunday', 'Monday', 'Trewsday', 'Hevensday', 'Mersday', 'Highday'],
  // The campaign starts on 2 Yule, the year's first day, a Sterday.
  epochFestival: 0,
  epochWeekDay: 0,
  leap: { every: 4, except: 100, month: FORELITHE, extraDays: 0 },
  intercalary: [
    { name: '2 Yule', afterMonth: OPENS_YEAR, inWeek: true },
    { name: '1 Lithe', afterMonth: FORELITHE, inWeek: true },
    { name: "Mid-year's Day", afterMonth: FORELITHE },
    { name: 'Overlithe', afterMonth: FORELITHE, leapOnly: true },
    { name: '2 Lithe', afterMonth: FORELITHE, inWeek: true },
    { name: '1 Yule', afterMonth: 11, inWeek: true },
  ],
});

/** The game day a date of 1420 S.R. or after falls on. */
const on = (year: number, month: number, day: number) => dayOfDate(shire, year, month, day)!;
const weekDayOf = (day: number) => dateOfDay(shire, day).weekDay;

describe('the Shire Reckoning (calendars)', () => {
  it('opens the year with 2 Yule, a Sterday, on which the campaign starts; Afteryule 1 is the next day, a Sunday', () => {
    expect(formatDay(shire, 0)).toBe('2 Yule, 1420 S.R.');
    expect(dateOfDay(shire, 0)).toMatchObject({ dayOfYear: 1, weekDay: 'Sterday', festival: { name: '2 Yule', index: 0 }, month: 0 });
    expect(festivalsAfter(shire, 1420, OPENS_YEAR).map((f) => f.name)).toEqual(['2 Yule']);
    expect(on(1420, 0, 1)).toBe(1);
    expect(weekDayOf(1)).toBe('Sunday');
  });

  it('has the Lithedays in order between Forelithe 30 (a Mersday) and Afterlithe 1 (a Sunday); Overlithe only in a leap year', () => {
    expect(festivalsAfter(shire, 1420, FORELITHE).map((f) => f.name)).toEqual(['1 Lithe', "Mid-year's Day", 'Overlithe', '2 Lithe']);
    expect(festivalsAfter(shire, 1421, FORELITHE).map((f) => f.name)).toEqual(['1 Lithe', "Mid-year's Day", '2 Lithe']);
    const forelithe30 = on(1421, FORELITHE, 30);
    expect([forelithe30 + 1, forelithe30 + 2, forelithe30 + 3, forelithe30 + 4].map((d) => [formatDay(shire, d), weekDayOf(d)])).toEqual([
      ['1 Lithe, 1421 S.R.', 'Highday'],
      ["Mid-year's Day, 1421 S.R.", null],
      ['2 Lithe, 1421 S.R.', 'Sterday'],
      ['1st of Afterlithe, 1421 S.R.', 'Sunday'],
    ]);
    expect(weekDayOf(forelithe30)).toBe('Mersday');
    expect(weekDayOf(dayOfFestival(shire, 1420, 3)!)).toBeNull();
  });

  it('closes the year with 1 Yule, a Highday; 365 days, 366 in a leap year, none in the last year of a century', () => {
    const lastDay = dayOfFestival(shire, 1421, 5)!;
    expect([formatDay(shire, lastDay), weekDayOf(lastDay), dateOfDay(shire, lastDay).dayOfYear]).toEqual(['1 Yule, 1421 S.R.', 'Highday', 365]);
    expect(formatDay(shire, lastDay + 1)).toBe('2 Yule, 1422 S.R.');
    expect([yearLength(shire, 1420), yearLength(shire, 1421), yearLength(shire, 1500)]).toEqual([366, 365, 365]);
  });

  it('gives every date the same week day every year, leap years and the century too', () => {
    for (const year of [1420, 1421, 1424, 1499, 1500, 1501, 1777]) {
      expect([year, weekDayOf(dayOfFestival(shire, year, 0)!), weekDayIndex(shire, year, 0, 1), weekDayIndex(shire, year, FORELITHE, 30), weekDayIndex(shire, year, 11, 30)]).toEqual([year, 'Sterday', 1, 5, 5]);
    }
  });

  it('may start on any day: on Overlithe only in a leap year, refused otherwise naming why', () => {
    expect(formatDay({ ...shire, epochFestival: 3 }, 0)).toBe('Overlithe, 1420 S.R.');
    expect(epochProblem({ ...shire, epochFestival: 3 })).toBeNull();
    expect(epochProblem({ ...shire, epochYear: 1421, epochFestival: 3 })).toBe('Overlithe comes only in leap years, and 1421 is not one');
    expect(calendarSchema.safeParse({ ...shire, epochFestival: 6 }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['epochFestival', 'must name one of the 6 festival days']]);
  });
});
