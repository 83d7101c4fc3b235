// States that outlast a fight: crippled limbs, unconsciousness, dying, death.

import type { Rng } from '../dice/rng';
import type { CharacterProfile, Condition, Pools } from './character';
import type { Fighter } from './combat';
import type { LabelledRoll } from './labelled-roll';

/**
 * A state that outlasts a fight and the clock step that made it: a crippled limb,
 * unconsciousness, dying, death. Ids are the ruleset's own ('crippled:left-arm',
 * 'unconscious', 'dying', 'stable', 'dead'); the services store and pass them back.
 */
export interface LastingCondition {
  readonly id: string;
  /** Game second it began. */
  readonly since: number;
  /** Game second of the next thing due (a roll to wake, the end of a dying count); absent when nothing is scheduled. */
  readonly next?: number;
  /** What is left to heal where that matters (Shell's damage on a crippled location). */
  readonly damage?: number;
}

/** What a member carries between fights and clock steps. */
export interface LastingState {
  readonly conditions: readonly LastingCondition[];
  /** HP when the rules last looked: a drop below it since then is answered once (GURPS death checks). */
  readonly hpSeen: number | null;
}

export interface LastingInput {
  readonly name: string;
  readonly profile: CharacterProfile;
  readonly pools: Pools;
  readonly state: LastingState;
  /** The span of game time that passed, in game seconds since the epoch. */
  readonly from: number;
  readonly to: number;
  readonly bedRest: boolean;
}

export interface LastingOutcome {
  readonly state: LastingState;
  /** The member's HP after the span, when the conditions changed it (Basic Fantasy's bleeding, a bound wound's first point). */
  readonly hp?: number;
  readonly rolls: readonly LabelledRoll[];
  readonly notes: readonly string[];
  /** Something the GM must hear before time runs on (a death, someone bleeding out). */
  readonly needsGm: string | null;
}

/** A condition the GM may set or clear by hand. */
export interface LastingKind {
  readonly id: string;
  readonly label: string;
  readonly help: string;
}

/**
 * Conditions that last (supplement A18 for Basic Fantasy, GURPS Lite's Recovery,
 * Shell's crippling and recovery). The encounter service asks what a fight leaves
 * behind and what a member brings into one; the clock asks what time does to them.
 * `State` is the part of a fighter's combat state these rules read and write, typed
 * by the system and unknown to the services, as in CombatRules.
 */
export interface LastingRules<State = unknown> {
  readonly kinds: readonly LastingKind[];
  /** Label and effect of each condition, for every card and sheet. */
  describe(state: LastingState, profile: CharacterProfile): readonly Condition[];
  /** Whether natural healing runs for this member at `at` (the dead, the dying and a freshly bound wound do not heal). */
  heals(state: LastingState, pools: Pools, at: number): boolean;
  /** What a fight's end leaves on a member, from the fighter as the fight left them. */
  afterFight(fighter: Fighter<unknown, State>, before: LastingState, at: number): LastingState;
  /** The fighter's starting state at game second `at`, and whether they start out of the fight. */
  intoFight(state: LastingState, pools: Pools, profile: CharacterProfile, at: number): { readonly state: State; readonly out: boolean };
  /** Time passes: rolls to wake or to live, limbs that mend, the dying who die. */
  afterTime(input: LastingInput, rng: Rng): LastingOutcome;
  /** A condition set or cleared by hand; throws a RuleInputError at 'condition' for an unknown one. */
  set(state: LastingState, condition: string, on: boolean, at: number): LastingState;
}

export const NO_LASTING: LastingState = { conditions: [], hpSeen: null };


/** Whether a member carries a condition (by id, or by prefix ending in ':'). */
export const hasLasting = (state: LastingState, id: string): boolean =>
  state.conditions.some((c) => (id.endsWith(':') ? c.id.startsWith(id) : c.id === id));

/** The state with `condition` added once, replacing any earlier one of the same id. */
export const withLasting = (state: LastingState, condition: LastingCondition): LastingState => ({
  ...state,
  conditions: [...state.conditions.filter((c) => c.id !== condition.id), condition],
});

export const withoutLasting = (state: LastingState, ...ids: readonly string[]): LastingState => ({
  ...state,
  conditions: state.conditions.filter((c) => !ids.includes(c.id)),
});
