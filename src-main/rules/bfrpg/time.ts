import { SECONDS_PER_TURN, TURNS_PER_HOUR } from '../../../src-shared/units';
import type { Setting } from '../world/wandering-schedule';

// 003_8f80a070c789886f.txt, "Time and Scale": a round of 10 seconds, a turn of 10 minutes (the units'
// own figure); the book calls both approximate.
export const SECONDS_PER_ROUND = 10;
export { SECONDS_PER_TURN, TURNS_PER_HOUR };
export const ROUNDS_PER_TURN = SECONDS_PER_TURN / SECONDS_PER_ROUND;

/** What a figure measures decides whether it switches to yards outdoors. */
export type MeasureKind = 'movement' | 'range' | 'area-of-effect';

export interface Distance {
  readonly amount: number;
  readonly unit: 'ft' | 'yd';
}

/**
 * The same number is read in yards outdoors (100' becomes 100 yards) for movement
 * and ranges; areas of effect stay in feet everywhere.
 */
export function readDistance(figure: number, setting: Setting, kind: MeasureKind): Distance {
  const inYards = setting === 'outdoors' && kind !== 'area-of-effect';
  return { amount: figure, unit: inYards ? 'yd' : 'ft' };
}
