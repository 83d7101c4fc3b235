import { useState } from 'react';
import { contract, legModes, type JourneyView, type MethodInput, type PartyView } from '../../../src-shared/contract';
import { ApiCallError } from '../../api/client';
import { useAction } from '../../components/field-errors';
import { FieldError } from '../../components/FieldError';
import { FormProblems } from '../../components/forms/FormProblems';
import { InlineField } from '../../components/forms/InlineField';
import { asNumber, useContractForm, useSchemaForm } from '../../components/forms/use-contract-form';
import { useWilderness } from '../../stores/wilderness';
import { formatGameHour, plural } from '../../../src-shared/time';
import { selectCalendar, useCampaigns } from '../../stores/campaigns';

const needYou = (n: number) => `${plural(n, 'day')} ${n === 1 ? 'needs' : 'need'} you`;

export interface LegDraft {
  to: { col: number; row: number };
  mode: (typeof legModes)[number];
  vessel: string;
  forcedMarch: boolean;
}

const VESSELS = ['riverboat', 'rowboat', 'canoe', 'raft', 'sailboat', 'caravel', 'carrack', 'longship', 'galley-small', 'galley-large'];

interface Props {
  party: PartyView | null;
  start: { col: number; row: number } | null;
  /** Null when the party stands on this map: it starts where it is. */
  setStart: ((hex: { col: number; row: number }) => void) | null;
  legs: LegDraft[];
  setLegs(legs: LegDraft[]): void;
  /** Why the party cannot travel now (a fight going on, or it stands underground), shown where Travel is; null when it can. */
  cannotTravel: string | null;
}

/** A hex as the contract reads it, wherever a method takes one. */
const hexSchema = contract['hexmap.annotate'].input.shape.hex;

/** Typing a hex is the keyboard's way to do what a click on the map does. */
function HexForm({ label, button, onHex }: { label: string; button: string; onHex(hex: { col: number; row: number }): void }) {
  const form = useSchemaForm(hexSchema, {
    initial: { col: '', row: '' },
    toInput: (d) => ({ col: asNumber(d.col) as number, row: asNumber(d.row) as number }),
    send: async (hex) => onHex(hex),
  });
  return (
    <form className="hex-form" {...form.formProps} aria-label={label}>
      <span className="muted">{label}</span>
      <InlineField error={form.errorProps('col')}>
        <input className="qty" {...form.text('col')} aria-label={`${label}: column`} placeholder="col" />
      </InlineField>
      <InlineField error={form.errorProps('row')}>
        <input className="qty" {...form.text('row')} aria-label={`${label}: row`} placeholder="row" />
      </InlineField>
      <button type="submit">{button}</button>
    </form>
  );
}

const replaceQuestion = (open: JourneyView) =>
  `Replace the planned journey (${plural(open.days.length, 'day')}${open.committedDays ? `, ${open.committedDays} travelled` : ''}) with this new plan?`;

/** The journey planner: legs picked on the map, how each is travelled, then plan and commit. */
export function Planner({ party, start, setStart, legs, setLegs, cannotTravel }: Props) {
  const { region, journey, plan, commit } = useWilderness();
  const [stopOnEvent, setStopOnEvent] = useState(true);
  // A plan the host would not put over the party's unfinished journey unasked: the GM chooses beside the button.
  const [waiting, setWaiting] = useState<MethodInput<'journey.plan'> | null>(null);
  const travel = useAction();
  const choosing = useAction();
  const own = journey && party && journey.partyId === party.id && journey.status === 'draft' ? journey : null;
  const calendar = useCampaigns(selectCalendar);
  const edit = (k: number, change: Partial<LegDraft>) => setLegs(legs.map((l, i) => (i === k ? { ...l, ...change } : l)));
  const form = useContractForm('journey.plan', {
    initial: { crew: '12', navigator: false },
    keepDraft: true,
    fields: ['legs', 'start'],
    toInput: (d) => ({
      partyId: party?.id ?? 0,
      regionId: region?.id ?? 0,
      ...(start && { start }),
      legs: legs.map((l) => ({ to: l.to, mode: l.mode, forcedMarch: l.forcedMarch, ...((l.mode === 'river' || l.mode === 'sea') && { vessel: l.vessel }) })),
      crew: asNumber(d.crew) as number,
      navigator: Boolean(d.navigator),
    }),
    send: async (input) => {
      try {
        await plan(input);
      } catch (e) {
        // The host refuses to replace the party's unfinished journey unasked (after checking the new
        // plan, so a bad leg is named first); the GM is asked, and the plan sent again if they agree.
        if (!(e instanceof ApiCallError && e.code === 'conflict')) throw e;
        if (!window.confirm(own ? replaceQuestion(own) : `${e.reason}.`)) return setWaiting(input);
        await plan({ ...input, replace: true });
      }
      setWaiting(null);
      setLegs([]);
    },
  });
  const replace = (input: MethodInput<'journey.plan'>) =>
    void choosing.run(async () => {
      await plan({ ...input, replace: true });
      setWaiting(null);
      setLegs([]);
    });
  const goOn = () =>
    void choosing.run(async () => {
      setWaiting(null);
      await commit(stopOnEvent);
    });

  return (
    <section className="panel planner" aria-label="Journey planner">
      <h2>Journey</h2>
      <p className="muted">
        {party ? `${party.name}` : 'No party'} from {start ? `hex ${start.col},${start.row}` : 'a hex you click first'}. Click the map to add a stop.
      </p>
      {setStart && <HexForm label="Start at" button="Set start" onHex={setStart} />}
      <HexForm
        label="Add a stop"
        button="Add"
        onHex={(to) => {
          const last = legs[legs.length - 1];
          setLegs([...legs, { to, mode: last?.mode ?? 'foot', vessel: last?.vessel ?? 'caravel', forcedMarch: false }]);
        }}
      />
      <form {...form.formProps} aria-label="Plan the journey">
        <ol className="legs">
          {legs.map((l, k) => (
            <li key={k} className="leg" aria-label={`Leg ${k + 1}`}>
              <span className="numeric">
                → {l.to.col},{l.to.row}
              </span>
              <InlineField error={form.errorProps(`legs.${k}`)}>
                <select {...form.control(`legs.${k}`)} aria-label={`Leg ${k + 1} mode`} value={l.mode} onChange={(e) => edit(k, { mode: e.target.value as LegDraft['mode'] })}>
                  {legModes.map((m) => (
                    <option key={m} value={m}>
                      {m === 'foot' ? 'on foot' : m === 'air' ? 'by air' : `by ${m}`}
                    </option>
                  ))}
                </select>
              </InlineField>
              {(l.mode === 'river' || l.mode === 'sea') && (
                <select aria-label={`Leg ${k + 1} vessel`} value={l.vessel} onChange={(e) => edit(k, { vessel: e.target.value })}>
                  {VESSELS.map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </select>
              )}
              {l.mode === 'foot' && (
                <label className="check inline-check">
                  <input type="checkbox" checked={l.forcedMarch} onChange={(e) => edit(k, { forcedMarch: e.target.checked })} /> forced march
                </label>
              )}
              <button type="button" className="icon" aria-label={`Remove leg ${k + 1}`} onClick={() => setLegs(legs.filter((_, i) => i !== k))}>
                ✕
              </button>
            </li>
          ))}
        </ol>
        <FieldError {...form.errorProps('legs')} />
        <FieldError {...form.errorProps('start')} />
        <div className="planner-options">
          <label className="inline">
            Crew
            <InlineField error={form.errorProps('crew')}>
              <input className="qty" {...form.text('crew')} aria-label="Crew aboard" />
            </InlineField>
          </label>
          <label className="check inline-check">
            <input {...form.checkbox('navigator')} /> navigator aboard
          </label>
        </div>
        <FormProblems form={form} />
        <div className="sheet-actions">
          <button type="submit" className="primary" disabled={!party || legs.length === 0 || form.busy}>
            Plan journey
          </button>
          <button type="button" onClick={() => setLegs([])} disabled={legs.length === 0}>
            Clear
          </button>
        </div>
        {waiting && (
          <div className="journey-waiting" role="alert" data-testid="journey-waiting">
            <p>
              Not planned: {party?.name ?? 'the party'} has a journey not yet finished
              {own ? ` (${plural(own.days.length, 'day')}${own.committedDays ? `, ${own.committedDays} travelled` : ''})` : ''}. Planning again throws it away.
            </p>
            <div className="row">
              <button type="button" onClick={() => replace(waiting)}>
                Drop it and plan this one
              </button>
              {own && (
                <button type="button" onClick={goOn}>
                  {own.canContinue ? 'Continue that one' : 'Travel that one'}
                </button>
              )}
              <button type="button" onClick={() => setWaiting(null)}>
                Keep it
              </button>
            </div>
          </div>
        )}
        <FieldError message={choosing.message} />
      </form>
      {journey && (
        <div className="journey-summary" data-testid="journey-summary">
          <p>
            <strong>{plural(journey.days.length, 'day')}</strong>, {journey.totalMiles} miles{journey.arrived ? '' : ' (does not arrive)'} ·{' '}
            {needYou(journey.days.filter((d) => d.needsGm).length)}
          </p>
          <p className="reason" data-testid="journey-pace">
            On foot, {journey.pace.milesPerDay} miles a day: {journey.pace.reason}
          </p>
          {journey.bodyWarnings.length > 0 && (
            <ul className="journey-warnings" aria-label="Bodies at their size">
              {journey.bodyWarnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          )}
          {journey.warnings.length > 0 && (
            <ul className="journey-warnings" aria-label="Journey warnings">
              {journey.warnings.map((w) => (
                <li key={`${w.day}:${w.text}`}>
                  <strong>Day {w.day}:</strong> {w.text}
                </li>
              ))}
            </ul>
          )}
          {(journey.committedDays !== null || journey.underway) && journey.status === 'draft' && (
            <p className={journey.underway ? 'journey-stopped' : 'saved-note'} data-testid="journey-progress">
              Travelled {journey.committedDays ?? 0} of {plural(journey.days.length, 'day')}
              {journey.underway && ` · stopped partway through day ${journey.underway.day}, at ${formatGameHour(journey.underway.at, calendar)}`}
              {journey.position && ` · the party is at ${journey.position.col},${journey.position.row}`}.
            </p>
          )}
          {journey.status === 'draft' ? (
            <div className="sheet-actions">
              <button
                type="button"
                className="primary"
                disabled={cannotTravel !== null}
                aria-describedby={cannotTravel ? 'travel-refused' : undefined}
                onClick={() => void travel.run(() => commit(stopOnEvent))}
              >
                {journey.canContinue ? 'Continue' : 'Travel it'}
              </button>
              <label className="check inline-check">
                <input type="checkbox" checked={stopOnEvent} onChange={(e) => setStopOnEvent(e.target.checked)} /> stop at the first day that needs me
              </label>
              <FieldError message={travel.message} />
              {cannotTravel && (
                <p className="reason" id="travel-refused">
                  {cannotTravel}
                </p>
              )}
            </div>
          ) : (
            <p className="saved-note">Travelled: {plural(journey.committedDays ?? 0, 'day')}.</p>
          )}
        </div>
      )}
    </section>
  );
}
