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
