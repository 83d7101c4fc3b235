/** A figure as every sentence and table shows it: to the hundredth, no trailing zeros ("5.31"). */
export const figure = (n: number): string => String(Math.round(n * 100) / 100);

/** A weight in pounds, written the same way ("12.5 lb"). */
export const lb = (pounds: number): string => `${figure(pounds)} lb`;
