/**
 * Writes a figure for an explanation string: whole numbers as they are, others to
 * two decimals (18.75, 1.41), and small fractions to three significant digits
 * (0.0144), so formulas stay readable.
 */
export function formatFigure(value: number): string {
  if (Number.isInteger(value)) return String(value);
  if (Math.abs(value) >= 1) return String(Math.round(value * 100) / 100);
  return String(Number(value.toPrecision(3)));
}
