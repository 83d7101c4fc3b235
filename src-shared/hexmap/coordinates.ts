/**
 * Pointy-top hexes stored in "odd-r" offset layout: rows run west to east, every
 * odd row is pushed half a hex east, and a hex's index is row * width + col, so a
 * map row is one contiguous stretch of each typed array. Axial (q, r) and cube
 * (q, r, s = -q - r) coordinates are for maths; offsets are for storage.
 */
export interface Offset {
  readonly col: number;
  readonly row: number;
}

export interface Axial {
  readonly q: number;
  readonly r: number;
}

export function offsetToAxial({ col, row }: Offset): Axial {
  return { q: col - ((row - (row & 1)) >> 1), r: row };
}

export function axialToOffset({ q, r }: Axial): Offset {
  return { col: q + ((r - (r & 1)) >> 1), row: r };
}

export const indexOf = (width: number, col: number, row: number): number => row * width + col;

export function offsetOf(width: number, index: number): Offset {
  const row = Math.floor(index / width);
  return { col: index - row * width, row };
}

export function axialDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export const hexDistance = (a: Offset, b: Offset): number => axialDistance(offsetToAxial(a), offsetToAxial(b));

/**
 * Neighbour steps as [dcol, drow] pairs, in the order east, north-east,
 * north-west, west, south-west, south-east. Which column a diagonal step
 * lands in depends on whether the row is even or odd.
 */
export const EVEN_ROW_STEPS: readonly number[] = [1, 0, 0, -1, -1, -1, -1, 0, -1, 1, 0, 1];
export const ODD_ROW_STEPS: readonly number[] = [1, 0, 1, -1, 0, -1, -1, 0, 0, 1, 1, 1];

/** Screen angle of each direction above (y grows downward), for drawing towards a neighbour. */
export const DIRECTION_ANGLES: readonly number[] = [0, -60, -120, 180, 120, 60].map((deg) => (deg * Math.PI) / 180);

/** Calls `visit` with each in-bounds neighbour of a hex, by index, in direction order. */
export function forEachNeighbour(width: number, height: number, index: number, visit: (neighbour: number, direction: number) => void): void {
  const row = Math.floor(index / width);
  const col = index - row * width;
  const steps = row & 1 ? ODD_ROW_STEPS : EVEN_ROW_STEPS;
  for (let d = 0; d < 6; d++) {
    const c = col + steps[2 * d];
    const r = row + steps[2 * d + 1];
    if (c >= 0 && c < width && r >= 0 && r < height) visit(r * width + c, d);
  }
}

export function neighbourIndices(width: number, height: number, index: number): number[] {
  const found: number[] = [];
  forEachNeighbour(width, height, index, (neighbour) => found.push(neighbour));
  return found;
}

/** Rounds fractional axial coordinates to the hex that contains them. */
export function roundAxial(q: number, r: number): Axial {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}

/**
 * Every hex on the straight line between two hexes, both ends included. The
 * tiny nudge keeps points that fall exactly on an edge from flip-flopping.
 */
export function hexLine(from: Offset, to: Offset): Offset[] {
  const a = offsetToAxial(from);
  const b = offsetToAxial(to);
  const steps = axialDistance(a, b);
  const line: Offset[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = steps === 0 ? 0 : i / steps;
    line.push(axialToOffset(roundAxial(a.q + (b.q - a.q) * t + 1e-6, a.r + (b.r - a.r) * t + 1e-6)));
  }
  return line;
}
