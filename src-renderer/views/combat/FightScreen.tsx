import { useMemo, useRef } from 'react';
import type { CombatantView, CombatState } from '../../../src-shared/contract';
import { call } from '../../api/client';
import { useErrorToast } from '../../components/Toasts';
import { EffectsPanel } from '../../components/EffectsPanel';
import { useShortcuts } from '../../components/use-shortcuts';
import { selectActor, useCombat } from '../../stores/combat';
import { systemUis } from '../../systems';
import { ActionPanel } from './ActionPanel';
import { FightHeader } from './FightHeader';
import { InitiativeList } from './InitiativeList';
import { LogPanel } from './LogPanel';
import { ResultPanel, telling } from './ResultPanel';
import { CONDITION_SELECT_ID, TargetPanel } from './TargetPanel';
import { PlayLayout } from '../play/Cockpit';

/** The target the GM picked, or else the first foe of the actor still standing. */
export function targetOf(state: CombatState, actor: CombatantView | null, targetId: number | null): CombatantView | null {
  const picked = state.combatants.find((c) => c.id === targetId);
  if (picked) return picked;
  return state.combatants.find((c) => !c.out && actor !== null && c.side !== actor.side) ?? null;
}

/** The GM's screen of a fight in progress. */
export function FightScreen({ state }: { state: CombatState }) {
  const { targetId, actorId, error, last, select, setActor, perform, undo, redo } = useCombat();
  const actor = selectActor({ state, actorId });
  const target = targetOf(state, actor, targetId);
  const defendKey = systemUis[state.rules.system].defend;

  const live = useRef({ state, actor, target });
  live.current = { state, actor, target };

  useShortcuts(
    useMemo(() => {
      const next = () => void perform('combat.next', {});
      const defend = () => {
        const { actor: who } = live.current;
        if (!who) return;
        const { maneuver } = defendKey;
        // Without a defending maneuver, D takes the GM to the conditions to set one by hand.
        if (!maneuver) return document.getElementById(CONDITION_SELECT_ID)?.focus();
        void perform('combat.maneuver', { combatantId: who.id, maneuver });
      };
      const cycle = (step: number) => {
        const { state: s, actor: who, target: aim } = live.current;
        const choices = s.combatants.filter((c) => !c.out && c.id !== who?.id);
        if (choices.length === 0) return;
        const at = choices.findIndex((c) => c.id === aim?.id);
        select(choices[(at + step + choices.length) % choices.length].id);
      };
      return [
        { key: 'n', run: next },
        { key: 'd', run: defend },
        { key: 'r', run: () => void perform('combat.endRound', {}) },
        { key: 'ArrowDown', run: () => cycle(1) },
        { key: 'ArrowUp', run: () => cycle(-1) },
        { key: 'z', ctrl: true, shift: false, run: () => void undo() },
        { key: 'z', ctrl: true, shift: true, run: () => void redo() },
        { key: 'y', ctrl: true, run: () => void redo() },
      ];
    }, [perform, select, undo, redo, defendKey]),
  );

  useErrorToast(error);

  return (
    <PlayLayout partyId={state.partyId} fight>
    <section className="view combat-view" aria-labelledby="combat-title" data-last-entry={state.log[0]?.id ?? 0}>
      <FightHeader state={state} />
      <div className="fight-grid">
        <section className="panel order-panel" aria-label="Turn order">
          <h2 title={state.initiative.note}>Initiative</h2>
          <InitiativeList combatants={state.combatants} targetId={target?.id ?? null} actorId={actor?.id ?? null} onPick={select} tiesActTogether={state.reference.tiesActTogether} />
          <label className="acting-as">
            <span>Who acts</span>
            <select value={actorId ?? ''} onChange={(e) => setActor(e.target.value === '' ? null : Number(e.target.value))}>
              <option value="">Whose turn it is</option>
              {state.combatants
                .filter((c) => !c.out)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
            </select>
          </label>
        </section>
        <div className="fight-main">
          {actor ? <ActionPanel state={state} actor={actor} target={target} /> : <p className="panel muted">Nobody is left standing to act.</p>}
          {target && <TargetPanel state={state} fighter={target} />}
        </div>
        <div className="fight-side">
          <ResultPanel entry={[last, ...state.log].find(telling) ?? last ?? state.log[0] ?? null} />
          <EffectsPanel
            effects={state.effects}
            secondsPerRound={state.rules.secondsPerRound}
            gm={state.audience === 'gm'}
            partyId={state.partyId}
            members={state.combatants.filter((c) => c.memberId !== null).map((c) => ({ id: c.memberId!, name: c.name }))}
            round={state.round}
            add={(input) => call('effect.add', input).then(() => useCombat.getState().load(state.campaignId))}
            remove={(effectId) =>
              call('effect.remove', { partyId: state.partyId!, effectId })
                .then(() => useCombat.getState().load(state.campaignId))
                .catch((e: Error) => useCombat.setState({ error: e.message }))
            }
          />
          <LogPanel log={state.log} />
        </div>
      </div>
    </section>
    </PlayLayout>
  );
}
