import { z } from 'zod';
import {
  calendarSchema,
  campaignName,
  encounterTableEntry,
  MAX_GCS_TEXT,
  journalAlert,
  journalRoll,
  landWeatherSchema,
  MAX_NOTEBOOK_IMAGE_BYTES,
  notebookImageMimes,
  objective,
  pageFields,
  pageTag,
  placeKey,
  placeState,
  rulesOptionsSchemas,
  sightTableSchema,
  storedHire,
  storedPurse,
  type RulesSystem,
} from '../../src-shared/contract';
import { MAX_STRING_LENGTH, inputLimitProblem } from './input-limits';
import { parseDice } from '../rules/dice';
import { rulesetFor } from '../rules/registry';
import type { Ruleset } from '../rules/ruleset';
import { haulerSheetsOf } from '../services/party/member-sheets';
import { imageProblem } from '../services/image-bytes';

/**
 * What every text column of the schema holds, in one list: the contract's schema for a
 * JSON column's value (a sheet, a key, the options, the calendar, the rolls...) and the
 * contract's limit for a plain one. A campaign brought in from a `.lantern` file, a
 * backup or a copy is checked row by row against it before anything is copied, so a
 * value Lantern could not read, or one past what the API would take, never gets in.
 * `tests/stored-columns.test.ts` fails on a text column of the schema missing here.
 * The column types, nullability and enums are read from the schema itself
 * (`checkCampaignRows` in db/campaign-transfer.ts).
 */

/** What a column's check may depend on: the row itself, and the rules of the campaign it belongs to. */
interface Within {
  row: Record<string, unknown>;
  ruleset: Ruleset;
}
type Check = { json: boolean; schema: (within: Within) => z.ZodType };

/** Text the GM typed, with the limit the API puts on it. */
const text = (max: number): Check => ({ json: false, schema: () => z.string().max(max, `must be at most ${max} characters`) });
/** Text Lantern wrote (a summary, a place name): only the limit every call shares. */
const written = text(MAX_STRING_LENGTH);
const json = (schema: z.ZodType | ((within: Within) => z.ZodType)): Check => ({ json: true, schema: typeof schema === 'function' ? schema : () => schema });
/** A record kept by a service or a ruleset for itself, read back only by it: an object, within the shared limits. */
const ownRecord = json(z.record(z.string(), z.unknown()));
const storedTime = text(40);
/** Dice a table rolls: a formula Lantern could not roll would fail every roll on the table. */
const diceFormula = z
  .string()
  .max(60, 'must be at most 60 characters')
  .refine((f) => {
    try {
      return parseDice(f) !== null;
    } catch {
      return false;
    }
  }, 'is not a dice formula Lantern can roll');
const name = (max: number) => text(max);
const notes = text(5000);
const imageMime = { json: false, schema: () => z.enum(notebookImageMimes, 'must be PNG, JPEG or WebP') } satisfies Check;

const memberSheet = ({ row, ruleset }: Within): z.ZodType => {
  if (row.kind === 'animal') return haulerSheetsOf(ruleset).animal;
  if (row.kind === 'vehicle') return haulerSheetsOf(ruleset).vehicle;
  return ruleset.sheetSchema;
};

export const storedColumns: Readonly<Record<string, Readonly<Record<string, Check>>>> = {
  campaigns: {
    name: { json: false, schema: () => campaignName },
    rules_options: json(({ row }) => rulesOptionsSchemas[row.rules_system as RulesSystem]),
    rng_state: json(z.object({ algorithm: z.literal('sfc32'), words: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]) }).strict()),
    calendar: json(calendarSchema),
    land_weather: json(landWeatherSchema),
    sight: json(sightTableSchema),
    created_at: storedTime,
    updated_at: storedTime,
    deleted_at: storedTime,
  },
  catalogue_items: { key: text(60), name: name(80), category: text(20), armor_kind: text(20) },
  parties: { name: name(60), location_name: name(120), purse: json(storedPurse), created_at: storedTime },
  members: {
    name: name(60),
    sheet: json(memberSheet),
    condition: ownRecord,
    lasting: json(z.object({ conditions: z.array(z.object({ id: z.string().max(60), since: z.number().int() }).passthrough()).max(100), hpSeen: z.number().int().nullable() }).passthrough()),
    gm_note: notes,
    purse: json(storedPurse),
    hire: json(storedHire),
    gcs_id: text(200),
    gcs_items: json(z.array(z.object({ key: z.string().max(60), name: z.string().max(80), quantity: z.number().int() }).strict()).max(1000)),
    gcs_file: text(MAX_GCS_TEXT),
    created_at: storedTime,
  },
  timed_effects: { name: name(80) },
  spells: { name: name(60), range: name(40) },
  journal_entries: {
    summary: written,
    players_summary: written,
    request: json(z.unknown()),
    rolls: json(z.array(journalRoll)),
    changes: json(z.array(z.string())),
    member_ids: json(z.array(z.number().int())),
    alerts: json(z.array(journalAlert)),
    group_key: text(200),
    place: written,
    created_at: storedTime,
  },
  calendar_notes: { text: text(2000), created_at: storedTime },
  undo_log: { reversal: written },
  encounter_tables: { level_name: name(80), entries: json(z.array(z.union([encounterTableEntry.shape.text, encounterTableEntry]))) },
  hex_regions: { name: name(80), prevailing_wind: text(3) },
  hex_notes: { label: text(80), note: notes },
  hex_keys: { key: json(placeKey), state: json(placeState) },
  journeys: { request: ownRecord, itinerary: ownRecord },
  bestiary: { name: name(60), stat_block: json(({ ruleset }) => ruleset.combat.statBlockSchema), notes },
  encounters: { name: name(80), options: ownRecord },
  combatants: { name: name(80), initiative_text: written, stats: ownRecord, state: ownRecord, shots: json(z.record(z.string(), z.number().int())) },
  sightings: { place: written, what: written, foe: name(60), details: ownRecord },
  dungeon_levels: { name: name(120), door_states: json(z.record(z.string(), z.string().max(20))), image_mime: text(40), seen_squares: json(z.array(z.number().int().nonnegative())) },
  roll_tables: { name: name(80), formula: { json: false, schema: () => diceFormula }, created_at: storedTime },
  roll_table_rows: { text: text(1000) },
  session_plans: { title: name(120), created_at: storedTime },
  session_plan_items: { text: text(2000) },
  dungeon_areas: { name: name(120), squares: json(z.array(z.number().int().nonnegative())), key: json(placeKey), state: json(placeState) },
  notebook_pages: {
    name: { json: false, schema: () => pageFields.shape.name },
    gm_text: text(20_000),
    players_text: text(10_000),
    tags: json(z.array(pageTag).max(30)),
    image_mime: imageMime,
    objectives: json(z.array(objective).max(50)),
  },
  notebook_clues: { text: text(500) },
  notebook_standings: { reason: text(300) },
  handouts: { title: name(120), text: text(10_000), image_mime: imageMime },
  players_shown: { title: name(120), text: text(10_000), image_mime: imageMime },
};

/** The tables holding a notebook image (`image` with its `image_mime`), checked like one the GM sends. */
const imageTables = new Set(['notebook_pages', 'handouts', 'players_shown']);

/** What is wrong with one stored value, at its field (and inside a JSON value, at its place there). */
export interface StoredProblem {
  column: string;
  reason: string;
}

function problemOf(check: Check, value: string, within: Within): string | null {
  let parsed: unknown = value;
  if (check.json) {
    try {
      parsed = JSON.parse(value);
    } catch {
      return 'is not valid JSON';
    }
  }
  const tooMuch = inputLimitProblem(parsed);
  if (tooMuch) return tooMuch.message;
  const result = check.schema(within).safeParse(parsed);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/**
 * A checker for the rows of one campaign: told the campaign's row first, it builds the
 * rules that campaign plays by, then answers for each row of its tables the first value
 * that does not fit, or null. Column types, nulls and enums are the caller's (the schema's).
 */
export function storedRowChecker() {
  let ruleset: Ruleset | undefined;
  return (table: string, row: Record<string, unknown>): StoredProblem | null => {
    const columns = storedColumns[table] ?? {};
    for (const [column, check] of Object.entries(columns)) {
      const value = row[column];
      if (typeof value !== 'string') continue;
      const reason = problemOf(check, value, { row, ruleset: ruleset! });
      if (reason) return { column, reason };
    }
    if (imageTables.has(table) && Buffer.isBuffer(row.image)) {
      const problem = imageProblem(row.image, row.image_mime, MAX_NOTEBOOK_IMAGE_BYTES);
      if (problem) return { column: problem.atMime ? 'image_mime' : 'image', reason: problem.reason };
    }
    if (table === 'campaigns') ruleset = rulesetFor(row.rules_system as RulesSystem, JSON.parse(row.rules_options as string));
    return null;
  };
}
