import type { ReactNode } from 'react';
import { FieldError } from '../FieldError';

/** A control in a row of controls, with its problem right under it. */
export function InlineField({ error, children }: { error: { message: string | null; id: string }; children: ReactNode }) {
  return (
    <span className={error.message ? 'inline-field invalid' : 'inline-field'}>
      {children}
      <FieldError {...error} />
    </span>
  );
}
