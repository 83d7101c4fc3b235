import { create } from 'zustand';
import { historyWords, keyControl, notify, spotNear } from './toasts';
import type { Audience, BestiaryEntry, BestiaryList, CombatResult, CombatState, JournalEntry, MethodInput, MethodName, MethodOutput } from '../../src-shared/contract';
import { api, call } from '../api/client';
import { syncGameTime } from './campaigns';
import { gmChanges } from './change-order';
import { CampaignLeft, perCampaign, type CampaignKeyed } from './per-campaign';
import { undoHere } from '../api/undo';


export interface FightFromEncounter {
  sightingId: number;
  name: string;
  foes: { bestiaryId: number; name: string; count: number }[];
  surprised: 'party' | 'foes' | null;
}

/** The methods that take a step in the fight in progress and answer with its new state. */
export type CombatStep = {
  [N in MethodName]: MethodOutput<N> extends CombatResult ? (MethodInput<N> extends { encounterId: number } ? N : never) : never;
}[MethodName];
/** A step's input without what the store fills in: the fight and who is watching. */
export type StepInput<N extends CombatStep> = Omit<MethodInput<N>, 'encounterId' | 'audience'>;

interface CombatStore extends CampaignKeyed {
  /** The party the next fight's setup starts with ("Start a fight" in the Dungeon and Wilderness views sets it). */
  setupPartyId: number | null;
  /** True while the GM prepares a new fight instead of looking at the latest, ended one (a fight in progress always shows). */
  settingUp: boolean;
  audience: Audience;
  /** The campaign's fight in progress, or its latest one; null when there has been none. */
  state: CombatState | null;
  /** The journal entry of the latest step taken here, shown big as the result. */
  last: JournalEntry | null;
  /** The combatant the GM picked: the target of an attack, the one the adjust controls change. */
  targetId: number | null;
  /** Who acts when the GM picks someone out of turn; null follows the turn order. */
  actorId: number | null;
  bestiary: BestiaryEntry[];
  /** The licence lines of the shipped bestiaries the foes came from, shown with the list. */
  bestiaryCredits: string[];
  /** The bestiary the campaign's rules ship, which the GM may add; null where they ship none. */
  bestiaryBundle: BestiaryList['bundle'];
  busy: boolean;
  error: string | null;
  load(campaignId: number): Promise<void>;
  loadBestiary(): Promise<void>;
  /** Opens the setup with this party chosen (from the Dungeon or Wilderness view). */
  prepare(partyId: number | null): void;
  /** What a wandering encounter fills the setup with; null for a fight the GM sets up from scratch. */
  setupFrom: FightFromEncounter | null;
  /** Opens the setup filled from a wandering encounter. */
  prepareFrom(from: FightFromEncounter & { partyId: number | null }): void;
  setSettingUp(settingUp: boolean): void;
  setAudience(audience: Audience): Promise<void>;
  select(targetId: number | null): void;
  setActor(actorId: number | null): void;
  /** Runs one step of the fight; its error is kept for the banner, not thrown. */
  run(step: (encounterId: number, audience: Audience) => Promise<CombatResult>): Promise<CombatResult | null>;
  /** Like run, but rejects with the ApiCallError so a form can show it under the field it names. */
  attempt(step: (encounterId: number, audience: Audience) => Promise<CombatResult>): Promise<CombatResult>;
  /** Takes a step by its method name; rejects with the host's complaint, for a form to show beside its field. */
  act<N extends CombatStep>(method: N, input: StepInput<N>): Promise<CombatResult>;
  /** Like act, for a button: the complaint goes to the view's banner. */
  perform<N extends CombatStep>(method: N, input: StepInput<N>): Promise<CombatResult | null>;
  start(input: Omit<MethodInput<'combat.start'>, 'audience'>): Promise<CombatResult>;
  /** The bestiary's changes, each reloading the list; they reject with the host's complaint. */
  saveFoe(input: Omit<MethodInput<'bestiary.save'>, 'campaignId'>): Promise<BestiaryEntry>;
  importBestiary(file: MethodInput<'bestiary.import'>['file']): Promise<number>;
  /** Foes from GCS files, in one action; answers what each file brought. */
  importGcsFoes(files: MethodInput<'bestiary.importGcs'>['files']): Promise<MethodOutput<'bestiary.importGcs'>['imported']>;
  deleteFoe(id: number): Promise<void>;
  /** Adds the shipped bestiary in one action; answers how many foes came and how many of the same name were kept. */
  addBundledBestiary(): Promise<{ added: number; kept: number }>;
  undo(): Promise<void>;
  redo(): Promise<void>;
}

const bestiaryOf = ({ entries, credits, bundle }: BestiaryList) => ({ bestiary: entries, bestiaryCredits: credits, bestiaryBundle: bundle });

export const useCombat = create<CombatStore>((set, get, store) => {
  const campaigns = perCampaign(store, () => ({
    setupPartyId: null as number | null,
    setupFrom: null as FightFromEncounter | null,
    settingUp: false,
    state: null as CombatState | null,
    last: null as JournalEntry | null,
    targetId: null as number | null,
    actorId: null as number | null,
    bestiary: [] as BestiaryEntry[],
    bestiaryCredits: [] as string[],
    bestiaryBundle: null as BestiaryList['bundle'],
    error: null as string | null,
  }));

  /**
   * A new state. The GM's pick of actor lasts for the turn; the target stays while
   * they are still a sensible one for whoever acts next (in the fight, not on their side).
   */
  function show(state: CombatState | null, last: JournalEntry | null = get().last) {
    if (state && !campaigns.isCurrent(state.campaignId)) throw new CampaignLeft();
    const previous = get().state;
    const turnChanged = !previous || !state || previous.encounterId !== state.encounterId || previous.round !== state.round || previous.turn !== state.turn;
    const find = (id: number | null) => (id === null ? undefined : state?.combatants.find((c) => c.id === id));
    const actor = turnChanged ? undefined : find(get().actorId);
    const acting = actor ?? find(state?.currentId ?? null);
    const target = find(get().targetId);
    const keepTarget = target && (!turnChanged || (!target.out && target.id !== acting?.id && target.side !== acting?.side));
    set({
      state,
      last,
      targetId: keepTarget ? target.id : null,
      actorId: actor && state?.status === 'active' ? actor.id : null,
    });
    if (state) syncGameTime(state.campaignId, state.gameTimeSeconds);
  }

  async function history(direction: 'undo' | 'redo') {
    const { campaignId, audience, busy } = get();
    if (campaignId === null || busy) return;
    set({ busy: true, error: null });
    try {
      // The answer's change carries the fight, the clock and the party's pools as undo left them (see stores/live.ts).
      const entry = await (direction === 'undo' ? undoHere : api.journal.redo)({ campaignId });
      if (entry) notify(historyWords(direction, entry), 'ok', keyControl(direction));
      if (audience === 'players' && campaigns.isCurrent(campaignId)) show((await api.combat.current({ campaignId, audience })).encounter, null);
    } catch (e) {
      if (!(e instanceof CampaignLeft)) campaigns.land(campaignId, { error: (e as Error).message });
    } finally {
      set({ busy: false });
    }
  }

  return {
    ...campaigns.initial(),
    audience: 'gm',
    busy: false,

    async load(campaignId) {
      if (!campaigns.isCurrent(campaignId)) return;
      try {
        const asked = gmChanges.fightAt(campaignId);
        const [{ encounter }, listed] = await Promise.all([api.combat.current({ campaignId, audience: get().audience }), api.bestiary.list({ campaignId })]);
        if (!campaigns.land(campaignId, { ...bestiaryOf(listed), error: null })) return;
        // A fight begun or ended while the question travelled is newer than its answer.
        if (gmChanges.fightSince(campaignId, asked)) return;
        show(encounter, encounter?.encounterId === get().state?.encounterId ? get().last : null);
      } catch (e) {
        if (!(e instanceof CampaignLeft)) campaigns.land(campaignId, { error: (e as Error).message });
      }
    },

    async loadBestiary() {
      const campaignId = get().campaignId;
      if (campaignId !== null) campaigns.land(campaignId, bestiaryOf(await api.bestiary.list({ campaignId })));
    },

    prepare(partyId) {
      set({ setupPartyId: partyId, setupFrom: null, settingUp: true });
    },

    prepareFrom({ partyId, ...from }) {
      set({ setupPartyId: partyId, setupFrom: from, settingUp: true });
    },

    setSettingUp(settingUp) {
      set({ settingUp });
    },

    async setAudience(audience) {
      set({ audience });
      const state = get().state;
      if (!state) return;
      try {
        show(await api.combat.state({ encounterId: state.encounterId, audience }));
      } catch (e) {
        if (!(e instanceof CampaignLeft)) campaigns.land(state.campaignId, { error: (e as Error).message });
      }
    },

    select(targetId) {
      set({ targetId });
    },

    setActor(actorId) {
      set({ actorId });
    },

    async run(step) {
      const campaignId = get().campaignId;
      try {
        return await get().attempt(step);
      } catch (e) {
        if (!(e instanceof CampaignLeft) && campaignId !== null) campaigns.land(campaignId, { error: (e as Error).message });
        return null;
      }
    },

    async attempt(step) {
      const { state, audience, busy } = get();
      if (!state || busy) throw new Error('Wait for the last step to finish.');
      const anchor = spotNear();
      set({ busy: true, error: null });
      try {
        const result = await step(state.encounterId, audience);
        show(result.state, result.entry);
        notify(result.entry.summary, 'ok', anchor);
        return result;
      } finally {
        set({ busy: false });
      }
    },

    act: (method, input) => get().attempt((encounterId, audience) => call(method, { ...input, encounterId, audience } as MethodInput<typeof method>) as Promise<CombatResult>),
    perform: (method, input) => get().run((encounterId, audience) => call(method, { ...input, encounterId, audience } as MethodInput<typeof method>) as Promise<CombatResult>),

    async saveFoe(input) {
      const campaignId = campaigns.selected();
      const saved = await api.bestiary.save({ ...input, campaignId });
      await get().loadBestiary();
      return saved;
    },

    async importBestiary(file) {
      const campaignId = campaigns.selected();
      const { entries } = await api.bestiary.import({ campaignId, file });
      await get().loadBestiary();
      return entries.length;
    },

    async importGcsFoes(files) {
      const campaignId = campaigns.selected();
      const { imported } = await api.bestiary.importGcs({ campaignId, files });
      await get().loadBestiary();
      return imported;
    },

    async deleteFoe(id) {
      await api.bestiary.delete({ id });
      await get().loadBestiary();
    },

    async addBundledBestiary() {
      const campaignId = campaigns.selected();
      const { added, kept, ...listed } = await api.bestiary.addBundled({ campaignId });
      campaigns.land(campaignId, bestiaryOf(listed));
      return { added, kept };
    },

    async start(input) {
      const campaignId = get().campaignId;
      set({ busy: true, error: null });
      try {
        const result = await api.combat.start({ ...input, audience: get().audience });
        if (campaignId === null || !campaigns.land(campaignId, { settingUp: false, setupFrom: null, targetId: null, actorId: null })) throw new CampaignLeft();
        show(result.state, result.entry);
        return result;
      } finally {
        set({ busy: false });
      }
    },

    undo: () => history('undo'),
    redo: () => history('redo'),
  };
});

/** Who acts now: the GM's pick, or whoever's turn it is. */
export const selectActor = (s: Pick<CombatStore, 'state' | 'actorId'>) =>
  s.state?.combatants.find((c) => c.id === (s.actorId ?? s.state?.currentId)) ?? null;
