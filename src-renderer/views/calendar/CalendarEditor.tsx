import { useState } from 'react';
import { calendarPresets, OPENS_YEAR } from '../../../src-shared/calendar';
import { calendarSchema, type Calendar, type CalendarInput } from '../../../src-shared/contract';
import { FieldError } from '../../components/FieldError';

interface Draft {
  epochYear: string;
  era: string;
  epochMonth: number;
  epochDay: string;
  /** The festival day (index) the campaign starts on, or -1 for a day of a month. */
  epochFestival: number;
  weekDays: string;
  epochWeekDay: number;
  weekStartsEachMonth: boolean;
  months: { name: string; days: string }[];
  intercalary: { name: string; afterMonth: number; leapOnly: boolean; inWeek: boolean }[];
  leap: { on: boolean; every: string; except: string; unless: string; month: number; extraDays: string };
  seasons: { name: string; month: number; day: string }[];
  moons: { name: string; cycleDays: string; offsetDays: string }[];
  sun: { kind: 'default' | 'fixed' | 'latitude'; rise: string; set: string; degrees: string };
}

const toDraft = (c: CalendarInput): Draft => ({
  epochYear: String(c.epochYear),
  era: c.era ?? '',
  epochMonth: c.epochMonth ?? 0,
  epochDay: String(c.epochDay ?? 1),
  epochFestival: c.epochFestival ?? -1,
  weekDays: (c.weekDays ?? []).join(', '),
  epochWeekDay: c.epochWeekDay ?? 0,
  weekStartsEachMonth: c.weekStartsEachMonth ?? false,
  months: c.months.map((m) => ({ name: m.name, days: String(m.days) })),
  intercalary: (c.intercalary ?? []).map((d) => ({ name: d.name, afterMonth: d.afterMonth, leapOnly: d.leapOnly ?? false, inWeek: d.inWeek ?? false })),
  leap: c.leap
    ? { on: true, every: String(c.leap.every), except: String(c.leap.except ?? ''), unless: String(c.leap.unless ?? ''), month: c.leap.month, extraDays: String(c.leap.extraDays ?? 1) }
    : { on: false, every: '4', except: '', unless: '', month: 0, extraDays: '1' },
  seasons: (c.seasons ?? []).map((s) => ({ name: s.name, month: s.month, day: String(s.day) })),
  moons: (c.moons ?? []).map((m) => ({ name: m.name, cycleDays: String(m.cycleDays), offsetDays: String(m.offsetDays ?? 0) })),
  sun: {
    kind: c.sun?.kind ?? 'default',
    rise: c.sun?.kind === 'fixed' ? String(c.sun.rise) : '6',
    set: c.sun?.kind === 'fixed' ? String(c.sun.set) : '18',
    degrees: c.sun?.kind === 'latitude' ? String(c.sun.degrees) : '45',
  },
});

/** Empty or mistyped figures stay NaN, so the check names the field rather than a default quietly taking over. */
const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.trim()));
const numOrNull = (s: string) => (s.trim() === '' ? null : Number(s.trim()));

const fromDraft = (d: Draft): CalendarInput => ({
  epochYear: num(d.epochYear),
  era: d.era,
  epochMonth: d.epochMonth,
  epochDay: num(d.epochDay),
  epochFestival: d.epochFestival < 0 ? null : d.epochFestival,
  weekDays: d.weekDays.split(',').map((w) => w.trim()).filter(Boolean),
  epochWeekDay: d.epochWeekDay,
  weekStartsEachMonth: d.weekStartsEachMonth,
  months: d.months.map((m) => ({ name: m.name, days: num(m.days) })),
  intercalary: d.intercalary,
  leap: d.leap.on ? { every: num(d.leap.every), except: numOrNull(d.leap.except), unless: numOrNull(d.leap.unless), month: d.leap.month, extraDays: num(d.leap.extraDays) } : null,
  seasons: d.seasons.map((s) => ({ name: s.name, month: s.month, day: num(s.day) })),
  moons: d.moons.map((m) => ({ name: m.name, cycleDays: num(m.cycleDays), offsetDays: num(m.offsetDays) })),
  sun:
    d.sun.kind === 'fixed'
      ? { kind: 'fixed', rise: num(d.sun.rise), set: num(d.sun.set) }
      : d.sun.kind === 'latitude'
        ? { kind: 'latitude', degrees: num(d.sun.degrees) }
        : null,
});

/** A festival removed: the first day, if it was that festival, goes back to the day of the month; a later one keeps its own. */
function withoutFestival(d: Draft, i: number): Partial<Draft> {
  const epochFestival = d.epochFestival === i ? -1 : d.epochFestival > i ? d.epochFestival - 1 : d.epochFestival;
  return { intercalary: d.intercalary.filter((_, j) => j !== i), epochFestival };
}

/** The editor of a campaign's calendar: start from a preset, change any part, save as one undoable action. */
export function CalendarEditor({ calendar, onSave, onRemove, onCancel }: { calendar: Calendar | null; onSave(c: CalendarInput): Promise<void>; onRemove(): Promise<void>; onCancel(): void }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(calendar ?? calendarPresets[0].calendar));
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const [hostError, setHostError] = useState<string | null>(null);
  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const problem = (path: string) => problems.get(path);
  const monthOptions = draft.months.map((m, i) => (
    <option key={i} value={i}>
      {m.name || `Month ${i + 1}`}
    </option>
  ));

  async function save() {
    const parsed = calendarSchema.safeParse(fromDraft(draft));
    if (!parsed.success) {
      setProblems(new Map(parsed.error.issues.map((i) => [i.path.join('.'), i.message.startsWith('Invalid input') ? 'must be a number in range' : i.message])));
      return;
    }
    setProblems(new Map());
    setBusy(true);
    try {
      await onSave(parsed.data);
      setHostError(null);
    } catch (e) {
      setHostError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const weekDays = draft.weekDays.split(',').map((w) => w.trim()).filter(Boolean);
  return (
    <form
      className="panel calendar-editor"
      aria-label="Calendar editor"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="calendar-presets">
        <span className="muted">Start from</span>
        {calendarPresets.map((p) => (
          <button key={p.id} type="button" onClick={() => setDraft(toDraft(p.calendar))}>
            {p.label}
          </button>
        ))}
      </div>

      <fieldset>
        <legend>The first day of the campaign</legend>
        <div className="calendar-row">
          <label>
            Year
            <input className="qty" inputMode="numeric" value={draft.epochYear} onChange={(e) => change({ epochYear: e.target.value })} />
            <FieldError message={problem('epochYear')} />
          </label>
          <label>
            After the year
            <input placeholder="e.g. AR" value={draft.era} onChange={(e) => change({ era: e.target.value })} />
            <FieldError message={problem('era')} />
          </label>
          <label>
            Month
            <select value={draft.epochMonth} onChange={(e) => change({ epochMonth: Number(e.target.value) })}>
              {monthOptions}
            </select>
          </label>
          <label>
            Day
            <input className="qty" inputMode="numeric" value={draft.epochDay} onChange={(e) => change({ epochDay: e.target.value })} />
            <FieldError message={problem('epochDay')} />
          </label>
          <label>
            Or a festival day
            <select value={draft.epochFestival} onChange={(e) => change({ epochFestival: Number(e.target.value) })} disabled={draft.intercalary.length === 0}>
              <option value={-1}>None: the day of the month</option>
              {draft.intercalary.map((d, i) => (
                <option key={i} value={i}>
                  {d.name || `Festival ${i + 1}`}
                </option>
              ))}
            </select>
            <FieldError message={problem('epochFestival')} />
          </label>
          <label>
            Week day
            <select value={draft.epochWeekDay} onChange={(e) => change({ epochWeekDay: Number(e.target.value) })} disabled={weekDays.length === 0 || draft.weekStartsEachMonth}>
              {weekDays.map((w, i) => (
                <option key={i} value={i}>
                  {w}
                </option>
              ))}
            </select>
            <FieldError message={problem('epochWeekDay')} />
          </label>
        </div>
      </fieldset>

      <fieldset>
        <legend>Week days, in order, separated by commas</legend>
        <input className="wide" aria-label="Week days" value={draft.weekDays} onChange={(e) => change({ weekDays: e.target.value })} />
        <FieldError message={problem('weekDays')} />
        <label className="inline calendar-check">
          <input type="checkbox" checked={draft.weekStartsEachMonth} onChange={(e) => change({ weekStartsEachMonth: e.target.checked })} />
          The week starts again on the 1st of every month
        </label>
      </fieldset>

      <fieldset>
        <legend>Months</legend>
        <ol className="calendar-rows">
          {draft.months.map((m, i) => (
            <li key={i}>
              <input aria-label={`Month ${i + 1} name`} value={m.name} onChange={(e) => change({ months: draft.months.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)) })} />
              <input
                aria-label={`Month ${i + 1} days`}
                className="qty"
                inputMode="numeric"
                value={m.days}
                aria-invalid={problem(`months.${i}.days`) ? true : undefined}
                onChange={(e) => {
                  // A month's length is a count of days: anything but digits is left out as it is typed, and the GM is told why.
                  const typed = e.target.value;
                  const days = typed.replace(/[^0-9]/g, '');
                  setProblems((p) => {
                    const next = new Map(p);
                    if (days !== typed) next.set(`months.${i}.days`, 'days: whole numbers only, such as 30');
                    else next.delete(`months.${i}.days`);
                    return next;
                  });
                  change({ months: draft.months.map((x, j) => (j === i ? { ...x, days } : x)) });
                }}
              />
              <span className="muted">days</span>
              <button type="button" className="danger-quiet" aria-label={`Remove month ${i + 1}`} disabled={draft.months.length === 1} onClick={() => change({ months: draft.months.filter((_, j) => j !== i) })}>
                ✕
              </button>
              <FieldError message={problem(`months.${i}.name`) ?? problem(`months.${i}.days`)} />
            </li>
          ))}
        </ol>
        <button type="button" onClick={() => change({ months: [...draft.months, { name: '', days: '30' }] })}>
          Add a month
        </button>
      </fieldset>

      <fieldset>
        <legend>Festival days: outside any month, each after a month or opening the year; outside the week unless it keeps its week day</legend>
        <ol className="calendar-rows">
          {draft.intercalary.map((d, i) => {
            const edit = (patch: Partial<Draft['intercalary'][number]>) => change({ intercalary: draft.intercalary.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
            return (
              <li key={i}>
                <input aria-label={`Festival ${i + 1} name`} value={d.name} onChange={(e) => edit({ name: e.target.value })} />
                <span className="muted">after</span>
                <select aria-label={`Festival ${i + 1} after`} value={d.afterMonth} onChange={(e) => edit({ afterMonth: Number(e.target.value) })}>
                  <option value={OPENS_YEAR}>nothing: it opens the year</option>
                  {monthOptions}
                </select>
                <label className="inline">
                  <input type="checkbox" aria-label={`Festival ${i + 1} keeps its week day`} checked={d.inWeek} onChange={(e) => edit({ inWeek: e.target.checked })} />
                  keeps its week day
                </label>
                <label className="inline">
                  <input type="checkbox" aria-label={`Festival ${i + 1} only in leap years`} checked={d.leapOnly} onChange={(e) => edit({ leapOnly: e.target.checked })} />
                  only in leap years
                </label>
                <button type="button" className="danger-quiet" aria-label={`Remove festival ${i + 1}`} onClick={() => change(withoutFestival(draft, i))}>
                  ✕
                </button>
                <FieldError message={problem(`intercalary.${i}.name`) ?? problem(`intercalary.${i}.afterMonth`) ?? problem(`intercalary.${i}.leapOnly`)} />
              </li>
            );
          })}
        </ol>
        <button type="button" onClick={() => change({ intercalary: [...draft.intercalary, { name: '', afterMonth: Math.max(0, draft.months.length - 1), leapOnly: false, inWeek: false }] })}>
          Add a festival day
        </button>
      </fieldset>

      <fieldset>
        <legend>
          <label className="inline">
            <input type="checkbox" checked={draft.leap.on} onChange={(e) => change({ leap: { ...draft.leap, on: e.target.checked } })} />
            Leap years
          </label>
        </legend>
        {draft.leap.on && (
          <div className="calendar-row">
            <label>
              Every (years)
              <input className="qty" inputMode="numeric" value={draft.leap.every} onChange={(e) => change({ leap: { ...draft.leap, every: e.target.value } })} />
              <FieldError message={problem('leap.every')} />
            </label>
            <label>
              except every
              <input className="qty" inputMode="numeric" placeholder="—" value={draft.leap.except} onChange={(e) => change({ leap: { ...draft.leap, except: e.target.value } })} />
              <FieldError message={problem('leap.except')} />
            </label>
            <label>
              unless every
              <input className="qty" inputMode="numeric" placeholder="—" value={draft.leap.unless} onChange={(e) => change({ leap: { ...draft.leap, unless: e.target.value } })} />
              <FieldError message={problem('leap.unless')} />
            </label>
            <label>
              Extra days in a month
              <input className="qty" inputMode="numeric" value={draft.leap.extraDays} onChange={(e) => change({ leap: { ...draft.leap, extraDays: e.target.value } })} />
              <FieldError message={problem('leap.extraDays')} />
            </label>
            <label>
              In month
              <select value={draft.leap.month} disabled={num(draft.leap.extraDays) === 0} onChange={(e) => change({ leap: { ...draft.leap, month: Number(e.target.value) } })}>
                {monthOptions}
              </select>
              <FieldError message={problem('leap.month')} />
            </label>
            <p className="muted small calendar-hint">A leap year can add a festival day instead: set the extra days to 0 and tick "only in leap years" on that festival.</p>
          </div>
        )}
      </fieldset>

      <fieldset>
        <legend>Seasons, each from the day it begins</legend>
        <ol className="calendar-rows">
          {draft.seasons.map((s, i) => (
            <li key={i}>
              <input aria-label={`Season ${i + 1} name`} value={s.name} onChange={(e) => change({ seasons: draft.seasons.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)) })} />
              <span className="muted">from day</span>
              <input aria-label={`Season ${i + 1} day`} className="qty" inputMode="numeric" value={s.day} onChange={(e) => change({ seasons: draft.seasons.map((x, j) => (j === i ? { ...x, day: e.target.value } : x)) })} />
              <span className="muted">of</span>
              <select aria-label={`Season ${i + 1} month`} value={s.month} onChange={(e) => change({ seasons: draft.seasons.map((x, j) => (j === i ? { ...x, month: Number(e.target.value) } : x)) })}>
                {monthOptions}
              </select>
              <button type="button" className="danger-quiet" aria-label={`Remove season ${i + 1}`} onClick={() => change({ seasons: draft.seasons.filter((_, j) => j !== i) })}>
                ✕
              </button>
              <FieldError message={problem(`seasons.${i}.name`) ?? problem(`seasons.${i}.day`) ?? problem(`seasons.${i}.month`)} />
            </li>
          ))}
        </ol>
        <button type="button" onClick={() => change({ seasons: [...draft.seasons, { name: '', month: 0, day: '1' }] })}>
          Add a season
        </button>
      </fieldset>

      <fieldset>
        <legend>Moons</legend>
        <ol className="calendar-rows">
          {draft.moons.map((m, i) => (
            <li key={i}>
              <input aria-label={`Moon ${i + 1} name`} value={m.name} onChange={(e) => change({ moons: draft.moons.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)) })} />
              <span className="muted">new every</span>
              <input aria-label={`Moon ${i + 1} cycle`} className="qty" inputMode="decimal" value={m.cycleDays} onChange={(e) => change({ moons: draft.moons.map((x, j) => (j === i ? { ...x, cycleDays: e.target.value } : x)) })} />
              <span className="muted">days, and</span>
              <input aria-label={`Moon ${i + 1} offset`} className="qty" inputMode="decimal" value={m.offsetDays} onChange={(e) => change({ moons: draft.moons.map((x, j) => (j === i ? { ...x, offsetDays: e.target.value } : x)) })} />
              <span className="muted">days past new on the first day</span>
              <button type="button" className="danger-quiet" aria-label={`Remove moon ${i + 1}`} onClick={() => change({ moons: draft.moons.filter((_, j) => j !== i) })}>
                ✕
              </button>
              <FieldError message={problem(`moons.${i}.name`) ?? problem(`moons.${i}.cycleDays`) ?? problem(`moons.${i}.offsetDays`)} />
            </li>
          ))}
        </ol>
        <button type="button" onClick={() => change({ moons: [...draft.moons, { name: '', cycleDays: '28', offsetDays: '0' }] })}>
          Add a moon
        </button>
      </fieldset>

      <fieldset>
        <legend>Sunrise and sunset</legend>
        <p className="muted">No rules text gives sunrise times; each choice here is Lantern&apos;s own. A latitude puts midsummer at the start of the season called Summer.</p>
        <select aria-label="Sun rule" value={draft.sun.kind} onChange={(e) => change({ sun: { ...draft.sun, kind: e.target.value as Draft['sun']['kind'] } })}>
          <option value="default">Lantern&apos;s default (6:00 to 18:00 at the equinoxes, 15 hours of light at midsummer, 9 at midwinter)</option>
          <option value="fixed">The same hours all year</option>
          <option value="latitude">Worked out from a latitude</option>
        </select>
        {draft.sun.kind === 'fixed' && (
          <span>
            <span className="muted"> rises at </span>
            <input aria-label="Sunrise hour" className="qty" inputMode="decimal" value={draft.sun.rise} onChange={(e) => change({ sun: { ...draft.sun, rise: e.target.value } })} />
            <span className="muted"> sets at </span>
            <input aria-label="Sunset hour" className="qty" inputMode="decimal" value={draft.sun.set} onChange={(e) => change({ sun: { ...draft.sun, set: e.target.value } })} />
          </span>
        )}
        {draft.sun.kind === 'latitude' && (
          <span>
            <input aria-label="Latitude" className="qty" inputMode="decimal" value={draft.sun.degrees} onChange={(e) => change({ sun: { ...draft.sun, degrees: e.target.value } })} />
            <span className="muted"> degrees (north positive, south negative)</span>
          </span>
        )}
        <FieldError message={problem('sun.degrees') ?? problem('sun.rise') ?? problem('sun.set')} />
      </fieldset>

      {problems.size > 0 && <FieldError message={`${problems.size} thing${problems.size === 1 ? '' : 's'} to fix before saving`} />}
      <FieldError message={hostError ?? undefined} />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}>
          Save calendar
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        {calendar && (
          <button type="button" className="danger-quiet" onClick={() => void onRemove()}>
            Count plain days instead
          </button>
        )}
      </div>
    </form>
  );
}
