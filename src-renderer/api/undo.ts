import type { JournalEntry, MethodInput } from '../../src-shared/contract';
import { api, ApiCallError } from './client';

/**
 * Undo from this window. When the action it would take back was made in another GM
 * window, the host names it instead of undoing it; the GM is asked, and only a yes
 * undoes it from here. Answers null when the GM said no.
 */
export async function undoHere(input: MethodInput<'journal.undo'>): Promise<JournalEntry | null> {
  try {
    return await api.journal.undo(input);
  } catch (error) {
    if (!(error instanceof ApiCallError && error.code === 'conflict' && error.isAbout('confirmOtherWindow'))) throw error;
    if (!window.confirm(error.reason)) return null;
    return api.journal.undo({ ...input, confirmOtherWindow: true });
  }
}
