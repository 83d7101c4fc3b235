import { useEffect, useState } from 'react';
import { gurpsManeuver, type CombatantView, type CombatState } from '../../../src-shared/contract';
import { FieldError } from '../../components/FieldError';
import { useFieldErrors } from '../../components/field-errors';
import { useCombat } from '../../stores/combat';
import { Cell } from './AttackForms';

const POSTURES = gurpsManeuver.shape.posture.unwrap().options;
const postureLabel = (id: string) => id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, ' ');

/** Maneuvers that name the foe they are about. */
const aimsAtFoe = (maneuver: string, option: string) => maneuver === 'aim' || maneuver === 'evaluate' || maneuver === 'feint' || (maneuver === 'all-out-attack' && option === 'feint');

/** The maneuver (GURPS) or stance (Shell) the actor declares for this turn. */
export function ManeuverPicker({ state, actor, target }: { state: CombatState; actor: CombatantView; target: CombatantView | null }) {
  const maneuvers = state.reference.maneuvers;
  const [id, setId] = useState(maneuvers[0]?.id ?? '');
  const [option, setOption] = useState('');
  const [defense, setDefense] = useState<'dodge' | 'parry' | 'block'>('dodge');
  const [posture, setPosture] = useState<string>('kneeling');
  const errors = useFieldErrors(['maneuver.option', 'maneuver.defense', 'maneuver.posture', 'maneuver.targetId', 'maneuver']);
  const busy = useCombat((s) => s.busy);
  const { clear } = errors;
  useEffect(() => clear(), [actor.id, clear]);

  const spec = maneuvers.find((m) => m.id === id);
  // All-Out Attack lists Determined for melee and again for ranged: one entry is enough here.
  const options = (spec?.options ?? []).filter((o, i, all) => all.findIndex((x) => x.id === o.id) === i);
  const chosenOption = options.some((o) => o.id === option) ? option : (options[0]?.id ?? '');
  const gurps = state.rules.system === 'gurps';
  const needsFoe = gurps && aimsAtFoe(id, chosenOption);

  const declare = () =>
    errors.attempt(() =>
      useCombat.getState().act('combat.maneuver', {
          combatantId: actor.id,
          maneuver: gurps
            ? {
                maneuver: id,
                ...(chosenOption && { option: chosenOption }),
                ...(id === 'all-out-defense' && chosenOption === 'increased-defense' && { defense }),
                ...(id === 'change-posture' && { posture }),
                ...(needsFoe && target && { targetId: target.id }),
              }
            : { maneuver: id },
      }),
    );

  return (
    <div className="maneuver">
      <div className="maneuver-row">
        <Cell label={gurps ? 'Maneuver' : 'Stance'} error={errors.errorFor('maneuver')}>
          {(fieldId) => (
            <select id={fieldId} value={id} onChange={(e) => setId(e.target.value)}>
              {maneuvers.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </select>
          )}
        </Cell>
        {options.length > 0 && (
          <Cell label="Option" error={errors.errorFor('maneuver.option')}>
            {(fieldId) => (
              <select id={fieldId} value={chosenOption} onChange={(e) => setOption(e.target.value)}>
                {options.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </Cell>
        )}
        {id === 'all-out-defense' && chosenOption === 'increased-defense' && (
          <Cell label="+2 to" error={errors.errorFor('maneuver.defense')}>
            {(fieldId) => (
              <select id={fieldId} value={defense} onChange={(e) => setDefense(e.target.value as typeof defense)}>
                <option value="dodge">Dodge</option>
                <option value="parry">Parry</option>
                <option value="block">Block</option>
              </select>
            )}
          </Cell>
        )}
        {id === 'change-posture' && (
          <Cell label="Posture" error={errors.errorFor('maneuver.posture')}>
            {(fieldId) => (
              <select id={fieldId} value={posture} onChange={(e) => setPosture(e.target.value)}>
                {POSTURES.map((p) => (
                  <option key={p} value={p}>
                    {postureLabel(p)}
                  </option>
                ))}
              </select>
            )}
          </Cell>
        )}
        <button type="button" className="declare" disabled={busy || actor.out} onClick={() => void declare()}>
          Declare
        </button>
      </div>
      {needsFoe && (
        <p className={`maneuver-foe${errors.errorFor('maneuver.targetId') ? ' invalid' : ''}`}>
          At {target ? <strong>{target.name}</strong> : 'nobody yet'} <span className="muted">(click a fighter to change)</span>
        </p>
      )}
      <FieldError message={errors.errorFor('maneuver.targetId')} />
      <FieldError message={errors.general} />
      {spec && (
        <p className="reason maneuver-help" title={spec.help}>
          {spec.help}
        </p>
      )}
    </div>
  );
}
