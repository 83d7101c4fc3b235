/**
 * A form's draft once what was sent has been taken: each field back to its first value, except
 * those the GM changed while it was on its way (typing the next effect's name right after Set).
 */
export function draftAfterSent<D extends Record<string, unknown>>(now: D, sent: D, initial: D): D {
  const next = { ...now };
  for (const key of Object.keys(next) as (keyof D)[]) if (next[key] === sent[key]) next[key] = initial[key];
  return next;
}
