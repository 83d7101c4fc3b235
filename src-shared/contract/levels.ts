import { z } from 'zod';
import { audienceField as audience, defineDomain, gmAndPlayers, gmOnly } from './define';
import { advanceStops, dungeonState } from './dungeon';
import { ids } from './ids';
import { letTimeRun } from './fields';
import { journalEntry } from './journal';
import { gridSquare, placeKey, placeState, wallRef } from './place-key';
import { EDGES, GROUNDS, MAX_LEVEL_SIDE } from '../dungeon-grid';

const id = z.number().int().positive();
const levelName = z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters');
const side = z.number().int('must be a whole number of squares').min(1, 'must be at least 1').max(MAX_LEVEL_SIDE, `must be at most ${MAX_LEVEL_SIDE} squares`);
export const edgeKind = z.enum(EDGES);
export const groundKind = z.enum(GROUNDS);

/** The most an image of the module's map may weigh, decoded. */
export const MAX_LEVEL_IMAGE_BYTES = 20 * 1024 * 1024;
export const levelImageMimes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * How the module's map lies on the grid: its pixels to one 10-foot square (null: stretched
 * to the level's width, Lantern's default) and where its top left corner falls, in squares.
 */
export const imagePlacement = z.object({
  pxPerSquare: z.number().min(1, 'must be at least 1 pixel').max(10_000, 'must be at most 10000 pixels').nullable(),
  offsetCol: z.number().min(-MAX_LEVEL_SIDE, `must be at least -${MAX_LEVEL_SIDE}`).max(MAX_LEVEL_SIDE, `must be at most ${MAX_LEVEL_SIDE}`),
  offsetRow: z.number().min(-MAX_LEVEL_SIDE, `must be at least -${MAX_LEVEL_SIDE}`).max(MAX_LEVEL_SIDE, `must be at most ${MAX_LEVEL_SIDE}`),
});
export type ImagePlacement = z.infer<typeof imagePlacement>;

export const areaView = z.object({
  id,
  number: z.number().int(),
  name: z.string(),
  /** Squares covered, as row * width + col. */
  squares: z.array(z.number().int()),
  key: placeKey,
  state: placeState,
});
export type AreaView = z.infer<typeof areaView>;

export const levelView = z.object({
  id,
  campaignId: id,
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The grid's bytes in base64 (src-shared/dungeon-grid): on the players' screen only what they have explored. */
  cells: z.string(),
  /** Doors play has changed from the drawing, by edge. */
  doorStates: z.record(z.string(), edgeKind),
  /** The squares (row * width + col) the parties have seen by their light, kept as they move on. */
  seen: z.array(z.number().int()),
  hasImage: z.boolean(),
  imagePlacement,
  areas: z.array(areaView),
  /** Parties standing on this level. */
  parties: z.array(z.object({ partyId: id, name: z.string(), areaId: id.nullable(), col: z.number().int(), row: z.number().int() })),
});
export type LevelView = z.infer<typeof levelView>;

/** A level as a file: the ground as one line of characters a row, the edges drawn, and the areas with their keys. */
export const levelJson = z.object({
  format: z.literal('lantern-dungeon-level'),
  version: z.literal(1),
  name: levelName,
  width: side,
  height: side,
  /** One string a row: # rock, . floor, ~ water, o pit, < stairs up, > stairs down. */
  ground: z.array(z.string()).max(MAX_LEVEL_SIDE),
  edges: z.array(wallRef.extend({ edge: edgeKind })).max(4 * MAX_LEVEL_SIDE * MAX_LEVEL_SIDE),
  areas: z
    .array(z.object({ number: z.number().int().min(0), name: z.string().max(120), squares: z.array(gridSquare).max(MAX_LEVEL_SIDE * MAX_LEVEL_SIDE), key: placeKey }))
    .max(2000),
  /** The module's map and how it lies on the grid, when the level has one. */
  image: imagePlacement.extend({ mime: z.enum(levelImageMimes, 'must be PNG, JPEG or WebP'), data: z.string().max(Math.ceil((MAX_LEVEL_IMAGE_BYTES * 4) / 3) + 4, 'must be at most 20 MB') }).optional(),
});
export type LevelJson = z.infer<typeof levelJson>;

const actionResult = z.object({
  entry: journalEntry,
  stoppedBy: z.string().nullable(),
  stopReason: z.enum(advanceStops).nullable(),
  state: dungeonState,
});

/** A walk's end: where it stopped and why, and what the GM may do next there. */
export const walkResult = actionResult.extend({
  walked: z.object({
    feet: z.number(),
    squares: z.number().int(),
    /** The door that stopped the walk, and what it takes. */
    door: z.object({ at: wallRef, kind: z.enum(['door', 'stuck-door', 'locked-door', 'barred-door']), action: z.enum(['open', 'force', 'force-lock', 'bars']) }).nullable(),
    /** The area the party entered whose stocked foes raised the encounter card. */
    met: z.string().nullable(),
  }),
});

const levelRef = { levelId: ids.dungeonLevel };
const memberAt = { partyId: ids.party, memberId: ids.member, audience };

export const level = defineDomain('level', {
  list: {
    kind: 'query',
    roles: gmOnly,
    summary: "The campaign's dungeon levels, by name.",
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: z.object({ levels: z.array(z.object({ id, name: z.string(), width: z.number().int(), height: z.number().int(), areaCount: z.number().int() })) }),
  },
  get: {
    kind: 'query',
    roles: gmOnly,
    summary: 'A level with its grid, areas, keys and their state, for the GM.',
    input: z.object(levelRef).strict(),
    output: levelView,
  },
  map: {
    kind: 'query',
    roles: gmAndPlayers,
    summary: "The level a party stands on; the players get only what the party has explored and found, and read-aloud text the GM shows them.",
    input: z.object({ partyId: ids.party, audience }).strict(),
    output: z.object({ partyId: id, level: levelView.nullable() }),
  },
  image: {
    kind: 'query',
    roles: gmOnly,
    summary: "The level's background image (the module's map), in base64, or null.",
    input: z.object(levelRef).strict(),
    output: z.object({ mime: z.string(), data: z.string() }).nullable(),
  },
  export: {
    kind: 'query',
    roles: gmOnly,
    summary: 'A level as JSON: its ground, edges and keyed areas, and the background image with its placement (play state stays behind).',
    input: z.object(levelRef).strict(),
    output: levelJson,
  },
  create: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'A new dungeon level of solid rock, so many 10-foot squares wide and high.',
    input: z.object({ campaignId: ids.campaign, name: levelName, width: side, height: side }).strict(),
    output: levelView,
  },
  import: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'A level from its JSON, under a name not yet taken.',
    input: z.object({ campaignId: ids.campaign, level: levelJson }).strict(),
    output: levelView,
  },
  remove: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Delete a level with its areas; parties on it are taken off it.',
    input: z.object(levelRef).strict(),
    output: z.object({ removed: id }),
  },
  paint: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Draw on a level: the ground of squares and the walls and doors on their edges.',
    input: z
      .object({
        ...levelRef,
        squares: z.array(gridSquare.extend({ ground: groundKind })).max(40_000).default([]),
        edges: z.array(wallRef.extend({ edge: edgeKind })).max(40_000).default([]),
      })
      .strict(),
    output: levelView,
  },
  setImage: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Set (or clear, with null) the level's background image: PNG, JPEG or WebP, at most 20 MB, sent in base64 pieces.",
    input: z.object({ ...levelRef, image: z.object({ mime: z.enum(levelImageMimes, 'must be PNG, JPEG or WebP'), chunks: z.array(z.string()).max(40) }).nullable() }).strict(),
    output: levelView,
  },
  placeImage: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Line the background image up with the grid: its pixels to one square (null to stretch it to the level's width) and where its top left corner falls, in squares.",
    input: z.object({ ...levelRef, ...imagePlacement.shape }).strict(),
    output: levelView,
  },
  saveArea: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Create or change a numbered area (room, corridor, cave): the squares it covers and its key.',
    input: z
      .object({
        ...levelRef,
        areaId: ids.dungeonArea.optional(),
        number: z.number().int().min(0, 'must not be negative').max(9999),
        name: z.string().trim().max(120, 'must be at most 120 characters').default(''),
        squares: z.array(gridSquare).min(1, 'must cover at least one square').max(40_000),
        key: placeKey.default(placeKey.parse({})),
      })
      .strict(),
    output: levelView,
  },
  removeArea: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Delete an area and its key.',
    input: z.object({ areaId: ids.dungeonArea }).strict(),
    output: levelView,
  },
  ruleArea: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "The GM overrules what happened in an area (a trap disarmed, a door found, the room cleared); journaled as a ruling.",
    input: z.object({ areaId: ids.dungeonArea, state: placeState, reason: z.string().trim().max(300).default('') }).strict(),
    output: levelView,
  },
  showArea: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Put an area's read-aloud text on the players' screen, or take it off.",
    input: z.object({ areaId: ids.dungeonArea, shown: z.boolean() }).strict(),
    output: levelView,
  },
  enter: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Put a party on a level, in an area (on its first square unless a square is given).',
    input: z.object({ partyId: ids.party, levelId: ids.dungeonLevel, areaId: ids.dungeonArea, square: gridSquare.optional() }).strict(),
    output: levelView,
  },
  leave: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Take a party off its level (out of the dungeon).',
    input: z.object({ partyId: ids.party }).strict(),
    output: z.object({ partyId: id }),
  },
  enterFromHex: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "The party goes down the way underground on the hex it stands on: onto the entrance's level, in its linked area. It takes a turn of ten minutes (Lantern's own default; no rules text gives it).",
    input: z.object({ partyId: ids.party, letTimeRun }).strict(),
    output: levelView,
  },
  leaveToHex: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "The party, standing in an area a hex's entrance leads to, climbs out onto that hex. It takes a turn of ten minutes (Lantern's own default; no rules text gives it).",
    input: z.object({ partyId: ids.party, letTimeRun }).strict(),
    output: z.object({ partyId: id, hex: z.object({ col: z.number().int(), row: z.number().int() }), regionId: ids.region }),
  },
  walk: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "The party walks to a square by the shortest way over open floor and doors, at its exploring pace, the clock running the turns; it stops at a closed door, on entering a stocked area, or (stopOnEvent) where something happened.",
    input: z.object({ partyId: ids.party, to: gridSquare, stopOnEvent: z.boolean().default(true), letTimeRun, audience }).strict(),
    output: walkResult,
  },
  openDoor: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Open a closed (not stuck, locked or barred) door beside the party.',
    input: z.object({ partyId: ids.party, door: wallRef, audience }).strict(),
    output: actionResult,
  },
  searchTraps: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "A member searches the party's area for traps: its size from the map, its real traps, once per character; the roll is secret.",
    input: z.object({ ...memberAt, letTimeRun }).strict(),
    output: actionResult,
  },
  searchWall: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'A member searches a stretch of wall for secret doors; earlier searchers of that wall make it slower.',
    input: z.object({ ...memberAt, wall: wallRef, letTimeRun }).strict(),
    output: actionResult,
  },
  listen: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'A member listens at a door; something is heard only if an area beyond holds foes not yet cleared.',
    input: z.object({ ...memberAt, door: wallRef, letTimeRun }).strict(),
    output: actionResult,
  },
  forceDoor: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "A member forces a stuck or locked door, or bends a barred door's bars, as its state says; success opens it.",
    input: z.object({ ...memberAt, door: wallRef, letTimeRun }).strict(),
    output: actionResult,
  },
});
