import { forEachNeighbour, TERRAINS, type HexTerrain } from '../../../src-shared/hexmap';

// How far a party sees over the land. No rules text here gives sight distances over
// a hex map (seed 003 speaks of light underground only), so every figure below is
// Lantern's own default; a campaign may keep its own table, which the GM edits.

/** Per terrain: how many hexes out a party standing there sees, and how many hexes farther off that terrain itself is seen. */
export interface SightRow {
  /** Hexes seen around a party standing on this terrain (0: only its own hex). */
  readonly sees: number;
  /** Extra hexes from which a hex of this terrain is seen: a mountain shows over the horizon. */
  readonly standsOut: number;
}

export type SightTable = Readonly<Record<HexTerrain, SightRow>>;

/** Where the defaults come from, said wherever they are shown. */
export const SIGHT_SOURCE =
  "Lantern's own default: no rules text gives how far a party sees over the land. From hills and mountains the party sees farther, in forest, jungle and swamp only its own hex; mountains and hills are seen from farther off.";

/** Lantern's own figures, in hexes (a hex of 6 miles by default). */
export const DEFAULT_SIGHT: SightTable = {
  clear: { sees: 1, standsOut: 0 },
  plains: { sees: 1, standsOut: 0 },
  forest: { sees: 0, standsOut: 0 },
  hills: { sees: 2, standsOut: 1 },
  mountains: { sees: 3, standsOut: 2 },
  desert: { sees: 1, standsOut: 0 },
  jungle: { sees: 0, standsOut: 0 },
  swamp: { sees: 0, standsOut: 0 },
  river: { sees: 1, standsOut: 0 },
  lake: { sees: 1, standsOut: 0 },
  sea: { sees: 1, standsOut: 0 },
  'deep-ocean': { sees: 1, standsOut: 0 },
};

/** A map as sight needs it: its size and each hex's terrain code. */
export interface SightMap {
  readonly width: number;
  readonly height: number;
  readonly terrain: ArrayLike<number>;
}

/** The farthest any hex could be seen from: the widest sight plus the tallest terrain's reach. */
const reach = (table: SightTable): number =>
  Math.max(...TERRAINS.map((t) => table[t].sees)) + Math.max(...TERRAINS.map((t) => table[t].standsOut));

/**
 * Every hex in sight of a party standing on `from` (by hex index), its own hex included:
 * a hex is seen when it lies within the sight of the terrain stood on plus how far its
 * own terrain stands out. Sight is by distance alone; nothing blocks a line of sight.
 */
export function hexesInSight(map: SightMap, from: number, table: SightTable = DEFAULT_SIGHT): number[] {
  const sees = table[TERRAINS[map.terrain[from]]].sees;
  const limit = sees + Math.max(...TERRAINS.map((t) => table[t].standsOut));
  const seen = [from];
  const distance = new Map<number, number>([[from, 0]]);
  let ring = [from];
  // Rings outward, breadth first: a hex's distance is the ring it is first met in.
  for (let d = 1; d <= Math.min(limit, reach(table)) && ring.length > 0; d++) {
    const next: number[] = [];
    for (const h of ring) {
      forEachNeighbour(map.width, map.height, h, (n) => {
        if (distance.has(n)) return;
        distance.set(n, d);
        next.push(n);
        if (d <= sees + table[TERRAINS[map.terrain[n]]].standsOut) seen.push(n);
      });
    }
    ring = next;
  }
  return seen;
}

/** The hexes seen over a day's path: what is in sight from each hex walked through. */
export function hexesSeenAlong(map: SightMap, path: readonly number[], table: SightTable = DEFAULT_SIGHT): Set<number> {
  const seen = new Set<number>();
  for (const h of path) for (const s of hexesInSight(map, h, table)) seen.add(s);
  return seen;
}
