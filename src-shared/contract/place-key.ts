import { z } from 'zod';
import { ids } from './ids';
import { countOrDice } from './fields';

/**
 * One shape of key and one shape of state for every place a party can stand in:
 * an area of a dungeon level and a hex of a wilderness region. A field a kind of
 * place has no use for stays empty (a room has no settlement, a hex rarely a
 * secret door), so code reading keys never asks which kind it holds.
 */

const shortText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const keyId = z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters');

/** A square of a dungeon level's grid, counted from 0 at the top left. */
export const gridSquare = z.object({
  col: z.number().int().min(0, 'must not be negative'),
  row: z.number().int().min(0, 'must not be negative'),
});
export type GridSquare = z.infer<typeof gridSquare>;

/**
 * A wall or door between two squares: the square and which of its sides. Every
 * edge has two names (the east side of one square is the west of the next); the
 * grid stores only north and west sides, so `wallRefOf` turns east and south into those.
 */
export const gridSide = z.enum(['n', 'e', 's', 'w']);
export type GridSide = z.infer<typeof gridSide>;
export const wallRef = gridSquare.extend({ side: gridSide });
export type WallRef = z.infer<typeof wallRef>;

/** An edge by the name the grid stores it under: east and south become the next square's west and north. */
export function storedEdge(ref: WallRef): { col: number; row: number; side: 'n' | 'w' } {
  if (ref.side === 'e') return { col: ref.col + 1, row: ref.row, side: 'w' };
  if (ref.side === 's') return { col: ref.col, row: ref.row + 1, side: 'n' };
  return { col: ref.col, row: ref.row, side: ref.side };
}

/** The one spelling of an edge, used as the key of `wallSearches` and of door states. */
export function wallRefOf(ref: WallRef): string {
  const { col, row, side } = storedEdge(ref);
  return `${col},${row},${side}`;
}

export const placeOccupant = z.object({
  id: keyId,
  /** The campaign's bestiary entry, when there is one; else `name` says what lives here. */
  bestiaryId: ids.foe.optional(),
  /** An encounter table to roll on instead of a fixed foe. */
  tableId: ids.encounterTable.optional(),
  name: shortText(120).min(1, 'must not be empty'),
  /** A count ("4") or dice ("2d4"). */
  number: countOrDice,
  /** Whether this is their lair (the rules' lair number applies). */
  lair: z.boolean().default(false),
});
export type PlaceOccupant = z.infer<typeof placeOccupant>;

export const trapFoundBy = z.enum(['normal', 'thief', 'dwarf', 'magic']);
export const placeTrap = z.object({
  id: keyId,
  name: shortText(120).min(1, 'must not be empty'),
  /** Where on the map it lies; a hex's trap has none. */
  square: gridSquare.optional(),
  /** What springs it ("opening the chest", "stepping on the flagstone"). */
  trigger: shortText(300).default(''),
  /**
   * How it can be found: `normal` by anyone's search (thieves and dwarves with their
   * own chances), `thief` only by a thief, `dwarf` only as stonework by a dwarf,
   * `magic` a purely magical trap, found as the campaign's ruling says.
   */
  foundBy: trapFoundBy.default('normal'),
  save: shortText(80).optional(),
  damage: shortText(40).optional(),
  /** The trap attacks as a monster of this many hit dice ("3 HD"). */
  attackAs: shortText(40).optional(),
});
export type PlaceTrap = z.infer<typeof placeTrap>;

export const placeSecretDoor = z.object({
  id: keyId,
  /** The edge of the grid it stands on; the grid draws it as a secret door there. */
  door: wallRef,
  /** The GM making this door harder (negative) or easier to find, in pips on the die. */
  difficulty: z.number().int().min(-5).max(5).default(0),
});
export type PlaceSecretDoor = z.infer<typeof placeSecretDoor>;

export const placeTreasure = z.object({
  text: shortText(500).min(1, 'must not be empty'),
  worthGp: z.number().min(0, 'must not be negative').optional(),
});

export const placeSettlement = z.object({
  name: shortText(120).min(1, 'must not be empty'),
  /**
   * What it sells: `item` names an item of the campaign's catalogue (its name or key), so what is
   * bought weighs, feeds and holds water as the catalogue says; `price` is this settlement's own,
   * in the money's unit, and left out means the catalogue's.
   */
  wares: z
    .array(z.object({ item: shortText(120).min(1, 'must not be empty'), price: z.number().min(0, 'must not be negative').optional() }))
    .max(200)
    .default([]),
  refillsWater: z.boolean().default(false),
  hirelings: z
    .array(z.object({ name: shortText(120).min(1), wage: z.number().min(0), per: z.enum(['day', 'month']) }))
    .max(100)
    .default([]),
});

type Ware = z.infer<typeof placeSettlement>['wares'][number];

/**
 * The catalogue item a settlement's ware names (its name in any case, as catalogue names are
 * unique, or its key) and its price each: the settlement's own, or the catalogue's when it
 * states none. Null when the catalogue has no such item.
 */
export function wareOffer<I extends { name: string; key: string; costGp: number }>(ware: Ware, catalogue: readonly I[]): { item: I; each: number } | null {
  const name = ware.item.toLowerCase();
  const item = catalogue.find((i) => i.name.toLowerCase() === name) ?? catalogue.find((i) => i.key === ware.item);
  return item ? { item, each: ware.price ?? item.costGp } : null;
}

/** A hex's way underground: the level, and the area of it the party arrives in. */
export const placeEntrance = z.object({
  levelId: ids.dungeonLevel,
  areaId: ids.dungeonArea,
});
export type PlaceEntrance = z.infer<typeof placeEntrance>;

export const placeKey = z.object({
  readAloud: shortText(5000).default(''),
  /** Never shown to the players. */
  gmNotes: shortText(10_000).default(''),
  occupants: z.array(placeOccupant).max(50).default([]),
  traps: z.array(placeTrap).max(50).default([]),
  secretDoors: z.array(placeSecretDoor).max(50).default([]),
  treasure: z.array(placeTreasure).max(100).default([]),
  settlement: placeSettlement.nullable().default(null),
  landmark: shortText(300).default(''),
  /** A dungeon area lit by its own light (braziers, a shaft of daylight): seen whole in a clear line, whatever light the party carries. Absent: not lit. */
  lit: z.boolean().optional(),
  /**
   * Stored once, on the hex (hex to level and area); the way back out of a level is
   * found from the hex keys that point at it.
   */
  entrance: placeEntrance.nullable().default(null),
});
export type PlaceKey = z.infer<typeof placeKey>;
export type PlaceKeyInput = z.input<typeof placeKey>;
export const emptyPlaceKey = (): PlaceKey => placeKey.parse({});

/** `withdrawn`: a fight there ended with its foes gone alive (fled, turned, let go), so it is not cleared. */
export const placeStatus = z.enum(['unexplored', 'seen', 'visited', 'searched', 'withdrawn', 'cleared', 'looted']);
export type PlaceStatus = z.infer<typeof placeStatus>;
export const trapState = z.enum(['hidden', 'found', 'sprung', 'disarmed']);
export const secretDoorState = z.enum(['hidden', 'found']);

export const placeState = z.object({
  status: placeStatus.default('unexplored'),
  /** By trap id; a trap not listed is still hidden. */
  traps: z.record(z.string(), trapState).default({}),
  /** Members who have made their one search of this place for traps. */
  trapSearchers: z.array(z.number().int().positive()).default([]),
  /** By secret door id; one not listed is still hidden. */
  secretDoors: z.record(z.string(), secretDoorState).default({}),
  /** By `wallRefOf` edge: how many have searched that stretch of wall for secret doors. */
  wallSearches: z.record(z.string(), z.number().int().min(0)).default({}),
  /** Whether the players' screen shows this place's read-aloud text now. */
  shownToPlayers: z.boolean().default(false),
});
export type PlaceState = z.infer<typeof placeState>;
export const freshPlaceState = (): PlaceState => placeState.parse({});
