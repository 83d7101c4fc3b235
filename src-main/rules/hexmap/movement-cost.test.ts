import { describe, expect, it } from 'vitest';
import { WATER_TRAVEL_HOURS_PER_DAY } from '../world/voyage-day';
import { basicFantasyRuleset } from '../bfrpg/ruleset';
import { createHexMap, FEATURE, movementCosts, TERRAIN_CODE, TERRAINS, type HexTerrain, type Travel } from './index';

/** One hex of each terrain, in code order, with the given feature bits on all of them. */
function everyTerrain(features = 0, hexMiles = 6) {
  const map = createHexMap(TERRAINS.length, 1, hexMiles);
  map.terrain.set(TERRAINS.map((_, code) => code));
  map.features.fill(features);
  return map;
}

const hoursByTerrain = (features: number, travel: Travel, hexMiles = 6) => {
  const { hours } = movementCosts(everyTerrain(features, hexMiles), travel);
  return Object.fromEntries(TERRAINS.map((id, code) => [id, hours[code]])) as Record<HexTerrain, number>;
};

// 40' of encounter movement: 24 miles in an 8-hour day on clear ground, so a 6-mile hex takes 2 hours.
const onFoot: Travel = { mode: 'foot', ruleset: basicFantasyRuleset, members: [{ milesPerDay: 24 }] };

describe('movement costs on foot (BFRPG supplement A6 multipliers)', () => {
  it('turn terrain into hours per 6-mile hex: hex miles / (24 x multiplier) x 8 hours', () => {
    expect(hoursByTerrain(0, onFoot)).toEqual({
      clear: 2,
      plains: 2,
      forest: 3, // x2/3: 16 miles a day
      hills: 3,
      desert: 3,
      mountains: 6, // x1/3: 8 miles a day
      jungle: 6,
      swamp: 6,
      river: Infinity,
      lake: Infinity,
      sea: Infinity,
      'deep-ocean': Infinity,
    });
  });

  it('let a road (x4/3) or a trail (x1) override the terrain', () => {
    const road = hoursByTerrain(FEATURE.road, onFoot);
    expect([road.clear, road.forest, road.mountains, road.swamp]).toEqual([1.5, 1.5, 1.5, 1.5]);
    const trail = hoursByTerrain(FEATURE.trail, onFoot);
    expect([trail.clear, trail.forest, trail.mountains]).toEqual([2, 2, 2]);
  });

  it('cross a river hex only by bridge (a road) or ford; lakes and seas stay closed', () => {
    const bridge = hoursByTerrain(FEATURE.road, onFoot);
    expect([bridge.river, bridge.lake, bridge.sea]).toEqual([1.5, Infinity, Infinity]);
    const ford = hoursByTerrain(FEATURE.crossing, onFoot);
    expect([ford.river, ford.lake, ford['deep-ocean']]).toEqual([2, Infinity, Infinity]);
  });

  it('do not slow down for a stream running through a land hex', () => {
    expect(hoursByTerrain(FEATURE.river, onFoot).forest).toBe(3);
  });

  it('move at the slowest member and scale with the hex size', () => {
    const slowGroup: Travel = { ...onFoot, members: [{ milesPerDay: 24 }, { milesPerDay: 12 }] };
    expect(hoursByTerrain(0, slowGroup).clear).toBe(4);
    expect(hoursByTerrain(0, onFoot, 24).clear).toBe(8);
  });

  it('treat a group that cannot move as unable to enter anything', () => {
    const field = movementCosts(everyTerrain(), { ...onFoot, members: [{ milesPerDay: 0 }] });
    expect([...field.hours].every((h) => h === Infinity)).toBe(true);
    expect(field.cheapestHours).toBe(Infinity);
  });
});

describe('movement costs by air, boat and ship', () => {
  it('by air: twice the clear-ground rate over every hex, water included', () => {
    const air = hoursByTerrain(0, { ...onFoot, mode: 'air' });
    expect(new Set(Object.values(air))).toEqual(new Set([1]));
  });

  // A canoe: 30 miles in a 12-hour day on water, so a 6-mile hex takes 2.4 hours.
  const canoe: Travel = { mode: 'boat-river', vesselMilesPerDay: 30, hoursPerDay: WATER_TRAVEL_HOURS_PER_DAY };

  it('by riverboat: rivers, lakes and land hexes a river runs through; never the sea', () => {
    const plain = hoursByTerrain(0, canoe);
    expect(plain.river).toBeCloseTo(2.4, 6);
    expect(plain.lake).toBeCloseTo(2.4, 6);
    expect([plain.clear, plain.sea, plain['deep-ocean']]).toEqual([Infinity, Infinity, Infinity]);
    expect(hoursByTerrain(FEATURE.river, canoe).forest).toBeCloseTo(2.4, 6);
  });

  // A caravel: 42 miles a day under sail, so 12/7 hours a hex.
  const caravel: Travel = { mode: 'ship', vesselMilesPerDay: 42, hoursPerDay: WATER_TRAVEL_HOURS_PER_DAY };

  it('by ship: sea, deep ocean and lakes, and a land hex only where it has a port', () => {
    const plain = hoursByTerrain(0, caravel);
    expect(plain.sea).toBeCloseTo(12 / 7, 6);
    expect(plain['deep-ocean']).toBeCloseTo(12 / 7, 6);
    expect(plain.lake).toBeCloseTo(12 / 7, 6);
    expect([plain.river, plain.clear, plain.hills]).toEqual([Infinity, Infinity, Infinity]);
    expect(hoursByTerrain(FEATURE.port, caravel).hills).toBeCloseTo(12 / 7, 6);
  });
});

describe('a cost field', () => {
  it('covers the whole map and knows its cheapest hex, for the search heuristic', () => {
    const map = createHexMap(3, 2);
    map.terrain.set([TERRAIN_CODE.forest, TERRAIN_CODE.sea, TERRAIN_CODE.swamp, TERRAIN_CODE.hills, TERRAIN_CODE.forest, TERRAIN_CODE.mountains]);
    map.features[4] = FEATURE.road;
    const field = movementCosts(map, onFoot);
    expect([...field.hours]).toEqual([3, Infinity, 6, 3, 1.5, 6]);
    expect(field).toMatchObject({ width: 3, height: 2, mode: 'foot', cheapestHours: 1.5 });
  });
});
