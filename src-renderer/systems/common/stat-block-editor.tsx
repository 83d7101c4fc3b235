import { Cell } from '../../components/Cell';
import type { StatBlockDraft as Draft, StatBlockEditorProps } from '../system-ui';
import { isDraft } from './stat-block-draft';

/** Sets one value deep in a draft's record or list, copying the way down; a missing step becomes a record. */
function setBelow(node: unknown, path: readonly (string | number)[], v: unknown): unknown {
  if (path.length === 0) return v;
  const [head, ...rest] = path;
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(head)] = setBelow(copy[Number(head)], rest, v);
    return copy;
  }
  const record = isDraft(node) ? node : {};
  return { ...record, [head]: setBelow(record[head], rest, v) };
}

const setIn = (draft: Draft, path: readonly (string | number)[], v: unknown): Draft => {
  const next = setBelow(draft, path, v);
  return isDraft(next) ? next : draft;
};

/** The value at a dotted path through records and lists. */
const valueAt = (draft: Draft, path: string): unknown =>
  path.split('.').reduce<unknown>((node, k) => (Array.isArray(node) ? node[Number(k)] : isDraft(node) ? node[k] : undefined), draft);

/** The editor's helpers: the error under a path, a setter by path, a number box. */
export function useBlock({ draft, onChange, errorFor, prefix = 'statBlock' }: StatBlockEditorProps) {
  const at = (path: string) => errorFor(`${prefix}.${path}`);
  const set = (path: readonly (string | number)[], v: unknown) => onChange(setIn(draft, path, v));
  /** A number box (kept as typed) bound to a path. */
  const num = (label: string, path: string, hint?: string) => (
    <Cell label={label} error={at(path)} hint={hint}>
      {(id) => (
        <input
          id={id}
          inputMode="decimal"
          value={String(valueAt(draft, path) ?? '')}
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
