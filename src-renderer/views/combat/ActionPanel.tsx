import { useEffect, useMemo, useRef, useState } from 'react';
import type { AttackPreview, CombatantView, CombatState } from '../../../src-shared/contract';
import { api } from '../../api/client';
import { FieldError } from '../../components/FieldError';
import { useFieldErrors } from '../../components/field-errors';
import { useShortcuts } from '../../components/use-shortcuts';
import { useCombat } from '../../stores/combat';
import { attackRecord, freshDrafts, type Drafts } from './attack-draft';
import { BfrpgAttackForm, GurpsAttackForm, ShellAttackForm } from './AttackForms';
import { ManeuverPicker } from './ManeuverPicker';
import { PreviewPanel } from './PreviewPanel';

const ATTACK_FIELDS = [
  'attack.weapon',
  'attack.location',
  'attack.rangeYards',
  'attack.modifiers',
  'attack.defense',
  'attack.action',
  'attack.entryBlock',
  'attack.target',
  'attack.blockWith',
  'attack.movedUnits',
  'attack.rangeUnits',
  'attack.aimTurns',
  'attack.with',
  'attack.damage',
];

interface Props {
  state: CombatState;
  actor: CombatantView;
  target: CombatantView | null;
}

/** What the fighter whose turn it is (or whom the GM picked) does: maneuver, attack, the odds, the roll. */
export function ActionPanel({ state, actor, target }: Props) {
  const system = state.rules.system;
  const busy = useCombat((s) => s.busy);
  const [drafts, setDrafts] = useState<Drafts>(freshDrafts);
  const [preview, setPreview] = useState<{ key: string; value: AttackPreview } | null>(null);
  const errors = useFieldErrors(ATTACK_FIELDS);
  const { clear, setError } = errors;

  // A new actor starts with their first weapon; a Basic Fantasy foe's attack fills in its damage.
  useEffect(() => {
    const first = actor.attacks[0];
    setDrafts((d) => ({
      gurps: { ...d.gurps, weapon: 0, rangeYards: '' },
      shell: { ...d.shell, weapon: 0, rangeUnits: '', aimTurns: 0 },
      bfrpg: { ...d.bfrpg, with: first?.label ?? '', damage: first?.detail ?? '' },
    }));
    clear();
  }, [actor.id, clear]);

  // A defense the new target does not have falls back to Dodge.
  useEffect(() => {
    setDrafts((d) => {
      const has = (id: string) => id === 'dodge' || id === 'none' || (target?.defenses.some((x) => x.id === id) ?? false);
      const shellBlock = d.shell.blockWith === 'shield' && !target?.defenses.some((x) => x.id === 'shield');
      return {
        ...d,
        gurps: has(d.gurps.defense) ? d.gurps : { ...d.gurps, defense: 'dodge', second: '' },
        shell: shellBlock ? { ...d.shell, blockWith: 'weapon' } : d.shell,
      };
    });
  }, [target?.id]);

  const record = useMemo(() => attackRecord(system, drafts, actor), [system, drafts, actor]);
  const key = JSON.stringify([actor.id, target?.id, record]);
  // Any step in the fight can change the odds (a maneuver, a wound, a used block).
  const revision = `${state.round}.${state.turn}.${state.log[0]?.id ?? 0}`;
  const canTarget = target !== null && target.id !== actor.id && !actor.out;
  // A Basic Fantasy hit needs the GM's damage before there is anything to ask the server.
  const incomplete = system === 'bfrpg' && drafts.bfrpg.outcome === 'hit' && drafts.bfrpg.damage.trim() === '';

  useEffect(() => {
    if (!canTarget || incomplete) return;
    let live = true;
    const timer = setTimeout(() => {
      api.combat
        .preview({ encounterId: state.encounterId, attackerId: actor.id, defenderId: target.id, attack: record })
        .then(
          (value) => {
            if (!live) return;
            setPreview({ key, value });
            clear();
          },
          (e: Error) => {
            if (!live) return;
            setPreview(null);
            setError(e);
          },
        );
    }, 180);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, revision, canTarget, incomplete]);

  const fresh = preview?.key === key ? preview.value : null;
  const ready = canTarget && !incomplete && fresh !== null && fresh.possible && !busy;

  async function roll() {
    if (!ready || !target) return;
    await errors.attempt(() => useCombat.getState().act('combat.attack', { attackerId: actor.id, defenderId: target.id, attack: record }));
  }
  const rollRef = useRef(roll);
  rollRef.current = roll;
  useShortcuts(useMemo(() => [{ key: 'a', run: () => void rollRef.current() }], []));

  const formProps = { state, drafts, setDrafts, actor, target, errorFor: errors.errorFor };
  const manual = state.reference.manual;
  return (
    <section className="panel action-panel" aria-label="Action">
      <div className="panel-head">
        <h2>
          {actor.name}
          {!actor.current && <span className="badge small acting">out of turn</span>}
        </h2>
        {target && target.id !== actor.id ? (
          <span className="versus">
            against <strong>{target.name}</strong>
          </span>
        ) : (
          <span className="versus muted">click a fighter to pick the target</span>
        )}
      </div>
      {state.reference.maneuvers.length > 0 && <ManeuverPicker state={state} actor={actor} target={target} />}
      <form
        className="attack-form"
        aria-label="Attack"
        onSubmit={(e) => {
          e.preventDefault();
          void roll();
        }}
      >
        <h3>{manual ? 'Record an attack' : 'Attack'}</h3>
        {system === 'gurps' && <GurpsAttackForm {...formProps} />}
        {system === 'shell' && <ShellAttackForm {...formProps} />}
        {system === 'bfrpg' && <BfrpgAttackForm {...formProps} />}
        {actor.out && <p className="banner warn preview-block">{actor.name} is out of the fight: press N to hand the turn on.</p>}
        {canTarget && incomplete && <p className="preview-empty muted">Type the damage (dice such as 1d8+1, or the number rolled) to record the hit.</p>}
        {canTarget && !incomplete && <PreviewPanel preview={fresh ?? preview?.value ?? null} stale={fresh === null} />}
        <FieldError message={errors.general} />
        <div className="attack-actions">
          <button type="submit" className="primary roll" disabled={!ready}>
            {manual ? `Record ${drafts.bfrpg.outcome}` : 'Roll attack'} <kbd>A</kbd>
          </button>
          <button type="button" onClick={() => void useCombat.getState().perform('combat.next', {})} disabled={busy}>
            Next fighter <kbd>N</kbd>
          </button>
        </div>
      </form>
    </section>
  );
}
