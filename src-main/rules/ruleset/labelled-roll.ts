import type { RollResult } from '../dice/roll';

/** A roll made by a rule, labelled for the journal; secret ones are hidden from the players. */
export interface LabelledRoll {
  readonly label: string;
  readonly roll: RollResult;
  readonly secret?: boolean;
  /**
   * What the roll was made against ("vs 16, 84.0%", "12+ on the d20"), kept out of the
   * label: it tells the roller's figures, so only the GM's journal shows it.
   */
  readonly against?: string;
}
