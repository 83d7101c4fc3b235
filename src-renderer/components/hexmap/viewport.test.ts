import { describe, expect, it } from 'vitest';
import { hexToPixel, mapPixelBounds } from '../../../src-shared/hexmap/layout';
import { detailLevel } from './draw-hexmap';
import { centredOn, clampToMap, fitMap, hexAtScreen, MAX_ZOOM, MIN_ZOOM, panBy, screenToWorld, zoomAt, type HexViewport } from './viewport';

const screen = { width: 800, height: 600 };
const view: HexViewport = { center: { x: 100, y: 50 }, zoom: 10 };

describe('map viewport', () => {
  it('zooms about the cursor: the world point under it stays put', () => {
    const before = screenToWorld(view, screen, 620, 130);
    const zoomed = zoomAt(view, screen, 620, 130, 1.7);
    expect(zoomed.zoom).toBeCloseTo(17);
    const after = screenToWorld(zoomed, screen, 620, 130);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  it('keeps zoom within its limits', () => {
    expect(zoomAt(view, screen, 0, 0, 1e6).zoom).toBe(MAX_ZOOM);
    expect(zoomAt(view, screen, 0, 0, 1e-6).zoom).toBe(MIN_ZOOM);
  });

  it('pans by screen pixels: dragging right moves the view west', () => {
    expect(panBy(view, 50, -20).center).toEqual({ x: 95, y: 52 });
  });

  it('keeps the middle of the canvas over the map, and leaves a view that is inside alone', () => {
    const b = mapPixelBounds(20, 10, 1);
    expect(clampToMap({ center: { x: -500, y: 1e6 }, zoom: 4 }, 20, 10).center).toEqual({ x: b.left, y: b.bottom });
    const inside: HexViewport = { center: { x: 5, y: 5 }, zoom: 4 };
    expect(clampToMap(inside, 20, 10)).toBe(inside);
  });

  it('finds the hex under a point, and none off the map', () => {
    const centred = centredOn(50, 7 * 50 + 12, 20);
    expect(centred.center).toEqual(hexToPixel(12, 7, 1));
    expect(hexAtScreen(centred, screen, 50, 40, 400, 300)).toBe(7 * 50 + 12);
    expect(hexAtScreen(centred, screen, 50, 40, 400 + 20 * Math.sqrt(3), 300)).toBe(7 * 50 + 13);
    expect(hexAtScreen({ center: { x: -30, y: -30 }, zoom: 20 }, screen, 50, 40, 400, 300)).toBeNull();
  });

  it('fits the whole map on screen', () => {
    const fitted = fitMap(1000, 1000, screen);
    const b = mapPixelBounds(1000, 1000, 1);
    for (const [x, y] of [
      [b.left, b.top],
      [b.right, b.bottom],
    ]) {
      expect((x - fitted.center.x) * fitted.zoom + screen.width / 2).toBeGreaterThanOrEqual(-1e-9);
      expect((y - fitted.center.y) * fitted.zoom + screen.height / 2).toBeLessThanOrEqual(screen.height + 1e-9);
    }
  });

  it('picks the level of detail by how big a hex is on screen', () => {
    expect([0.5, 4.9, 5, 13.9, 14, 100].map(detailLevel)).toEqual(['overview', 'overview', 'terrain', 'terrain', 'detail', 'detail']);
  });
});
