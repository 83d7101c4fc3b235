import type { RollResult } from '../../dice/roll';
import type { Rng } from '../../dice/rng';
import { successChances, successRoll, type SuccessRoll } from '../success';

/**
 * A roll as the session journal stores it. Success rolls also carry the number to
 * roll at or under and the exact chance of making it, worked out before the throw.
 */
export interface LabelledRoll {
  readonly label: string;
  readonly roll: RollResult;
  readonly target?: number;
  readonly chance?: number;
  readonly success?: boolean;
}

/** What every resolving function hands back: the dice, plain sentences, and the result as data. */
export interface Trace<T> {
  readonly rolls: readonly LabelledRoll[];
  readonly steps: readonly string[];
  readonly outcome: T;
}

export function labelledSuccessRoll(label: string, target: number, rng: Rng): { entry: LabelledRoll; result: SuccessRoll } {
  const chance = successChances(target).success;
  const result = successRoll(target, rng);
  return { entry: { label, roll: result.roll, target, chance, success: result.success }, result };
}

export const percent = (p: number): string => `${(p * 100).toFixed(1)}%`;

export const faces = (roll: RollResult): string => roll.dice.flatMap((g) => g.faces).join(', ');
