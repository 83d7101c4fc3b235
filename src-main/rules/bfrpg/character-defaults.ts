import type { Race } from './capacity';
import { classSaves, eachSave, RACIAL_SAVE_BONUS, type SaveTargets } from './saves';

/**
 * Saving-throw targets for a new sheet: the class's row of supplement A14 (a normal
 * man at level 0) with the race's bonus of A9 already taken off, as a sheet shows
 * them. The GM can still edit them.
 */
export function defaultSaveTargets(race: Race, level: number, className = 'Fighter'): SaveTargets {
  const base = classSaves(className, level);
  const bonus = RACIAL_SAVE_BONUS[race];
  return eachSave((category) => base[category] - bonus[category]);
}

/**
 * The seed says what darkvision does, not who has it; in the core game dwarves
 * and elves do. A sheet can say otherwise.
 */
export const DARKVISION_BY_DEFAULT: Readonly<Record<Race, boolean>> = {
  human: false,
  halfling: false,
  dwarf: true,
  elf: true,
};

/** The sheet's save names and the save table's. */
export const SAVE_KEYS = { deathRay: 'death-ray', wands: 'wands', paralysis: 'paralysis', dragonBreath: 'dragon-breath', spells: 'spells' } as const;
