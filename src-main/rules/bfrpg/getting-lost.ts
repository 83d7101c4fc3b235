import type { Rng } from '../dice/rng';
import { abilityBonus } from './abilities';
import { savingThrow, type SaveResult } from './saves';

// 003_8f80a070c789886f.txt, "Becoming Lost".

export interface LostCheck {
  readonly lost: boolean;
  /** Absent when the party follows a road, river or clear landmark and no roll is made. */
  readonly save?: SaveResult;
  /** Rolled by the GM out of the players' sight. */
  readonly secret: true;
}

/**
 * Only trackless travel risks getting lost: a save vs. Death Ray with the
 * leader's Wisdom bonus. What being lost means is left to the GM.
 */
export function checkLost(
  input: { readonly followingLandmarks: boolean; readonly leaderDeathRaySave: number; readonly leaderWisdom: number },
  rng: Rng,
): LostCheck {
  if (input.followingLandmarks) return { lost: false, secret: true };
  const save = savingThrow(input.leaderDeathRaySave, abilityBonus(input.leaderWisdom), rng);
  return { lost: !save.success, save, secret: true };
}
