import { asc, desc, eq, sql } from 'drizzle-orm';
import type { OpenedDatabase } from '../open-database';
import { handouts, notebookClues, notebookPages, notebookStandings, playersShown } from '../schema';
import { byName, namedIn } from './names';

export type PageRow = typeof notebookPages.$inferSelect;
export type ClueRow = typeof notebookClues.$inferSelect;
export type StandingRow = typeof notebookStandings.$inferSelect;
export type HandoutRow = typeof handouts.$inferSelect;
export type ShownRow = typeof playersShown.$inferSelect;

/** A journal entry as the notebook reads it: when it happened, where the party stood, and its words. */
export interface EntryMoment {
  id: number;
  kind: string;
  gameTime: number;
  place: string | null;
  /** The GM's headline and what changed (a note's whole text), joined. */
  text: string;
}

/** A keyed place's text, for links and search. */
export interface KeyedText {
  from: 'area' | 'hex';
  id: number;
  label: string;
  /** The key's JSON: its read-aloud text, GM notes, landmark, treasure... */
  key: string;
}

/** The notebook's pages, clues, standings and handouts, and the players' record of what was shown. */
export function notebookRepository({ db, sqlite }: Pick<OpenedDatabase, 'db' | 'sqlite'>) {
  const campaignId = sql.placeholder('campaignId');
  const id = sql.placeholder('id');
  const momentSql = `SELECT id, kind, game_time_after AS gameTime, place, summary || char(10) || (SELECT coalesce(group_concat(value, char(10)), '') FROM json_each(changes)) AS text FROM journal_entries`;
  const q = {
    pages: db.select().from(notebookPages).where(eq(notebookPages.campaignId, campaignId)).orderBy(byName(notebookPages.name)).prepare(),
    page: db.select().from(notebookPages).where(eq(notebookPages.id, id)).prepare(),
    clues: db.select().from(notebookClues).where(eq(notebookClues.pageId, id)).orderBy(asc(notebookClues.id)).prepare(),
    clue: db.select().from(notebookClues).where(eq(notebookClues.id, id)).prepare(),
    standings: db.select().from(notebookStandings).where(eq(notebookStandings.pageId, id)).orderBy(asc(notebookStandings.id)).prepare(),
    handouts: db.select().from(handouts).where(eq(handouts.campaignId, campaignId)).orderBy(byName(handouts.title)).prepare(),
    handout: db.select().from(handouts).where(eq(handouts.id, id)).prepare(),
    shown: db.select().from(playersShown).where(eq(playersShown.campaignId, campaignId)).orderBy(desc(playersShown.id)).prepare(),
    // Notes are what the GM writes of play; an undone one never happened.
    notes: sqlite.prepare(`${momentSql} WHERE campaign_id = ? AND kind = 'note' AND status = 'active' ORDER BY game_time_after, id`),
    entries: sqlite.prepare(`${momentSql} WHERE campaign_id = ? AND status = 'active' ORDER BY id DESC LIMIT ?`),
    entry: sqlite.prepare(`${momentSql} WHERE id = ?`),
    keys: sqlite.prepare(
      `SELECT 'area' AS "from", a.id, 'Area ' || a.number || CASE WHEN a.name <> '' THEN ' ' || a.name ELSE '' END || ' of ' || l.name AS label, a.key
       FROM dungeon_areas a JOIN dungeon_levels l ON l.id = a.level_id WHERE a.campaign_id = @campaignId
       UNION ALL
       SELECT 'hex', k.id, r.name || ', hex ' || (k.hex_index % r.width) || ',' || (k.hex_index / r.width), k.key
       FROM hex_keys k JOIN hex_regions r ON r.id = k.region_id WHERE r.campaign_id = @campaignId`,
    ),
    setPlace: sqlite.prepare('UPDATE journal_entries SET place = ? WHERE id = ?'),
  };
  return {
    pages: (campaign: number): PageRow[] => q.pages.all({ campaignId: campaign }),
    page: (pageId: number): PageRow | undefined => q.page.get({ id: pageId }),
    byName: (campaign: number, name: string): PageRow | undefined => db.select().from(notebookPages).where(namedIn(notebookPages, campaign, name)).get(),
    insertPage: (values: typeof notebookPages.$inferInsert): PageRow => db.insert(notebookPages).values(values).returning().get(),
    updatePage: (pageId: number, values: Partial<typeof notebookPages.$inferInsert>): void => void db.update(notebookPages).set(values).where(eq(notebookPages.id, pageId)).run(),
    removePage: (pageId: number): void => void db.delete(notebookPages).where(eq(notebookPages.id, pageId)).run(),

    clues: (pageId: number): ClueRow[] => q.clues.all({ id: pageId }),
    clue: (clueId: number): ClueRow | undefined => q.clue.get({ id: clueId }),
    insertClue: (values: typeof notebookClues.$inferInsert): void => void db.insert(notebookClues).values(values).run(),
    setClueFound: (clueId: number, entryId: number | null): void => void db.update(notebookClues).set({ foundEntryId: entryId }).where(eq(notebookClues.id, clueId)).run(),
    removeClue: (clueId: number): void => void db.delete(notebookClues).where(eq(notebookClues.id, clueId)).run(),

    standings: (pageId: number): StandingRow[] => q.standings.all({ id: pageId }),
    insertStanding: (values: typeof notebookStandings.$inferInsert): void => void db.insert(notebookStandings).values(values).run(),

    handouts: (campaign: number): HandoutRow[] => q.handouts.all({ campaignId: campaign }),
    handout: (handoutId: number): HandoutRow | undefined => q.handout.get({ id: handoutId }),
    insertHandout: (values: typeof handouts.$inferInsert): void => void db.insert(handouts).values(values).run(),
    updateHandout: (handoutId: number, values: Partial<typeof handouts.$inferInsert>): void => void db.update(handouts).set(values).where(eq(handouts.id, handoutId)).run(),
    removeHandout: (handoutId: number): void => void db.delete(handouts).where(eq(handouts.id, handoutId)).run(),

    /** The players' record, newest first. */
    shown: (campaign: number): ShownRow[] => q.shown.all({ campaignId: campaign }),
    insertShown: (values: typeof playersShown.$inferInsert): ShownRow => db.insert(playersShown).values(values).returning().get(),
    lastShown: (column: 'pageId' | 'handoutId', rowId: number): number | null =>
      db
        .select({ at: sql<number>`max(${playersShown.gameTime})` })
        .from(playersShown)
        .where(eq(playersShown[column], rowId))
        .get()?.at ?? null,

    /** The campaign's journal notes in force, oldest first. */
    notes: (campaign: number): EntryMoment[] => q.notes.all(campaign) as EntryMoment[],
    /** The newest entries in force, for search. */
    recentEntries: (campaign: number, limit: number): EntryMoment[] => q.entries.all(campaign, limit) as EntryMoment[],
    entry: (entryId: number): EntryMoment | undefined => q.entry.get(entryId) as EntryMoment | undefined,
    /** Every area and hex key of the campaign. */
    keys: (campaign: number): KeyedText[] => q.keys.all({ campaignId: campaign }) as KeyedText[],
    /** Where the party stood when an entry was written. */
    setPlace: (entryId: number, place: string): void => void q.setPlace.run(place, entryId),
  };
}
export type NotebookRepository = ReturnType<typeof notebookRepository>;
