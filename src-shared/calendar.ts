import type { Calendar, CalendarInput } from './contract/calendar';

/** A day of a campaign's calendar, as a GM reads it. */
export interface CalendarDate {
  year: number;
  /** 0-based index into the calendar's months; on a day outside the months, the month it follows (the first month, for a day that opens the year). */
  month: number;
  monthName: string;
  /** 1-based day of the month; null on a day outside the months. */
  dayOfMonth: number | null;
  /** The day outside the months this is (index into the calendar's `intercalary`), or null. */
  festival: { name: string; index: number } | null;
  /** 1-based day of the year. */
  dayOfYear: number;
  /** Null when the calendar has no week, and on a day outside the months that stands outside the week. */
  weekDay: string | null;
  season: string | null;
  moons: { name: string; phase: MoonPhase; /** 0 at new moon, 0.5 at full. */ fraction: number }[];
  leapYear: boolean;
}

export const moonPhases = ['new', 'waxing crescent', 'first quarter', 'waxing gibbous', 'full', 'waning gibbous', 'last quarter', 'waning crescent'] as const;
export type MoonPhase = (typeof moonPhases)[number];

const mod = (n: number, m: number) => ((n % m) + m) % m;

export function isLeapYear(cal: Calendar, year: number): boolean {
  const leap = cal.leap;
  if (!leap) return false;
  if (leap.unless !== null && mod(year, leap.unless) === 0) return true;
  if (leap.except !== null && mod(year, leap.except) === 0) return false;
  return mod(year, leap.every) === 0;
}

export const monthLength = (cal: Calendar, year: number, month: number): number =>
  cal.months[month].days + (cal.leap && cal.leap.month === month && isLeapYear(cal, year) ? cal.leap.extraDays : 0);

/**
 * A stretch of the year: a month's days, or one day outside the months (`month` -1 for one
 * that opens the year). `inWeek`: its days take week days (a month's always; a festival's when it keeps its week day).
 */
type Part = { month: number; festival: null; length: number; inWeek: true } | { month: number; festival: number; length: 1; inWeek: boolean };

/** The year in order: the days outside the months that open it, then each month and the days that follow it (leap-year ones only in leap years). */
function yearParts(cal: Calendar, year: number): Part[] {
  const leap = isLeapYear(cal, year);
  const parts: Part[] = [];
  const festivalsAfterMonth = (month: number) =>
    cal.intercalary.forEach((d, festival) => {
      if (d.afterMonth === month && (leap || !d.leapOnly)) parts.push({ month, festival, length: 1, inWeek: d.inWeek });
    });
  festivalsAfterMonth(OPENS_YEAR);
  cal.months.forEach((_, month) => {
    parts.push({ month, festival: null, length: monthLength(cal, year, month), inWeek: true });
    festivalsAfterMonth(month);
  });
  return parts;
}

/** `afterMonth` of a day outside the months that comes first in the year, before the first month. */
export const OPENS_YEAR = -1;

/** The days outside the months that a year holds after a month (or, for `OPENS_YEAR`, before the first), in order. */
export function festivalsAfter(cal: Calendar, year: number, month: number): { name: string; index: number }[] {
  return yearParts(cal, year)
    .filter((p) => p.month === month && p.festival !== null)
    .map((p) => ({ name: cal.intercalary[p.festival!].name, index: p.festival! }));
}

/** Days of a year that are in a month. */
function monthDaysOf(cal: Calendar, year: number): number {
  const plain = cal.months.reduce((n, m) => n + m.days, 0);
  return plain + (cal.leap && isLeapYear(cal, year) ? cal.leap.extraDays : 0);
}

const festivalsOf = (cal: Calendar, year: number) => {
  const leap = isLeapYear(cal, year);
  return cal.intercalary.filter((d) => leap || !d.leapOnly);
};

/** Days of a year that take week days: the months' and the festivals' that keep theirs. */
function weekDaysOf(cal: Calendar, year: number): number {
  return monthDaysOf(cal, year) + festivalsOf(cal, year).filter((d) => d.inWeek).length;
}

export function yearLength(cal: Calendar, year: number): number {
  return monthDaysOf(cal, year) + festivalsOf(cal, year).length;
}

/** Years after which leap years repeat: the longest period of the rule (each divides the next). */
const cycleYears = (cal: Calendar) => (cal.leap ? (cal.leap.unless ?? cal.leap.except ?? cal.leap.every) : 1);

/** Days and week days in one whole leap cycle, worked out once per calendar: every date shown needs them. */
const cycles = new WeakMap<Calendar, { days: number; weekDays: number }>();
function cycleOf(cal: Calendar): { days: number; weekDays: number } {
  let known = cycles.get(cal);
  if (!known) {
    known = { days: 0, weekDays: 0 };
    for (let y = 0; y < cycleYears(cal); y++) {
      known.days += yearLength(cal, cal.epochYear + y);
      known.weekDays += weekDaysOf(cal, cal.epochYear + y);
    }
    cycles.set(cal, known);
  }
  return known;
}

/**
 * Days from the start of the year to a day of a month, or to a day outside the months, and
 * how many of them take week days; null when the year has no such day.
 */
function placeInYear(cal: Calendar, year: number, place: { month: number; day: number } | { festival: number }): { before: number; weekDaysBefore: number } | null {
  let before = 0;
  let weekDaysBefore = 0;
  for (const p of yearParts(cal, year)) {
    if ('festival' in place ? p.festival === place.festival : p.festival === null && p.month === place.month) {
      if ('festival' in place) return { before, weekDaysBefore };
      return place.day >= 1 && place.day <= p.length ? { before: before + place.day - 1, weekDaysBefore: weekDaysBefore + place.day - 1 } : null;
    }
    before += p.length;
    if (p.inWeek) weekDaysBefore += p.length;
  }
  return null;
}

/** Where the campaign's first day falls in its year: a day of a month, or a festival day. */
const epochDate = (cal: Calendar) => (cal.epochFestival === null ? { month: cal.epochMonth, day: cal.epochDay } : { festival: cal.epochFestival });

/** Why the first day the calendar names is no day of its first year (a leap-year festival in another year), or null. */
export function epochProblem(cal: Calendar): string | null {
  if (cal.epochFestival === null || placeInYear(cal, cal.epochYear, epochDate(cal))) return null;
  return `${cal.intercalary[cal.epochFestival].name} comes only in leap years, and ${cal.epochYear} is not one`;
}

const epochPlace = (cal: Calendar) => placeInYear(cal, cal.epochYear, epochDate(cal)) ?? { before: 0, weekDaysBefore: 0 };

/**
 * The date of a game day, counted from 0 at the campaign's first day. Whole leap
 * cycles are jumped over, so a date thousands of years on costs one cycle's walk.
 */
export function dateOfDay(cal: Calendar, day: number): CalendarDate {
  const epoch = epochPlace(cal);
  let year = cal.epochYear;
  let rest = epoch.before + day;
  // Days in the week from the start of the campaign's first year: the week skips the festival days that stand outside it.
  let weekDays = 0;
  const cycle = cycleOf(cal);
  const whole = Math.floor(rest / cycle.days);
  year += whole * cycleYears(cal);
  rest -= whole * cycle.days;
  weekDays += whole * cycle.weekDays;
  while (rest >= yearLength(cal, year)) {
    rest -= yearLength(cal, year);
    weekDays += weekDaysOf(cal, year++);
  }

  const dayOfYear = rest + 1;
  const parts = yearParts(cal, year);
  let i = 0;
  while (rest >= parts[i].length) {
    if (parts[i].inWeek) weekDays += parts[i].length;
    rest -= parts[i++].length;
  }
  const part = parts[i];
  const festival = part.festival === null ? null : { name: cal.intercalary[part.festival].name, index: part.festival };
  const dayOfMonth = festival ? null : rest + 1;
  const n = cal.weekDays.length;
  const weekIndex = cal.weekStartsEachMonth ? rest : cal.epochWeekDay + weekDays + rest - epoch.weekDaysBefore;
  // A tenday that starts again each month has no place for a festival day.
  const inWeek = festival ? part.inWeek && !cal.weekStartsEachMonth : true;
  const month = Math.max(0, part.month);
  return {
    year,
    month,
    monthName: cal.months[month].name,
    dayOfMonth,
    festival,
    dayOfYear,
    weekDay: n && inWeek ? cal.weekDays[mod(weekIndex, n)] : null,
    // A day opening the year comes before the first month's first day.
    season: seasonOn(cal, month, dayOfMonth ?? (part.month === OPENS_YEAR ? 0 : monthLength(cal, year, month) + 1)),
    moons: cal.moons.map((m) => {
      const fraction = mod(day + m.offsetDays, m.cycleDays) / m.cycleDays;
      return { name: m.name, fraction, phase: moonPhases[Math.floor(fraction * 8 + 0.5) % 8] };
    }),
    leapYear: isLeapYear(cal, year),
  };
}

/**
 * The week day (0-based) of a day of a month, in any year, before the campaign too; null
 * without a week. Festival days outside the week are skipped, as the week skips them.
 */
export function weekDayIndex(cal: Calendar, year: number, month: number, dayOfMonth: number): number | null {
  const n = cal.weekDays.length;
  if (!n) return null;
  if (cal.weekStartsEachMonth) return mod(dayOfMonth - 1, n);
  const place = placeInYear(cal, year, { month, day: dayOfMonth });
  if (!place) return null;
  let weekDays = place.weekDaysBefore - epochPlace(cal).weekDaysBefore;
  for (let y = cal.epochYear; y < year; y++) weekDays += weekDaysOf(cal, y);
  for (let y = year; y < cal.epochYear; y++) weekDays -= weekDaysOf(cal, y);
  return mod(cal.epochWeekDay + weekDays, n);
}

/**
 * The moons that turn new or full during a game day (0 = the first): the one day that
 * holds the moment, where a phase name would cover two or three.
 */
export function moonTurns(cal: Calendar, day: number): { name: string; turn: 'new' | 'full' }[] {
  const out: { name: string; turn: 'new' | 'full' }[] = [];
  for (const m of cal.moons) {
    const f0 = mod(day + m.offsetDays, m.cycleDays) / m.cycleDays;
    const f1 = mod(day + 1 + m.offsetDays, m.cycleDays) / m.cycleDays;
    if (f0 === 0 || (f1 < f0 && f1 > 0)) out.push({ name: m.name, turn: 'new' });
    else if (f0 === 0.5 || (f0 < 0.5 && f1 > 0.5)) out.push({ name: m.name, turn: 'full' });
  }
  return out;
}

/**
 * Day of the year (1-based) the calendar's summer begins, taken as midsummer for the sun;
 * null when no season is called summer (the sun then puts midsummer mid-year).
 */
export function midsummerDay(cal: Calendar, year: number): number | null {
  const summer = cal.seasons.find((s) => /summer/i.test(s.name));
  const place = summer && placeInYear(cal, year, { month: summer.month, day: summer.day });
  return place ? place.before + 1 : null;
}

/** The season whose start is the latest on or before the date; before the first start, the year's last season goes on. */
function seasonOn(cal: Calendar, month: number, dayOfMonth: number): string | null {
  if (cal.seasons.length === 0) return null;
  const key = (m: number, d: number) => m * 1000 + d;
  const sorted = [...cal.seasons].sort((a, b) => key(a.month, a.day) - key(b.month, b.day));
  const started = sorted.filter((s) => key(s.month, s.day) <= key(month, dayOfMonth));
  return (started.length ? started[started.length - 1] : sorted[sorted.length - 1]).name;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 111th. */
export function ordinal(n: number): string {
  const tens = mod(n, 100);
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][mod(n, 10)] ?? 'th'}`;
}

/** "3rd of Thawmonth, 1042", or "Midsummer, 1492 DR" on a day outside the months (with the era when the calendar names one). */
export function formatDate(cal: Calendar, date: CalendarDate): string {
  const day = date.festival ? date.festival.name : `${ordinal(date.dayOfMonth ?? 0)} of ${date.monthName}`;
  return `${day}, ${date.year}${cal.era ? ` ${cal.era}` : ''}`;
}

export const formatDay = (cal: Calendar, day: number): string => formatDate(cal, dateOfDay(cal, day));

/** The game day (0 = the first) a date falls on, or null when it is before the campaign began or not a date. */
export function dayOfDate(cal: Calendar, year: number, month: number, dayOfMonth: number): number | null {
  if (month < 0 || month >= cal.months.length) return null;
  return gameDayOf(cal, year, { month, day: dayOfMonth });
}

/** The game day a day outside the months falls on in a year, or null when that year has none (a leap day) or the campaign had not begun. */
export function dayOfFestival(cal: Calendar, year: number, festival: number): number | null {
  if (festival < 0 || festival >= cal.intercalary.length) return null;
  return gameDayOf(cal, year, { festival });
}

function gameDayOf(cal: Calendar, year: number, place: { month: number; day: number } | { festival: number }): number | null {
  const at = placeInYear(cal, year, place);
  if (!at || year < cal.epochYear) return null;
  let days = at.before - epochPlace(cal).before;
  for (let y = cal.epochYear; y < year; y++) days += yearLength(cal, y);
  return days >= 0 ? days : null;
}

/** A GM's note as the calendar keeps it: on a game day (1 = the first), once or every so many years on that date. */
export interface DatedNote {
  day: number;
  repeatYears: number | null;
}

/**
 * Whether a note comes up on a game day (0 = the first): on its own day, or, repeating,
 * on the same date (the same day of the same month, or the same day outside the months)
 * every `repeatYears` years after. A date some years lack (a leap day) comes up only in
 * the years that have it.
 */
export function noteFallsOn(cal: Calendar | null, note: DatedNote, day: number, date: CalendarDate | null = cal && dateOfDay(cal, day)): boolean {
  if (note.day - 1 === day) return true;
  if (!cal || !date || note.repeatYears === null || day < note.day - 1) return false;
  const first = dateOfDay(cal, note.day - 1);
  if (mod(date.year - first.year, note.repeatYears) !== 0) return false;
  return first.festival ? date.festival?.index === first.festival.index : !date.festival && date.month === first.month && date.dayOfMonth === first.dayOfMonth;
}

/** "every year", "every 4 years". */
export const describeRepeat = (years: number | null): string => (years === null ? 'once' : years === 1 ? 'every year' : `every ${years} years`);

const season = (name: string, month: number, day = 1) => ({ name, month, day });

/** Calendars to start from; the editor copies one and the GM changes what they like. */
export const calendarPresets: { id: string; label: string; calendar: CalendarInput }[] = [
  {
    id: 'plain',
    label: 'Twelve months of thirty days',
    calendar: {
      epochYear: 1,
      months: ['Deepfrost', 'Icemelt', 'Seedtide', 'Rainmonth', 'Bloom', 'Highsun', 'Hayfall', 'Reaping', 'Leafturn', 'Mistmonth', 'Darkening', 'Yearsend'].map((name) => ({ name, days: 30 })),
      weekDays: ['Firstday', 'Seconday', 'Thirdday', 'Fourthday', 'Fifthday', 'Sixthday', 'Restday'],
      seasons: [season('Winter', 0), season('Spring', 2), season('Summer', 5), season('Autumn', 8), season('Winter', 11)],
      moons: [{ name: 'The Moon', cycleDays: 30, offsetDays: 0 }],
    },
  },
  {
    id: 'gregorian',
    label: 'A Gregorian-like year',
    calendar: {
      epochYear: 1,
      months: [
        ['January', 31], ['February', 28], ['March', 31], ['April', 30], ['May', 31], ['June', 30],
        ['July', 31], ['August', 31], ['September', 30], ['October', 31], ['November', 30], ['December', 31],
      ].map(([name, days]) => ({ name: name as string, days: days as number })),
      weekDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      leap: { every: 4, except: 100, unless: 400, month: 1, extraDays: 1 },
      seasons: [season('Winter', 0), season('Spring', 2, 20), season('Summer', 5, 21), season('Autumn', 8, 22), season('Winter', 11, 21)],
      moons: [{ name: 'The Moon', cycleDays: 29.530588, offsetDays: 0 }],
    },
  },
  {
    id: 'harptos',
    label: 'Tendays and festivals (Harptos-like)',
    calendar: {
      epochYear: 1492,
      era: 'DR',
      months: ['Hammer', 'Alturiak', 'Ches', 'Tarsakh', 'Mirtul', 'Kythorn', 'Flamerule', 'Eleasis', 'Eleint', 'Marpenoth', 'Uktar', 'Nightal'].map((name) => ({ name, days: 30 })),
      weekDays: ['Firstday', 'Secondday', 'Thirdday', 'Fourthday', 'Fifthday', 'Sixthday', 'Seventhday', 'Eighthday', 'Ninthday', 'Tenthday'],
      weekStartsEachMonth: true,
      // The leap year adds no day to a month: its extra day is the festival that comes only then.
      leap: { every: 4, month: 6, extraDays: 0 },
      intercalary: [
        { name: 'Midwinter', afterMonth: 0 },
        { name: 'Greengrass', afterMonth: 3 },
        { name: 'Midsummer', afterMonth: 6 },
        { name: 'Shieldmeet', afterMonth: 6, leapOnly: true },
        { name: 'Highharvestide', afterMonth: 8 },
        { name: 'The Feast of the Moon', afterMonth: 10 },
      ],
      seasons: [season('Winter', 0), season('Spring', 2, 19), season('Summer', 5, 20), season('Autumn', 8, 21), season('Winter', 11, 20)],
      moons: [{ name: 'Selûne', cycleDays: 30.4375, offsetDays: 0 }],
    },
  },
];
