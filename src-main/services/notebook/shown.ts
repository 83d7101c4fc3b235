import { MAX_NOTEBOOK_IMAGE_BYTES, type Calendar, type HandoutView, type MethodOutput, type MethodParams, type ShownItem } from '../../../src-shared/contract';
import { formatGameHour } from '../../../src-shared/time';
import type { HandoutRow, NotebookRepository, PageRow, ShownRow } from '../../db/repositories/notebook';
import { AppError, notFound, raise } from '../errors';
import { imageBytes } from '../image-bytes';
import type { JournalService } from '../journal';
import { imageOf } from './page-view';

/** Handouts, and what the players were shown: each showing one journaled, undoable action of kind `shown`. */
export function notebookShown(deps: {
  notebook: NotebookRepository;
  journal: JournalService;
  calendarOf: (campaignId: number) => Calendar | null;
  markPlace: (campaignId: number, entryId: number) => void;
}) {
  const { notebook, journal, calendarOf, markPlace } = deps;
  const mustHandout = (handoutId: number) => notebook.handout(handoutId) ?? raise(notFound('handout', handoutId, 'handoutId'));

  const handoutView = (h: HandoutRow): HandoutView => ({ id: h.id, title: h.title, text: h.text, image: imageOf(h), shownAt: notebook.lastShown('handoutId', h.id) });
  const handoutList = (campaignId: number): MethodOutput<'notebook.handouts'> => ({ handouts: notebook.handouts(campaignId).map(handoutView) });

  const shownItem = (s: ShownRow, calendar: Calendar | null): ShownItem => ({
    id: s.id,
    kind: s.pageId !== null || s.handoutId === null ? 'page' : 'handout',
    title: s.title,
    text: s.text,
    image: imageOf(s),
    at: s.gameTime,
    date: formatGameHour(s.gameTime, calendar),
  });

  /** What showing a page shows: its name and players' text, and its image. */
  function pageShown(p: PageRow) {
    if (!p.playersText && !p.image) throw new AppError('invalid_input', `pageId: ${p.name} has no players' text or image to show`, ['pageId']);
    return { campaignId: p.campaignId, title: p.name, text: p.playersText, image: p.image, imageMime: p.imageMime, pageId: p.id, handoutId: null };
  }

  return {
    handouts: handoutList,

    saveHandout(input: MethodParams<'notebook.saveHandout'>): MethodOutput<'notebook.saveHandout'> {
      const before = input.handoutId === undefined ? undefined : mustHandout(input.handoutId);
      const image = input.image && imageBytes(input.image.mime, [input.image.data], 'image', MAX_NOTEBOOK_IMAGE_BYTES);
      if (!input.text && !image && !(input.image === undefined && before?.image)) throw new AppError('invalid_input', 'text: a handout needs a text, an image or both', ['text']);
      const columns = { title: input.title, text: input.text, ...(input.image !== undefined && { image: image || null, imageMime: input.image?.mime ?? null }) };
      const request = { ...input, image: input.image && { mime: input.image.mime, bytes: image?.length } };
      journal.record(input.campaignId, { kind: 'notebook', request }, () => {
        if (before) notebook.updateHandout(before.id, columns);
        else notebook.insertHandout({ campaignId: input.campaignId, ...columns });
        return { summary: `Handout ${before ? 'rewritten' : 'written'}: ${input.title}`, result: null };
      });
      return handoutList(input.campaignId);
    },

    deleteHandout(input: MethodParams<'notebook.deleteHandout'>): MethodOutput<'notebook.deleteHandout'> {
      const handout = mustHandout(input.handoutId);
      journal.record(handout.campaignId, { kind: 'notebook', request: input }, () => {
        notebook.removeHandout(handout.id);
        return { summary: `Handout deleted: ${handout.title}`, result: null };
      });
      return handoutList(handout.campaignId);
    },

    /** A copy of what is shown goes into the record: the GM's later edits never reach the players. */
    show(input: MethodParams<'notebook.show'>, page: (pageId: number) => PageRow): MethodOutput<'notebook.show'> {
      const source = 'handoutId' in input ? { ...mustHandout(input.handoutId), pageId: null, handoutId: input.handoutId } : pageShown(page(input.pageId));
      return journal.record(source.campaignId, { kind: 'shown', request: input }, (ctx) => {
        const row = notebook.insertShown({
          campaignId: source.campaignId,
          entryId: ctx.entryId,
          pageId: source.pageId,
          handoutId: source.handoutId,
          title: source.title,
          text: source.text,
          image: source.image,
          imageMime: source.imageMime,
          gameTime: ctx.startedAt,
        });
        markPlace(source.campaignId, ctx.entryId);
        return { summary: `Shown to the players: ${source.title}`, playersSummary: `Shown to you: ${source.title}`, result: { shown: shownItem(row, calendarOf(source.campaignId)) } };
      });
    },

    shown(input: MethodParams<'notebook.shown'>): MethodOutput<'notebook.shown'> {
      const calendar = calendarOf(input.campaignId);
      const needle = input.text?.toLowerCase();
      const rows = notebook.shown(input.campaignId).filter((s) => !needle || `${s.title}\n${s.text}`.toLowerCase().includes(needle));
      return { shown: rows.map((s) => shownItem(s, calendar)) };
    },
  };
}
