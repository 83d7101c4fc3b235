import { useState } from 'react';
import { burnsByHeight, LIGHT_KINDS, lightKinds, lightTally, refillable, SPELL_LIGHTS, type LightKind } from '../../../src-shared/light-kinds';
import { formatTimeLeft } from '../../../src-shared/time';
import { effectTimeLeft } from '../../components/effect-time';
import { FormProblems } from '../../components/forms/FormProblems';
import { InlineField } from '../../components/forms/InlineField';
import { asNumber, useContractForm } from '../../components/forms/use-contract-form';
import { Meter } from '../../components/Meter';
import { useDungeon } from '../../stores/dungeon';
import { LightTimeForm } from './LightTimeForm';

const capitalised = (s: string) => s[0].toUpperCase() + s.slice(1);

export function LightPanel() {
  const state = useDungeon((s) => s.state)!;
  const perform = useDungeon((s) => s.perform);
  const [correcting, setCorrecting] = useState<number | null>(null);
  const choices = useDungeon((s) => s.choices);
  const choose = useDungeon((s) => s.choose);
  const gm = state.audience === 'gm';
  const carriers = state.members.filter((m) => lightKinds.some((k) => m.carries.lights[k] > 0));
  // The bearer the GM picked stays picked for this campaign while they are still in the party.
  const who = state.members.some((m) => String(m.id) === choices.lightBearer) ? choices.lightBearer : String(carriers[0]?.id ?? state.members[0]?.id ?? '');
  const lighting = useContractForm('light.light', {
    initial: { kind: lightKinds[0], candleInches: '6', fromStores: false },
    keepDraft: true,
    toInput: (d) => ({
      partyId: state.partyId,
      memberId: Number(who),
      kind: d.kind as LightKind,
      ...(burnsByHeight(d.kind as LightKind) && { candleInches: asNumber(d.candleInches) as number }),
      fromStores: Boolean(d.fromStores),
    }),
    send: (input) => useDungeon.getState().act('light.light', input),
  });
  // Only a light that is used up when lit is taken from the stores; one that burns fuel is lit by whoever carries it.
  const inStores = lightTally(state.storesCarry).filter((t) => t.count > 0 && lightKinds.some((k) => k === t.key && LIGHT_KINDS[k].fuel === null));
  const level = state.lightLevel;
  const spellLights = state.effects.filter((e) => e.light !== null);

  return (
    <section className="panel light-panel" aria-label="Light">
      <header className="panel-head">
        <h2>Light</h2>
        <span className={`light-level${level.inDarkness ? ' dark' : ''}`} data-testid="light-level">
          {level.label}
        </span>
      </header>
      {level.effect && (
        <p className="light-effect" data-testid="light-effect">
          {level.effect}
        </p>
      )}
      {level.warning && (
        <p className={`banner ${level.inDarkness ? 'error' : 'warn'}`} role="alert">
          {level.warning}
        </p>
      )}
      {state.lights.length === 0 && spellLights.length === 0 && <p className="muted">Nothing lit yet.</p>}
      {spellLights.length > 0 && (
        <ul className="light-list spell-lights" data-testid="spell-lights">
          {spellLights.map((e) => (
            <li key={e.id} className="light-row" aria-label={e.name}>
              <Meter
                label={e.name}
                fraction={e.remainingSeconds / Math.max(1, e.endsAt - e.startedAt)}
                tone={e.remainingSeconds <= 600 ? 'danger' : 'ok'}
                text={`${effectTimeLeft(e.remainingSeconds, state.rules.secondsPerRound)} left · spell light, ${SPELL_LIGHTS[e.light!].brightRadius}' bright, ${SPELL_LIGHTS[e.light!].dimRadius}' dim`}
              />
            </li>
          ))}
        </ul>
      )}
      <ul className="light-list">
        {state.lights.map((l) => {
          const left = l.remainingSeconds;
          const fraction = left !== null && l.burnSeconds ? left / l.burnSeconds : l.state === 'lit' ? 1 : 0;
          const tone = l.state !== 'lit' ? 'neutral' : left !== null && left <= 600 ? 'danger' : left !== null && left <= 1800 ? 'warn' : 'ok';
          const text =
            l.state === 'spent'
              ? `empty: needs ${LIGHT_KINDS[l.kind].fuel?.noun ?? 'fuel'}`
              : left === null
                ? l.state === 'lit'
                  ? 'burning'
                  : 'put out'
                : `${formatTimeLeft(left, state.rules.secondsPerRound)} left${l.state === 'out' ? ' (put out)' : ''}${gm && !l.revealed ? ' · hidden from players' : ''}`;
          return (
            <li key={l.id} className="light-row" aria-label={`${l.carrierName}'s ${LIGHT_KINDS[l.kind].noun}`}>
              <Meter label={`${l.carrierName}'s ${LIGHT_KINDS[l.kind].noun}`} fraction={fraction} tone={tone} text={text} />
              {gm && (
                <div className="light-actions">
                  {l.state === 'lit' && (
                    <button type="button" onClick={() => void perform('light.snuff', { lightId: l.id })}>
                      Put out
                    </button>
                  )}
                  {l.state === 'out' && (
                    <button type="button" onClick={() => void perform('light.relight', { lightId: l.id })}>
                      Relight
                    </button>
                  )}
                  {l.state === 'spent' && refillable(l.kind) && (
                    <button type="button" onClick={() => void perform('light.refuel', { lightId: l.id })}>
                      Refill with {LIGHT_KINDS[l.kind].fuel?.noun}
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => void perform('light.reveal', { lightId: l.id, revealed: !l.revealed })}
                  >
                    {l.revealed ? 'Hide time' : 'Show players'}
                  </button>
                  {l.state !== 'spent' && (
                    <button type="button" aria-expanded={correcting === l.id} onClick={() => setCorrecting(correcting === l.id ? null : l.id)}>
                      Set time
                    </button>
                  )}
                </div>
              )}
              {gm && correcting === l.id && <LightTimeForm light={l} name={`${l.carrierName}'s ${LIGHT_KINDS[l.kind].noun}`} onDone={() => setCorrecting(null)} />}
            </li>
          );
        })}
      </ul>
      {gm && (
        <form className="light-new" {...lighting.formProps} aria-label="Light a light">
          <InlineField error={lighting.errorProps('memberId')}>
            <select {...lighting.control('memberId')} aria-label="Who lights it" value={who} onChange={(e) => choose('lightBearer', e.target.value)}>
              {state.members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name} ({lightTally(m.carries).map((t) => `${t.count} ${t.count === 1 ? t.one : t.many}`).join(', ')})
                </option>
              ))}
            </select>
          </InlineField>
          <select {...lighting.text('kind')} aria-label="What to light">
            {lightKinds.map((k) => (
              <option key={k} value={k}>
                {capitalised(LIGHT_KINDS[k].noun)}
              </option>
            ))}
          </select>
          {burnsByHeight(lighting.draft.kind as LightKind) && (
            <InlineField error={lighting.errorProps('candleInches')}>
              <label className="candle-height">
                <input className="qty" inputMode="decimal" {...lighting.text('candleInches')} aria-label="Candle height in inches" /> in. tall
              </label>
            </InlineField>
          )}
          {(inStores.length > 0 || lighting.draft.fromStores) && (
            <InlineField error={lighting.errorProps('fromStores')}>
              <label className="inline-check">
                <input {...lighting.checkbox('fromStores')} /> from the stores ({inStores.map((t) => `${t.count} ${t.count === 1 ? t.one : t.many}`).join(', ') || 'none left'})
              </label>
            </InlineField>
          )}
          <button type="submit" className="primary" disabled={lighting.busy}>
            Light
          </button>
          <FormProblems form={lighting} />
        </form>
      )}
    </section>
  );
}
