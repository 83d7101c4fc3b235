import { z } from 'zod';
import { defineDomain, gmAndPlayers, gmOnly } from './define';
import { ids } from './ids';

const id = z.number().int().positive();

export const journalRoll = z.object({
  label: z.string(),
  expression: z.string(),
  faces: z.array(z.number()),
  total: z.number(),
  /** Rolled behind the screen: players' displays leave it out. */
  secret: z.boolean(),
  /** The target and odds the roll was made against: the roller's figures, the GM's only. */
  against: z.string().optional(),
});
export type JournalRoll = z.infer<typeof journalRoll>;

/** How a roll reads in the GM's journal: its label, then what it was made against. */
export const rollLabelForGm = (r: Pick<JournalRoll, 'label' | 'against'>): string => (r.against ? `${r.label} (${r.against})` : r.label);

/** Something the action brought that needs the GM (a member down, a countdown up): a card, not only a line. */
export const journalAlert = z.object({
  text: z.string(),
  /** Game time it happened. */
  at: z.number().int(),
  /** Behind the screen (a hidden countdown's end): the players' screen leaves it out. */
  hidden: z.boolean(),
});
export type JournalAlert = z.infer<typeof journalAlert>;

export const journalKinds = ['clock', 'light', 'search', 'listen', 'door', 'move', 'rest', 'encounter', 'table', 'party', 'map', 'journey', 'roll', 'combat', 'bestiary', 'calendar', 'note', 'session', 'effect', 'hidden-effect', 'hidden-light', 'campaign', 'spell', 'level', 'ruling', 'purse', 'experience', 'spell-list', 'roll-table', 'table-roll', 'plan', 'notebook', 'shown'] as const;
export type JournalKind = (typeof journalKinds)[number];

export const journalEntry = z.object({
  id,
  kind: z.enum(journalKinds),
  summary: z.string(),
  /**
   * What the players read as the headline, stated by the action that wrote the entry;
   * null shows them a neutral line for its kind, never the GM's summary.
   */
  playersSummary: z.string().nullable(),
  request: z.unknown(),
  rolls: z.array(journalRoll),
  changes: z.array(z.string()),
  alerts: z.array(journalAlert),
  memberIds: z.array(z.number().int()),
  gameTimeBefore: z.number().int(),
  gameTimeAfter: z.number().int(),
  status: z.enum(['active', 'undone', 'dropped']),
  /** Entries with the same key that follow each other read as one line (a party's turns on a day, a journey, a fight). */
  groupKey: z.string().nullable(),
  createdAt: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntry>;

/** A fight's steps share this key: each is listed in the journal, and Undo and Redo take the whole fight as one step. */
export const fightGroupKey = (fightId: number): string => `fight:${fightId}`;
/** A journey's plan and travel read as one line in the journal. */
export const journeyGroupKey = (journeyId: number): string => `journey:${journeyId}`;
const DAY_MARK = '/day:';
/**
 * Travel on one day of a journey (the stretch that stopped partway and each continuation of it):
 * read with the rest of the journey, undone and redone as one step.
 */
export const journeyDayGroupKey = (journeyId: number, day: number): string => `${journeyGroupKey(journeyId)}${DAY_MARK}${day}`;
/** The key entries are read together under: a journey's days are lines of the journey. */
export const runKeyOf = (groupKey: string | null): string | null => groupKey?.split(DAY_MARK)[0] ?? null;
/**
 * Whether the entries sharing a group key are undone and redone together, with whatever
 * the GM did between them (an encounter met on a day's march): back to the first of them.
 */
export const undoesAsOne = (groupKey: string | null): boolean => (groupKey?.startsWith('fight:') || groupKey?.includes(DAY_MARK)) ?? false;

/** Undo or redo a fight's steps, or a journey's day, together: the GM's Undo outside the fight, where each is one thing that happened. */
const wholeFight = z.boolean().default(false);

export const sessionRecap = z.object({
  /** Whole turns of game time between the start and the end (or now). */
  turns: z.number().int(),
  fights: z.number().int(),
  rolls: z.number().int(),
  actions: z.number().int(),
  notes: z.array(z.string()),
});
export type SessionRecap = z.infer<typeof sessionRecap>;

export const journalSession = z.object({
  number: z.number().int().positive(),
  title: z.string(),
  startEntryId: id,
  /** Null while the session runs. */
  endEntryId: id.nullable(),
  gameTimeStart: z.number().int(),
  gameTimeEnd: z.number().int(),
  recap: sessionRecap,
});
export type JournalSession = z.infer<typeof journalSession>;

export const journal = defineDomain('journal', {
  list: {
    kind: 'query',
    roles: gmAndPlayers,
    summary: "The campaign's journal, newest first, filtered by kind, game day, member (acting or acted on) or words.",
    input: z
      .object({
        campaignId: ids.campaign,
        kind: z.enum(journalKinds).optional(),
        day: z.number().int().min(1).optional(),
        memberId: ids.member.optional(),
        /** Words to find in summaries, changes and notes (case-insensitive). */
        text: z.string().trim().max(200, 'must be at most 200 characters').optional(),
        limit: z.number().int().min(1).max(1000).default(200),
      })
      .strict(),
    output: z.object({ entries: z.array(journalEntry), canUndo: z.boolean(), canRedo: z.boolean() }),
  },
  undo: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Undo the latest action still in force, restoring the campaign exactly as it was before it; with wholeFight, a fight (all its steps) or a day of a journey (its travel and what was done between) is one action. When another GM window made that action, it is refused (a conflict at confirmOtherWindow, naming the action) unless confirmOtherWindow is true.",
    input: z.object({ campaignId: ids.campaign, wholeFight, confirmOtherWindow: z.boolean().default(false) }).strict(),
    output: journalEntry,
  },
  redo: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Redo the oldest undone action (until a new action is taken); with wholeFight, a fight (all its steps) or a day of a journey (its travel and what was done between) is one action.',
    input: z.object({ campaignId: ids.campaign, wholeFight }).strict(),
    output: journalEntry,
  },
  undoTo: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Undo every action after the given entry, newest first, in one go: the campaign goes back to how it stood just after that entry.',
    input: z.object({ campaignId: ids.campaign, entryId: ids.journalEntry }).strict(),
    output: z.object({ undone: z.number().int() }),
  },
  roll: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Roll dice for the GM (a Fright Check, a Hiking roll, any expression) and keep it in the journal; with a target, it succeeds at or under it, with GURPS's criticals on 3d6.",
    input: z
      .object({
        campaignId: ids.campaign,
        label: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
        expression: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters'),
        /** Roll-under target; the roll succeeds at or under it. */
        target: z.number().int().min(-50).max(100).optional(),
        memberId: ids.member.optional(),
        secret: z.boolean().default(false),
      })
      .strict(),
    output: z.object({
      entry: journalEntry,
      total: z.number(),
      success: z.boolean().nullable(),
      /** GURPS's 3d6 criticals; null in systems without them. */
      critical: z.enum(['success', 'failure']).nullable(),
    }),
  },
  note: {
    roles: gmOnly,
    kind: 'mutation',
    summary: 'Write a free note into the journal at the current game time, about some members or none.',
    input: z
      .object({
        campaignId: ids.campaign,
        text: z.string().trim().min(1, 'must not be empty').max(4000, 'must be at most 4000 characters'),
        memberIds: z.array(ids.member).max(50).default([]),
      })
      .strict(),
    output: journalEntry,
  },
  session: {
    roles: gmOnly,
    kind: 'mutation',
    summary: 'Start a play session (with an optional title) or end the one running; ending it writes its recap.',
    input: z
      .object({
        campaignId: ids.campaign,
        action: z.enum(['start', 'end']),
        title: z.string().trim().max(120, 'must be at most 120 characters').optional(),
      })
      .strict(),
    output: z.object({ entry: journalEntry, session: journalSession }),
  },
  sessions: {
    roles: gmOnly,
    kind: 'query',
    summary: 'The play sessions, oldest first, each with its recap; the last may still be running.',
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: z.object({ sessions: z.array(journalSession) }),
  },
  export: {
    kind: 'query',
    roles: gmOnly,
    summary:
      'The journal as Markdown for a notes app: front matter, then one heading per play session with its recap. Answered a page at a time: ask again with `after` set to the `next` of the page before until `next` is null; the pages one after another are the file.',
    input: z.object({ campaignId: ids.campaign, after: z.number().int().min(0).optional() }).strict(),
    output: z.object({ fileName: z.string(), markdown: z.string(), next: z.number().int().nullable() }),
  },
});
