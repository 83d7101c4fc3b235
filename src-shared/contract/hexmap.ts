import { z } from 'zod';
import { FEATURE_IDS, hexMapJsonSchema, MAX_MAP_SIDE, TERRAINS } from '../hexmap';
import { audienceField as audience, defineDomain, gmAndPlayers, gmOnly } from './define';
import { journalRoll } from './journal';
import { ids } from './ids';
import { letTimeRun } from './fields';
import { placeKey, placeState, placeStatus } from './place-key';

const id = z.number().int().positive();
const name = z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters');
const hex = z.object({ col: z.number().int().min(0), row: z.number().int().min(0) }).strict();

export const regionSchema = z.object({
  id,
  campaignId: ids.campaign,
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  hexMiles: z.number(),
  prevailingWind: z.string(),
});
export type Region = z.infer<typeof regionSchema>;

/** A keyed hex: where it is, its key, and what the party knows of it. */
export const hexKeyView = z.object({ hex, key: placeKey, state: placeState });
export type HexKeyView = z.infer<typeof hexKeyView>;

export const hexmap = defineDomain('hexmap', {
  list: {
    kind: 'query',
    roles: gmAndPlayers,
    summary: "A campaign's map regions.",
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: z.object({ regions: z.array(regionSchema) }),
  },
  get: {
    kind: 'query',
    roles: gmAndPlayers,
    summary:
      "A region's hexes, as the binary map format (see src-shared/hexmap/binary.ts) in base64, and its keyed landmarks; the players get the hexes the party has seen or visited, with the landmarks seen there.",
    input: z.object({ regionId: ids.region }).strict(),
    output: z.object({ region: regionSchema, map: z.string(), landmarks: z.array(z.object({ hex, text: z.string() })) }),
  },
  create: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'A new region of one terrain, up to 2000 hexes a side.',
    input: z
      .object({
        campaignId: ids.campaign,
        name,
        width: z.number().int('must be a whole number').min(1, `must be 1 to ${MAX_MAP_SIDE}`).max(MAX_MAP_SIDE, `must be 1 to ${MAX_MAP_SIDE}`),
        height: z.number().int('must be a whole number').min(1, `must be 1 to ${MAX_MAP_SIDE}`).max(MAX_MAP_SIDE, `must be 1 to ${MAX_MAP_SIDE}`),
        hexMiles: z.number().positive('must be more than 0').max(1000, 'must be at most 1000').default(6),
        terrain: z.enum(TERRAINS).default('clear'),
      })
      .strict(),
    output: regionSchema,
  },
  resize: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Change a region's width, height (up to 2000 hexes a side) and miles per hex, keeping every painted hex, label and note that still fits; new hexes are of one terrain. Refused when a party would stand off the map, or when the width changes on a region with journeys (their hexes are numbered by it).",
    input: z
      .object({
        regionId: ids.region,
        width: z.number().int('must be a whole number').min(1, `must be 1 to ${MAX_MAP_SIDE}`).max(MAX_MAP_SIDE, `must be 1 to ${MAX_MAP_SIDE}`),
        height: z.number().int('must be a whole number').min(1, `must be 1 to ${MAX_MAP_SIDE}`).max(MAX_MAP_SIDE, `must be 1 to ${MAX_MAP_SIDE}`),
        hexMiles: z.number().positive('must be more than 0').max(1000, 'must be at most 1000'),
        terrain: z.enum(TERRAINS).default('clear'),
      })
      .strict(),
    output: regionSchema,
  },
  paint: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Set the terrain of hexes, add or remove features, or mark them explored; one undoable action.',
    input: z
      .object({
        regionId: ids.region,
        hexes: z.array(hex).min(1, 'must name at least one hex').max(50_000),
        terrain: z.enum(TERRAINS).optional(),
        addFeatures: z.array(z.enum(FEATURE_IDS)).default([]),
        removeFeatures: z.array(z.enum(FEATURE_IDS)).default([]),
        explored: z.boolean().optional(),
      })
      .strict(),
    output: z.object({ changed: z.number().int() }),
  },
  annotate: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Set a hex's label and GM note (empty text removes them).",
    input: z.object({ regionId: ids.region, hex, label: z.string().max(80).default(''), note: z.string().max(5000).default('') }).strict(),
    output: z.object({ changed: z.number().int() }),
  },
  keys: {
    kind: 'query',
    roles: gmOnly,
    summary: "A region's keyed hexes: each hex's key (read-aloud text, GM notes, lair, settlement, landmark, dungeon entrance) and its state.",
    input: z.object({ regionId: ids.region }).strict(),
    output: z.object({ keys: z.array(hexKeyView) }),
  },
  setKey: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Key a hex (the same key as a dungeon area: read-aloud text, GM notes, who lives there, a settlement, a landmark, an entrance to a level's area), or null to remove its key; its state is kept. Refused when the entrance's area is not on its level.",
    input: z.object({ regionId: ids.region, hex, key: placeKey.nullable() }).strict(),
    output: z.object({ keys: z.array(hexKeyView) }),
  },
  setHexStatus: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Set what the party knows of a keyed hex: unexplored, seen, visited, searched, cleared or looted.',
    input: z.object({ regionId: ids.region, hex, status: placeStatus }).strict(),
    output: z.object({ keys: z.array(hexKeyView) }),
  },
  showKey: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Put a keyed hex's read-aloud text on the players' screen, or take it off.",
    input: z.object({ regionId: ids.region, hex, shown: z.boolean() }).strict(),
    output: z.object({ keys: z.array(hexKeyView) }),
  },
  shownText: {
    kind: 'query',
    roles: gmAndPlayers,
    summary: "The read-aloud text of a region's keyed hexes that the GM has put on the players' screen.",
    input: z.object({ regionId: ids.region }).strict(),
    output: z.object({ shown: z.array(z.object({ hex, readAloud: z.string() })) }),
  },
  export: {
    kind: 'query',
    roles: gmOnly,
    summary: 'A region as JSON (terrain run-length encoded per row, features, labels and notes per hex).',
    input: z.object({ regionId: ids.region }).strict(),
    output: hexMapJsonSchema,
  },
  import: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Create a region from its JSON.',
    input: z.object({ campaignId: ids.campaign, name, map: hexMapJsonSchema }).strict(),
    output: regionSchema,
  },
});

export const legModes = ['foot', 'air', 'river', 'sea'] as const;

const itineraryDay = z.object({
  day: z.number().int(),
  leg: z.number().int(),
  mode: z.enum(legModes),
  startsAt: z.number().int(),
  from: hex,
  to: hex,
  miles: z.number(),
  terrain: z.string(),
  weather: z.string().nullable(),
  notes: z.array(z.string()),
  rolls: z.array(journalRoll),
  /** Rations and quarts the day takes from the stores; null for a day travelled before Lantern kept them. */
  foodUsed: z.number().nullable(),
  waterUsed: z.number().nullable(),
  foodLeft: z.number(),
  waterLeft: z.number(),
  /** Animal-days of fodder left; null for a plan made before fodder was counted. */
  fodderLeft: z.number().nullable(),
  needsGm: z.string().nullable(),
  /** The day's disasters: food or water running out, a ship crippled or lost. */
  alerts: z.array(z.string()),
  /** The party lost its way: `path` shows where it really went. */
  lost: z.boolean(),
  /** Every hex the day passed through, in order. */
  path: z.array(hex),
  progress: z.number(),
  locked: z.boolean(),
  /** Already travelled: a Continue starts after the last such day. */
  travelled: z.boolean(),
});
export type ItineraryDayView = z.infer<typeof itineraryDay>;

export const journeyView = z.object({
  id,
  partyId: ids.party,
  regionId: ids.region,
  status: z.enum(['draft', 'committed']),
  legs: z.array(z.object({ to: hex, mode: z.enum(legModes), vessel: z.string().nullable(), forcedMarch: z.boolean() })),
  start: hex,
  /** The plan's crew, navigator and nightly stops, so the same plan can be asked again. */
  crew: z.number().int(),
  navigator: z.boolean(),
  stopsEachNight: z.boolean(),
  route: z.array(hex),
  days: z.array(itineraryDay),
  arrived: z.boolean(),
  totalMiles: z.number(),
  /** Days actually travelled when committed; the rest of the plan is left for later. */
  committedDays: z.number().int().nullable(),
  /** Travel stopped partway: journey.commit again continues from the next day. */
  canContinue: z.boolean(),
  /** Where the party stands after the days travelled (or partway through a day); null before the first. */
  position: hex.nullable(),
  /** Travel stopped partway through a day (an encounter at its hour, a member down): which day, and the game time it stopped. */
  underway: z.object({ day: z.number().int().positive(), at: z.number().int() }).nullable(),
  /** Every day's alerts in order, for the journey's summary. */
  warnings: z.array(z.object({ day: z.number().int(), text: z.string() })),
  /** Who sets the party's pace on foot, and why, as the party stands now. */
  pace: z.object({ milesPerDay: z.number(), reason: z.string() }),
  /** Members whose human ST, Basic Lift and Move sit on a body far from human size (GULLIVER). */
  bodyWarnings: z.array(z.string()),
});
export type JourneyView = z.infer<typeof journeyView>;


export const journey = defineDomain('journey', {
  plan: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Plan a journey for a party over a region: legs on foot, by air, river or sea, the fastest route for each, and the days with their weather, checks and supplies.",
    input: z
      .object({
        partyId: ids.party,
        regionId: ids.region,
        start: hex.optional(),
        legs: z
          .array(
            z
              .object({ to: hex, mode: z.enum(legModes), vessel: z.string().optional(), forcedMarch: z.boolean().default(false) })
              .strict(),
          )
          .min(1, 'needs at least one leg')
          .max(20),
        crew: z.number().int().min(0).max(10_000).default(0),
        navigator: z.boolean().default(false),
        stopsEachNight: z.boolean().default(false),
        /** The hour the party breaks camp each travelling day; null: at sunrise. */
        breakCamp: z.number({ error: 'must be a number' }).int('must be a whole hour').min(0, 'must be 0 to 23').max(23, 'must be 0 to 23').nullable().default(null),
        /** The party's unfinished journey is replaced only when this says so; otherwise planning is refused (conflict). */
        replace: z.boolean().default(false),
      })
      .strict(),
    output: journeyView,
  },
  latest: {
    kind: 'query',
    roles: gmOnly,
    summary: 'The newest journey planned on a region, if any.',
    input: z.object({ regionId: ids.region }).strict(),
    output: z.object({ journey: journeyView.nullable() }),
  },
  get: {
    kind: 'query',
    roles: gmOnly,
    summary: 'A planned or committed journey.',
    input: z.object({ journeyId: ids.journey }).strict(),
    output: journeyView,
  },
  reroll: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Roll a day's dice again (weather, checks); the days after it follow, locked days keep their dice.",
    input: z.object({ journeyId: ids.journey, day: z.number().int().min(1) }).strict(),
    output: journeyView,
  },
  lock: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Lock or unlock a day so re-rolls leave it alone.',
    input: z.object({ journeyId: ids.journey, day: z.number().int().min(1), locked: z.boolean() }).strict(),
    output: journeyView,
  },
  commit: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      'Travel the plan: the clock runs day by day, supplies are eaten, damage applied and the party moves; with stopOnEvent it halts at the end of the first day that needs the GM, and a later commit continues from the day after.',
    input: z.object({ journeyId: ids.journey, stopOnEvent: z.boolean().default(true), letTimeRun, audience }).strict(),
    output: journeyView,
  },
  place: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Put a party on a hex of a region without travelling (where a campaign starts, or where the GM says it is): no time passes, the party leaves any dungeon level, the hex is visited and what can be seen from it is seen.",
    input: z.object({ partyId: ids.party, regionId: ids.region, hex }).strict(),
    output: z.object({ partyId: id, regionId: ids.region, hex: z.object({ col: z.number().int(), row: z.number().int() }) }),
  },
});
