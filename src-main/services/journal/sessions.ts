import { sessionName } from '../../../src-shared/session-name';
import type { JournalSession, MethodOutput, MethodParams } from '../../../src-shared/contract';
import { formatGameTime, plural, SECONDS_PER_TURN } from '../../../src-shared/time';
import type { ClockRepository } from '../../db/repositories/clock';
import type { JournalEntryRow, JournalRepository } from '../../db/repositories/journal';
import { AppError, notFound, raise } from '../errors';
import type { JournalRecorder } from './record';

/** A play session's bounds: the entries in force strictly between `startEntryId` and `until` are its actions. */
export interface SessionSpan extends Omit<JournalSession, 'recap'> {
  until: number;
}

const actionOf = (row: JournalEntryRow) => (JSON.parse(row.request) as { action?: string }).action;

/**
 * Play sessions from the session entries in force, oldest first: a start opens one, an end
 * closes the open one (an end with none open is an ordinary line), and a start while one is
 * open leaves that one unended. Read from the session entries alone, so a long journal costs
 * nothing here.
 */
export function sessionSpans(marks: JournalEntryRow[], now: number): { spans: SessionSpan[]; boundaries: Set<number> } {
  const spans: SessionSpan[] = [];
  const boundaries = new Set<number>();
  let open: SessionSpan | null = null;
  for (const mark of marks) {
    if (actionOf(mark) === 'start') {
      if (open) open.until = mark.id;
      const title = (JSON.parse(mark.request) as { title?: string }).title ?? '';
      open = { number: spans.length + 1, title, startEntryId: mark.id, endEntryId: null, gameTimeStart: mark.gameTimeAfter, gameTimeEnd: now, until: Number.MAX_SAFE_INTEGER };
      spans.push(open);
      boundaries.add(mark.id);
    } else if (open) {
      open.endEntryId = mark.id;
      open.gameTimeEnd = mark.gameTimeAfter;
      open.until = mark.id;
      open = null;
      boundaries.add(mark.id);
    }
  }
  return { spans, boundaries };
}

export const describeRecap = (r: JournalSession['recap']) =>
  `${plural(r.turns, 'turn')}, ${plural(r.fights, 'fight')}, ${plural(r.rolls, 'roll')}, ${plural(r.actions, 'action')}, ${plural(r.notes.length, 'note')}`;

/** Play sessions: started and ended by the GM, each ending with its recap. */
export function journalSessions(deps: {
  entries: JournalRepository;
  clocks: ClockRepository;
  recorder: JournalRecorder;
}) {
  const { entries, clocks, recorder } = deps;

  /** A session with its recap: what the entries in force between its bounds add up to. */
  const withRecap = (campaignId: number, span: SessionSpan): JournalSession => {
    const { until, ...session } = span;
    const { actions, rolls, fights, notes } = entries.tally(campaignId, span.startEntryId, until);
    return { ...session, recap: { turns: Math.floor((span.gameTimeEnd - span.gameTimeStart) / SECONDS_PER_TURN), fights, rolls, actions, notes } };
  };
  const spansAt = (campaignId: number, now: number) => sessionSpans(entries.inForceOfKind(campaignId, 'session'), now);

  const sessions = (campaignId: number): JournalSession[] => {
    const clock = clocks.get(campaignId) ?? raise(notFound('campaign', campaignId, 'campaignId'));
    return spansAt(campaignId, clock.gameTimeSeconds).spans.map((s) => withRecap(campaignId, s));
  };

  return {
    sessions,
    spansAt,
    withRecap,

    session(input: MethodParams<'journal.session'>): MethodOutput<'journal.session'> {
      const last = entries.newestOfKind(input.campaignId, 'session');
      const running = last !== undefined && actionOf(last) === 'start';
      if (input.action === 'start' && running) throw new AppError('conflict', 'action: a session is already running; end it first', ['action']);
      if (input.action === 'end' && !running) throw new AppError('invalid_input', 'action: no session is running', ['action']);
      const { entry } = recorder.recordEntry(input.campaignId, { kind: 'session', request: input }, (ctx) => {
        if (input.action === 'start') {
          return { summary: `Session started${input.title ? `: ${input.title}` : ''}`, result: null };
        }
        const ended = withRecap(input.campaignId, spansAt(input.campaignId, ctx.startedAt).spans.at(-1)!);
        ctx.note(`Recap: ${describeRecap(ended.recap)}`);
        ctx.note(`From ${formatGameTime(ended.gameTimeStart)} to ${formatGameTime(ctx.startedAt)}`);
        return { summary: sessionName(ended.number, ended.title).replace(/^(Session \d+)/, '$1 ended'), result: null };
      });
      const all = sessions(input.campaignId);
      return { entry, session: all[all.length - 1] };
    },
  };
}
