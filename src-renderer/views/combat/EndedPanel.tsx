import type { CombatState } from '../../../src-shared/contract';
import { formatElapsed } from './format';
import { InitiativeList } from './InitiativeList';
import { LogPanel } from './LogPanel';

/** The campaign's latest fight, over: how long it took, how everyone came out of it, and its log. */
export function EndedPanel({ state }: { state: CombatState }) {
  return (
    <div className="ended-grid">
      <section className="panel fight-summary" aria-label="Last fight">
        <div className="panel-head">
          <h2>{state.name}</h2>
          <span className="badge small">over</span>
        </div>
        <p className="fight-clock numeric" data-testid="fight-clock">
          {state.round} round{state.round === 1 ? '' : 's'} · {formatElapsed(state.elapsedSeconds)} of game time
        </p>
        {state.log[0] && <p className="result-summary">{state.log[0].summary}</p>}
        <InitiativeList combatants={state.combatants} targetId={null} actorId={null} />
      </section>
      <LogPanel log={state.log} />
    </div>
  );
}
