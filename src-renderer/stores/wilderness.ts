import { create } from 'zustand';
import { historyWords, keyControl, notify } from './toasts';
import type { JourneyView, MethodInput, Region } from '../../src-shared/contract';
import { decodeHexMap, type HexMapData } from '../../src-shared/hexmap';
import { api } from '../api/client';
import { useCampaigns } from './campaigns';
import { CampaignLeft, perCampaign, type CampaignKeyed } from './per-campaign';
import { askingFirst, TimeHeld } from './time-hold';
import { undoHere } from '../api/undo';

interface WildernessStore extends CampaignKeyed {
  regions: Region[];
  region: Region | null;
  map: HexMapData | null;
  journey: JourneyView | null;
  error: string | null;
  /** Bumped whenever the map's arrays change, so the canvas redraws its far-zoom bitmap. */
  revision: number;
  /** The request behind the plan shown, so painting can plan it again over the new ground. */
  lastPlan: MethodInput<'journey.plan'> | null;
  /**
   * Journal entries per GM action taken here, newest last: a paint that re-planned
   * the route wrote two, and one Ctrl+Z takes back both.
   */
  undoSteps: number[];
  redoSteps: number[];
  load(campaignId: number): Promise<void>;
  open(regionId: number): Promise<void>;
  reloadMap(): Promise<void>;
  setJourney(journey: JourneyView | null): void;
  /** Runs a call, keeping its error for display. */
  attempt<T>(call: () => Promise<T>): Promise<T | null>;
  /** These reject with the host's complaint, for a form to show beside its field. */
  createRegion(input: MethodInput<'hexmap.create'>): Promise<void>;
  resizeRegion(input: MethodInput<'hexmap.resize'>): Promise<void>;
  importRegion(input: MethodInput<'hexmap.import'>): Promise<void>;
  paint(input: Omit<MethodInput<'hexmap.paint'>, 'regionId'>): Promise<void>;
  annotate(input: Omit<MethodInput<'hexmap.annotate'>, 'regionId'>): Promise<void>;
  plan(input: MethodInput<'journey.plan'>): Promise<JourneyView>;
  commit(stopOnEvent: boolean): Promise<void>;
  reroll(day: number): Promise<void>;
  lock(day: number, locked: boolean): Promise<void>;
  /** Takes back (or brings back) the last GM action through the journal, then reads map and journey again. */
  undo(): Promise<void>;
  redo(): Promise<void>;
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
    lastPlan: null as MethodInput<'journey.plan'> | null,
    undoSteps: [] as number[],
    redoSteps: [] as number[],
  }));

  /** A new action here: it can be undone, and what was undone before can no longer be redone. */
  const acted = (campaignId: number, steps = 1) =>
    campaigns.land(campaignId, (s) => ({ undoSteps: [...s.undoSteps, steps], redoSteps: [] }));

  /** The plan shown, asked again over new ground (it replaces itself): the GM's own request when there is one, else the journey's. */
  function planAgain(journey: JourneyView): MethodInput<'journey.plan'> {
    const last = get().lastPlan;
    if (last && last.partyId === journey.partyId && last.regionId === journey.regionId) return { ...last, start: journey.start, replace: true };
    return {
      partyId: journey.partyId,
      regionId: journey.regionId,
      start: journey.start,
      legs: journey.legs.map((l) => ({ to: l.to, mode: l.mode, forcedMarch: l.forcedMarch, ...(l.vessel && { vessel: l.vessel }) })),
      crew: journey.crew,
      navigator: journey.navigator,
      stopsEachNight: journey.stopsEachNight,
      replace: true,
    };
  }

  async function history(direction: 'undo' | 'redo') {
    const campaignId = campaigns.selected();
    const from = direction === 'undo' ? get().undoSteps : get().redoSteps;
    // Actions taken elsewhere (another view, another window) come off one entry at a time.
    const steps = from[from.length - 1] ?? 1;
    let done = 0;
    const said: string[] = [];
    try {
      for (; done < steps; done++) {
        const entry = await (direction === 'undo' ? undoHere : api.journal.redo)({ campaignId, wholeFight: true });
        if (!entry) break;
        said.push(entry.summary);
      }
    } finally {
      if (said.length > 0) notify(historyWords(direction, { summary: said.join(' · ') }), 'ok', keyControl(direction));
      if (done > 0) {
        campaigns.land(campaignId, (s) =>
          direction === 'undo'
            ? { undoSteps: s.undoSteps.slice(0, -1), redoSteps: [...s.redoSteps, done] }
            : { redoSteps: s.redoSteps.slice(0, -1), undoSteps: [...s.undoSteps, done] },
        );
        const region = get().region;
        if (region) {
          const { journey } = await api.journey.latest({ regionId: region.id });
          campaigns.land(campaignId, { journey });
          await get().reloadMap();
        }
        // Undo may reach anything (the clock above all): the status bar reads the campaign again.
        void useCampaigns.getState().load();
      }
    }
  }

  /** The selected campaign, or CampaignLeft when an answer comes after the GM moved on. */
  const still = (campaignId: number) => {
    if (!campaigns.isCurrent(campaignId)) throw new CampaignLeft();
  };

  async function journeyStep(step: (journeyId: number) => Promise<JourneyView>) {
    const campaignId = campaigns.selected();
    const journey = get().journey;
    if (!journey) return;
    const next = await step(journey.id);
    acted(campaignId);
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
        if (!(e instanceof CampaignLeft) && !(e instanceof TimeHeld) && campaignId !== null) campaigns.land(campaignId, { error: (e as Error).message });
        return null;
      }
    },

    async createRegion(input) {
      const created = await api.hexmap.create(input);
      still(input.campaignId);
      await get().load(input.campaignId);
      await get().open(created.id);
    },

    async resizeRegion(input) {
      const campaignId = campaigns.selected();
      const resized = await api.hexmap.resize(input);
      if (campaignId !== null) {
        still(campaignId);
        await get().load(campaignId);
      }
      await get().open(resized.id);
    },

    async importRegion(input) {
      const created = await api.hexmap.import(input);
      still(input.campaignId);
      await get().load(input.campaignId);
      await get().open(created.id);
    },

    async paint(input) {
      const campaignId = campaigns.selected();
      const region = get().region;
      if (!region) return;
      const { changed } = await api.hexmap.paint({ ...input, regionId: region.id });
      // Selecting a hex to label it paints nothing: no step to undo, and no new ground to plan the route over.
      if (changed === 0) return;
      acted(campaignId);
      await get().reloadMap();
      // The route shown was found over the old ground: a draft is planned again over the new.
      const journey = get().journey;
      if (journey?.status === 'draft' && journey.regionId === region.id) {
        const request = planAgain(journey);
        const replanned = await api.journey.plan(request);
        campaigns.land(campaignId, (s) => ({ journey: replanned, lastPlan: request, undoSteps: [...s.undoSteps.slice(0, -1), 2] }));
      }
    },

    async annotate(input) {
      const region = get().region;
      if (!region) return;
      await api.hexmap.annotate({ ...input, regionId: region.id });
      acted(campaigns.selected());
      await get().reloadMap();
    },

    async plan(input) {
      const campaignId = campaigns.selected();
      const journey = await api.journey.plan(input);
      acted(campaignId);
      if (!campaigns.land(campaignId, { journey, lastPlan: input })) throw new CampaignLeft();
      return journey;
    },

    async commit(stopOnEvent) {
      await journeyStep((journeyId) => askingFirst(get().journey?.partyId ?? null, (letTimeRun) => api.journey.commit({ journeyId, stopOnEvent, letTimeRun })));
      await get().reloadMap();
      // The clock moved on: the status bar reads the campaign again.
      await useCampaigns.getState().load();
    },

    reroll: (day) => journeyStep((journeyId) => api.journey.reroll({ journeyId, day })),
    lock: (day, locked) => journeyStep((journeyId) => api.journey.lock({ journeyId, day, locked })),
    undo: () => history('undo'),
    redo: () => history('redo'),
  };
});
