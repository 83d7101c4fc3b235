import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';

// supplement A10: 1d6 per 10', nearest 10' (so 1-4' is harmless and 5-14' is 1d6), at most 20d6.
export const MAX_FALLING_DICE = 20;

export function fallingDice(feet: number): number {
  return Math.min(MAX_FALLING_DICE, Math.max(0, Math.floor((feet + 5) / 10)));
}

export interface FallingDamage {
  readonly dice: number;
  readonly damage: number;
  readonly roll?: RollResult;
}

export function fallingDamage(feet: number, rng: Rng): FallingDamage {
  const dice = fallingDice(feet);
  if (dice === 0) return { dice, damage: 0 };
  const result = roll(`${dice}d6`, rng);
  return { dice, damage: result.total, roll: result };
}
