import { RuleInputError } from '../rule-input-error';
import { abilityBonus } from './abilities';

// Class advancement (supplement A20): experience needed for each level and the hit
// dice a level brings, for the four classes and the Elves' combinations.

export const MAX_LEVEL = 20;
export const baseClasses = ['cleric', 'fighter', 'magic-user', 'thief'] as const;
export type BaseClass = (typeof baseClasses)[number];

/** A20: XP to reach levels 1-20, one column per class. */
const XP_TABLE: Record<BaseClass, readonly number[]> = {
  cleric: [0, 1500, 3000, 6000, 12000, 24000, 48000, 90000, 180000, 270000, 360000, 450000, 540000, 630000, 720000, 810000, 900000, 990000, 1080000, 1170000],
  fighter: [0, 2000, 4000, 8000, 16000, 32000, 64000, 120000, 240000, 360000, 480000, 600000, 720000, 840000, 960000, 1080000, 1200000, 1320000, 1440000, 1560000],
  'magic-user': [0, 2500, 5000, 10000, 20000, 40000, 80000, 150000, 300000, 450000, 600000, 750000, 900000, 1050000, 1200000, 1350000, 1500000, 1650000, 1800000, 1950000],
  thief: [0, 1250, 2500, 5000, 10000, 20000, 40000, 75000, 150000, 225000, 300000, 375000, 450000, 525000, 600000, 675000, 750000, 825000, 900000, 975000],
};

/** A20: the class's hit die, and what each level past 9th adds instead of a die. */
const HIT_DIE: Record<BaseClass, { sides: number; after9th: number }> = {
  cleric: { sides: 6, after9th: 1 },
  fighter: { sides: 8, after9th: 2 },
  'magic-user': { sides: 4, after9th: 1 },
  thief: { sides: 4, after9th: 2 },
};

/** "Fighter", "magic user", "Fighter/Magic-User": the classes a sheet's class names, or a refusal naming the field. */
export function classesOf(name: string, at = 'class'): BaseClass[] {
  const parts = name.split('/').map((p) => p.trim().toLowerCase().replace(/\s+/g, '-'));
  const known = parts.filter((p): p is BaseClass => (baseClasses as readonly string[]).includes(p));
  if (known.length !== parts.length || known.length === 0 || known.length > 2) {
    throw new RuleInputError(at, `"${name}" is not a class of supplement A20 (Cleric, Fighter, Magic-User, Thief, or two of them joined by "/")`);
  }
  return known;
}

/** XP needed for a level: a combination class needs the sum of both columns (A20). */
export function xpForLevel(classes: readonly BaseClass[], level: number): number {
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) throw new RuleInputError('level', `must be 1 to ${MAX_LEVEL}: the table stops there`);
  return classes.reduce((sum, c) => sum + XP_TABLE[c][level - 1], 0);
}

/** The highest level the XP reaches. */
export function levelForXp(classes: readonly BaseClass[], xp: number): number {
  let level = 1;
  while (level < MAX_LEVEL && xp >= xpForLevel(classes, level + 1)) level += 1;
  return level;
}

/**
 * A20: humans add 10% to the XP they earn. A17: nobody gains more than one level from
 * one adventure, so the total stops 1 short of the level after next.
 */
export function experienceEarned(input: { classes: readonly BaseClass[]; race: string; level: number; xp: number; award: number }): { xp: number; gained: number; capped: boolean; humanBonus: number } {
  const humanBonus = input.race === 'human' ? Math.floor(input.award / 10) : 0;
  const wanted = input.xp + input.award + humanBonus;
  const cap = input.level + 2 <= MAX_LEVEL ? xpForLevel(input.classes, input.level + 2) - 1 : Number.POSITIVE_INFINITY;
  const xp = Math.max(input.xp, Math.min(wanted, cap));
  return { xp, gained: xp - input.xp, capped: wanted > cap, humanBonus };
}

/** A20: Elves and Halflings never roll more than a d6; Fighter/Magic-User rolls a d6, Magic-User/Thief a d4. */
export function hitDieSides(classes: readonly BaseClass[], race: string): number {
  const sides = classes.length > 1 ? (classes.includes('fighter') ? 6 : 4) : HIT_DIE[classes[0]].sides;
  return race === 'elf' || race === 'halfling' ? Math.min(sides, 6) : sides;
}

/**
 * What reaching `level` adds to maximum hit points (A20): up to 9th a die plus the CON
 * bonus, at least 1; from 10th a fixed amount and no CON bonus. `dice` is null when nothing is rolled.
 */
export function levelHitPoints(classes: readonly BaseClass[], race: string, level: number, con: number): { dice: string | null; bonus: number; fixed: number } {
  if (level < 2 || level > MAX_LEVEL) throw new RuleInputError('level', `must be 2 to ${MAX_LEVEL}: the table stops at ${MAX_LEVEL}`);
  if (level >= 10) return { dice: null, bonus: 0, fixed: Math.min(...classes.map((c) => HIT_DIE[c].after9th)) };
  return { dice: `1d${hitDieSides(classes, race)}`, bonus: abilityBonus(con), fixed: 0 };
}

/** A rolled hit die plus the CON bonus never adds less than 1 (A20). */
export const hitPointsGained = (rolled: number, bonus: number): number => Math.max(1, rolled + bonus);
