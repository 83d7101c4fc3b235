import type { Calendar, NotebookImage, PageSummary, PageView, PlayMoment } from '../../../src-shared/contract';
import { linksTo } from '../../../src-shared/notebook-links';
import { formatGameHour } from '../../../src-shared/time';
import type { EntryMoment, NotebookRepository, PageRow } from '../../db/repositories/notebook';
import type { PlaceWords } from './places';

/** Every piece of text in a stored JSON value (a place key's read-aloud text, notes, treasure...), one per line. */
export function textsIn(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textsIn).filter(Boolean).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(textsIn).filter(Boolean).join('\n');
  return '';
}

export const imageOf = (row: { image: Buffer | null; imageMime: string | null }): NotebookImage | null =>
  row.image && row.imageMime ? { mime: row.imageMime as NotebookImage['mime'], data: Buffer.from(row.image).toString('base64') } : null;

export const summaryOf = (p: PageRow): PageSummary => ({
  id: p.id,
  kind: p.kind,
  name: p.name,
  tags: JSON.parse(p.tags) as string[],
  threadKind: p.threadKind,
  status: p.status,
  standing: p.standing,
});

/** A page as the GM reads it: what the journal says of it (when and where), and what links to it. */
export function pageViews(deps: {
  notebook: NotebookRepository;
  calendarOf: (campaignId: number) => Calendar | null;
  places: PlaceWords;
  /** The items of the campaign's session plans, each with its plan's title. */
  planItems: (campaignId: number) => { id: number; text: string; plan: string }[];
}) {
  const { notebook, calendarOf, places, planItems } = deps;

  return function view(page: PageRow): PageView {
    const calendar = calendarOf(page.campaignId);
    const moment = (e: EntryMoment, text: string): PlayMoment => ({ entryId: e.id, at: e.gameTime, date: formatGameHour(e.gameTime, calendar), place: e.place, text });
    const entryMoment = (entryId: number, text: string): PlayMoment | null => {
      const e = notebook.entry(entryId);
      return e ? moment(e, text) : null;
    };
    const notes = notebook.notes(page.campaignId);
    const appearances = notes.filter((n) => linksTo(n.text, page.name)).map((n) => moment(n, n.text.split('\n').slice(1).join(' ').trim() || n.text));
    const clues = notebook.clues(page.id).map((c) => ({ id: c.id, text: c.text, found: c.foundEntryId === null ? null : entryMoment(c.foundEntryId, `Clue found: ${c.text}`) }));
    const standingHistory = notebook.standings(page.id).flatMap((s) => {
      const m = entryMoment(s.entryId, `Standing ${s.change > 0 ? '+' : ''}${s.change} (now ${s.standing})${s.reason ? `: ${s.reason}` : ''}`);
      return m ? [{ ...m, change: s.change, standing: s.standing }] : [];
    });
    const reveals = notebook
      .shown(page.campaignId)
      .filter((s) => s.pageId === page.id)
      .flatMap((s) => entryMoment(s.entryId, 'Shown to the players') ?? []);
    const timeline = [...appearances, ...standingHistory.map(({ change: _c, standing: _s, ...m }) => m), ...clues.flatMap((c) => c.found ?? []), ...reveals].sort(
      (a, b) => a.at - b.at || a.entryId - b.entryId,
    );
    const backlinks: PageView['backlinks'] = [
      ...notebook
        .pages(page.campaignId)
        .filter((p) => p.id !== page.id && linksTo(`${p.gmText}\n${p.playersText}`, page.name))
        .map((p) => ({ from: 'page' as const, id: p.id, label: p.name })),
      ...notebook
        .keys(page.campaignId)
        .filter((k) => linksTo(textsIn(JSON.parse(k.key)), page.name))
        .map((k) => ({ from: k.from, id: k.id, label: k.label })),
      ...appearances.map((a) => ({ from: 'journal' as const, id: a.entryId, label: `${a.date}: ${a.text}` })),
      ...planItems(page.campaignId)
        .filter((it) => linksTo(it.text, page.name))
        .map((it) => ({ from: 'plan' as const, id: it.id, label: `${it.plan}: ${it.text}` })),
    ];
    const onHex = page.regionId !== null && page.hexCol !== null && page.hexRow !== null;
    const place = page.areaId !== null ? { areaId: page.areaId } : onHex ? { regionId: page.regionId!, hex: { col: page.hexCol!, row: page.hexRow! } } : null;
    const placeName =
      page.areaId !== null ? places.areaName(page.areaId) : onHex ? places.hexName(page.regionId!, page.hexCol!, page.hexRow!) : null;
    return {
      ...summaryOf(page),
      gmText: page.gmText,
      playersText: page.playersText,
      image: imageOf(page),
      place,
      placeName,
      objectives: JSON.parse(page.objectives) as PageView['objectives'],
      clues,
      standingHistory,
      appearances,
      timeline,
      backlinks,
      revealedAt: notebook.lastShown('pageId', page.id),
    };
  };
}
