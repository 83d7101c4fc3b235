import type { CombatState, Contract, DungeonState, HexPatch, JournalEntry, LiveArea, LiveChange, MethodName, MethodOutput, MethodParams, PartyTimePatch, PartyView } from '../../src-shared/contract';
import { areasChangedBy, areasOfEntry, contract, levelOnlyWhenWritten, partyOnlyWhenWritten, patchesPartiesForTime } from '../../src-shared/contract';
import { AppError } from '../services/errors';
import type { HandlersFor } from './handlers-for';

/** What a call's change is made from: the method, its parsed input, its answer and the campaign its ids belong to. */
export interface CallDone {
  method: string;
  input: unknown;
  result: unknown;
  campaignId: number | null;
}

/** Where the entities a call touched are collected while it runs, drained once it is done. */
export interface TouchedSources {
  /** Journal entries written, undone or redone. */
  entries(): JournalEntry[];
  /** Drops what a call that failed left: it was rolled back. */
  rolledBack(): void;
  /** Map hexes written. */
  hexes(): HexPatch[];
  /** Whether the campaign can undo and redo now. */
  history(campaignId: number): { canUndo: boolean; canRedo: boolean };
  /** Whether an entry's action changed rows a party's view is read from. */
  partyWritten(entryId: number): boolean;
  /** The parties of the campaign whose rows (or their members' rows) were written since last asked; the rest are forgotten. */
  partiesWritten(campaignId: number | null): number[];
  /** Whether an entry's action changed a dungeon level's row (the squares seen on it). */
  levelWritten(entryId: number): boolean;
}

/** Whether a party's Dungeon view changed in its clock alone between two moments (see `clockOnly` in the dungeon service). */
export interface DungeonClock {
  clockOnly(partyId: number, from: number, to: number): boolean;
}

/** What time changed in a party (`timePatchOf` in the party service), for a method that only lets time pass. */
export interface PartyTimes {
  timePatch(partyId: number): PartyTimePatch;
}

/** The journal kinds of the notebook's actions. */
const NOTEBOOK_KINDS: ReadonlySet<string> = new Set(['notebook', 'shown']);

/** Areas a change names but does not carry; a window showing one asks for it again. */
const reloaded: readonly LiveArea[] = ['catalogue', 'bestiary', 'journey', 'level', 'players', 'notebook'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const looksLikeDungeon = (v: unknown): v is DungeonState => isObject(v) && typeof v.partyId === 'number' && Array.isArray(v.lights);
const looksLikeFight = (v: unknown): v is CombatState => isObject(v) && typeof v.encounterId === 'number' && Array.isArray(v.combatants);
const looksLikeParty = (v: unknown): v is PartyView => isObject(v) && typeof v.id === 'number' && Array.isArray(v.members) && isObject(v.stores);

/** The parties a call names: in its request (`partyId`, `toPartyId`) and in its answer (a party, a state, a journey). */
function partiesNamed({ input, result }: CallDone): Set<number> {
  const ids = new Set<number>();
  const add = (v: unknown) => typeof v === 'number' && ids.add(v);
  if (isObject(input)) {
    add(input.partyId);
    add(input.toPartyId);
  }
  if (looksLikeParty(result)) add(result.id);
  else if (isObject(result)) {
    add(result.partyId);
    if (isObject(result.state)) add(result.state.partyId);
    if (looksLikeParty(result.party)) add(result.party.id);
  }
  return ids;
}

/**
 * Builds the change a mutation made, inside its transaction, from the areas its method
 * changes and the ids in scope. An entity already in the answer (a dungeon state, a
 * fight, a party) is taken from it; the rest is asked of the queries the windows use.
 * A new mutation gets its change from its domain's areas without any code here; a
 * method whose change is narrower says so in `areasChangedBy`.
 */
export function changeBuilder(handlers: HandlersFor<Contract>, touched: TouchedSources, dungeon: DungeonClock, times: PartyTimes) {
  /** A query's answer as a window would get it: checked and completed by the method's output schema. */
  const ask = <N extends MethodName>(method: N, input: MethodParams<N>): MethodOutput<N> =>
    contract[method].output.parse((handlers[method] as (i: MethodParams<N>) => unknown)(input)) as MethodOutput<N>;
  // A party's view and its Dungeon state are taken as their handlers build them, unchecked:
  // the router checks those answers on every direct call, and checking a 200-member party
  // again inside each clock call cost more than the advance. Their schemas complete nothing
  // (no defaults), so a handler's answer is what a window gets; these typed assignments stop
  // compiling if that changes.
  const partyView = (partyId: number): PartyView => handlers['party.get']({ partyId });
  const dungeonState = (partyId: number): DungeonState => handlers['dungeon.state']({ partyId, audience: 'gm' });

  /**
   * The parties a change carries: those the call names and those whose rows it wrote (a clock
   * advanced for one party burns every party's lights), or every party of the campaign when
   * the call is about the campaign as a whole.
   */
  function partiesOf(campaignId: number, call: CallDone, written: readonly number[], areas: readonly LiveArea[]): number[] {
    const named = partiesNamed(call);
    // A change to the campaign as a whole (undo, redo, its rules) may touch any of its parties.
    const wide = named.size === 0 || call.method.startsWith('journal.') || call.method.startsWith('campaign.') || call.method.startsWith('calendar.');
    const touched = new Set([...named, ...written]);
    if (!wide || !areas.some((a) => a === 'party' || a === 'dungeon')) return [...touched];
    return [...new Set([...touched, ...ask('party.list', { campaignId }).parties.map((p) => p.id)])];
  }

  /** The party's answer to a query, or undefined when the call removed it. */
  function unlessGone<T>(ask: () => T): T | undefined {
    try {
      return ask();
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return undefined;
      throw error;
    }
  }

  /** Forgets what a failed call left in the collectors: it was rolled back. */
  function begin(): void {
    touched.rolledBack();
    touched.hexes();
    touched.partiesWritten(null);
  }

  function changeOf(call: CallDone): LiveChange {
    const { method, campaignId, result } = call;
    const entries = touched.entries();
    const hexes = touched.hexes();
    const written = touched.partiesWritten(campaignId);
    // Undo and redo change what the entry's own action changed.
    let areas = method === 'journal.undo' || method === 'journal.redo' || method === 'journal.undoTo' ? [...new Set(['journal' as const, ...entries.flatMap((e) => areasOfEntry(e.kind))])] : areasChangedBy(method);
    // Time that passed moves every party's lights and the clock, whichever area the method is about.
    const timePassed = !areas.includes('dungeon') && entries.some((e) => e.gameTimeAfter !== e.gameTimeBefore);
    if (timePassed) areas = [...areas, 'dungeon'];
    if (partyOnlyWhenWritten(method) && !entries.some((e) => touched.partyWritten(e.id))) areas = areas.filter((a) => a !== 'party');
    if (levelOnlyWhenWritten(method) && !entries.some((e) => touched.levelWritten(e.id))) areas = areas.filter((a) => a !== 'level');
    // An undo or redo changes the notebook (and the players' record) only when it takes one of the notebook's own actions back or forth.
    if (method.startsWith('journal.') && !entries.some((e) => NOTEBOOK_KINDS.has(e.kind))) areas = areas.filter((a) => a !== 'notebook');
    const has = (area: LiveArea) => areas.includes(area);
    const change: LiveChange = {
      method,
      campaignId,
      areas,
      entries,
      history: null,
      dungeon: [],
      parties: [],
      removedPartyIds: [],
      hexes,
      reload: areas.filter((a) => reloaded.includes(a) || (a === 'hexmap' && hexes.length === 0)),
    };
    if (has('campaigns')) change.campaigns = ask('campaign.list', {});
    // A campaign the call took away (into the bin, or replaced from a backup or a file) has nothing left to show but the list.
    if (campaignId === null || change.campaigns?.campaigns.every((c) => c.id !== campaignId)) return change;

    if (has('journal')) {
      const fresh = entries.length > 0 && entries.every((e) => e.status === 'active') && !method.startsWith('journal.re');
      // A new action ends redo and can be undone: no need to ask.
      change.history = fresh ? { canUndo: true, canRedo: false } : touched.history(campaignId);
    }
    const answered = isObject(result) ? result.state : undefined;
    // A fight step that only let a round pass carries the new time in its fight, and a Dungeon
    // view that shows nothing else running with time moves its clock to it (stores/live.ts).
    const from = Math.min(...entries.map((e) => e.gameTimeBefore));
    const to = Math.max(...entries.map((e) => e.gameTimeAfter));
    const clockOnly = (partyId: number) =>
      timePassed && looksLikeFight(answered) && entries.every((e) => e.alerts.length === 0) && dungeon.clockOnly(partyId, from, to);
    if (has('combat')) change.fight = looksLikeFight(answered) ? answered : ask('combat.current', { campaignId, audience: 'gm' }).encounter;
    if (has('encounter')) change.encounter = ask('encounter.current', { campaignId, audience: 'gm' });
    const patches: PartyTimePatch[] | undefined = has('party') && patchesPartiesForTime(method) ? [] : undefined;
    if (patches) change.partyPatches = patches;
    if (has('party') || has('dungeon')) {
      for (const partyId of partiesOf(campaignId, call, written, areas)) {
        const onlyClock = has('dungeon') && clockOnly(partyId);
        const state = has('dungeon') && !onlyClock ? (looksLikeDungeon(answered) && answered.partyId === partyId ? answered : unlessGone(() => dungeonState(partyId))) : undefined;
        // A time patch is read without the whole view, which it would leave out again.
        const patch = has('party') && patches ? unlessGone(() => times.timePatch(partyId)) : undefined;
        const party = has('party') && !patches ? (looksLikeParty(result) && result.id === partyId ? result : unlessGone(() => partyView(partyId))) : undefined;
        if (state) change.dungeon.push(state);
        if (patch) patches?.push(patch);
        if (party) change.parties.push(party);
        if (!state && !party && !patch && !onlyClock) change.removedPartyIds.push(partyId);
      }
    }
    return change;
  }

  return { begin, changeOf };
}
export type ChangeBuilder = ReturnType<typeof changeBuilder>;
