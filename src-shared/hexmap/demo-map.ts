import { forEachNeighbour, hexDistance, hexLine, type Offset } from './coordinates';
import { FEATURE } from './features';
import { createHexMap, DEFAULT_HEX_MILES, type HexMapData } from './map-data';
import { IS_WATER_CODE, TERRAIN_CODE as T } from './terrain';

/**
 * A seeded, plausible-looking region for demos, benchmarks and tests: coasts
 * and islands, mountain chains, rivers running downhill to the sea, lakes, and
 * towns joined by roads and trails. Every random choice is a hash of the seed
 * and a position, so the same seed always gives the same map.
 */
export interface DemoMapOptions {
  readonly width: number;
  readonly height: number;
  readonly seed: number;
  readonly hexMiles?: number;
}

export function generateDemoMap({ width, height, seed, hexMiles = DEFAULT_HEX_MILES }: DemoMapOptions): HexMapData {
  const map = createHexMap(width, height, hexMiles);
  const n = width * height;
  const scale = Math.max(width, height);
  const elevation = fractalNoise(width, height, seed, Math.max(8, scale / 4), 7);
  const moisture = fractalNoise(width, height, seed + 101, Math.max(8, scale / 6), 6);
  const grassland = fractalNoise(width, height, seed + 202, Math.max(4, scale / 30), 3);
  sinkTheEdges(elevation, width, height);

  const [deepLevel, seaLevel] = quantiles(elevation, [0.14, 0.36]);
  const [marshLevel, hillLevel, mountainLevel] = quantiles(elevation, [0.12, 0.8, 0.94], seaLevel);
  const [dry, damp, wet] = quantiles(moisture, [0.22, 0.55, 0.82]);

  for (let i = 0; i < n; i++) {
    const e = elevation[i];
    const m = moisture[i];
    // Warmer to the south, with a ragged edge rather than a ruled line.
    const south = Math.floor(i / width) / height + (m - 0.5) * 0.3;
    let code: number;
    if (e < seaLevel) code = e < deepLevel ? T['deep-ocean'] : T.sea;
    else if (e >= mountainLevel) code = T.mountains;
    else if (e >= hillLevel) code = T.hills;
    else if (m < dry) code = south > 0.45 ? T.desert : T.plains;
    else if (m < damp) code = grassland[i] < 0.5 ? T.clear : T.plains;
    else if (m < wet) code = T.forest;
    else if (e < marshLevel) code = T.swamp;
    else code = south > 0.6 ? T.jungle : T.forest;
    map.terrain[i] = code;
  }
  markLakes(map);
  carveRivers(map, elevation, seed);
  const towns = placeTowns(map, seed);
  buildRoads(map, towns, seed);
  placeLandmarks(map, seed);
  exploreAround(map, towns);
  return map;
}

/** Uniform in [0, 1): a 32-bit integer hash (murmur3's finaliser) of a position and the seed. */
function hash(x: number, y: number, seed: number): number {
  let h = Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1) ^ Math.imul(seed | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * Value noise summed over octaves, sampled at hex centres so features are not
 * stretched by the half-row shift. Each octave's lattice is filled once, which
 * keeps a million hexes to a few lattice reads each.
 */
function fractalNoise(width: number, height: number, seed: number, cell: number, octaves: number): Float32Array {
  const out = new Float32Array(width * height);
  let amplitude = 1;
  let total = 0;
  for (let o = 0; o < octaves; o++, cell /= 2, amplitude *= 0.58) {
    const size = Math.max(cell, 1.5);
    const cols = Math.ceil(width / size) + 2;
    const rows = Math.ceil((height * 0.866) / size) + 2;
    const lattice = new Float32Array(cols * rows);
    for (let k = 0; k < lattice.length; k++) lattice[k] = hash(k % cols, Math.floor(k / cols), seed * 31 + o);
    for (let row = 0; row < height; row++) {
      const y = (row * 0.866) / size;
      const ly = Math.floor(y);
      const fy = smooth(y - ly);
      for (let col = 0; col < width; col++) {
        const x = (col + 0.5 * (row & 1)) / size;
        const lx = Math.floor(x);
        const fx = smooth(x - lx);
        const k = ly * cols + lx;
        const top = lattice[k] + (lattice[k + 1] - lattice[k]) * fx;
        const bottom = lattice[k + cols] + (lattice[k + cols + 1] - lattice[k + cols]) * fx;
        out[row * width + col] += amplitude * (top + (bottom - top) * fy);
      }
    }
    total += amplitude;
  }
  for (let i = 0; i < out.length; i++) out[i] /= total;
  return out;
}

const smooth = (t: number): number => t * t * (3 - 2 * t);

/** Lowers land near the border so the region reads as a coast, not a cut-out. */
function sinkTheEdges(elevation: Float32Array, width: number, height: number): void {
  const margin = Math.max(2, Math.min(width, height) * 0.08);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const edge = Math.min(col, row, width - 1 - col, height - 1 - row) / margin;
      if (edge < 1) elevation[row * width + col] -= 0.25 * (1 - edge) * (1 - edge);
    }
  }
}

/**
 * Values at each quantile of `values` not below `floor`, read off a fine
 * histogram: one pass instead of sorting a million floats per threshold.
 */
function quantiles(values: Float32Array, qs: readonly number[], floor = -Infinity): number[] {
  let min = Infinity;
  let max = -Infinity;
  let count = 0;
  for (const v of values) {
    if (v < floor) continue;
    if (v < min) min = v;
    if (v > max) max = v;
    count++;
  }
  const bins = new Uint32Array(4096);
  const binWidth = (max - min) / bins.length || 1;
  for (const v of values) if (v >= floor) bins[Math.min(bins.length - 1, Math.floor((v - min) / binWidth))]++;
  return qs.map((q) => {
    let seen = 0;
    for (let b = 0; b < bins.length; b++) {
      seen += bins[b];
      if (seen > q * count) return min + b * binWidth;
    }
    return max;
  });
}

/** Water that no path of water joins to the border is a lake. */
function markLakes(map: HexMapData): void {
  const { width, height, terrain } = map;
  const reached = new Uint8Array(width * height);
  const stack: number[] = [];
  const seedFrom = (i: number) => {
    if (IS_WATER_CODE[terrain[i]] && !reached[i]) {
      reached[i] = 1;
      stack.push(i);
    }
  };
  for (let col = 0; col < width; col++) [col, (height - 1) * width + col].forEach(seedFrom);
  for (let row = 0; row < height; row++) [row * width, row * width + width - 1].forEach(seedFrom);
  while (stack.length) forEachNeighbour(map.width, map.height, stack.pop() as number, seedFrom);
  for (let i = 0; i < terrain.length; i++) if (IS_WATER_CODE[terrain[i]] && !reached[i]) terrain[i] = T.lake;
}

/**
 * Rivers rise in hills and mountains and run to the lowest neighbour until they
 * reach water or another river. Noise terrain is full of small hollows, so a
 * river may climb out of a shallow one a few times before a deeper one stops it
 * and fills as a lake. Far enough from its source a river is too wide to wade
 * and becomes 'river' terrain, with an occasional ford.
 */
function carveRivers(map: HexMapData, elevation: Float32Array, seed: number): void {
  const { width, height, terrain, features } = map;
  const cell = 20;
  const shallow = 0.06;
  for (let cy = 0; cy < height; cy += cell) {
    for (let cx = 0; cx < width; cx += cell) {
      const col = Math.min(width - 1, cx + Math.floor(hash(cx, cy, seed + 3) * cell));
      const row = Math.min(height - 1, cy + Math.floor(hash(cy, cx, seed + 5) * cell));
      const source = row * width + col;
      if (terrain[source] !== T.hills && terrain[source] !== T.mountains) continue;
      if (hash(col, row, seed + 11) < 0.35) continue;
      const course = new Set<number>();
      let climbs = 12;
      let at = source;
      for (let length = 0; length < 4 * (width + height); length++) {
        course.add(at);
        if (length > 40) {
          terrain[at] = T.river;
          features[at] &= ~FEATURE.river;
          if (hash(at, length, seed + 13) < 0.07) features[at] |= FEATURE.crossing;
        } else features[at] |= FEATURE.river;
        // Touching water or another river is arriving: rivers merge rather than run side by side.
        let arrived = false;
        forEachNeighbour(width, height, at, (n) => {
          arrived ||= IS_WATER_CODE[terrain[n]] === 1 || ((features[n] & FEATURE.river) !== 0 && !course.has(n));
        });
        if (arrived) break;
        // The next hex may touch the course only where the river is now, so it stays one hex wide.
        let lowest = -1;
        forEachNeighbour(width, height, at, (next) => {
          if (course.has(next) || (lowest >= 0 && elevation[next] >= elevation[lowest])) return;
          let touches = 0;
          forEachNeighbour(width, height, next, (n) => (touches += course.has(n) ? 1 : 0));
          if (touches === 1) lowest = next;
        });
        if (lowest < 0 || (elevation[lowest] >= elevation[at] && (elevation[lowest] - elevation[at] > shallow || climbs-- === 0))) {
          terrain[at] = T.lake;
          features[at] &= ~FEATURE.river;
          break;
        }
        at = lowest;
      }
    }
  }
}

interface Town extends Offset {
  readonly index: number;
}

const SETTLEABLE = new Set([T.clear, T.plains, T.forest, T.hills, T.desert]);

/** At most one town per block of hexes, on a settleable hex; towns by water are ports. */
function placeTowns(map: HexMapData, seed: number): Town[] {
  const { width, height, terrain, features } = map;
  const cell = Math.max(6, Math.round(Math.min(width, height) / 22));
  const towns: Town[] = [];
  for (let cy = 0; cy < height; cy += cell) {
    for (let cx = 0; cx < width; cx += cell) {
      for (let attempt = 0; attempt < 12; attempt++) {
        const col = Math.min(width - 1, cx + Math.floor(hash(cx + attempt, cy, seed + 17) * cell));
        const row = Math.min(height - 1, cy + Math.floor(hash(cy, cx + attempt, seed + 19) * cell));
        const index = row * width + col;
        if (!SETTLEABLE.has(terrain[index]) || hash(cx, cy, seed + 23) < 0.15) continue;
        let byWater = false;
        forEachNeighbour(map.width, map.height, index, (next) => {
          byWater ||= terrain[next] === T.sea || terrain[next] === T.lake || terrain[next] === T.river;
        });
        features[index] |= FEATURE.settlement | (byWater ? FEATURE.port : 0);
        map.labels.set(index, townName(index, seed));
        towns.push({ col, row, index });
        break;
      }
    }
  }
  return towns;
}

const FIRST = ['Ash', 'Bel', 'Cor', 'Dun', 'Elm', 'Fen', 'Gar', 'Hol', 'Ivy', 'Kar', 'Lin', 'Mor', 'Nor', 'Oak', 'Ros', 'Sal', 'Tam', 'Vel', 'Wyn', 'Yar'];
const LAST = ['ford', 'ton', 'wick', 'mere', 'holm', 'by', 'stead', 'gate', 'bury', 'dale', 'moor', 'haven'];

function townName(index: number, seed: number): string {
  return FIRST[Math.floor(hash(index, 1, seed) * FIRST.length)] + LAST[Math.floor(hash(index, 2, seed) * LAST.length)];
}

/**
 * Each town is joined to a near town east and south by road and to one diagonal
 * by trail, bending through a shifted midpoint so roads do not run ruler-straight.
 * A way that would cross a lake or the sea is not built; over a wide river the
 * road is a bridge.
 */
function buildRoads(map: HexMapData, towns: readonly Town[], seed: number): void {
  const links: [Town, Town, number][] = [];
  for (const town of towns) {
    const nearest = (dx: number, dy: number) => {
      let best: Town | undefined;
      for (const other of towns) {
        const ddx = other.col - town.col;
        const ddy = other.row - town.row;
        if (ddx * dx + ddy * dy <= 0 || Math.abs(ddx * dy - ddy * dx) > Math.abs(ddx * dx + ddy * dy)) continue;
        if (!best || hexDistance(town, other) < hexDistance(town, best)) best = other;
      }
      return best;
    };
    const east = nearest(1, 0);
    const south = nearest(0, 1);
    const diagonal = nearest(1, 1);
    if (east) links.push([town, east, FEATURE.road]);
    if (south) links.push([town, south, FEATURE.road]);
    if (diagonal && hash(town.index, 3, seed) < 0.5) links.push([town, diagonal, FEATURE.trail]);
  }
  for (const [from, to, kind] of links) {
    if (hexDistance(from, to) > Math.min(map.width, map.height) / 6) continue;
    const bend = hexDistance(from, to) / 4;
    const mid = {
      col: Math.round((from.col + to.col) / 2 + (hash(from.index, to.index, seed) - 0.5) * bend),
      row: Math.round((from.row + to.row) / 2 + (hash(to.index, from.index, seed) - 0.5) * bend),
    };
    const way = [...hexLine(from, mid), ...hexLine(mid, to).slice(1)].map(({ col, row }) => row * map.width + col);
    if (way.some((i) => i < 0 || i >= map.terrain.length)) continue;
    if (way.some((i) => IS_WATER_CODE[map.terrain[i]] && map.terrain[i] !== T.river)) continue;
    for (const i of way) {
      if (map.terrain[i] === T.river && kind === FEATURE.trail) map.features[i] |= FEATURE.crossing;
      map.features[i] |= kind;
    }
  }
}

const LANDMARKS = ['Standing stones', 'Old watchtower', 'Barrow', 'Ruined keep', 'Shrine', 'Giant\u2019s seat'];

function placeLandmarks(map: HexMapData, seed: number): void {
  const { terrain, features } = map;
  for (let i = 0; i < terrain.length; i++) {
    const t = terrain[i];
    if ((t === T.hills || t === T.mountains || t === T.forest) && !features[i] && hash(i, 4, seed) < 0.0012) {
      features[i] |= FEATURE.landmark;
      map.labels.set(i, LANDMARKS[Math.floor(hash(i, 5, seed) * LANDMARKS.length)]);
    }
  }
}

/** The players start at the town nearest the middle and have seen the land around it. */
function exploreAround(map: HexMapData, towns: readonly Town[]): void {
  const middle = { col: map.width >> 1, row: map.height >> 1 };
  const home = towns.reduce<Town | undefined>((best, t) => (!best || hexDistance(t, middle) < hexDistance(best, middle) ? t : best), undefined);
  if (!home) return;
  map.notes.set(home.index, 'The party starts here.');
  const radius = Math.max(3, Math.round(Math.min(map.width, map.height) / 25));
  for (let row = Math.max(0, home.row - radius); row <= Math.min(map.height - 1, home.row + radius); row++) {
    for (let col = Math.max(0, home.col - radius - 1); col <= Math.min(map.width - 1, home.col + radius + 1); col++) {
      if (hexDistance(home, { col, row }) <= radius) map.explored[row * map.width + col] = 1;
    }
  }
}
