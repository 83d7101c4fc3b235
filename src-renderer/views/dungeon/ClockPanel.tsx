import { useEffect, useMemo, useState } from 'react';
import { noteFallsOn } from '../../../src-shared/calendar';
import type { CalendarNote } from '../../../src-shared/contract';
import { dateAt, formatGameDay, gameTimeParts, SECONDS_PER_DAY, SECONDS_PER_TURN } from '../../../src-shared/time';
import { FormProblems } from '../../components/forms/FormProblems';
import { InlineField } from '../../components/forms/InlineField';
import { asNumber, useContractForm } from '../../components/forms/use-contract-form';
import { useShortcuts } from '../../components/use-shortcuts';
import { useCalendar } from '../../stores/calendar';
import { selectCalendar, useCampaigns } from '../../stores/campaigns';
import { useDungeon } from '../../stores/dungeon';
import { keyControl } from '../../stores/toasts';
import { EncounterTableForm } from './EncounterTableForm';

/** An advance button's step, from the button or its key (whose badge the result then stands beside). */
const advance = (seconds: number, stopOnEvent: boolean, near?: Element | null) => useDungeon.getState().advance(seconds, stopOnEvent, near);

const steps = (secondsPerRound: number) => [
  { label: 'Round', key: 'R', seconds: secondsPerRound },
  { label: 'Turn', key: 'T', seconds: SECONDS_PER_TURN },
  { label: 'Hour', key: 'H', seconds: 3600 },
  { label: 'Day', key: 'D', seconds: SECONDS_PER_DAY },
];

const noNotes: CalendarNote[] = [];

/** The game clock with its turn buttons; in a fight the fight's rounds run it, so its buttons rest. */
export function ClockPanel({ fight = false }: { fight?: boolean }) {
  const state = useDungeon((s) => s.state)!;
  const busy = useDungeon((s) => s.busy);
  const partyId = useDungeon((s) => s.partyId);
  const calendar = useCampaigns(selectCalendar);
  const campaignId = useCampaigns((s) => s.selectedId);
  const notes = useCalendar((s) => (s.campaignId === campaignId ? s.notes : noNotes));
  const gm = state.audience === 'gm';
  const { secondsPerRound } = state.rules;
  const stepping = gm && !fight;
  useShortcuts(
    useMemo(
      () => [
        ...steps(secondsPerRound).map((s) => ({ key: s.key.toLowerCase(), run: () => void advance(s.seconds, s.seconds > SECONDS_PER_TURN, keyControl(s.key)) })),
        { key: 'u', run: () => void advance(8 * 3600, true, keyControl('U')) },
      ],
      [secondsPerRound],
    ),
    stepping,
  );
  useEffect(() => {
    if (gm && campaignId !== null) void useCalendar.getState().load(campaignId);
  }, [gm, campaignId]);
  const [editingTable, setEditingTable] = useState(false);
  const until = useContractForm('clock.advance', {
    initial: { hours: '8' },
    keepDraft: true,
    toInput: (d) => {
      const hours = asNumber(d.hours);
      return { partyId: partyId ?? 0, seconds: hours === undefined ? (hours as never) : Math.round(hours * 3600), stopOnEvent: true };
    },
    send: ({ seconds }) => useDungeon.getState().act('clock.advance', { seconds, stopOnEvent: true }),
  });
  const t = gameTimeParts(state.gameTimeSeconds);
  const date = calendar ? dateAt(calendar, state.gameTimeSeconds) : null;
  const round = Math.floor((state.gameTimeSeconds % SECONDS_PER_TURN) / secondsPerRound);
  const pad = (n: number) => String(n).padStart(2, '0');
  const nextCheck = state.wandering.nextCheckAt;
  // The GM's notes come up on the day the party reaches, repeating ones every year they come back.
  const todays = gm ? notes.filter((n) => noteFallsOn(calendar, n, t.day - 1)) : noNotes;

  return (
    <section className="panel clock-panel" aria-label="Game clock">
      <div className="clock-face">
        <div className="clock-day" data-testid="clock-day">
          {formatGameDay(state.gameTimeSeconds, calendar)}
        </div>
        {date && (
          <div className="clock-almanac muted">
            {[date.weekDay, date.season, ...date.moons.map((m) => `${m.name} ${m.phase}`), calendar && `day ${t.day} of the campaign`].filter(Boolean).join(' · ')}
          </div>
        )}
        {todays.length > 0 && (
          <ul className="clock-notes" aria-label="Notes on this day">
            {todays.map((n) => (
              <li key={n.id}>{n.text}</li>
            ))}
          </ul>
        )}
        <div className="clock-time numeric" data-testid="clock-time">
          {pad(t.hour)}:{pad(t.minute)}
        </div>
        <div className="clock-turn">
          <span className="numeric" data-testid="clock-turn">
            Turn {t.turn}
          </span>
          <span className="muted numeric">
            {' '}
            {/* GURPS counts one-second turns in combat: the turn's seconds read better as minutes and seconds. */}
            {secondsPerRound === 1
              ? `· ${Math.floor(round / 60)}:${pad(round % 60)} into the turn`
              : `· round ${round + 1} of ${SECONDS_PER_TURN / secondsPerRound}`}
          </span>
        </div>
        {state.audience === 'gm' && (
          <p className="reason">
            {nextCheck !== null
              ? `Wandering check ${state.wandering.chanceInSix} in 6 every ${state.wandering.checkEveryTurns} turns; next at turn ${gameTimeParts(nextCheck).turn}.`
              : 'No wandering checks here.'}
            {!editingTable && (
              <button type="button" className="table-change" onClick={() => setEditingTable(true)}>
                Change the table
              </button>
            )}
          </p>
        )}
        {state.audience === 'gm' && editingTable && <EncounterTableForm state={state} onDone={() => setEditingTable(false)} />}
      </div>
      {gm && fight && <p className="reason">The fight's rounds run the clock until it ends.</p>}
      {stepping && (
        <div className="clock-controls">
          <div className="step-buttons">
            {steps(secondsPerRound).map((s) => (
              <button key={s.label} type="button" title={`Advance one ${s.label.toLowerCase()}`} data-key={s.key} disabled={busy} onClick={(e) => void advance(s.seconds, s.seconds > SECONDS_PER_TURN, e.currentTarget)}>
                <span>{s.label}</span>
                <kbd>{s.key}</kbd>
              </button>
            ))}
          </div>
          <form className="until" {...until.formProps}>
            <label>
              Run up to
              <InlineField error={until.errorProps('seconds')}>
                <input
                  className="qty"
                  inputMode="decimal"
                  {...until.control('seconds')}
                  value={String(until.draft.hours)}
                  onChange={(e) => until.set('hours', e.target.value)}
                  aria-label="Hours to run at most"
                />
              </InlineField>
              hours
            </label>
            <button type="submit" className="primary" data-key="U" disabled={busy}>
              Until something happens <kbd>U</kbd>
            </button>
            <FormProblems form={until} />
          </form>
        </div>
      )}
    </section>
  );
}
