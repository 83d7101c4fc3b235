import { create } from 'zustand';
import type { MethodInput, MethodOutput, SightingView } from '../../src-shared/contract';
import { api } from '../api/client';
import { useCampaigns } from './campaigns';
import { useCombat } from './combat';
import { useNavigation } from './navigation';
import { oneAtATime } from './one-at-a-time';
import { notify, spotNear } from './toasts';
import { CampaignLeft, perCampaign, type CampaignKeyed } from './per-campaign';

type Resolve = Omit<MethodInput<'encounter.resolve'>, 'sightingId'>;

interface EncounterStore extends CampaignKeyed {
  /** The campaign's first open wandering encounter, by the hour it came; null when none is open. */
  sighting: SightingView | null;
  /** Open encounters, the one shown included: time passed with one open may bring another. */
  open: number;
  /** The next few open encounters after the first, in the order they came, each a card of its own. */
  waiting: MethodOutput<'encounter.current'>['waiting'];
  error: string | null;
  busy: boolean;
  load(): Promise<void>;
  resolve(input: Resolve): Promise<void>;
  /** Evades the card that holds this party's clock, which may not be the campaign's first card. */
  evadeFor(partyId: number): Promise<void>;
  setDistance(input: Omit<MethodInput<'encounter.setDistance'>, 'sightingId'>): Promise<void>;
  setSurprise(party: boolean, foes: boolean): Promise<void>;
  hideCount(hidden: boolean): Promise<void>;
  /** Opens the fight form with the foes that came, their number and who was surprised. */
  /** Starts the encounter's fight in one step; one that needs the GM's hand opens on the fight's form instead. */
  startFight(near?: Element | null): Promise<void>;
  /** Opens the fight's form holding the encounter's foes, for the GM to change before it starts. */
  setUpFight(): void;
}

/** The fight an encounter brings: every kind that came, and who was caught by surprise. */
function fightFrom(sighting: SightingView) {
  const party = sighting.surprise.party?.surprised ?? false;
  const foes = sighting.surprise.foes?.surprised ?? false;
  return {
    partyId: sighting.partyId,
    sightingId: sighting.id,
    name: sighting.foe ? `${sighting.foe.name} (${sighting.place})` : sighting.what,
    // Every kind that came is in the fight, not only the first.
    foes: [
      ...(sighting.foe?.bestiaryId ? [{ bestiaryId: sighting.foe.bestiaryId, name: sighting.foe.name, count: sighting.count ?? 1 }] : []),
      ...sighting.alongside.flatMap((a) => (a.bestiaryId ? [{ bestiaryId: a.bestiaryId, name: a.name, count: a.count ?? 1 }] : [])),
    ],
    // Both sides caught napping cancel out; one side alone loses the first round.
    surprised: party === foes ? null : party ? ('party' as const) : ('foes' as const),
  };
}

/** The wandering encounter card's store, kept per campaign so one campaign's card never shows in another. */
export const useEncounter = create<EncounterStore>((set, get, store) => {
  const campaigns = perCampaign(store, () => ({ sighting: null as SightingView | null, open: 0, waiting: [] as MethodOutput<'encounter.current'>['waiting'], error: null as string | null }));

  const inTurn = oneAtATime();
  function step(body: (sightingId: number) => Promise<{ sighting: SightingView }>): Promise<void> {
    const asked = get().campaignId;
    return inTurn(() => (get().campaignId === asked ? run(body) : Promise.resolve()));
  }

  async function run(body: (sightingId: number) => Promise<{ sighting: SightingView }>): Promise<void> {
    const { sighting, campaignId } = get();
    if (!sighting || campaignId === null) return;
    set({ busy: true, error: null });
    try {
      await body(sighting.id);
    } catch (e) {
      if (!(e instanceof CampaignLeft)) campaigns.land(campaignId, { error: (e as Error).message });
      await get().load();
    } finally {
      set({ busy: false });
    }
  }

  return {
    ...campaigns.initial(),
    busy: false,

    async load() {
      const campaignId = useCampaigns.getState().selectedId;
      if (campaignId === null) return;
      try {
        const { sighting, open, waiting } = await api.encounter.current({ campaignId });
        campaigns.land(campaignId, { sighting, open, waiting });
      } catch (e) {
        campaigns.land(campaignId, { error: (e as Error).message });
      }
    },

    resolve: (input) => step((sightingId) => api.encounter.resolve({ ...input, sightingId })),
    async evadeFor(partyId) {
      const campaignId = get().campaignId;
      if (campaignId === null) return;
      const { sighting } = await api.encounter.current({ campaignId, partyId });
      if (sighting) await api.encounter.resolve({ sightingId: sighting.id, action: 'evade' });
      await get().load();
    },
    setDistance: (input) => step((sightingId) => api.encounter.setDistance({ ...input, sightingId })),
    setSurprise(party, foes) {
      // The boxes answer at once; the host's answer (or its refusal) follows.
      const s = get().sighting;
      const side = (was: SightingView['surprise']['party'], surprised: boolean) => ({ roll: null, range: null, ...was, surprised });
      if (s) set({ sighting: { ...s, surprise: { ...s.surprise, party: side(s.surprise.party, party), foes: side(s.surprise.foes, foes) } } });
      return step((sightingId) => api.encounter.setSurprise({ sightingId, party, foes }));
    },
    hideCount(hidden) {
      const s = get().sighting;
      if (s) set({ sighting: { ...s, countHidden: hidden } });
      return step((sightingId) => api.encounter.hideCount({ sightingId, hidden }));
    },

    async startFight(near) {
      const { sighting } = get();
      if (!sighting) return;
      const from = fightFrom(sighting);
      const anchor = spotNear(near);
      const partyId = from.partyId;
      const allKnown = from.foes.length > 0 && sighting.alongside.every((a) => a.bestiaryId) && (!sighting.foe || sighting.foe.bestiaryId);
      // One click: a fight whose foes are all in the bestiary starts at once (Undo takes it back);
      // one the GM must finish (a foe typed by hand, no party) opens on the fight's form.
      if (partyId !== null && allKnown) {
        set({ busy: true });
        try {
          await useCombat.getState().start({
            partyId,
            name: from.name,
            foes: from.foes.map((f) => ({ bestiaryId: f.bestiaryId, count: Math.min(f.count, 20) })),
            sightingId: from.sightingId,
            ...(from.surprised && { surprised: from.surprised }),
          });
          useNavigation.getState().go('combat');
          return;
        } catch (e) {
          if (e instanceof CampaignLeft) return;
          notify(`The fight could not start as it stands: ${(e as Error).message}`, 'error', anchor);
        } finally {
          set({ busy: false });
        }
      }
      useCombat.getState().prepareFrom(from);
      useNavigation.getState().go('combat');
    },

    setUpFight() {
      const { sighting } = get();
      if (!sighting) return;
      useCombat.getState().prepareFrom(fightFrom(sighting));
      useNavigation.getState().go('combat');
    },
  };
});
