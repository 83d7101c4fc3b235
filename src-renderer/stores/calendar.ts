import { create } from 'zustand';
import type { Calendar, CalendarInput, CalendarNote, MethodOutput } from '../../src-shared/contract';
import { api } from '../api/client';
import { useCampaigns } from './campaigns';
import { useJournal } from './journal';

interface CalendarStore {
  campaignId: number | null;
  calendar: Calendar | null;
  notes: CalendarNote[];
  error: string | null;
  load(campaignId: number): Promise<void>;
  /** These reject with the host's complaint, for the form to show. */
  save(calendar: CalendarInput | null): Promise<void>;
  addNote(day: number, text: string, repeatYears: number | null): Promise<void>;
  removeNote(noteId: number): Promise<void>;
}

export const useCalendar = create<CalendarStore>((set, get) => {
  /** An answer lands only if the GM is still on its campaign; the campaign list is read again for every date shown. */
  async function changed(campaignId: number, call: Promise<MethodOutput<'calendar.get'>>) {
    const view = await call;
    if (get().campaignId !== campaignId) return;
    set({ calendar: view.calendar, notes: view.notes, error: null });
    void useCampaigns.getState().load();
    void useJournal.getState().refresh();
  }
  const current = () => get().campaignId ?? Promise.reject(new Error('Choose a campaign first'));

  return {
    campaignId: null,
    calendar: null,
    notes: [],
    error: null,
    async load(campaignId) {
      set({ campaignId, ...(get().campaignId !== campaignId && { calendar: null, notes: [] }) });
      try {
        const view = await api.calendar.get({ campaignId });
        if (get().campaignId === campaignId) set({ calendar: view.calendar, notes: view.notes, error: null });
      } catch (e) {
        set({ error: (e as Error).message });
      }
    },
    async save(calendar) {
      const campaignId = await current();
      await changed(campaignId, api.calendar.set({ campaignId, calendar }));
    },
    async addNote(day, text, repeatYears) {
      const campaignId = await current();
      await changed(campaignId, api.calendar.addNote({ campaignId, day, text, repeatYears }));
    },
    async removeNote(noteId) {
      const campaignId = await current();
      await changed(campaignId, api.calendar.removeNote({ campaignId, noteId }));
    },
  };
});
