import { useId, useState, type ReactNode } from 'react';
import { ApiCallError } from '../../../api/client';
import type { LatestAnswer } from '../../../components/use-latest-answer';
import { FieldError } from '../../../components/FieldError';

export type Live = LatestAnswer<unknown>;
export type Options = readonly { value: string; label: string }[];

// ---------------------------------------------------------------- small parts

export function Num({
  label,
  value,
  onChange,
  live,
  path,
  unit,
  decimal,
  placeholder,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  live?: Live;
  path?: string;
  unit?: string;
  decimal?: boolean;
  placeholder?: string;
}) {
  const id = useId();
  const error = live && path ? live.errorAt(path) : null;
  return (
    <div className={`field feat-field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {unit && <span className="feat-unit"> ({unit})</span>}
      </label>
      <input
        id={id}
        className="numeric"
        inputMode={decimal ? 'decimal' : 'numeric'}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError message={error} />
    </div>
  );
}

export function Pick({ label, value, onChange, options, wide }: { label: string; value: string; onChange(v: string): void; options: Options; wide?: boolean }) {
  const id = useId();
  return (
    <div className={`field feat-field${wide ? ' feat-wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <label className="check feat-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

export function Card({ title, children, note }: { title: string; children: ReactNode; note?: string }) {
  const id = useId();
  return (
    <section className="feat-card" aria-labelledby={id}>
      <header className="feat-head">
        <h3 id={id}>{title}</h3>
        {note && <span className="feat-note">{note}</span>}
      </header>
      {children}
    </section>
  );
}

export function Inputs({ children }: { children: ReactNode }) {
  return <div className="feat-inputs">{children}</div>;
}

/** The answer the GM reads across the table. */
export function Big({ value, unit, label, tone }: { value: ReactNode; unit?: string; label: string; tone?: 'ok' | 'warn' | 'danger' }) {
  return (
    <div className={`feat-big${tone ? ` ${tone}` : ''}`}>
      <span className="feat-big-value numeric">
        {value}
        {unit && <small>{unit}</small>}
      </span>
      <span className="feat-big-label">{label}</span>
    </div>
  );
}

/** The live answer; dimmed while the inputs have an error, since it answers the last good ones. */
export function Answer({ children, stale }: { children: ReactNode; stale?: boolean }) {
  return (
    <div className={`feat-answer${stale ? ' stale' : ''}`} aria-live="polite">
      {children}
    </div>
  );
}

export function Formulas({ lines }: { lines: readonly (string | null | undefined | false)[] }) {
  const shown = lines.filter((l): l is string => Boolean(l));
  return shown.length > 0 ? (
    <ul className="feat-formulas">
      {shown.map((l, i) => (
        <li key={i}>{l}</li>
      ))}
    </ul>
  ) : null;
}

/** An error the card's fields did not claim (a field it does not show, or the call as a whole). */
export function CardError({ live, paths }: { live: Live; paths: readonly string[] }) {
  const e = live.error;
  if (!e) return null;
  if (e instanceof ApiCallError && paths.includes(e.path.join('.'))) return null;
  return <FieldError message={e.message} />;
}

export const tone = (p: number) => (p >= 0.75 ? 'ok' : p >= 0.4 ? 'warn' : 'danger');

export function useInputs<T extends Record<string, string | boolean>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const set =
    <K extends keyof T>(key: K) =>
    (value: T[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  return [values, set] as const;
}
