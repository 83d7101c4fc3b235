// A fight: who acts when, what an attack or a maneuver does, and what a turn's end does.

import type { z } from 'zod';
import type { BundledBestiaryId } from '../../../src-shared/contract';
import type { Rng } from '../dice/rng';
import type { CharacterProfile, Condition, Pools } from './character';
import type { LabelledRoll } from './labelled-roll';

/** Something a member carries, as the combat rules read it (weapons, the armour worn, a shield). */
export interface CarriedItem {
  /** The catalogue's key ('battle-axe'). */
  readonly key: string;
  readonly name: string;
  readonly category: string;
  readonly worn: boolean;
  /** A shield on the arm, ready to block with. */
  readonly readied: boolean;
  readonly magical: boolean;
  readonly armorKind: string | null;
  /** A shield's Defense Bonus, as the catalogue gives it. */
  readonly defenseBonus: number | null;
}

/**
 * A fighter as the combat rules see it. `Stats` and `State` are a system's own types
 * (GURPS's weapons and skills, Shell's wounds by location); the services store them as
 * JSON without reading them, so to the services they are unknown.
 */
export interface Fighter<Stats = unknown, State = unknown> {
  readonly id: number;
  readonly name: string;
  readonly side: 'party' | 'foes';
  /** The system's fighting figures, from a member's sheet or a foe's stat block. */
  readonly stats: Stats;
  /** What the rules keep between turns (shock, stun, posture, wounds by location...). */
  readonly state: State;
  readonly pools: Pools;
  readonly out: boolean;
}

/** What a combat step does to one fighter; fields left out stay as they were. */
export interface FighterChange<State = unknown> {
  readonly id: number;
  readonly hp?: number;
  readonly fp?: number;
  readonly state?: State;
  readonly out?: boolean;
}

/** The result of any combat step, for the journal and the encounter. */
export interface CombatOutcome<State = unknown> {
  readonly summary: string;
  readonly rolls: readonly LabelledRoll[];
  /** Sentences for the log, in order. */
  readonly notes: readonly string[];
  readonly changes: readonly FighterChange<State>[];
  /** Countdowns a fight's end leaves on the clock, for what comes of it later (turned undead coming back). */
  readonly countdowns?: readonly FightCountdown[];
}

/** A countdown that starts when the fight ends and runs the given rounds of game time. */
export interface FightCountdown {
  readonly name: string;
  readonly rounds: number;
  /** The foes who come back when it runs out, by their names in the fight: their card is raised then. */
  readonly returning: readonly string[];
}

export interface AttackPreview {
  readonly possible: boolean;
  readonly reason: string | null;
  readonly figures: readonly { readonly label: string; readonly value: string; readonly detail: string }[];
  readonly chances: readonly { readonly label: string; readonly probability: number }[];
  readonly damage: string | null;
}

export interface CombatReference {
  readonly manual: boolean;
  readonly maneuvers: readonly { readonly id: string; readonly label: string; readonly help: string; readonly options: readonly { readonly id: string; readonly label: string }[] }[];
  readonly defenses: readonly { readonly id: string; readonly label: string }[];
  readonly locations: readonly { readonly id: string; readonly label: string; readonly modifier: number }[];
  /** Attack modifiers the rules price (darkness), offered by name with their value. */
  readonly circumstances?: readonly { readonly id: string; readonly label: string; readonly modifier: number }[];
  readonly conditions: readonly { readonly id: string; readonly label: string }[];
  readonly initiativeModes: readonly { readonly id: string; readonly label: string }[];
  /** Equal initiative numbers act at the same time (Basic Fantasy, A19); left out where ties are rolled off. */
  readonly tiesActTogether?: boolean;
}

export interface InitiativeRoll {
  /** Fighters' ids in acting order, with their scores and how each was reached. */
  readonly order: readonly { readonly id: number; readonly score: number; readonly text: string }[];
  readonly rolls: readonly LabelledRoll[];
  readonly notes: readonly string[];
}

/** A fighter's figures as a combat view lists them. */
export interface FighterSummary {
  readonly attacks: readonly { readonly id: string; readonly label: string; readonly detail: string }[];
  readonly defenses: readonly { readonly id: string; readonly label: string; readonly value: string }[];
  readonly stance: string | null;
  /** The maneuver declared for the turn in progress, so the picker shows it again; none before a declaration. */
  readonly declared?: { readonly id: string; readonly option: string | null } | null;
  readonly conditions: readonly Condition[];
  /** Marks on the HP and FP bars: where the character slows, falls, must roll to live. */
  readonly hpMarks: readonly { readonly at: number; readonly label: string }[];
  readonly fpMarks: readonly { readonly at: number; readonly label: string }[];
  /** The places the fighter can be hit, when its body differs from the rules' usual one. */
  readonly locations?: readonly { readonly id: string; readonly label: string; readonly modifier: number }[];
}

/** Something a fighter can do on its turn besides attacking, by its class (a Cleric's Turn undead), with what the rules give it now. */
export interface FighterAbility {
  readonly id: string;
  readonly label: string;
  /** The odds as the table gives them ("Skeleton 1-3: 13+ on the d20"). */
  readonly detail: string;
  readonly possible: boolean;
  /** Why not, when it cannot be used now. */
  readonly reason: string | null;
}

/**
 * A system's combat: who acts when, what an attack or a maneuver is, and what a
 * turn's or a round's end does. The encounter service keeps the fight (order,
 * round, pools, the clock, the journal) and asks these questions.
 *
 * A system writes its rules with its own types: the figures it makes for a fighter
 * (`Stats`), what it keeps between turns (`State`), and its stat block, attack and
 * maneuver records as its schemas parse them. The Ruleset holds them as
 * `CombatRules` with every type unknown, which the compiler accepts because the
 * methods' parameters are compared both ways; that is sound as long as the services
 * hand a system only what its own schemas parsed and its own methods made, which
 * they do: they parse with `statBlockSchema`, `attackSchema` and `maneuverSchema`,
 * and store stats and state as JSON, reading neither.
 */
export interface CombatRules<Stats = unknown, State = unknown, Block = Record<string, unknown>, Attack = Record<string, unknown>, Maneuver = Record<string, unknown>> {
  /** Initiative is rolled once for the fight (GURPS, Shell) or again every round (Basic Fantasy). */
  readonly initiativeEachRound: boolean;
  readonly reference: CombatReference;
  readonly statBlockSchema: z.ZodType<Block>;
  readonly attackSchema: z.ZodType<Attack>;
  /** Null where the system has no maneuvers to declare. */
  readonly maneuverSchema: z.ZodType<Maneuver> | null;
  /** A party member's fighting figures, from the sheet and the encumbrance level of what they carry. */
  /** `carried.hired`: the member is a hireling, serving a character as a retainer or paid by wage alone (Basic Fantasy gives experience to retainers only, A25). */
  memberStats(profile: CharacterProfile, carried: { readonly encumbrance: number; readonly items?: readonly CarriedItem[]; readonly hired?: 'retainer' | 'hireling' }): Stats;
  /** A foe's pools and fighting figures from its stat block; may roll its hit points. */
  foe(block: Block, rng: Rng): { readonly hpMax: number; readonly fpMax: number | null; readonly stats: Stats; readonly rolls: readonly LabelledRoll[] };
  /** A line saying what a stat block is, for the bestiary list. */
  describe(block: Block): string;
  rollInitiative(fighters: readonly Fighter<Stats, State>[], options: Readonly<Record<string, unknown>>, rng: Rng): InitiativeRoll;
  summary(fighter: Fighter<Stats, State>): FighterSummary;
  preview(attacker: Fighter<Stats, State>, defender: Fighter<Stats, State>, attack: Attack): AttackPreview;
  attack(attacker: Fighter<Stats, State>, defender: Fighter<Stats, State>, attack: Attack, rng: Rng): CombatOutcome<State>;
  /** The launcher this attack shoots from (a bow, a sling), by name; null for a blow or a throw. */
  missileWeapon(attacker: Fighter<Stats, State>, attack: Attack): string | null;
  /** A declared maneuver; `others` are the rest of the fight (a Feint rolls against its target). */
  maneuver(fighter: Fighter<Stats, State>, maneuver: Maneuver, others: readonly Fighter<Stats, State>[], rng: Rng): CombatOutcome<State>;
  /** What the fighter may do besides attacking, against the rest of the fight (`others`) in round `round`; absent where the system has no such abilities. */
  abilities?(fighter: Fighter<Stats, State>, others: readonly Fighter<Stats, State>[], round: number): readonly FighterAbility[];
  /** Uses one of `abilities`; refuses, naming `ability`, one the fighter lacks or cannot use now. */
  useAbility?(fighter: Fighter<Stats, State>, ability: string, others: readonly Fighter<Stats, State>[], round: number, rng: Rng): CombatOutcome<State>;
  /** A condition set or cleared by hand. */
  setCondition(fighter: Fighter<Stats, State>, condition: string, on: boolean): FighterChange<State>;
  /** HP the GM took away by hand (`fighter` still holds the HP before): what the rules owe for the fall, as for a wound. Absent where nothing is owed. */
  hpLostByHand?(fighter: Fighter<Stats, State>, hpAfter: number, rng: Rng): CombatOutcome<State>;
  /** The start of a fighter's turn: what lasted "until your next turn" ends; a roll to stay conscious. */
  startTurn(fighter: Fighter<Stats, State>, rng: Rng): CombatOutcome<State>;
  /** The end of a fighter's turn: shock wears off, a roll to recover from stun. */
  endTurn(fighter: Fighter<Stats, State>, rng: Rng): CombatOutcome<State>;
  /** The end of a round: fatigue from fighting (Shell), blocks and dodges counted again. */
  endRound(fighters: readonly Fighter<Stats, State>[], round: number, rng: Rng): CombatOutcome<State>;
  /**
   * Whether a fighter out of the fight was beaten (down, dead, destroyed) rather than gone
   * alive (fled, turned, or let go by the GM): only foes beaten clear the place they held.
   */
  beaten(fighter: Fighter<Stats, State>): boolean;
  /** The fight is over in `round`: what lasts only as long as a fight goes (Shell's stun damage), and what it leaves on the clock. */
  endFight(fighters: readonly Fighter<Stats, State>[], round: number): CombatOutcome<State>;
}

/** A foe as a bestiary holds it: its name, stat block and the GM's notes. */
export interface BestiaryFoe {
  readonly name: string;
  readonly statBlock: Record<string, unknown>;
  readonly notes: string;
}

/** A bestiary shipped in resources/ (`<id>.json`), as the system reads it. */
export interface BestiarySource {
  readonly id: BundledBestiaryId;
  /** What the GM's action is called, "the Basic Fantasy bestiary". */
  readonly label: string;
  read(file: unknown): {
    /** The licence and where the figures come from, shown wherever the foes are. */
    readonly credit: string;
    readonly foes: readonly BestiaryFoe[];
    /** Lines that give nothing to fight with, each with why. */
    readonly refused: readonly { readonly name: string; readonly reason: string }[];
  };
}
