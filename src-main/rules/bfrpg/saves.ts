import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';
import type { Race } from './capacity';

export type SaveCategory = 'death-ray' | 'wands' | 'paralysis' | 'dragon-breath' | 'spells';

export const SAVE_LABELS: Readonly<Record<SaveCategory, string>> = {
  'death-ray': 'Death Ray or Poison',
  wands: 'Magic Wands',
  paralysis: 'Paralysis or Petrify',
  'dragon-breath': 'Dragon Breath',
  spells: 'Spells',
};

export type SaveTargets = Readonly<Record<SaveCategory, number>>;

/** A target for each category, worked out by `target`. */
export const eachSave = (target: (category: SaveCategory) => number): SaveTargets => ({
  'death-ray': target('death-ray'),
  wands: target('wands'),
  paralysis: target('paralysis'),
  'dragon-breath': target('dragon-breath'),
  spells: target('spells'),
});

// supplement A9: the defaults it lists; other classes and levels come from the character sheet.
export const FIGHTER_LEVEL_1_SAVES: SaveTargets = {
  'death-ray': 12,
  wands: 13,
  paralysis: 14,
  'dragon-breath': 15,
  spells: 17,
};

export const NORMAL_MAN_SAVES: SaveTargets = {
  'death-ray': 13,
  wands: 14,
  paralysis: 15,
  'dragon-breath': 16,
  spells: 18,
};

const NO_BONUS: SaveTargets = { 'death-ray': 0, wands: 0, paralysis: 0, 'dragon-breath': 0, spells: 0 };

// supplement A9, racial bonuses.
export const RACIAL_SAVE_BONUS: Readonly<Record<Race, SaveTargets>> = {
  human: NO_BONUS,
  dwarf: { 'death-ray': 4, wands: 4, paralysis: 4, 'dragon-breath': 3, spells: 4 },
  halfling: { 'death-ray': 4, wands: 4, paralysis: 4, 'dragon-breath': 3, spells: 4 },
  elf: { 'death-ray': 0, wands: 2, paralysis: 1, 'dragon-breath': 0, spells: 2 },
};

export interface SaveResult {
  readonly success: boolean;
  readonly natural: number;
  /** Natural roll plus modifiers, compared with the target. */
  readonly total: number;
  readonly target: number;
  readonly roll: RollResult;
}

/** d20 plus modifiers, at or above the target; a natural 20 always saves and a natural 1 never does. */
export function savingThrow(target: number, modifier: number, rng: Rng): SaveResult {
  const result = roll('1d20', rng);
  const natural = result.total;
  const total = natural + modifier;
  const success = natural === 20 || (natural !== 1 && total >= target);
  return { success, natural, total, target, roll: result };
}

type Row = readonly [maxLevel: number, death: number, wands: number, paralysis: number, breath: number, spells: number];

/** Supplement A14, each row up to its highest level; the Fighter table's level 0 is the normal man. */
const CLASS_SAVES: Readonly<Record<'fighter' | 'cleric' | 'magic-user' | 'thief', readonly Row[]>> = {
  fighter: [
    [0, 13, 14, 15, 16, 18], [1, 12, 13, 14, 15, 17], [3, 11, 12, 14, 15, 16], [5, 11, 11, 13, 14, 15], [7, 10, 11, 12, 14, 15],
    [9, 9, 10, 12, 13, 14], [11, 9, 9, 11, 12, 13], [13, 8, 9, 10, 12, 13], [15, 7, 8, 10, 11, 12], [17, 7, 7, 9, 10, 11],
    [19, 6, 7, 8, 10, 11], [20, 5, 6, 8, 9, 10],
  ],
  cleric: [
    [1, 11, 12, 14, 16, 15], [3, 10, 11, 13, 15, 14], [5, 9, 10, 13, 15, 14], [7, 9, 10, 12, 14, 13], [9, 8, 9, 12, 14, 13],
    [11, 8, 9, 11, 13, 12], [13, 7, 8, 11, 13, 12], [15, 7, 8, 10, 12, 11], [17, 6, 7, 10, 12, 11], [19, 6, 7, 9, 11, 10],
    [20, 5, 6, 9, 11, 10],
  ],
  'magic-user': [
    [1, 13, 14, 13, 16, 15], [3, 13, 14, 13, 15, 14], [5, 12, 13, 12, 15, 13], [7, 12, 12, 11, 14, 13], [9, 11, 11, 10, 14, 12],
    [11, 11, 10, 9, 13, 11], [13, 10, 10, 9, 13, 11], [15, 10, 9, 8, 12, 10], [17, 9, 8, 7, 12, 9], [19, 9, 7, 6, 11, 9],
    [20, 8, 6, 5, 11, 8],
  ],
  thief: [
    [1, 13, 14, 13, 16, 15], [3, 12, 14, 12, 15, 14], [5, 11, 13, 12, 14, 13], [7, 11, 13, 11, 13, 13], [9, 10, 12, 11, 12, 12],
    [11, 9, 12, 10, 11, 11], [13, 9, 10, 10, 10, 11], [15, 8, 10, 9, 9, 10], [17, 7, 9, 9, 8, 9], [19, 7, 9, 8, 7, 9],
    [20, 6, 8, 8, 6, 8],
  ],
};

const targetsOf = (row: Row): SaveTargets => ({ 'death-ray': row[1], wands: row[2], paralysis: row[3], 'dragon-breath': row[4], spells: row[5] });

/**
 * Supplement A14: a class's saving throws at a level, before racial bonuses. A combination
 * class ("Fighter/Magic-User") takes the better number of its two; a class the table does
 * not know, or level 0, saves as a normal man.
 */
export function classSaves(className: string, level: number): SaveTargets {
  const classes = className
    .toLowerCase()
    .split('/')
    .map((c) => c.trim().replace(/\s+/g, '-'))
    .filter((c): c is keyof typeof CLASS_SAVES => c in CLASS_SAVES);
  if (level < 1 || classes.length === 0) return NORMAL_MAN_SAVES;
  const rows = classes.map((c) => targetsOf(CLASS_SAVES[c].find((r) => level <= r[0])!));
  return eachSave((k) => Math.min(...rows.map((r) => r[k])));
}
