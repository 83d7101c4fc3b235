// Food, water, going short of them, and what rest gives back.

import type { RollResult } from '../dice/roll';
import type { Pools } from './character';

export interface Quantity {
  readonly amount: number;
  /** 'ration', 'quart', 'lb', ... as the system measures it. */
  readonly unit: string;
}

export interface DailyNeeds {
  readonly food: Quantity;
  readonly water: Quantity;
  /** How the amounts were reached (GULLIVER scales them to the body). */
  readonly reason?: string;
}

export interface DeprivationInput {
  /**
   * Consecutive days without enough, counting the day being resolved; 0 for a day
   * that was fed (or watered) in full.
   */
  readonly daysWithoutFood: number;
  readonly daysWithoutWater: number;
  /** Share of the day's need that was NOT met, 0 to 1; GULLIVER counts missed thirds of a day. */
  readonly foodShortfall: number;
  readonly waterShortfall: number;
  readonly pools: Pools;
  /** The condition record the ruleset returned last time, `{}` at first. */
  readonly condition: Readonly<Record<string, unknown>>;
}

/** Some systems drain fatigue before hit points (GURPS, GULLIVER, Shell), so each loss names its pool. */
export interface PoolLoss {
  readonly pool: 'HP' | 'FP';
  readonly amount: number;
  readonly cause: 'hunger' | 'thirst';
  readonly roll?: RollResult;
}

export interface DeprivationResult {
  readonly losses: readonly PoolLoss[];
  readonly naturalHealingBlocked: boolean;
  readonly condition: Readonly<Record<string, unknown>>;
  /** Sentences for the journal beyond the losses themselves (a threshold crossed). */
  readonly notes: readonly string[];
}

export interface HealingInput {
  readonly fullBedRest: boolean;
  /** False for a day of marching or exploring; rules that heal only after a day of rest heal nothing then. */
  readonly restDay?: boolean;
  /** From the latest DeprivationResult. */
  readonly healingBlocked: boolean;
  readonly pools: Pools;
  /** The day's end in game seconds; rates that carry fractions (Shell's percent a day) count whole days to it. */
  readonly at: number;
  readonly condition: Readonly<Record<string, unknown>>;
}

/** GURPS heals on a daily HT roll, so healing may roll too. */
export interface HealingResult {
  /** Whole hit points regained. */
  readonly hp: number;
  readonly rolls: readonly RollResult[];
  /** The condition record to keep, when healing changed it (GULLIVER carries half points). */
  readonly condition?: Readonly<Record<string, unknown>>;
}

export interface FatigueRecoveryInput {
  /** Game seconds since the campaign epoch; recovery counts whole intervals crossed, so a split span adds up. */
  readonly from: number;
  readonly to: number;
  readonly pools: Pools;
  readonly condition: Readonly<Record<string, unknown>>;
}

