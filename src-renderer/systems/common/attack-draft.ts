import { typed } from '../../views/combat/format';

/** A modifier the rules leave to the GM, as typed. */
export interface ModifierDraft {
  label: string;
  value: string;
}

/** The rows the GM filled in, as the attack record's modifiers; an unnamed one reads "Other". */
export const modifiers = (rows: ModifierDraft[]) =>
  rows.filter((m) => m.label.trim() !== '' || m.value.trim() !== '').map((m) => ({ label: m.label.trim() || 'Other', value: typed(m.value) ?? 0 }));
