import { useState } from 'react';
import { RECOVERED_SHARE_PERCENT } from '../../../src-shared/ammo-kinds';
import type { CombatState } from '../../../src-shared/contract';
import { useCombat } from '../../stores/combat';
import { api } from '../../api/client';
import { formatElapsed } from './format';
import { InitiativeList } from './InitiativeList';
import { LogPanel } from './LogPanel';

/** The lines of the fight's last entry that tell what the rules make of its end (A17's experience, the treasure reminder). */
const endLines = (state: CombatState) => (state.log[0]?.changes ?? []).filter((c) => /^(Experience|Treasure)/.test(c));

/** The campaign's latest fight, over: who was beaten, what it was worth, a place for the loot, how everyone came out of it, its log. */
export function EndedPanel({ state }: { state: CombatState }) {
  const beaten = state.combatants.filter((c) => c.side === 'foes' && c.out);
  const standing = state.combatants.filter((c) => c.side === 'foes' && !c.out);
  const lines = endLines(state);
  const xp = lines.find((l) => l.startsWith('Experience'));
  return (
    <div className="ended-grid">
      <section className="panel fight-summary" aria-label="Fight summary" data-testid="fight-summary">
        <div className="panel-head">
          <h2>{state.name}</h2>
          <span className="badge small">over</span>
        </div>
        <p className="fight-clock numeric" data-testid="fight-clock">
          {state.round} round{state.round === 1 ? '' : 's'} · {formatElapsed(state.elapsedSeconds)} of game time
        </p>
        <dl className="summary-list">
          <dt>Foes defeated</dt>
          <dd data-testid="summary-defeated">
            {beaten.length === 0 ? 'None' : beaten.map((c) => `${c.name}${c.conditions.some((x) => x.id === 'fled') ? ' (fled)' : c.hp && c.hp.current > 0 ? ' (out of the fight)' : ''}`).join(', ')}
            {standing.length > 0 && <span className="muted"> · still standing: {standing.map((c) => c.name).join(', ')}</span>}
          </dd>
          <dt>Experience</dt>
          <dd data-testid="summary-xp">{xp ? xp.replace(/^Experience[^:]*:\s*/, '') : 'These rules give no experience by the foe: award it as you judge.'}</dd>
          <dt>Treasure</dt>
          <dd>
            <TreasureNote state={state} />
          </dd>
          {state.audience === 'gm' && (
            <>
              <dt>Arrows and stones</dt>
              <dd>
                <button type="button" onClick={() => void useCombat.getState().perform('combat.recoverMissiles', { percent: RECOVERED_SHARE_PERCENT })}>
                  Recover {RECOVERED_SHARE_PERCENT}% of what was shot
                </button>
                <span className="muted"> Lantern's own share: the rules here give none.</span>
              </dd>
            </>
          )}
        </dl>
        <InitiativeList combatants={state.combatants} targetId={null} actorId={null} tiesActTogether={state.reference.tiesActTogether} />
      </section>
      <LogPanel log={state.log} />
    </div>
  );
}

/** What the beaten foes carried or guarded, written into the journal as a note. */
function TreasureNote({ state }: { state: CombatState }) {
  const [text, setText] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (state.audience !== 'gm') return <span className="muted">The GM shares the loot.</span>;
  return (
    <form
      className="inline"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        api.journal.note({ campaignId: state.campaignId, text: `Treasure from ${state.name}: ${text.trim()}` }).then(
          () => (setSaved(text.trim()), setText(''), setError(null)),
          (err: Error) => setError(err.message),
        );
      }}
    >
      <input aria-label="Treasure note" placeholder="What they carried or guarded" value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit">Note it</button>
      {saved && <span className="muted"> Noted: {saved}</span>}
      {error && <span className="field-error">{error}</span>}
    </form>
  );
}
