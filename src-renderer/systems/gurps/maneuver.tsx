import { gurpsManeuver, type CombatantView } from '../../../src-shared/contract';
import { Cell } from '../../components/Cell';
import type { ManeuverChoice, ManeuverPart } from '../system-ui';

const POSTURES = gurpsManeuver.shape.posture.unwrap().options;
const postureLabel = (id: string) => id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, ' ');

const increasedDefense = (c: ManeuverChoice) => c.id === 'all-out-defense' && c.option === 'increased-defense';
const defense = (c: ManeuverChoice) => c.extras.defense ?? 'dodge';
const posture = (c: ManeuverChoice) => c.extras.posture ?? 'kneeling';
/** The weapon a Ready readies; none when the Ready is for another task (a door, a lock). */
const readied = (c: ManeuverChoice) => (c.id === 'ready' && c.extras.weapon ? Number(c.extras.weapon) : null);
const isUnready = (actor: CombatantView, index: string) => actor.conditions.some((c) => c.id === `unready-${index}`);

/** GURPS maneuvers: the defense All-Out Defense raises, the posture to change to, the weapon a Ready readies, the foe an Aim or Feint is at. */
export const gurpsManeuvers: ManeuverPart = {
  label: 'Maneuver',
  Fields: ({ choice, actor, onExtras, errorFor }) => (
    <>
      {increasedDefense(choice) && (
        <Cell label="+2 to" error={errorFor('maneuver.defense')}>
          {(fieldId) => (
            <select id={fieldId} value={defense(choice)} onChange={(e) => onExtras({ ...choice.extras, defense: e.target.value })}>
              <option value="dodge">Dodge</option>
              <option value="parry">Parry</option>
              <option value="block">Block</option>
            </select>
          )}
        </Cell>
      )}
      {choice.id === 'change-posture' && (
        <Cell label="Posture" error={errorFor('maneuver.posture')}>
          {(fieldId) => (
            <select id={fieldId} value={posture(choice)} onChange={(e) => onExtras({ ...choice.extras, posture: e.target.value })}>
              {POSTURES.map((p) => (
                <option key={p} value={p}>
                  {postureLabel(p)}
                </option>
              ))}
            </select>
          )}
        </Cell>
      )}
      {choice.id === 'ready' && (
        <Cell label="Ready" error={errorFor('maneuver.weapon')}>
          {(fieldId) => (
            <select id={fieldId} value={choice.extras.weapon ?? ''} onChange={(e) => onExtras({ ...choice.extras, weapon: e.target.value })}>
              <option value="">Another task</option>
              {actor.attacks.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.label}
                  {isUnready(actor, a.id) ? ' (unready)' : ''}
                </option>
              ))}
            </select>
          )}
        </Cell>
      )}
    </>
  ),
  aimsAtFoe: ({ id, option }) => id === 'aim' || id === 'evaluate' || id === 'feint' || (id === 'all-out-attack' && option === 'feint'),
  declaration(choice, targetId) {
    return {
      maneuver: choice.id,
      ...(choice.option && { option: choice.option }),
      ...(increasedDefense(choice) && { defense: defense(choice) }),
      ...(choice.id === 'change-posture' && { posture: posture(choice) }),
      ...(readied(choice) !== null && { weapon: readied(choice) }),
      ...(gurpsManeuvers.aimsAtFoe(choice) && targetId !== null && { targetId }),
    };
  },
};
