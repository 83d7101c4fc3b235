/**
 * A whole number with commas between its thousands ("900,000"), as `toLocaleString('en-US')`
 * writes it, without asking Intl: the contract's limits are worded when it loads, and the
 * first Intl call loads ICU's locale data, a fifth of a host's start.
 */
export function thousands(n: number): string {
  const digits = String(Math.trunc(Math.abs(n)));
  return `${n < 0 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}`;
}
