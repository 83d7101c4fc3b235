import type { CombatantView, CombatState, DungeonState, JournalEntry } from '../../src-shared/contract';

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
 * dice only. What changed is the GM's working (it names what secret rolls found), so
 * it stays behind the screen.
 */
export function journalEntryForPlayers(entry: JournalEntry): JournalEntry {
  return { ...entry, summary: withoutFigures(entry.summary), rolls: entry.rolls.filter((r) => !r.secret), changes: [] };
}

/** Undone entries never happened as far as the table knows. */
const journalForPlayers = (entries: readonly JournalEntry[]) =>
  entries.filter((e) => e.status === 'active').map(journalEntryForPlayers);

function combatantForPlayers(c: CombatantView): CombatantView {
  if (c.side !== 'foes') return c;
  return { ...c, hp: null, fp: null, stance: null, attacks: [], defenses: [], conditions: c.conditions.filter((x) => !GM_ONLY_CONDITIONS.has(x.id)) };
}

export function combatStateForPlayers(state: CombatState): CombatState {
  return { ...state, audience: 'players', combatants: state.combatants.map(combatantForPlayers), log: journalForPlayers(state.log) };
}

export function dungeonStateForPlayers(state: DungeonState): DungeonState {
  const anyLit = state.lights.some((l) => l.state === 'lit');
  return {
    ...state,
    audience: 'players',
    lights: state.lights.map((l) => (l.revealed ? l : { ...l, remainingSeconds: null, burnSeconds: null })),
    // "The last light fails within a turn" would tell how long the lights last; darkness itself everyone sees.
    lightLevel: { ...state.lightLevel, warning: anyLit ? null : state.lightLevel.warning },
    wandering: { levelName: state.wandering.levelName, checkEveryTurns: 0, chanceInSix: 0, entries: [], nextCheckAt: null },
    journal: journalForPlayers(state.journal),
  };
}

/** Picks the view an audience gets; every state with a players' version goes through here. */
export const forAudience = <S>(audience: 'gm' | 'players', state: S, forPlayers: (s: S) => S): S =>
  audience === 'players' ? forPlayers(state) : state;
