import type { Race } from './capacity';
import { FIGHTER_LEVEL_1_SAVES, NORMAL_MAN_SAVES, RACIAL_SAVE_BONUS, type SaveTargets } from './saves';

/**
 * Saving-throw targets for a new sheet: supplement A9's only two rows (normal
 * man at level 0, Fighter 1 otherwise) with the race's bonus already taken off,
 * as a sheet shows them. The GM edits them for other classes and levels.
 */
export function defaultSaveTargets(race: Race, level: number): SaveTargets {
  const base = level === 0 ? NORMAL_MAN_SAVES : FIGHTER_LEVEL_1_SAVES;
  const bonus = RACIAL_SAVE_BONUS[race];
  return Object.fromEntries(
    Object.entries(base).map(([category, target]) => [category, target - bonus[category as keyof SaveTargets]]),
  ) as unknown as SaveTargets;
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
