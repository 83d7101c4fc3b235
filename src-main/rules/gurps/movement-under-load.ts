import type { Movement } from '../ruleset';
import type { Encumbrance } from './encumbrance';
import { SECONDS_PER_TURN } from '../../../src-shared/units';

/** A dungeon turn, ten minutes, in seconds: exploring and marching are reckoned by it. */

/**
 * A body's movement under its load, for a character or a beast alike: Move in yards a
 * second, a share of it while exploring for a turn, and 10 × Move miles a day's march
 * (seed 000, Hiking). `reasons` are written by the caller, who knows what the load is.
 */
export function movementUnderLoad(
  enc: Encumbrance,
  carriedPounds: number,
  move: number,
  exploringShare: number,
  reasons: (perTurn: number) => string[],
): Movement {
  const last = enc.limits[enc.limits.length - 1];
  const perTurn = Math.round(move * SECONDS_PER_TURN * exploringShare);
  return {
    encumbrance: { rank: enc.level, id: enc.id, label: enc.label },
    carriedPounds,
    bands: enc.limits.map((l) => ({ id: l.id, label: l.label, upToPounds: l.upTo })),
    loadFraction: last.upTo > 0 ? carriedPounds / last.upTo : 0,
    canMove: move > 0,
    perRound: move,
    perTurn,
    unit: 'yd',
    milesPerDay: 10 * move,
    reasons: reasons(perTurn),
  };
}
