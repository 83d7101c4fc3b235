import { PoolMeters } from '../../components/PoolMeters';
import { distance } from '../../components/units';
import { useDungeon } from '../../stores/dungeon';

const days = (n: number) => `${Math.floor(n * 10) / 10} d`;

export function PartyStrip() {
  const state = useDungeon((s) => s.state)!;
  return (
    <section className="panel party-strip" aria-label="Party">
      <header className="panel-head">
        <h2>{state.partyName}</h2>
        <span className="muted">
          {state.location} · exploring at {distance(state.pacePerTurn, state.rules.unit)} a turn
        </span>
      </header>
      <ul className="strip">
        {state.members.map((m) => {
          return (
            <li key={m.id} className="strip-member" aria-label={m.name}>
              <div className="strip-name">
                {m.name}
                {m.darkvision && <span className="badge small dark">darkvision</span>}
              </div>
              <PoolMeters hp={m.hp} fp={m.fp && { ...m.fp, label: state.rules.fatiguePool ?? 'FP' }} />
              {m.eats && (
                <p className="strip-supplies numeric" data-testid="member-supplies">
                  <span title="Days of food in their own pack">food {days(m.foodDays)}</span>
                  <span title="Days of water in their own pack">water {days(m.waterDays)}</span>
                </p>
              )}
              {(m.daysWithoutFood > 0 || m.daysWithoutWater > 0) && (
                <p className="strip-warning">
                  {m.daysWithoutFood > 0 && `hungry ${m.daysWithoutFood}d `}
                  {m.daysWithoutWater > 0 && `thirsty ${m.daysWithoutWater}d`}
                  {m.healingBlocked && ' · no healing'}
                </p>
              )}
              <p className="muted strip-pace">
                {distance(m.movePerTurn, state.rules.unit)}/turn · {m.loadLabel.toLowerCase()}
              </p>
              {m.conditions.length > 0 && <p className="strip-warning">{m.conditions.join(' · ')}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
