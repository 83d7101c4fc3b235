/**
 * Terrain ids in code order: a hex stores the position of its terrain here, and
 * those codes are written to the database, so entries are only ever appended.
 */
export const TERRAINS = [
  'clear',
  'plains',
  'forest',
  'hills',
  'mountains',
  'desert',
  'jungle',
  'swamp',
  'river',
  'lake',
  'sea',
  'deep-ocean',
] as const;

export type HexTerrain = (typeof TERRAINS)[number];

export const WATER_TERRAINS = ['river', 'lake', 'sea', 'deep-ocean'] as const satisfies readonly HexTerrain[];
export type WaterTerrain = (typeof WATER_TERRAINS)[number];
export type LandTerrain = Exclude<HexTerrain, WaterTerrain>;

export const TERRAIN_CODE = Object.fromEntries(TERRAINS.map((id, code) => [id, code])) as Readonly<Record<HexTerrain, number>>;

/** Indexed by terrain code, so hot loops test water without a lookup by name. */
export const IS_WATER_CODE: Readonly<Uint8Array> = Uint8Array.from(TERRAINS, (id) =>
  (WATER_TERRAINS as readonly string[]).includes(id) ? 1 : 0,
);

