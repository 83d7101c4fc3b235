import { wholeNumber } from './validate';

/** One named adjustment to a roll's target, so a GM sees where every point came from. */
export interface Modifier {
  readonly label: string;
  readonly value: number;
}

export const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

export const sumModifiers = (modifiers: readonly Modifier[]): number => modifiers.reduce((sum, m) => sum + m.value, 0);

/** "14 (base) -4 (Move and Attack) +1 (Evaluate) = 11". */
export function describeTotal(baseLabel: string, base: number, modifiers: readonly Modifier[]): string {
  const parts = modifiers.filter((m) => m.value !== 0).map((m) => `${signed(m.value)} (${m.label})`);
  const total = base + sumModifiers(modifiers);
  return parts.length === 0 ? `${base} (${baseLabel})` : `${base} (${baseLabel}) ${parts.join(' ')} = ${total}`;
}

export function checkModifiers(field: string, modifiers: readonly Modifier[]): readonly Modifier[] {
  modifiers.forEach((m, i) => {
    if (m.label.trim() === '') throw new RangeError(`${field}[${i}].label must not be empty`);
    wholeNumber(`${field}[${i}].value`, m.value);
  });
  return modifiers;
}
