import { fatigued, injuryOf, stateOf, statsOf, type Attack, type ShellFighter, type WeaponStats } from './fighter-state';
import { parrying, usable } from './fighter-weapons';
import { HIT_LOCATIONS, type AttackTarget, type HitLocation } from './locations';
import { MANEUVERS, type ManeuverId } from './maneuvers';
import type { AttackInput } from './resolve-attack';
import { refuse } from '../rule-input-error';

/**
 * One fighter's attack on another as the attack rules take it. A reaction (a stop
 * thrust) is made out of turn, so the attacker's own turn does not limit it.
 */
export function attackInput(
  attacker: ShellFighter,
  defender: ShellFighter,
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
      ? { ranged: { rangeUnits: attack.rangeUnits!, speed: weapon.ranged.speed, maxRangeUnits: weapon.ranged.maxRange, lowTech: weapon.ranged.lowTech ?? false, aimTurns } }
      : { closeCombat: a.grappling.includes(defender.id) },
  };
  return { input, weapon, maneuver };
}
