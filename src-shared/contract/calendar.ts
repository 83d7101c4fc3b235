import { z } from 'zod';
import { defineDomain, gmOnly } from './define';
import { ids } from './ids';

const id = z.number().int().positive();
const label = z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters');

export const calendarMonth = z.object({ name: label, days: z.number().int().min(1).max(400) }).strict();

/**
 * Leap years: every `every` years, except every `except` years, unless every `unless`
 * years (the Gregorian rule is 4, 100, 400). A leap year adds `extraDays` to one month.
 */
export const calendarLeap = z
  .object({
    every: z.number().int().min(2).max(1000),
    except: z.number().int().min(2).max(10_000).nullable().default(null),
    unless: z.number().int().min(2).max(100_000).nullable().default(null),
    month: z.number().int().min(0),
    /** 0 when a leap year's extra day is one of the days outside the months instead. */
    extraDays: z.number().int().min(0).max(60).default(1),
  })
  .strict()
  // The maths walks one whole leap cycle, which only repeats when each period divides the next.
  .refine((l) => l.except === null || l.except % l.every === 0, { message: 'must be a multiple of every', path: ['except'] })
  .refine((l) => l.unless === null || (l.except !== null && l.unless % l.except === 0), { message: 'must be a multiple of except', path: ['unless'] });

/**
 * A day outside the months, with a name of its own (a festival, a holiday). It follows a
 * month, or opens the year; several in one place come in order. It stands outside the
 * week unless it keeps its week day (the Shire's Lithedays and Yuledays do; its Mid-year's
 * Day does not).
 */
export const calendarIntercalary = z
  .object({
    name: label,
    /** The month (0-based) it follows; -1 for a day that opens the year, before the first month. */
    afterMonth: z.number().int().min(-1),
    /** Only in leap years, by the calendar's leap rule. */
    leapOnly: z.boolean().default(false),
    /** It takes a week day, as a month's days do, so the week runs through it. */
    inWeek: z.boolean().default(false),
  })
  .strict();

export const calendarSeason = z
  .object({ name: label, month: z.number().int().min(0), day: z.number().int().min(1) })
  .strict();

export const calendarMoon = z
  .object({
    name: label,
    /** Days from new moon to new moon; real moons are not whole days. */
    cycleDays: z.number().min(1).max(1000),
    /** How many days into its cycle the moon is on the campaign's first day. */
    offsetDays: z.number().min(0).max(1000).default(0),
  })
  .strict();

const sunHour = z.number({ error: 'must be a number' }).min(0, 'must be 0 to 24 hours').max(24, 'must be 0 to 24 hours');

/**
 * How the sun rises and sets outdoors. No rules text gives sunrise times: both are
 * Lantern's own. Fixed hours hold all year; a latitude works the day's length out as on
 * Earth, with midsummer at the start of the calendar's Summer season.
 */
export const sunRuleSchema = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('fixed'), rise: sunHour, set: sunHour })
    .strict()
    .refine((s) => s.rise < s.set, { message: 'must be later than sunrise', path: ['set'] }),
  z
    .object({
      kind: z.literal('latitude'),
      degrees: z.number({ error: 'must be a number' }).min(-90, 'must be -90 to 90 degrees').max(90, 'must be -90 to 90 degrees'),
    })
    .strict(),
]);
export type SunRule = z.infer<typeof sunRuleSchema>;

export const calendarSchema = z
  .object({
    /** The year the campaign's first day falls in. */
    epochYear: z.number().int().min(-100_000).max(100_000),
    /** Words after the year number ("AR", "of the Reckoning"); empty for none. */
    era: z.string().trim().max(20, 'must be at most 20 characters').default(''),
    months: z.array(calendarMonth).min(1, 'needs at least one month').max(40),
    /** Month and day (both from the start of the year, 0-based month) of the campaign's first day. */
    epochMonth: z.number().int().min(0).default(0),
    epochDay: z.number().int().min(1).default(1),
    /** A day outside the months (index into `intercalary`) the campaign starts on instead of `epochMonth` and `epochDay`; null for none. */
    epochFestival: z.number().int().min(0).nullable().default(null),
    weekDays: z.array(label).max(20).default([]),
    /** Which week day (0-based) the campaign's first day is; on a festival day outside the week, the next day that has one. */
    epochWeekDay: z.number().int().min(0).default(0),
    leap: calendarLeap.nullable().default(null),
    intercalary: z.array(calendarIntercalary).max(40).default([]),
    /** The week starts again on the 1st of every month (a tenday in a 30-day month), instead of running on. */
    weekStartsEachMonth: z.boolean().default(false),
    seasons: z.array(calendarSeason).max(12).default([]),
    moons: z.array(calendarMoon).max(6).default([]),
    /** Null: Lantern's default day, 6:00 to 18:00 at the equinoxes, 15 hours of light at midsummer and 9 at midwinter. */
    sun: sunRuleSchema.nullable().default(null),
  })
  .strict()
  .superRefine((c, ctx) => {
    const monthIn = (m: number, path: (string | number)[]) => {
      if (m >= c.months.length) ctx.addIssue({ code: 'custom', message: `must name one of the ${c.months.length} months (0 to ${c.months.length - 1})`, path });
    };
    monthIn(c.epochMonth, ['epochMonth']);
    if (c.epochMonth < c.months.length && c.epochDay > c.months[c.epochMonth].days) {
      ctx.addIssue({ code: 'custom', message: `must be a day of ${c.months[c.epochMonth].name}`, path: ['epochDay'] });
    }
    if (c.epochFestival !== null && c.epochFestival >= c.intercalary.length) {
      ctx.addIssue({ code: 'custom', message: `must name one of the ${c.intercalary.length} festival days`, path: ['epochFestival'] });
    }
    if (c.weekDays.length > 0 && c.epochWeekDay >= c.weekDays.length) ctx.addIssue({ code: 'custom', message: 'must name one of the week days', path: ['epochWeekDay'] });
    if (c.leap) monthIn(c.leap.month, ['leap', 'month']);
    c.intercalary.forEach((d, i) => {
      monthIn(d.afterMonth, ['intercalary', i, 'afterMonth']);
      if (d.leapOnly && !c.leap) ctx.addIssue({ code: 'custom', message: 'needs a leap rule to say which years are leap years', path: ['intercalary', i, 'leapOnly'] });
    });
    if (c.leap && c.leap.extraDays === 0 && !c.intercalary.some((d) => d.leapOnly)) {
      ctx.addIssue({ code: 'custom', message: 'must be 1 or more, unless a day outside the months comes only in leap years', path: ['leap', 'extraDays'] });
    }
    c.seasons.forEach((s, i) => monthIn(s.month, ['seasons', i, 'month']));
  });
export type Calendar = z.infer<typeof calendarSchema>;
export type CalendarInput = z.input<typeof calendarSchema>;

export const calendarNote = z.object({
  id,
  /** Day since the campaign began, the first day being 1. */
  day: z.number().int().min(1),
  text: z.string(),
  /** Null for once; else the note comes back on the same date every so many years of the calendar. */
  repeatYears: z.number().int().min(1).nullable(),
});
export type CalendarNote = z.infer<typeof calendarNote>;

const noteText = z.string().trim().min(1, 'must not be empty').max(2000, 'must be at most 2000 characters');

export const calendar = defineDomain('calendar', {
  get: {
    roles: gmOnly,
    kind: 'query',
    summary: "The campaign's calendar (null: plain day counts) and the GM's notes on its days.",
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: z.object({ calendar: calendarSchema.nullable(), notes: z.array(calendarNote) }),
  },
  set: {
    roles: gmOnly,
    kind: 'mutation',
    summary: "Give the campaign a calendar (months, week days, leap rule, seasons, moons), or none: journaled, undoable.",
    input: z.object({ campaignId: ids.campaign, calendar: calendarSchema.nullable() }).strict(),
    output: z.object({ calendar: calendarSchema.nullable(), notes: z.array(calendarNote) }),
  },
  addNote: {
    roles: gmOnly,
    kind: 'mutation',
    summary: 'Write a GM note on a day of the calendar (day 1 is the campaign\'s first day), once or coming back on that date every N years.',
    input: z
      .object({
        campaignId: ids.campaign,
        day: z.number().int().min(1).max(10_000_000),
        text: noteText,
        /** Every year (1), every fourth (4)...; needs a calendar. */
        repeatYears: z.number().int().min(1, 'must be 1 or more').max(1000, 'must be at most 1000').nullable().default(null),
      })
      .strict(),
    output: z.object({ calendar: calendarSchema.nullable(), notes: z.array(calendarNote) }),
  },
  removeNote: {
    roles: gmOnly,
    kind: 'mutation',
    summary: 'Remove a GM note from the calendar.',
    input: z.object({ campaignId: ids.campaign, noteId: ids.calendarNote }).strict(),
    output: z.object({ calendar: calendarSchema.nullable(), notes: z.array(calendarNote) }),
  },
});
