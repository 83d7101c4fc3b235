import type Database from 'better-sqlite3';
import { createHexMap, type HexMapData } from '../../../src-shared/hexmap';

/** Hexes per tile side: a tile is 32 x 32 x 3 bytes, so a painted stroke touches kilobytes, not the map. */
export const TILE = 32;

export interface RegionRow {
  id: number;
  campaign_id: number;
  name: string;
  width: number;
  height: number;
  hex_miles: number;
  prevailing_wind: string;
}

export function hexRegionRepository(sqlite: Database.Database) {
  const q = {
    list: sqlite.prepare('SELECT * FROM hex_regions WHERE campaign_id = ? ORDER BY name COLLATE NOCASE'),
    get: sqlite.prepare('SELECT * FROM hex_regions WHERE id = ?'),
    byName: sqlite.prepare('SELECT * FROM hex_regions WHERE campaign_id = ? AND name = ? COLLATE NOCASE'),
    insert: sqlite.prepare('INSERT INTO hex_regions (campaign_id, name, width, height, hex_miles, prevailing_wind) VALUES (?, ?, ?, ?, ?, ?)'),
    tiles: sqlite.prepare('SELECT tile_col, tile_row, cells FROM hex_tiles WHERE region_id = ?'),
    putTile: sqlite.prepare(
      `INSERT INTO hex_tiles (region_id, tile_col, tile_row, cells) VALUES (?, ?, ?, ?)
       ON CONFLICT (region_id, tile_row, tile_col) DO UPDATE SET cells = excluded.cells`,
    ),
    notes: sqlite.prepare('SELECT hex_index, label, note FROM hex_notes WHERE region_id = ?'),
    putNote: sqlite.prepare(
      `INSERT INTO hex_notes (region_id, hex_index, label, note) VALUES (?, ?, ?, ?)
       ON CONFLICT (region_id, hex_index) DO UPDATE SET label = excluded.label, note = excluded.note`,
    ),
    dropNote: sqlite.prepare('DELETE FROM hex_notes WHERE region_id = ? AND hex_index = ?'),
  };

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

  return {
    list: (campaignId: number) => q.list.all(campaignId) as RegionRow[],
    get: (id: number) => q.get.get(id) as RegionRow | undefined,
    byName: (campaignId: number, name: string) => q.byName.get(campaignId, name) as RegionRow | undefined,

    create(campaignId: number, name: string, map: HexMapData, prevailingWind: string): number {
      const id = Number(q.insert.run(campaignId, name, map.width, map.height, map.hexMiles, prevailingWind).lastInsertRowid);
      for (let tr = 0; tr * TILE < map.height; tr++) {
        for (let tc = 0; tc * TILE < map.width; tc++) q.putTile.run(id, tc, tr, tileBytes(map, tc, tr));
      }
      for (const index of new Set([...map.labels.keys(), ...map.notes.keys()])) {
        q.putNote.run(id, index, map.labels.get(index) ?? '', map.notes.get(index) ?? '');
      }
      return id;
    },

    /** The whole region in memory, as the pathfinder and the renderer use it. */
    load(region: RegionRow): HexMapData {
      const map = createHexMap(region.width, region.height, region.hex_miles);
      const size = TILE * TILE;
      for (const t of q.tiles.all(region.id) as { tile_col: number; tile_row: number; cells: Buffer }[]) {
        for (let r = 0; r < TILE; r++) {
          const row = t.tile_row * TILE + r;
          if (row >= region.height) break;
          const cols = Math.min(TILE, region.width - t.tile_col * TILE);
          const at = row * region.width + t.tile_col * TILE;
          map.terrain.set(t.cells.subarray(r * TILE, r * TILE + cols), at);
          map.features.set(t.cells.subarray(size + r * TILE, size + r * TILE + cols), at);
          map.explored.set(t.cells.subarray(2 * size + r * TILE, 2 * size + r * TILE + cols), at);
        }
      }
      for (const n of q.notes.all(region.id) as { hex_index: number; label: string; note: string }[]) {
        if (n.label) map.labels.set(n.hex_index, n.label);
        if (n.note) map.notes.set(n.hex_index, n.note);
      }
      return map;
    },

    /** Writes back only the tiles holding the given hexes. */
    saveHexes(regionId: number, map: HexMapData, indices: Iterable<number>): void {
      const tiles = new Set<string>();
      for (const index of indices) {
        const row = Math.floor(index / map.width);
        const col = index - row * map.width;
        tiles.add(`${Math.floor(col / TILE)},${Math.floor(row / TILE)}`);
      }
      for (const key of tiles) {
        const [tc, tr] = key.split(',').map(Number);
        q.putTile.run(regionId, tc, tr, tileBytes(map, tc, tr));
      }
    },

    setNote(regionId: number, index: number, label: string, note: string): void {
      if (!label && !note) q.dropNote.run(regionId, index);
      else q.putNote.run(regionId, index, label, note);
    },
  };
}
export type HexRegionRepository = ReturnType<typeof hexRegionRepository>;
