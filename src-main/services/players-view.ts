import type { CombatantView, CombatState, DungeonState, EffectView, HexPatch, JournalEntry, LiveChange, MethodOutput, MethodName, SightingView } from '../../src-shared/contract';
import { decodeHexMap, encodeHexMap, type HexMapData } from '../../src-shared/hexmap';

// The one place that decides what the players' screen may show. Services build the
// GM's whole view; the players' version is always derived from it here, so two
// views can never disagree about what is secret.

/**
 * Conditions that give a foe's numbers away (shock penalties, HP at or below 0,
 * fatigue, blocks and aims): the players see how a foe looks, not its figures.
 */
const GM_ONLY_CONDITIONS = new Set(['shock', 'fading', 'very-tired', 'tired', 'exhausted', 'stun-damage', 'blocks', 'block-used', 'aiming', 'evaluating', 'feint']);

/** HP figures in a headline ("HP 7 -> 3", "(12 -> 4)") belong to the GM. */
const withoutFigures = (summary: string) =>
  summary
    .replace(/,? HP -?\d+ -> -?\d+/g, '')
    .replace(/,? HP -?\d+\b/g, '')
    .replace(/ \(-?\d+ -> -?\d+\)/g, '');

/**
 * An entry as the players may read it: the headline without figures and the public
 * dice only. What changed and what was asked are the GM's working (they name what
 * secret rolls found, a hex's note, a foe's figures), so they stay behind the screen.
 */
export function journalEntryForPlayers(entry: JournalEntry): JournalEntry {
  return { ...entry, summary: withoutFigures(entry.summary), request: {}, rolls: entry.rolls.filter((r) => !r.secret), changes: [] };
}

/**
 * Preparing the map, the encounter tables and the bestiary happens behind the screen
 * (its headlines name what lies ahead), and the GM's notes, session recaps and dated
 * calendar notes are the GM's own writing, as are effects kept from the table.
 */
const GM_ONLY_KINDS = new Set<JournalEntry['kind']>(['map', 'table', 'bestiary', 'note', 'session', 'calendar', 'hidden-effect', 'hidden-light']);

/** Undone entries never happened as far as the table knows. */
const journalForPlayers = (entries: readonly JournalEntry[]) =>
  entries.filter((e) => e.status === 'active' && !GM_ONLY_KINDS.has(e.kind)).map(journalEntryForPlayers);

function combatantForPlayers(c: CombatantView): CombatantView {
  if (c.side !== 'foes') return c;
  return { ...c, hp: null, fp: null, stance: null, attacks: [], defenses: [], conditions: c.conditions.filter((x) => !GM_ONLY_CONDITIONS.has(x.id)) };
}

/** A hidden effect (a poison working unseen, the GM's own countdown) does not exist for the table. */
const visibleEffects = (effects: readonly EffectView[]) => effects.filter((e) => e.visible);

export function combatStateForPlayers(state: CombatState): CombatState {
  return { ...state, audience: 'players', combatants: state.combatants.map(combatantForPlayers), effects: visibleEffects(state.effects), log: journalForPlayers(state.log), canUndo: false, canRedo: false };
}

export function dungeonStateForPlayers(state: DungeonState): DungeonState {
  const anyLit = state.lights.some((l) => l.state === 'lit');
  return {
    ...state,
    audience: 'players',
    effects: visibleEffects(state.effects),
    lights: state.lights.map((l) => (l.revealed ? l : { ...l, remainingSeconds: null, burnSeconds: null })),
    // "The last light fails within a turn" would tell how long the lights last; darkness itself everyone sees.
    lightLevel: { ...state.lightLevel, warning: anyLit ? null : state.lightLevel.warning },
    wandering: { levelName: state.wandering.levelName, checkEveryTurns: 0, chanceInSix: 0, entries: [], nextCheckAt: null },
    journal: journalForPlayers(state.journal),
    canUndo: false,
    canRedo: false,
  };
}

/**
 * The map as the players know it: explored hexes with their terrain, features and
 * labels; nothing of the rest (it reads as the first terrain, featureless), and no GM note anywhere.
 */
export function hexMapForPlayers(map: HexMapData): HexMapData {
  const terrain = new Uint8Array(map.terrain.length);
  const features = new Uint8Array(map.features.length);
  for (let i = 0; i < map.explored.length; i++) {
    if (map.explored[i]) {
      terrain[i] = map.terrain[i];
      features[i] = map.features[i];
    }
  }
  const labels = new Map([...map.labels].filter(([i]) => map.explored[i]));
  return { ...map, terrain, features, explored: map.explored.slice(), labels, notes: new Map() };
}

/**
 * A wandering encounter as the table sees it: what came and how far off, and whether
 * the party was caught unawares. The table's line, the stat block, the dice, the
 * foes' surprise and their reaction are the GM's; the number only when the GM shows it.
 */
export function sightingForPlayers(s: SightingView): SightingView {
  const count = s.countHidden ? null : s.count;
  const what = s.foe ? `${count ?? 'Some'} × ${s.foe.name}` : s.what;
  return {
    ...s,
    what,
    foe: s.foe && { name: s.foe.name, bestiaryId: null, summary: '' },
    count,
    countRoll: null,
    surprise: { party: s.surprise.party && { surprised: s.surprise.party.surprised, roll: null, range: null }, foes: null, source: '' },
    distanceSource: '',
    reactionSource: '',
    reaction: null,
    outcome: null,
  };
}

/** The open encounter as the players see it; how many more wait is the GM's business. */
function encounterForPlayers(out: MethodOutput<'encounter.current'>): MethodOutput<'encounter.current'> {
  return { sighting: out.sighting && sightingForPlayers(out.sighting), open: out.sighting ? 1 : 0 };
}

/** The campaign's fight as the table knows it: an ended one (whose summary is the GM's) is no fight going on. */
export const fightGoingOn = (fight: CombatState | null): CombatState | null => (fight?.status === 'active' ? combatStateForPlayers(fight) : null);

type PlayersVersions = { [N in MethodName]?: (output: MethodOutput<N>) => MethodOutput<N> };

/**
 * The answer the Players get from each method open to them. The host applies it to
 * whatever `audience` the request named, so a players' window cannot ask for more.
 */
const playersVersions: PlayersVersions = {
  'dungeon.state': dungeonStateForPlayers,
  'combat.state': combatStateForPlayers,
  'combat.current': (out) => ({ encounter: fightGoingOn(out.encounter) }),
  'encounter.current': encounterForPlayers,
  'journal.list': (out) => ({ entries: journalForPlayers(out.entries), canUndo: false, canRedo: false }),
  'hexmap.get': (out) => ({
    region: out.region,
    map: Buffer.from(encodeHexMap(hexMapForPlayers(decodeHexMap(Buffer.from(out.map, 'base64'))))).toString('base64'),
  }),
};

export const playersVersionOf = (method: string): ((output: unknown) => unknown) | undefined =>
  (playersVersions as Record<string, (output: unknown) => unknown>)[method];

/** Picks the view an audience gets; every state with a players' version goes through here. */
export const forAudience = <S>(audience: 'gm' | 'players', state: S, forPlayers: (s: S) => S): S =>
  audience === 'players' ? forPlayers(state) : state;

/** Hexes the players have not explored read as blank ones, so a hex the GM hides again goes blank on their map too. */
const hexesForPlayers = (patch: HexPatch): HexPatch => ({
  regionId: patch.regionId,
  hexes: patch.hexes.map((h) => (h.explored ? h : { index: h.index, terrain: 0, features: 0, explored: false })),
  notes: [],
});

/**
 * A change as the players may see it, derived from the GM's like every other answer:
 * the players' version of each state, the entries they may read, explored hexes only.
 * A label the GM wrote arrives with no hint of whether the hex is explored, so the
 * players' map is asked for again instead.
 */
export function changeForPlayers(change: LiveChange): LiveChange {
  const annotated = change.hexes.some((p) => p.notes.length > 0);
  return {
    ...change,
    entries: journalForPlayers(change.entries),
    history: null,
    dungeon: change.dungeon.map(dungeonStateForPlayers),
    ...(change.fight !== undefined && { fight: fightGoingOn(change.fight) }),
    ...(change.encounter !== undefined && { encounter: encounterForPlayers(change.encounter) }),
    hexes: change.hexes.map(hexesForPlayers),
    reload: annotated && !change.reload.includes('hexmap') ? [...change.reload, 'hexmap'] : change.reload,
  };
}
