import { Meter } from '../../components/Meter';
import { useDungeon } from '../../stores/dungeon';

const days = (n: number) => `${Math.floor(n * 10) / 10} d`;

export function PartyStrip() {
  const state = useDungeon((s) => s.state)!;
  return (
    <section className="panel party-strip" aria-label="Party">
      <header className="panel-head">
        <h2>{state.partyName}</h2>
        <span className="muted">
          {state.location} · exploring at {state.paceFeetPerTurn}' a turn
        </span>
      </header>
      <ul className="strip">
        {state.members.map((m) => {
          const hp = m.hp.max > 0 ? m.hp.current / m.hp.max : 0;
          const eats = m.kind === 'pc' || m.kind === 'hireling';
          return (
            <li key={m.id} className="strip-member" aria-label={m.name}>
              <div className="strip-name">
                {m.name}
                {m.darkvision && <span className="badge small dark">darkvision</span>}
              </div>
              <Meter label="HP" fraction={hp} tone={hp <= 0.25 ? 'danger' : hp <= 0.5 ? 'warn' : 'ok'} text={`${m.hp.current}/${m.hp.max}`} />
              {eats && (
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
                {m.feetPerTurn}'/turn · {m.loadLabel.toLowerCase()}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
