import { and, asc, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import { params } from './param';
import type { OpenedDatabase } from '../open-database';
import { journalEntries, undoLog } from '../schema';
import { capturing, replay, TABLE_OF_REVERSAL, type Direction, type JournaledTable } from '../undo-capture';
export { ReversalError } from '../undo-reversal';

export type { JournaledTable };

export type JournalEntryRow = typeof journalEntries.$inferSelect;

export interface JournalFilter {
  campaignId: number;
  kind?: string;
  /** Game-time window the entry's action overlaps. */
  between?: { from: number; to: number };
  memberId?: number;
  /** Words to find in the summary, the players' headline or the changes. */
  text?: string;
  limit: number;
}

/** A LIKE pattern that matches `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The journal's entries and the undo log the capture triggers write under them.
 * Takes the opened database because undo and redo apply recorded reversals on the
 * connection itself.
 */
export function journalRepository({ db, sqlite }: Pick<OpenedDatabase, 'db' | 'sqlite'>) {
  const campaignId = sql.placeholder('campaignId');
  const id = sql.placeholder('id');
  // Written into the SQL, not bound: only a literal lets SQLite use the small index of undone entries.
  const undone = and(eq(journalEntries.campaignId, campaignId), sql`${journalEntries.status} = 'undone'`);
  const q = {
    // Opened and finished by every action: plain statements, without drizzle's binding and mapping.
    insert: sqlite.prepare(
      `INSERT INTO journal_entries (campaign_id, kind, summary, request, game_time_before, game_time_after) VALUES (@campaignId, @kind, '', @request, @time, @time) RETURNING id, created_at AS createdAt`,
    ),
    finish: sqlite.prepare(
      `UPDATE journal_entries SET summary = @summary, players_summary = @playersSummary, rolls = @rolls, changes = @changes, alerts = @alerts, member_ids = @memberIds, game_time_after = @gameTimeAfter, group_key = @groupKey WHERE id = @id`,
    ),
    // A new action ends redo: the undone entries' recorded statements go, then the entries are marked dropped.
    dropRedoLogs: db
      .delete(undoLog)
      .where(sql`${undoLog.entryId} IN (SELECT ${journalEntries.id} FROM ${journalEntries} WHERE ${undone})`)
      .prepare(),
    dropRedoable: db.update(journalEntries).set({ status: 'dropped' }).where(undone).prepare(),
    anyUndone: sqlite.prepare(`SELECT 1 FROM journal_entries WHERE campaign_id = ? AND status = 'undone' LIMIT 1`).pluck(),
    newestActive: db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.campaignId, campaignId), eq(journalEntries.status, 'active')))
      .orderBy(desc(journalEntries.id))
      .limit(1)
      .prepare(),
    oldestUndone: db.select().from(journalEntries).where(undone).orderBy(asc(journalEntries.id)).limit(1).prepare(),
    firstOfGroup: sqlite.prepare(`SELECT min(id) FROM journal_entries WHERE campaign_id = ? AND group_key = ? AND status = 'active'`).pluck(),
    lastOfGroup: sqlite.prepare(`SELECT max(id) FROM journal_entries WHERE campaign_id = ? AND group_key = ? AND status = 'undone'`).pluck(),
    // Whether there is anything to undo or redo, without reading an entry (a year's advance writes a long one).
    undoRedo: db
      .select({
        canUndo: sql<number>`EXISTS (SELECT 1 FROM ${journalEntries} WHERE ${and(eq(journalEntries.campaignId, campaignId), eq(journalEntries.status, 'active'))})`,
        canRedo: sql<number>`EXISTS (SELECT 1 FROM ${journalEntries} WHERE ${undone})`,
      })
      .from(sql`(SELECT 1)`)
      .prepare(),
    setStatus: db.update(journalEntries).set(params('status')).where(eq(journalEntries.id, id)).prepare(),
    byId: db.select().from(journalEntries).where(eq(journalEntries.id, id)).prepare(),
    tablesWritten: sqlite.prepare(`SELECT DISTINCT ${TABLE_OF_REVERSAL} FROM undo_log WHERE entry_id = ? AND direction = 'undo'`).pluck(),
    thread: db
      .select({ id: journalEntries.id, stamp: sql<string>`${journalEntries.createdAt} || ' ' || ${journalEntries.summary}` })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.campaignId, campaignId),
          gte(journalEntries.id, sql.placeholder('from')),
          eq(journalEntries.kind, sql.placeholder('kind')),
          eq(journalEntries.status, 'active'),
          sql`(${journalEntries.id} = ${sql.placeholder('firstId')} OR json_extract(${journalEntries.request}, ${sql.placeholder('path')}) = ${sql.placeholder('value')})`,
        ),
      )
      .orderBy(desc(journalEntries.id))
      .limit(sql.placeholder('limit'))
      .prepare(),
    // One statement for every filter, each condition off when its parameter is null: every dungeon answer lists the journal.
    list: db
      .select()
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.campaignId, campaignId),
          sql`(${sql.placeholder('kind')} IS NULL OR ${journalEntries.kind} = ${sql.placeholder('kind')})`,
          sql`(${sql.placeholder('from')} IS NULL OR (${journalEntries.gameTimeAfter} >= ${sql.placeholder('from')} AND ${journalEntries.gameTimeBefore} < ${sql.placeholder('to')}))`,
          sql`(${sql.placeholder('memberId')} IS NULL OR EXISTS (SELECT 1 FROM json_each(${journalEntries.memberIds}) WHERE value = ${sql.placeholder('memberId')}))`,
          // The changes are searched decoded, so quotes and backslashes in a note match as typed.
          sql`(${sql.placeholder('text')} IS NULL OR ${journalEntries.summary} LIKE ${sql.placeholder('text')} ESCAPE '\\' OR ${journalEntries.playersSummary} LIKE ${sql.placeholder('text')} ESCAPE '\\' OR EXISTS (SELECT 1 FROM json_each(${journalEntries.changes}) WHERE value LIKE ${sql.placeholder('text')} ESCAPE '\\'))`,
        ),
      )
      .orderBy(desc(journalEntries.id))
      .limit(sql.placeholder('limit'))
      .prepare(),
    newestOfKind: db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.campaignId, campaignId), eq(journalEntries.status, 'active'), eq(journalEntries.kind, sql.placeholder('kind'))))
      .orderBy(desc(journalEntries.id))
      .limit(1)
      .prepare(),
    newer: db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.campaignId, campaignId), gt(journalEntries.id, sql.placeholder('after'))))
      .orderBy(desc(journalEntries.id))
      .limit(sql.placeholder('limit'))
      .prepare(),
    // A page of the entries in force past an id, oldest first.
    inForceAfter: db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.campaignId, campaignId), eq(journalEntries.status, 'active'), gt(journalEntries.id, sql.placeholder('after'))))
      .orderBy(asc(journalEntries.id))
      .limit(sql.placeholder('limit'))
      .prepare(),
    lastInForceUpTo: db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.campaignId, campaignId), eq(journalEntries.status, 'active'), lte(journalEntries.id, sql.placeholder('upTo'))))
      .orderBy(desc(journalEntries.id))
      .limit(1)
      .prepare(),
    ofKind: db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.campaignId, campaignId), eq(journalEntries.status, 'active'), eq(journalEntries.kind, sql.placeholder('kind'))))
      .orderBy(asc(journalEntries.id))
      .prepare(),
    // What a session's recap counts, over the entries in force strictly between two ids: a
    // fight is counted at the one combat call that names a party, a note by its text.
    tally: db
      .select({
        actions: sql<number>`count(*)`,
        rolls: sql<number>`coalesce(sum(json_array_length(${journalEntries.rolls})), 0)`,
        fights: sql<number>`coalesce(sum(${journalEntries.kind} = 'combat' AND json_type(${journalEntries.request}, '$.partyId') IN ('integer', 'real')), 0)`,
      })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.campaignId, campaignId),
          eq(journalEntries.status, 'active'),
          gt(journalEntries.id, sql.placeholder('after')),
          lt(journalEntries.id, sql.placeholder('before')),
        ),
      )
      .prepare(),
    noteTexts: db
      .select({ text: sql<string>`coalesce(json_extract(${journalEntries.changes}, '$[0]'), ${journalEntries.summary})` })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.campaignId, campaignId),
          eq(journalEntries.status, 'active'),
          eq(journalEntries.kind, 'note'),
          gt(journalEntries.id, sql.placeholder('after')),
          lt(journalEntries.id, sql.placeholder('before')),
        ),
      )
      .orderBy(asc(journalEntries.id))
      .prepare(),
  };

  return {
    /** Opens an entry at the campaign's current time; `finish` completes it once the action has run. */
    open: (entry: { campaignId: number; kind: string; request: string; time: number }) => q.insert.get(entry) as { id: number; createdAt: string },
    finish: (entry: Pick<JournalEntryRow, 'id' | 'summary' | 'playersSummary' | 'rolls' | 'changes' | 'alerts' | 'memberIds' | 'gameTimeAfter' | 'groupKey'>): void => void q.finish.run(entry),
    dropRedo(campaign: number): void {
      // Most actions follow one that was not undone: a look at the small index of undone entries is all they cost.
      if (q.anyUndone.get(campaign) === undefined) return;
      q.dropRedoLogs.run({ campaignId: campaign });
      q.dropRedoable.run({ campaignId: campaign });
    },
    newestActive: (campaign: number): JournalEntryRow | undefined => q.newestActive.get({ campaignId: campaign }),
    oldestUndone: (campaign: number): JournalEntryRow | undefined => q.oldestUndone.get({ campaignId: campaign }),
    /** How far undo (the oldest entry in force) or redo (the newest undone) reaches to take a group whole. */
    groupBound: (campaign: number, groupKey: string, from: Direction): number => (from === 'undo' ? q.firstOfGroup : q.lastOfGroup).get(campaign, groupKey) as number,
    undoRedo(campaign: number): { canUndo: boolean; canRedo: boolean } {
      const found = q.undoRedo.get({ campaignId: campaign })!;
      return { canUndo: found.canUndo === 1, canRedo: found.canRedo === 1 };
    },
    setStatus: (entryId: number, status: JournalEntryRow['status']): void => void q.setStatus.run({ id: entryId, status }),
    get: (entryId: number): JournalEntryRow | undefined => q.byId.get({ id: entryId }),
    /** The tables whose rows an entry's action changed, read from the reversals that would undo it. */
    tablesWritten: (entryId: number): JournaledTable[] => q.tablesWritten.all(entryId) as JournaledTable[],
    /** Ids and change stamps of a thread, newest first: the opening entry and the later ones whose request names it under `path`. */
    thread: (input: { campaignId: number; kind: string; firstId: number; path: string; value: number; limit: number }): { id: number; stamp: string }[] =>
      q.thread.all({ ...input, from: input.firstId }),
    /** The newest entry in force of a kind (the last session start or end). */
    newestOfKind: (campaign: number, kind: string): JournalEntryRow | undefined => q.newestOfKind.get({ campaignId: campaign, kind }),
    /** The newest entries of a campaign past the id given, newest first. */
    newer: (campaign: number, after: number, limit: number): JournalEntryRow[] => q.newer.all({ campaignId: campaign, after, limit }),
    /** Up to `limit` entries in force past the id given, oldest first. */
    inForceAfter: (campaign: number, after: number, limit: number): JournalEntryRow[] => q.inForceAfter.all({ campaignId: campaign, after, limit }),
    /** The newest entry in force at or before the id given. */
    lastInForceUpTo: (campaign: number, upTo: number): JournalEntryRow | undefined => q.lastInForceUpTo.get({ campaignId: campaign, upTo }),
    /** Entries in force of one kind, oldest first. */
    inForceOfKind: (campaign: number, kind: string): JournalEntryRow[] => q.ofKind.all({ campaignId: campaign, kind }),
    /** Actions, rolls, fights and notes' texts among the entries in force strictly between two ids. */
    tally(campaign: number, after: number, before: number): { actions: number; rolls: number; fights: number; notes: string[] } {
      const range = { campaignId: campaign, after, before };
      return { ...q.tally.get(range)!, notes: q.noteTexts.all(range).map((n) => n.text) };
    },
    list: (filter: JournalFilter): JournalEntryRow[] =>
      q.list.all({
        campaignId: filter.campaignId,
        kind: filter.kind ?? null,
        from: filter.between?.from ?? null,
        to: filter.between?.to ?? null,
        memberId: filter.memberId ?? null,
        text: filter.text ? containing(filter.text) : null,
        limit: filter.limit,
      }),

    /** Runs `fn` with every change it makes recorded, as its reversal, under the entry. */
    capturing: <T>(entryId: number, direction: Direction, fn: () => T): T => capturing(sqlite, entryId, direction, fn),
    /** Plays an entry's recorded statements backwards (undo) or forwards again (redo). */
    /** Plays an entry's reversals; ReversalError names a row of its history that does not fit the schema. */
    replay: (entryId: number, from: Direction): void => replay(sqlite, entryId, from),
  };
}
export type JournalRepository = ReturnType<typeof journalRepository>;
