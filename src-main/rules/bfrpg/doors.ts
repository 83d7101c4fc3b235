import type { Rng } from '../dice/rng';
import { clampRange, inSix, percentChance, rollChance, type Chance, type ChanceRoll } from '../world/chance-in-six';

export type ForcedObstacle = 'stuck-door' | 'locked-door' | 'bars';

// 003_8f80a070c789886f.txt, "Doors": the same range on a bigger die for locks and bars.
const DIE_FOR: Readonly<Record<ForcedObstacle, number>> = { 'stuck-door': 6, 'locked-door': 10, bars: 20 };

/**
 * Range 1 widened by the Strength bonus (+2 opens a stuck door on 1-3). Read as
 * written, a negative bonus narrows it: -1 leaves no number that works, so weak
 * characters should leave the door to someone else.
 */
export function forceChance(obstacle: ForcedObstacle, strengthBonus: number): Chance {
  const die = DIE_FOR[obstacle];
  return { die, range: clampRange(1 + strengthBonus, die) };
}

/** Bars bend only "sometimes": whether a given set can be bent at all is the GM's call, made before rolling. */
export function forceObstacle(obstacle: ForcedObstacle, strengthBonus: number, rng: Rng): ChanceRoll {
  return rollChance(forceChance(obstacle, strengthBonus), rng);
}

export interface Listener {
  /** A thief's Listen percentage; thieves use it instead of the 1 in 6. */
  readonly thiefListenPercent?: number;
}

export function listenChance(listener: Listener): Chance {
  return listener.thiefListenPercent === undefined ? inSix(1) : percentChance(listener.thiefListenPercent);
}

export interface ListenResult extends ChanceRoll {
  /** True only when the roll succeeds and something beyond the door is making noise. */
  readonly heardSomething: boolean;
  /** The GM rolls even at a silent door, so a success reveals nothing to the players. */
  readonly secret: true;
}

export function listenAtDoor(listener: Listener, noiseBeyond: boolean, rng: Rng): ListenResult {
  const result = rollChance(listenChance(listener), rng);
  return { ...result, heardSomething: result.success && noiseBeyond, secret: true };
}
