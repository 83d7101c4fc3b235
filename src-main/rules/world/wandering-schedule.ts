import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';
import { inSix, rollChance, type ChanceRoll } from './chance-in-six';
import { SECONDS_PER_TURN } from '../../../src-shared/units';

/** Where the party is decides how often the wandering check comes round. */
export type Setting = 'dungeon' | 'outdoors';

/** The clock's exploration turn: ten minutes, as the BFRPG seed counts it. */

// World default from the BFRPG seed, supplement A10: a check every 3 turns underground,
// about every 4 hours outdoors (3 by day, 3 by night).
export const WANDERING_CHECK_INTERVAL_SECONDS: Readonly<Record<Setting, number>> = {
  dungeon: 3 * SECONDS_PER_TURN,
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

/**
 * The moments of a travel day's wandering checks: every whole multiple of the
 * outdoor interval in [dayStart, dayStart + one day), so six a day wherever the
 * day starts; the sun then says which fall by day and which by night (A10: three and three).
 */
export function wildernessCheckTimes(dayStart: number): number[] {
  const interval = WANDERING_CHECK_INTERVAL_SECONDS.outdoors;
  const times: number[] = [];
  for (let t = Math.ceil(dayStart / interval) * interval; t < dayStart + 86_400; t += interval) times.push(t);
  return times;
}

/** A level's or a land's wandering monsters: the chance in six of a check, and what the table holds (rolled on 1dN). */
export interface WanderingTable {
  readonly chanceInSix: number;
  readonly entries: readonly string[];
}

export interface WanderingCheck extends ChanceRoll {
  /** What comes, when the check succeeds: the table's line and its roll, or "something" from an empty table. */
  readonly monsters: { readonly what: string; readonly roll: RollResult | null } | null;
}

/** One wandering-monster check, and on a success the roll on the table; the same check underground, by the clock or by hand, and on a journey. */
export function wanderingMonsterCheck(rng: Rng, table: WanderingTable = { chanceInSix: WANDERING_MONSTER_CHANCE.range, entries: [] }): WanderingCheck {
  const { success, chance, roll: check } = rollChance(inSix(table.chanceInSix), rng);
  return { success, chance, roll: check, monsters: success ? monstersFrom(table.entries, rng) : null };
}

function monstersFrom(entries: readonly string[], rng: Rng): WanderingCheck['monsters'] {
  if (entries.length === 0) return { what: 'something', roll: null };
  const pick = roll(`1d${entries.length}`, rng);
  return { what: entries[pick.total - 1], roll: pick };
}
