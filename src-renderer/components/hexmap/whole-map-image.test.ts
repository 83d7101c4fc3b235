import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_SIDE, wholeMapSize } from './whole-map-image';

describe('whole-region picture size', () => {
  it('covers the region exactly at a 16 px hex radius', () => {
    // 48 x 32: (48 + 0.5) x sqrt(3) x 16 = 1344.1 px wide; (31 x 1.5 + 2) x 16 = 776 px tall.
    expect(wholeMapSize(48, 32)).toEqual({ zoom: 16, width: 1344, height: 776 });
  });

  it('shrinks the hexes of a region too big for one canvas, keeping its shape', () => {
    const { zoom, width, height } = wholeMapSize(1000, 1000);
    // 1000.5 x sqrt(3) = 1732.9 radii wide, 1500.5 tall: the width hits the limit.
    expect(width).toBe(EXPORT_MAX_SIDE);
    expect(zoom).toBeCloseTo(EXPORT_MAX_SIDE / (1000.5 * Math.sqrt(3)), 9);
    expect(height).toBe(Math.round(1500.5 * zoom));
  });
});
