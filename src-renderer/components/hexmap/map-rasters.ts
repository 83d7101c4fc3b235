import { EVEN_ROW_STEPS, ODD_ROW_STEPS } from '../../../src-shared/hexmap/coordinates';
import { FEATURE } from '../../../src-shared/hexmap/features';
import { SQRT3 } from '../../../src-shared/hexmap/layout';
import type { HexMapData } from '../../../src-shared/hexmap/map-data';
import { COLOURS, rgb, TERRAIN_FILLS } from './palette';

/**
 * A map as bitmaps, built once per map (and again after edits). Each hex is two
 * pixels wide and one tall, odd rows shifted by one pixel: a brick pattern that
 * keeps the half-hex row offset, so it lines up with hexes drawn as polygons.
 */
export interface BrickBitmap {
  readonly image: OffscreenCanvas;
  /** Where the image's top-left corner sits in world units (hex radii). */
  readonly left: number;
  readonly top: number;
  /** World units per image pixel. */
  readonly scaleX: number;
  readonly scaleY: number;
}

export interface MapRasters {
  /** The far-zoom picture: terrain with roads, rivers and towns painted in, unexplored hexes dimmed on request. */
  readonly overview: BrickBitmap;
  /** Terrain alone, the underlay at closer zooms (see drawTerrain). */
  readonly terrain: BrickBitmap;
  /**
   * 1 for hexes whose brick cannot stand in for their hexagon: those next to
   * another terrain, and those on the map's edge.
   */
  readonly boundary: Uint8Array;
}

export function rasterizeMap(map: HexMapData, dimUnexplored: boolean): MapRasters {
  const colours = palette();
  return {
    overview: brickBitmap(map, (out, imageWidth) => paint(out, map, imageWidth, colours, true, dimUnexplored)),
    terrain: brickBitmap(map, (out, imageWidth) => paint(out, map, imageWidth, colours, false, false)),
    boundary: boundaryHexes(map),
  };
}

function brickBitmap(map: HexMapData, fill: (out: Uint32Array, imageWidth: number) => void): BrickBitmap {
  const imageWidth = 2 * map.width + 1;
  const pixels = new ImageData(imageWidth, map.height);
  fill(new Uint32Array(pixels.data.buffer), imageWidth);
  const image = new OffscreenCanvas(imageWidth, map.height);
  (image.getContext('2d') as OffscreenCanvasRenderingContext2D).putImageData(pixels, 0, 0);
  return { image, left: -SQRT3 / 2, top: -0.75, scaleX: SQRT3 / 2, scaleY: 1.5 };
}

interface Palette {
  readonly terrain: Uint32Array;
  readonly dimTerrain: Uint32Array;
  readonly road: number;
  readonly trail: number;
  readonly river: number;
  readonly town: number;
}

/** Colours as 32-bit words in the byte order ImageData keeps on little-endian machines (all Lantern targets). */
function palette(): Palette {
  const word = (hex: string, shade = 1) => {
    const [r, g, b] = rgb(hex).map((c) => Math.round(c * shade));
    return ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
  };
  return {
    terrain: Uint32Array.from(TERRAIN_FILLS, (c) => word(c)),
    dimTerrain: Uint32Array.from(TERRAIN_FILLS, (c) => word(c, 0.55)),
    road: word(COLOURS.road),
    trail: word(COLOURS.trail, 0.9),
    river: word(COLOURS.river),
    town: word(COLOURS.settlement),
  };
}

function paint(out: Uint32Array, map: HexMapData, imageWidth: number, colours: Palette, withFeatures: boolean, dimUnexplored: boolean): void {
  const { width, height, terrain, features, explored } = map;
  for (let row = 0; row < height; row++) {
    const line = row * imageWidth + (row & 1);
    for (let col = 0; col < width; col++) {
      const i = row * width + col;
      let colour = (dimUnexplored && !explored[i] ? colours.dimTerrain : colours.terrain)[terrain[i]];
      if (withFeatures) {
        const f = features[i];
        if (f & FEATURE.settlement) colour = colours.town;
        else if (f & FEATURE.road) colour = colours.road;
        else if (f & FEATURE.river) colour = colours.river;
        else if (f & FEATURE.trail) colour = colours.trail;
      }
      out[line + 2 * col] = colour;
      out[line + 2 * col + 1] = colour;
    }
  }
}

function boundaryHexes(map: HexMapData): Uint8Array {
  const { width, height, terrain } = map;
  const boundary = new Uint8Array(width * height);
  const even = Int32Array.from(EVEN_ROW_STEPS);
  const odd = Int32Array.from(ODD_ROW_STEPS);
  for (let row = 0; row < height; row++) {
    const steps = row & 1 ? odd : even;
    for (let col = 0; col < width; col++) {
      const i = row * width + col;
      if (row === 0 || col === 0 || row === height - 1 || col === width - 1) {
        boundary[i] = 1;
        continue;
      }
      for (let d = 0; d < 12; d += 2) {
        if (terrain[(row + steps[d + 1]) * width + col + steps[d]] !== terrain[i]) {
          boundary[i] = 1;
          break;
        }
      }
    }
  }
  return boundary;
}
