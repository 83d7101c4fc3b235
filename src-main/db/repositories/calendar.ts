import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { calendarNotes, campaigns } from '../schema';

export type CalendarNoteRow = typeof calendarNotes.$inferSelect;

/** A campaign's calendar (JSON on its row) and the GM's notes on its days. */
export function calendarRepository(db: Db) {
  const campaignId = sql.placeholder('campaignId');
  const q = {
    calendar: db.select({ calendar: campaigns.calendar }).from(campaigns).where(eq(campaigns.id, campaignId)).prepare(),
    setCalendar: db.update(campaigns).set({ calendar: sql`${sql.placeholder('calendar')}` }).where(eq(campaigns.id, campaignId)).prepare(),
    notes: db.select().from(calendarNotes).where(eq(calendarNotes.campaignId, campaignId)).orderBy(asc(calendarNotes.day), asc(calendarNotes.id)).prepare(),
    note: db
      .select()
      .from(calendarNotes)
      .where(and(eq(calendarNotes.campaignId, campaignId), eq(calendarNotes.id, sql.placeholder('id'))))
      .prepare(),
  };
  return {
    /** The calendar's JSON, null for none, undefined when there is no such campaign. */
    calendar: (campaign: number): string | null | undefined => q.calendar.get({ campaignId: campaign })?.calendar,
    setCalendar: (campaign: number, calendar: string | null): void => void q.setCalendar.run({ campaignId: campaign, calendar }),
    notes: (campaign: number): CalendarNoteRow[] => q.notes.all({ campaignId: campaign }),
    note: (campaign: number, noteId: number): CalendarNoteRow | undefined => q.note.get({ campaignId: campaign, id: noteId }),
    addNote: (note: { campaignId: number; day: number; text: string; repeatYears: number | null }): CalendarNoteRow => db.insert(calendarNotes).values(note).returning().get(),
    removeNote: (noteId: number): void => void db.delete(calendarNotes).where(eq(calendarNotes.id, noteId)).run(),
  };
}
export type CalendarRepository = ReturnType<typeof calendarRepository>;
