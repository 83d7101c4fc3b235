import type { Calendar, JournalEntry, JournalSession, MethodOutput, MethodParams } from '../../../src-shared/contract';
import { formatGameTime, plural, SECONDS_PER_TURN } from '../../../src-shared/time';
import type { ClockRepository } from '../../db/repositories/clock';
import type { JournalRepository } from '../../db/repositories/journal';
import { AppError, notFound, raise } from '../errors';
import { toEntry } from './entry';
import type { JournalRecorder } from './record';

/** A fight begins with the one combat call that names a party. */
const startsFight = (e: JournalEntry) => e.kind === 'combat' && typeof (e.request as { partyId?: unknown }).partyId === 'number';
const noteText = (e: JournalEntry) => e.changes[0] ?? e.summary;

export interface SessionWithEntries {
  session: JournalSession;
  entries: JournalEntry[];
}

/** Play sessions and what happened in each, from the entries in force, oldest first. */
export function sessionsOf(all: JournalEntry[], now: number): SessionWithEntries[] {
  const out: SessionWithEntries[] = [];
  let open: SessionWithEntries | null = null;
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

/** Play sessions: started and ended by the GM, each ending with its recap. */
export function journalSessions(deps: {
  entries: JournalRepository;
  clocks: ClockRepository;
  recorder: JournalRecorder;
  calendarOf: (campaignId: number) => Calendar | null;
  latestEntry: (campaignId: number) => JournalEntry;
}) {
  const { entries, clocks, recorder, calendarOf, latestEntry } = deps;

  const sessions = (campaignId: number): JournalSession[] => {
    const clock = clocks.get(campaignId) ?? raise(notFound('campaign', campaignId, 'campaignId'));
    return sessionsOf(entries.inForce(campaignId).map(toEntry), clock.gameTimeSeconds).map((s) => s.session);
  };

  return {
    sessions,

    session(input: MethodParams<'journal.session'>): MethodOutput<'journal.session'> {
      const last = entries.newestOfKind(input.campaignId, 'session');
      const running = last !== undefined && (JSON.parse(last.request) as { action: string }).action === 'start';
      if (input.action === 'start' && running) throw new AppError('conflict', 'action: a session is already running; end it first', ['action']);
      if (input.action === 'end' && !running) throw new AppError('invalid_input', 'action: no session is running', ['action']);
      const calendar = calendarOf(input.campaignId);
      recorder.record(input.campaignId, { kind: 'session', request: input }, (ctx) => {
        if (input.action === 'start') {
          return { summary: `Session started${input.title ? `: ${input.title}` : ''}`, result: null };
        }
        const ended = sessionsOf(entries.inForce(input.campaignId).map(toEntry), ctx.startedAt).at(-1)!.session;
        ctx.note(`Recap: ${describeRecap(ended.recap)}`);
        ctx.note(`From ${formatGameTime(ended.gameTimeStart, calendar)} to ${formatGameTime(ctx.startedAt, calendar)}`);
        return { summary: `Session ${ended.number} ended${ended.title ? `: ${ended.title}` : ''}`, result: null };
      });
      const all = sessions(input.campaignId);
      return { entry: latestEntry(input.campaignId), session: all[all.length - 1] };
    },
  };
}
