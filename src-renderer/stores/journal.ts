import { create } from 'zustand';
import type { JournalEntry, journalKinds, MethodInput, MethodOutput } from '../../src-shared/contract';
import { api } from '../api/client';
import { useCampaigns } from './campaigns';
import { CampaignLeft, perCampaign, type CampaignKeyed } from './per-campaign';

export interface JournalFilter {
  kind: '' | (typeof journalKinds)[number];
  day: string;
  memberId: string;
}

interface JournalStore extends CampaignKeyed {
  entries: JournalEntry[];
  canUndo: boolean;
  canRedo: boolean;
  error: string | null;
  /** What the GM filters the journal by, kept per campaign. */
  filter: JournalFilter;
  refresh(): Promise<void>;
  setFilter(change: Partial<JournalFilter>): Promise<void>;
  undo(): Promise<void>;
  redo(): Promise<void>;
  /** Rolls for the GM and shows the entry; rejects with the host's complaint, for the form. */
  roll(input: Omit<MethodInput<'journal.roll'>, 'campaignId'>): Promise<MethodOutput<'journal.roll'>>;
}

export const useJournal = create<JournalStore>((set, get, store) => {
  const campaigns = perCampaign(store, () => ({
    entries: [] as JournalEntry[],
    canUndo: false,
    canRedo: false,
    error: null as string | null,
    filter: { kind: '', day: '', memberId: '' } as JournalFilter,
  }));

  async function history(direction: 'undo' | 'redo') {
    const campaignId = get().campaignId;
    if (campaignId === null) return;
    try {
      await (direction === 'undo' ? api.journal.undo : api.journal.redo)({ campaignId });
      await get().refresh();
      // Undo may reach anything (the clock above all): the status bar reads the campaign again.
      void useCampaigns.getState().load();
    } catch (e) {
      campaigns.land(campaignId, { error: (e as Error).message });
    }
  }

  return {
    ...campaigns.initial(),

    async refresh() {
      const campaignId = get().campaignId;
      if (campaignId === null) return;
      const { kind, day, memberId } = get().filter;
      try {
        const result = await api.journal.list({
          campaignId,
          ...(kind && { kind }),
          ...(day && { day: Number(day) }),
          ...(memberId && { memberId: Number(memberId) }),
        });
        // A later filter may have asked again meanwhile; only the answer to the filter shown may land.
        if (get().filter.kind !== kind || get().filter.day !== day || get().filter.memberId !== memberId) return;
        campaigns.land(campaignId, { entries: result.entries, canUndo: result.canUndo, canRedo: result.canRedo, error: null });
      } catch (e) {
        campaigns.land(campaignId, { error: (e as Error).message });
      }
    },

    async setFilter(change) {
      set((s) => ({ filter: { ...s.filter, ...change } }));
      await get().refresh();
    },

    undo: () => history('undo'),
    redo: () => history('redo'),

    async roll(input) {
      const campaignId = campaigns.selected();
      const result = await api.journal.roll({ ...input, campaignId });
      if (!campaigns.isCurrent(campaignId)) throw new CampaignLeft();
      await get().refresh();
      return result;
    },
  };
});
