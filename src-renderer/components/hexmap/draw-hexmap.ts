import { DIRECTION_ANGLES, EVEN_ROW_STEPS, ODD_ROW_STEPS } from '../../../src-shared/hexmap/coordinates';
import { FEATURE } from '../../../src-shared/hexmap/features';
import { hexesInRect, SQRT3, type HexRange } from '../../../src-shared/hexmap/layout';
import type { HexMapData } from '../../../src-shared/hexmap/map-data';
import { TERRAIN_CODE } from '../../../src-shared/hexmap/terrain';
import type { BrickBitmap, MapRasters } from './map-rasters';
import { COLOURS, TERRAIN_FILLS } from './palette';
import type { HexViewport, ScreenSize } from './viewport';

/**
 * Three levels of detail, by how big a hex is on screen:
 * - overview: under ~9 px across, a prebuilt bitmap, scaled; below ~3.5 px with
 *   roads, rivers and towns painted in, above that with them drawn as lines;
 * - terrain: filled hexes, rivers, roads and town dots, no outlines or text;
 * - detail: from ~24 px across, outlines, terrain glyphs, icons and labels.
 */
export type DetailLevel = 'overview' | 'terrain' | 'detail';

export const OVERVIEW_LINES_FROM_ZOOM = 2;
export const TERRAIN_FROM_ZOOM = 5;
export const DETAIL_FROM_ZOOM = 14;

export const detailLevel = (zoom: number): DetailLevel =>
  zoom < TERRAIN_FROM_ZOOM ? 'overview' : zoom < DETAIL_FROM_ZOOM ? 'terrain' : 'detail';

export interface DayMarker {
  readonly hexIndex: number;
  readonly label: string;
}

export interface PartyMarker {
  readonly hexIndex: number;
  readonly label: string;
  /** Any CSS colour. */
  readonly color: string;
}

export interface HexMapScene {
  readonly map: HexMapData;
  readonly rasters: MapRasters;
  readonly view: HexViewport;
  /** In CSS pixels; the context is scaled by `dpr`. */
  readonly screen: ScreenSize;
  readonly dpr: number;
  readonly dimUnexplored: boolean;
  readonly route: readonly number[];
  readonly dayMarkers: readonly DayMarker[];
  readonly parties: readonly PartyMarker[];
  readonly selectedHex: number | null;
  readonly hoverHex: number | null;
}

/** Where world (0, 0) lands on screen and how big a hex is there: everything per-hex is computed from this. */
interface Frame {
  readonly ctx: CanvasRenderingContext2D;
  readonly scene: HexMapScene;
  readonly ox: number;
  readonly oy: number;
  /** Hex radius in CSS pixels. */
  readonly z: number;
  /** Half a hex's width. */
  readonly a: number;
  readonly range: HexRange;
}

const FONT = "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif";
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function drawHexMap(ctx: CanvasRenderingContext2D, scene: HexMapScene): DetailLevel {
  const { view, screen, dpr, map } = scene;
  const z = view.zoom;
  const ox = screen.width / 2 - view.center.x * z;
  const oy = screen.height / 2 - view.center.y * z;
  const range = hexesInRect({ left: -ox / z, top: -oy / z, right: (screen.width - ox) / z, bottom: (screen.height - oy) / z }, map.width, map.height, 1);
  const frame: Frame = { ctx, scene, ox, oy, z, a: (SQRT3 / 2) * z, range };

  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = COLOURS.background;
  ctx.fillRect(0, 0, screen.width, screen.height);
  const level = detailLevel(z);
  const onMap = range.colMin <= range.colMax && range.rowMin <= range.rowMax;
  if (level === 'overview' && (z < OVERVIEW_LINES_FROM_ZOOM || !onMap)) drawBricks(frame, scene.rasters.overview);
  else if (onMap) {
    if (level === 'overview') drawBricks(frame, scene.rasters.terrain);
    else drawTerrain(frame);
    if (level === 'detail') drawGlyphs(frame);
    drawWays(frame, level === 'detail');
    if (scene.dimUnexplored) drawUnexplored(frame);
    if (level === 'detail') {
      drawOutlines(frame);
      drawIcons(frame);
      drawLabels(frame);
    } else drawTownDots(frame);
  }
  drawHexHighlight(frame, scene.hoverHex, COLOURS.hover, 1.5);
  drawHexHighlight(frame, scene.selectedHex, COLOURS.accent, 2.5);
  drawRoute(frame);
  drawParties(frame);
  drawScaleBar(frame);
  return level;
}

const centreX = (f: Frame, col: number, row: number) => f.ox + f.a * (2 * col + (row & 1));
const centreY = (f: Frame, row: number) => f.oy + 1.5 * f.z * row;

function drawBricks(f: Frame, bitmap: BrickBitmap): void {
  const { ctx, scene, z } = f;
  const { image, left, top, scaleX, scaleY } = bitmap;
  const px = scaleX * z;
  const py = scaleY * z;
  const x0 = f.ox + left * z;
  const y0 = f.oy + top * z;
  // Only the part of the bitmap on screen, so a zoomed-in frame scales a small source.
  const sx = clamp(Math.floor(-x0 / px), 0, image.width);
  const sy = clamp(Math.floor(-y0 / py), 0, image.height);
  const sw = clamp(Math.ceil((scene.screen.width - x0) / px), 0, image.width) - sx;
  const sh = clamp(Math.ceil((scene.screen.height - y0) / py), 0, image.height) - sy;
  if (sw <= 0 || sh <= 0) return;
  // Crisp bricks once they are a few device pixels wide; filtered below that, or coastlines shimmer.
  ctx.imageSmoothingEnabled = px * scene.dpr < 3;
  ctx.imageSmoothingQuality = 'medium';
  ctx.drawImage(image, sx, sy, sw, sh, x0 + sx * px, y0 + sy * py, sw * px, sh * py);
  ctx.imageSmoothingEnabled = true;
}

/**
 * A run of same-coloured hexes in a row as one zigzag polygon: far fewer path
 * points than hex by hex. Edges are pushed out by `pad` so neighbouring runs
 * overlap instead of leaving anti-aliased hairlines of background between them.
 * Filled shapes are left open: fill closes them anyway, and Chromium's
 * Path2D.closePath gets slower the longer the path (quadratic over a frame).
 */
function addRun(path: Path2D, f: Frame, x0: number, y: number, count: number, pad: number): void {
  const { a, z } = f;
  const peak = z + pad;
  const shoulder = z / 2 + pad / 2;
  path.moveTo(x0 - a - pad, y - shoulder);
  for (let k = 0; k < count; k++) {
    const x = x0 + 2 * a * k;
    path.lineTo(x, y - peak);
    path.lineTo(x + a + (k === count - 1 ? pad : 0), y - shoulder);
  }
  for (let k = count - 1; k >= 0; k--) {
    const x = x0 + 2 * a * k;
    path.lineTo(x + a + (k === count - 1 ? pad : 0), y + shoulder);
    path.lineTo(x, y + peak);
  }
  path.lineTo(x0 - a - pad, y + shoulder);
}

/** Calls `run` for each stretch of a row whose hexes give the same key. */
function forEachRun(f: Frame, keyOf: (index: number) => number, run: (key: number, row: number, col: number, count: number) => void): void {
  const { colMin, colMax, rowMin, rowMax } = f.range;
  const width = f.scene.map.width;
  for (let row = rowMin; row <= rowMax; row++) {
    let col = colMin;
    while (col <= colMax) {
      const key = keyOf(row * width + col);
      let end = col;
      while (end < colMax && keyOf(row * width + end + 1) === key) end++;
      run(key, row, col, end - col + 1);
      col = end + 1;
    }
  }
}

/**
 * Terrain at the polygon zooms, in three strokes. The terrain bitmap, scaled up,
 * is already right inside any patch of one terrain: a brick only pokes into its
 * neighbours, which there share its colour. So exact hexagons are drawn only for
 * hexes beside another terrain (or on the map's edge), whose bricks would show,
 * and where a border hex's brick pokes off the map it is painted out. Mostly
 * uniform country then costs one image draw instead of thousands of polygons.
 */
function drawTerrain(f: Frame): void {
  const { terrain } = f.scene.map;
  const { boundary } = f.scene.rasters;
  drawBricks(f, f.scene.rasters.terrain);
  paintOffMapBricks(f);
  const paths = TERRAIN_FILLS.map(() => new Path2D());
  const pad = 0.75 / f.scene.dpr;
  const SKIP = 255;
  forEachRun(
    f,
    (i) => (boundary[i] ? terrain[i] : SKIP),
    (code, row, col, count) => {
      if (code !== SKIP) addRun(paths[code], f, centreX(f, col, row), centreY(f, row), count, pad);
    },
  );
  paths.forEach((path, code) => {
    f.ctx.fillStyle = TERRAIN_FILLS[code];
    f.ctx.fill(path);
  });
}

/**
 * A brick is as wide as its hex but squarer, so on the map's edge its corners
 * stick out where a diagonal neighbour would be: a small triangle per corner.
 */
function paintOffMapBricks(f: Frame): void {
  const { width, height } = f.scene.map;
  const { colMin, colMax, rowMin, rowMax } = f.range;
  if (colMin > 0 && rowMin > 0 && colMax < width - 1 && rowMax < height - 1) return;
  const { a, z } = f;
  const path = new Path2D();
  const pad = 1 / f.scene.dpr;
  // Directions NE, NW, SW, SE (see coordinates.ts) and the corner of the brick each one owns.
  const corners: [direction: number, sx: number, sy: number][] = [
    [1, 1, -1],
    [2, -1, -1],
    [4, -1, 1],
    [5, 1, 1],
  ];
  forEachVisibleHex(f, (_i, col, row, x, y) => {
    if (col > 0 && row > 0 && col < width - 1 && row < height - 1) return;
    const steps = row & 1 ? ODD_ROW_STEPS : EVEN_ROW_STEPS;
    for (const [d, sx, sy] of corners) {
      const c = col + steps[2 * d];
      const r = row + steps[2 * d + 1];
      if (c >= 0 && c < width && r >= 0 && r < height) continue;
      path.moveTo(x + sx * (a + pad), y + sy * (0.75 * z + pad));
      path.lineTo(x + sx * (a + pad), y + sy * 0.5 * z);
      path.lineTo(x + (sx * a) / 2, y + sy * (0.75 * z + pad));
    }
  });
  f.ctx.fillStyle = COLOURS.background;
  f.ctx.fill(path);
}

function drawUnexplored(f: Frame): void {
  const { explored } = f.scene.map;
  const path = new Path2D();
  forEachRun(
    f,
    (i) => explored[i],
    (seen, row, col, count) => {
      if (!seen) addRun(path, f, centreX(f, col, row), centreY(f, row), count, 0);
    },
  );
  f.ctx.fillStyle = COLOURS.unexplored;
  f.ctx.fill(path);
}

function forEachVisibleHex(f: Frame, visit: (index: number, col: number, row: number, x: number, y: number) => void): void {
  const { colMin, colMax, rowMin, rowMax } = f.range;
  const width = f.scene.map.width;
  for (let row = rowMin; row <= rowMax; row++) {
    const y = centreY(f, row);
    for (let col = colMin; col <= colMax; col++) visit(row * width + col, col, row, centreX(f, col, row), y);
  }
}

function addHexPolygon(path: Path2D, x: number, y: number, radius: number): void {
  const a = (SQRT3 / 2) * radius;
  path.moveTo(x, y - radius);
  path.lineTo(x + a, y - radius / 2);
  path.lineTo(x + a, y + radius / 2);
  path.lineTo(x, y + radius);
  path.lineTo(x - a, y + radius / 2);
  path.lineTo(x - a, y - radius / 2);
  path.closePath();
}

/**
 * Each edge once: per row the zigzag along its hexes' tops and each hex's west
 * side, plus the few edges no row's top covers (the last row's bottoms, the
 * outer sides at the map's edge). Half the segments of stroking every hexagon.
 */
function drawOutlines(f: Frame): void {
  const { width, height } = f.scene.map;
  const { colMin, colMax, rowMin, rowMax } = f.range;
  const { a, z } = f;
  const path = new Path2D();
  const zigzag = (row: number, dy: number) => {
    const y = centreY(f, row);
    path.moveTo(centreX(f, colMin, row) - a, y + dy * z * 0.5);
    for (let col = colMin; col <= colMax; col++) {
      const x = centreX(f, col, row);
      path.lineTo(x, y + dy * z);
      path.lineTo(x + a, y + dy * z * 0.5);
    }
  };
  for (let row = rowMin; row <= rowMax; row++) {
    zigzag(row, -1);
    const y = centreY(f, row);
    for (let col = colMin; col <= colMax + 1; col++) {
      const x = centreX(f, col, row) - a;
      path.moveTo(x, y - z / 2);
      path.lineTo(x, y + z / 2);
    }
    const even = (row & 1) === 0;
    if (even && colMin === 0) {
      path.moveTo(centreX(f, 0, row) - a, y + z / 2);
      path.lineTo(centreX(f, 0, row), y + z);
    }
    if (!even && colMax === width - 1) {
      path.moveTo(centreX(f, colMax, row) + a, y + z / 2);
      path.lineTo(centreX(f, colMax, row), y + z);
    }
  }
  if (rowMax === height - 1) zigzag(rowMax, 1);
  f.ctx.strokeStyle = COLOURS.outline;
  f.ctx.lineWidth = 1;
  f.ctx.stroke(path);
}

/**
 * Small marks that say "hills" or "forest" without a legend, a shade darker than
 * the fill: straight strokes and triangles only, which rasterise far faster than
 * arcs at the hundreds of hexes a detail frame shows.
 */
function drawGlyphs(f: Frame): void {
  const { terrain, features } = f.scene.map;
  const z = f.z;
  const strokes = new Path2D();
  const solids = new Path2D();
  const busy = FEATURE.settlement | FEATURE.landmark;
  const tree = (x: number, y: number, size: number) => {
    solids.moveTo(x, y - size);
    solids.lineTo(x + size * 0.7, y + size * 0.55);
    solids.lineTo(x - size * 0.7, y + size * 0.55);
  };
  const mark = (x: number, y: number, points: readonly number[]) => {
    strokes.moveTo(x + points[0] * z, y + points[1] * z);
    for (let k = 2; k < points.length; k += 2) strokes.lineTo(x + points[k] * z, y + points[k + 1] * z);
  };
  forEachVisibleHex(f, (i, _c, _r, x, y) => {
    if (features[i] & busy) return;
    switch (terrain[i]) {
      case TERRAIN_CODE.mountains:
        mark(x, y, [-0.45, 0.22, -0.15, -0.3, 0.02, -0.04, 0.18, -0.22, 0.45, 0.22]);
        break;
      case TERRAIN_CODE.hills:
        mark(x, y, [-0.42, 0.14, -0.22, -0.06, -0.02, 0.14]);
        mark(x, y, [0.02, 0.0, 0.2, -0.18, 0.4, 0.0]);
        break;
      case TERRAIN_CODE.forest:
        tree(x - 0.24 * z, y + 0.12 * z, 0.17 * z);
        tree(x + 0.24 * z, y + 0.12 * z, 0.17 * z);
        tree(x, y - 0.2 * z, 0.17 * z);
        break;
      case TERRAIN_CODE.jungle:
        tree(x - 0.26 * z, y + 0.16 * z, 0.15 * z);
        tree(x + 0.26 * z, y + 0.16 * z, 0.15 * z);
        tree(x - 0.13 * z, y - 0.18 * z, 0.15 * z);
        tree(x + 0.13 * z, y - 0.18 * z, 0.15 * z);
        break;
      case TERRAIN_CODE.swamp:
        mark(x, y, [-0.3, -0.18, 0.1, -0.18]);
        mark(x, y, [-0.08, 0.02, 0.32, 0.02]);
        mark(x, y, [-0.32, 0.22, 0.08, 0.22]);
        break;
      case TERRAIN_CODE.desert:
        mark(x, y, [-0.34, 0.12, -0.2, 0.04, -0.06, 0.12]);
        mark(x, y, [0.06, -0.1, 0.2, -0.18, 0.34, -0.1]);
        break;
    }
  });
  const { ctx } = f;
  ctx.strokeStyle = COLOURS.glyph;
  ctx.fillStyle = COLOURS.glyph;
  // Up to a hex of 40 px, one-pixel strokes, which Skia draws as cheap hairlines.
  ctx.lineWidth = z < 40 ? 1 : clamp(0.04 * z, 1, 3);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.stroke(strokes);
  ctx.fill(solids);
}

const WATER_PREFERENCE = [TERRAIN_CODE.river, TERRAIN_CODE.lake, TERRAIN_CODE.sea, TERRAIN_CODE['deep-ocean']];

/**
 * Roads, trails and rivers run from hex centre to the midpoint of each edge they
 * cross, so neighbours meet exactly on their shared edge. Through a hex with two
 * ends the line bends as one curve through the centre, which reads as a road,
 * not a zigzag. A river with one end (its mouth) reaches into one water neighbour.
 *
 * Hexes only say "a road runs here", not where to, so three road hexes that
 * touch each other would draw a little triangle. In every such triangle the
 * side facing the strongest corner (a town, else the hex with most roads) is
 * left out: roads converging on a town meet in the town, not just before it.
 */
function drawWays(f: Frame, casing: boolean): void {
  const { map } = f.scene;
  const { width, height, features, terrain } = map;
  const rivers = new Path2D();
  const roads = new Path2D();
  const trails = new Path2D();
  const apothem = f.a;
  const neighbour = (col: number, row: number, d: number) => {
    const steps = row & 1 ? ODD_ROW_STEPS : EVEN_ROW_STEPS;
    const c = col + steps[2 * d];
    const r = row + steps[2 * d + 1];
    return c >= 0 && c < width && r >= 0 && r < height ? r * width + c : -1;
  };
  const waysOut = (index: number, mask: number, test = (n: number) => (features[n] & mask) !== 0) => {
    const row = Math.floor(index / width);
    const ends: number[] = [];
    for (let d = 0; d < 6; d++) {
      const n = neighbour(index - row * width, row, d);
      if (n >= 0 && test(n)) ends.push(d);
    }
    return ends;
  };
  const strength = (index: number, mask: number) =>
    ((features[index] & FEATURE.settlement ? 8 : 0) + waysOut(index, mask).length) * 4194304 + index;
  const pruned = (index: number, col: number, row: number, ends: number[], mask: number) =>
    ends.filter((d) => {
      const other = neighbour(col, row, d);
      for (const side of [(d + 1) % 6, (d + 5) % 6]) {
        if (!ends.includes(side)) continue;
        const apex = strength(neighbour(col, row, side), mask);
        if (apex > strength(index, mask) && apex > strength(other, mask)) return false;
      }
      return true;
    });
  const addWay = (path: Path2D, x: number, y: number, ends: readonly number[]) => {
    if (ends.length === 2) {
      path.moveTo(x + apothem * Math.cos(DIRECTION_ANGLES[ends[0]]), y + apothem * Math.sin(DIRECTION_ANGLES[ends[0]]));
      path.quadraticCurveTo(x, y, x + apothem * Math.cos(DIRECTION_ANGLES[ends[1]]), y + apothem * Math.sin(DIRECTION_ANGLES[ends[1]]));
      return;
    }
    for (const d of ends) {
      path.moveTo(x, y);
      path.lineTo(x + apothem * Math.cos(DIRECTION_ANGLES[d]), y + apothem * Math.sin(DIRECTION_ANGLES[d]));
    }
  };
  forEachVisibleHex(f, (i, col, row, x, y) => {
    const bits = features[i];
    if (bits & FEATURE.river) {
      const ends = pruned(i, col, row, waysOut(i, FEATURE.river), FEATURE.river);
      if (ends.length <= 1) {
        for (const water of WATER_PREFERENCE) {
          const mouth = waysOut(i, 0, (n) => terrain[n] === water);
          if (mouth.length) {
            ends.push(mouth[0]);
            break;
          }
        }
      }
      addWay(rivers, x, y, ends);
    }
    if (bits & FEATURE.road) addWay(roads, x, y, pruned(i, col, row, waysOut(i, FEATURE.road), FEATURE.road));
    if (bits & FEATURE.trail) {
      const mask = FEATURE.trail | FEATURE.road;
      addWay(trails, x, y, pruned(i, col, row, waysOut(i, mask), mask));
    }
  });
  const { ctx, z } = f;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = COLOURS.river;
  ctx.lineWidth = clamp(0.16 * z, 1, 9);
  ctx.stroke(rivers);
  if (casing) {
    ctx.strokeStyle = COLOURS.roadCasing;
    ctx.lineWidth = clamp(0.13 * z, 1, 7) + 2;
    ctx.stroke(roads);
  }
  ctx.strokeStyle = COLOURS.road;
  ctx.lineWidth = clamp(0.13 * z, 1, 7);
  ctx.stroke(roads);
  ctx.strokeStyle = COLOURS.trail;
  ctx.lineWidth = clamp(0.08 * z, 1, 4);
  ctx.setLineDash([clamp(0.22 * z, 2, 12), clamp(0.16 * z, 2, 9)]);
  ctx.stroke(trails);
  ctx.setLineDash([]);
}

/** Towns where icons would be too small to read. */
function drawTownDots(f: Frame): void {
  const { features } = f.scene.map;
  const path = new Path2D();
  const radius = clamp(0.3 * f.z, 2.2, 3.5);
  forEachVisibleHex(f, (i, _c, _r, x, y) => {
    if (!(features[i] & FEATURE.settlement)) return;
    path.moveTo(x + radius, y);
    path.arc(x, y, radius, 0, 2 * Math.PI);
  });
  f.ctx.fillStyle = COLOURS.settlement;
  f.ctx.strokeStyle = COLOURS.background;
  f.ctx.lineWidth = 1;
  f.ctx.fill(path);
  f.ctx.stroke(path);
}

function drawIcons(f: Frame): void {
  const { features } = f.scene.map;
  const { ctx, z } = f;
  const towns = new Path2D();
  const ports = new Path2D();
  const landmarks = new Path2D();
  const fords = new Path2D();
  const s = clamp(0.3 * z, 6, 18);
  forEachVisibleHex(f, (i, _c, _r, x, y) => {
    const bits = features[i];
    if (bits & FEATURE.crossing) {
      // A ford or bridge: two short rails across the way.
      for (const dy of [-0.2, 0.2]) {
        fords.moveTo(x - 0.26 * z, y + dy * z);
        fords.lineTo(x + 0.26 * z, y + dy * z);
      }
    }
    if (bits & FEATURE.settlement) {
      // A house: walls and a pitched roof.
      towns.moveTo(x - s, y + s * 0.9);
      towns.lineTo(x - s, y - s * 0.1);
      towns.lineTo(x, y - s);
      towns.lineTo(x + s, y - s * 0.1);
      towns.lineTo(x + s, y + s * 0.9);
      towns.closePath();
    }
    if (bits & FEATURE.port) {
      // An anchor beside the town: ring, shank, stock and flukes.
      const u = clamp(0.24 * z, 6, 13);
      const px = x + s + u * 0.55;
      const py = y + s * 0.3;
      ports.moveTo(px + u * 0.18, py - u * 0.72);
      ports.arc(px, py - u * 0.72, u * 0.18, 0, 2 * Math.PI);
      ports.moveTo(px, py - u * 0.54);
      ports.lineTo(px, py + u * 0.62);
      ports.moveTo(px - u * 0.32, py - u * 0.28);
      ports.lineTo(px + u * 0.32, py - u * 0.28);
      ports.moveTo(px - u * 0.5, py + u * 0.12);
      ports.quadraticCurveTo(px - u * 0.45, py + u * 0.62, px, py + u * 0.62);
      ports.quadraticCurveTo(px + u * 0.45, py + u * 0.62, px + u * 0.5, py + u * 0.12);
    }
    if (bits & FEATURE.landmark && !(bits & FEATURE.settlement)) {
      for (let k = 0; k < 10; k++) {
        const radius = k % 2 ? s * 0.45 : s;
        const angle = -Math.PI / 2 + (k * Math.PI) / 5;
        if (k === 0) landmarks.moveTo(x + radius * Math.cos(angle), y + radius * Math.sin(angle));
        else landmarks.lineTo(x + radius * Math.cos(angle), y + radius * Math.sin(angle));
      }
      landmarks.closePath();
    }
  });
  ctx.lineJoin = 'round';
  ctx.strokeStyle = COLOURS.roadCasing;
  ctx.lineWidth = clamp(0.05 * z, 1, 3) + 2;
  ctx.stroke(fords);
  ctx.strokeStyle = COLOURS.road;
  ctx.lineWidth = clamp(0.05 * z, 1, 3);
  ctx.stroke(fords);
  ctx.strokeStyle = COLOURS.background;
  ctx.lineWidth = 1.5;
  ctx.fillStyle = COLOURS.settlement;
  ctx.fill(towns);
  ctx.stroke(towns);
  ctx.fillStyle = COLOURS.landmark;
  ctx.fill(landmarks);
  ctx.stroke(landmarks);
  ctx.lineCap = 'round';
  ctx.strokeStyle = COLOURS.halo;
  ctx.lineWidth = 4;
  ctx.stroke(ports);
  ctx.strokeStyle = COLOURS.settlement;
  ctx.lineWidth = 1.75;
  ctx.stroke(ports);
}

function drawLabels(f: Frame): void {
  const { map } = f.scene;
  const { colMin, colMax, rowMin, rowMax } = f.range;
  const { ctx, z } = f;
  const size = clamp(0.34 * z, 11, 18);
  ctx.font = `600 ${size}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 3;
  ctx.strokeStyle = COLOURS.halo;
  ctx.fillStyle = COLOURS.text;
  for (const [i, text] of map.labels) {
    const row = Math.floor(i / map.width);
    const col = i - row * map.width;
    if (col < colMin || col > colMax || row < rowMin || row > rowMax) continue;
    const x = centreX(f, col, row);
    const y = centreY(f, row) + 0.4 * z;
    ctx.strokeText(text, x, y);
    ctx.fillText(text, x, y);
  }
}

function hexCentre(f: Frame, index: number): [number, number] {
  const width = f.scene.map.width;
  const row = Math.floor(index / width);
  return [centreX(f, index - row * width, row), centreY(f, row)];
}

function drawHexHighlight(f: Frame, index: number | null, colour: string, lineWidth: number): void {
  if (index === null || index < 0 || index >= f.scene.map.terrain.length) return;
  const [x, y] = hexCentre(f, index);
  const path = new Path2D();
  // Far out a hex is a few pixels; a ring at a readable size marks it instead.
  if (f.z < 4) path.arc(x, y, 6, 0, 2 * Math.PI);
  else addHexPolygon(path, x, y, f.z - lineWidth / 2);
  f.ctx.lineJoin = 'round';
  f.ctx.strokeStyle = COLOURS.halo;
  f.ctx.lineWidth = lineWidth + 2;
  f.ctx.stroke(path);
  f.ctx.strokeStyle = colour;
  f.ctx.lineWidth = lineWidth;
  f.ctx.stroke(path);
}

function drawRoute(f: Frame): void {
  const { route, dayMarkers } = f.scene;
  const { ctx, z } = f;
  if (route.length >= 2) {
    const path = new Path2D();
    route.forEach((hex, k) => {
      const [x, y] = hexCentre(f, hex);
      if (k === 0) path.moveTo(x, y);
      else path.lineTo(x, y);
    });
    const width = clamp(0.2 * z, 2, 7);
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.strokeStyle = COLOURS.halo;
    ctx.lineWidth = width + 3;
    ctx.stroke(path);
    ctx.strokeStyle = COLOURS.accent;
    ctx.lineWidth = width;
    ctx.stroke(path);
  }
  const radius = clamp(0.24 * z, 3.5, 9);
  const showLabels = z >= 6;
  ctx.font = `600 ${clamp(0.3 * z, 11, 14)}px ${FONT}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  for (const marker of dayMarkers) {
    const [x, y] = hexCentre(f, marker.hexIndex);
    if (x < -50 || y < -50 || x > f.scene.screen.width + 50 || y > f.scene.screen.height + 50) continue;
    ctx.beginPath();
    ctx.arc(x, y, radius, 0, 2 * Math.PI);
    ctx.fillStyle = COLOURS.accent;
    ctx.fill();
    ctx.strokeStyle = COLOURS.background;
    ctx.lineWidth = 1.5;
    ctx.stroke();
    if (showLabels) pill(ctx, marker.label, x + radius + 4, y, COLOURS.accent);
  }
}

function drawParties(f: Frame): void {
  const { ctx, z } = f;
  const radius = clamp(0.34 * z, 5, 13);
  ctx.font = `700 ${clamp(0.32 * z, 12, 15)}px ${FONT}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  for (const party of f.scene.parties) {
    const [x, y] = hexCentre(f, party.hexIndex);
    ctx.beginPath();
    ctx.arc(x, y, radius, 0, 2 * Math.PI);
    ctx.fillStyle = party.color;
    ctx.fill();
    ctx.strokeStyle = COLOURS.text;
    ctx.lineWidth = 2;
    ctx.stroke();
    outlinedText(ctx, party.label, x + radius + 5, y, COLOURS.text);
  }
}

/** Text on a small dark tag, legible even where the route line runs under it. */
function pill(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, colour: string): void {
  const width = ctx.measureText(text).width;
  ctx.fillStyle = COLOURS.halo;
  ctx.beginPath();
  ctx.roundRect(x - 4, y - 9, width + 8, 18, 5);
  ctx.fill();
  ctx.fillStyle = colour;
  ctx.fillText(text, x, y + 0.5);
}

function outlinedText(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, colour: string): void {
  ctx.lineJoin = 'round';
  ctx.lineWidth = 3;
  ctx.strokeStyle = COLOURS.halo;
  ctx.strokeText(text, x, y);
  ctx.fillStyle = colour;
  ctx.fillText(text, x, y);
}

/** A ruler of a round number of miles (1, 2 or 5 times a power of ten), at least 60 px long, and the hex scale. */
function drawScaleBar(f: Frame): void {
  const { ctx, z, scene } = f;
  const pxPerMile = (SQRT3 * z) / scene.map.hexMiles;
  const magnitude = 10 ** Math.floor(Math.log10(60 / pxPerMile));
  const miles = [1, 2, 5, 10].map((step) => step * magnitude).find((m) => m * pxPerMile >= 60) as number;
  const length = miles * pxPerMile;
  const x = 14;
  const y = scene.screen.height - 16;
  ctx.fillStyle = 'rgba(29, 32, 39, 0.82)';
  ctx.beginPath();
  ctx.roundRect(x - 8, y - 30, Math.max(length, 110) + 16, 40, 6);
  ctx.fill();
  ctx.strokeStyle = COLOURS.text;
  ctx.lineWidth = 2;
  ctx.lineCap = 'butt';
  ctx.beginPath();
  ctx.moveTo(x, y - 5);
  ctx.lineTo(x, y);
  ctx.lineTo(x + length, y);
  ctx.lineTo(x + length, y - 5);
  ctx.stroke();
  ctx.font = `500 12px ${FONT}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = COLOURS.text;
  ctx.fillText(`${miles.toLocaleString('en')} mi · hex ${scene.map.hexMiles} mi`, x, y - 12);
}
