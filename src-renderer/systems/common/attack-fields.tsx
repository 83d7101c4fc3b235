import type { CombatantView } from '../../../src-shared/contract';
import { FieldError } from '../../components/FieldError';
import type { ErrorFor } from '../system-ui';
import type { ModifierDraft } from './attack-draft';

export function WeaponSelect({ id, actor, value, onChange }: { id: string; actor: CombatantView; value: number; onChange(v: number): void }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {actor.attacks.map((a, i) => (
        <option key={a.id} value={i} title={a.detail}>
          {a.label}
        </option>
      ))}
    </select>
  );
}

/** Extra modifiers the rules leave to the GM: cover, darkness, a shove off balance. */
export function ModifierRows({ rows, onChange, errorFor }: { rows: ModifierDraft[]; onChange(rows: ModifierDraft[]): void; errorFor: ErrorFor }) {
  const set = (i: number, patch: Partial<ModifierDraft>) => onChange(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const error = errorFor('attack.modifiers');
  return (
    <div className="modifiers wide">
      {rows.map((r, i) => (
        <div className="modifier-row" key={i}>
          <input aria-label={`Modifier ${i + 1}: what for`} placeholder="What for (cover, darkness…)" value={r.label} onChange={(e) => set(i, { label: e.target.value })} />
          <input aria-label={`Modifier ${i + 1}: value`} className="qty" inputMode="numeric" placeholder="±0" value={r.value} onChange={(e) => set(i, { value: e.target.value })} />
          <button type="button" className="icon" aria-label={`Remove modifier ${i + 1}`} onClick={() => onChange(rows.filter((_, k) => k !== i))}>
            ✕
          </button>
        </div>
      ))}
      {rows.length < 10 && (
        <button type="button" className="link-button" onClick={() => onChange([...rows, { label: '', value: '' }])}>
          + Modifier
        </button>
      )}
      <FieldError message={error} />
    </div>
  );
}
