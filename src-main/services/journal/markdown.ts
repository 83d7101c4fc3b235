import { sessionName } from '../../../src-shared/session-name';
import { rollLabelForGm, runKeyOf, type Calendar, type JournalEntry, type JournalSession } from '../../../src-shared/contract';
import { runsOf } from '../../../src-shared/journal-runs';
import { formatGameDay, formatGameTime, gameTimeParts, redate } from '../../../src-shared/time';
import type { ClockRepository } from '../../db/repositories/clock';
import type { JournalRepository } from '../../db/repositories/journal';
import { toEntry } from './entry';
import { describeRecap, type SessionSpan } from './sessions';

/** Entries written per page: a page of them takes a few milliseconds, so no call holds the host long. */
const EXPORT_PAGE_ENTRIES = 2_000;

/** Where an entry falls: inside a session (by its number), or in the stretch before session `before` (0 past the last). */
type Segment = { session: number } | { before: number };
const sameSegment = (a: Segment | null, b: Segment | null) =>
  a !== null && b !== null && ('session' in a ? 'session' in b && a.session === b.session : 'before' in b && a.before === b.before);

/**
 * The journal as Markdown a notes app reads well: YAML front matter, one heading per
 * play session with its recap, and a line per action (runs of grouped actions nested
 * under one line); actions outside any session get a heading of their own. Written a
 * page at a time: each page goes on from the last entry the one before it covered, and
 * the pages one after another are the whole file.
 */
export function journalMarkdown(deps: {
  entries: JournalRepository;
  clocks: ClockRepository;
  calendarOf: (campaignId: number) => Calendar | null;
  spansAt: (campaignId: number, now: number) => { spans: SessionSpan[]; boundaries: Set<number> };
  withRecap: (campaignId: number, span: SessionSpan) => JournalSession;
  pageEntries?: number;
}) {
  const { entries, clocks, calendarOf, spansAt, withRecap, pageEntries = EXPORT_PAGE_ENTRIES } = deps;

  return function markdown(campaignId: number, campaignName: string, after?: number): { markdown: string; next: number | null } {
    const calendar = calendarOf(campaignId);
    const now = clocks.now(campaignId);
    const { spans, boundaries } = spansAt(campaignId, now);
    const when = (t: number) => formatGameTime(t, calendar);
    const yaml = (text: string) => JSON.stringify(text);
    const lines: string[] = [];
    if (after === undefined) {
      lines.push(
        '---',
        `title: ${yaml(`${campaignName}: journal`)}`,
        `campaign: ${yaml(campaignName)}`,
        `sessions: ${spans.length}`,
        `game_time: ${yaml(when(now))}`,
        `calendar: ${yaml(calendar ? 'campaign calendar' : 'day count')}`,
        'tags: [lantern, journal]',
        '---',
        '',
        `# ${campaignName}: session journal`,
        '',
      );
    }

    const segmentOf = (id: number): Segment => {
      const inside = spans.find((s) => s.startEntryId < id && id < s.until);
      if (inside) return { session: inside.number };
      const next = spans.find((s) => s.startEntryId > id);
      return { before: next ? next.number : 0 };
    };
    const heading = (before: number) =>
      before === 1 ? 'Before the first session' : before > 1 ? `Between sessions ${before - 1} and ${before}` : spans.length ? 'After the last session' : 'Actions';

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
      lines.push(`${indent}- **${stamp(e.gameTimeAfter)}** · ${redate(e.summary, calendar)}`);
      const changes = e.kind === 'note' && e.changes.length === 1 && e.summary.endsWith(e.changes[0]) ? [] : e.changes.map((c) => redate(c, calendar));
      for (const change of changes) lines.push(...change.split('\n').map((l, i) => `${indent}  ${i === 0 ? '- ' : '  '}${l}`));
      for (const r of e.rolls) {
        lines.push(`${indent}  - ${r.secret ? '(secret) ' : ''}${rollLabelForGm(r)}: ${r.expression} → [${r.faces.join(', ')}] = **${r.total}**`);
      }
    };
    const runLines = (run: JournalEntry[]) => {
      if (run.length === 1) return entryLines(run[0], '');
      const first = run[0];
      const last = run[run.length - 1];
      lines.push(`- **${stamp(first.gameTimeBefore)} to ${stamp(last.gameTimeAfter)}** · ${run.length} actions, the last: ${last.summary}`);
      for (const e of run) entryLines(e, '  ');
    };

    // Where the page before left off: in which stretch, whether it wrote lines there, and the last day it named.
    let segment: Segment | null = null;
    let wroteLines = false;
    const previous = after === undefined ? undefined : entries.lastInForceUpTo(campaignId, after);
    if (previous && !boundaries.has(previous.id)) {
      segment = segmentOf(previous.id);
      wroteLines = true;
      lastDay = formatGameDay(previous.gameTimeAfter, calendar);
    } else if (previous) {
      const opened = spans.find((s) => s.startEntryId === previous.id);
      if (opened) segment = { session: opened.number };
    }
    const close = () => {
      if (wroteLines) lines.push('');
      wroteLines = false;
      segment = null;
    };

    // A page ends where a run of grouped actions ends, so a run is never split.
    const page = entries.inForceAfter(campaignId, after ?? 0, pageEntries + 1).map(toEntry);
    let more = page.length > pageEntries;
    if (more) page.pop();
    while (more && page.at(-1)!.groupKey !== null) {
      const next = entries.inForceAfter(campaignId, page.at(-1)!.id, 1).map(toEntry)[0];
      if (!next) more = false;
      else if (runKeyOf(next.groupKey) !== runKeyOf(page.at(-1)!.groupKey) || boundaries.has(next.id)) break;
      else page.push(next);
    }

    let pending: JournalEntry[] = [];
    const flush = () => {
      for (const run of runsOf(pending)) runLines(run);
      pending = [];
    };
    for (const e of page) {
      const span = spans.find((s) => s.startEntryId === e.id);
      if (span) {
        flush();
        close();
        const { recap } = withRecap(campaignId, span);
        lines.push(`## ${sessionName(span.number, span.title)}`, '');
        lines.push(`*${when(span.gameTimeStart)} to ${when(span.gameTimeEnd)}${span.endEntryId === null ? ' (still running)' : ''}*`, '');
        lines.push(`**Recap:** ${describeRecap(recap)}.`, '');
        if (recap.notes.length) lines.push('**Notes**', '', ...recap.notes.map((n) => `- ${n.replace(/\n/g, '\n  ')}`), '');
        segment = { session: span.number };
        lastDay = '';
        continue;
      }
      if (boundaries.has(e.id)) {
        flush();
        close();
        continue;
      }
      const here = segmentOf(e.id);
      if (!sameSegment(segment, here)) {
        flush();
        close();
        segment = here;
        lastDay = '';
      }
      if (!wroteLines) {
        lines.push('before' in here ? `## ${heading(here.before)}` : '**What happened**', '');
        wroteLines = true;
      }
      pending.push(e);
    }
    flush();
    if (!more) close();
    // Every line ends in a newline, so the pages put one after another are the file.
    return { markdown: lines.map((l) => `${l}\n`).join(''), next: more ? page.at(-1)!.id : null };
  };
}
