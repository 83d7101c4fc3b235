import { useMemo, useRef } from 'react';
import type { EffectView, MethodInput } from '../../src-shared/contract';
import { UnitOfTimeSelect } from './UnitOfTimeSelect';
import { effectTimeLeft } from './effect-time';
import { FormProblems } from './forms/FormProblems';
import { InlineField } from './forms/InlineField';
import { asNumber, useContractForm } from './forms/use-contract-form';
import { Meter } from './Meter';
import { useShortcuts } from './use-shortcuts';

export type EffectInput = Omit<MethodInput<'effect.add'>, 'audience'>;

interface Props {
  effects: readonly EffectView[];
  secondsPerRound: number;
  gm: boolean;
  /** The party the view is about; without one (a fight with no party) effects can only be read. */
  partyId: number | null;
  members: readonly { id: number; name: string }[];
  /** In a fight: the round now, so each effect says through which round it lasts. */
  round?: number;
  add(input: EffectInput): Promise<unknown>;
  remove(effectId: number): Promise<unknown>;
}


/** Spells, poisons and countdowns running with the clock, with a form to set one; F jumps to it. */
export function EffectsPanel({ effects, secondsPerRound, gm, partyId, members, round, add, remove }: Props) {
  const nameField = useRef<HTMLInputElement | null>(null);
  const form = useContractForm('effect.add', {
    initial: { name: '', on: 'party', memberId: String(members[0]?.id ?? ''), amount: '6', unit: round === undefined ? 'turns' : 'rounds', visible: true },
    toInput: (d) => ({
      partyId: partyId ?? 0,
      name: String(d.name),
      on: d.on as EffectInput['on'],
      ...(d.on === 'member' && { memberId: Number(d.memberId) }),
      amount: asNumber(d.amount) as number,
      unit: d.unit as EffectInput['unit'],
      visible: Boolean(d.visible),
    }),
    send: (input) => add(input),
  });
  const nameProps = form.text('name');
  useShortcuts(useMemo(() => [{ key: 'f', run: () => nameField.current?.focus() }], []), gm && partyId !== null);

  return (
    <section className="panel effects-panel" aria-label="Effects and countdowns">
      <header className="panel-head">
        <h2>Effects &amp; countdowns</h2>
        <span className="muted">{effects.length === 0 ? 'none running' : `${effects.length} running`}</span>
      </header>
      {effects.length === 0 && <p className="muted">No spell, poison or countdown is running.</p>}
      <ul className="effect-list">
        {effects.map((e) => {
          const total = Math.max(1, e.endsAt - e.startedAt);
          const soon = e.remainingSeconds <= Math.min(600, total / 4);
          const through = round !== undefined ? `through round ${round + Math.ceil(e.remainingSeconds / secondsPerRound) - 1}` : null;
          const about = [e.on === 'campaign' ? 'a countdown for everyone' : `on ${e.onName}`, through, gm && !e.visible && 'hidden from the players'].filter(Boolean).join(' · ');
          return (
            <li key={e.id} className="effect-row" aria-label={`${e.name} on ${e.onName}`}>
              <div>
                <Meter label={e.name} fraction={e.remainingSeconds / total} tone={soon ? 'warn' : 'ok'} text={`${effectTimeLeft(e.remainingSeconds, secondsPerRound)} left`} />
                <p className="effect-about muted">{about}</p>
              </div>
              {gm && (
                <button type="button" onClick={() => void remove(e.id)} title={`Take ${e.name} off now`}>
                  Remove
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {gm && partyId !== null && (
        <form className="effect-new" {...form.formProps} aria-label="Set an effect">
          <InlineField error={form.errorProps('name')}>
            <input
              {...nameProps}
              ref={(el) => {
                nameProps.ref(el);
                nameField.current = el;
              }}
              placeholder="Light, poison, reinforcements…"
              aria-label="Effect name"
            />
          </InlineField>
          <select {...form.text('on')} aria-label="It sits on">
            <option value="party">The party</option>
            <option value="member">One member</option>
            <option value="campaign">Everyone (a countdown)</option>
          </select>
          {form.draft.on === 'member' && (
            <InlineField error={form.errorProps('memberId')}>
              <select {...form.text('memberId')} aria-label="Which member">
                {members.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </select>
            </InlineField>
          )}
          <InlineField error={form.errorProps('amount')}>
            <input className="qty" inputMode="numeric" {...form.text('amount')} aria-label="How long" />
          </InlineField>
          <UnitOfTimeSelect {...form.text('unit')} />
          <label className="check">
            <input {...form.checkbox('visible')} /> Players see it
          </label>
          <button type="submit" className="primary" disabled={form.busy}>
            Set <kbd>F</kbd>
          </button>
          <FormProblems form={form} />
        </form>
      )}
    </section>
  );
}
