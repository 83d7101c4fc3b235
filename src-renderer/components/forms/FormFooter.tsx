import type { RefObject } from 'react';
import { FormProblems } from './FormProblems';

/** A form's ending: the problems that belong to no field, then its submit button and a way out. */
export function FormFooter({
  form,
  submitLabel,
  cancelLabel = 'Cancel',
  onCancel,
}: {
  form: { general: string[]; generalRef: RefObject<HTMLElement | null>; busy: boolean };
  submitLabel: string;
  cancelLabel?: string;
  onCancel(): void;
}) {
  return (
    <>
      <FormProblems form={form} />
      <div className="sheet-actions">
        <button type="submit" className="primary" disabled={form.busy}>
          {submitLabel}
        </button>
        <button type="button" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </>
  );
}
