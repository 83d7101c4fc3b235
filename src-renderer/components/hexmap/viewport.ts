import { hexToPixel, mapPixelBounds, pixelToHex, type Point } from '../../../src-shared/hexmap/layout';

/**
 * What the map view shows. World units are hex radii: hex (0, 0) is centred on
 * the origin and hexToPixel(col, row, 1) gives any hex's centre.
 */
export interface HexViewport {
  /** The world point at the middle of the canvas. */
  readonly center: Point;
  /** CSS pixels per world unit, i.e. a hex's radius on screen; a hex is about 1.73 x zoom wide. */
  readonly zoom: number;
}

/** A 1000 x 1000 map fits in about 430 px at the minimum; a hex fills 220 px at the maximum. */
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 128;

/** Canvas size in CSS pixels. */
export interface ScreenSize {
  readonly width: number;
  readonly height: number;
}

export const clampZoom = (zoom: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

export function screenToWorld(view: HexViewport, screen: ScreenSize, x: number, y: number): Point {
  return { x: view.center.x + (x - screen.width / 2) / view.zoom, y: view.center.y + (y - screen.height / 2) / view.zoom };
}

/** The hex index under a screen point, or null off the map. */
export function hexAtScreen(view: HexViewport, screen: ScreenSize, mapWidth: number, mapHeight: number, x: number, y: number): number | null {
  const world = screenToWorld(view, screen, x, y);
  const { col, row } = pixelToHex(world.x, world.y, 1);
  return col >= 0 && col < mapWidth && row >= 0 && row < mapHeight ? row * mapWidth + col : null;
}

/** Keeps the middle of the canvas over the map, so the map cannot be flung out of sight. */
export function clampToMap(view: HexViewport, mapWidth: number, mapHeight: number): HexViewport {
  const b = mapPixelBounds(mapWidth, mapHeight, 1);
  const x = Math.min(b.right, Math.max(b.left, view.center.x));
  const y = Math.min(b.bottom, Math.max(b.top, view.center.y));
  const zoom = clampZoom(view.zoom);
  return x === view.center.x && y === view.center.y && zoom === view.zoom ? view : { center: { x, y }, zoom };
}

/** Zooms by `factor` keeping the world point under (x, y) where it is on screen, as wheel zoom should. */
export function zoomAt(view: HexViewport, screen: ScreenSize, x: number, y: number, factor: number): HexViewport {
  const anchor = screenToWorld(view, screen, x, y);
  const zoom = clampZoom(view.zoom * factor);
  return {
    zoom,
    center: { x: anchor.x - (x - screen.width / 2) / zoom, y: anchor.y - (y - screen.height / 2) / zoom },
  };
}

export function panBy(view: HexViewport, dx: number, dy: number): HexViewport {
  return { zoom: view.zoom, center: { x: view.center.x - dx / view.zoom, y: view.center.y - dy / view.zoom } };
}

/** The whole map in view, centred. */
export function fitMap(mapWidth: number, mapHeight: number, screen: ScreenSize): HexViewport {
  const b = mapPixelBounds(mapWidth, mapHeight, 1);
  const zoom = clampZoom(Math.min(screen.width / (b.right - b.left), screen.height / (b.bottom - b.top)));
  return { center: { x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 }, zoom };
}

export function centredOn(mapWidth: number, index: number, zoom: number): HexViewport {
  const row = Math.floor(index / mapWidth);
  return { center: hexToPixel(index - row * mapWidth, row, 1), zoom: clampZoom(zoom) };
}
