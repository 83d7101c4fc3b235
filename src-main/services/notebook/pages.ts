import { kindsWithStanding, MAX_NOTEBOOK_IMAGE_BYTES, type MethodOutput, type MethodParams, type PageView } from '../../../src-shared/contract';
import type { DungeonLevelRepository } from '../../db/repositories/dungeon-levels';
import type { HexRegionRepository } from '../../db/repositories/hex-regions';
import type { NotebookRepository, PageRow } from '../../db/repositories/notebook';
import { AppError, notFound, raise } from '../errors';
import { imageBytes } from '../image-bytes';
import type { JournalService } from '../journal';
import { summaryOf } from './page-view';

/** Writing pages: each change one journaled, undoable action of kind `notebook`. */
export function notebookPages(deps: {
  notebook: NotebookRepository;
  levels: DungeonLevelRepository;
  regions: HexRegionRepository;
  journal: JournalService;
  view: (page: PageRow) => PageView;
  /** Marks an entry of play with where the party stands. */
  markPlace: (campaignId: number, entryId: number) => void;
}) {
  const { notebook, levels, regions, journal, view, markPlace } = deps;
  const mustPage = (pageId: number, field = 'pageId') => notebook.page(pageId) ?? raise(notFound('notebook page', pageId, field));
  const mustClue = (clueId: number) => notebook.clue(clueId) ?? raise(notFound('clue', clueId, 'clueId'));
  const refuse = (path: (string | number)[], reason: string) => new AppError('invalid_input', `${path.join('.')}: ${reason}`, path);

  /** The place columns of a page: the hex must lie on its region, the area belong to the campaign (the router checks the ids). */
  function placeColumns(place: MethodParams<'notebook.savePage'>['page']['place']) {
    if (place === null) return { regionId: null, hexCol: null, hexRow: null, areaId: null };
    if ('areaId' in place) {
      if (!levels.area(place.areaId)) throw notFound('dungeon area', place.areaId, 'page.place.areaId');
      return { regionId: null, hexCol: null, hexRow: null, areaId: place.areaId };
    }
    const region = regions.get(place.regionId) ?? raise(notFound('map region', place.regionId, 'page.place.regionId'));
    if (place.hex.col >= region.width || place.hex.row >= region.height) {
      throw refuse(['page', 'place', 'hex'], `(${place.hex.col}, ${place.hex.row}) is off the ${region.width} x ${region.height} map of ${region.name}`);
    }
    return { regionId: region.id, hexCol: place.hex.col, hexRow: place.hex.row, areaId: null };
  }

  function save(input: MethodParams<'notebook.savePage'>): PageView {
    const { page } = input;
    const before = input.pageId === undefined ? undefined : mustPage(input.pageId);
    const clash = notebook.byName(input.campaignId, page.name);
    if (clash && clash.id !== before?.id) throw new AppError('conflict', `page.name: this campaign already has a page called "${clash.name}"`, ['page', 'name']);
    const isThread = page.kind === 'thread';
    if (!isThread && (page.threadKind !== null || page.status !== null || page.objectives.length > 0)) {
      throw refuse(['page', 'kind'], 'only a thread has a thread kind, a status and objectives');
    }
    if (page.place !== null && page.kind !== 'place') throw refuse(['page', 'place'], 'only a place page lies on a hex or an area');
    const image = page.image && imageBytes(page.image.mime, [page.image.data], 'page.image', MAX_NOTEBOOK_IMAGE_BYTES);
    const columns = {
      kind: page.kind,
      name: page.name,
      gmText: page.gmText,
      playersText: page.playersText,
      tags: JSON.stringify([...new Set(page.tags)]),
      ...placeColumns(page.place),
      threadKind: isThread ? (page.threadKind ?? 'quest') : null,
      status: isThread ? (page.status ?? 'rumoured') : null,
      objectives: JSON.stringify(page.objectives),
      ...(page.image !== undefined && { image: image || null, imageMime: page.image?.mime ?? null }),
    };
    const request = { ...input, page: { ...page, image: page.image && { mime: page.image.mime, bytes: image?.length } } };
    return journal.record(input.campaignId, { kind: 'notebook', request }, () => {
      const row = before ? (notebook.updatePage(before.id, columns), mustPage(before.id)) : notebook.insertPage({ campaignId: input.campaignId, ...columns });
      const renamed = before && before.name !== row.name ? ` (was ${before.name})` : '';
      return { summary: `${before ? 'Page rewritten' : 'Page written'}: ${row.name}${renamed}`, result: view(row) };
    });
  }

  return {
    mustPage,
    list: (campaignId: number): MethodOutput<'notebook.pages'> => ({ pages: notebook.pages(campaignId).map(summaryOf) }),
    get: (pageId: number): PageView => view(mustPage(pageId)),
    save,

    remove(input: MethodParams<'notebook.deletePage'>): MethodOutput<'notebook.deletePage'> {
      const page = mustPage(input.pageId);
      journal.record(page.campaignId, { kind: 'notebook', request: input }, () => {
        notebook.removePage(page.id);
        return { summary: `Page deleted: ${page.name}`, result: null };
      });
      return { pages: notebook.pages(page.campaignId).map(summaryOf) };
    },

    clue(input: MethodParams<'notebook.clue'>): PageView {
      if (input.action === 'add') {
        const page = mustPage(input.pageId);
        if (page.kind !== 'thread') throw refuse(['pageId'], `${page.name} is not a thread; only a thread has clues`);
        return journal.record(page.campaignId, { kind: 'notebook', request: input }, () => {
          notebook.insertClue({ campaignId: page.campaignId, pageId: page.id, text: input.text });
          return { summary: `Clue added to ${page.name}: ${input.text}`, result: view(mustPage(page.id)) };
        });
      }
      const clue = mustClue(input.clueId);
      const page = mustPage(clue.pageId);
      if (input.action === 'remove') {
        return journal.record(page.campaignId, { kind: 'notebook', request: input }, () => {
          notebook.removeClue(clue.id);
          return { summary: `Clue removed from ${page.name}: ${clue.text}`, result: view(mustPage(page.id)) };
        });
      }
      if (input.found === (clue.foundEntryId !== null)) throw refuse(['found'], `the clue is already ${input.found ? 'found' : 'not found'}`);
      // Finding a clue is play: its entry (when, and where the party stood) is the clue's "found".
      return journal.record(page.campaignId, { kind: 'notebook', request: input }, (ctx) => {
        notebook.setClueFound(clue.id, input.found ? ctx.entryId : null);
        markPlace(page.campaignId, ctx.entryId);
        return { summary: `${input.found ? 'Clue found' : 'Clue not found after all'} (${page.name}): ${clue.text}`, result: view(mustPage(page.id)) };
      });
    },

    standing(input: MethodParams<'notebook.standing'>): PageView {
      const page = mustPage(input.pageId);
      if (!kindsWithStanding.includes(page.kind)) throw refuse(['pageId'], `${page.name} is a ${page.kind}; only a person or a faction has a standing with the party`);
      const standing = page.standing + input.change;
      return journal.record(page.campaignId, { kind: 'notebook', request: input }, (ctx) => {
        notebook.updatePage(page.id, { standing });
        markPlace(page.campaignId, ctx.entryId);
        notebook.insertStanding({ campaignId: page.campaignId, pageId: page.id, entryId: ctx.entryId, change: input.change, standing, reason: input.reason });
        const by = `${input.change > 0 ? '+' : ''}${input.change}`;
        return { summary: `Standing of ${page.name} ${by}, now ${standing}${input.reason ? `: ${input.reason}` : ''}`, result: view(mustPage(page.id)) };
      });
    },
  };
}
