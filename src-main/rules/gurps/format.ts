// Number and time text for the formula strings a GM reads.

/** At most two decimals and no float noise: 8.4 rather than 8.399999999999999. */
export const num = (n: number): string => String(Math.round(n * 100) / 100);

/** " + 3" or " - 2", to append a modifier to a formula. */
export const signed = (n: number): string => (n < 0 ? ` - ${num(-n)}` : ` + ${num(n)}`);

/** "1 h 2 min 5 s"; parts that are zero are left out, and 0 reads "0 s". */
export function durationText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds - hours * 3600) / 60);
  const rest = seconds - hours * 3600 - minutes * 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} h`);
  if (minutes > 0) parts.push(`${minutes} min`);
  if (rest > 0 || parts.length === 0) parts.push(`${num(rest)} s`);
  return parts.join(' ');
}
