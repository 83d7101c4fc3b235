import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';

// 003_8f80a070c789886f.txt, "Dungeon Survival": per character per day.
export const DAILY_RATIONS = 1;
export const DAILY_WATER_QUARTS = 1;

/** Days without enough food that pass with no effect. */
export const HUNGER_GRACE_DAYS = 2;
export const HUNGER_HP_PER_DAY = 1;
export const THIRST_DAMAGE_DICE = '1d4';

export interface DeprivationDay {
  readonly hpLoss: number;
  /** The 1d4 for thirst, when one was rolled. */
  readonly thirstRoll?: RollResult;
  readonly hungerLoss: number;
  /** Natural healing stops (magic still works) until the character eats and drinks enough again. */
  readonly healingBlocked: boolean;
}

/**
 * Resolves the end of one day. Counts are consecutive days without enough, the
 * day just ended included, reset to 0 by a full day's food (eaten over the day)
 * or water. Hunger: nothing for two days, then 1 HP each day and no natural
 * healing. Thirst: 1d4 at the end of the first day and every day after, and
 * healing stops with that first die. The chapter names only food as restoring
 * healing; we let water do the same for thirst.
 */
export function deprivationDay(
  daysWithoutFood: number,
  daysWithoutWater: number,
  rng: Rng,
): DeprivationDay {
  const starving = daysWithoutFood > HUNGER_GRACE_DAYS;
  const hungerLoss = starving ? HUNGER_HP_PER_DAY : 0;
  const thirsty = daysWithoutWater >= 1;
  const thirstRoll = thirsty ? roll(THIRST_DAMAGE_DICE, rng) : undefined;
  const hpLoss = hungerLoss + (thirstRoll?.total ?? 0);
  const healingBlocked = starving || thirsty;
  return thirstRoll ? { hpLoss, hungerLoss, thirstRoll, healingBlocked } : { hpLoss, hungerLoss, healingBlocked };
}
