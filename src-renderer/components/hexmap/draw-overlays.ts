import { SQRT3 } from '../../../src-shared/hexmap/layout';
import { dayMarkerRadius, partyRadius } from './draw-labels';
import { addHexPolygon, centreX, centreY, clamp, FONT, hexCentre, type Frame } from './frame';
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

/** A keyed hex's glyph in a small badge at its upper left, from the zoom where hexes are big enough to hold it. */
export function drawKeyGlyphs(f: Frame): void {
  const { ctx, z } = f;
  if (z < 6) return;
  const size = clamp(0.32 * z, 9, 14);
  ctx.font = `700 ${size}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const { hexIndex, glyph } of f.scene.keyGlyphs) {
    const [cx, cy] = hexCentre(f, hexIndex);
    const x = cx - 0.45 * z;
    const y = cy - 0.45 * z;
    ctx.beginPath();
    ctx.arc(x, y, size * 0.75, 0, 2 * Math.PI);
    ctx.fillStyle = COLOURS.background;
    ctx.fill();
    ctx.strokeStyle = COLOURS.accent;
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.fillStyle = COLOURS.text;
    ctx.fillText(glyph, x, y + 0.5);
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
 * Hexes' "col,row", as the planner's fields and the itinerary write them. Close
 * in, every hex has its own at its top; further out only every 2nd, 5th, 10th...
 * column and row, centred on the hex, so the numbers never run together.
 */
export function drawCoordinates(f: Frame): void {
  const { ctx, z } = f;
  const every = z >= COORDINATES_FROM_ZOOM ? 1 : (COORDINATE_STEPS.find((n) => n * SQRT3 * z >= 44) ?? 0);
  if (every === 0) return;
  const size = every === 1 ? clamp(0.26 * z, 9, 13) : 11;
  ctx.font = `500 ${size}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = every === 1 ? 2.5 : 3;
  // Lighter than place names: a reference to read when wanted, not to compete with the map.
  ctx.strokeStyle = every === 1 ? 'rgba(20, 22, 27, 0.6)' : COLOURS.halo;
  ctx.fillStyle = COLOURS.coordinates;
  const { colMin, colMax, rowMin, rowMax } = f.range;
  const first = (n: number) => Math.ceil(n / every) * every;
  for (let row = first(rowMin); row <= rowMax; row += every) {
    const y = centreY(f, row) - (every === 1 ? 0.58 * z : 0);
    for (let col = first(colMin); col <= colMax; col += every) {
      const text = `${col},${row}`;
      const x = centreX(f, col, row);
      ctx.strokeText(text, x, y);
      ctx.fillText(text, x, y);
    }
  }
}

/** From here a hex is about 35 px wide and "12,34" sits in it with room to spare, so every hex gets one. */
export const COORDINATES_FROM_ZOOM = 20;
const COORDINATE_STEPS = [2, 5, 10, 20, 50, 100, 200];

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
