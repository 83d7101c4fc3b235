import { calendarSchema, type Calendar, type MethodOutput, type MethodParams } from '../../src-shared/contract';
import { formatDay } from '../../src-shared/calendar';
import type { CalendarRepository } from '../db/repositories/calendar';
import { notFound, raise } from './errors';
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

  const dayName = (cal: Calendar | null, day: number) => (cal ? formatDay(cal, day - 1) : `Day ${day}`);

  function get(campaignId: number): CalendarView {
    const calendar = calendarOf(campaignId);
    return { calendar, notes: calendars.notes(campaignId).map(({ id, day, text }) => ({ id, day, text })) };
  }

  return {
    calendarOf,
    get,
    set(input: MethodParams<'calendar.set'>): CalendarView {
      const before = calendarOf(input.campaignId);
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
      journal.record(input.campaignId, { kind: 'note', request: input }, (ctx) => {
        calendars.addNote({ campaignId: input.campaignId, day: input.day, text: input.text });
        ctx.note(input.text);
        return { summary: `Note on ${dayName(cal, input.day)}`, result: null };
      });
      return get(input.campaignId);
    },
    removeNote(input: MethodParams<'calendar.removeNote'>): CalendarView {
      const cal = calendarOf(input.campaignId);
      const note = calendars.note(input.campaignId, input.noteId) ?? raise(notFound('calendar note', input.noteId, 'noteId'));
      journal.record(input.campaignId, { kind: 'note', request: input }, (ctx) => {
        calendars.removeNote(note.id);
        ctx.note(note.text);
        return { summary: `Note removed from ${dayName(cal, note.day)}`, result: null };
      });
      return get(input.campaignId);
    },
  };
}
export type CalendarService = ReturnType<typeof calendarService>;
