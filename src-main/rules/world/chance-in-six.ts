import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';

/**
 * "N in dM" chances, the shape the BFRPG seed (003_8f80a070c789886f.txt) gives its
 * doors, searches and wandering checks, and every campaign's wandering schedule
 * uses: the die succeeds on 1 up to `range`. Widening
 * a chance (a Strength bonus on a door, an elf's eye for secret doors) adds to
 * `range`; a thief's percentage is the same shape on d100.
 */
export interface Chance {
  readonly die: number;
  readonly range: number;
}

export interface ChanceRoll {
  readonly success: boolean;
  readonly chance: Chance;
  readonly roll: RollResult;
}

export const inSix = (range: number): Chance => ({ die: 6, range });

export const percentChance = (percent: number): Chance => ({ die: 100, range: percent });

/** Bonuses can push a range past the die or below 1; what the die can show stops at 0 and `die`. */
export const clampRange = (range: number, die: number): number => Math.min(Math.max(range, 0), die);

export const chanceProbability = ({ die, range }: Chance): number => clampRange(range, die) / die;

export function rollChance(chance: Chance, rng: Rng): ChanceRoll {
  const result = roll(`1d${chance.die}`, rng);
  return { success: result.total <= chance.range, chance, roll: result };
}
