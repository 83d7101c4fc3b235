/** A weight as every sentence and table shows it: to the hundredth of a pound, no trailing zeros ("12.5 lb"). */
export const lb = (pounds: number): string => `${Math.round(pounds * 100) / 100} lb`;
