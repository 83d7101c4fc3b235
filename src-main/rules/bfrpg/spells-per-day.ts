import { refuse } from '../rule-input-error';
import { classesOf } from './combat-tables';

// Supplement A21: spells of each level a Basic Fantasy caster may prepare and cast a day.

/** Cleric spells per day of levels 1-6, by character level 1-20 (supplement A21, columns C1-C6). */
const CLERIC: readonly (readonly number[])[] = [
  [0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0], [2, 0, 0, 0, 0, 0], [2, 1, 0, 0, 0, 0], [2, 2, 0, 0, 0, 0],
  [2, 2, 1, 0, 0, 0], [3, 2, 2, 0, 0, 0], [3, 2, 2, 1, 0, 0], [3, 3, 2, 2, 0, 0], [3, 3, 2, 2, 1, 0],
  [4, 3, 3, 2, 2, 0], [4, 4, 3, 2, 2, 1], [4, 4, 3, 3, 2, 2], [4, 4, 4, 3, 2, 2], [4, 4, 4, 3, 3, 2],
  [5, 4, 4, 3, 3, 2], [5, 5, 4, 3, 3, 2], [5, 5, 4, 4, 3, 3], [6, 5, 4, 4, 3, 3], [6, 5, 5, 4, 3, 3],
];

/** A Magic-User of level N has the Cleric's row N+1, except at 20th (supplement A21). */
const MAGIC_USER_20TH: readonly number[] = [6, 5, 5, 4, 4, 3];

export type CasterKind = 'cleric' | 'magic-user';

/** The caster kinds a class name holds ("Fighter/Magic-User" casts as a Magic-User); none for a fighter or thief. */
export function casterKinds(className: string): CasterKind[] {
  return classesOf(className).filter((c): c is CasterKind => c === 'cleric' || c === 'magic-user');
}

/** Spells per day of levels 1-6 for one caster kind at a character level 1-20. */
export function spellsPerDay(caster: CasterKind, level: number): readonly number[] {
  if (!Number.isInteger(level) || level < 1 || level > 20) refuse('level', 'must be a whole level from 1 to 20 (supplement A21)');
  if (caster === 'cleric') return CLERIC[level - 1]!;
  return level === 20 ? MAGIC_USER_20TH : CLERIC[level]!;
}

/** Spell slots of a class at a level, by caster kind; an empty list for a class that casts no spells. */
export function spellSlots(className: string, level: number): { caster: CasterKind; perDay: readonly number[] }[] {
  if (level < 1) return [];
  return casterKinds(className).map((caster) => ({ caster, perDay: spellsPerDay(caster, level) }));
}

/** The highest spell level a caster kind may cast at a character level; 0 when none yet. */
export function highestSpellLevel(caster: CasterKind, level: number): number {
  const row = spellsPerDay(caster, level);
  return row.reduce((top, n, i) => (n > 0 ? i + 1 : top), 0);
}
