import { z } from 'zod';
import { audienceField as audience, defineDomain, gmAndPlayers, gmOnly } from './define';
import { journalEntry } from './journal';
import { ids } from './ids';
import { countOrDice } from './fields';

// A wandering encounter as a record the GM deals with: what came, how many, who is
// surprised, how far off, how they react; open until a fight, a parley, evasion or
// dismissal resolves it. Its tables, one per dungeon level and per wilderness
// terrain (by day and by night where the GM wants), point at the bestiary.

const id = z.number().int().positive();

export const tableSettings = ['dungeon', 'wilderness'] as const;
export const timesOfDay = ['any', 'day', 'night'] as const;

export const encounterTableEntry = z
  .object({
    text: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
    /** The bestiary entry this line brings, by name. */
    foe: z.string().trim().min(1, 'must not be empty').max(60).optional(),
    /** How many: dice to roll; left out, the stat block's figure for the setting (Basic Fantasy), else 1. */
    number: countOrDice.optional(),
  })
  .strict();
export type EncounterTableEntry = z.infer<typeof encounterTableEntry>;

/** Outdoors, the table of this name serves every terrain that has none of its own: the campaign's general wilderness table. */
export const GENERAL_WILDERNESS_TABLE = 'general';

export const encounterTable = z
  .object({
    setting: z.enum(tableSettings),
    /** The dungeon level's name, or the terrain id (forest, hills...) outdoors, or "general" for every terrain without its own. */
    levelName: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
    timeOfDay: z.enum(timesOfDay).default('any'),
    /** Dungeon tables only: outdoors the campaign's schedule (checks per day) applies. */
    checkEveryTurns: z.number().int().min(1, 'must be at least 1').max(144).default(3),
    chanceInSix: z.number().int().min(0, 'must be 0 to 6').max(6, 'must be 0 to 6').default(1),
    entries: z.array(encounterTableEntry).max(100, 'must have at most 100 entries'),
  })
  .strict();
export type EncounterTableView = z.infer<typeof encounterTable>;

export const encounterTablesFile = z
  .object({
    format: z.literal('lantern.encounter-tables'),
    version: z.literal(1),
    tables: z.array(encounterTable).max(200),
  })
  .strict();

const surpriseSide = z.object({
  surprised: z.boolean(),
  /** The die as rolled, when the rules roll one; null when the GM said so. */
  roll: z.number().int().nullable(),
  range: z.string().nullable(),
  /** Members of a surprised side whose own range the die missed (an Elf on a 2), by name: they are ready. */
  spared: z.array(z.string()).optional(),
});

export const sightingView = z.object({
  id,
  partyId: ids.party.nullable(),
  partyName: z.string(),
  status: z.enum(['open', 'fought', 'talked', 'evaded', 'dismissed', 'away']),
  at: z.number().int(),
  setting: z.enum(tableSettings),
  /** "The Lantern Keep, level 1", "forest by night". */
  place: z.string(),
  /** The table's line, as the GM wrote it; on the players' screen, only what they see. */
  what: z.string(),
  /** No table had a line for the place: `what` tells the GM to say what comes, and the players read only that something does. */
  whatByGm: z.boolean(),
  foe: z.object({ name: z.string(), bestiaryId: ids.foe.nullable(), summary: z.string() }).nullable(),
  /** How many came; null on the players' screen while the GM keeps it hidden. */
  count: z.number().int().nullable(),
  /** Other kinds that came with the foe (a room stocked with an Ogre and a Bear is one card), each with its number; a fight from the card takes them all. */
  alongside: z.array(z.object({ name: z.string(), bestiaryId: ids.foe.nullable(), count: z.number().int().nullable() })),
  countRoll: z.object({ expression: z.string(), faces: z.array(z.number().int()), total: z.number().int() }).nullable(),
  countHidden: z.boolean(),
  surprise: z.object({ party: surpriseSide.nullable(), foes: surpriseSide.nullable(), source: z.string() }),
  distance: z.object({ value: z.number(), unit: z.string(), how: z.string() }).nullable(),
  distanceSource: z.string(),
  /** Whether Talk rolls the rules' reaction (false: the GM says how they react), and where that comes from. */
  reactionRolled: z.boolean(),
  reactionSource: z.string(),
  reaction: z
    .object({ total: z.number().int().nullable(), modifier: z.number().int(), band: z.string(), meaning: z.string(), source: z.string() })
    .nullable(),
  /** What the GM decided, once resolved. */
  outcome: z.string().nullable(),
});
export type SightingView = z.infer<typeof sightingView>;

/** How many open encounters after the first an answer names; the rest are only counted. */
export const WAITING_SHOWN = 3;
/** Open encounters are counted up to this many: a GM who leaves them open is told "this many or more". */
export const OPEN_COUNTED = 100;

const sightingResult = z.object({ entry: journalEntry, sighting: sightingView });

export const encounter = defineDomain('encounter', {
  current: {
    kind: 'query',
    roles: gmAndPlayers,
    summary: `The campaign's first open wandering encounter (by the hour it came), or null, the next ${WAITING_SHOWN} waiting their turn and how many are open in all (up to ${OPEN_COUNTED}); with a party, only that party's first, the card that holds its clock (open 1 or 0, none waiting). The players get what they would see.`,
    input: z
      .object({
        campaignId: ids.campaign,
        /** Only this party's first open encounter: what the GM evades when asked before its time passes. */
        partyId: ids.party.optional(),
        audience,
      })
      .strict(),
    output: z.object({
      sighting: sightingView.nullable(),
      /** How many are open, this one included, counted up to OPEN_COUNTED: at that figure, that many or more. */
      open: z.number().int(),
      /** The next open encounters after the first, each a card of its own, in the order they came; the GM's alone. */
      waiting: z.array(z.object({ id: ids.sighting, at: z.number().int(), place: z.string(), what: z.string(), partyName: z.string() })).max(WAITING_SHOWN),
    }),
  },
  setDistance: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Set how far off the encounter is, in the campaign's unit: typed, or rolled on dice the GM names (a house rule in Basic Fantasy, which gives none).",
    input: z
      .object({
        sightingId: ids.sighting,
        distance: z.number().min(0, 'must not be negative').max(100_000).optional(),
        roll: countOrDice.optional(),
        /** The rolled total times this (2d6 x 10 feet). */
        times: z.number().int().min(1).max(1000).default(1),
      })
      .strict()
      .refine((i) => (i.distance === undefined) !== (i.roll === undefined), { message: 'give a distance or dice to roll, one of the two', path: ['distance'] }),
    output: sightingResult,
  },
  setSurprise: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "The GM's call on who is surprised, where the rules roll none (GURPS, Shell) or the GM overrides the roll.",
    input: z.object({ sightingId: ids.sighting, party: z.boolean(), foes: z.boolean() }).strict(),
    output: sightingResult,
  },
  hideCount: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Show or hide the number that came on the players' screen.",
    input: z.object({ sightingId: ids.sighting, hidden: z.boolean() }).strict(),
    output: sightingResult,
  },
  resolve: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Deal with the encounter: talk (the reaction roll by the campaign's rules, or the GM's own word where the rules have none; the encounter stays open), evade or dismiss (part ways). A fight resolves it through combat.start with its sightingId.",
    input: z
      .object({
        sightingId: ids.sighting,
        action: z.enum(['talk', 'evade', 'dismiss']),
        /** To the reaction roll: the leader's CHA bonus, the GM's adjustment. */
        modifier: z.number().int().min(-10).max(10).default(0),
        /** Where the rules have no reaction roll (Shell), what the GM decides. */
        gmReaction: z.string().trim().max(200).optional(),
      })
      .strict(),
    output: sightingResult,
  },
  tables: {
    kind: 'query',
    roles: gmOnly,
    summary: "Every wandering-monster table of the campaign, dungeon levels and wilderness terrains, and the terrains its map knows.",
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: z.object({ tables: z.array(encounterTable), terrains: z.array(z.object({ id: z.string(), label: z.string() })) }),
  },
  saveTable: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Add or replace one wandering-monster table; every foe it names must be in the bestiary.',
    input: z.object({ campaignId: ids.campaign, table: encounterTable }).strict(),
    output: z.object({ tables: z.array(encounterTable), terrains: z.array(z.object({ id: z.string(), label: z.string() })) }),
  },
  deleteTable: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Remove one wandering-monster table.',
    input: z.object({ campaignId: ids.campaign, setting: z.enum(tableSettings), levelName: z.string().trim().min(1).max(80), timeOfDay: z.enum(timesOfDay).default('any') }).strict(),
    output: z.object({ tables: z.array(encounterTable), terrains: z.array(z.object({ id: z.string(), label: z.string() })) }),
  },
  exportTables: {
    kind: 'query',
    roles: gmOnly,
    summary: "The campaign's wandering-monster tables as a JSON file.",
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: encounterTablesFile,
  },
  importTables: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Read wandering-monster tables from a JSON file, replacing tables of the same level or terrain.',
    input: z.object({ campaignId: ids.campaign, file: encounterTablesFile }).strict(),
    output: z.object({ tables: z.array(encounterTable), terrains: z.array(z.object({ id: z.string(), label: z.string() })) }),
  },
});
