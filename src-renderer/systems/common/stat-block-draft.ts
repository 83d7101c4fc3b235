import { typed } from '../../views/combat/format';
import type { StatBlockDraft as Draft } from '../system-ui';

// A foe's stat block as the editor holds it: the record the campaign's rules check
// (combat-schemas.ts), with every number kept as the text typed so a half-typed value
// is not lost. Fields the form does not show travel through untouched.

export const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
/** The typed text back to a value; an empty box leaves the field out. */
export const value = (v: unknown) => (typeof v === 'string' ? typed(v) : v);

/** Whether a draft's value is a record of its own (attributes, a weapon, a shield). */
export const isDraft = (v: unknown): v is Draft => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The record under `key`, or an empty one. */
export const recordAt = (draft: Draft, key: string): Draft => {
  const v = draft[key];
  return isDraft(v) ? v : {};
};
/** The rows under `key` (weapons, attacks), leaving out anything that is not a record. */
export const rowsAt = (draft: Draft, key: string): Draft[] => {
  const v = draft[key];
  return Array.isArray(v) ? v.filter(isDraft) : [];
};

export function withValues(record: Draft, keys: readonly string[], convert: (v: unknown) => unknown): Draft {
  const out: Draft = { ...record };
  for (const k of keys) {
    const v = convert(out[k]);
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  return out;
}

/** The error paths of up to `n` rows of a list, each row's fields and then the row. */
export const rowPaths = (prefix: string, list: string, n: number, keys: string[]) =>
  Array.from({ length: n }, (_, i) => [...keys.map((k) => `${prefix}.${list}.${i}.${k}`), `${prefix}.${list}.${i}`]).flat();
