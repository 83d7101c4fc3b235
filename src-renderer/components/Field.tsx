import { useId, type ReactNode } from 'react';
import { FieldError } from './FieldError';

interface Props {
  label: ReactNode;
  error?: string | null;
  /** Renders the control, given the id its label points at. */
  children: (id: string) => ReactNode;
  wide?: boolean;
  hint?: ReactNode;
  /** The form's own field class ("field", or the Combat view's compact "cfield"); its hint gets `<base>-hint`. */
  base?: string;
  className?: string;
  /** The id the control's aria-describedby names, when a form gives its own. */
  errorId?: string;
}

/** A caption over its control, a hint under it, and the server's complaint about it below that. */
export function Field({ label, error, children, wide, hint, base = 'field', className, errorId }: Props) {
  const id = useId();
  return (
    <div className={[base, className, wide && 'wide', error && 'invalid'].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint && <span className={`${base}-hint`}>{hint}</span>}
      <FieldError message={error} id={errorId} />
    </div>
  );
}
