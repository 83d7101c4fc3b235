import { undoesAsOne, type JournalEntry } from '../../../src-shared/contract';
import { ReversalError, type JournalEntryRow, type JournalRepository } from '../../db/repositories/journal';
import { AppError, notFound, raise } from '../errors';
import { toEntry } from './entry';
import type { JournalReads } from './list';
import type { JournalRecorder } from './record';

/**
 * Undo and redo: an entry's recorded statements played back, its status turned, every read
 * list forgotten. Asked to, the entries whose group undoes as one (a fight's steps, a journey's day) go back and forth together,
 * with whatever was done between them.
 */
export function journalUndo(deps: { entries: JournalRepository; reads: JournalReads; recorder: JournalRecorder }) {
  const { entries, reads, recorder } = deps;

  function turnOne(entry: JournalEntryRow, from: 'undo' | 'redo'): JournalEntry {
    const status = from === 'undo' ? 'undone' : 'active';
    try {
      entries.replay(entry.id, from);
    } catch (error) {
      if (error instanceof ReversalError) throw new AppError('conflict', `campaignId: "${entry.summary}" cannot be ${from === 'undo' ? 'undone' : 'redone'}: ${error.message}`, ['campaignId']);
      throw error;
    }
    entries.setStatus(entry.id, status);
    const turned = toEntry({ ...entry, status });
    recorder.touch(turned);
    return turned;
  }

  const next = (campaignId: number, from: 'undo' | 'redo') => (from === 'undo' ? entries.newestActive(campaignId) : entries.oldestUndone(campaignId));

  /**
   * Undo is the asking window's: an action another open window made is not taken back
   * from under it unless the GM, told which action it is, confirms. A caller that names
   * no window (a script), or an entry made before the host started, is no window's.
   */
  function refuseOtherWindows(entry: JournalEntryRow, confirmed: boolean): void {
    const asking = recorder.callingWindow.current;
    const madeIn = recorder.windowOf(entry.id);
    if (confirmed || !asking || !madeIn || madeIn === asking) return;
    throw new AppError('conflict', `confirmOtherWindow: Undo "${entry.summary}" made in another window?`, ['confirmOtherWindow']);
  }

  /** The next entry, and the ones after it in its group when the group goes as one; answers the last turned. */
  function turn(campaignId: number, from: 'undo' | 'redo', wholeFight: boolean, confirmOtherWindow = false): JournalEntry {
    const first = next(campaignId, from) ?? raise(new AppError('invalid_input', `campaignId: there is nothing to ${from}`, ['campaignId']));
    if (from === 'undo') refuseOtherWindows(first, confirmOtherWindow);
    // Back to the group's first entry (forward to its last), taking along what was done between its steps.
    const bound = wholeFight && undoesAsOne(first.groupKey) ? entries.groupBound(campaignId, first.groupKey!, from) : first.id;
    let turned = turnOne(first, from);
    const within = (e: JournalEntryRow) => (from === 'undo' ? e.id >= bound : e.id <= bound);
    for (let e = next(campaignId, from); e && within(e); e = next(campaignId, from)) turned = turnOne(e, from);
    reads.forget();
    return turned;
  }

  return {
    /** Reverses the newest action still in force (with `wholeFight`, every step of the fight or journey's day it belongs to). */
    undo: (campaignId: number, wholeFight = false, confirmOtherWindow = false): JournalEntry => turn(campaignId, 'undo', wholeFight, confirmOtherWindow),
    /** Applies again the oldest undone action (with `wholeFight`, every step of the fight or journey's day it belongs to). */
    redo: (campaignId: number, wholeFight = false): JournalEntry => turn(campaignId, 'redo', wholeFight),
    /** Undoes every action after `entryId`, newest first; answers how many. */
    undoTo(campaignId: number, entryId: number): number {
      const target = entries.get(entryId);
      if (!target || target.campaignId !== campaignId) throw notFound('journal entry in this campaign', entryId, 'entryId');
      if (target.status !== 'active') throw new AppError('invalid_input', `entryId: that entry is ${target.status}; undo back to an entry still in force`, ['entryId']);
      let undone = 0;
      for (let e = entries.newestActive(campaignId); e && e.id > entryId; e = entries.newestActive(campaignId)) {
        turnOne(e, 'undo');
        undone += 1;
      }
      if (undone === 0) throw new AppError('invalid_input', 'entryId: nothing was done after that entry', ['entryId']);
      reads.forget();
      return undone;
    },
    canUndoRedo: (campaignId: number): { canUndo: boolean; canRedo: boolean } => entries.undoRedo(campaignId),
  };
}
