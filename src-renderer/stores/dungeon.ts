import { create } from 'zustand';
import type { ActionResult, Audience, DungeonState, MethodInput, MethodName, MethodOutput } from '../../src-shared/contract';
import { api, call } from '../api/client';
import { syncGameTime } from './campaigns';
import { oneAtATime } from './one-at-a-time';
import { CampaignLeft, perCampaign, type CampaignKeyed } from './per-campaign';
import { askingFirst, TimeHeld } from './time-hold';
import { undoHere } from '../api/undo';
import { historyWords, keyControl, notify, spotNear, type ToastSpot } from './toasts';


/** The methods that act on the party in the dungeon and answer with its new state. */
export type DungeonAction = {
  [N in MethodName]: MethodOutput<N> extends ActionResult ? (MethodInput<N> extends { partyId: number } ? N : never) : never;
}[MethodName];

/** An action's input without what the store fills in: the party in the dungeon and who is watching. */
export type ActionInput<N extends DungeonAction> = Omit<MethodInput<N>, 'partyId' | 'audience'> & { partyId?: number; audience?: Audience };

interface DungeonStore extends CampaignKeyed {
  partyId: number | null;
  state: DungeonState | null;
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
  act<N extends DungeonAction>(method: N, input: ActionInput<N>, near?: Element | ToastSpot | null): Promise<ActionResult>;
  /** Like act, for a button: the complaint shows beside `near` (the control used; by default the focused one). */
  perform<N extends DungeonAction>(method: N, input: ActionInput<N>, near?: Element | ToastSpot | null): Promise<ActionResult | null>;
  advance(seconds: number, stopOnEvent?: boolean, near?: Element | null): Promise<ActionResult | null>;
  undo(): Promise<void>;
  redo(): Promise<void>;
}

/** A wandering encounter has its own card over every view; the banner keeps to the rest (a light out, darkness). */
const bannerFor = (result: ActionResult) => (result.stopReason === 'encounter' ? null : result.stoppedBy);

export const useDungeon = create<DungeonStore>((set, get, store) => {
  const campaigns = perCampaign(store, () => ({
    partyId: null as number | null,
    state: null as DungeonState | null,
    event: null as string | null,
    choices: {} as Record<string, string>,
  }));

  const inTurn = oneAtATime();
  async function act<N extends DungeonAction>(method: N, input: ActionInput<N>, near?: Element | ToastSpot | null): Promise<ActionResult> {
    const asked = get().campaignId;
    const anchor = near && !(near instanceof Element) ? near : spotNear(near);
    const result = await inTurn(() => {
      if (get().campaignId !== asked) throw new CampaignLeft();
      return send(method, input);
    });
    const { summary } = result.entry;
    notify(result.stoppedBy && !summary.includes(result.stoppedBy) ? `${summary} Stopped: ${result.stoppedBy}` : summary, 'ok', anchor);
    return result;
  }

  async function send<N extends DungeonAction>(method: N, input: ActionInput<N>): Promise<ActionResult> {
    const { campaignId, partyId, audience } = get();
    if (campaignId === null || partyId === null) throw new CampaignLeft();
    set({ busy: true });
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
      const entry = await (direction === 'undo' ? undoHere : api.journal.redo)({ campaignId, wholeFight: true });
      if (entry && campaigns.land(campaignId, { event: null })) notify(historyWords(direction, entry), 'ok', keyControl(direction));
    } catch (e) {
      notify((e as Error).message, 'error', keyControl(direction));
    }
  }

  return {
    ...campaigns.initial(),
    audience: 'gm',
    busy: false,

    async load(partyId) {
      const campaignId = get().campaignId;
      if (campaignId === null) return;
      campaigns.land(campaignId, (s) => ({ partyId, ...(s.state?.partyId !== partyId && { state: null, event: null }) }));
      try {
        const state = await api.dungeon.state({ partyId, audience: get().audience });
        if (state.campaignId !== campaignId || get().partyId !== partyId) return;
        if (campaigns.land(campaignId, { state })) syncGameTime(state.campaignId, state.gameTimeSeconds);
      } catch (e) {
        if (get().campaignId === campaignId) notify((e as Error).message, 'error');
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

    async perform(method, input, near) {
      const anchor = near && !(near instanceof Element) ? near : spotNear(near);
      try {
        return await act(method, input, anchor);
      } catch (e) {
        if (!(e instanceof CampaignLeft) && !(e instanceof TimeHeld)) notify((e as Error).message, 'error', anchor);
        return null;
      }
    },

    advance: (seconds, stopOnEvent = true, near) => get().perform('clock.advance', { seconds, stopOnEvent }, near),
    undo: () => history('undo'),
    redo: () => history('redo'),
  };
});
