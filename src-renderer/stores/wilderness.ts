import { create } from 'zustand';
import type { JourneyView, Region } from '../../src-shared/contract';
import { decodeHexMap, type HexMapData } from '../../src-shared/hexmap';
import { api } from '../api/client';

interface WildernessStore {
  campaignId: number | null;
  regions: Region[];
  region: Region | null;
  map: HexMapData | null;
  /** Bumped whenever the map's arrays change, so the canvas redraws its far-zoom bitmap. */
  revision: number;
  journey: JourneyView | null;
  error: string | null;
  load(campaignId: number): Promise<void>;
  open(regionId: number): Promise<void>;
  reloadMap(): Promise<void>;
  setJourney(journey: JourneyView | null): void;
  /** Runs a call, keeping its error for display. */
  attempt<T>(call: () => Promise<T>): Promise<T | null>;
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const useWilderness = create<WildernessStore>((set, get) => ({
  campaignId: null,
  regions: [],
  region: null,
  map: null,
  revision: 0,
  journey: null,
  error: null,

  async load(campaignId) {
    const { regions } = await api.hexmap.list({ campaignId });
    const keep = get().campaignId === campaignId && regions.some((r) => r.id === get().region?.id);
    set({ campaignId, regions, ...(keep ? {} : { region: null, map: null, journey: null }) });
    const target = keep ? get().region!.id : regions[0]?.id;
    if (target !== undefined) await get().open(target);
  },

  async open(regionId) {
    const [{ region, map }, { journey }] = await Promise.all([api.hexmap.get({ regionId }), api.journey.latest({ regionId })]);
    set((s) => ({ region, map: decodeHexMap(fromBase64(map)), revision: s.revision + 1, ...(s.region?.id !== regionId && { journey }) }));
  },

  async reloadMap() {
    const region = get().region;
    if (region) await get().open(region.id);
  },

  setJourney(journey) {
    set({ journey });
  },

  async attempt(call) {
    try {
      const result = await call();
      set({ error: null });
      return result;
    } catch (e) {
      set({ error: (e as Error).message });
      return null;
    }
  },
}));
