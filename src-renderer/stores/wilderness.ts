import { create } from 'zustand';
import type { JourneyView, MethodInput, Region } from '../../src-shared/contract';
import { decodeHexMap, type HexMapData } from '../../src-shared/hexmap';
import { api } from '../api/client';
import { useCampaigns } from './campaigns';
import { CampaignLeft, perCampaign, type CampaignKeyed } from './per-campaign';

interface WildernessStore extends CampaignKeyed {
  regions: Region[];
  region: Region | null;
  map: HexMapData | null;
  journey: JourneyView | null;
  error: string | null;
  /** Bumped whenever the map's arrays change, so the canvas redraws its far-zoom bitmap. */
  revision: number;
  load(campaignId: number): Promise<void>;
  open(regionId: number): Promise<void>;
  reloadMap(): Promise<void>;
  setJourney(journey: JourneyView | null): void;
  /** Runs a call, keeping its error for display. */
  attempt<T>(call: () => Promise<T>): Promise<T | null>;
  /** These reject with the host's complaint, for a form to show beside its field. */
  createRegion(input: MethodInput<'hexmap.create'>): Promise<void>;
  importRegion(input: MethodInput<'hexmap.import'>): Promise<void>;
  paint(input: Omit<MethodInput<'hexmap.paint'>, 'regionId'>): Promise<void>;
  annotate(input: Omit<MethodInput<'hexmap.annotate'>, 'regionId'>): Promise<void>;
  plan(input: MethodInput<'journey.plan'>): Promise<JourneyView>;
  commit(stopOnEvent: boolean): Promise<void>;
  reroll(day: number): Promise<void>;
  lock(day: number, locked: boolean): Promise<void>;
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const useWilderness = create<WildernessStore>((set, get, store) => {
  const campaigns = perCampaign(store, () => ({
    regions: [] as Region[],
    region: null as Region | null,
    map: null as HexMapData | null,
    journey: null as JourneyView | null,
    error: null as string | null,
  }));

  /** The selected campaign, or CampaignLeft when an answer comes after the GM moved on. */
  const still = (campaignId: number) => {
    if (!campaigns.isCurrent(campaignId)) throw new CampaignLeft();
  };

  async function journeyStep(step: (journeyId: number) => Promise<JourneyView>) {
    const campaignId = campaigns.selected();
    const journey = get().journey;
    if (!journey) return;
    const next = await step(journey.id);
    campaigns.land(campaignId, { journey: next });
  }

  return {
    ...campaigns.initial(),
    revision: 0,

    async load(campaignId) {
      if (!campaigns.isCurrent(campaignId)) return;
      const { regions } = await api.hexmap.list({ campaignId });
      const keep = regions.some((r) => r.id === get().region?.id);
      if (!campaigns.land(campaignId, { regions, ...(keep ? {} : { region: null, map: null, journey: null }) })) return;
      const target = keep ? get().region!.id : regions[0]?.id;
      if (target !== undefined) await get().open(target);
    },

    async open(regionId) {
      const campaignId = campaigns.selected();
      const [{ region, map }, { journey }] = await Promise.all([api.hexmap.get({ regionId }), api.journey.latest({ regionId })]);
      if (region.campaignId !== campaignId) return;
      campaigns.land(campaignId, (s) => ({ region, map: decodeHexMap(fromBase64(map)), revision: s.revision + 1, ...(s.region?.id !== regionId && { journey }) }));
    },

    async reloadMap() {
      const region = get().region;
      if (region) await get().open(region.id);
    },

    setJourney(journey) {
      set({ journey });
    },

    async attempt(call) {
      const campaignId = get().campaignId;
      try {
        const result = await call();
        if (campaignId !== null) campaigns.land(campaignId, { error: null });
        return result;
      } catch (e) {
        if (!(e instanceof CampaignLeft) && campaignId !== null) campaigns.land(campaignId, { error: (e as Error).message });
        return null;
      }
    },

    async createRegion(input) {
      const created = await api.hexmap.create(input);
      still(input.campaignId);
      await get().load(input.campaignId);
      await get().open(created.id);
    },

    async importRegion(input) {
      const created = await api.hexmap.import(input);
      still(input.campaignId);
      await get().load(input.campaignId);
      await get().open(created.id);
    },

    async paint(input) {
      const region = get().region;
      if (!region) return;
      await api.hexmap.paint({ ...input, regionId: region.id });
      await get().reloadMap();
    },

    async annotate(input) {
      const region = get().region;
      if (!region) return;
      await api.hexmap.annotate({ ...input, regionId: region.id });
      await get().reloadMap();
    },

    async plan(input) {
      const campaignId = campaigns.selected();
      const journey = await api.journey.plan(input);
      if (!campaigns.land(campaignId, { journey })) throw new CampaignLeft();
      return journey;
    },

    async commit(stopOnEvent) {
      await journeyStep((journeyId) => api.journey.commit({ journeyId, stopOnEvent }));
      await get().reloadMap();
      // The clock moved on: the status bar reads the campaign again.
      await useCampaigns.getState().load();
    },

    reroll: (day) => journeyStep((journeyId) => api.journey.reroll({ journeyId, day })),
    lock: (day, locked) => journeyStep((journeyId) => api.journey.lock({ journeyId, day, locked })),
  };
});
