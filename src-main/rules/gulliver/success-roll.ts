import type { RollResult } from '../dice/roll';

/**
 * A GURPS success roll (3d6 at or under a target, with GURPS's criticals) as GULLIVER
 * reads it. GULLIVER resists with HT the GURPS way but does not import GURPS: the
 * registry hands it GURPS's roll (rules/registry.ts), and its tests do the same.
 */
export interface SuccessRoll {
  readonly roll: RollResult;
  readonly success: boolean;
  /** Target minus the roll: made by (positive) or missed by (negative). */
  readonly margin: number;
}

/** Rolls against a target, already bound to the session's dice. */
export type RollAgainst = (target: number) => SuccessRoll;
