import type { StoreApi } from 'zustand';
import { useCampaigns } from './campaigns';

export interface CampaignKeyed {
  /** The campaign the store's state belongs to: always the one selected. */
  campaignId: number | null;
}

/**
 * Keeps a store's state per campaign. The fields views read are the selected
 * campaign's; switching campaign puts them aside and brings back the other
 * campaign's (or a blank slate), so no id from one campaign is ever sent while
 * another is selected. An answer asked for one campaign that lands after the GM
 * moved to another is dropped.
 */
export function perCampaign<T extends CampaignKeyed, K extends keyof T>(store: StoreApi<T>, blank: () => Pick<T, K>) {
  const saved = new Map<number, Pick<T, K>>();
  const keys = Object.keys(blank()) as K[];
  const pick = (s: T) => Object.fromEntries(keys.map((k) => [k, s[k]])) as Pick<T, K>;

  function switchTo(campaignId: number | null) {
    const s = store.getState();
    if (s.campaignId === campaignId) return;
    if (s.campaignId !== null) saved.set(s.campaignId, pick(s));
    store.setState({ ...((campaignId !== null && saved.get(campaignId)) || blank()), campaignId } as Partial<T>);
  }

  useCampaigns.subscribe((s, previous) => {
    if (s.selectedId !== previous.selectedId) switchTo(s.selectedId);
    // A deleted campaign's state has nothing left to come back to.
    for (const id of saved.keys()) if (!s.campaigns.some((c) => c.id === id)) saved.delete(id);
  });

  return {
    initial: (): Pick<T, K> & CampaignKeyed => ({ ...blank(), campaignId: useCampaigns.getState().selectedId }),
    /** The campaign the store works on; CampaignLeft when there is none (the GM is between campaigns). */
    selected(): number {
      const id = store.getState().campaignId;
      if (id === null) throw new CampaignLeft();
      return id;
    },
    /** True while `campaignId` is still the selected campaign. */
    isCurrent: (campaignId: number | null) => campaignId !== null && store.getState().campaignId === campaignId,
    /** Applies an answer asked for `campaignId`, unless the GM has moved to another campaign since; says whether it landed. */
    land(campaignId: number, patch: Partial<T> | ((s: T) => Partial<T>)): boolean {
      if (store.getState().campaignId !== campaignId) return false;
      store.setState(typeof patch === 'function' ? patch(store.getState()) : patch);
      return true;
    },
  };
}

/** Thrown in place of an answer that came for a campaign the GM has left; forms ignore it. */
export class CampaignLeft extends Error {
  constructor() {
    super('The campaign changed before the answer came.');
    this.name = 'CampaignLeft';
  }
}
