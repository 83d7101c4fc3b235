import { z } from 'zod';
import { defineDomain, gmOnly } from './define';
import { ids } from './ids';
import { journalEntry } from './journal';
import { mapPlace } from './notebook';

const trimmed = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** How many tables one roll may pass through: the first, and the tables its rows lead to. */
export const MAX_TABLE_DEPTH = 6;
export const MAX_TABLE_ROWS = 1000;

export const rollTableName = trimmed(80);
/** A row's text; dice written inside it ("2d6 goblins", "1d4 x 10 gp") are rolled when it comes up. */
export const rollTableText = trimmed(1000);
const total = z.number().int().min(-10_000).max(1_000_000);

/** A row as the GM writes it: by the totals it answers (a weighted table gives weights instead). */
export const rollTableRowInput = z
  .object({
    low: total.optional(),
    high: total.optional(),
    weight: z.number().int().min(1, 'must be 1 or more').max(100_000, 'must be at most 100000').optional(),
    text: rollTableText,
    /** Roll on that table too when this row comes up. */
    subTableId: ids.rollTable.nullable().default(null),
  })
  .strict();
export type RollTableRowInput = z.input<typeof rollTableRowInput>;

export const rollTableInput = z
  .object({
    name: rollTableName,
    /** The dice that pick a row ("2d6", "1d100"); without it the rows' weights decide, as 1 to their sum. */
    formula: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters').optional(),
    rows: z.array(rollTableRowInput).min(1, 'a table needs at least one row').max(MAX_TABLE_ROWS, `must be at most ${MAX_TABLE_ROWS} rows`),
  })
  .strict();
export type RollTableInput = z.input<typeof rollTableInput>;

export const rollTableRow = z.object({
  id: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  weight: z.number().int(),
  text: z.string(),
  subTableId: z.number().int().nullable(),
});
export type RollTableRow = z.infer<typeof rollTableRow>;

export const rollTable = z.object({
  id: z.number().int(),
  name: z.string(),
  formula: z.string(),
  weighted: z.boolean(),
  rows: z.array(rollTableRow),
});
export type RollTable = z.infer<typeof rollTable>;

/** One table a roll passed through: what came up there and the row's text with its dice rolled. */
export const tableRollStep = z.object({
  tableId: z.number().int(),
  tableName: z.string(),
  total: z.number().int(),
  /** Null when the total falls between the rows. */
  rowId: z.number().int().nullable(),
  text: z.string(),
});
export type TableRollStep = z.infer<typeof tableRollStep>;

export const rollTableFormats = ['csv', 'json', 'foundry'] as const;

export const rollTables = defineDomain('rollTable', {
  list: {
    kind: 'query',
    roles: gmOnly,
    summary: "The campaign's roll tables (rumours, names, treasure...), by name, each with its rows.",
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: z.object({ tables: z.array(rollTable) }),
  },
  save: {
    kind: 'mutation',
    roles: gmOnly,
    summary: `Write a roll table, new or (with tableId) in place of one: rows by the totals of a formula, or by weights. A row may lead to another table (no cycles, at most ${MAX_TABLE_DEPTH} tables deep).`,
    input: z.object({ campaignId: ids.campaign, tableId: ids.rollTable.optional(), table: rollTableInput }).strict(),
    output: z.object({ table: rollTable, entry: journalEntry }),
  },
  remove: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Delete a roll table; rows of other tables that led to it lead nowhere after.',
    input: z.object({ campaignId: ids.campaign, tableId: ids.rollTable }).strict(),
    output: z.object({ entry: journalEntry }),
  },
  roll: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      'Roll on a table, following rows that lead to other tables and rolling the dice inside each result; the journal keeps every die. A secret roll stays behind the screen; an open one shows the players its result.',
    input: z.object({ campaignId: ids.campaign, tableId: ids.rollTable, secret: z.boolean().default(false) }).strict(),
    output: z.object({ text: z.string(), steps: z.array(tableRollStep), entry: journalEntry }),
  },
  import: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Read tables from a file's text: CSV (range or weight, text, optional table to roll next), Lantern's JSON, or a Foundry VTT roll table export (one table or a list). Each table comes in new; a name already taken gets a number.",
    input: z
      .object({
        campaignId: ids.campaign,
        format: z.enum(rollTableFormats),
        text: z.string().min(1, 'must not be empty').max(2_000_000, 'must be at most 2000000 characters'),
        /** A CSV file holds no name: the file's name, say. */
        name: rollTableName.optional(),
        /** A CSV of ranges whose rows do not start at 1 names its dice ("2d6"). */
        formula: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters').optional(),
      })
      .strict(),
    output: z.object({ tables: z.array(rollTable), entry: journalEntry }),
  },
  export: {
    kind: 'query',
    roles: gmOnly,
    summary: "A table as CSV or as Lantern's JSON (tables it leads to are named, not copied).",
    input: z.object({ campaignId: ids.campaign, tableId: ids.rollTable, format: z.enum(['csv', 'json']) }).strict(),
    output: z.object({ fileName: z.string(), text: z.string() }),
  },
  toKey: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Write what a table roll came to into an area's or a hex's key, as a line of its GM notes.",
    input: z.object({ campaignId: ids.campaign, entryId: ids.journalEntry, place: mapPlace }).strict(),
    output: z.object({ entry: journalEntry }),
  },
});

export const planItemKinds = ['start', 'scene', 'secret', 'clue'] as const;
export type PlanItemKind = (typeof planItemKinds)[number];

export const planItemInput = z.object({ kind: z.enum(planItemKinds), text: trimmed(2000) }).strict();

export const planItem = z.object({
  id: z.number().int(),
  kind: z.enum(planItemKinds),
  text: z.string(),
  /** The journal entry that checked it off in play, and its game time; null while open. */
  doneEntryId: z.number().int().nullable(),
  doneAt: z.number().int().nullable(),
});
export type PlanItem = z.infer<typeof planItem>;

export const sessionPlan = z.object({ id: z.number().int(), title: z.string(), items: z.array(planItem) });
export type SessionPlan = z.infer<typeof sessionPlan>;

export const sessionReport = z.object({
  session: z.number().int(),
  title: z.string(),
  /** The GM's headlines of the session's actions, oldest first. */
  happened: z.array(z.string()),
  /** Who the party came across: encounters and fights of the session. */
  met: z.array(z.string()),
  cluesFound: z.array(z.string()),
  scenesPlayed: z.array(z.string()),
  /** The whole report as Markdown, for the GM's notes. */
  markdown: z.string(),
});
export type SessionReport = z.infer<typeof sessionReport>;

export const sessionPlans = defineDomain('sessionPlan', {
  list: {
    kind: 'query',
    roles: gmOnly,
    summary: "The campaign's session plans, newest first, each with its start, scenes, secrets and clues and what is checked off.",
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: z.object({ plans: z.array(sessionPlan) }),
  },
  save: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Write a session plan, new or (with planId) in place of one; items kept by the same kind and text keep their check.',
    input: z
      .object({
        campaignId: ids.campaign,
        planId: ids.sessionPlan.optional(),
        title: trimmed(120),
        items: z.array(planItemInput).max(200, 'must be at most 200 items'),
      })
      .strict(),
    output: z.object({ plan: sessionPlan, entry: journalEntry }),
  },
  remove: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Delete a session plan.',
    input: z.object({ campaignId: ids.campaign, planId: ids.sessionPlan }).strict(),
    output: z.object({ entry: journalEntry }),
  },
  check: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Check an item of a plan off in play (a clue found, a scene played), at the current game time, or open it again.',
    input: z.object({ campaignId: ids.campaign, itemId: ids.planItem, done: z.boolean() }).strict(),
    output: z.object({ plan: sessionPlan, entry: journalEntry }),
  },
  report: {
    kind: 'query',
    roles: gmOnly,
    summary: "A play session's report from the journal: what happened, who the party met, which clues it found and which scenes it played.",
    input: z.object({ campaignId: ids.campaign, session: z.number().int().min(1) }).strict(),
    output: sessionReport,
  },
});
