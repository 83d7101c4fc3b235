import { useId, type ReactNode } from 'react';
import type { MethodInput, MethodName } from '../../src-shared/contract';
import { FieldError } from './FieldError';
import { FormProblems } from './forms/FormProblems';
import { useContractForm } from './forms/use-contract-form';

interface Props<N extends MethodName> {
  /** The method the name is sent with; its schema judges the name before it goes. */
  method: N;
  label: string;
  initial?: string;
  submitLabel: string;
  placeholder?: string;
  autoFocus?: boolean;
  toInput(name: string): MethodInput<N>;
  /** Sends through a store; a refusal about "name" is shown under the field. */
  send(input: MethodInput<N>): Promise<unknown>;
  onDone?(): void;
  onCancel?(): void;
  /** More fields shown on the row before the submit button (a campaign's rules). */
  children?: ReactNode;
}

/** A one-field form for a name, checked before it is sent, with the verdict shown under the field. */
export function NameForm<N extends MethodName>({ method, label, initial = '', submitLabel, placeholder, autoFocus, toInput, send, onDone, onCancel, children }: Props<N>) {
  const id = useId();
  const form = useContractForm(method, {
    initial: { name: initial },
    keepDraft: Boolean(initial),
    toInput: (d) => toInput(String(d.name)),
    send,
    onDone,
  });
  return (
    <form className="name-form" {...form.formProps}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="name-form-row">
        <input id={id} {...form.text('name')} placeholder={placeholder} autoFocus={autoFocus} />
        {children}
        <button type="submit" className="primary" disabled={form.busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      <FieldError {...form.errorProps('name')} />
      <FormProblems form={form} />
    </form>
  );
}
