import { create } from 'zustand';
import type { Campaign, CampaignList, RulesSystem } from '../../src-shared/contract';
import { api } from '../api/client';

interface CampaignState {
  campaigns: Campaign[];
  selectedId: number | null;
  loaded: boolean;
  loadError: string | null;
  load(): Promise<void>;
  /** These reject with an ApiCallError so a form can show it next to the field. */
  create(name: string, rulesSystem?: RulesSystem, rulesOptions?: Record<string, unknown>, startHour?: number): Promise<Campaign>;
  configure(id: number, rulesOptions: Record<string, unknown>): Promise<void>;
  rename(id: number, name: string): Promise<void>;
  duplicate(id: number): Promise<Campaign>;
  remove(id: number): Promise<void>;
  /** Switches every view to the campaign at once; the host is told, and a refusal switches back. */
  select(id: number): Promise<void>;
  /** A campaign list the host sent, as an answer or a live change. */
  take(list: CampaignList): void;
}

export const useCampaigns = create<CampaignState>((set) => {
  /**
   * The campaign the GM last picked, until the host has answered that pick. Views switch when the
   * GM picks, not when the host answers (under load a second later, while the switcher already
   * names the new campaign and the old one's roster takes the GM's clicks); meanwhile a list the
   * host wrote before the pick, an answer or a live change, must not switch them back.
   */
  let picked: { id: number } | null = null;
  const apply = (list: CampaignList) => set({ ...list, ...(picked && { selectedId: picked.id }), loaded: true, loadError: null });
  const reload = async () => apply(await api.campaign.list());

  return {
    campaigns: [],
    selectedId: null,
    loaded: false,
    loadError: null,
    async load() {
      try {
        await reload();
      } catch (error) {
        set({ loadError: (error as Error).message, loaded: true });
      }
    },
    async create(name, rulesSystem = 'bfrpg', rulesOptions = {}, startHour = 0) {
      const campaign = await api.campaign.create({ name, rulesSystem, rulesOptions, startHour });
      await reload();
      return campaign;
    },
    async configure(id, rulesOptions) {
      await api.campaign.configure({ id, rulesOptions });
      await reload();
    },
    async rename(id, name) {
      await api.campaign.rename({ id, name });
      await reload();
    },
    async duplicate(id) {
      const copy = await api.campaign.duplicate({ id });
      await reload();
      return copy;
    },
    async remove(id) {
      apply(await api.campaign.delete({ id }));
    },
    async select(id) {
      const pick = { id };
      picked = pick;
      set({ selectedId: id });
      try {
        const list = await api.campaign.select({ id });
        // A later pick is on its way: its answer decides.
        if (picked !== pick) return;
        picked = null;
        apply(list);
      } catch (error) {
        if (picked === pick) {
          picked = null;
          await reload();
        }
        throw error;
      }
    },
    take: apply,
  };
});

export const selectCurrentCampaign = (s: CampaignState): Campaign | null =>
  s.campaigns.find((c) => c.id === s.selectedId) ?? null;

/** Keeps the status bar's clock with a view's, which moves on every action there. */
export function syncGameTime(campaignId: number, gameTimeSeconds: number): void {
  useCampaigns.setState((s) => ({ campaigns: s.campaigns.map((c) => (c.id === campaignId ? { ...c, gameTimeSeconds } : c)) }));
}

/** The current campaign's calendar; null when it counts plain days (or none is open). */
export const selectCalendar = (s: CampaignState) => selectCurrentCampaign(s)?.calendar ?? null;
