import { create } from 'zustand';
import type { HandoutView, MethodInput, PageSummary, PageView, SearchHit, ShownItem } from '../../src-shared/contract';
import { api } from '../api/client';

/** The notebook's tabs, by id (NotebookView gives each its label and component). */
export type NotebookTab = 'pages' | 'handouts' | 'tables' | 'prep';

interface NotebookStore {
  campaignId: number | null;
  /** The tab in view: a link in a plan or a page made from a roll opens the Pages tab. */
  tab: NotebookTab;
  showTab(tab: NotebookTab): void;
  pages: PageSummary[];
  /** The page open in the Pages tab. */
  page: PageView | null;
  handouts: HandoutView[];
  /** The players' record, newest first. */
  shown: ShownItem[];
  hits: SearchHit[] | null;
  error: string | null;
  load(campaignId: number): Promise<void>;
  open(pageId: number | null): Promise<void>;
  /** These reject with the host's complaint, for the form to show beside itself. */
  savePage(input: Omit<MethodInput<'notebook.savePage'>, 'campaignId'>): Promise<PageView>;
  deletePage(pageId: number): Promise<void>;
  clue(input: MethodInput<'notebook.clue'>): Promise<void>;
  standing(input: MethodInput<'notebook.standing'>): Promise<void>;
  saveHandout(input: Omit<MethodInput<'notebook.saveHandout'>, 'campaignId'>): Promise<void>;
  deleteHandout(handoutId: number): Promise<void>;
  show(input: MethodInput<'notebook.show'>): Promise<void>;
  search(text: string): Promise<void>;
  /** Everything shown asked for again, after a change elsewhere (a note naming a page, an undo). */
  refresh(): Promise<void>;
}

/** The GM's notebook of the selected campaign: its pages, the page open, the handouts and the players' record. */
export const useNotebook = create<NotebookStore>((set, get) => {
  const current = () => get().campaignId ?? Promise.reject(new Error('Choose a campaign first'));
  /** An answer lands only while the GM is still on its campaign. */
  const landed = (campaignId: number) => get().campaignId === campaignId;

  async function reloadLists(campaignId: number) {
    const [{ pages }, { handouts }, { shown }] = await Promise.all([api.notebook.pages({ campaignId }), api.notebook.handouts({ campaignId }), api.notebook.shown({ campaignId })]);
    if (landed(campaignId)) set({ pages, handouts, shown, error: null });
  }

  async function reopen() {
    const open = get().page;
    if (!open) return;
    try {
      const page = await api.notebook.page({ pageId: open.id });
      if (get().page?.id === page.id) set({ page });
    } catch {
      // Gone (an undo took it back): nothing is open any more.
      set({ page: null });
    }
  }

  return {
    campaignId: null,
    tab: 'pages',
    showTab: (tab) => set({ tab }),
    pages: [],
    page: null,
    handouts: [],
    shown: [],
    hits: null,
    error: null,
    async load(campaignId) {
      if (get().campaignId !== campaignId) set({ campaignId, pages: [], page: null, handouts: [], shown: [], hits: null });
      try {
        await reloadLists(campaignId);
      } catch (e) {
        set({ error: (e as Error).message });
      }
    },
    async open(pageId) {
      if (pageId === null) return set({ page: null });
      const page = await api.notebook.page({ pageId });
      set({ page });
    },
    async savePage(input) {
      const campaignId = await current();
      const page = await api.notebook.savePage({ ...input, campaignId });
      if (landed(campaignId)) set({ page });
      return page;
    },
    async deletePage(pageId) {
      const { pages } = await api.notebook.deletePage({ pageId });
      set({ pages, page: null });
    },
    async clue(input) {
      set({ page: await api.notebook.clue(input) });
    },
    async standing(input) {
      set({ page: await api.notebook.standing(input) });
    },
    async saveHandout(input) {
      const campaignId = await current();
      const { handouts } = await api.notebook.saveHandout({ ...input, campaignId });
      if (landed(campaignId)) set({ handouts });
    },
    async deleteHandout(handoutId) {
      const { handouts } = await api.notebook.deleteHandout({ handoutId });
      set({ handouts });
    },
    async show(input) {
      await api.notebook.show(input);
    },
    async search(text) {
      const campaignId = await current();
      if (!text.trim()) return set({ hits: null });
      const { hits } = await api.notebook.search({ campaignId, text });
      if (landed(campaignId)) set({ hits });
    },
    async refresh() {
      const campaignId = get().campaignId;
      if (campaignId === null) return;
      await Promise.all([reloadLists(campaignId), reopen()]).catch((e: Error) => set({ error: e.message }));
    },
  };
});
