import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CombatantView, CombatState } from '../../../src-shared/contract';
import { api } from '../../api/client';
import { FieldError } from '../../components/FieldError';
import { useFieldErrors } from '../../components/field-errors';
import { useLatestAnswer } from '../../components/use-latest-answer';
import { useShortcuts } from '../../components/use-shortcuts';
import { useCombat } from '../../stores/combat';
import { systemUis } from '../../systems';
import type { AttackPart, ManeuverChoice } from '../../systems/system-ui';
import { AbilityButtons } from './AbilityButtons';
import { ManeuverPicker, shownChoice } from './ManeuverPicker';
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
  'attack.range',
  'attack.situations',
  'attack.modifier',
];

interface Props {
  state: CombatState;
  actor: CombatantView;
  target: CombatantView | null;
}

/** What the fighter whose turn it is (or whom the GM picked) does: maneuver, attack, the odds, the roll. */
export function ActionPanel(props: Props) {
  return systemUis[props.state.rules.system].attack((part) => <Actions attack={part} {...props} />);
}

function Actions<D>({ attack, state, actor, target }: Props & { attack: AttackPart<D> }) {
  const { maneuver } = systemUis[state.rules.system];
  const busy = useCombat((s) => s.busy);
  // Each fighter's form is kept while others act, so their weapon stays chosen between turns.
  const [drafts, setDrafts] = useState<Record<number, D>>({});
  const firstDraft = useMemo(() => attack.forTarget(attack.forActor(attack.fresh(), actor), target), [actor.id]);
  const draft = drafts[actor.id] ?? firstDraft;
  const setDraft = useCallback(
    (update: (d: D) => D) => setDrafts((all) => ({ ...all, [actor.id]: update(all[actor.id] ?? firstDraft) })),
    [actor.id, firstDraft],
  );
  // The maneuver shown is the one declared this turn, else the first (Attack); a new turn starts over.
  const turnKey = `${actor.id}@${state.round}.${state.turn}`;
  const [choices, setChoices] = useState<Record<string, ManeuverChoice>>({});
  const choice = choices[turnKey] ?? { id: actor.declared?.id ?? state.reference.maneuvers[0]?.id ?? '', option: actor.declared?.option ?? '', extras: {} };
  const setChoice = (next: ManeuverChoice) => setChoices((all) => ({ ...all, [turnKey]: next }));
  const errors = useFieldErrors(ATTACK_FIELDS);
  const { clear, setError } = errors;

  useEffect(() => clear(), [actor.id, clear]);

  useEffect(() => {
    setDraft((d) => attack.forTarget(d, target));
  }, [target?.id]);

  const declaration = maneuver && state.reference.maneuvers.length > 0 ? maneuver.declaration(shownChoice(state.reference.maneuvers, choice), target?.id ?? null) : null;
  const record = attack.record(draft, actor, declaration);
  const key = JSON.stringify([actor.id, target?.id, record]);
  // Any step in the fight can change the odds (a maneuver, a wound, a used block).
  const revision = `${state.round}.${state.turn}.${state.log[0]?.id ?? 0}`;
  const canTarget = target !== null && target.id !== actor.id && !actor.out;
  const missing = attack.missing(draft, actor);
  const incomplete = missing !== null;

  const preview = useLatestAnswer(
    () => (canTarget && !incomplete ? api.combat.preview({ encounterId: state.encounterId, attackerId: actor.id, defenderId: target.id, attack: record }) : null),
    key,
    { refresh: `${revision} ${canTarget} ${incomplete}` },
  );
  useEffect(() => {
    if (preview.error) setError(preview.error);
    else if (preview.data) clear();
  }, [preview.error, preview.data, setError, clear]);
  // A refused attack shows no odds at all rather than the last attack's.
  const shown = preview.error ? null : preview.data;
  const fresh = preview.answers === key ? shown : null;
  // The odds need not have arrived to attack: the server checks the record again, and a
  // key pressed just after a change (Tab then A) would otherwise be dropped unseen.
  const refused = fresh !== null && !fresh.possible;
  const [why, setWhy] = useState<string | null>(null);
  useEffect(() => setWhy(null), [key]);

  async function roll() {
    if (busy) return;
    const reason = actor.out
      ? `${actor.name} is out of the fight.`
      : !canTarget || !target
        ? 'Pick a target first: click a fighter.'
        : (missing ?? (refused ? (fresh.reason ?? 'This attack cannot be made.') : null));
    if (reason) {
      setWhy(reason);
      return;
    }
    await errors.attempt(() => useCombat.getState().act('combat.attack', { attackerId: actor.id, defenderId: target!.id, attack: record }));
  }
  const rollRef = useRef(roll);
  rollRef.current = roll;
  useShortcuts(useMemo(() => [{ key: 'a', run: () => void rollRef.current() }], []));

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
      <AbilityButtons actor={actor} />
      {maneuver && state.reference.maneuvers.length > 0 && <ManeuverPicker part={maneuver} state={state} actor={actor} target={target} value={choice} onChange={setChoice} />}
      <form
        className="attack-form"
        aria-label="Attack"
        onSubmit={(e) => {
          e.preventDefault();
          void roll();
        }}
        onKeyDown={(e) => {
          // Inputs submit on Enter by themselves; selects and checkboxes do not, so Enter anywhere in the form attacks.
          const el = e.target as HTMLElement;
          if (e.key === 'Enter' && !e.repeat && (el.tagName === 'SELECT' || (el instanceof HTMLInputElement && el.type === 'checkbox'))) {
            e.preventDefault();
            void roll();
          }
        }}
      >
        <h3>{manual ? 'Record an attack' : 'Attack'}</h3>
        <attack.Form state={state} draft={draft} setDraft={setDraft} actor={actor} target={target} errorFor={errors.errorFor} />
        {actor.out && <p className="banner warn preview-block">{actor.name} is out of the fight: press N to hand the turn on.</p>}
        {/* What is missing is said once: quietly, then as the refusal when the GM attacks anyway. */}
        {canTarget && missing && why !== missing && <p className="preview-empty muted">{missing}</p>}
        {canTarget && !incomplete && <PreviewPanel preview={shown} stale={fresh === null} />}
        {why && (
          <p className="banner warn preview-block" role="alert">
            {why}
          </p>
        )}
        <FieldError message={errors.general} />
        <div className="attack-actions">
          <button type="submit" className="primary roll" disabled={busy || refused} aria-disabled={!canTarget || incomplete || undefined}>
            {attack.submitLabel(draft)} <kbd>A</kbd>
          </button>
          <button type="button" onClick={() => void useCombat.getState().perform('combat.next', {})} disabled={busy}>
            Next fighter <kbd>N</kbd>
          </button>
        </div>
      </form>
    </section>
  );
}
