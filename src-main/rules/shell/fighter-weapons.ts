import { injuryOf, stateOf, statsOf, type ShellFighter, type WeaponStats } from './fighter-state';
import { refuse } from '../rule-input-error';
import { BARE_HAND, type Weapon } from './weapons';

// What a Shell fighter attacks and parries with: the weapons on the sheet or stat
// block, bare hands when there are none, and none that were lost or broken.

export const weaponRecord = (w: { name: string; add: number; type: Weapon['type']; minStrength?: number; canDisarm: boolean }): Weapon => ({
  name: w.name,
  add: w.add,
  type: w.type,
  ...(w.minStrength !== undefined && { minStrength: w.minStrength }),
  canDisarm: w.canDisarm,
});

export const bareHands = (level: number, text: string): WeaponStats => ({ weapon: BARE_HAND, skill: level, skillText: text, ranged: null });

/**
 * The sheet names no weapon hand, so Lantern takes the right one, as the seed's own
 * example does ("holding an axe in the right hand", "Attack Modifiers").
 */
const WEAPON_ARM = ['right-arm', 'right-hand'] as const;

/** 001, "Hit Location": a crippled limb loses its use, so the weapon arm crippled holds no weapon. */
export function weaponArmCrippled(f: ShellFighter): string | null {
  const crippled = injuryOf(f).crippled;
  const part = WEAPON_ARM.find((location) => crippled[location]);
  return part ? `${f.name}'s ${part.replace('-', ' ')} is crippled (001, "Hit Location": the limb loses its use), so the weapon hand holds nothing` : null;
}

export function usable(f: ShellFighter, index: number, field: string): WeaponStats {
  const s = statsOf(f);
  const w = s.weapons[index] ?? refuse(field, `${f.name} has ${s.weapons.length} weapon${s.weapons.length === 1 ? '' : 's'} (0 to ${s.weapons.length - 1})`);
  if (stateOf(f).lostWeapons.includes(index)) refuse(field, `${f.name} no longer has the ${w.weapon.name}`);
  const arm = w.weapon.bareHand ? null : weaponArmCrippled(f);
  if (arm) refuse(field, `${arm}: the ${w.weapon.name} cannot be used`);
  return w;
}

/**
 * 001, "Entering Close Combat": a stop thrust is made with a thrusting weapon, not a
 * swinging one, or with bare hands. Lantern reads an impaling weapon as a thrusting one;
 * one lost, shot or held in a crippled weapon arm does not count.
 */
export function stopThrusting(f: ShellFighter): WeaponStats {
  const s = statsOf(f);
  const lost = stateOf(f).lostWeapons;
  const thrusting = weaponArmCrippled(f) ? undefined : s.weapons.find((w, i) => !lost.includes(i) && !w.ranged && w.weapon.type === 'impaling');
  return thrusting ?? s.weapons.find((w, i) => !lost.includes(i) && w.weapon.bareHand) ?? bareHands(s.bestCombatLevel, `combat level ${s.bestCombatLevel}`);
}

/** The weapon a defender parries with: the first one still in hand, or bare hands. */
export function parrying(f: ShellFighter): WeaponStats {
  const s = statsOf(f);
  const lost = stateOf(f).lostWeapons;
  const armed = weaponArmCrippled(f) ? undefined : s.weapons.find((w, i) => !lost.includes(i) && !w.ranged);
  return armed ?? bareHands(s.bestCombatLevel, `combat level ${s.bestCombatLevel}`);
}
