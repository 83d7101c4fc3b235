import { stateOf, statsOf, type ShellFighter, type WeaponStats } from './fighter-state';
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

export function usable(f: ShellFighter, index: number, field: string): WeaponStats {
  const s = statsOf(f);
  const w = s.weapons[index] ?? refuse(field, `${f.name} has ${s.weapons.length} weapon${s.weapons.length === 1 ? '' : 's'} (0 to ${s.weapons.length - 1})`);
  if (stateOf(f).lostWeapons.includes(index)) refuse(field, `${f.name} no longer has the ${w.weapon.name}`);
  return w;
}

/** The weapon a defender parries with: the first one still in hand, or bare hands. */
export function parrying(f: ShellFighter): WeaponStats {
  const s = statsOf(f);
  const lost = stateOf(f).lostWeapons;
  return s.weapons.find((w, i) => !lost.includes(i) && !w.ranged) ?? bareHands(s.bestCombatLevel, `combat level ${s.bestCombatLevel}`);
}
