import { describe, expect, it } from 'vitest';
import { calendarPresets, dateOfDay, dayOfDate, dayOfFestival, festivalsAfter, formatDay, isLeapYear, moonTurns, noteFallsOn, ordinal, weekDayIndex, yearLength } from './calendar';
import { calendarSchema, type Calendar } from './contract/calendar';
import { formatGameTime, redate, SECONDS_PER_DAY } from './time';

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

// The Harptos-like preset: twelve months of thirty days in three tendays each, five festival
// days outside any month, and a sixth (Shieldmeet) after Midsummer every fourth year.
const harptos = preset('harptos');

describe('days outside the months, leap festivals and weeks that start each month', () => {
  it('puts each festival after its month, with its own name and no month or week day', () => {
    // 1492 (a leap year): Hammer is game days 0-29, Midwinter 30, Alturiak 1st is 31.
    expect(formatDay(harptos, 29)).toBe('30th of Hammer, 1492 DR');
    expect(formatDay(harptos, 30)).toBe('Midwinter, 1492 DR');
    expect(formatDay(harptos, 31)).toBe('1st of Alturiak, 1492 DR');
    // Four months and Midwinter before Greengrass: 4 × 30 + 1 = 121.
    expect(formatDay(harptos, 121)).toBe('Greengrass, 1492 DR');
    expect(formatDay(harptos, 122)).toBe('1st of Mirtul, 1492 DR');
    const midwinter = dateOfDay(harptos, 30);
    expect(midwinter).toMatchObject({ festival: { name: 'Midwinter', index: 0 }, dayOfMonth: null, weekDay: null, month: 0, dayOfYear: 31, season: 'Winter' });
    // Seven months and two festivals before Midsummer: 212; Shieldmeet follows it in a leap year; then Eleasis.
    expect(formatDay(harptos, 212)).toBe('Midsummer, 1492 DR');
    expect(formatDay(harptos, 213)).toBe('Shieldmeet, 1492 DR');
    expect(formatDay(harptos, 214)).toBe('1st of Eleasis, 1492 DR');
    expect(formatDay(harptos, 223)).toBe('10th of Eleasis, 1492 DR');
    expect(formatDay(harptos, 274)).toBe('Highharvestide, 1492 DR');
    expect(formatDay(harptos, 335)).toBe('The Feast of the Moon, 1492 DR');
    expect(formatDay(harptos, 365)).toBe('30th of Nightal, 1492 DR');
    expect(festivalsAfter(harptos, 1492, 6).map((f) => f.name)).toEqual(['Midsummer', 'Shieldmeet']);
  });

  it('adds the leap festival only every fourth year', () => {
    expect([1492, 1493, 1496, 1500].map((y) => isLeapYear(harptos, y))).toEqual([true, false, true, true]);
    expect([1492, 1493].map((y) => yearLength(harptos, y))).toEqual([366, 365]);
    // 1493 starts on game day 366; its Midsummer (212 in) is followed straight by Eleasis.
    expect(formatDay(harptos, 366)).toBe('1st of Hammer, 1493 DR');
    expect(formatDay(harptos, 366 + 212)).toBe('Midsummer, 1493 DR');
    expect(formatDay(harptos, 366 + 213)).toBe('1st of Eleasis, 1493 DR');
    expect(festivalsAfter(harptos, 1493, 6).map((f) => f.name)).toEqual(['Midsummer']);
    expect(dayOfFestival(harptos, 1493, 3)).toBeNull();
    // 1496 starts after 366 + 3 × 365 = 1461 days; its Shieldmeet is 213 days in.
    expect(dayOfFestival(harptos, 1496, 3)).toBe(1674);
    expect(formatDay(harptos, 1674)).toBe('Shieldmeet, 1496 DR');
    expect(dayOfDate(harptos, 1496, 7, 1)).toBe(1675);
    expect(dayOfDate(harptos, 1492, 7, 10)).toBe(223);
  });

  it('starts a tenday on the 1st of every month, the festivals standing outside it', () => {
    expect(dateOfDay(harptos, 0).weekDay).toBe('Firstday');
    expect(dateOfDay(harptos, 29).weekDay).toBe('Tenthday');
    expect(dateOfDay(harptos, 31).weekDay).toBe('Firstday'); // 1st of Alturiak, after Midwinter
    expect(dateOfDay(harptos, 214).weekDay).toBe('Firstday'); // 1st of Eleasis, after Midsummer and Shieldmeet
    expect(dateOfDay(harptos, 223).weekDay).toBe('Tenthday');
    expect(dateOfDay(harptos, 1675).weekDay).toBe('Firstday');
    expect(weekDayIndex(harptos, 1400, 3, 11)).toBe(0);
  });

  it('keeps a running week off the days outside the months', () => {
    // Two months of five days and a feast between; a three-day week that runs on across months and years.
    const small = calendarSchema.parse({
      epochYear: 1,
      months: [{ name: 'Early', days: 5 }, { name: 'Late', days: 5 }],
      weekDays: ['Xday', 'Yday', 'Zday'],
      intercalary: [{ name: 'Feast', afterMonth: 0 }],
    });
    expect([0, 1, 2, 3, 4].map((d) => dateOfDay(small, d).weekDay)).toEqual(['Xday', 'Yday', 'Zday', 'Xday', 'Yday']);
    expect(dateOfDay(small, 5)).toMatchObject({ festival: { name: 'Feast' }, weekDay: null });
    // The 1st of Late follows the 5th of Early (Yday): Zday, the feast not counted.
    expect(dateOfDay(small, 6).weekDay).toBe('Zday');
    // Year 2 starts on day 11 after 10 days in the week: 10 mod 3 = 1, Yday; the grid agrees, before the campaign too.
    expect(dateOfDay(small, 11)).toMatchObject({ year: 2, dayOfMonth: 1, weekDay: 'Yday' });
    expect(weekDayIndex(small, 2, 0, 1)).toBe(1);
    expect(weekDayIndex(small, 0, 1, 5)).toBe(2); // 1 day before the campaign's first: Zday
  });

  it('brings a note back on its date every year, or every N years, and a leap festival\'s only when it comes', () => {
    // On the 1st of Eleasis 1492 (game day 214, campaign day 215), every year.
    const yearly = { day: 215, repeatYears: 1 };
    expect(noteFallsOn(harptos, yearly, 214)).toBe(true);
    expect(noteFallsOn(harptos, yearly, 366 + 213)).toBe(true); // 1st of Eleasis 1493
    expect(noteFallsOn(harptos, yearly, 366 + 212)).toBe(false); // Midsummer 1493
    expect(noteFallsOn(harptos, yearly, 100)).toBe(false); // before it was written for
    // On Shieldmeet 1492, every fourth year: 1496's Shieldmeet, not 1493's Midsummer.
    const shieldmeet = { day: 214, repeatYears: 4 };
    expect(noteFallsOn(harptos, shieldmeet, 1674)).toBe(true);
    expect(noteFallsOn(harptos, shieldmeet, 366 + 212)).toBe(false);
    expect(noteFallsOn(harptos, shieldmeet, 1673)).toBe(false); // Midsummer 1496
    // Every second year on Greengrass 1492: 1494's comes (day 366 + 365 + 121), 1493's does not.
    const biennial = { day: 122, repeatYears: 2 };
    expect(noteFallsOn(harptos, biennial, 366 + 121)).toBe(false);
    expect(noteFallsOn(harptos, biennial, 366 + 365 + 121)).toBe(true);
    // A note written once comes only on its day; without a calendar there are no years.
    expect(noteFallsOn(harptos, { day: 215, repeatYears: null }, 366 + 213)).toBe(false);
    expect(noteFallsOn(null, { day: 3, repeatYears: 1 }, 2)).toBe(true);
    expect(noteFallsOn(null, { day: 3, repeatYears: 1 }, 362)).toBe(false);
  });

  it('reads a calendar saved before days outside the months existed, and refuses a leap festival without a leap rule', () => {
    const old = calendarSchema.parse(JSON.parse('{"epochYear":1042,"era":"","months":[{"name":"Thawmonth","days":20}],"epochMonth":0,"epochDay":1,"weekDays":["A","B"],"epochWeekDay":0,"leap":null,"seasons":[],"moons":[]}'));
    expect(old).toMatchObject({ intercalary: [], weekStartsEachMonth: false });
    expect(formatDay(old, 21)).toBe('2nd of Thawmonth, 1043');
    const bad = calendarSchema.safeParse({ ...harptos, leap: null });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['intercalary.3.leapOnly']);
    const nothingAdded = calendarSchema.safeParse({ ...harptos, intercalary: harptos.intercalary.filter((d) => !d.leapOnly) });
    expect(nothingAdded.error?.issues.map((i) => i.path.join('.'))).toEqual(['leap.extraDays']);
    expect(formatDay(preset('harptos'), 212)).toBe('Midsummer, 1492 DR');
  });
});

describe('dates in the journal\'s text', () => {
  it('read in the calendar the campaign has when shown, however they were written', () => {
    // Game day 223 is the 10th of Eleasis 1492: campaign day 224.
    expect(redate('Time passes: 1 day, to Day 224, 08:00 — turn 48', harptos)).toBe('Time passes: 1 day, to 10th of Eleasis, 1492 DR, 08:00 — turn 48');
    expect(redate('From Day 1, 08:00 — turn 48 to Day 31, 09:10 — turn 55', harptos)).toBe('From 1st of Hammer, 1492 DR, 08:00 — turn 48 to Midwinter, 1492 DR, 09:10 — turn 55');
    expect(redate('Note on Day 214, every 4 years', harptos)).toBe('Note on Shieldmeet, 1492 DR, every 4 years');
    expect(redate('Lit at Day 2, 08:00:04', harptos)).toBe('Lit at 2nd of Hammer, 1492 DR, 08:00:04');
    // A journey's own day numbers are not dates; without a calendar nothing changes.
    expect(redate('Day 2: Water runs out', harptos)).toBe('Day 2: Water runs out');
    expect(redate('to Day 2, 08:00 — turn 48', null)).toBe('to Day 2, 08:00 — turn 48');
  });
});
