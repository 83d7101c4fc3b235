import { useEffect, useState } from 'react';
import type { CombatantView, CombatState } from '../../../src-shared/contract';
import { api } from '../../api/client';
import { FieldError } from '../../components/FieldError';
import { useFieldErrors } from '../../components/field-errors';
import { useCombat } from '../../stores/combat';
import { typed } from './format';

export const CONDITION_SELECT_ID = 'combat-condition';

/** The picked fighter up close, and the GM's own hand on them: HP and FP, out or in, conditions, a note. */
export function TargetPanel({ state, fighter }: { state: CombatState; fighter: CombatantView }) {
  const busy = useCombat((s) => s.busy);
  const [amount, setAmount] = useState('1');
  const [condition, setCondition] = useState(state.reference.conditions[0]?.id ?? '');
  const [note, setNote] = useState('');
  const errors = useFieldErrors(['hp', 'fp', 'condition', 'text', 'note']);
  const { clear } = errors;
  useEffect(() => clear(), [fighter.id, clear]);

  const step = (call: Parameters<ReturnType<typeof useCombat.getState>['attempt']>[0]) => errors.attempt(() => useCombat.getState().attempt(call));
  const adjust = (change: { hp?: number; fp?: number; out?: boolean }) =>
    step((encounterId, audience) => api.combat.adjust({ encounterId, audience, combatantId: fighter.id, ...change }));
  const n = typed(amount);
  const by = typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
  const manual = new Set(state.reference.conditions.map((c) => c.id));

  return (
    <section className="panel target-panel" aria-label="Selected fighter">
      <div className="panel-head">
        <h2>{fighter.name}</h2>
        <span className={`side-tag side-${fighter.side}`}>{fighter.side === 'party' ? 'Party' : 'Foe'}</span>
      </div>
      <p className="looks">
        {fighter.looks}
        {fighter.stance && <span className="muted"> · {fighter.stance}</span>}
      </p>
      <p className="initiative-line">Initiative: {fighter.initiativeText}</p>
      {(fighter.attacks.length > 0 || fighter.defenses.length > 0) && (
        <dl className="kit">
          {fighter.attacks.map((a) => (
            <div key={`a${a.id}`}>
              <dt>{a.label}</dt>
              <dd>{a.detail}</dd>
            </div>
          ))}
          {fighter.defenses.map((d) => (
            <div key={`d${d.id}`} className="defense">
              <dt>{d.label}</dt>
              <dd className="numeric">{d.value}</dd>
            </div>
          ))}
        </dl>
      )}

      <h3>Adjust</h3>
      <div className="adjust-row">
        <input className="qty" inputMode="numeric" aria-label={`Points to take from or give ${fighter.name}`} value={amount} onChange={(e) => setAmount(e.target.value)} />
        <button type="button" disabled={busy || by === null} onClick={() => by && void adjust({ hp: -by })}>
          − HP
        </button>
        <button type="button" disabled={busy || by === null} onClick={() => by && void adjust({ hp: by })}>
          + HP
        </button>
        {fighter.fp && (
          <>
            <button type="button" disabled={busy || by === null} onClick={() => by && void adjust({ fp: -by })}>
              − {fighter.fp.label}
            </button>
            <button type="button" disabled={busy || by === null} onClick={() => by && void adjust({ fp: by })}>
              + {fighter.fp.label}
            </button>
          </>
        )}
      </div>
      {(errors.errorFor('hp') ?? errors.errorFor('fp')) && (
        <p className="field-error" role="alert">
          {errors.errorFor('hp') ?? errors.errorFor('fp')}
        </p>
      )}
      <button type="button" className={fighter.out ? '' : 'danger-quiet'} disabled={busy} onClick={() => void adjust({ out: !fighter.out })}>
        {fighter.out ? 'Bring back into the fight' : 'Take out of the fight'}
      </button>

      <h3>Conditions</h3>
      {fighter.conditions.length > 0 && (
        <ul className="condition-list">
          {fighter.conditions.map((c) => (
            <li key={c.id}>
              <span className="badge small condition" title={c.effect}>
                {c.label}
              </span>
              <span className="condition-effect">{c.effect}</span>
              {manual.has(c.id) && (
                <button
                  type="button"
                  className="icon"
                  aria-label={`Clear ${c.label}`}
                  disabled={busy}
                  onClick={() => void step((encounterId, audience) => api.combat.condition({ encounterId, audience, combatantId: fighter.id, condition: c.id, on: false }))}
                >
                  ✕
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="inline-form">
        <select id={CONDITION_SELECT_ID} aria-label={`Condition to set on ${fighter.name}`} value={condition} onChange={(e) => setCondition(e.target.value)}>
          {state.reference.conditions.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={busy || !condition}
          onClick={() => void step((encounterId, audience) => api.combat.condition({ encounterId, audience, combatantId: fighter.id, condition, on: true }))}
        >
          Set
        </button>
      </div>
      <FieldError message={errors.errorFor('condition')} />

      <h3>Note</h3>
      <form
        className="inline-form"
        onSubmit={async (e) => {
          e.preventDefault();
          const done = await step((encounterId, audience) => api.combat.note({ encounterId, audience, combatantId: fighter.id, text: note }));
          if (done) setNote('');
        }}
      >
        <input aria-label={`Note about ${fighter.name}`} placeholder="Morale holds, calls for surrender…" value={note} onChange={(e) => setNote(e.target.value)} />
        <button type="submit" disabled={busy}>
          Log
        </button>
      </form>
      <FieldError message={errors.errorFor('text')} />
      <FieldError message={errors.general} />
    </section>
  );
}
