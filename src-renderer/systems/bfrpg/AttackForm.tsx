import { useId } from 'react';
import { Cell } from '../../components/Cell';
import { FieldError } from '../../components/FieldError';
import type { AttackFormProps } from '../system-ui';
import { rangesOf, shootsOnly, type BfrpgAttackDraft, type BfrpgSituation } from './attack-draft';
import './bfrpg.css';

const MODES: { id: BfrpgAttackDraft['mode']; label: string }[] = [
  { id: 'rules', label: 'Roll it' },
  { id: 'hit', label: 'GM: hit' },
  { id: 'miss', label: 'GM: miss' },
];

/** Supplement A12's situations, in the words of the table; melee-only ones hide for a shot. */
const SITUATIONS: { id: BfrpgSituation; label: string; melee?: boolean; missile?: boolean }[] = [
  { id: 'behind', label: 'From behind +2' },
  { id: 'charge', label: 'Charging +2, double damage', melee: true },
  { id: 'set', label: 'Set against a charge, double damage', melee: true },
  { id: 'sneak', label: 'Sneak attack +4, double damage', melee: true },
  { id: 'parting', label: 'Parting shot at a fleeing foe +2', melee: true },
  { id: 'subdue', label: 'Subduing −4, half damage', melee: true },
  { id: 'blind', label: 'Blinded, or target unseen −4' },
  { id: 'engaged', label: 'Shooting at a foe within 5′ −5', missile: true },
];

const RANGES = [
  { id: 'short', label: 'Short +1' },
  { id: 'medium', label: 'Medium +0' },
  { id: 'long', label: 'Long −2' },
] as const;

export function BfrpgAttackForm({ draft: d, setDraft, actor, errorFor }: AttackFormProps<BfrpgAttackDraft>) {
  const set = (patch: Partial<BfrpgAttackDraft>) => setDraft((all) => ({ ...all, ...patch }));
  const listId = useId();
  const weapon = actor.attacks.find((a) => a.label === d.with);
  const ranges = rangesOf(weapon);
  const missile = d.range !== '';
  const situations = SITUATIONS.filter((s) => (missile ? !s.melee : !s.missile));
  return (
    <div className="attack-grid">
      <div className="cfield wide">
        <span className="cfield-label" id={`${listId}-mode`}>
          How
        </span>
        <div className="segmented big" role="group" aria-labelledby={`${listId}-mode`}>
          {MODES.map((m) => (
            <button key={m.id} type="button" aria-pressed={d.mode === m.id} onClick={() => set({ mode: m.id })}>
              {m.label}
            </button>
          ))}
        </div>
      </div>
      {d.mode === 'rules' ? (
        <>
          <Cell label="With" error={errorFor('attack.with')}>
            {(id) => (
              <select
                id={id}
                value={d.with}
                // A new weapon starts in melee, or with no band for one that only shoots, so the GM picks the range.
                onChange={(e) => set({ with: e.target.value, range: '', situations: [] })}
              >
                {actor.attacks.map((a) => (
                  <option key={a.id} value={a.label}>
                    {a.label} ({a.detail})
                  </option>
                ))}
              </select>
            )}
          </Cell>
          {ranges && (
            <Cell label="Range" error={errorFor('attack.range')} hint={`${ranges} feet (yards outdoors)`}>
              {(id) => (
                <select id={id} value={d.range} onChange={(e) => set({ range: e.target.value as BfrpgAttackDraft['range'], situations: [] })}>
                  {!shootsOnly(weapon) && <option value="">In melee</option>}
                  {shootsOnly(weapon) && d.range === '' && <option value="">Choose…</option>}
                  {RANGES.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.label}
                    </option>
                  ))}
                </select>
              )}
            </Cell>
          )}
          <Cell label="Other modifier" error={errorFor('attack.modifier')} hint="Cover, concealment, bless…">
            {(id) => <input id={id} inputMode="numeric" value={d.modifier} placeholder="0" onChange={(e) => set({ modifier: e.target.value })} />}
          </Cell>
          <details className="bf-situations">
            <summary>
              Situation
              <span className="muted">{d.situations.length === 0 ? 'none' : SITUATIONS.filter((s) => d.situations.includes(s.id)).map((s) => s.label.replace(/ [+−-].*$/, '')).join(', ')}</span>
            </summary>
            <div className="bf-situation-list" role="group" aria-label="Situation">
              {situations.map((s) => (
                <label key={s.id} className="check compact">
                  <input
                    type="checkbox"
                    checked={d.situations.includes(s.id)}
                    onChange={(e) => set({ situations: e.target.checked ? [...d.situations, s.id] : d.situations.filter((x) => x !== s.id) })}
                  />
                  {s.label}
                </label>
              ))}
            </div>
            <FieldError message={errorFor('attack.situations')} />
          </details>
        </>
      ) : (
        <>
          <Cell label="With" error={errorFor('attack.with')}>
            {(id) => (
              <>
                <input
                  id={id}
                  list={`${listId}-weapons`}
                  value={d.with}
                  placeholder="Sword, bite…"
                  onChange={(e) => {
                    const known = actor.attacks.find((a) => a.label === e.target.value);
                    set({ with: e.target.value, ...(known && { damage: known.detail.split(',')[0] }) });
                  }}
                />
                <datalist id={`${listId}-weapons`}>
                  {actor.attacks.map((a) => (
                    <option key={a.id} value={a.label}>
                      {a.detail}
                    </option>
                  ))}
                </datalist>
              </>
            )}
          </Cell>
          {d.mode === 'hit' && (
            <Cell label="Damage (dice or a number)" error={errorFor('attack.damage')}>
              {(id) => <input id={id} value={d.damage} placeholder="1d8+1 or 6" onChange={(e) => set({ damage: e.target.value })} />}
            </Cell>
          )}
        </>
      )}
    </div>
  );
}
