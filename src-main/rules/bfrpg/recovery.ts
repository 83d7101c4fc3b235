import { abilityBonus } from './abilities';

// supplement A10: run for twice the Constitution score in rounds, then rest.
export const RUNNING_ROUNDS_PER_CON = 2;
export const REST_AFTER_RUNNING_TURNS = 1;

export const maxRunningRounds = (constitution: number): number => RUNNING_ROUNDS_PER_CON * constitution;

// supplement A10: sleep need per night.
export const BASE_SLEEP_HOURS = 6;

export const sleepHoursNeeded = (constitution: number): number => BASE_SLEEP_HOURS - abilityBonus(constitution);

// supplement A10: natural healing per day.
export const HP_HEALED_PER_DAY = 1;
export const BED_REST_EXTRA_HP = 1;

/** Starvation and thirst block natural healing (see survival); magical healing is unaffected. */
export function naturalHealingPerDay(fullBedRest: boolean, healingBlocked: boolean): number {
  if (healingBlocked) return 0;
  return HP_HEALED_PER_DAY + (fullBedRest ? BED_REST_EXTRA_HP : 0);
}
