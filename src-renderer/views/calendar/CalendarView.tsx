import { useEffect, useState } from 'react';
import { dateOfDay, dayOfDate, dayOfFestival, describeRepeat, festivalsAfter, formatDate, formatDay, monthLength, moonTurns, noteFallsOn, OPENS_YEAR, weekDayIndex, type CalendarDate } from '../../../src-shared/calendar';
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
  // The day whose notes show; null follows the party's day.
  const [picked, setPicked] = useState<{ campaignId: number; day: number } | null>(null);
  const campaignId = campaign?.id;
  useEffect(() => {
    if (campaignId !== undefined) void load(campaignId);
  }, [campaignId, load]);

  if (!campaign) return <p className="empty">Choose or create a campaign first.</p>;
  const today = Math.floor(campaign.gameTimeSeconds / SECONDS_PER_DAY) + 1;
  const date = calendar ? dateAt(calendar, campaign.gameTimeSeconds) : null;
  const chosen = picked?.campaignId === campaign.id ? picked.day : today;
  const choose = (day: number) => setPicked({ campaignId: campaign.id, day });

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
      {!calendar && !editing && <p className="empty">This campaign counts plain days ("Day 3"). Give it a calendar for months, week days, festival days, seasons and moons.</p>}
      {calendar && date && <MonthGrid calendar={calendar} today={today} notes={notes} start={date} chosen={chosen} choose={choose} />}
      <DayNotes calendar={calendar} today={today} chosen={chosen} choose={choose} notes={notes} addNote={addNote} removeNote={removeNote} />
    </section>
  );
}

/** A day in the grid: a day of the month, or a festival day outside it (a whole row of its own). */
interface Cell {
  key: string;
  /** "4", or the festival's name. */
  label: string;
  /** Game day (0 = the first); null before the campaign began. */
  gameDay: number | null;
  festival: boolean;
  /** A day of the week: a month's, or a festival's that keeps its week day; the others take a row of their own. */
  inWeek: boolean;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/**
 * One month at a time, opening on the party's month, with the festival days that follow
 * it; days before the campaign began are greyed out. A click on a day chooses it for notes.
 */
function MonthGrid({ calendar, today, notes, start, chosen, choose }: { calendar: Calendar; today: number; notes: CalendarNote[]; start: CalendarDate; chosen: number; choose(day: number): void }) {
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
  const festivalCell = (f: { name: string; index: number }): Cell => ({
    key: `f${f.index}`,
    label: f.name,
    gameDay: dayOfFestival(calendar, shown.year, f.index),
    festival: true,
    inWeek: calendar.intercalary[f.index].inWeek && !calendar.weekStartsEachMonth,
  });
  // The festival days that open the year come before the first month's first day; those in the week take its places.
  const opening = shown.month === 0 ? festivalsAfter(calendar, shown.year, OPENS_YEAR).map(festivalCell) : [];
  const lead = mod((weekDayIndex(calendar, shown.year, shown.month, 1) ?? 0) - opening.filter((c) => c.inWeek).length, Math.max(1, week));
  const cells: Cell[] = [
    ...opening,
    ...Array.from({ length }, (_, i) => ({
      key: `d${i}`,
      label: String(i + 1),
      gameDay: firstDay === null ? dayOfDate(calendar, shown.year, shown.month, i + 1) : firstDay + i,
      festival: false,
      inWeek: true,
    })),
    ...festivalsAfter(calendar, shown.year, shown.month).map(festivalCell),
  ];

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
        <span className="muted small">Click a day to read or add its notes.</span>
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
        {cells.map((c) => {
          const day = c.gameDay === null ? null : c.gameDay + 1;
          const date = c.gameDay === null ? null : dateOfDay(calendar, c.gameDay);
          const dayNotes = c.gameDay === null ? [] : notes.filter((n) => noteFallsOn(calendar, n, c.gameDay!, date));
          const moons = c.gameDay === null ? [] : moonTurns(calendar, c.gameDay);
          const classes = ['month-day', c.festival && 'month-festival', c.festival && c.inWeek && 'in-week', day === today && 'today', day === null && 'before', day === chosen && 'chosen'].filter(Boolean).join(' ');
          return (
            <li key={c.key} className={classes} aria-label={`${c.label}${day === today ? ', today' : ''}${dayNotes.length ? `, ${dayNotes.length} note${dayNotes.length === 1 ? '' : 's'}` : ''}`}>
              <button type="button" className="month-day-pick" aria-label={date ? formatDate(calendar, date) : `${c.label}, before the campaign`} aria-pressed={day === chosen} disabled={day === null} onClick={() => day !== null && choose(day)}>
                <span className="month-day-head">
                  <span className="month-day-number">{c.label}</span>
                  {c.festival && <span className="month-festival-tag">outside the months</span>}
                  {moons.map((m) => (
                    <span key={m.name} className="moon" title={`${m.name}: ${m.turn}`}>
                      {m.turn === 'full' ? '○' : '●'}
                    </span>
                  ))}
                </span>
                {dayNotes.map((n) => (
                  <span key={n.id} className="month-note" title={n.repeatYears === null ? n.text : `${n.text} (${describeRepeat(n.repeatYears)})`}>
                    {n.repeatYears !== null && <span aria-hidden>↻ </span>}
                    {n.text}
                  </span>
                ))}
              </button>
            </li>
          );
        })}
      </ol>
      {calendar.moons.length > 0 && <p className="muted small">○ full moon · ● new moon · ↻ a note that comes back every year or every few years</p>}
    </section>
  );
}

type Repeat = 'once' | 'yearly' | 'every';

/** The notes of the chosen day (repeating ones included), the form to add one there, and every note the GM has written. */
function DayNotes({ calendar, today, chosen, choose, notes, addNote, removeNote }: { calendar: Calendar | null; today: number; chosen: number; choose(day: number): void; notes: CalendarNote[]; addNote(day: number, text: string, repeatYears: number | null): Promise<void>; removeNote(id: number): Promise<void> }) {
  const [text, setText] = useState('');
  const [repeat, setRepeat] = useState<Repeat>('once');
  const [years, setYears] = useState('4');
  const [problem, setProblem] = useState<string | null>(null);
  const name = (d: number) => (calendar ? formatDay(calendar, d - 1) : `Day ${d}`);
  const onDay = notes.filter((n) => noteFallsOn(calendar, n, chosen - 1));
  const remove = (n: CalendarNote) => (
    <button type="button" className="danger-quiet" aria-label={`Remove the note "${n.text}"`} onClick={() => void removeNote(n.id)}>
      ✕
    </button>
  );
  return (
    <section className="panel day-notes" aria-label="Notes on days">
      <h2>
        Notes on <span data-testid="chosen-day">{name(chosen)}</span>
        {chosen === today && <span className="muted"> (today)</span>}
      </h2>
      {onDay.length === 0 ? (
        <p className="empty">No notes on this day.</p>
      ) : (
        <ul className="note-list" aria-label="Notes on the chosen day">
          {onDay.map((n) => (
            <li key={n.id}>
              <span className="note-day">{n.day === chosen ? 'Written for this day' : `Every ${n.repeatYears === 1 ? 'year' : `${n.repeatYears} years`} since ${name(n.day)}`}</span>
              <span>{n.text}</span>
              {remove(n)}
            </li>
          ))}
        </ul>
      )}
      <form
        className="note-form"
        aria-label="Write on the chosen day"
        onSubmit={(e) => {
          e.preventDefault();
          const every = repeat === 'once' ? null : repeat === 'yearly' ? 1 : Number(years);
          if (every !== null && (!Number.isInteger(every) || every < 1)) return setProblem('Every how many years: a whole number, 1 or more');
          addNote(chosen, text, every).then(
            () => {
              setText('');
              setProblem(null);
            },
            (err: Error) => setProblem(err.message),
          );
        }}
      >
        {!calendar && (
          // Without a calendar there is no month to click in: the day is typed.
          <label className="inline">
            Day of the campaign
            <input className="qty" inputMode="numeric" value={chosen} onChange={(e) => choose(Math.max(1, Number(e.target.value.replace(/\D/g, '')) || 1))} />
          </label>
        )}
        <input className="wide" aria-label="Note" placeholder="The fair opens, a debt falls due…" value={text} onChange={(e) => setText(e.target.value)} />
        {calendar && (
          <select aria-label="Comes back" value={repeat} onChange={(e) => setRepeat(e.target.value as Repeat)}>
            <option value="once">Once</option>
            <option value="yearly">Every year on this date</option>
            <option value="every">Every few years on this date</option>
          </select>
        )}
        {calendar && repeat === 'every' && (
          <label className="inline">
            every
            <input className="qty" inputMode="numeric" aria-label="Every how many years" value={years} onChange={(e) => setYears(e.target.value)} />
            years
          </label>
        )}
        <button type="submit" className="primary" disabled={!text.trim()}>
          Add note
        </button>
      </form>
      <FieldError message={problem} />
      <h3 className="day-notes-all">All notes</h3>
      {notes.length === 0 ? (
        <p className="empty">No notes on any day yet.</p>
      ) : (
        <ul className="note-list" aria-label="Notes by day">
          {notes.map((n) => (
            <li key={n.id} className={n.day === today ? 'today' : n.day < today && n.repeatYears === null ? 'past' : undefined}>
              <button type="button" className="note-day numeric link-button" onClick={() => choose(n.day)}>
                {name(n.day)}
                {n.repeatYears !== null && `, ${describeRepeat(n.repeatYears)}`}
              </button>
              <span>{n.text}</span>
              {remove(n)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
