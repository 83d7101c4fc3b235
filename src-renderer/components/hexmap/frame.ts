import { SQRT3, type HexRange } from '../../../src-shared/hexmap/layout';
import type { HexMapData } from '../../../src-shared/hexmap/map-data';
import type { MapRasters } from './map-rasters';
import type { HexViewport, ScreenSize } from './viewport';

// What every drawing step shares: the scene to draw, and where hexes land on screen this frame.

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

export interface KeyGlyph {
  readonly hexIndex: number;
  readonly glyph: string;
}

export interface HexMapScene {
  readonly map: HexMapData;
  readonly rasters: MapRasters;
  readonly view: HexViewport;
  /** In CSS pixels; the context is scaled by `dpr`. */
  readonly screen: ScreenSize;
  readonly dpr: number;
  readonly dimUnexplored: boolean;
  /** Writes each hex's col,row on it (from the detail zoom). */
  readonly showCoordinates: boolean;
  readonly route: readonly number[];
  readonly dayMarkers: readonly DayMarker[];
  readonly parties: readonly PartyMarker[];
  /** Keyed hexes, each with the one-letter glyph of what its key holds. */
  readonly keyGlyphs: readonly KeyGlyph[];
  readonly selectedHex: number | null;
  readonly hoverHex: number | null;
}

/** Where world (0, 0) lands on screen and how big a hex is there: everything per-hex is computed from this. */
export interface Frame {
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

export const FONT = "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif";
export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export const centreX = (f: Frame, col: number, row: number) => f.ox + f.a * (2 * col + (row & 1));
export const centreY = (f: Frame, row: number) => f.oy + 1.5 * f.z * row;

export function hexCentre(f: Frame, index: number): [number, number] {
  const width = f.scene.map.width;
  const row = Math.floor(index / width);
  return [centreX(f, index - row * width, row), centreY(f, row)];
}

export function forEachVisibleHex(f: Frame, visit: (index: number, col: number, row: number, x: number, y: number) => void): void {
  const { colMin, colMax, rowMin, rowMax } = f.range;
  const width = f.scene.map.width;
  for (let row = rowMin; row <= rowMax; row++) {
    const y = centreY(f, row);
    for (let col = colMin; col <= colMax; col++) visit(row * width + col, col, row, centreX(f, col, row), y);
  }
}

export function addHexPolygon(path: Path2D, x: number, y: number, radius: number): void {
  const a = (SQRT3 / 2) * radius;
  path.moveTo(x, y - radius);
  path.lineTo(x + a, y - radius / 2);
  path.lineTo(x + a, y + radius / 2);
  path.lineTo(x, y + radius);
  path.lineTo(x - a, y + radius / 2);
  path.lineTo(x - a, y - radius / 2);
  path.closePath();
}
