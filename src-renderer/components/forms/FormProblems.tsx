import type { RefObject } from 'react';
import { FieldError } from '../FieldError';

/**
 * The problems of a form that belong to none of its fields, shown where the form
 * is (not at the top of the page) and focusable so the GM is taken to them.
 */
export function FormProblems({ form }: { form: { general: string[]; generalRef: RefObject<HTMLElement | null> } }) {
  if (form.general.length === 0) return null;
  return (
    <div className="form-problems" tabIndex={-1} ref={(el) => void (form.generalRef.current = el)}>
      {form.general.map((m) => (
        <FieldError key={m} message={m} />
      ))}
    </div>
  );
}
