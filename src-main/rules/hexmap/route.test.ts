import { describe, expect, it } from 'vitest';
import { basicFantasyRuleset } from '../bfrpg/ruleset';
import {
  createHexMap,
  createRouteFinder,
  dayStops,
  FEATURE,
  findRoute,
  hexDistance,
  MAX_SETTLED,
  RouteTooLongError,
  indexOf,
  movementCosts,
  neighbourIndices,
  offsetOf,
  TERRAIN_CODE,
  type CostField,
  type HexTerrain,
  type Travel,
} from './index';

const TERRAIN_BY_CHAR: Record<string, HexTerrain> = {
  '.': 'clear',
  p: 'plains',
  f: 'forest',
  h: 'hills',
  m: 'mountains',
  d: 'desert',
  j: 'jungle',
  s: 'swamp',
  r: 'river',
  l: 'lake',
  '~': 'sea',
  o: 'deep-ocean',
};
const FEATURE_BY_CHAR: Record<string, number> = { '.': 0, '=': FEATURE.road, '-': FEATURE.trail, x: FEATURE.crossing };

/** A map drawn as text, one character per hex, odd rows being the half-shifted ones. */
function drawnMap(terrain: string[], features: string[] = []) {
  const map = createHexMap(terrain[0].length, terrain.length);
  terrain.forEach((line, row) =>
    [...line].forEach((ch, col) => {
      map.terrain[indexOf(map.width, col, row)] = TERRAIN_CODE[TERRAIN_BY_CHAR[ch]];
      map.features[indexOf(map.width, col, row)] = FEATURE_BY_CHAR[features[row]?.[col] ?? '.'];
    }),
  );
  return map;
}

// 40': 24 miles a day; 6-mile hexes: clear 2 h, forest 3 h, road 1.5 h, trail 2 h.
const onFoot: Travel = { mode: 'foot', ruleset: basicFantasyRuleset, members: [{ milesPerDay: 24 }] };
const footField = (terrain: string[], features?: string[]) => movementCosts(drawnMap(terrain, features), onFoot);
const at = (field: CostField, col: number, row: number) => indexOf(field.width, col, row);
const offsets = (field: CostField, hexes: readonly number[]) => hexes.map((i) => offsetOf(field.width, i));

describe('the fastest route on foot', () => {
  it('takes a road detour that beats the straight line through forest', () => {
    const field = footField(['fffff', 'fffff', 'fffff', 'fffff', 'fffff'], ['=====']);
    // From (0,1) to (4,1) in the same row. The only 4-step way is straight along
    // row 1: four forest hexes, 4 x 3 h = 12 h. Stepping up to the road on row 0
    // takes one step more: (1,0) (2,0) (3,0) (4,0) at 1.5 h, then down into
    // forest (4,1) at 3 h: 4 x 1.5 + 3 = 9 h. Every way ends with entering (4,1)
    // at 3 h, and no shorter way reaches the road, so 9 h is the best.
    const route = findRoute(field, [at(field, 0, 1), at(field, 4, 1)]);
    expect(offsets(field, route!.hexes)).toEqual([
      { col: 0, row: 1 },
      { col: 1, row: 0 },
      { col: 2, row: 0 },
      { col: 3, row: 0 },
      { col: 4, row: 0 },
      { col: 4, row: 1 },
    ]);
    expect(route!.stepHours).toEqual([0, 1.5, 1.5, 1.5, 1.5, 3]);
    expect(route!.totalHours).toBe(9);
  });

  it('goes around a lake through the only gap', () => {
    const field = footField(['..l..', '..l..', '.....', '..l..', '..l..']);
    // (0,0) to the gap (2,2) is 3 steps, the gap to (4,0) 3 more: 6 clear hexes x 2 h.
    const route = findRoute(field, [at(field, 0, 0), at(field, 4, 0)]);
    expect(route!.totalHours).toBe(12);
    expect(route!.hexes).toContain(at(field, 2, 2));
    expect(route!.hexes.every((i) => field.hours[i] < Infinity)).toBe(true);
  });

  it('finds no route when water closes the way, or when the goal is water', () => {
    const walled = footField(['..l..', '..l..', '..l..', '..l..', '..l..']);
    expect(findRoute(walled, [at(walled, 0, 0), at(walled, 4, 0)])).toBeNull();
    expect(findRoute(walled, [at(walled, 0, 0), at(walled, 2, 1)])).toBeNull();
  });

  it('crosses a river only at its ford or bridge', () => {
    const ford = footField(['..r..', '..r..', '..r..'], ['.....', '.....', '..x..']);
    // Down to the ford (2,2): 3 steps; back up to (4,0): 3 steps; every hex 2 h, the ford as a trail.
    const viaFord = findRoute(ford, [at(ford, 0, 0), at(ford, 4, 0)]);
    expect(viaFord!.totalHours).toBe(12);
    expect(viaFord!.hexes).toContain(at(ford, 2, 2));

    const bridge = footField(['..r..', '..r..', '..r..'], ['..=..']);
    // Straight over the bridge: clear 2 + bridge 1.5 + clear 2 + clear 2.
    expect(findRoute(bridge, [at(bridge, 0, 0), at(bridge, 4, 0)])!.totalHours).toBe(7.5);
  });

  it('charges only the hexes entered, so a group may set out from water (stepping ashore)', () => {
    const field = footField(['~..']);
    expect(findRoute(field, [0, 2])!.stepHours).toEqual([0, 2, 2]);
  });

  it('passes through waypoints in order, one leg after another', () => {
    const field = footField(['.f.h.', 'f.m.f', '.s.f.', 'h.f.=', '..===']);
    const [a, b, c] = [at(field, 0, 0), at(field, 4, 4), at(field, 4, 0)];
    const first = findRoute(field, [a, b])!;
    const second = findRoute(field, [b, c])!;
    const whole = findRoute(field, [a, b, c])!;
    expect(whole.hexes).toEqual([...first.hexes, ...second.hexes.slice(1)]);
    expect(whole.stepHours).toEqual([...first.stepHours, ...second.stepHours.slice(1)]);
    expect(whole.totalHours).toBe(first.totalHours + second.totalHours);
    expect(findRoute(field, [a, a, b])!.hexes).toEqual(first.hexes);
  });

  it('is a single hex for a single waypoint, and refuses waypoints off the map', () => {
    const field = footField(['...']);
    expect(findRoute(field, [1])).toEqual({ hexes: [1], stepHours: [0], totalHours: 0, expanded: 0 });
    expect(() => findRoute(field, [])).toThrow(RangeError);
    expect(() => findRoute(field, [0, 3])).toThrow(/waypoint 3 is not a hex of this 3 x 1 map/);
    expect(() => findRoute(field, [0.5])).toThrow(RangeError);
  });

  it('heads straight across open ground instead of flooding it', () => {
    const map = createHexMap(200, 200);
    const field = movementCosts(map, onFoot);
    const route = findRoute(field, [0, map.width * map.height - 1])!;
    expect(route.hexes.length).toBe(hexDistance({ col: 0, row: 0 }, { col: 199, row: 199 }) + 1);
    // Ties go to the hex nearer the goal, so the search settles little beyond the path itself.
    expect(route.expanded).toBeLessThan(3 * route.hexes.length);
  });
});

/** mulberry32: a tiny seeded generator so the random maps below are the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Plain Dijkstra with a linear scan for the next hex: slow, obviously right. */
function dijkstraHours(field: CostField, from: number, to: number): number | null {
  const n = field.width * field.height;
  const best = new Array<number>(n).fill(Infinity);
  const done = new Array<boolean>(n).fill(false);
  best[from] = 0;
  for (;;) {
    let hex = -1;
    for (let i = 0; i < n; i++) if (!done[i] && best[i] < Infinity && (hex < 0 || best[i] < best[hex])) hex = i;
    if (hex < 0) return null;
    if (hex === to) return best[to];
    done[hex] = true;
    for (const next of neighbourIndices(field.width, field.height, hex)) {
      best[next] = Math.min(best[next], best[hex] + field.hours[next]);
    }
  }
}

describe('A* against a Dijkstra reference on random maps', () => {
  it('finds routes exactly as fast, and none where none exist, reusing one finder per map', () => {
    const random = seeded(20240611);
    const terrains = Object.values(TERRAIN_BY_CHAR);
    let compared = 0;
    let unreachable = 0;
    for (let trial = 0; trial < 40; trial++) {
      const map = createHexMap(4 + Math.floor(random() * 12), 3 + Math.floor(random() * 10));
      for (let i = 0; i < map.terrain.length; i++) {
        map.terrain[i] = TERRAIN_CODE[terrains[Math.floor(random() * terrains.length)]];
        const roll = random();
        map.features[i] = roll < 0.15 ? FEATURE.road : roll < 0.25 ? FEATURE.trail : roll < 0.3 ? FEATURE.crossing : 0;
      }
      const field = movementCosts(map, onFoot);
      const finder = createRouteFinder(field);
      for (let query = 0; query < 5; query++) {
        const from = Math.floor(random() * map.terrain.length);
        const to = Math.floor(random() * map.terrain.length);
        const expected = dijkstraHours(field, from, to);
        const route = finder.route([from, to]);
        if (expected === null) {
          expect(route).toBeNull();
          unreachable++;
          continue;
        }
        expect(route!.totalHours).toBeCloseTo(expected, 9);
        for (let k = 1; k < route!.hexes.length; k++) {
          expect(neighbourIndices(field.width, field.height, route!.hexes[k - 1])).toContain(route!.hexes[k]);
          expect(route!.stepHours[k]).toBe(field.hours[route!.hexes[k]]);
        }
        compared++;
      }
    }
    // Both outcomes must actually have been exercised.
    expect(compared).toBeGreaterThan(60);
    expect(unreachable).toBeGreaterThan(10);
  });
});

describe('day stops along a route', () => {
  const route = { hexes: [10, 11, 12, 13, 14, 15], stepHours: [0, 3, 3, 3, 6, 2] };

  it('camp in the last hex finished by the end of each 8-hour day', () => {
    // Elapsed on entering each hex: 3, 6, 9, 15, 17. Day 1 ends at 8 h (in 12, entered at 6);
    // day 2 at 16 h (in 14, entered at 15); arrival at 17 h needs no stop.
    expect(dayStops(route, 8)).toEqual([
      { day: 1, step: 2, hex: 12 },
      { day: 2, step: 4, hex: 14 },
    ]);
  });

  it('stay put for days while one hex takes longer than a day', () => {
    expect(dayStops({ hexes: [1, 2, 3], stepHours: [0, 24, 2] }, 8)).toEqual([
      { day: 1, step: 0, hex: 1 },
      { day: 2, step: 0, hex: 1 },
      { day: 3, step: 1, hex: 2 },
    ]);
  });

  it('need none for a route finished within a day, exactly on the hour included', () => {
    expect(dayStops({ hexes: [1, 2, 3, 4, 5], stepHours: [0, 2, 2, 2, 2] }, 8)).toEqual([]);
    expect(() => dayStops(route, 0)).toThrow(RangeError);
  });
});

describe('the work one call may spend finding routes (issue 15: every call within a second)', () => {
  // 600 x 600 of forest with one road hex: the estimate counts every hex as fast as
  // the road, so a route corner to corner settles a wide band of the map, far past
  // MAX_SETTLED; one across 100 hexes stays well within it.
  const map = createHexMap(600, 600);
  map.terrain.fill(TERRAIN_CODE.forest);
  map.features[indexOf(600, 300, 599)] = FEATURE.road;

  it('refuses a search past the limit, naming the way out, and finds the shorter one', () => {
    const field = movementCosts(map, onFoot);
    expect(() => createRouteFinder(field).route([0, 600 * 600 - 1])).toThrow(RouteTooLongError);
    const fresh = movementCosts(createHexMap(600, 600), onFoot);
    const route = createRouteFinder(fresh).route([indexOf(600, 0, 0), indexOf(600, 100, 0)])!;
    // Open clear ground: the straight line, 100 steps.
    expect(route.hexes).toHaveLength(101);
    expect(route.expanded).toBeLessThan(MAX_SETTLED);
  });

  it("a route the dice asked for (a lost party's way back) is outside the limit; the limit still holds after it", () => {
    const field = movementCosts(map, onFoot);
    const finder = createRouteFinder(field);
    const corner = [0, 600 * 600 - 1];
    const found = finder.route(corner, { unlimited: true })!;
    expect(found.expanded).toBeGreaterThan(MAX_SETTLED);
    expect(found.hexes[found.hexes.length - 1]).toBe(600 * 600 - 1);
    expect(() => finder.route(corner)).toThrow(RouteTooLongError);
  });

  it('fills a field once per map and way of travelling, and keeps one finder per field', () => {
    const fresh = createHexMap(50, 50);
    const field = movementCosts(fresh, onFoot);
    expect(movementCosts(fresh, onFoot)).toBe(field);
    expect(movementCosts(fresh, { ...onFoot, mode: 'air' })).not.toBe(field);
    expect(createRouteFinder(field)).toBe(createRouteFinder(field));
  });
});
