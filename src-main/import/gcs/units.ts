// GCS writes weights as text with a unit ("3 lb", "0.5 kg", "1,200 lb") and
// converts by the GURPS convention, not the exact one: 1 kg = 2 lb, 1 g = 1/500 lb,
// 1 ton = 2,000 lb. Lantern keeps pounds, so it converts the same way.

const POUNDS_PER_UNIT: Readonly<Record<string, number>> = {
  lb: 1,
  lbs: 1,
  '#': 1,
  oz: 1 / 16,
  kg: 2,
  g: 1 / 500,
  tn: 2000,
  t: 2000,
};

/** Pounds, or null when the text is not a weight; a bare number is in the sheet's default unit. */
export function poundsFrom(text: string, defaultUnit = 'lb'): number | null {
  const m = /^\s*(-?[\d,]*\.?\d+)\s*([a-z#]*)\s*$/i.exec(text);
  if (!m) return null;
  const unit = (m[2] || defaultUnit).toLowerCase();
  const factor = POUNDS_PER_UNIT[unit];
  if (factor === undefined) return null;
  return Number(m[1].replace(/,/g, '')) * factor;
}

/** The whole numbers in a column such as "+2", "-1U", "4+1"; commas in "3,000" are thousands. */
export function integersIn(text: string): number[] {
  return [...text.replace(/(\d),(\d)/g, '$1$2').matchAll(/[+-]?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

/** "x10/x15" gives multipliers of ST; "100/1,500" gives yards; a single figure is Max only. */
export function rangeFrom(text: string, st: number): { halfDamage: number; max: number } | null {
  const clean = text.replace(/\s/g, '').replace(/(\d),(\d)/g, '$1$2');
  const m = /^(x?)(\d+(?:\.\d+)?)(?:\/(x?)(\d+(?:\.\d+)?))?$/i.exec(clean);
  if (!m) return null;
  const yards = (times: string, n: string) => (times ? Number(n) * st : Number(n));
  const first = yards(m[1], m[2]);
  if (m[4] === undefined) return { halfDamage: first, max: first };
  return { halfDamage: first, max: yards(m[3], m[4]) };
}

/** Cut to at most `max` characters, ending in "..." when cut; control characters become spaces. */
export function fit(text: string, max: number): string {
  const clean = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 3).trimEnd()}...`;
}

/** Lines of notes as one text of at most `max` characters, cut at a line's end where it can be. */
export function notesText(lines: readonly string[], max: number): string {
  const whole = lines.join('\n');
  if (whole.length <= max) return whole;
  const cut = whole.slice(0, max - 4);
  const lastLine = cut.lastIndexOf('\n');
  return `${lastLine > 0 ? cut.slice(0, lastLine) : cut}\n...`;
}
