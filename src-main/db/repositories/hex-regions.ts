import { and, eq, sql } from 'drizzle-orm';
import type { HexPatch } from '../../../src-shared/contract';
import { createHexMap, HEX_SIGHT, type HexMapData } from '../../../src-shared/hexmap';
import type { Db } from '../open-database';
import { hexKeys, hexNotes, hexRegions, hexTiles, journeys, parties } from '../schema';
import { byName, namedIn } from './names';
import { params } from './param';

/** Hexes per tile side: a tile is 32 x 32 x 3 bytes, so a painted stroke touches kilobytes, not the map. */
export const TILE = 32;

export type RegionRow = typeof hexRegions.$inferSelect;

export function hexRegionRepository(db: Db) {
  const regionId = sql.placeholder('regionId');
  const q = {
    list: db.select().from(hexRegions).where(eq(hexRegions.campaignId, sql.placeholder('campaignId'))).orderBy(byName(hexRegions.name)).prepare(),
    get: db.select().from(hexRegions).where(eq(hexRegions.id, sql.placeholder('id'))).prepare(),
    byName: db.select().from(hexRegions).where(namedIn(hexRegions, sql.placeholder('campaignId'), sql.placeholder('name'))).prepare(),
    insert: db
      .insert(hexRegions)
      .values(params('campaignId', 'name', 'width', 'height', 'hexMiles', 'prevailingWind'))
      .returning({ id: hexRegions.id })
      .prepare(),
    tiles: db.select().from(hexTiles).where(eq(hexTiles.regionId, regionId)).prepare(),
    tile: db
      .select({ cells: hexTiles.cells })
      .from(hexTiles)
      .where(and(eq(hexTiles.regionId, regionId), eq(hexTiles.tileRow, sql.placeholder('tileRow')), eq(hexTiles.tileCol, sql.placeholder('tileCol'))))
      .prepare(),
    notes: db.select().from(hexNotes).where(eq(hexNotes.regionId, regionId)).prepare(),
    putTile: db
      .insert(hexTiles)
      .values({ regionId, tileCol: sql.placeholder('tileCol'), tileRow: sql.placeholder('tileRow'), cells: sql.placeholder('cells') })
      .onConflictDoUpdate({ target: [hexTiles.regionId, hexTiles.tileRow, hexTiles.tileCol], set: { cells: sql`excluded.cells` } })
      .prepare(),
    putNote: db
      .insert(hexNotes)
      .values({ regionId, hexIndex: sql.placeholder('hexIndex'), label: sql.placeholder('label'), note: sql.placeholder('note') })
      .onConflictDoUpdate({ target: [hexNotes.regionId, hexNotes.hexIndex], set: { label: sql`excluded.label`, note: sql`excluded.note` } })
      .prepare(),
    resize: db
      .update(hexRegions)
      .set(params('width', 'height', 'hexMiles'))
      .where(eq(hexRegions.id, regionId))
      .prepare(),
    dropTiles: db.delete(hexTiles).where(eq(hexTiles.regionId, regionId)).prepare(),
    dropNotes: db.delete(hexNotes).where(eq(hexNotes.regionId, regionId)).prepare(),
    standing: db
      .select({ name: parties.name, col: parties.hexCol, row: parties.hexRow })
      .from(parties)
      .where(and(eq(parties.regionId, regionId), eq(parties.locationKind, 'hex')))
      .prepare(),
    journeyCount: db.select({ n: sql<number>`count(*)` }).from(journeys).where(eq(journeys.regionId, regionId)).prepare(),
    keys: db.select().from(hexKeys).where(eq(hexKeys.regionId, regionId)).orderBy(hexKeys.hexIndex).prepare(),
    putKey: db
      .insert(hexKeys)
      .values({ regionId, hexIndex: sql.placeholder('hexIndex'), key: sql.placeholder('key'), state: sql.placeholder('state') })
      .onConflictDoUpdate({ target: [hexKeys.regionId, hexKeys.hexIndex], set: { key: sql`excluded.key`, state: sql`excluded.state` } })
      .prepare(),
    dropKey: db
      .delete(hexKeys)
      .where(and(eq(hexKeys.regionId, regionId), eq(hexKeys.hexIndex, sql.placeholder('hexIndex'))))
      .prepare(),
    dropNote: db
      .delete(hexNotes)
      .where(and(eq(hexNotes.regionId, regionId), eq(hexNotes.hexIndex, sql.placeholder('hexIndex'))))
      .prepare(),
  };
  const putTile = (id: number, tileCol: number, tileRow: number, cells: Buffer) => q.putTile.run({ regionId: id, tileCol, tileRow, cells });
  const putNote = (id: number, hexIndex: number, label: string, note: string) => q.putNote.run({ regionId: id, hexIndex, label, note });

  function tileBytes(map: HexMapData, tileCol: number, tileRow: number): Buffer {
    const cells = Buffer.alloc(TILE * TILE * 3);
    const size = TILE * TILE;
    for (let r = 0; r < TILE; r++) {
      const row = tileRow * TILE + r;
      if (row >= map.height) break;
      for (let c = 0; c < TILE; c++) {
        const col = tileCol * TILE + c;
        if (col >= map.width) break;
        const at = row * map.width + col;
        const slot = r * TILE + c;
        cells[slot] = map.terrain[at];
        cells[size + slot] = map.features[at];
        cells[2 * size + slot] = map.explored[at];
      }
    }
    return cells;
  }

  // The hexes written since the last drain, by region, with their values as written: a call's change.
  let written = new Map<number, HexPatch>();
  const patchOf = (regionId: number): HexPatch => {
    let patch = written.get(regionId);
    if (!patch) written.set(regionId, (patch = { regionId, hexes: [], notes: [] }));
    return patch;
  };

  function writeAll(id: number, map: HexMapData): void {
    for (let tr = 0; tr * TILE < map.height; tr++) {
      for (let tc = 0; tc * TILE < map.width; tc++) putTile(id, tc, tr, tileBytes(map, tc, tr));
    }
    for (const index of new Set([...map.labels.keys(), ...map.notes.keys()])) {
      putNote(id, index, map.labels.get(index) ?? '', map.notes.get(index) ?? '');
    }
  }

  return {
    /** The hexes written since the last call, with their new values; starts afresh. */
    drainWritten(): HexPatch[] {
      const out = [...written.values()];
      written = new Map();
      return out;
    },
    list: (campaignId: number): RegionRow[] => q.list.all({ campaignId }),
    get: (id: number): RegionRow | undefined => q.get.get({ id }),
    byName: (campaignId: number, name: string): RegionRow | undefined => q.byName.get({ campaignId, name }),

    create(campaignId: number, name: string, map: HexMapData, prevailingWind: string): number {
      const { id } = q.insert.get({ campaignId, name, width: map.width, height: map.height, hexMiles: map.hexMiles, prevailingWind });
      writeAll(id, map);
      return id;
    },

    /** The region's size and scale changed, and every hex written anew from `map`, its keys from `keys` (numbered by the new width). */
    replace(regionId: number, map: HexMapData, keys: readonly { hexIndex: number; key: string; state: string }[]): void {
      for (const k of q.keys.all({ regionId })) q.dropKey.run({ regionId, hexIndex: k.hexIndex });
      for (const k of keys) q.putKey.run({ regionId, ...k });
      q.resize.run({ regionId, width: map.width, height: map.height, hexMiles: map.hexMiles });
      q.dropTiles.run({ regionId });
      q.dropNotes.run({ regionId });
      writeAll(regionId, map);
    },

    /** The region's keyed hexes (key and state as JSON), by hex index. */
    keys: (regionId: number): { hexIndex: number; key: string; state: string }[] => q.keys.all({ regionId }),
    putKey: (regionId: number, hexIndex: number, key: string, state: string): void => void q.putKey.run({ regionId, hexIndex, key, state }),
    dropKey: (regionId: number, hexIndex: number): void => void q.dropKey.run({ regionId, hexIndex }),

    /** Where parties stand on the region. */
    standing: (regionId: number): { name: string; col: number | null; row: number | null }[] => q.standing.all({ regionId }),
    journeyCount: (regionId: number): number => q.journeyCount.get({ regionId })?.n ?? 0,
    /** The whole region in memory, as the pathfinder and the renderer use it. */
    load(region: RegionRow): HexMapData {
      const map = createHexMap(region.width, region.height, region.hexMiles);
      const size = TILE * TILE;
      for (const t of q.tiles.all({ regionId: region.id })) {
        for (let r = 0; r < TILE; r++) {
          const row = t.tileRow * TILE + r;
          if (row >= region.height) break;
          const cols = Math.min(TILE, region.width - t.tileCol * TILE);
          const at = row * region.width + t.tileCol * TILE;
          // Copied in place: a view per row of a 2000 x 2000 region would be 190,000 objects.
          t.cells.copy(map.terrain, at, r * TILE, r * TILE + cols);
          t.cells.copy(map.features, at, size + r * TILE, size + r * TILE + cols);
          t.cells.copy(map.explored, at, 2 * size + r * TILE, 2 * size + r * TILE + cols);
        }
      }
      for (const n of q.notes.all({ regionId: region.id })) {
        if (n.label) map.labels.set(n.hexIndex, n.label);
        if (n.note) map.notes.set(n.hexIndex, n.note);
      }
      return map;
    },

    /** One hex's terrain code, read from the one tile holding it (not the whole map); null off the map. */
    terrainAt(region: RegionRow, col: number, row: number): number | null {
      if (col < 0 || row < 0 || col >= region.width || row >= region.height) return null;
      const tile = q.tile.get({ regionId: region.id, tileRow: Math.floor(row / TILE), tileCol: Math.floor(col / TILE) });
      return tile ? tile.cells[(row % TILE) * TILE + (col % TILE)] : null;
    },

    /** Writes back only the tiles holding the given hexes. */
    saveHexes(regionId: number, map: HexMapData, indices: Iterable<number>): void {
      const tiles = new Set<string>();
      const patch = patchOf(regionId);
      for (const index of indices) {
        patch.hexes.push({ index, terrain: map.terrain[index], features: map.features[index], explored: map.explored[index] === HEX_SIGHT.visited, seen: map.explored[index] === HEX_SIGHT.seen });
        const row = Math.floor(index / map.width);
        const col = index - row * map.width;
        tiles.add(`${Math.floor(col / TILE)},${Math.floor(row / TILE)}`);
      }
      for (const key of tiles) {
        const [tc, tr] = key.split(',').map(Number);
        putTile(regionId, tc, tr, tileBytes(map, tc, tr));
      }
    },

    setNote(regionId: number, index: number, label: string, note: string): void {
      patchOf(regionId).notes.push({ index, label, note });
      if (!label && !note) q.dropNote.run({ regionId, hexIndex: index });
      else putNote(regionId, index, label, note);
    },
  };
}
export type HexRegionRepository = ReturnType<typeof hexRegionRepository>;
