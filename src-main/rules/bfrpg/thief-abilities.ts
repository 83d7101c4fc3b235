import type { thiefSkillNames } from '../../../src-shared/contract/sheets';
import type { Race } from './capacity';
import { classesOf } from './combat-tables';

// Supplement A22: a Thief's abilities in percent, by level. The 4th edition gives no
// racial adjustments to the table; the one place race changes a Thief's figure is the
// Halfling Thief's hiding, one roll at whichever is better, Hide or the Halfling's own.
// The Dwarf Thief's trap-finding takes the better of two chances in the trap search itself.

export type ThiefAbility = (typeof thiefSkillNames)[number];
export type ThiefAbilities = Readonly<Record<ThiefAbility, number>>;

/** Levels 1-20: Open Locks, Remove Traps, Pick Pockets, Move Silently, Climb Walls, Hide, Listen. */
const TABLE: readonly (readonly [number, number, number, number, number, number, number])[] = [
  [25, 20, 30, 25, 80, 10, 30], [30, 25, 35, 30, 81, 15, 34], [35, 30, 40, 35, 82, 20, 38], [40, 35, 45, 40, 83, 25, 42],
  [45, 40, 50, 45, 84, 30, 46], [50, 45, 55, 50, 85, 35, 50], [55, 50, 60, 55, 86, 40, 54], [60, 55, 65, 60, 87, 45, 58],
  [65, 60, 70, 65, 88, 50, 62], [68, 63, 74, 68, 89, 53, 65], [71, 66, 78, 71, 90, 56, 68], [74, 69, 82, 74, 91, 59, 71],
  [77, 72, 86, 77, 92, 62, 74], [80, 75, 90, 80, 93, 65, 77], [83, 78, 94, 83, 94, 68, 80], [84, 79, 95, 85, 95, 69, 83],
  [85, 80, 96, 87, 96, 70, 86], [86, 81, 97, 89, 97, 71, 89], [87, 82, 98, 91, 98, 72, 92], [88, 83, 99, 93, 99, 73, 95],
];

/** A Halfling hiding indoors or underground is spotted 30% of the time (supplement A22), so hides on 70. */
const HALFLING_HIDES_INDOORS = 70;

/**
 * A character's Thief abilities from class, level and race (supplement A22); null for a
 * class without them. A combination class with Thief in it ("Magic-User/Thief") has them.
 */
export function thiefAbilities(className: string, level: number, race: Race): ThiefAbilities | null {
  if (!classesOf(className).includes('thief') || level < 1) return null;
  const [openLocks, removeTraps, pickPockets, moveSilently, climbWalls, hide, listen] = TABLE[Math.min(level, 20) - 1]!;
  const hides = race === 'halfling' ? Math.max(hide, HALFLING_HIDES_INDOORS) : hide;
  return { openLocks, removeTraps, pickPockets, moveSilently, climbWalls, hide: hides, listen };
}

/** The table's figures with the sheet's own numbers, where it gives any, put over them. */
export function thiefAbilitiesWith(
  sheet: { readonly class: string; readonly level: number; readonly race: Race; readonly thief?: Partial<Record<ThiefAbility, number>> },
): Partial<ThiefAbilities> {
  return { ...thiefAbilities(sheet.class, sheet.level, sheet.race), ...sheet.thief };
}
