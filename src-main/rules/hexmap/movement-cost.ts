import { FEATURE, KNOWN_FEATURE_BITS } from '../../../src-shared/hexmap/features';
import type { HexMapData } from '../../../src-shared/hexmap/map-data';
import { IS_WATER_CODE, TERRAINS, type HexTerrain, type LandTerrain } from '../../../src-shared/hexmap/terrain';
import type { Ruleset, TerrainId, TravelInput } from '../ruleset';

export type TravelMode = 'foot' | 'air' | 'boat-river' | 'ship';

/**
 * How a group travels. Overland speeds come from the ruleset (the slowest member,
 * terrain, pace, flying), so the map stays system-neutral; vessels give their own
 * miles per day and the length of their travelling day (BFRPG: 12 hours on water).
 */
export type Travel = OverlandTravel | WaterTravel;

export interface OverlandTravel {
  readonly mode: 'foot' | 'air';
  readonly ruleset: Pick<Ruleset, 'partyTravel'>;
  readonly members: TravelInput['members'];
  readonly pace?: TravelInput['pace'];
}

export interface WaterTravel {
  readonly mode: 'boat-river' | 'ship';
  readonly vesselMilesPerDay: number;
  readonly hoursPerDay: number;
}

export interface CostField {
  readonly width: number;
  readonly height: number;
  readonly mode: TravelMode;
  /** Hours to enter each hex from a neighbour; Infinity where this mode cannot go. */
  readonly hours: Float32Array;
  /** The cheapest finite entry in `hours`: hex distance times this never overestimates. */
  readonly cheapestHours: number;
}

const LAND_TERRAIN: Readonly<Record<LandTerrain, TerrainId>> = {
  clear: 'clear',
  plains: 'plains',
  forest: 'forest',
  hills: 'hills',
  mountains: 'mountains',
  desert: 'desert',
  jungle: 'jungle',
  swamp: 'swamp',
};

const FEATURE_COMBINATIONS = KNOWN_FEATURE_BITS + 1;

/**
 * Hours to enter every hex for one mode of travel. Hours depend only on a hex's
 * terrain code and feature bits, so they are worked out once per combination
 * (12 x 128 entries) and the map is filled by table look-up in one O(n) pass.
 */
export function movementCosts(map: HexMapData, travel: Travel): CostField {
  const table = new Float32Array(TERRAINS.length * FEATURE_COMBINATIONS);
  const hexHours = hoursPerHex(map.hexMiles, travel);
  for (let code = 0; code < TERRAINS.length; code++) {
    for (let bits = 0; bits < FEATURE_COMBINATIONS; bits++) {
      const way = wayIn(travel.mode, code, bits);
      table[code * FEATURE_COMBINATIONS + bits] = way === null ? Infinity : hexHours(way);
    }
  }
  // Legs of one journey often share a way of travelling: the same table gives the same field, filled once per map.
  const key = `${travel.mode}:${table.join(',')}`;
  let known = fields.get(map);
  if (!known) fields.set(map, (known = new Map()));
  const cached = known.get(key);
  if (cached) return cached;
  const hours = fillFromTable(map.terrain, map.features, table, FEATURE_COMBINATIONS);
  const field: CostField = { width: map.width, height: map.height, mode: travel.mode, hours, cheapestHours: cheapestFinite(hours) };
  known.set(key, field);
  return field;
}

/**
 * Fields already filled, per map. A map is read for one call and never changed while
 * its routes are sought; one that is painted afterwards is a fresh load, so a fresh key.
 */
const fields = new WeakMap<HexMapData, Map<string, CostField>>();

/**
 * The ground a group in this mode moves over when entering such a hex, or null
 * when it cannot enter. A road sets the pace on land and is a bridge over a
 * river; a trail paces like clear ground; a ford or bridge ('crossing') lets
 * walkers over a river hex as on a trail. Lakes and seas stop walkers.
 */
function wayIn(mode: TravelMode, code: number, bits: number): TerrainId | 'water' | null {
  const terrain: HexTerrain = TERRAINS[code];
  const water = IS_WATER_CODE[code] === 1;
  switch (mode) {
    case 'air':
      return 'clear';
    case 'foot':
      if (water) {
        if (terrain !== 'river') return null;
        return bits & FEATURE.road ? 'road' : bits & FEATURE.crossing ? 'trail' : null;
      }
      return bits & FEATURE.road ? 'road' : bits & FEATURE.trail ? 'trail' : LAND_TERRAIN[terrain as LandTerrain];
    case 'boat-river':
      return terrain === 'river' || terrain === 'lake' || (!water && bits & FEATURE.river) ? 'water' : null;
    case 'ship':
      return terrain === 'sea' || terrain === 'deep-ocean' || terrain === 'lake' || (!water && bits & FEATURE.port) ? 'water' : null;
  }
}

/** Hours to cross one hex over a given ground: the hex's miles at that ground's daily rate, scaled to the travelling day. */
function hoursPerHex(hexMiles: number, travel: Travel): (way: TerrainId | 'water') => number {
  if ('vesselMilesPerDay' in travel) {
    const hours = hoursFor(hexMiles, travel.vesselMilesPerDay, travel.hoursPerDay);
    return () => hours;
  }
  const { ruleset, members, pace = 'normal' } = travel;
  const medium = travel.mode === 'air' ? 'air' : 'land';
  return (way) => {
    const day = ruleset.partyTravel({ members, terrain: way as TerrainId, pace, medium });
    return hoursFor(hexMiles, day.milesPerDay, day.hoursPerDay);
  };
}

const hoursFor = (hexMiles: number, milesPerDay: number, hoursPerDay: number): number =>
  milesPerDay > 0 ? (hexMiles / milesPerDay) * hoursPerDay : Infinity;

function fillFromTable(terrain: Uint8Array, features: Uint8Array, table: Float32Array, stride: number): Float32Array {
  const hours = new Float32Array(terrain.length);
  for (let i = 0; i < terrain.length; i++) hours[i] = table[terrain[i] * stride + features[i]];
  return hours;
}

function cheapestFinite(hours: Float32Array): number {
  let cheapest = Infinity;
  for (let i = 0; i < hours.length; i++) if (hours[i] < cheapest) cheapest = hours[i];
  return cheapest;
}
