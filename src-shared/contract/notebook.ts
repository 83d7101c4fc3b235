import { z } from 'zod';
import { defineDomain, gmAndPlayers, gmOnly } from './define';
import { ids } from './ids';

export const pageKinds = ['person', 'faction', 'place', 'thread', 'free'] as const;
export type PageKind = (typeof pageKinds)[number];
export const threadKinds = ['quest', 'rumour', 'plot'] as const;
export const threadStatuses = ['rumoured', 'active', 'done', 'failed'] as const;
/** The kinds of page that have a standing with the party. */
export const kindsWithStanding: readonly PageKind[] = ['person', 'faction'];

/** The most a page's or handout's image may weigh, decoded: a portrait or a letter, not a map. */
export const MAX_NOTEBOOK_IMAGE_BYTES = 1024 * 1024;
export const notebookImageMimes = ['image/png', 'image/jpeg', 'image/webp'] as const;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const pageName = z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters').refine((n) => !/[[\]\n@]/.test(n), 'must not hold [, ], @ or a line break (they mark links)');
export const pageTag = z.string().trim().toLowerCase().min(1, 'must not be empty').max(40, 'must be at most 40 characters');
export const objective = z.object({ text: text(300).min(1, 'must not be empty'), done: z.boolean().default(false) }).strict();
export const notebookImage = z
  .object({
    mime: z.enum(notebookImageMimes, 'must be PNG, JPEG or WebP'),
    /** Base64. */
    data: z.string().max(Math.ceil((MAX_NOTEBOOK_IMAGE_BYTES * 4) / 3) + 4, 'must be at most 1 MB'),
  })
  .strict();
export type NotebookImage = z.infer<typeof notebookImage>;

/** A spot on the campaign's maps: a hex of a region, or an area of a level (where a place page lies, where a table's result is keyed). */
export const mapPlace = z.union([
  z.object({ regionId: ids.region, hex: z.object({ col: z.number().int().min(0).max(9999), row: z.number().int().min(0).max(9999) }).strict() }).strict(),
  z.object({ areaId: ids.dungeonArea }).strict(),
]);
export type MapPlace = z.infer<typeof mapPlace>;

export const pageFields = z
  .object({
    kind: z.enum(pageKinds),
    name: pageName,
    gmText: text(20_000).default(''),
    playersText: text(10_000).default(''),
    tags: z.array(pageTag).max(30).default([]),
    /** Null clears it; absent keeps the one the page has. */
    image: notebookImage.nullable().optional(),
    place: mapPlace.nullable().default(null),
    threadKind: z.enum(threadKinds).nullable().default(null),
    status: z.enum(threadStatuses).nullable().default(null),
    objectives: z.array(objective).max(50).default([]),
  })
  .strict();
export type PageFields = z.input<typeof pageFields>;

export const pageSummary = z.object({
  id: ids.page,
  kind: z.enum(pageKinds),
  name: z.string(),
  tags: z.array(z.string()),
  threadKind: z.enum(threadKinds).nullable(),
  status: z.enum(threadStatuses).nullable(),
  standing: z.number().int(),
});
export type PageSummary = z.infer<typeof pageSummary>;

/** A moment of play, read from the journal: when (game time and the calendar's words) and where the party stood. */
export const playMoment = z.object({ entryId: ids.journalEntry, at: z.number().int(), date: z.string(), place: z.string().nullable(), text: z.string() });
export type PlayMoment = z.infer<typeof playMoment>;

export const backlink = z.object({
  from: z.enum(['page', 'area', 'hex', 'journal', 'plan']),
  /** The page, area, journal entry or session plan's item; a hex is named by its region and index. */
  id: z.number().int(),
  label: z.string(),
});
export type Backlink = z.infer<typeof backlink>;

export const pageView = pageSummary.extend({
  gmText: z.string(),
  playersText: z.string(),
  image: notebookImage.nullable(),
  place: mapPlace.nullable(),
  /** The place page's hex or area, in words. */
  placeName: z.string().nullable(),
  objectives: z.array(z.object({ text: z.string(), done: z.boolean() })),
  clues: z.array(z.object({ id: ids.clue, text: z.string(), found: playMoment.nullable() })),
  standingHistory: z.array(playMoment.extend({ change: z.number().int(), standing: z.number().int() })),
  /** Journal notes naming the page, oldest first: the first is when the party met it, the last when it was last seen. */
  appearances: z.array(playMoment),
  /** Everything play did with the page, oldest first: appearances, standing, clues found, reveals. */
  timeline: z.array(playMoment),
  backlinks: z.array(backlink),
  /** When the players were last shown the page's players' text; null: never. */
  revealedAt: z.number().int().nullable(),
});
export type PageView = z.infer<typeof pageView>;

export const handoutView = z.object({ id: ids.handout, title: z.string(), text: z.string(), image: notebookImage.nullable(), shownAt: z.number().int().nullable() });
export type HandoutView = z.infer<typeof handoutView>;

/** One thing shown to the players, as it was shown. */
export const shownItem = z.object({
  id: z.number().int(),
  kind: z.enum(['page', 'handout']),
  title: z.string(),
  text: z.string(),
  image: notebookImage.nullable(),
  at: z.number().int(),
  date: z.string(),
});
export type ShownItem = z.infer<typeof shownItem>;

export const searchHit = z.object({
  from: z.enum(['page', 'area', 'hex', 'journal', 'shown']),
  id: z.number().int(),
  title: z.string(),
  /** The words around the first match. */
  excerpt: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

const campaignOnly = z.object({ campaignId: ids.campaign }).strict();
const words = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');

export const notebook = defineDomain('notebook', {
  pages: {
    kind: 'query',
    roles: gmOnly,
    summary: "The notebook's pages, by name: people, factions, places, threads and free pages.",
    input: campaignOnly,
    output: z.object({ pages: z.array(pageSummary) }),
  },
  page: {
    kind: 'query',
    roles: gmOnly,
    summary: 'One page whole: its texts, clues, standing and its history, when and where it appeared in play (from the journal), and what links to it.',
    input: z.object({ pageId: ids.page }).strict(),
    output: pageView,
  },
  savePage: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Write a new page, or rewrite one (with pageId): journaled, undoable. A name is unique in the campaign, whatever its case.',
    input: z.object({ campaignId: ids.campaign, pageId: ids.page.optional(), page: pageFields }).strict(),
    output: pageView,
  },
  deletePage: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Delete a page with its clues and standing history; what was shown of it stays in the players\' record.',
    input: z.object({ pageId: ids.page }).strict(),
    output: z.object({ pages: z.array(pageSummary) }),
  },
  clue: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Add a clue to a thread, mark one found (the entry written says when and where) or not found, or remove it.",
    input: z.discriminatedUnion('action', [
      z.object({ action: z.literal('add'), pageId: ids.page, text: text(500).min(1, 'must not be empty') }).strict(),
      z.object({ action: z.literal('found'), clueId: ids.clue, found: z.boolean() }).strict(),
      z.object({ action: z.literal('remove'), clueId: ids.clue }).strict(),
    ]),
    output: pageView,
  },
  standing: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Move a person's or faction's standing with the party by a number (up or down), with the reason: journaled, undoable.",
    input: z.object({ pageId: ids.page, change: z.number().int().min(-100).max(100).refine((n) => n !== 0, 'must not be 0'), reason: text(300).default('') }).strict(),
    output: pageView,
  },
  handouts: {
    kind: 'query',
    roles: gmOnly,
    summary: 'The handouts the GM has prepared, each with when it was last shown.',
    input: campaignOnly,
    output: z.object({ handouts: z.array(handoutView) }),
  },
  saveHandout: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Write a new handout (text, an image or both), or rewrite one (with handoutId): journaled, undoable.',
    input: z
      .object({
        campaignId: ids.campaign,
        handoutId: ids.handout.optional(),
        title: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
        text: text(10_000).default(''),
        image: notebookImage.nullable().optional(),
      })
      .strict(),
    output: z.object({ handouts: z.array(handoutView) }),
  },
  deleteHandout: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Delete a handout; what was shown of it stays in the players' record.",
    input: z.object({ handoutId: ids.handout }).strict(),
    output: z.object({ handouts: z.array(handoutView) }),
  },
  show: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Show the players a handout, or a page's players' text, as it reads now: it goes into the players' record at this game time. Undo takes it back.",
    input: z.union([z.object({ handoutId: ids.handout }).strict(), z.object({ pageId: ids.page }).strict()]),
    output: z.object({ shown: shownItem }),
  },
  shown: {
    kind: 'query',
    roles: gmAndPlayers,
    summary: "The players' record: everything shown to them, newest first, with when; with words, only what holds them.",
    input: z.object({ campaignId: ids.campaign, text: text(200).optional() }).strict(),
    output: z.object({ shown: z.array(shownItem) }),
  },
  search: {
    kind: 'query',
    roles: gmOnly,
    summary: "Search the notebook's pages, the keys of areas and hexes, and the journal for words, the best (a page's name) first.",
    input: z.object({ campaignId: ids.campaign, text: words, limit: z.number().int().min(1).max(200).default(50) }).strict(),
    output: z.object({ hits: z.array(searchHit) }),
  },
});
