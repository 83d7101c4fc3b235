/** One labelled term of a sum the GM should be able to check, e.g. { label: 'AG 13', value: 1 }. */
export interface Modifier {
  readonly label: string;
  readonly value: number;
}

/** A total with the terms that made it and a one-line explanation of the sum. */
export interface Breakdown {
  readonly total: number;
  readonly parts: readonly Modifier[];
  readonly formula: string;
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `-${-n}` : '0');

/**
 * The first part is the base and is always shown; later zero terms are dropped so
 * the sentence lists only what changed the figure.
 */
export function breakdown(name: string, parts: readonly Modifier[]): Breakdown {
  const [base, ...rest] = parts;
  if (!base) return { total: 0, parts: [], formula: `${name} = 0` };
  const kept = [base, ...rest.filter((p) => p.value !== 0)];
  const total = kept.reduce((sum, p) => sum + p.value, 0);
  const terms = kept
    .map((p, i) => {
      const text = `${i === 0 ? p.value : Math.abs(p.value)} (${p.label})`;
      if (i === 0) return text;
      return `${p.value < 0 ? '-' : '+'} ${text}`;
    })
    .join(' ');
  const formula = kept.length === 1 ? `${name} = ${terms}` : `${name} = ${terms} = ${total}`;
  return { total, parts: kept, formula };
}
