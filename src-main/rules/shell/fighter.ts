import type { shellAttack, shellManeuver, shellStatBlock } from '../../../src-shared/contract';
import { RuleInputError } from '../rule-input-error';
import type { Fighter } from '../ruleset';
import { fatigueState } from './fatigue';
import { newInjuryState, type InjuryState } from './injury';
import { HIT_LOCATIONS, type AttackTarget, type HitLocation } from './locations';
import { MANEUVERS, type ManeuverId } from './maneuvers';
import type { AttackInput } from './resolve-attack';
import { BARE_HAND, type Shield, type Weapon } from './weapons';

// A Shell fighter as the encounter keeps it: the fighting figures taken from the
// sheet or stat block at the start, and the state the rules carry from turn to turn.

export type Attack = ReturnType<typeof shellAttack.parse>;
export type Declared = ReturnType<typeof shellManeuver.parse>;
export type Block = ReturnType<typeof shellStatBlock.parse>;

export interface WeaponStats {
  readonly weapon: Weapon;
  readonly skill: number;
  readonly skillText: string;
  readonly ranged: { readonly speed: number; readonly maxRange: number } | null;
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

export const statsOf = (f: Fighter) => f.stats as unknown as ShellStats;
export const stateOf = (f: Fighter): ShellState => ({ ...FRESH, ...(f.state as Partial<ShellState>) });
export const asState = (s: ShellState) => s as unknown as Record<string, unknown>;
export const injuryOf = (f: Fighter) => stateOf(f).injury ?? newInjuryState(statsOf(f).hp);

export function refuse(at: string, reason: string): never {
  throw new RuleInputError(at, reason);
}

export const weaponRecord = (w: { name: string; add: number; type: Weapon['type']; minStrength?: number; canDisarm: boolean }): Weapon => ({
  name: w.name,
  add: w.add,
  type: w.type,
  ...(w.minStrength !== undefined && { minStrength: w.minStrength }),
  canDisarm: w.canDisarm,
});

export const bareHands = (level: number, text: string): WeaponStats => ({ weapon: BARE_HAND, skill: level, skillText: text, ranged: null });

/** AG and ST as fatigue leaves them: -1 when tired, -2 when spent. */
export function fatigued(f: Fighter) {
  const s = statsOf(f);
  const end = f.pools.fp;
  const fatigue = end ? fatigueState({ baseEnd: Math.max(1, end.max), currentEnd: end.current }) : null;
  return { ag: s.ag + (fatigue?.agModifier ?? 0), st: s.st + (fatigue?.stModifier ?? 0), fatigue };
}

export function usable(f: Fighter, index: number, field: string): WeaponStats {
  const s = statsOf(f);
  const w = s.weapons[index] ?? refuse(field, `${f.name} has ${s.weapons.length} weapon${s.weapons.length === 1 ? '' : 's'} (0 to ${s.weapons.length - 1})`);
  if (stateOf(f).lostWeapons.includes(index)) refuse(field, `${f.name} no longer has the ${w.weapon.name}`);
  return w;
}

/** The weapon a defender parries with: the first one still in hand, or bare hands. */
export function parrying(f: Fighter): WeaponStats {
  const s = statsOf(f);
  const lost = stateOf(f).lostWeapons;
  return s.weapons.find((w, i) => !lost.includes(i) && !w.ranged) ?? bareHands(s.bestCombatLevel, `combat level ${s.bestCombatLevel}`);
}

/**
 * One fighter's attack on another as the attack rules take it. A reaction (a stop
 * thrust) is made out of turn, so the attacker's own turn does not limit it.
 */
export function attackInput(
  attacker: Fighter,
  defender: Fighter,
  attack: Attack,
  options: { readonly reaction?: boolean; readonly weapon?: WeaponStats } = {},
): { input: AttackInput; weapon: WeaponStats; maneuver: ManeuverId } {
  const a = stateOf(attacker);
  const d = stateOf(defender);
  if (!options.reaction && a.losingTurn) refuse('attackerId', `${attacker.name} is stunned and loses this turn`);
  const declared = a.declared && !options.reaction ? a.maneuver : null;
  if (declared === 'defend' || declared === 'aim') refuse('attackerId', `${attacker.name} chose ${MANEUVERS[declared].label} this turn, which makes no attack`);
  // Guard's +1 AT holds for the counterattack that follows a successful defence.
  const maneuver: ManeuverId = declared ?? (a.maneuver === 'guard' ? 'guard' : 'attack');
  const weapon = options.weapon ?? usable(attacker, attack.weapon, 'weapon');
  if (weapon.ranged && attack.rangeUnits === undefined) refuse('rangeUnits', 'a ranged attack needs the distance in units');
  if (attack.target !== 'weapon' && !HIT_LOCATIONS.includes(attack.target as HitLocation)) {
    refuse('target', `must be weapon or one of ${HIT_LOCATIONS.join(', ')}`);
  }
  const as = fatigued(attacker);
  const ds = fatigued(defender);
  const dStats = statsOf(defender);
  const shield = dStats.shield && !d.shieldBroken ? dStats.shield : undefined;
  const parry = parrying(defender);
  const awareness = d.marks.includes('immobile') || d.unconscious ? 'immobile' : d.marks.includes('unaware') ? 'unaware' : 'aware';
  const aimTurns = Math.min(3, attack.aimTurns || a.aimTurns);
  const input: AttackInput = {
    attacker: {
      skillLevel: weapon.skill,
      agility: as.ag,
      strength: as.st,
      weapon: weapon.weapon,
      maneuver,
      target: (maneuver === 'disarm' ? 'weapon' : attack.target) as AttackTarget,
      movedUnits: attack.movedUnits,
      secondaryAtMod: statsOf(attacker).atMod,
      other: attack.modifiers,
      nonLethal: attack.nonLethal,
    },
    defender: {
      kind: attack.defense,
      agility: ds.ag,
      skillLevel: parry.skill,
      bestCombatLevel: dStats.bestCombatLevel,
      encumbranceLevel: dStats.encumbrance,
      ...(attack.blockWith && { blockWith: attack.blockWith }),
      weapon: parry.weapon,
      strength: ds.st,
      ...(shield && { shield }),
      ...(d.maneuver && { lastManeuver: d.maneuver }),
      stunned: d.stunned,
      knockedDown: d.knockedDown,
      cannotSeeAttacker: d.marks.includes('cannot-see'),
      awareness,
      blocksUsedThisRound: d.blocksUsed,
      secondaryDefMod: dStats.defMod,
      armourDr: Object.fromEntries(HIT_LOCATIONS.map((l) => [l, dStats.armourDr])),
      naturalDr: dStats.naturalDr,
      dm: dStats.dm,
      injuries: injuryOf(defender),
      vitals: { ht: dStats.ht, wp: dStats.wp },
    },
    situation: weapon.ranged
      ? { ranged: { rangeUnits: attack.rangeUnits!, speed: weapon.ranged.speed, maxRangeUnits: weapon.ranged.maxRange, aimTurns } }
      : { closeCombat: a.grappling.includes(defender.id) },
  };
  return { input, weapon, maneuver };
}
