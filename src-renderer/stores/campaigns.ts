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
  select(id: number): Promise<void>;
}

export const useCampaigns = create<CampaignState>((set) => {
  const apply = (list: CampaignList) => set({ ...list, loaded: true, loadError: null });
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
      apply(await api.campaign.select({ id }));
    },
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
