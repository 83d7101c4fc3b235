import type { CombatState } from '../../../src-shared/contract';
import { AudienceToggle } from '../../components/AudienceToggle';
import { useCombat } from '../../stores/combat';
import { roundLine } from './format';

/** The fight's name, its round and game time, and the controls that act on the whole fight. */
export function FightHeader({ state }: { state: CombatState }) {
  const { audience, busy, setAudience, undo, redo, perform } = useCombat();
  const gm = audience === 'gm';
  const perRound = state.rules.secondsPerRound;
  const foes = state.combatants.filter((c) => c.side === 'foes');
  const beaten = gm && state.status === 'active' && foes.length > 0 && foes.every((c) => c.out);
  // No confirmation: Undo brings the fight back, round and all.
  const end = () => void perform('combat.end', {});
  const ends = `End the fight: the round in progress counts on the clock (${perRound} more second${perRound === 1 ? '' : 's'} of game time); Undo brings it back`;
  return (
    <header className="view-header fight-header">
      <div className="fight-title">
        <h1 id="combat-title">{state.name}</h1>
        <p className="fight-clock numeric" data-testid="fight-clock">
          {roundLine(state.round, state.elapsedSeconds)}
        </p>
        <p className="view-sub">
          {state.rules.name} · {perRound} s {perRound === 1 ? 'turns' : 'rounds'} · initiative {state.initiative.mode.charAt(0).toLowerCase() + state.initiative.mode.slice(1)}
        </p>
      </div>
      <div className="party-tools fight-tools">
        <AudienceToggle audience={audience} onChange={(a) => void setAudience(a)} />
        {gm && (
          <>
            <button type="button" data-key="undo" disabled={!state.canUndo || busy} onClick={() => void undo()} title="Undo (Ctrl+Z)">
              Undo
            </button>
            <button type="button" data-key="redo" disabled={!state.canRedo || busy} onClick={() => void redo()} title="Redo (Ctrl+Shift+Z)">
              Redo
            </button>
            <button type="button" disabled={busy} onClick={() => void perform('combat.endRound', {})} title="End the round (R)">
              End round
            </button>
            <button type="button" className="danger-quiet" disabled={busy} onClick={end} title={ends}>
              End fight
            </button>
          </>
        )}
      </div>
      {beaten && (
        <p className="banner info fight-won" role="status">
          Every foe is down or has fled.{' '}
          <button type="button" className="primary" disabled={busy} onClick={end} title={ends}>
            End the fight
          </button>
        </p>
      )}
    </header>
  );
}
