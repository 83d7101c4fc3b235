import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiCallError } from '../api/client';

interface Props {
  label: string;
  initial?: string;
  submitLabel: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** Rejecting with an ApiCallError about "name" shows its message under the field. */
  onSubmit(name: string): Promise<void>;
  onCancel?(): void;
  /** More fields shown on the row before the submit button (a campaign's rules). */
  children?: ReactNode;
}

/** A one-field form for a name, with the server's verdict shown inline. */
export function NameForm({ label, initial = '', submitLabel, placeholder, autoFocus, onSubmit, onCancel, children }: Props) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(name);
      setError(null);
      if (!initial) setName('');
    } catch (e) {
      setError(e instanceof ApiCallError && e.isAbout('name') ? e.reason : (e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="name-form" onSubmit={submit} noValidate>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="name-form-row">
        <input
          id={id}
          value={name}
          placeholder={placeholder}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => e.key === 'Escape' && onCancel?.()}
        />
        {children}
        <button type="submit" className="primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
