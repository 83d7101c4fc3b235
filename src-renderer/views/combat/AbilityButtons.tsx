import type { CombatantView } from '../../../src-shared/contract';
import { useCombat } from '../../stores/combat';

/** What the acting fighter can do besides attacking (a Cleric's Turn undead), each with the odds the rules give it now. */
export function AbilityButtons({ actor }: { actor: CombatantView }) {
  const busy = useCombat((s) => s.busy);
  if (!actor.abilities || actor.abilities.length === 0) return null;
  return (
    <div className="abilities" aria-label="Class abilities">
      {actor.abilities.map((a) => (
        <div className="ability" key={a.id}>
          <button
            type="button"
            disabled={busy || !a.possible}
            title={a.reason ?? undefined}
            onClick={() => void useCombat.getState().perform('combat.ability', { combatantId: actor.id, ability: a.id })}
          >
            {a.label}
          </button>
          <span className="ability-detail">{a.detail}</span>
          {a.reason && <span className="ability-reason muted">{a.reason}</span>}
        </div>
      ))}
    </div>
  );
}
