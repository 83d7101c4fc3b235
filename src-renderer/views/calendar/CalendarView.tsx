import { useEffect, useState } from 'react';
import { dayOfDate, formatDay, monthLength, moonTurns, type CalendarDate } from '../../../src-shared/calendar';
import type { Calendar, CalendarNote } from '../../../src-shared/contract';
import { dateAt, formatGameDay, SECONDS_PER_DAY } from '../../../src-shared/time';
import { Banner } from '../../components/Banner';
import { FieldError } from '../../components/FieldError';
import { useCalendar } from '../../stores/calendar';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { CalendarEditor } from './CalendarEditor';

/** The campaign's calendar: the month the party is in, the GM's notes on its days, and the editor. */
export function CalendarView() {
  const campaign = useCampaigns(selectCurrentCampaign);
  const { calendar, notes, error, load, save, addNote, removeNote } = useCalendar();
  const [editing, setEditing] = useState(false);
  const campaignId = campaign?.id;
  useEffect(() => {
    if (campaignId !== undefined) void load(campaignId);
  }, [campaignId, load]);

  if (!campaign) return <p className="empty">Choose or create a campaign first.</p>;
  const today = Math.floor(campaign.gameTimeSeconds / SECONDS_PER_DAY) + 1;
  const date = calendar ? dateAt(calendar, campaign.gameTimeSeconds) : null;

  return (
    <section className="view calendar-view" aria-labelledby="calendar-title">
      <header className="view-header party-header">
        <div>
          <h1 id="calendar-title">Calendar</h1>
          <p className="view-sub">
            Today is <strong data-testid="calendar-today">{formatGameDay(campaign.gameTimeSeconds, calendar)}</strong>
            {date && [date.weekDay, date.season].filter(Boolean).map((s) => ` · ${s}`)}
          </p>
        </div>
        <div className="party-tools">
          <button type="button" className={calendar ? undefined : 'primary'} aria-expanded={editing} onClick={() => setEditing((e) => !e)}>
            {calendar ? 'Edit the calendar' : 'Give this campaign a calendar'}
          </button>
        </div>
      </header>
      <Banner message={error} />
      {editing && (
        <CalendarEditor
          key={campaign.id}
          calendar={calendar}
          onSave={async (c) => {
            await save(c);
            setEditing(false);
          }}
          onRemove={async () => {
            await save(null);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      {!calendar && !editing && <p className="empty">This campaign counts plain days ("Day 3"). Give it a calendar for months, week days, seasons and moons.</p>}
      {calendar && date && <MonthGrid calendar={calendar} today={today} notes={notes} start={date} />}
      <DayNotes calendar={calendar} today={today} notes={notes} addNote={addNote} removeNote={removeNote} />
    </section>
  );
}

/** One month at a time, opening on the party's month; days before the campaign began are greyed out. */
function MonthGrid({ calendar, today, notes, start }: { calendar: Calendar; today: number; notes: CalendarNote[]; start: CalendarDate }) {
  const [shown, setShown] = useState({ year: start.year, month: start.month });
  const step = (by: number) =>
    setShown(({ year, month }) => {
      const m = month + by;
      if (m < 0) return { year: year - 1, month: calendar.months.length - 1 };
      if (m >= calendar.months.length) return { year: year + 1, month: 0 };
      return { year, month: m };
    });
  const length = monthLength(calendar, shown.year, shown.month);
  const week = calendar.weekDays.length;
  const firstDay = dayOfDate(calendar, shown.year, shown.month, 1);
  // The week day of the 1st, counted back from any day of the month that the campaign reached.
  const anchor = Array.from({ length }, (_, i) => dayOfDate(calendar, shown.year, shown.month, i + 1)).findIndex((d) => d !== null);
  const anchorDay = anchor >= 0 ? dayOfDate(calendar, shown.year, shown.month, anchor + 1)! : null;
  const lead = week && anchorDay !== null ? (((calendar.epochWeekDay + anchorDay - anchor) % week) + week) % week : 0;
  const byDay = new Map<number, CalendarNote[]>();
  notes.forEach((n) => byDay.set(n.day, [...(byDay.get(n.day) ?? []), n]));

  return (
    <section className="panel month-grid" aria-label="Month">
      <header className="month-head">
        <button type="button" aria-label="Previous month" onClick={() => step(-1)}>
          ‹
        </button>
        <h2>
          {calendar.months[shown.month].name} {shown.year}
          {calendar.era && ` ${calendar.era}`}
        </h2>
        <button type="button" aria-label="Next month" onClick={() => step(1)}>
          ›
        </button>
      </header>
      <ol className="month-days" style={{ gridTemplateColumns: `repeat(${week || 7}, minmax(0, 1fr))` }}>
        {calendar.weekDays.map((w) => (
          <li key={w} className="week-day" aria-hidden>
            {w}
          </li>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <li key={`lead-${i}`} className="month-pad" aria-hidden />
        ))}
        {Array.from({ length }, (_, i) => {
          const gameDay = firstDay === null ? dayOfDate(calendar, shown.year, shown.month, i + 1) : firstDay + i;
          const day = gameDay === null ? null : gameDay + 1;
          const dayNotes = day === null ? [] : (byDay.get(day) ?? []);
          const moons = gameDay === null ? [] : moonTurns(calendar, gameDay);
          return (
            <li key={i} className={`month-day${day === today ? ' today' : ''}${day === null ? ' before' : ''}`} aria-label={`${i + 1}${day === today ? ', today' : ''}${dayNotes.length ? `, ${dayNotes.length} note${dayNotes.length === 1 ? '' : 's'}` : ''}`}>
              <span className="month-day-head">
                <span className="month-day-number">{i + 1}</span>
                {moons.map((m) => (
                  <span key={m.name} className="moon" title={`${m.name}: ${m.turn}`}>
                    {m.turn === 'full' ? '○' : '●'}
                  </span>
                ))}
              </span>
              {dayNotes.map((n) => (
                <span key={n.id} className="month-note" title={n.text}>
                  {n.text}
                </span>
              ))}
            </li>
          );
        })}
      </ol>
      {calendar.moons.length > 0 && <p className="muted small">○ full moon · ● new moon</p>}
    </section>
  );
}

function DayNotes({ calendar, today, notes, addNote, removeNote }: { calendar: Calendar | null; today: number; notes: CalendarNote[]; addNote(day: number, text: string): Promise<void>; removeNote(id: number): Promise<void> }) {
  const [day, setDay] = useState(String(today));
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const name = (d: number) => (calendar ? formatDay(calendar, d - 1) : `Day ${d}`);
  const dayNumber = Number(day);
  return (
    <section className="panel day-notes" aria-label="Notes on days">
      <h2>Notes on days</h2>
      <form
        className="note-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!Number.isInteger(dayNumber) || dayNumber < 1) return setProblem('The day must be 1 or later');
          addNote(dayNumber, text).then(
            () => {
              setText('');
              setProblem(null);
            },
            (err: Error) => setProblem(err.message),
          );
        }}
      >
        <label className="inline">
          Day of the campaign
          <input className="qty" inputMode="numeric" value={day} onChange={(e) => setDay(e.target.value.replace(/\D/g, ''))} />
        </label>
        <span className="muted note-date">{Number.isInteger(dayNumber) && dayNumber >= 1 ? name(dayNumber) : ''}</span>
        <input className="wide" aria-label="Note" placeholder="The fair opens, a debt falls due…" value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="primary" disabled={!text.trim()}>
          Add note
        </button>
      </form>
      <FieldError message={problem} />
      {notes.length === 0 ? (
        <p className="empty">No notes on any day yet.</p>
      ) : (
        <ul className="note-list" aria-label="Notes by day">
          {notes.map((n) => (
            <li key={n.id} className={n.day === today ? 'today' : n.day < today ? 'past' : undefined}>
              <span className="note-day numeric">{name(n.day)}</span>
              <span>{n.text}</span>
              <button type="button" className="danger-quiet" aria-label={`Remove the note "${n.text}"`} onClick={() => void removeNote(n.id)}>
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
