/**
 * The values of a hex's `explored` byte. 1 is "visited" so that every map saved before
 * sight existed (where 1 meant explored) reads as it did.
 */
export const HEX_SIGHT = { unexplored: 0, visited: 1, seen: 2 } as const;

/** The issue asks for 1000 x 1000; a little headroom, while a u16 side still fits the binary header. */
export const MAX_MAP_SIDE = 2000;

export const DEFAULT_HEX_MILES = 6;

/**
 * One region of hexes in memory, one typed-array slot per hex in odd-r row order
 * (index = row * width + col; see coordinates.ts). The arrays are mutable so an
 * editor can paint in place; labels and notes are sparse, keyed by index.
 */
export interface HexMapData {
  readonly width: number;
  readonly height: number;
  /** Miles from one hex's centre to the next. */
  readonly hexMiles: number;
  /** Codes into TERRAINS. */
  readonly terrain: Uint8Array;
  /** FEATURE bits. */
  readonly features: Uint8Array;
  /** What the party knows of each hex, a `HEX_SIGHT` value: walked through (or marked explored), only seen from afar, or nothing. */
  readonly explored: Uint8Array;
  readonly labels: Map<number, string>;
  readonly notes: Map<number, string>;
}

/** Throws RangeError with the offending figure, so importers can show it as is. */
export function checkMapShape(width: number, height: number, hexMiles: number): void {
  for (const [name, side] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(side) || side < 1 || side > MAX_MAP_SIDE) {
      throw new RangeError(`a hex map's ${name} must be a whole number from 1 to ${MAX_MAP_SIDE}, got ${side}`);
    }
  }
  if (!Number.isFinite(hexMiles) || hexMiles <= 0) {
    throw new RangeError(`a hex must be a positive number of miles across, got ${hexMiles}`);
  }
}

/** A map of clear, unexplored hexes (terrain code 0). */
export function createHexMap(width: number, height: number, hexMiles = DEFAULT_HEX_MILES): HexMapData {
  checkMapShape(width, height, hexMiles);
  const n = width * height;
  return {
    width,
    height,
    hexMiles,
    terrain: new Uint8Array(n),
    features: new Uint8Array(n),
    explored: new Uint8Array(n),
    labels: new Map(),
    notes: new Map(),
  };
}
