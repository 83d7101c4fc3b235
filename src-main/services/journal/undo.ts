import type { JournalEntry } from '../../../src-shared/contract';
import { ReversalError, type JournalRepository } from '../../db/repositories/journal';
import { AppError, raise } from '../errors';
import { toEntry } from './entry';
import type { JournalReads } from './list';
import type { JournalRecorder } from './record';

/** Undo and redo: an entry's recorded statements played back, its status turned, every read list forgotten. */
export function journalUndo(deps: { entries: JournalRepository; reads: JournalReads; recorder: JournalRecorder }) {
  const { entries, reads, recorder } = deps;

  function turn(campaignId: number, from: 'undo' | 'redo'): JournalEntry {
    const entry =
      (from === 'undo' ? entries.newestActive(campaignId) : entries.oldestUndone(campaignId)) ??
      raise(new AppError('invalid_input', `campaignId: there is nothing to ${from}`, ['campaignId']));
    const status = from === 'undo' ? 'undone' : 'active';
    try {
      entries.replay(entry.id, from);
    } catch (error) {
      if (error instanceof ReversalError) throw new AppError('conflict', `campaignId: "${entry.summary}" cannot be ${from === 'undo' ? 'undone' : 'redone'}: ${error.message}`, ['campaignId']);
      throw error;
    }
    entries.setStatus(entry.id, status);
    reads.forget();
    const turned = toEntry({ ...entry, status });
    recorder.touch(turned);
    return turned;
  }

  return {
    /** Reverses the newest action still in force. */
    undo: (campaignId: number): JournalEntry => turn(campaignId, 'undo'),
    /** Applies again the oldest undone action. */
    redo: (campaignId: number): JournalEntry => turn(campaignId, 'redo'),
    canUndoRedo: (campaignId: number): { canUndo: boolean; canRedo: boolean } => entries.undoRedo(campaignId),
  };
}
