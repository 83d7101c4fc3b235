import { create } from 'zustand';
import type { JournalAlert, JournalEntry } from '../../src-shared/contract';

/** An alert on screen: which entry brought it, so undoing the entry takes it away. */
export interface ShownAlert extends JournalAlert {
  key: string;
  entryId: number;
  campaignId: number;
}

interface AlertsStore {
  shown: ShownAlert[];
  /** Entries an action wrote, undid or redid: their alerts come up, or go with an undo. */
  take(campaignId: number, entries: readonly JournalEntry[]): void;
  dismiss(key: string): void;
}

/**
 * What needs the GM from the actions as they come (a member down, a countdown up):
 * kept on screen until the GM dismisses it, so an alert that came during a long
 * journey or rest is never only a line in the journal.
 */
export const useAlerts = create<AlertsStore>((set) => ({
  shown: [],
  take(campaignId, entries) {
    set(({ shown }) => {
      const gone = new Set(entries.filter((e) => e.status !== 'active').map((e) => e.id));
      const kept = shown.filter((a) => !gone.has(a.entryId));
      const known = new Set(kept.map((a) => a.key));
      const fresh = entries
        .filter((e) => e.status === 'active')
        .flatMap((e) => e.alerts.map((a, i) => ({ ...a, key: `${campaignId}:${e.id}:${i}`, entryId: e.id, campaignId })))
        .filter((a) => !known.has(a.key));
      return fresh.length || kept.length !== shown.length ? { shown: [...kept, ...fresh] } : { shown };
    });
  },
  dismiss: (key) => set(({ shown }) => ({ shown: shown.filter((a) => a.key !== key) })),
}));
