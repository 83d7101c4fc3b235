/** One kind of coin: what it is worth in the system's smallest coin and what one weighs. */
export interface Denomination {
  readonly id: string;
  readonly label: string;
  /** How a count is written: "gp", "$". */
  readonly short: string;
  /** Worth in the smallest denomination, so sums stay whole numbers. */
  readonly value: number;
  /** Pounds one coin adds to its carrier's load. */
  readonly poundsEach: number;
}

/** A campaign's money: its coins, largest first, and where the figures come from. */
export interface MoneyRules {
  readonly denominations: readonly Denomination[];
  /** The id of the denomination worths and prices are written in (gp in Basic Fantasy). */
  readonly unit: string;
  readonly source: string;
}
