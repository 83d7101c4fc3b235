/** A multiplier kept as two integers so 24 x 2/3 comes out as exactly 16. */
export interface Ratio {
  readonly numerator: number;
  readonly denominator: number;
}

export const ratio = (numerator: number, denominator = 1): Ratio => ({ numerator, denominator });

export const ONE: Ratio = ratio(1);

/** Multiplies every numerator first and divides once, so exact results stay exact. */
export function scale(value: number, ratios: readonly Ratio[]): number {
  const numerator = ratios.reduce((n, r) => n * r.numerator, value);
  return numerator / ratios.reduce((d, r) => d * r.denominator, 1);
}

export const ratioValue = (r: Ratio): number => r.numerator / r.denominator;
