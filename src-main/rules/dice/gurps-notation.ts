// Dice as GURPS and its supplements (GULLIVER) write them: a count of six-sided dice
// and adds, { dice: 2, adds: -1 } for 2d-1. A notation, not a rule, so both systems
// read it from here rather than one from the other.

export interface GurpsDice {
  readonly dice: number;
  readonly adds: number;
}

/** "2d-1" as GURPS writes it. */
export function formatGurpsDice({ dice, adds }: GurpsDice): string {
  return `${dice}d${adds === 0 ? '' : adds > 0 ? `+${adds}` : adds}`;
}

/** The same damage as dice notation the roller reads ("2d6-1"). */
export function diceExpression({ dice, adds }: GurpsDice): string {
  return `${dice}d6${adds === 0 ? '' : adds > 0 ? `+${adds}` : adds}`;
}
