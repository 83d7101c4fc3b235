import type { JournalEntry } from '../../../src-shared/contract';
import type { CalendarRepository } from '../../db/repositories/calendar';
import type { ClockRepository } from '../../db/repositories/clock';
import type { JournalRepository } from '../../db/repositories/journal';
import type { RulesetOf } from '../rulesets';
import type { SeedSource } from '../seed-source';
import { notFound, raise } from '../errors';
import { calendarParser, toEntry } from './entry';
import { journalReads } from './list';
import { journalMarkdown } from './markdown';
import { journalRecorder } from './record';
import { journalSessions } from './sessions';
import { journalUndo } from './undo';
import { journalWriting } from './writing';

export type { ActionContext, ActionMeta } from './record';
export { describeRecap } from './sessions';

/**
 * The journal: every GM action becomes one entry holding its request, every die,
 * what changed and when, plus (through the undo triggers) how to reverse it.
 * Put together here from its use cases: recording, undo, lists, sessions, the GM's
 * own writing and the Markdown export.
 */
export function journalService(deps: {
  entries: JournalRepository;
  clock: ClockRepository;
  calendars: CalendarRepository;
  freshSeed: SeedSource;
  rulesetOf: RulesetOf;
  /** The GM window whose call is running (see `journalRecorder`). */
  callingWindow?: { readonly current: string | null };
  /** Entries per page of the Markdown export; a test sets it small to cross page ends. */
  exportPageEntries?: number;
}) {
  const { entries, clock: clocks, calendars, freshSeed, rulesetOf, exportPageEntries, callingWindow = { current: null } } = deps;
  const parseCalendar = calendarParser();
  const calendarOf = (campaignId: number) => parseCalendar(calendars.calendar(campaignId));

  const reads = journalReads(entries);
  const recorder = journalRecorder({ entries, clocks, freshSeed, reads, callingWindow });
  /** The entry an action just wrote. */
  const latestEntry = (campaignId: number): JournalEntry => toEntry(entries.newestActive(campaignId)!);
  const { sessions, session, spansAt, withRecap } = journalSessions({ entries, clocks, recorder });
  const { undo, redo, undoTo, canUndoRedo } = journalUndo({ entries, reads, recorder });
  const { gmRoll, note } = journalWriting({ recorder, rulesetOf });

  return {
    /** One entry of the campaign's, by id. */
    entry(campaignId: number, entryId: number): JournalEntry {
      const row = entries.get(entryId);
      if (!row || row.campaignId !== campaignId) raise(notFound('journal entry', entryId, 'entryId'));
      return toEntry(row);
    },
    record: recorder.record,
    recordEntry: recorder.recordEntry,
    latestEntry,
    drainTouched: recorder.drainTouched,
    forgetUncommitted: recorder.forgetUncommitted,
    forgetReads: reads.forgetAll,
    thread: reads.thread,
    list: reads.list,
    undo,
    redo,
    undoTo,
    canUndoRedo,
    tablesWritten: entries.tablesWritten,
    gmRoll,
    note,
    sessions,
    session,
    markdown: journalMarkdown({ entries, clocks, calendarOf, spansAt, withRecap, pageEntries: exportPageEntries }),
  };
}

export type JournalService = ReturnType<typeof journalService>;
