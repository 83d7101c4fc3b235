import { z } from 'zod';
import { HexMapFormatError } from './binary';
import { FEATURE_IDS, featureIds, featureMask } from './features';
import { createHexMap, HEX_SIGHT, MAX_MAP_SIDE, type HexMapData } from './map-data';
import { TERRAIN_CODE, TERRAINS } from './terrain';

/**
 * The import/export shape: readable and hand-editable, unlike the BLOB. Terrain
 * and exploration are run-length encoded row by row; features, labels and notes
 * are listed per hex because most hexes have none.
 */
const side = z.number().int().min(1).max(MAX_MAP_SIDE);
const runLength = z.number().int().min(0);
const at = { col: z.number().int().min(0), row: z.number().int().min(0) };
const text = z.object({ ...at, text: z.string() });

export const hexMapJsonSchema = z.object({
  format: z.literal('lantern-hexmap'),
  version: z.literal(1),
  width: side,
  height: side,
  hexMiles: z.number().positive(),
  /** Row by row: runs of [terrain id, number of hexes], west to east. */
  terrain: z.array(z.array(z.tuple([z.enum(TERRAINS), runLength.min(1)]))),
  features: z.array(z.object({ ...at, features: z.array(z.enum(FEATURE_IDS)).min(1) })),
  /** Row by row: alternating run lengths, unexplored first (so a fully explored row is [0, width]). */
  explored: z.array(z.array(runLength)),
  /** Hexes seen from afar but not visited, the same way; files from before sight have none. */
  seen: z.array(z.array(runLength)).optional(),
  labels: z.array(text),
  notes: z.array(text),
});

export type HexMapJson = z.infer<typeof hexMapJsonSchema>;

export function hexMapToJson(map: HexMapData): HexMapJson {
  const { width, height } = map;
  const terrain: HexMapJson['terrain'] = [];
  const explored: HexMapJson['explored'] = [];
  const seen: HexMapJson['explored'] = [];
  const features: HexMapJson['features'] = [];
  for (let row = 0; row < height; row++) {
    const start = row * width;
    const terrainRuns: HexMapJson['terrain'][number] = [];
    for (let col = 0; col < width; col++) {
      const i = start + col;
      const id = TERRAINS[map.terrain[i]];
      const last = terrainRuns[terrainRuns.length - 1];
      if (last && last[0] === id) last[1]++;
      else terrainRuns.push([id, 1]);
      if (map.features[i]) features.push({ col, row, features: featureIds(map.features[i]) });
    }
    terrain.push(terrainRuns);
    explored.push(runsOf(map.explored, start, width, HEX_SIGHT.visited));
    seen.push(runsOf(map.explored, start, width, HEX_SIGHT.seen));
  }
  const texts = (entries: ReadonlyMap<number, string>) =>
    [...entries].sort((a, b) => a[0] - b[0]).map(([i, t]) => ({ col: i % width, row: Math.floor(i / width), text: t }));
  return {
    format: 'lantern-hexmap',
    version: 1,
    width,
    height,
    hexMiles: map.hexMiles,
    terrain,
    features,
    explored,
    ...(seen.some((runs) => runs.length > 1) && { seen }),
    labels: texts(map.labels),
    notes: texts(map.notes),
  };
}

/** One row's alternating run lengths, hexes without `value` first (so a row all of it is [0, width]). */
function runsOf(values: Uint8Array, start: number, width: number, value: number): number[] {
  const runs: number[] = [];
  let on = false;
  let run = 0;
  for (let i = start; i < start + width; i++) {
    if ((values[i] === value) !== on) {
      runs.push(run);
      on = !on;
      run = 0;
    }
    run++;
  }
  runs.push(run);
  return runs;
}

/** Throws HexMapFormatError naming the first problem and where it is. */
export function hexMapFromJson(value: unknown): HexMapData {
  const parsed = hexMapJsonSchema.safeParse(value);
  if (!parsed.success) throw new HexMapFormatError(`not a valid hex map: ${z.prettifyError(parsed.error)}`);
  const json = parsed.data;
  const { width, height } = json;
  const fail = (where: string, why: string): never => {
    throw new HexMapFormatError(`not a valid hex map: ${where}: ${why}`);
  };
  const map = createHexMap(width, height, json.hexMiles);

  if (json.terrain.length !== height) fail('terrain', `has ${json.terrain.length} rows, the map has ${height}`);
  json.terrain.forEach((runs, row) => {
    let col = 0;
    for (const [id, count] of runs) {
      if (col + count > width) fail(`terrain[${row}]`, `runs go past the map's width of ${width}`);
      map.terrain.fill(TERRAIN_CODE[id], row * width + col, row * width + col + count);
      col += count;
    }
    if (col !== width) fail(`terrain[${row}]`, `runs cover ${col} hexes, the map is ${width} wide`);
  });

  const fillRuns = (key: 'seen' | 'explored', rows: number[][], value: number) => {
    if (rows.length !== height) fail(key, `has ${rows.length} rows, the map has ${height}`);
    rows.forEach((runs, row) => {
      let col = 0;
      runs.forEach((count, k) => {
        if (col + count > width) fail(`${key}[${row}]`, `runs go past the map's width of ${width}`);
        if (k % 2 === 1) map.explored.fill(value, row * width + col, row * width + col + count);
        col += count;
      });
      if (col !== width) fail(`${key}[${row}]`, `runs cover ${col} hexes, the map is ${width} wide`);
    });
  };
  if (json.seen) fillRuns('seen', json.seen, HEX_SIGHT.seen);
  // Visited wins where a hand-edited file marks a hex both ways.
  fillRuns('explored', json.explored, HEX_SIGHT.visited);

  const indexAt = (where: string, entry: { col: number; row: number }) => {
    if (entry.col >= width || entry.row >= height) fail(where, `hex (${entry.col}, ${entry.row}) is outside the ${width} x ${height} map`);
    return entry.row * width + entry.col;
  };
  json.features.forEach((entry, k) => {
    const i = indexAt(`features[${k}]`, entry);
    if (map.features[i]) fail(`features[${k}]`, `hex (${entry.col}, ${entry.row}) is listed twice`);
    map.features[i] = featureMask(entry.features);
  });
  for (const key of ['labels', 'notes'] as const) {
    json[key].forEach((entry, k) => {
      const i = indexAt(`${key}[${k}]`, entry);
      if (map[key].has(i)) fail(`${key}[${k}]`, `hex (${entry.col}, ${entry.row}) is listed twice`);
      map[key].set(i, entry.text);
    });
  }
  return map;
}
