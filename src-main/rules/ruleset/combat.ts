// A fight: who acts when, what an attack or a maneuver does, and what a turn's end does.

import type { z } from 'zod';
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
  readonly magical: boolean;
  readonly armorKind: string | null;
}

/** A fighter as the combat rules see it. */
export interface Fighter {
  readonly id: number;
  readonly name: string;
  readonly side: 'party' | 'foes';
  /** The system's fighting figures, from a member's sheet or a foe's stat block. */
  readonly stats: Readonly<Record<string, unknown>>;
  /** What the rules keep between turns (shock, stun, posture, wounds by location...). */
  readonly state: Readonly<Record<string, unknown>>;
  readonly pools: Pools;
  readonly out: boolean;
}

/** What a combat step does to one fighter; fields left out stay as they were. */
export interface FighterChange {
  readonly id: number;
  readonly hp?: number;
  readonly fp?: number;
  readonly state?: Readonly<Record<string, unknown>>;
  readonly out?: boolean;
}

/** The result of any combat step, for the journal and the encounter. */
export interface CombatOutcome {
  readonly summary: string;
  readonly rolls: readonly LabelledRoll[];
  /** Sentences for the log, in order. */
  readonly notes: readonly string[];
  readonly changes: readonly FighterChange[];
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
  readonly conditions: readonly { readonly id: string; readonly label: string }[];
  readonly initiativeModes: readonly { readonly id: string; readonly label: string }[];
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
  readonly conditions: readonly Condition[];
  /** Marks on the HP and FP bars: where the character slows, falls, must roll to live. */
  readonly hpMarks: readonly { readonly at: number; readonly label: string }[];
  readonly fpMarks: readonly { readonly at: number; readonly label: string }[];
}

/**
 * A system's combat: who acts when, what an attack or a maneuver is, and what a
 * turn's or a round's end does. The encounter service keeps the fight (order,
 * round, pools, the clock, the journal) and asks these questions.
 */
export interface CombatRules {
  /** Initiative is rolled once for the fight (GURPS, Shell) or again every round (Basic Fantasy). */
  readonly initiativeEachRound: boolean;
  readonly reference: CombatReference;
  readonly statBlockSchema: z.ZodType<Record<string, unknown>>;
  readonly attackSchema: z.ZodType<Record<string, unknown>>;
  /** Null where the system has no maneuvers to declare. */
  readonly maneuverSchema: z.ZodType<Record<string, unknown>> | null;
  /** A party member's fighting figures, from the sheet and the encumbrance level of what they carry. */
  memberStats(profile: CharacterProfile, carried: { readonly encumbrance: number; readonly items?: readonly CarriedItem[] }): Record<string, unknown>;
  /** A foe's pools and fighting figures from its stat block; may roll its hit points. */
  foe(block: Record<string, unknown>, rng: Rng): { readonly hpMax: number; readonly fpMax: number | null; readonly stats: Record<string, unknown>; readonly rolls: readonly LabelledRoll[] };
  /** A line saying what a stat block is, for the bestiary list. */
  describe(block: Record<string, unknown>): string;
  rollInitiative(fighters: readonly Fighter[], options: Readonly<Record<string, unknown>>, rng: Rng): InitiativeRoll;
  summary(fighter: Fighter): FighterSummary;
  preview(attacker: Fighter, defender: Fighter, attack: Record<string, unknown>): AttackPreview;
  attack(attacker: Fighter, defender: Fighter, attack: Record<string, unknown>, rng: Rng): CombatOutcome;
  /** A declared maneuver; `others` are the rest of the fight (a Feint rolls against its target). */
  maneuver(fighter: Fighter, maneuver: Record<string, unknown>, others: readonly Fighter[], rng: Rng): CombatOutcome;
  /** A condition set or cleared by hand. */
  setCondition(fighter: Fighter, condition: string, on: boolean): FighterChange;
  /** The start of a fighter's turn: what lasted "until your next turn" ends; a roll to stay conscious. */
  startTurn(fighter: Fighter, rng: Rng): CombatOutcome;
  /** The end of a fighter's turn: shock wears off, a roll to recover from stun. */
  endTurn(fighter: Fighter, rng: Rng): CombatOutcome;
  /** The end of a round: fatigue from fighting (Shell), blocks and dodges counted again. */
  endRound(fighters: readonly Fighter[], round: number, rng: Rng): CombatOutcome;
  /** The fight is over: what lasts only as long as a fight goes (Shell's stun damage). */
  endFight(fighters: readonly Fighter[]): CombatOutcome;
}

