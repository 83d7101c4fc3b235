import { describe, expect, it } from 'vitest';
import {
  axialDistance,
  axialToOffset,
  hexDistance,
  hexesInRect,
  hexLine,
  hexToPixel,
  indexOf,
  mapPixelBounds,
  neighbourIndices,
  offsetOf,
  offsetToAxial,
  pixelToHex,
  SQRT3,
} from './index';

const offsets = (width: number, height: number) =>
  Array.from({ length: width * height }, (_, i) => ({ col: i % width, row: Math.floor(i / width) }));

describe('odd-r offset and axial coordinates', () => {
  it('round-trip, negative rows and columns included', () => {
    for (let row = -5; row <= 5; row++) {
      for (let col = -5; col <= 5; col++) expect(axialToOffset(offsetToAxial({ col, row }))).toEqual({ col, row });
    }
  });

  it('shift odd rows half a hex east: (col 1, row 1) is axial (1, 1), (col 1, row 2) is axial (0, 2)', () => {
    expect(offsetToAxial({ col: 1, row: 1 })).toEqual({ q: 1, r: 1 });
    expect(offsetToAxial({ col: 1, row: 2 })).toEqual({ q: 0, r: 2 });
    expect(offsetToAxial({ col: 0, row: -1 })).toEqual({ q: 1, r: -1 });
  });

  it('index and offset round-trip in row-major order', () => {
    expect(indexOf(10, 3, 2)).toBe(23);
    expect(offsetOf(10, 23)).toEqual({ col: 3, row: 2 });
  });
});

describe('neighbours', () => {
  // A 5 x 4 map: index = row * 5 + col.
  it('of an even-row hex lean west on the rows above and below', () => {
    // (2, 2): E (3,2), NE (2,1), NW (1,1), W (1,2), SW (1,3), SE (2,3)
    expect(neighbourIndices(5, 4, indexOf(5, 2, 2))).toEqual([13, 7, 6, 11, 16, 17]);
  });

  it('of an odd-row hex lean east', () => {
    // (2, 1): E (3,1), NE (3,0), NW (2,0), W (1,1), SW (2,2), SE (3,2)
    expect(neighbourIndices(5, 4, indexOf(5, 2, 1))).toEqual([8, 3, 2, 6, 12, 13]);
  });

  it('stop at the map edge', () => {
    expect(neighbourIndices(5, 4, 0)).toEqual([1, 5]);
    // (4, 1), odd row: NW (4,0), W (3,1), SW (4,2); the east side is off the map.
    expect(neighbourIndices(5, 4, indexOf(5, 4, 1))).toEqual([4, 8, 14]);
  });

  it('are all at distance 1', () => {
    for (const i of [6, 7, 12, 13]) {
      for (const j of neighbourIndices(5, 4, i)) expect(hexDistance(offsetOf(5, i), offsetOf(5, j))).toBe(1);
    }
  });
});

describe('distance', () => {
  it('counts steps on the hex grid, worked by hand', () => {
    expect(hexDistance({ col: 0, row: 0 }, { col: 4, row: 0 })).toBe(4);
    // Straight down-right: each row steps half a hex east, so 4 rows reach column 2.
    expect(hexDistance({ col: 0, row: 0 }, { col: 2, row: 4 })).toBe(4);
    expect(hexDistance({ col: 0, row: 0 }, { col: 0, row: 4 })).toBe(4);
    expect(hexDistance({ col: 0, row: 0 }, { col: 999, row: 999 })).toBe(1499);
  });

  it('is symmetric and obeys the triangle inequality', () => {
    const all = offsets(6, 5);
    for (const a of all) {
      for (const b of all) {
        const ab = hexDistance(a, b);
        expect(hexDistance(b, a)).toBe(ab);
        expect(ab).toBeLessThanOrEqual(hexDistance(a, { col: 3, row: 2 }) + hexDistance({ col: 3, row: 2 }, b));
      }
    }
    expect(axialDistance({ q: 0, r: 0 }, { q: 3, r: -3 })).toBe(3);
  });
});

describe('hexLine', () => {
  it('steps one neighbour at a time from end to end', () => {
    for (const [a, b] of [
      [{ col: 0, row: 0 }, { col: 7, row: 5 }],
      [{ col: 6, row: 1 }, { col: 0, row: 8 }],
      [{ col: 3, row: 3 }, { col: 3, row: 3 }],
    ]) {
      const line = hexLine(a, b);
      expect(line).toHaveLength(hexDistance(a, b) + 1);
      expect(line[0]).toEqual(a);
      expect(line[line.length - 1]).toEqual(b);
      for (let k = 1; k < line.length; k++) expect(hexDistance(line[k - 1], line[k])).toBe(1);
    }
  });
});

describe('hex and pixel', () => {
  const size = 10;

  it('places centres a hex width apart on a row and 1.5 sizes apart between rows', () => {
    expect(hexToPixel(0, 0, size)).toEqual({ x: 0, y: 0 });
    expect(hexToPixel(2, 0, size).x).toBeCloseTo(2 * SQRT3 * size);
    expect(hexToPixel(0, 1, size)).toEqual({ x: (SQRT3 * size) / 2, y: 15 });
  });

  it('maps every centre, and points just inside each corner, back to their hex', () => {
    // Pointy-top corners, clockwise from the top, pulled 2% towards the centre.
    const corners = [-90, -30, 30, 90, 150, 210].map((deg) => ({
      x: 0.98 * size * Math.cos((deg * Math.PI) / 180),
      y: 0.98 * size * Math.sin((deg * Math.PI) / 180),
    }));
    for (const { col, row } of offsets(6, 5)) {
      const c = hexToPixel(col, row, size);
      expect(pixelToHex(c.x, c.y, size)).toEqual({ col, row });
      for (const k of corners) expect(pixelToHex(c.x + k.x, c.y + k.y, size)).toEqual({ col, row });
    }
  });

  it('crosses to the neighbour just past an edge midpoint', () => {
    const c = hexToPixel(2, 2, size);
    const apothem = (SQRT3 / 2) * size;
    expect(pixelToHex(c.x + apothem - 0.01, c.y, size)).toEqual({ col: 2, row: 2 });
    expect(pixelToHex(c.x + apothem + 0.01, c.y, size)).toEqual({ col: 3, row: 2 });
    // Up and to the right of an even-row hex lies (2, 1), since odd rows sit half a hex east.
    expect(pixelToHex(c.x + apothem * Math.cos(-Math.PI / 3) * 1.02, c.y + apothem * Math.sin(-Math.PI / 3) * 1.02, size)).toEqual({ col: 2, row: 1 });
  });

  it('bounds the whole map, the half-shifted odd rows included', () => {
    const b = mapPixelBounds(4, 3, size);
    expect(b.left).toBeCloseTo(-(SQRT3 / 2) * size);
    expect(b.top).toBe(-size);
    expect(b.right).toBeCloseTo(4 * SQRT3 * size);
    expect(b.bottom).toBe(2 * 1.5 * size + size);
  });

  it('lists every hex that can show in a pixel box, clamped to the map', () => {
    const rect = { left: 35, top: 22, right: 90, bottom: 61 };
    const range = hexesInRect(rect, 20, 20, size);
    const r = (SQRT3 / 2) * size;
    for (const { col, row } of offsets(20, 20)) {
      const c = hexToPixel(col, row, size);
      const overlaps = c.x + r > rect.left && c.x - r < rect.right && c.y + size > rect.top && c.y - size < rect.bottom;
      if (overlaps) {
        expect(col).toBeGreaterThanOrEqual(range.colMin);
        expect(col).toBeLessThanOrEqual(range.colMax);
        expect(row).toBeGreaterThanOrEqual(range.rowMin);
        expect(row).toBeLessThanOrEqual(range.rowMax);
      }
    }
    expect(hexesInRect({ left: -500, top: -500, right: -400, bottom: -400 }, 20, 20, size).colMax).toBeLessThan(0);
  });
});
