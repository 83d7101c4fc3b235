import { EVEN_ROW_STEPS, ODD_ROW_STEPS } from '../../../src-shared/hexmap/coordinates';
import { FEATURE } from '../../../src-shared/hexmap/features';
import { TERRAIN_CODE } from '../../../src-shared/hexmap/terrain';
import { HEX_SIGHT } from '../../../src-shared/hexmap/map-data';
import { centreX, centreY, clamp, forEachVisibleHex, type Frame } from './frame';
import type { BrickBitmap } from './map-rasters';
import { COLOURS, TERRAIN_FILLS } from './palette';

export function drawBricks(f: Frame, bitmap: BrickBitmap): void {
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
  ctx.imageSmoothingQuality = 'low';
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
export function drawTerrain(f: Frame): void {
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

export function drawUnexplored(f: Frame): void {
  const { explored } = f.scene.map;
  const dark = new Path2D();
  const veiled = new Path2D();
  forEachRun(
    f,
    (i) => explored[i],
    (sight, row, col, count) => {
      if (sight === HEX_SIGHT.visited) return;
      addRun(sight === HEX_SIGHT.seen ? veiled : dark, f, centreX(f, col, row), centreY(f, row), count, 0);
    },
  );
  f.ctx.fillStyle = COLOURS.unexplored;
  f.ctx.fill(dark);
  f.ctx.fillStyle = COLOURS.seen;
  f.ctx.fill(veiled);
}

/**
 * Each edge once: per row the zigzag along its hexes' tops and each hex's west
 * side, plus the few edges no row's top covers (the last row's bottoms, the
 * outer sides at the map's edge). Half the segments of stroking every hexagon.
 */
export function drawOutlines(f: Frame): void {
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
  // One device pixel: Skia's hairline path, the cheapest stroke there is, and crisp on any display.
  f.ctx.lineWidth = 1 / f.scene.dpr;
  f.ctx.stroke(path);
}

/**
 * Small marks that say "hills" or "forest" without a legend, a shade darker than
 * the fill: straight strokes and triangles only, which rasterise far faster than
 * arcs at the hundreds of hexes a detail frame shows.
 */
export function drawGlyphs(f: Frame): void {
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
