import type { journal } from '../../../src-shared/contract';
import { slug } from '../../../src-shared/slug';
import type { JournalService } from '../../services/journal';
import type { HandlersFor } from '../router';

export const journalHandlers = (j: JournalService, campaignName: (id: number) => string): HandlersFor<typeof journal> => ({
  'journal.list': (input) => ({ entries: j.list(input), ...j.canUndoRedo(input.campaignId) }),
  'journal.undo': (input) => j.undo(input.campaignId, input.wholeFight, input.confirmOtherWindow),
  'journal.redo': (input) => j.redo(input.campaignId, input.wholeFight),
  'journal.undoTo': (input) => ({ undone: j.undoTo(input.campaignId, input.entryId) }),
  'journal.roll': (input) => j.gmRoll(input),
  'journal.note': (input) => j.note(input),
  'journal.session': (input) => j.session(input),
  'journal.sessions': (input) => ({ sessions: j.sessions(input.campaignId) }),
  'journal.export': (input) => {
    const name = campaignName(input.campaignId);
    return { fileName: `${slug(name, 'campaign')}-journal.md`, ...j.markdown(input.campaignId, name, input.after) };
  },
});
