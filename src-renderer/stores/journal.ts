import { create } from 'zustand';
import type { JournalEntry, journalKinds, JournalSession, MethodInput, MethodOutput } from '../../src-shared/contract';
import { api } from '../api/client';
import { CampaignLeft, perCampaign, type CampaignKeyed } from './per-campaign';
import { undoHere } from '../api/undo';

export interface JournalFilter {
  kind: '' | (typeof journalKinds)[number];
  day: string;
  memberId: string;
  /** Words to find in summaries, changes and notes. */
  text: string;
}

interface JournalStore extends CampaignKeyed {
  entries: JournalEntry[];
  canUndo: boolean;
  canRedo: boolean;
  error: string | null;
  /** Play sessions, oldest first; the last may be running. */
  sessions: JournalSession[];
  /** What the GM filters the journal by, kept per campaign. */
  filter: JournalFilter;
  refresh(): Promise<void>;
  /** Entries a live change brought, merged into those shown by `merge`, with undo and redo as they now stand. */
  hear(merge: (shown: JournalEntry[]) => JournalEntry[], history: { canUndo: boolean; canRedo: boolean } | null): void;
  setFilter(change: Partial<JournalFilter>): Promise<void>;
  undo(): Promise<void>;
  redo(): Promise<void>;
  /** Undoes every action after this entry, in one go. */
  undoTo(entryId: number): Promise<void>;
  /** Rolls for the GM and shows the entry; rejects with the host's complaint, for the form. */
  roll(input: Omit<MethodInput<'journal.roll'>, 'campaignId'>): Promise<MethodOutput<'journal.roll'>>;
  /** A free note at the current game time; rejects with the host's complaint, for the form. */
  note(input: Omit<MethodInput<'journal.note'>, 'campaignId'>): Promise<void>;
  session(action: 'start' | 'end', title?: string): Promise<void>;
}

/** The journal as one Markdown file, asked for page after page so no call holds the host for long. */
export async function journalMarkdown(campaignId: number): Promise<{ fileName: string; markdown: string }> {
  let page = await api.journal.export({ campaignId });
  const pages = [page.markdown];
  while (page.next !== null) {
    page = await api.journal.export({ campaignId, after: page.next });
    pages.push(page.markdown);
  }
  return { fileName: page.fileName, markdown: pages.join('') };
}

export const useJournal = create<JournalStore>((set, get, store) => {
  const campaigns = perCampaign(store, () => ({
    entries: [] as JournalEntry[],
    canUndo: false,
    canRedo: false,
    error: null as string | null,
    sessions: [] as JournalSession[],
    filter: { kind: '', day: '', memberId: '', text: '' } as JournalFilter,
  }));

  // How many live changes have brought entries: a list asked for before one of them may not hold its entry.
  let heard = 0;

  async function history(direction: 'undo' | 'redo') {
    const campaignId = get().campaignId;
    if (campaignId === null) return;
    try {
      // The answer's change carries the entry undone or redone and everything it reached (see stores/live.ts).
      await (direction === 'undo' ? undoHere : api.journal.redo)({ campaignId, wholeFight: true });
    } catch (e) {
      campaigns.land(campaignId, { error: (e as Error).message });
    }
  }

  return {
    ...campaigns.initial(),

    async refresh() {
      const campaignId = get().campaignId;
      if (campaignId === null) return;
      const filter = get().filter;
      const { kind, day, memberId, text } = filter;
      const heardBefore = heard;
      try {
        const [result, { sessions }] = await Promise.all([
          api.journal.list({
            campaignId,
            ...(kind && { kind }),
            ...(day && { day: Number(day) }),
            ...(memberId && { memberId: Number(memberId) }),
            ...(text.trim() && { text: text.trim() }),
          }),
          api.journal.sessions({ campaignId }),
        ]);
        // A later filter may have asked again meanwhile; only the answer to the filter shown may land.
        if (get().filter !== filter) return;
        // An entry heard live while the list was asked (a draft journey planned again right after a
        // paint) may be missing from it, and landing it would hide that entry: ask again instead.
        if (heard !== heardBefore) return await get().refresh();
        campaigns.land(campaignId, { entries: result.entries, canUndo: result.canUndo, canRedo: result.canRedo, sessions, error: null });
      } catch (e) {
        campaigns.land(campaignId, { error: (e as Error).message });
      }
    },

    hear(merge, history) {
      heard += 1;
      set((s) => ({ entries: merge(s.entries), ...history }));
    },

    async setFilter(change) {
      set((s) => ({ filter: { ...s.filter, ...change } }));
      await get().refresh();
    },

    undo: () => history('undo'),
    redo: () => history('redo'),
    async undoTo(entryId) {
      const campaignId = get().campaignId;
      if (campaignId === null) return;
      try {
        await api.journal.undoTo({ campaignId, entryId });
      } catch (e) {
        campaigns.land(campaignId, { error: (e as Error).message });
      }
    },

    async note(input) {
      const campaignId = campaigns.selected();
      await api.journal.note({ ...input, campaignId });
      if (!campaigns.isCurrent(campaignId)) throw new CampaignLeft();
      await get().refresh();
    },

    async session(action, title) {
      const campaignId = campaigns.selected();
      try {
        await api.journal.session({ campaignId, action, ...(title?.trim() && { title: title.trim() }) });
        await get().refresh();
      } catch (e) {
        campaigns.land(campaignId, { error: (e as Error).message });
      }
    },

    async roll(input) {
      const campaignId = campaigns.selected();
      const result = await api.journal.roll({ ...input, campaignId });
      if (!campaigns.isCurrent(campaignId)) throw new CampaignLeft();
      await get().refresh();
      return result;
    },
  };
});
