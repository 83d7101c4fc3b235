import { create } from 'zustand';
import type { ActionResult, Audience, DungeonState, MethodInput, MethodName, MethodOutput } from '../../src-shared/contract';
import { api, call } from '../api/client';
import { syncGameTime } from './campaigns';
import { oneAtATime } from './one-at-a-time';
import { CampaignLeft, perCampaign, type CampaignKeyed } from './per-campaign';
import { askingFirst, TimeHeld } from './time-hold';
import { undoHere } from '../api/undo';


/** The methods that act on the party in the dungeon and answer with its new state. */
export type DungeonAction = {
  [N in MethodName]: MethodOutput<N> extends ActionResult ? (MethodInput<N> extends { partyId: number } ? N : never) : never;
}[MethodName];

/** An action's input without what the store fills in: the party in the dungeon and who is watching. */
export type ActionInput<N extends DungeonAction> = Omit<MethodInput<N>, 'partyId' | 'audience'> & { partyId?: number; audience?: Audience };

interface DungeonStore extends CampaignKeyed {
  partyId: number | null;
  state: DungeonState | null;
  error: string | null;
  /** What stopped the last advance early, shown until the next action. */
  event: string | null;
  /** The GM's picks in the action forms (who searches, who lights the torch), by form field. */
  choices: Record<string, string>;
  audience: Audience;
  busy: boolean;
  load(partyId: number): Promise<void>;
  setAudience(audience: Audience): Promise<void>;
  choose(field: string, value: string): void;
  /** Runs an action for the party in the dungeon; rejects with the host's complaint, for a form to show beside its field. */
  act<N extends DungeonAction>(method: N, input: ActionInput<N>): Promise<ActionResult>;
  /** Like act, for a button: the complaint goes to the view's banner. */
  perform<N extends DungeonAction>(method: N, input: ActionInput<N>): Promise<ActionResult | null>;
  advance(seconds: number, stopOnEvent?: boolean): Promise<ActionResult | null>;
  undo(): Promise<void>;
  redo(): Promise<void>;
}

/** A wandering encounter has its own card over every view; the banner keeps to the rest (a light out, darkness). */
const bannerFor = (result: ActionResult) => (result.stopReason === 'encounter' ? null : result.stoppedBy);

export const useDungeon = create<DungeonStore>((set, get, store) => {
  const campaigns = perCampaign(store, () => ({
    partyId: null as number | null,
    state: null as DungeonState | null,
    error: null as string | null,
    event: null as string | null,
    choices: {} as Record<string, string>,
  }));

  const inTurn = oneAtATime();
  function act<N extends DungeonAction>(method: N, input: ActionInput<N>): Promise<ActionResult> {
    const asked = get().campaignId;
    return inTurn(() => {
      if (get().campaignId !== asked) throw new CampaignLeft();
      return send(method, input);
    });
  }

  async function send<N extends DungeonAction>(method: N, input: ActionInput<N>): Promise<ActionResult> {
    const { campaignId, partyId, audience } = get();
    if (campaignId === null || partyId === null) throw new CampaignLeft();
    set({ busy: true, error: null });
    try {
      const result = (await askingFirst(partyId, (letTimeRun) => call(method, { ...input, partyId, audience, ...(letTimeRun && { letTimeRun }) } as MethodInput<N>))) as ActionResult;
      if (!campaigns.land(campaignId, { state: result.state, event: bannerFor(result) })) throw new CampaignLeft();
      syncGameTime(result.state.campaignId, result.state.gameTimeSeconds);
      return result;
    } finally {
      set({ busy: false });
    }
  }

  async function history(direction: 'undo' | 'redo') {
    const { campaignId, partyId } = get();
    if (campaignId === null || partyId === null) return;
    try {
      // The answer's change brings the party's state back as it now stands (see stores/live.ts).
      await (direction === 'undo' ? undoHere : api.journal.redo)({ campaignId, wholeFight: true });
      campaigns.land(campaignId, { event: null });
    } catch (e) {
      campaigns.land(campaignId, { error: (e as Error).message });
    }
  }

  return {
    ...campaigns.initial(),
    audience: 'gm',
    busy: false,

    async load(partyId) {
      const campaignId = get().campaignId;
      if (campaignId === null) return;
      campaigns.land(campaignId, (s) => ({ partyId, error: null, ...(s.state?.partyId !== partyId && { state: null, event: null }) }));
      try {
        const state = await api.dungeon.state({ partyId, audience: get().audience });
        if (state.campaignId !== campaignId || get().partyId !== partyId) return;
        if (campaigns.land(campaignId, { state })) syncGameTime(state.campaignId, state.gameTimeSeconds);
      } catch (e) {
        campaigns.land(campaignId, { error: (e as Error).message });
      }
    },

    async setAudience(audience) {
      set({ audience });
      const partyId = get().partyId;
      if (partyId !== null) await get().load(partyId);
    },

    choose(field, value) {
      set((s) => ({ choices: { ...s.choices, [field]: value } }));
    },

    act,

    async perform(method, input) {
      const campaignId = get().campaignId;
      try {
        return await act(method, input);
      } catch (e) {
        if (!(e instanceof CampaignLeft) && !(e instanceof TimeHeld) && campaignId !== null) campaigns.land(campaignId, { error: (e as Error).message });
        return null;
      }
    },

    advance: (seconds, stopOnEvent = true) => get().perform('clock.advance', { seconds, stopOnEvent }),
    undo: () => history('undo'),
    redo: () => history('redo'),
  };
});
