import { hexesInRect, SQRT3 } from '../../../src-shared/hexmap/layout';
import { drawIcons, drawTownDots, drawWays } from './draw-features';
import { drawLabels } from './draw-labels';
import { drawCoordinates, drawHexHighlight, drawKeyGlyphs, drawParties, drawRoute, drawScaleBar } from './draw-overlays';
import { drawBricks, drawGlyphs, drawOutlines, drawTerrain, drawUnexplored } from './draw-terrain';
import type { Frame, HexMapScene } from './frame';
import { COLOURS } from './palette';

/**
 * Three levels of detail, by how big a hex is on screen:
 * - overview: under ~9 px across, a prebuilt bitmap, scaled; below ~3.5 px with
 *   roads, rivers and towns painted in, above that with them drawn as lines;
 * - terrain: filled hexes, rivers, roads, town dots and place names, no outlines;
 * - detail: from ~24 px across, outlines, terrain glyphs and icons.
 * Names never cover each other at any level (see draw-labels.ts).
 */
export type DetailLevel = 'overview' | 'terrain' | 'detail';

export const OVERVIEW_LINES_FROM_ZOOM = 2;
export const TERRAIN_FROM_ZOOM = 5;
export const DETAIL_FROM_ZOOM = 14;

export const detailLevel = (zoom: number): DetailLevel =>
  zoom < TERRAIN_FROM_ZOOM ? 'overview' : zoom < DETAIL_FROM_ZOOM ? 'terrain' : 'detail';

export function drawHexMap(ctx: CanvasRenderingContext2D, scene: HexMapScene): DetailLevel {
  const { view, screen, dpr, map } = scene;
  const z = view.zoom;
  const ox = screen.width / 2 - view.center.x * z;
  const oy = screen.height / 2 - view.center.y * z;
  const range = hexesInRect({ left: -ox / z, top: -oy / z, right: (screen.width - ox) / z, bottom: (screen.height - oy) / z }, map.width, map.height, 1);
  const frame: Frame = { ctx, scene, ox, oy, z, a: (SQRT3 / 2) * z, range };

  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = COLOURS.background;
  ctx.fillRect(0, 0, screen.width, screen.height);
  const level = detailLevel(z);
  const onMap = range.colMin <= range.colMax && range.rowMin <= range.rowMax;
  if (level === 'overview' && (z < OVERVIEW_LINES_FROM_ZOOM || !onMap)) drawBricks(frame, scene.rasters.overview);
  else if (onMap) {
    if (level === 'overview') drawBricks(frame, scene.rasters.terrain);
    else drawTerrain(frame);
    if (level === 'detail') drawGlyphs(frame);
    drawWays(frame, level === 'detail');
    if (scene.dimUnexplored) drawUnexplored(frame);
    if (level === 'detail') {
      drawOutlines(frame);
      drawIcons(frame);
    } else drawTownDots(frame);
  }
  if (onMap && scene.showCoordinates) drawCoordinates(frame);
  drawHexHighlight(frame, scene.hoverHex, COLOURS.hover, 1.5);
  drawHexHighlight(frame, scene.selectedHex, COLOURS.accent, 2.5);
  drawRoute(frame);
  drawKeyGlyphs(frame);
  drawParties(frame);
  drawLabels(frame, !onMap || level === 'overview' ? 'none' : level === 'detail' ? 'icons' : 'dots');
  drawScaleBar(frame);
  return level;
}
