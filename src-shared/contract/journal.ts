import { z } from 'zod';
import { defineDomain, gmAndPlayers, gmOnly } from './define';

const id = z.number().int().positive();

export const journalRoll = z.object({
  label: z.string(),
  expression: z.string(),
  faces: z.array(z.number()),
  total: z.number(),
  /** Rolled behind the screen: players' displays leave it out. */
  secret: z.boolean(),
});
export type JournalRoll = z.infer<typeof journalRoll>;

export const journalEntry = z.object({
  id,
  kind: z.string(),
  summary: z.string(),
  request: z.unknown(),
  rolls: z.array(journalRoll),
  changes: z.array(z.string()),
  memberIds: z.array(z.number().int()),
  gameTimeBefore: z.number().int(),
  gameTimeAfter: z.number().int(),
  status: z.enum(['active', 'undone', 'dropped']),
  createdAt: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntry>;

export const journalKinds = ['clock', 'light', 'search', 'listen', 'door', 'move', 'rest', 'encounter', 'table', 'party', 'map', 'journey', 'roll', 'combat', 'bestiary'] as const;

export const journal = defineDomain('journal', {
  list: {
    kind: 'query',
    roles: gmAndPlayers,
    summary: "The campaign's journal, newest first, filtered by kind, game day or member.",
    input: z
      .object({
        campaignId: id,
        kind: z.enum(journalKinds).optional(),
        day: z.number().int().min(1).optional(),
        memberId: id.optional(),
        limit: z.number().int().min(1).max(1000).default(200),
      })
      .strict(),
    output: z.object({ entries: z.array(journalEntry), canUndo: z.boolean(), canRedo: z.boolean() }),
  },
  undo: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Undo the latest action still in force, restoring the campaign exactly as it was before it.',
    input: z.object({ campaignId: id }).strict(),
    output: journalEntry,
  },
  redo: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Redo the oldest undone action (until a new action is taken).',
    input: z.object({ campaignId: id }).strict(),
    output: journalEntry,
  },
  roll: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Roll dice for the GM (a Fright Check, a Hiking roll, any expression) and keep it in the journal; with a target, it succeeds at or under it, with GURPS's criticals on 3d6.",
    input: z
      .object({
        campaignId: id,
        label: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
        expression: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters'),
        /** Roll-under target; the roll succeeds at or under it. */
        target: z.number().int().min(-50).max(100).optional(),
        memberId: id.optional(),
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
  export: {
    kind: 'query',
    roles: gmOnly,
    summary: 'The session journal as Markdown.',
    input: z.object({ campaignId: id }).strict(),
    output: z.object({ fileName: z.string(), markdown: z.string() }),
  },
});
