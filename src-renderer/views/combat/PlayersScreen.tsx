import type { CombatState } from '../../../src-shared/contract';
import { Banner } from '../../components/Banner';
import { useCombat } from '../../stores/combat';
import { FightHeader } from './FightHeader';
import { InitiativeList } from './InitiativeList';
import { LogPanel } from './LogPanel';
import { telling } from './ResultPanel';

/** What the players may see, large enough to read across the table: no controls, foes only as they look. */
export function PlayersScreen({ state }: { state: CombatState }) {
  const error = useCombat((s) => s.error);
  const now = state.combatants.find((c) => c.current);
  const latest = state.log.find(telling) ?? state.log[0];
  return (
    <section className="view combat-view players-screen" aria-labelledby="combat-title">
      <FightHeader state={state} />
      <Banner message={error} />
      <div className="players-grid">
        <div>
          <div className={`now-acting${now ? ` side-${now.side}` : ''}`} aria-live="polite">
            <span className="now-label">Now acting</span>
            <span className="now-name" data-testid="now-acting">
              {now?.name ?? '—'}
            </span>
          </div>
          <section className="panel order-panel" aria-label="Turn order">
            <InitiativeList combatants={state.combatants} targetId={null} actorId={null} players tiesActTogether={state.reference.tiesActTogether} />
          </section>
        </div>
        <div>
          {latest && (
            <section className="panel players-latest" aria-label="Latest">
              <p className="result-summary">{latest.summary}</p>
            </section>
          )}
          <LogPanel log={state.log} large />
        </div>
      </div>
    </section>
  );
}
