import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';
import { abilityBonus } from './abilities';
import { savingThrow, type SaveResult } from './saves';

// 003_8f80a070c789886f.txt, "Overland Travel": what marching 12 hours a day costs a body.

/** One marcher's (character's or animal's) forced-march history since their last rest day. */
export interface ForcedMarchState {
  readonly consecutiveDays: number;
  /** Once a save has failed no more are rolled: every later day hurts. */
  readonly saveFailed: boolean;
}

/** A day of rest restarts the progression. */
export const RESTED: ForcedMarchState = { consecutiveDays: 0, saveFailed: false };

export const FORCED_MARCH_DAMAGE_DICE = '1d6';

export interface ForcedMarchDay {
  readonly state: ForcedMarchState;
  readonly damage: number;
  readonly save?: SaveResult;
  readonly damageRoll?: RollResult;
}

/**
 * The first day is free. From the second, 1d6 damage unless a save vs. Death Ray
 * with the Constitution bonus succeeds; after the first failed save there is no
 * save, only damage. Animals march under the same rule: pass their save and bonus.
 */
export function forcedMarchDay(
  state: ForcedMarchState,
  marcher: { readonly deathRaySave: number; readonly constitution: number },
  rng: Rng,
): ForcedMarchDay {
  const consecutiveDays = state.consecutiveDays + 1;
  if (consecutiveDays === 1) return { state: { ...state, consecutiveDays }, damage: 0 };
  const next: ForcedMarchState = { consecutiveDays, saveFailed: true };
  if (state.saveFailed) {
    const damageRoll = roll(FORCED_MARCH_DAMAGE_DICE, rng);
    return { state: next, damage: damageRoll.total, damageRoll };
  }
  const save = savingThrow(marcher.deathRaySave, abilityBonus(marcher.constitution), rng);
  if (save.success) return { state: { consecutiveDays, saveFailed: false }, damage: 0, save };
  const damageRoll = roll(FORCED_MARCH_DAMAGE_DICE, rng);
  return { state: next, damage: damageRoll.total, save, damageRoll };
}
