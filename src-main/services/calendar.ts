import { calendarSchema, type Calendar, type MethodOutput, type MethodParams } from '../../src-shared/contract';
import { describeRepeat, epochProblem, formatDay } from '../../src-shared/calendar';
import type { CalendarRepository } from '../db/repositories/calendar';
import { AppError, notFound, raise } from './errors';
import type { JournalService } from './journal';

type CalendarView = MethodOutput<'calendar.get'>;

/** The campaign's calendar and its dated notes; every change is one journaled, undoable action. */
export function calendarService(deps: { calendars: CalendarRepository; journal: JournalService }) {
  const { calendars, journal } = deps;

  function calendarOf(campaignId: number): Calendar | null {
    const json = calendars.calendar(campaignId);
    if (json === undefined) raise(notFound('campaign', campaignId, 'campaignId'));
    return json ? calendarSchema.parse(JSON.parse(json)) : null;
  }

  // The journal keeps plain days; they read in whatever calendar the campaign has when shown (`redate`).
  const dayName = (day: number) => `Day ${day}`;

  function get(campaignId: number): CalendarView {
    const calendar = calendarOf(campaignId);
    return { calendar, notes: calendars.notes(campaignId).map(({ id, day, text, repeatYears }) => ({ id, day, text, repeatYears })) };
  }

  return {
    calendarOf,
    get,
    set(input: MethodParams<'calendar.set'>): CalendarView {
      const before = calendarOf(input.campaignId);
      const problem = input.calendar && epochProblem(input.calendar);
      if (problem) throw new AppError('invalid_input', `calendar.epochFestival: ${problem}`, ['calendar', 'epochFestival']);
      journal.record(input.campaignId, { kind: 'calendar', request: input }, (ctx) => {
        calendars.setCalendar(input.campaignId, input.calendar === null ? null : JSON.stringify(input.calendar));
        const cal = input.calendar;
        if (cal) ctx.note(`The first day is ${formatDay(cal, 0)}; ${cal.months.length} months, ${cal.weekDays.length} week days, ${cal.moons.length} moon${cal.moons.length === 1 ? '' : 's'}`);
        return { summary: cal ? (before ? 'Calendar changed' : 'Calendar set') : 'Calendar removed: days are counted plainly', result: null };
      });
      return get(input.campaignId);
    },
    addNote(input: MethodParams<'calendar.addNote'>): CalendarView {
      const cal = calendarOf(input.campaignId);
      const repeatYears = input.repeatYears ?? null;
      // Without a calendar there are no years for a note to come back in.
      if (repeatYears !== null && !cal) throw new AppError('invalid_input', "repeatYears: a note comes back by the calendar's years; give the campaign a calendar first", ['repeatYears']);
      journal.record(input.campaignId, { kind: 'note', request: input }, (ctx) => {
        calendars.addNote({ campaignId: input.campaignId, day: input.day, text: input.text, repeatYears });
        ctx.note(input.text);
        return { summary: `Note on ${dayName(input.day)}${repeatYears === null ? '' : `, ${describeRepeat(repeatYears)}`}`, result: null };
      });
      return get(input.campaignId);
    },
    removeNote(input: MethodParams<'calendar.removeNote'>): CalendarView {
      const note = calendars.note(input.campaignId, input.noteId) ?? raise(notFound('calendar note', input.noteId, 'noteId'));
      journal.record(input.campaignId, { kind: 'note', request: input }, (ctx) => {
        calendars.removeNote(note.id);
        ctx.note(note.text);
        return { summary: `Note removed from ${dayName(note.day)}`, result: null };
      });
      return get(input.campaignId);
    },
  };
}
export type CalendarService = ReturnType<typeof calendarService>;
