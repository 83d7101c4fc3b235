import type { Calendar, JournalEntry } from '../../../src-shared/contract';
import { runsOf } from '../../../src-shared/journal-runs';
import { formatGameDay, formatGameTime, gameTimeParts } from '../../../src-shared/time';
import type { ClockRepository } from '../../db/repositories/clock';
import type { JournalRepository } from '../../db/repositories/journal';
import { toEntry } from './entry';
import { describeRecap, sessionsOf } from './sessions';

/**
 * The journal as Markdown a notes app reads well: YAML front matter, one heading per
 * play session with its recap, and a line per action (runs of grouped actions nested
 * under one line); actions outside any session get a heading of their own.
 */
export function journalMarkdown(deps: { entries: JournalRepository; clocks: ClockRepository; calendarOf: (campaignId: number) => Calendar | null }) {
  const { entries, clocks, calendarOf } = deps;
  return function markdown(campaignId: number, campaignName: string): string {
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
  };
}
