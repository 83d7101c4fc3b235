import type { CampaignList } from './campaign';
import type { CombatState } from './combat';
import type { DungeonState } from './dungeon';
import type { SightingView } from './encounter';
import type { JournalEntry } from './journal';
import type { PartyTimePatch, PartyView } from './party';

/** The parts of a campaign a window may be showing; a push names the ones a GM action changed. */
/** `players`: which party the players' screen follows. */
export const liveAreas = ['campaigns', 'party', 'catalogue', 'dungeon', 'journal', 'hexmap', 'journey', 'combat', 'bestiary', 'encounter', 'level', 'players', 'notebook'] as const;
export type LiveArea = (typeof liveAreas)[number];

const partyTouch: LiveArea[] = ['party', 'dungeon', 'combat', 'journal'];
const timeTouch: LiveArea[] = ['dungeon', 'party', 'combat', 'journal', 'encounter'];

/** Per domain; a method of a domain not listed (undo, redo, a campaign's settings) may have changed anything. */
const areasByDomain: Readonly<Record<string, readonly LiveArea[]>> = {
  party: partyTouch,
  member: partyTouch,
  inventory: partyTouch,
  purse: partyTouch,
  experience: partyTouch,
  catalogue: ['catalogue', 'party'],
  clock: timeTouch,
  // A light lit or a light spell cast may show the party more of the level it stands on (see `levelOnlyWhenWritten`).
  light: ['level', ...timeTouch],
  effect: timeTouch,
  spell: ['level', ...timeTouch],
  dungeon: timeTouch,
  level: ['level', ...timeTouch],
  hexmap: ['hexmap', 'journal'],
  journey: ['journey', 'hexmap', 'party', 'dungeon', 'journal', 'encounter'],
  combat: ['combat', 'party', 'dungeon', 'journal', 'encounter'],
  encounter: ['encounter', 'journal'],
  bestiary: ['bestiary', 'journal'],
  weather: ['journey', 'hexmap', 'journal'],
  notebook: ['notebook', 'journal'],
};

/**
 * Methods whose change differs from their domain's (mostly narrower). A step of a fight changes the
 * fight (whose fighters carry the members' pools) and the journal, and a party only in a call that
 * wrote a row its view is read from (see `partyOnlyWhenWritten`): a shot spends an arrow from the
 * shooter's pack, a blow or the GM's adjustment moves a member's HP, and the figures read from HP
 * and FP (GURPS Move and Dodge under a third) must move with them. Time a step lets pass adds the
 * dungeon on its own (see `src-main/api/change.ts`).
 */
const fightSteps = ['combat.add', 'combat.maneuver', 'combat.attack', 'combat.adjust', 'combat.condition', 'combat.note', 'combat.next', 'combat.endRound'] as const;
const fightStep: readonly LiveArea[] = ['combat', 'journal', 'party'];
const areasByMethod: Readonly<Record<string, readonly LiveArea[]>> = {
  'journal.roll': ['journal'],
  'journal.note': ['journal'],
  'journal.session': ['journal'],
  ...Object.fromEntries(fightSteps.map((method) => [method, fightStep])),
  // The spell list is shown with each party's Dungeon state; no party or clock changes.
  'spell.importList': ['dungeon', 'journal'],
  'party.follow': ['players'],
  // Treasure taken from a keyed place marks the place looted as well.
  'purse.fromPlace': [...partyTouch, 'level', 'hexmap'],
};

/**
 * The areas a mutation changes, which decide what its change carries. A new mutation
 * gets its domain's areas; list it in `areasByMethod` only when it changes less.
 */
export function areasChangedBy(method: string): readonly LiveArea[] {
  return areasByMethod[method] ?? areasByDomain[method.split('.')[0]] ?? liveAreas;
}

/**
 * Methods that change a party only now and then: a fight's step hurts a member or spends an
 * arrow in some calls and in the others leaves every party as it was. Their change carries a
 * party only when the call wrote rows its view is built from, so the others rebuild no view.
 */
const partyWhenWritten: ReadonlySet<string> = new Set(fightSteps);
export const partyOnlyWhenWritten = (method: string): boolean => partyWhenWritten.has(method);

/**
 * Domains whose actions change a level only when the party's light shows it more of one:
 * their change names the level (and windows ask for its map again) only then.
 */
const levelWhenWritten: ReadonlySet<string> = new Set(['light', 'spell']);
export const levelOnlyWhenWritten = (method: string): boolean => levelWhenWritten.has(method.split('.')[0]);

/**
 * Methods that do nothing but let time pass (the clock, a rest): their change carries each
 * party as a `partyTimePatch`, in `partyPatches`, not in `parties`. Undoing one goes back
 * to whole views, as undo does for every action.
 */
const timeOnly: ReadonlySet<string> = new Set(['clock.advance', 'clock.untilDawn', 'dungeon.rest']);
export const patchesPartiesForTime = (method: string): boolean => timeOnly.has(method);

/** The domain whose areas an entry's action changed, by the entry's kind, where the two names differ. */
const domainOfKind: Readonly<Record<string, string>> = {
  search: 'level',
  listen: 'level',
  door: 'level',
  move: 'level',
  rest: 'dungeon',
  encounter: 'dungeon',
  table: 'dungeon',
  map: 'hexmap',
  roll: 'journal',
  note: 'journal',
  session: 'journal',
  'hidden-effect': 'effect',
  'hidden-light': 'light',
};

/**
 * What undoing or redoing an entry changes: what its action changed. A kind of entry
 * with no domain of its own (a calendar's settings) may have changed anything.
 */
export function areasOfEntry(kind: string): readonly LiveArea[] {
  const domain = domainOfKind[kind] ?? kind;
  return domain === 'journal' ? ['journal'] : (areasByDomain[domain] ?? liveAreas);
}

/**
 * Hexes an action wrote (painted, explored, annotated), each with its new values, so a
 * window showing the region patches its map in place instead of asking for all of it.
 */
export interface HexPatch {
  regionId: number;
  /** Row-major hex indexes (row * width + col) with their terrain code, feature bits, and whether the party has been there (explored) or only seen it. */
  hexes: { index: number; terrain: number; features: number; explored: boolean; seen: boolean }[];
  /** Label and GM note of each annotated hex; empty text means none any more. */
  notes: { index: number; label: string; note: string }[];
}

/**
 * What one mutation changed: the entities it touched, as they now stand. Every
 * mutation answers with one, and the same change (the players' version for the
 * Players) is pushed to every other open window, which applies it to its stores.
 * Which parts a method fills is derived from the areas it changes (`areasChangedBy`)
 * and the ids its request names; see `src-main/api/change.ts`.
 */
export interface LiveChange {
  method: string;
  /** null: the list of campaigns itself (a campaign created, deleted or selected). */
  campaignId: number | null;
  areas: readonly LiveArea[];
  /** Journal entries the action wrote, undid or redid, oldest first, in the receiver's version. */
  entries: JournalEntry[];
  /** Whether the campaign can undo and redo now; null when the action did not touch the journal. */
  history: { canUndo: boolean; canRedo: boolean } | null;
  /** The new dungeon-turn state of each party the action touched. */
  dungeon: DungeonState[];
  /** Each party the action touched, as `party.get` answers it; empty for a method that only lets time pass (see `partyPatches`). */
  parties: PartyView[];
  /** Only from a method that only lets time pass (`patchesPartiesForTime`): each party it touched, as far as time changes it. */
  partyPatches?: PartyTimePatch[];
  /** Parties the action removed. */
  removedPartyIds: number[];
  /** The campaign's fight as it now stands (null: none going on); absent when the action left fights alone. */
  fight?: CombatState | null;
  /** The campaign's open wandering encounter as `encounter.current` answers it; absent when the action left encounters alone. */
  encounter?: { sighting: SightingView | null; open: number; waiting: { id: number; at: number; place: string; what: string; partyName: string }[] };
  /** Map hexes the action wrote. */
  hexes: HexPatch[];
  /** The campaigns' list, when the action changed it. */
  campaigns?: CampaignList;
  /** Areas this change names but does not carry (catalogue, bestiary, journeys, regions' list): a window showing one asks for it again. */
  reload: LiveArea[];
  /**
   * Where the change stands in the order the host committed its changes (1, 2, 3 … since the host started). A window
   * may hear an older change after a newer one (its own answer and the push of another call travel apart): what an
   * older change carries of a fight or a party is not newer than what the window holds (stores/change-order.ts).
   */
  seq?: number;
  /**
   * Only in a mutation's own answer: where in `dungeon` the Dungeon state the answer holds
   * in `state` belongs, left out there so the state travels once (see `answeredChange`).
   */
  stateInAnswerAt?: number;
}

const isDungeonState = (v: unknown): v is DungeonState =>
  typeof v === 'object' && v !== null && typeof (v as DungeonState).partyId === 'number' && Array.isArray((v as DungeonState).lights);
const stateOf = (result: unknown): unknown => (typeof result === 'object' && result !== null ? (result as { state?: unknown }).state : undefined);

/**
 * The change as a mutation's answer carries it: the Dungeon state the answer holds in
 * `state` is not sent a second time in `dungeon` (a year's advance for 200 members sent
 * it twice). The push to the other windows carries the change whole.
 */
export function answeredChange(change: LiveChange, result: unknown): LiveChange {
  const at = change.dungeon.indexOf(stateOf(result) as DungeonState);
  if (at < 0) return change;
  return { ...change, dungeon: change.dungeon.filter((_, i) => i !== at), stateInAnswerAt: at };
}

/** The change an answer carries made whole again, as the other windows were pushed it: what a window applies. */
export function changeWithAnswer(change: LiveChange, result: unknown): LiveChange {
  const state = stateOf(result);
  const at = change.stateInAnswerAt;
  if (at === undefined || !isDungeonState(state)) return change;
  const { stateInAnswerAt: _at, ...rest } = change;
  return { ...rest, dungeon: [...change.dungeon.slice(0, at), state, ...change.dungeon.slice(at)] };
}

/** What the players' screen shows of a campaign, already in the players' version. */
export interface PlayersStates {
  /** One per party, in the campaign's order. */
  parties: DungeonState[];
  fight: CombatState | null;
  /** The open wandering encounter as the players see it. */
  encounter: SightingView | null;
}

/** One push to an open window: the change another window's action made, in the version the receiving window's role may see. */
export type LiveEvent = LiveChange;
