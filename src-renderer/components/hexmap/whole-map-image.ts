import { mapPixelBounds } from '../../../src-shared/hexmap/layout';
import type { HexMapData } from '../../../src-shared/hexmap/map-data';
import { drawHexMap } from './draw-hexmap';
import type { DayMarker, PartyMarker } from './frame';
import { rasterizeMap } from './map-rasters';

/** Hex radius of an exported map: past the detail zoom, so icons and place names are drawn. */
export const EXPORT_HEX_RADIUS = 16;
/** Chromium refuses canvases much past this on a side; big regions export at a smaller hex. */
export const EXPORT_MAX_SIDE = 8192;

export interface WholeMapOptions {
  readonly route?: readonly number[];
  readonly dayMarkers?: readonly DayMarker[];
  readonly parties?: readonly PartyMarker[];
  readonly dimUnexplored?: boolean;
  readonly showCoordinates?: boolean;
}

/** The hex radius and pixel size of the whole region's picture: exactly the map's extent, no margins. */
export function wholeMapSize(width: number, height: number): { zoom: number; width: number; height: number } {
  const b = mapPixelBounds(width, height, 1);
  const zoom = Math.min(EXPORT_HEX_RADIUS, EXPORT_MAX_SIDE / (b.right - b.left), EXPORT_MAX_SIDE / (b.bottom - b.top));
  return { zoom, width: Math.round((b.right - b.left) * zoom), height: Math.round((b.bottom - b.top) * zoom) };
}

/** Draws the whole region, not the view on screen, on a canvas of its own. */
export function drawWholeMap(map: HexMapData, options: WholeMapOptions): HTMLCanvasElement {
  const { zoom, width, height } = wholeMapSize(map.width, map.height);
  const b = mapPixelBounds(map.width, map.height, 1);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { alpha: false }) as CanvasRenderingContext2D;
  drawHexMap(ctx, {
    map,
    rasters: rasterizeMap(map, options.dimUnexplored ?? false),
    view: { center: { x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 }, zoom },
    screen: { width, height },
    dpr: 1,
    dimUnexplored: options.dimUnexplored ?? false,
    showCoordinates: options.showCoordinates ?? false,
    route: options.route ?? [],
    dayMarkers: options.dayMarkers ?? [],
    parties: options.parties ?? [],
    // The picture may go to the players: no key of the GM's on it.
    keyGlyphs: [],
    selectedHex: null,
    hoverHex: null,
  });
  return canvas;
}
