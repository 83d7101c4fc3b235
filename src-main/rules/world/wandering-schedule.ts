import type { Rng } from '../dice/rng';
import { inSix, rollChance, type ChanceRoll } from './chance-in-six';

/** Where the party is decides how often the wandering check comes round. */
export type Setting = 'dungeon' | 'outdoors';

/** The clock's exploration turn: ten minutes, as the BFRPG seed counts it. */
const TURN_SECONDS = 600;

// World default from the BFRPG seed, supplement A10: a check every 3 turns underground,
// about every 4 hours outdoors (3 by day, 3 by night).
export const WANDERING_CHECK_INTERVAL_SECONDS: Readonly<Record<Setting, number>> = {
  dungeon: 3 * TURN_SECONDS,
  outdoors: 4 * 3600,
};

export const WANDERING_MONSTER_CHANCE = inSix(1);

/**
 * How many checks fall due when the clock moves from `fromSeconds` to
 * `toSeconds`: one at every whole multiple of the interval passed, so the count
 * does not depend on how the time was split into steps.
 */
export function wanderingChecksDue(setting: Setting, fromSeconds: number, toSeconds: number): number {
  if (toSeconds <= fromSeconds) return 0;
  const interval = WANDERING_CHECK_INTERVAL_SECONDS[setting];
  return Math.floor(toSeconds / interval) - Math.floor(fromSeconds / interval);
}

export function wanderingMonsterCheck(rng: Rng): ChanceRoll {
  return rollChance(WANDERING_MONSTER_CHANCE, rng);
}
