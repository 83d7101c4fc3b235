import type { notebook } from '../../../src-shared/contract';
import type { NotebookService } from '../../services/notebook';
import type { HandlersFor } from '../router';

export const notebookHandlers = (n: NotebookService): HandlersFor<typeof notebook> => ({
  'notebook.pages': (input) => n.pages(input.campaignId),
  'notebook.page': (input) => n.page(input.pageId),
  'notebook.savePage': (input) => n.savePage(input),
  'notebook.deletePage': (input) => n.deletePage(input),
  'notebook.clue': (input) => n.clue(input),
  'notebook.standing': (input) => n.standing(input),
  'notebook.handouts': (input) => n.handouts(input.campaignId),
  'notebook.saveHandout': (input) => n.saveHandout(input),
  'notebook.deleteHandout': (input) => n.deleteHandout(input),
  'notebook.show': (input) => n.show(input),
  'notebook.shown': (input) => n.shown(input),
  'notebook.search': (input) => n.search(input),
});
