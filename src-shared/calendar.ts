import type { Calendar, CalendarInput } from './contract/calendar';

/** A day of a campaign's calendar, as a GM reads it. */
export interface CalendarDate {
  year: number;
  /** 0-based index into the calendar's months. */
  month: number;
  monthName: string;
  /** 1-based day of the month. */
  dayOfMonth: number;
  /** 1-based day of the year. */
  dayOfYear: number;
  /** Null when the calendar has no week. */
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

export function yearLength(cal: Calendar, year: number): number {
  const plain = cal.months.reduce((n, m) => n + m.days, 0);
  return plain + (cal.leap && isLeapYear(cal, year) ? cal.leap.extraDays : 0);
}

/** Years after which leap years repeat: the longest period of the rule (each divides the next). */
const cycleYears = (cal: Calendar) => (cal.leap ? (cal.leap.unless ?? cal.leap.except ?? cal.leap.every) : 1);

/** Days from the start of the year to the first of a month. */
function daysBeforeMonth(cal: Calendar, year: number, month: number): number {
  let n = 0;
  for (let m = 0; m < month; m++) n += monthLength(cal, year, m);
  return n;
}

/**
 * The date of a game day, counted from 0 at the campaign's first day. Whole leap
 * cycles are jumped over, so a date thousands of years on costs one cycle's walk.
 */
export function dateOfDay(cal: Calendar, day: number): CalendarDate {
  let year = cal.epochYear;
  let rest = daysBeforeMonth(cal, year, cal.epochMonth) + cal.epochDay - 1 + day;
  const cycle = cycleYears(cal);
  let cycleDays = 0;
  for (let y = 0; y < cycle; y++) cycleDays += yearLength(cal, year + y);
  const cycles = Math.floor(rest / cycleDays);
  year += cycles * cycle;
  rest -= cycles * cycleDays;
  while (rest >= yearLength(cal, year)) rest -= yearLength(cal, year++);

  const dayOfYear = rest + 1;
  let month = 0;
  while (rest >= monthLength(cal, year, month)) rest -= monthLength(cal, year, month++);
  const dayOfMonth = rest + 1;

  const weekDay = cal.weekDays.length ? cal.weekDays[mod(cal.epochWeekDay + day, cal.weekDays.length)] : null;
  return {
    year,
    month,
    monthName: cal.months[month].name,
    dayOfMonth,
    dayOfYear,
    weekDay,
    season: seasonOn(cal, month, dayOfMonth),
    moons: cal.moons.map((m) => {
      const fraction = mod(day + m.offsetDays, m.cycleDays) / m.cycleDays;
      return { name: m.name, fraction, phase: moonPhases[Math.floor(fraction * 8 + 0.5) % 8] };
    }),
    leapYear: isLeapYear(cal, year),
  };
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

/** "3rd of Thawmonth, 1042" (with the era when the calendar names one). */
export function formatDate(cal: Calendar, date: CalendarDate): string {
  return `${ordinal(date.dayOfMonth)} of ${date.monthName}, ${date.year}${cal.era ? ` ${cal.era}` : ''}`;
}

export const formatDay = (cal: Calendar, day: number): string => formatDate(cal, dateOfDay(cal, day));

/** The game day (0 = the first) a date falls on, or null when it is before the campaign began or not a date. */
export function dayOfDate(cal: Calendar, year: number, month: number, dayOfMonth: number): number | null {
  if (month < 0 || month >= cal.months.length || dayOfMonth < 1 || dayOfMonth > monthLength(cal, year, month)) return null;
  let days = daysBeforeMonth(cal, year, month) + dayOfMonth - 1 - (daysBeforeMonth(cal, cal.epochYear, cal.epochMonth) + cal.epochDay - 1);
  for (let y = cal.epochYear; y < year; y++) days += yearLength(cal, y);
  return days >= 0 ? days : null;
}

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
];
