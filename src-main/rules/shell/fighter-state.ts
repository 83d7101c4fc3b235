import type { shellAttack, shellManeuver, shellStatBlock } from '../../../src-shared/contract';
import type { CombatOutcome, CombatRules, Fighter, FighterChange } from '../ruleset';
import { endAfterKnockout, fatigueState } from './fatigue';
import { newInjuryState, type InjuryState } from './injury';
import type { ManeuverId } from './maneuvers';
import type { Shield, Weapon } from './weapons';

// A Shell fighter as the encounter keeps it: the fighting figures taken from the
// sheet or stat block at the start, and the state the rules carry from turn to turn.

export type Attack = ReturnType<typeof shellAttack.parse>;
export type Declared = ReturnType<typeof shellManeuver.parse>;
export type Block = ReturnType<typeof shellStatBlock.parse>;

export interface WeaponStats {
  readonly weapon: Weapon;
  readonly skill: number;
  readonly skillText: string;
  readonly ranged: { readonly speed: number; readonly maxRange: number; readonly lowTech?: boolean } | null;
}

export interface ShellStats {
  readonly st: number;
  readonly ag: number;
  readonly ht: number;
  readonly wp: number;
  readonly hp: number;
  readonly end: number;
  readonly encumbrance: number;
  /** The best of all the fighter's combat levels: what a dodge is made with. */
  readonly bestCombatLevel: number;
  readonly weapons: readonly WeaponStats[];
  readonly shield: Shield | null;
  readonly armourDr: number;
  readonly naturalDr: number;
  readonly dm: number;
  readonly atMod: number;
  readonly defMod: number;
  readonly bodyWeightLb: number;
}

export interface ShellState {
  readonly injury: InjuryState | null;
  readonly maneuver: ManeuverId | null;
  readonly declared: boolean;
  readonly attacks: number;
  readonly aimTurns: number;
  readonly blocksUsed: number;
  /** Stunned: the fighter loses their next turn and defends at -2 until it has passed. */
  readonly stunned: boolean;
  readonly losingTurn: boolean;
  readonly knockedDown: boolean;
  readonly unconscious: boolean;
  readonly dead: boolean;
  /** Weapons lost to a disarm or broken, by index; and a broken shield. */
  readonly lostWeapons: readonly number[];
  readonly shieldBroken: boolean;
  /** Fighters sharing this one's unit: close combat, where only a dodge defends and shields count for nothing. */
  readonly grappling: readonly number[];
  readonly pinnedBy: number | null;
  readonly pinning: number | null;
  readonly marks: readonly string[];
}

export const FRESH: ShellState = {
  injury: null,
  maneuver: null,
  declared: false,
  attacks: 0,
  aimTurns: 0,
  blocksUsed: 0,
  stunned: false,
  losingTurn: false,
  knockedDown: false,
  unconscious: false,
  dead: false,
  lostWeapons: [],
  shieldBroken: false,
  grappling: [],
  pinnedBy: null,
  pinning: null,
  marks: [],
};

export const MARKS = [
  { id: 'stunned', label: 'Stunned' },
  { id: 'knocked-down', label: 'Knocked down' },
  { id: 'unaware', label: 'Unaware of the attack' },
  { id: 'immobile', label: 'Immobile' },
  { id: 'cannot-see', label: "Can't see the attacker" },
] as const;

/** A Shell fighter: what it keeps between turns starts empty and takes the fresh state's values for what it lacks. */
export type ShellFighter = Fighter<ShellStats, Partial<ShellState>>;
export type ShellChange = FighterChange<Partial<ShellState>>;
export type ShellOutcome = CombatOutcome<Partial<ShellState>>;
export type ShellCombatRules = CombatRules<ShellStats, Partial<ShellState>, Block, Attack, Declared>;

export const statsOf = (f: ShellFighter) => f.stats;
export const stateOf = (f: ShellFighter): ShellState => ({ ...FRESH, ...f.state });
export const injuryOf = (f: ShellFighter) => stateOf(f).injury ?? newInjuryState(statsOf(f).hp);

/** AG and ST as fatigue leaves them: -1 when tired, -2 when spent. */
export function fatigued(f: ShellFighter) {
  const s = statsOf(f);
  const end = f.pools.fp;
  const fatigue = end ? fatigueState({ baseEnd: Math.max(1, end.max), currentEnd: end.current }) : null;
  return { ag: s.ag + (fatigue?.agModifier ?? 0), st: s.st + (fatigue?.stModifier ?? 0), fatigue };
}

/** 001, "Fatigue": a character knocked out by damage drops to 0 END. */
export function knockedOutEnd(f: ShellFighter, knockedOut: boolean): { fp?: number } {
  const end = f.pools.fp;
  return knockedOut && end ? { fp: endAfterKnockout(end.current) } : {};
}

