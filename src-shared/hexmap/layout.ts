import { axialToOffset, roundAxial, type Offset } from './coordinates';

/**
 * Pixel geometry of pointy-top hexes. `size` is the circumradius (centre to
 * corner); hex (0, 0) is centred on the origin and y grows downward.
 */
export const SQRT3 = Math.sqrt(3);

export interface Point {
  readonly x: number;
  readonly y: number;
}

export function hexToPixel(col: number, row: number, size: number): Point {
  return { x: SQRT3 * size * (col + 0.5 * (row & 1)), y: 1.5 * size * row };
}

export function pixelToHex(x: number, y: number, size: number): Offset {
  const q = ((SQRT3 / 3) * x - y / 3) / size;
  const r = ((2 / 3) * y) / size;
  return axialToOffset(roundAxial(q, r));
}

export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The pixel box a width x height map covers, corners and half-shifted odd rows included. */
export function mapPixelBounds(width: number, height: number, size: number): Rect {
  return {
    left: (-SQRT3 / 2) * size,
    top: -size,
    right: SQRT3 * size * (width - (height > 1 ? 0 : 0.5)),
    bottom: 1.5 * size * (height - 1) + size,
  };
}

export interface HexRange {
  readonly colMin: number;
  readonly colMax: number;
  readonly rowMin: number;
  readonly rowMax: number;
}

/**
 * The rows and columns of a width x height map that can touch a pixel box,
 * clamped to the map; empty (min > max) when the box misses it.
 */
export function hexesInRect(rect: Rect, width: number, height: number, size: number): HexRange {
  const w = SQRT3 * size;
  return {
    colMin: Math.max(0, Math.floor(rect.left / w - 0.5)),
    colMax: Math.min(width - 1, Math.ceil(rect.right / w + 0.5)),
    rowMin: Math.max(0, Math.ceil((rect.top - size) / (1.5 * size))),
    rowMax: Math.min(height - 1, Math.floor((rect.bottom + size) / (1.5 * size))),
  };
}
