import { useEffect } from 'react';
import type { CombatantView, CombatState } from '../../../src-shared/contract';
import { Cell } from '../../components/Cell';
import { FieldError } from '../../components/FieldError';
import { useFieldErrors } from '../../components/field-errors';
import { useCombat } from '../../stores/combat';
import type { ManeuverChoice, ManeuverPart } from '../../systems/system-ui';

type Maneuvers = CombatState['reference']['maneuvers'];

// All-Out Attack lists Determined for melee and again for ranged: one entry is enough here.
const optionsOf = (maneuvers: Maneuvers, id: string) =>
  (maneuvers.find((m) => m.id === id)?.options ?? []).filter((o, i, all) => all.findIndex((x) => x.id === o.id) === i);

/** The choice as the picker shows it: an option the maneuver lacks becomes its first. */
export function shownChoice(maneuvers: Maneuvers, c: ManeuverChoice): ManeuverChoice {
  const options = optionsOf(maneuvers, c.id);
  return { ...c, option: options.some((o) => o.id === c.option) ? c.option : (options[0]?.id ?? '') };
}

interface Props {
  part: ManeuverPart;
  state: CombatState;
  actor: CombatantView;
  target: CombatantView | null;
  /** Held by the action panel: the attack is rolled with the maneuver shown here. */
  value: ManeuverChoice;
  onChange(choice: ManeuverChoice): void;
}

/** The maneuver or stance the actor declares for this turn, in the words and with the fields of the fight's system. */
export function ManeuverPicker({ part, state, actor, target, value, onChange }: Props) {
  const maneuvers = state.reference.maneuvers;
  const { id, option, extras } = value;
  const setId = (next: string) => onChange({ id: next, option: '', extras: {} });
  const setOption = (next: string) => onChange({ ...value, option: next });
  const setExtras = (next: ManeuverChoice['extras']) => onChange({ ...value, extras: next });
  const errors = useFieldErrors(['maneuver.option', 'maneuver.defense', 'maneuver.posture', 'maneuver.weapon', 'maneuver.targetId', 'maneuver']);
  const busy = useCombat((s) => s.busy);
  const { clear } = errors;
  useEffect(() => clear(), [actor.id, clear]);

  const spec = maneuvers.find((m) => m.id === id);
  const options = optionsOf(maneuvers, id);
  const choice = shownChoice(maneuvers, { id, option, extras });
  const chosenOption = choice.option;
  const needsFoe = part.aimsAtFoe(choice);

  const declare = () =>
    errors.attempt(() =>
      useCombat.getState().act('combat.maneuver', { combatantId: actor.id, maneuver: part.declaration(choice, target?.id ?? null) }),
    );

  return (
    <div className="maneuver">
      <div className="maneuver-row">
        <Cell label={part.label} error={errors.errorFor('maneuver')}>
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
        <part.Fields choice={choice} actor={actor} onExtras={setExtras} errorFor={errors.errorFor} />
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
