import { Cell } from '../../components/Cell';
import type { StatBlockDraft as Draft, StatBlockEditorProps } from '../system-ui';

/** Sets one value deep in a draft, copying the way down. */
function setIn(draft: Draft, path: (string | number)[], v: unknown): Draft {
  const [head, ...rest] = path;
  const copy: Draft = Array.isArray(draft) ? [...draft] : { ...draft };
  copy[head as never] = (rest.length === 0 ? v : setIn((draft?.[head as never] as Draft) ?? {}, rest, v)) as never;
  return copy;
}

/** The editor's helpers: the error under a path, a setter by path, a number box. */
export function useBlock({ draft, onChange, errorFor, prefix = 'statBlock' }: StatBlockEditorProps) {
  const at = (path: string) => errorFor(`${prefix}.${path}`);
  const set = (path: (string | number)[], v: unknown) => onChange(setIn(draft, path, v));
  /** A number box (kept as typed) bound to a path. */
  const num = (label: string, path: string, hint?: string) => (
    <Cell label={label} error={at(path)} hint={hint}>
      {(id) => (
        <input
          id={id}
          inputMode="decimal"
          value={String(path.split('.').reduce<any>((o, k) => o?.[k], draft) ?? '')}
          aria-invalid={at(path) ? true : undefined}
          onChange={(e) => set(path.split('.'), e.target.value)}
        />
      )}
    </Cell>
  );
  const general = errorFor(prefix) ?? errorFor(`${prefix}.attributes`);
  return { at, set, num, general };
}

export function RemoveButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" className="icon remove-row" aria-label={label} onClick={onClick}>
      ✕
    </button>
  );
}
