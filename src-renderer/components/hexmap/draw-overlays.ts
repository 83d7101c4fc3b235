import { SQRT3 } from '../../../src-shared/hexmap/layout';
import { dayMarkerRadius, partyRadius } from './draw-labels';
import { addHexPolygon, clamp, FONT, forEachVisibleHex, hexCentre, type Frame } from './frame';
import { COLOURS } from './palette';

export function drawHexHighlight(f: Frame, index: number | null, colour: string, lineWidth: number): void {
  if (index === null || index < 0 || index >= f.scene.map.terrain.length) return;
  const [x, y] = hexCentre(f, index);
  const path = new Path2D();
  // Far out a hex is a few pixels; a ring at a readable size marks it instead.
  if (f.z < 4) path.arc(x, y, 6, 0, 2 * Math.PI);
  else addHexPolygon(path, x, y, f.z - lineWidth / 2);
  f.ctx.lineJoin = 'round';
  f.ctx.strokeStyle = COLOURS.halo;
  f.ctx.lineWidth = lineWidth + 2;
  f.ctx.stroke(path);
  f.ctx.strokeStyle = colour;
  f.ctx.lineWidth = lineWidth;
  f.ctx.stroke(path);
}

export function drawRoute(f: Frame): void {
  const { route, dayMarkers } = f.scene;
  const { ctx, z } = f;
  if (route.length >= 2) {
    const path = new Path2D();
    route.forEach((hex, k) => {
      const [x, y] = hexCentre(f, hex);
      if (k === 0) path.moveTo(x, y);
      else path.lineTo(x, y);
    });
    const width = clamp(0.2 * z, 2, 7);
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.strokeStyle = COLOURS.halo;
    ctx.lineWidth = width + 3;
    ctx.stroke(path);
    ctx.strokeStyle = COLOURS.accent;
    ctx.lineWidth = width;
    ctx.stroke(path);
  }
  const radius = dayMarkerRadius(z);
  for (const marker of dayMarkers) {
    const [x, y] = hexCentre(f, marker.hexIndex);
    if (x < -50 || y < -50 || x > f.scene.screen.width + 50 || y > f.scene.screen.height + 50) continue;
    ctx.beginPath();
    ctx.arc(x, y, radius, 0, 2 * Math.PI);
    ctx.fillStyle = COLOURS.accent;
    ctx.fill();
    ctx.strokeStyle = COLOURS.background;
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
}

/** The parties' dots; their names are placed with the other labels (draw-labels.ts). */
export function drawParties(f: Frame): void {
  const { ctx, z } = f;
  const radius = partyRadius(z);
  for (const party of f.scene.parties) {
    const [x, y] = hexCentre(f, party.hexIndex);
    ctx.beginPath();
    ctx.arc(x, y, radius, 0, 2 * Math.PI);
    ctx.fillStyle = party.color;
    ctx.fill();
    ctx.strokeStyle = COLOURS.text;
    ctx.lineWidth = 2;
    ctx.stroke();
  }
}

/**
 * Each hex's "col,row", as the planner's fields and the itinerary write them.
 * From the terrain level every hex gets one; further out only every fifth
 * column and row would still be too small to read, so nothing is drawn.
 */
export function drawCoordinates(f: Frame): void {
  const { ctx, z } = f;
  if (z < COORDINATES_FROM_ZOOM) return;
  const size = clamp(0.26 * z, 9, 13);
  ctx.font = `500 ${size}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 2.5;
  // Lighter than place names: a reference to read when wanted, not to compete with the map.
  ctx.strokeStyle = 'rgba(20, 22, 27, 0.6)';
  ctx.fillStyle = COLOURS.coordinates;
  forEachVisibleHex(f, (_i, col, row, x, y) => {
    const text = `${col},${row}`;
    const ty = y - 0.58 * z;
    ctx.strokeText(text, x, ty);
    ctx.fillText(text, x, ty);
  });
}

/** Below this a hex is under ~24 px wide and "12,34" no longer fits inside it. */
export const COORDINATES_FROM_ZOOM = 14;

/** A ruler of a round number of miles (1, 2 or 5 times a power of ten), at least 60 px long, and the hex scale. */
export function drawScaleBar(f: Frame): void {
  const { ctx, z, scene } = f;
  const pxPerMile = (SQRT3 * z) / scene.map.hexMiles;
  const magnitude = 10 ** Math.floor(Math.log10(60 / pxPerMile));
  const miles = [1, 2, 5, 10].map((step) => step * magnitude).find((m) => m * pxPerMile >= 60) as number;
  const length = miles * pxPerMile;
  const x = 14;
  const y = scene.screen.height - 16;
  ctx.fillStyle = 'rgba(29, 32, 39, 0.82)';
  ctx.beginPath();
  ctx.roundRect(x - 8, y - 30, Math.max(length, 110) + 16, 40, 6);
  ctx.fill();
  ctx.strokeStyle = COLOURS.text;
  ctx.lineWidth = 2;
  ctx.lineCap = 'butt';
  ctx.beginPath();
  ctx.moveTo(x, y - 5);
  ctx.lineTo(x, y);
  ctx.lineTo(x + length, y);
  ctx.lineTo(x + length, y - 5);
  ctx.stroke();
  ctx.font = `500 12px ${FONT}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = COLOURS.text;
  ctx.fillText(`${miles.toLocaleString('en')} mi · hex ${scene.map.hexMiles} mi`, x, y - 12);
}
