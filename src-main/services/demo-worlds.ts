import { z } from 'zod';
import { hexMapFromJson, hexMapToJson, TERRAIN_CODE, TERRAINS, type HexMapJson } from '../../src-shared/hexmap';
import type { levelJson } from '../../src-shared/contract/levels';

type Level = z.infer<typeof levelJson>;
const hex = z.object({ col: z.number().int().min(0), row: z.number().int().min(0) });
const span = z.tuple([z.number().int().min(0), z.number().int().min(0)]);

/**
 * What makes one demo a world of its own on the level and the map every demo shares: the
 * same rooms, doors and hexes (the specs walk them by position), with this demo's words in
 * the rooms and its own names and ground on the map. Absent, the demo keeps the shared ones.
 */
export const demoWorld = z.object({
  /** Rooms by number: their name, what the GM reads aloud and the GM's notes. */
  areas: z.array(z.object({ number: z.number().int().min(1), name: z.string().min(1), readAloud: z.string(), gmNotes: z.string() })).default([]),
  /** The map's labels in place of the shared ones. */
  labels: z.array(hex.extend({ text: z.string().min(1) })).optional(),
  /** Ground changed within a block of hexes (columns and rows, both ends inside): each terrain named turned into another. */
  repaint: z.array(z.object({ cols: span, rows: span, terrain: z.partialRecord(z.enum(TERRAINS), z.enum(TERRAINS)) })).default([]),
});
export type DemoWorld = z.infer<typeof demoWorld>;

/** The shared level with the demo's words in the rooms it names; a number the level lacks is a mistake in the demo file. */
export function levelOfWorld(level: Level, world: DemoWorld): Level {
  for (const { number } of world.areas) {
    if (!level.areas.some((a) => a.number === number)) throw new Error(`demo world: the level has no area ${number}`);
  }
  return {
    ...level,
    areas: level.areas.map((area) => {
      const own = world.areas.find((a) => a.number === area.number);
      return own ? { ...area, name: own.name, key: { ...area.key, readAloud: own.readAloud, gmNotes: own.gmNotes } } : area;
    }),
  };
}

/** The shared map, read like any import, with the demo's labels and repainted ground. */
export function regionOfWorld(region: unknown, world: DemoWorld): HexMapJson {
  const map = hexMapFromJson(region);
  for (const { cols, rows, terrain } of world.repaint) {
    for (let row = rows[0]; row <= Math.min(rows[1], map.height - 1); row++) {
      for (let col = cols[0]; col <= Math.min(cols[1], map.width - 1); col++) {
        const i = row * map.width + col;
        const to = terrain[TERRAINS[map.terrain[i]]];
        if (to) map.terrain[i] = TERRAIN_CODE[to];
      }
    }
  }
  const json = hexMapToJson(map);
  return world.labels ? { ...json, labels: world.labels } : json;
}
