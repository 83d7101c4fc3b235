import type { RollResult } from '../dice/roll';

/** A roll made by a rule, labelled for the journal; secret ones are hidden from the players. */
export interface LabelledRoll {
  readonly label: string;
  readonly roll: RollResult;
  readonly secret?: boolean;
}
