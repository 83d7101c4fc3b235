import { gurpsManeuver } from '../../../src-shared/contract';
import { Cell } from '../../components/Cell';
import type { ManeuverChoice, ManeuverPart } from '../system-ui';

const POSTURES = gurpsManeuver.shape.posture.unwrap().options;
const postureLabel = (id: string) => id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, ' ');

const increasedDefense = (c: ManeuverChoice) => c.id === 'all-out-defense' && c.option === 'increased-defense';
const defense = (c: ManeuverChoice) => c.extras.defense ?? 'dodge';
const posture = (c: ManeuverChoice) => c.extras.posture ?? 'kneeling';

/** GURPS maneuvers: the defense All-Out Defense raises, the posture to change to, the foe an Aim or Feint is at. */
export const gurpsManeuvers: ManeuverPart = {
  label: 'Maneuver',
  Fields: ({ choice, onExtras, errorFor }) => (
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
    </>
  ),
  aimsAtFoe: ({ id, option }) => id === 'aim' || id === 'evaluate' || id === 'feint' || (id === 'all-out-attack' && option === 'feint'),
  declaration(choice, targetId) {
    return {
      maneuver: choice.id,
      ...(choice.option && { option: choice.option }),
      ...(increasedDefense(choice) && { defense: defense(choice) }),
      ...(choice.id === 'change-posture' && { posture: posture(choice) }),
      ...(gurpsManeuvers.aimsAtFoe(choice) && targetId !== null && { targetId }),
    };
  },
};
