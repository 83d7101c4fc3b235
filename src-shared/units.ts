/**
 * Units of game time, the one home of their figures. A turn is ten minutes in every
 * system Lantern plays (Basic Fantasy's "Time and Scale" in seed 003 names it; GURPS and
 * Shell campaigns keep the same dungeon turn); a round's length is each ruleset's own.
 * Rules systems may import this module and nothing else of src-shared but the contract.
 */
export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_TURN = 10 * SECONDS_PER_MINUTE;
export const SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;
export const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;
export const TURNS_PER_HOUR = SECONDS_PER_HOUR / SECONDS_PER_TURN;
