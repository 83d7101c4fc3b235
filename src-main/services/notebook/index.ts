import type { MethodParams } from '../../../src-shared/contract';
import type { DungeonLevelRepository } from '../../db/repositories/dungeon-levels';
import type { HexRegionRepository } from '../../db/repositories/hex-regions';
import type { NotebookRepository } from '../../db/repositories/notebook';
import type { PartyRepository } from '../../db/repositories/parties';
import type { RollTableRepository } from '../../db/repositories/roll-tables';
import type { CalendarRepository } from '../../db/repositories/calendar';
import { calendarParser } from '../journal/entry';
import type { JournalService } from '../journal';
import { pageViews } from './page-view';
import { notebookPages } from './pages';
import { placeWords } from './places';
import { notebookSearch } from './search';
import { notebookShown } from './shown';

/**
 * The campaign notebook: pages (people, factions, places, threads, free pages) tied to
 * the journal's clock and the campaign's places, handouts, and the players' record of
 * everything shown to them. Put together here from its use cases.
 */
export function notebookService(deps: {
  notebook: NotebookRepository;
  parties: PartyRepository;
  levels: DungeonLevelRepository;
  regions: HexRegionRepository;
  calendar: CalendarRepository;
  /** Where the session plans are kept: their items link to pages too. */
  plans: RollTableRepository;
  journal: JournalService;
}) {
  const { notebook, journal } = deps;
  const parseCalendar = calendarParser();
  const calendarOf = (campaignId: number) => parseCalendar(deps.calendar.calendar(campaignId));
  const places = placeWords(deps);
  const markPlace = (campaignId: number, entryId: number) => {
    const where = places.whereNow(campaignId);
    if (where) notebook.setPlace(entryId, where);
  };
  const planItems = (campaignId: number) => {
    const titles = new Map(deps.plans.plans(campaignId).map((p) => [p.id, p.title]));
    return deps.plans.planItems(campaignId).map((it) => ({ id: it.id, text: it.text, plan: titles.get(it.planId) ?? '' }));
  };
  const view = pageViews({ notebook, calendarOf, places, planItems });
  const pages = notebookPages({ notebook, levels: deps.levels, regions: deps.regions, journal, view, markPlace });
  const shown = notebookShown({ notebook, journal, calendarOf, markPlace });
  return {
    pages: pages.list,
    page: pages.get,
    savePage: pages.save,
    deletePage: pages.remove,
    clue: pages.clue,
    standing: pages.standing,
    handouts: shown.handouts,
    saveHandout: shown.saveHandout,
    deleteHandout: shown.deleteHandout,
    show: (input: MethodParams<'notebook.show'>) => shown.show(input, pages.mustPage),
    shown: shown.shown,
    search: notebookSearch(notebook),
    /** Marks a journal note with where the party stands, so a page it names knows where it was met. */
    markPlace,
  };
}
export type NotebookService = ReturnType<typeof notebookService>;
