import { calendarSchema, type Calendar, type JournalEntry, type JournalRoll, type JournalSession, type MethodOutput, type MethodParams } from '../../src-shared/contract';
import { runsOf } from '../../src-shared/journal-runs';
import { formatGameDay, formatGameTime, gameTimeParts, plural, SECONDS_PER_DAY, SECONDS_PER_TURN } from '../../src-shared/time';
import type { CalendarRepository } from '../db/repositories/calendar';
import type { ClockRepository } from '../db/repositories/clock';
import type { JournalEntryRow, JournalRepository } from '../db/repositories/journal';
import { createRng, restoreRng, roll, type RngState, type RollResult } from '../rules/dice';
import type { Rng } from '../rules/dice';
import type { RulesetOf } from './rulesets';
import { AppError, notFound, raise, readingDice } from './errors';
import type { SeedSource } from './seed-source';

/** What an action can do while it is being journaled. */
export interface ActionContext {
  readonly campaignId: number;
  /** The journal entry being written. */
  readonly entryId: number;
  /** Game time when the action began. */
  readonly startedAt: number;
  /** The campaign's own dice; its state is saved with the action, so undo rewinds it too. */
  readonly rng: Rng;
  /** Rolls an expression and keeps it for the entry. */
  roll(label: string, expression: string, options?: { secret?: boolean }): RollResult;
  /** Keeps a roll a rule function made with `rng`. */
  keep(label: string, result: RollResult, options?: { secret?: boolean }): RollResult;
  /** Keeps a roll made earlier and already written down (a planned journey's day). */
  keepRecorded(roll: JournalRoll): void;
  /** A plain sentence for the entry's list of what changed. */
  note(change: string): void;
  /** Members the entry concerns, acting or acted on, for the journal's filter. */
  about(...memberIds: number[]): void;
  /** Puts the entry with the ones before it under the same key, to read as one line. */
  group(key: string): void;
  /** The campaign's calendar, for dates in summaries; null when it counts plain days. */
  readonly calendar: Calendar | null;
}

export interface ActionMeta {
  kind: string;
  request: unknown;
}

const toEntry = (r: JournalEntryRow): JournalEntry => ({
  id: r.id,
  kind: r.kind,
  summary: r.summary,
  request: JSON.parse(r.request),
  rolls: JSON.parse(r.rolls),
  changes: JSON.parse(r.changes),
  memberIds: JSON.parse(r.memberIds),
  gameTimeBefore: r.gameTimeBefore,
  gameTimeAfter: r.gameTimeAfter,
  status: r.status,
  groupKey: r.groupKey,
  createdAt: r.createdAt,
});

/** A fight begins with the one combat call that names a party. */
const startsFight = (e: JournalEntry) => e.kind === 'combat' && typeof (e.request as { partyId?: unknown }).partyId === 'number';
const noteText = (e: JournalEntry) => e.changes[0] ?? e.summary;

/** Play sessions and what happened in each, from the entries in force, oldest first. */
function sessionsOf(all: JournalEntry[], now: number): { session: JournalSession; entries: JournalEntry[] }[] {
  const out: { session: JournalSession; entries: JournalEntry[] }[] = [];
  let open: { session: JournalSession; entries: JournalEntry[] } | null = null;
  for (const e of all) {
    if (e.kind === 'session' && (e.request as { action?: string }).action === 'start') {
      const title = (e.request as { title?: string }).title ?? '';
      open = {
        session: { number: out.length + 1, title, startEntryId: e.id, endEntryId: null, gameTimeStart: e.gameTimeAfter, gameTimeEnd: now, recap: { turns: 0, fights: 0, rolls: 0, actions: 0, notes: [] } },
        entries: [],
      };
      out.push(open);
    } else if (e.kind === 'session' && open) {
      open.session.endEntryId = e.id;
      open.session.gameTimeEnd = e.gameTimeAfter;
      open = null;
    } else if (open) {
      open.entries.push(e);
      const recap = open.session.recap;
      recap.actions++;
      recap.rolls += e.rolls.length;
      if (startsFight(e)) recap.fights++;
      if (e.kind === 'note') recap.notes.push(noteText(e));
    }
  }
  for (const { session } of out) session.recap.turns = Math.floor((session.gameTimeEnd - session.gameTimeStart) / SECONDS_PER_TURN);
  return out;
}

export const describeRecap = (r: JournalSession['recap']) =>
  `${plural(r.turns, 'turn')}, ${plural(r.fights, 'fight')}, ${plural(r.rolls, 'roll')}, ${plural(r.actions, 'action')}, ${plural(r.notes.length, 'note')}`;


/**
 * The journal: every GM action becomes one entry holding its request, every die,
 * what changed and when, plus (through the undo triggers) the SQL that reverses it.
 */
export function journalService(deps: { entries: JournalRepository; clock: ClockRepository; calendars: CalendarRepository; freshSeed: SeedSource; rulesetOf: RulesetOf }) {
  const { entries, clock: clocks, calendars, freshSeed, rulesetOf } = deps;

  // A calendar is read at every action and changes rarely: parsed once per text.
  const parsedCalendars = new Map<string, Calendar>();
  const parseCalendar = (json: string | null | undefined): Calendar | null => {
    if (!json) return null;
    let calendar = parsedCalendars.get(json);
    if (!calendar) {
      if (parsedCalendars.size >= 100) parsedCalendars.clear();
      calendar = calendarSchema.parse(JSON.parse(json));
      parsedCalendars.set(json, calendar);
    }
    return calendar;
  };
  const calendarOf = (campaignId: number): Calendar | null => parseCalendar(calendars.calendar(campaignId));

  /** Entries written or undone/redone since the last `drainTouched`, for the change a call answers with. */
  let touched: JournalEntry[] = [];
  /** Threads read before, newest first: undo, redo and a rolled-back action forget them all. */
  const threads = new Map<string, { id: number; stamp: string }[]>();

  /** Like `record`, answering the entry written too, so the caller need not read it back. */
  function recordEntry<T>(campaignId: number, meta: ActionMeta, act: (ctx: ActionContext) => { summary: string; result: T }): { result: T; entry: JournalEntry } {
    const clock = clocks.get(campaignId) ?? raise(notFound('campaign', campaignId, 'campaignId'));
    entries.dropRedo(campaignId);
    // An undone entry shown in a recent list is now dropped: the list is read afresh.
    for (const list of recent.values()) if (list.some((e) => e.status === 'undone')) forgetRecent();
    const request = JSON.stringify(meta.request);
    const opened = entries.open({ campaignId, kind: meta.kind, request, time: clock.gameTimeSeconds });
    const entryId = opened.id;

    const rng = clock.rngState ? restoreRng(JSON.parse(clock.rngState) as RngState) : createRng(freshSeed());
    const rolls: JournalRoll[] = [];
    const changes: string[] = [];
    const members = new Set<number>();
    let groupKey: string | null = null;
    const keep = (label: string, result: RollResult, options: { secret?: boolean } = {}) => {
      rolls.push({
        label,
        expression: result.expression,
        faces: result.dice.flatMap((d) => d.faces),
        total: result.total,
        secret: options.secret ?? false,
      });
      return result;
    };
    const ctx: ActionContext = {
      campaignId,
      entryId,
      startedAt: clock.gameTimeSeconds,
      rng,
      roll: (label, expression, options) => keep(label, roll(expression, rng), options),
      keep,
      keepRecorded: (r) => void rolls.push(r),
      note: (change) => void changes.push(change),
      about: (...ids) => ids.forEach((id) => members.add(id)),
      group: (key) => void (groupKey = key),
      calendar: parseCalendar(clock.calendar),
    };

    const { summary, result } = entries.capturing(entryId, 'undo', () => {
      const outcome = act(ctx);
      clocks.saveRng(campaignId, JSON.stringify(rng.state()));
      return outcome;
    });
    const gameTimeAfter = clocks.now(campaignId);
    entries.finish({
      id: entryId,
      summary,
      rolls: JSON.stringify(rolls),
      changes: JSON.stringify(changes),
      memberIds: JSON.stringify([...members]),
      gameTimeAfter,
      groupKey,
    });
    // Built from what was written rather than read back: the request goes through JSON as it was stored.
    const entry: JournalEntry = {
      id: entryId,
      kind: meta.kind as JournalEntry['kind'],
      summary,
      request: JSON.parse(request),
      rolls,
      changes,
      memberIds: [...members],
      gameTimeBefore: clock.gameTimeSeconds,
      gameTimeAfter,
      status: 'active',
      groupKey,
      createdAt: opened.createdAt,
    };
    touched.push(entry);
    return { result, entry };
  }

  function record<T>(campaignId: number, meta: ActionMeta, act: (ctx: ActionContext) => { summary: string; result: T }): T {
    return recordEntry(campaignId, meta, act).result;
  }

  // A finished entry never changes but for its status, so a thread shown again and again
  // (a fight's log after every step) is parsed once per entry. The stamp guards against an
  // id handed out again after a rolled-back action.
  const finished = new Map<number, { stamp: string; entry: JournalEntry }>();
  const activeEntry = ({ id, stamp }: { id: number; stamp: string }): JournalEntry => {
    const known = finished.get(id);
    if (known?.stamp === stamp) return known.entry;
    if (finished.size >= 2000) finished.clear();
    const entry = toEntry(entries.get(id)!);
    finished.set(id, { stamp, entry });
    return entry;
  };

  // Every dungeon answer lists the last entries: each row is parsed once per id, status and stamp.
  const parsedRows = new Map<number, { stamp: string; entry: JournalEntry }>();
  const parsedEntry = (row: JournalEntryRow): JournalEntry => {
    const stamp = `${row.createdAt} ${row.status} ${row.summary}`;
    const known = parsedRows.get(row.id);
    if (known?.stamp === stamp) return known.entry;
    if (parsedRows.size >= 2000) parsedRows.clear();
    const entry = toEntry(row);
    parsedRows.set(row.id, { stamp, entry });
    return entry;
  };

  /**
   * The newest entries, as every dungeon answer shows them: read from where the last
   * read left off. An entry changes only by undo, redo, or being dropped once undone
   * (a new action after an undo), and each of those forgets what was read.
   */
  const recent = new Map<string, JournalEntry[]>();
  function newest(campaignId: number, limit: number): JournalEntry[] {
    const key = `${campaignId}:${limit}`;
    const known = recent.get(key) ?? [];
    const top = known[0];
    // The read starts at the newest entry known, which must come back unchanged: a deleted
    // campaign's ids can come back for a new one, and then the list is read whole again.
    const fresh = entries.newer(campaignId, top ? top.id - 1 : 0, limit + 1).map(parsedEntry);
    const last = fresh.at(-1);
    const same = top && last?.id === top.id && last.createdAt === top.createdAt && last.status === top.status;
    const list = same ? [...fresh, ...known.slice(1)] : top ? entries.newer(campaignId, 0, limit).map(parsedEntry) : fresh;
    list.splice(limit);
    if (recent.size >= 100) recent.clear();
    recent.set(key, list);
    return list;
  }
  const forgetRecent = () => recent.clear();

  /** The newest action in force, or the oldest one undone (the next to redo). */
  const latest = (campaignId: number, status: 'active' | 'undone') =>
    status === 'active' ? entries.newestActive(campaignId) : entries.oldestUndone(campaignId);

  const sessionsIn = (campaignId: number): JournalSession[] => {
    const clock = clocks.get(campaignId) ?? raise(notFound('campaign', campaignId, 'campaignId'));
    return sessionsOf(entries.inForce(campaignId).map(toEntry), clock.gameTimeSeconds).map((s) => s.session);
  };

  /** The entry an action just wrote. */
  const latestEntry = (campaignId: number): JournalEntry => toEntry(latest(campaignId, 'active')!);

  return {
    record,
    recordEntry,
    latestEntry,

    /** The entries the calls since the last drain wrote, undid or redid, oldest first; starts a new list. */
    drainTouched(): JournalEntry[] {
      const out = touched;
      touched = [];
      return out;
    },

    /** Forgets what a call that was rolled back wrote: its entries never were, and their ids come again. */
    /** Forgets every read kept, for a file whose rows were all replaced (a restore). */
    forgetReads(): void {
      threads.clear();
      forgetRecent();
      finished.clear();
      parsedRows.clear();
    },
    forgetUncommitted(): void {
      if (touched.length > 0) {
        threads.clear();
        forgetRecent();
      }
      touched = [];
    },

    /**
     * A thread of entries, newest first: the one that opened it (a fight's start) and
     * every later active entry of the kind whose request names it under `path`.
     */
    thread(input: { campaignId: number; kind: string; firstId: number; path: string; value: number; limit: number }): JournalEntry[] {
      // A thread only grows while nothing is undone, so each read asks only for what came after the last one.
      const key = `${input.campaignId}:${input.kind}:${input.firstId}:${input.path}:${input.value}:${input.limit}`;
      const known = threads.get(key);
      const top = known?.[0];
      // The read starts at the newest row known, which must come back unchanged: ids of a deleted
      // campaign can come back for a new one, and then the thread is read whole again.
      const newer = entries.thread({ ...input, after: top ? top.id - 1 : undefined });
      const last = newer.at(-1);
      const ids = top && last?.id === top.id && last.stamp === top.stamp ? [...newer, ...known!.slice(1)] : top ? entries.thread(input) : newer;
      ids.splice(input.limit);
      if (threads.size >= 100) threads.clear();
      threads.set(key, ids);
      return ids.map(activeEntry);
    },

    /** Reverses the newest action still in force. */
    undo(campaignId: number): JournalEntry {
      const entry = latest(campaignId, 'active') ?? raise(new AppError('invalid_input', 'campaignId: there is nothing to undo', ['campaignId']));
      entries.replay(entry.id, 'undo');
      entries.setStatus(entry.id, 'undone');
      threads.clear();
      forgetRecent();
      const undone = toEntry({ ...entry, status: 'undone' });
      touched.push(undone);
      return undone;
    },

    /** Applies again the oldest undone action. */
    redo(campaignId: number): JournalEntry {
      const entry = latest(campaignId, 'undone') ?? raise(new AppError('invalid_input', 'campaignId: there is nothing to redo', ['campaignId']));
      entries.replay(entry.id, 'redo');
      entries.setStatus(entry.id, 'active');
      threads.clear();
      forgetRecent();
      const redone = toEntry({ ...entry, status: 'active' });
      touched.push(redone);
      return redone;
    },

    list(filter: { campaignId: number; kind?: string; day?: number; memberId?: number; text?: string; limit: number }): JournalEntry[] {
      if (filter.kind === undefined && filter.day === undefined && filter.memberId === undefined && !filter.text) return newest(filter.campaignId, filter.limit);
      const dayStart = ((filter.day ?? 1) - 1) * SECONDS_PER_DAY;
      return entries
        .list({
          campaignId: filter.campaignId,
          kind: filter.kind,
          between: filter.day === undefined ? undefined : { from: dayStart, to: dayStart + SECONDS_PER_DAY },
          memberId: filter.memberId,
          text: filter.text || undefined,
          limit: filter.limit,
        })
        .map(parsedEntry);
    },

    /** A GM's roll made outside any action, kept like one. */
    gmRoll(input: MethodParams<'journal.roll'>): MethodOutput<'journal.roll'> {
      const result = record(input.campaignId, { kind: 'roll', request: input }, (ctx) => {
        const rolled = readingDice(() => ctx.roll(input.label, input.expression, { secret: input.secret }));
        if (input.memberId !== undefined) ctx.about(input.memberId);
        const judged = input.target === undefined ? null : rulesetOf(input.campaignId).judgeRoll(rolled, input.target);
        const success = judged?.success ?? null;
        const margin = input.target === undefined ? 0 : input.target - rolled.total;
        const verdict = judged === null ? '' : judged.success ? `, made by ${margin}` : `, missed by ${-margin}`;
        const critical = judged?.critical ? `, a critical ${judged.critical}` : '';
        const against = input.target === undefined ? '' : ` against ${input.target}`;
        return {
          summary: `${input.label}: ${input.expression}${against} rolled ${rolled.total}${verdict}${critical}`,
          result: { total: rolled.total, success, critical: judged?.critical ?? null },
        };
      });
      return { entry: latestEntry(input.campaignId), ...result };
    },

    canUndoRedo(campaignId: number): { canUndo: boolean; canRedo: boolean } {
      return entries.undoRedo(campaignId);
    },

    /** A free note at the current game time. */
    note(input: MethodParams<'journal.note'>): JournalEntry {
      record(input.campaignId, { kind: 'note', request: input }, (ctx) => {
        ctx.about(...input.memberIds);
        ctx.note(input.text);
        const firstLine = input.text.split('\n')[0];
        return { summary: `Note: ${firstLine.length > 100 ? `${firstLine.slice(0, 99)}…` : firstLine}`, result: null };
      });
      return latestEntry(input.campaignId);
    },

    sessions: sessionsIn,

    session(input: MethodParams<'journal.session'>): MethodOutput<'journal.session'> {
      const last = entries.newestOfKind(input.campaignId, 'session');
      const running = last !== undefined && (JSON.parse(last.request) as { action: string }).action === 'start';
      if (input.action === 'start' && running) throw new AppError('conflict', 'action: a session is already running; end it first', ['action']);
      if (input.action === 'end' && !running) throw new AppError('invalid_input', 'action: no session is running', ['action']);
      const calendar = calendarOf(input.campaignId);
      record(input.campaignId, { kind: 'session', request: input }, (ctx) => {
        if (input.action === 'start') {
          return { summary: `Session started${input.title ? `: ${input.title}` : ''}`, result: null };
        }
        const ended = sessionsOf(entries.inForce(input.campaignId).map(toEntry), ctx.startedAt).at(-1)!.session;
        ctx.note(`Recap: ${describeRecap(ended.recap)}`);
        ctx.note(`From ${formatGameTime(ended.gameTimeStart, calendar)} to ${formatGameTime(ctx.startedAt, calendar)}`);
        return { summary: `Session ${ended.number} ended${ended.title ? `: ${ended.title}` : ''}`, result: null };
      });
      const all = sessionsIn(input.campaignId);
      return { entry: latestEntry(input.campaignId), session: all[all.length - 1] };
    },

    /**
     * The journal as Markdown a notes app reads well: YAML front matter, one heading per
     * play session with its recap, and a line per action (runs of grouped actions nested
     * under one line); actions outside any session get a heading of their own.
     */
    markdown(campaignId: number, campaignName: string): string {
      const calendar = calendarOf(campaignId);
      const all = entries.inForce(campaignId).map(toEntry);
      const sessions = sessionsOf(all, clocks.now(campaignId));
      const inSession = new Set(sessions.flatMap((s) => [s.session.startEntryId, s.session.endEntryId, ...s.entries.map((e) => e.id)]));
      const when = (t: number) => formatGameTime(t, calendar);
      const yaml = (text: string) => JSON.stringify(text);
      const lines = [
        '---',
        `title: ${yaml(`${campaignName}: journal`)}`,
        `campaign: ${yaml(campaignName)}`,
        `sessions: ${sessions.length}`,
        `game_time: ${yaml(when(clocks.now(campaignId)))}`,
        `calendar: ${yaml(calendar ? 'campaign calendar' : 'day count')}`,
        'tags: [lantern, journal]',
        '---',
        '',
        `# ${campaignName}: session journal`,
        '',
      ];

      // A line gives its date only when the day changes, its time always: the list reads like a diary.
      let lastDay = '';
      const stamp = (t: number) => {
        const day = formatGameDay(t, calendar);
        const { hour, minute } = gameTimeParts(t);
        const clock = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
        if (day === lastDay) return clock;
        lastDay = day;
        return `${day}, ${clock}`;
      };
      const entryLines = (e: JournalEntry, indent: string) => {
        const out = [`${indent}- **${stamp(e.gameTimeAfter)}** · ${e.summary}`];
        const changes = e.kind === 'note' && e.changes.length === 1 && e.summary.endsWith(e.changes[0]) ? [] : e.changes;
        for (const change of changes) out.push(...change.split('\n').map((l, i) => `${indent}  ${i === 0 ? '- ' : '  '}${l}`));
        for (const r of e.rolls) {
          out.push(`${indent}  - ${r.secret ? '(secret) ' : ''}${r.label}: ${r.expression} → [${r.faces.join(', ')}] = **${r.total}**`);
        }
        return out;
      };
      const actionLines = (list: JournalEntry[]) => {
        const out: string[] = [];
        for (const run of runsOf(list)) {
          if (run.length === 1) out.push(...entryLines(run[0], ''));
          else {
            const first = run[0];
            const last = run[run.length - 1];
            out.push(`- **${stamp(first.gameTimeBefore)} to ${stamp(last.gameTimeAfter)}** · ${run.length} actions, the last: ${last.summary}`);
            for (const e of run) out.push(...entryLines(e, '  '));
          }
        }
        return out;
      };
      const loose = (list: JournalEntry[], heading: string) => {
        lastDay = '';
        if (list.length) lines.push(`## ${heading}`, '', ...actionLines(list), '');
      };

      let cursor = 0;
      const outside: JournalEntry[] = [];
      for (const { session, entries: inside } of sessions) {
        while (all[cursor] && all[cursor].id < session.startEntryId) {
          if (!inSession.has(all[cursor].id)) outside.push(all[cursor]);
          cursor++;
        }
        loose(outside.splice(0), session.number === 1 ? 'Before the first session' : `Between sessions ${session.number - 1} and ${session.number}`);
        const r = session.recap;
        lines.push(`## Session ${session.number}${session.title ? `: ${session.title}` : ''}`, '');
        lines.push(`*${when(session.gameTimeStart)} to ${when(session.gameTimeEnd)}${session.endEntryId === null ? ' (still running)' : ''}*`, '');
        lines.push(`**Recap:** ${describeRecap(r)}.`, '');
        if (r.notes.length) lines.push('**Notes**', '', ...r.notes.map((n) => `- ${n.replace(/\n/g, '\n  ')}`), '');
        lastDay = '';
        if (inside.length) lines.push('**What happened**', '', ...actionLines(inside), '');
      }
      outside.push(...all.slice(cursor).filter((e) => !inSession.has(e.id)));
      loose(outside, sessions.length ? 'After the last session' : 'Actions');
      return lines.join('\n');
    },
  };
}

export type JournalService = ReturnType<typeof journalService>;
