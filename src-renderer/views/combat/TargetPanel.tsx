import { useEffect, useRef, useState } from 'react';
import type { CombatantView, CombatState } from '../../../src-shared/contract';
import { FieldError } from '../../components/FieldError';
import { useFieldErrors } from '../../components/field-errors';
import { FormProblems } from '../../components/forms/FormProblems';
import { asNumber, useContractForm } from '../../components/forms/use-contract-form';
import { useCombat } from '../../stores/combat';

export const CONDITION_SELECT_ID = 'combat-condition';

/** The picked fighter up close, and the GM's own hand on them: HP and FP, out or in, conditions, a note. */
export function TargetPanel({ state, fighter }: { state: CombatState; fighter: CombatantView }) {
  const busy = useCombat((s) => s.busy);
  const act = useCombat((s) => s.act);
  const [condition, setCondition] = useState(state.reference.conditions[0]?.id ?? '');
  const errors = useFieldErrors(['condition']);
  const { clear } = errors;
  useEffect(() => clear(), [fighter.id, clear]);
  const encounterId = state.encounterId;

  // Four buttons share the amount: the one pressed says which pool and which way.
  const pressed = useRef<{ pool: 'hp' | 'fp'; sign: 1 | -1 }>({ pool: 'hp', sign: -1 });
  const adjustForm = useContractForm('combat.adjust', {
    initial: { amount: '1' },
    keepDraft: true,
    toInput: (d) => {
      const amount = asNumber(d.amount);
      return { encounterId, combatantId: fighter.id, [pressed.current.pool]: amount === undefined ? amount : pressed.current.sign * amount };
    },
    send: (input) => act('combat.adjust', { combatantId: input.combatantId, hp: input.hp, fp: input.fp }),
  });
  const adjust = (pool: 'hp' | 'fp', sign: 1 | -1) => {
    pressed.current = { pool, sign };
    void adjustForm.submit();
  };
  const noteForm = useContractForm('combat.note', {
    initial: { text: '' },
    toInput: (d) => ({ encounterId, combatantId: fighter.id, text: String(d.text) }),
    send: (input) => act('combat.note', { combatantId: input.combatantId, text: input.text }),
  });
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
      <div className="adjust-row" onKeyDown={adjustForm.formProps.onKeyDown as never}>
        <input
          className="qty"
          inputMode="numeric"
          aria-label={`Points to take from or give ${fighter.name}`}
          {...adjustForm.control('hp')}
          value={String(adjustForm.draft.amount)}
          onChange={(e) => adjustForm.set('amount', e.target.value)}
        />
        <button type="button" disabled={busy} onClick={() => adjust('hp', -1)}>
          − HP
        </button>
        <button type="button" disabled={busy} onClick={() => adjust('hp', 1)}>
          + HP
        </button>
        {fighter.fp && (
          <>
            <button type="button" disabled={busy} onClick={() => adjust('fp', -1)}>
              − {fighter.fp.label}
            </button>
            <button type="button" disabled={busy} onClick={() => adjust('fp', 1)}>
              + {fighter.fp.label}
            </button>
          </>
        )}
      </div>
      <FieldError {...adjustForm.errorProps('hp')} />
      <FieldError {...adjustForm.errorProps('fp')} />
      <FormProblems form={adjustForm} />
      <button
        type="button"
        className={fighter.out ? '' : 'danger-quiet'}
        disabled={busy}
        onClick={() => void errors.attempt(() => act('combat.adjust', { combatantId: fighter.id, out: !fighter.out }))}
      >
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
                  onClick={() => void errors.attempt(() => act('combat.condition', { combatantId: fighter.id, condition: c.id, on: false }))}
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
          onClick={() => void errors.attempt(() => act('combat.condition', { combatantId: fighter.id, condition, on: true }))}
        >
          Set
        </button>
      </div>
      <FieldError message={errors.errorFor('condition')} />

      <h3>Note</h3>
      <form className="inline-form" {...noteForm.formProps} aria-label={`Note about ${fighter.name}`}>
        <input {...noteForm.text('text')} aria-label={`Note about ${fighter.name}`} placeholder="Morale holds, calls for surrender…" />
        <button type="submit" disabled={busy || noteForm.busy}>
          Log
        </button>
      </form>
      <FieldError {...noteForm.errorProps('text')} />
      <FormProblems form={noteForm} />
      <FieldError message={errors.general} />
    </section>
  );
}
