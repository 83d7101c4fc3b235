import { SQRT3 } from '../../../src-shared/hexmap/layout';
import { addHexPolygon, clamp, FONT, hexCentre, type Frame } from './frame';
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
  const radius = clamp(0.24 * z, 3.5, 9);
  const showLabels = z >= 6;
  ctx.font = `600 ${clamp(0.3 * z, 11, 14)}px ${FONT}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
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
    if (showLabels) pill(ctx, marker.label, x + radius + 4, y, COLOURS.accent);
  }
}

export function drawParties(f: Frame): void {
  const { ctx, z } = f;
  const radius = clamp(0.34 * z, 5, 13);
  ctx.font = `700 ${clamp(0.32 * z, 12, 15)}px ${FONT}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  for (const party of f.scene.parties) {
    const [x, y] = hexCentre(f, party.hexIndex);
    ctx.beginPath();
    ctx.arc(x, y, radius, 0, 2 * Math.PI);
    ctx.fillStyle = party.color;
    ctx.fill();
    ctx.strokeStyle = COLOURS.text;
    ctx.lineWidth = 2;
    ctx.stroke();
    outlinedText(ctx, party.label, x + radius + 5, y, COLOURS.text);
  }
}

/** Text on a small dark tag, legible even where the route line runs under it. */
function pill(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, colour: string): void {
  const width = ctx.measureText(text).width;
  ctx.fillStyle = COLOURS.halo;
  ctx.beginPath();
  ctx.roundRect(x - 4, y - 9, width + 8, 18, 5);
  ctx.fill();
  ctx.fillStyle = colour;
  ctx.fillText(text, x, y + 0.5);
}

function outlinedText(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, colour: string): void {
  ctx.lineJoin = 'round';
  ctx.lineWidth = 3;
  ctx.strokeStyle = COLOURS.halo;
  ctx.strokeText(text, x, y);
  ctx.fillStyle = colour;
  ctx.fillText(text, x, y);
}

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
