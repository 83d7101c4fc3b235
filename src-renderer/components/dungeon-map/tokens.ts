import type { GridSquare } from '../../../src-shared/contract/place-key';
import { SQUARE_FEET } from '../../../src-shared/dungeon-grid';
import type { WalkPath } from '../../../src-shared/dungeon-path';
import { PX } from './draw-level';

/** The party's light in squares: bright to the first ring, dim to the second. */
export interface LightRadius {
  bright: number;
  dim: number;
}

export interface FoeToken {
  square: GridSquare;
  /** How many: a count, or the dice a key rolls for it ("2d4"). */
  label: string;
}

const FEET_PER_YARD = 3;

/** The light a party's state reports (radii in the campaign's unit) as squares of the level; null in darkness. */
export function lightInSquares(light: { brightRadius: number; dimRadius: number; inDarkness: boolean }, unit: 'ft' | 'yd'): LightRadius | null {
  if (light.inDarkness || light.dimRadius <= 0) return null;
  const perFoot = (unit === 'yd' ? FEET_PER_YARD : 1) / SQUARE_FEET;
  return { bright: light.brightRadius * perFoot, dim: light.dimRadius * perFoot };
}

/** The square of a set nearest a point (its middle when none is given): where a mark on an area goes. */
export function nearestOf(squares: readonly number[], width: number, to?: GridSquare): GridSquare | null {
  if (squares.length === 0) return null;
  const at = (sq: number) => ({ col: sq % width, row: Math.floor(sq / width) });
  const goal = to ?? { col: squares.reduce((n, sq) => n + (sq % width), 0) / squares.length, row: squares.reduce((n, sq) => n + Math.floor(sq / width), 0) / squares.length };
  return squares.map(at).reduce((best, sq) => (Math.hypot(sq.col - goal.col, sq.row - goal.row) < Math.hypot(best.col - goal.col, best.row - goal.row) ? sq : best));
}

/** How many live in a keyed place: the counts added up, or the dice as the key gives them. */
export function occupantsLabel(numbers: readonly (string | number)[]): string {
  return numbers.every((n) => /^\d+$/.test(String(n))) ? String(numbers.reduce<number>((sum, n) => sum + Number(n), 0)) : numbers.join('+');
}

const centre = (sq: GridSquare) => [sq.col * PX + PX / 2, sq.row * PX + PX / 2] as const;

/** Two rings about the party: bright light warm and solid, dim light fainter and dashed at its edge. */
export function drawLight(ctx: CanvasRenderingContext2D, at: GridSquare, light: LightRadius): void {
  const [x, y] = centre(at);
  ctx.save();
  ctx.fillStyle = 'rgba(255, 196, 90, 0.12)';
  ctx.beginPath();
  ctx.arc(x, y, light.dim * PX, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(230, 150, 40, 0.75)';
  ctx.lineWidth = 1;
  ctx.setLineDash([3, 2]);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillStyle = 'rgba(255, 214, 120, 0.22)';
  ctx.beginPath();
  ctx.arc(x, y, light.bright * PX, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(230, 150, 40, 0.95)';
  ctx.lineWidth = 1.2;
  ctx.stroke();
  ctx.restore();
}

/** The party's token: a large ring, gold on dark, that stands out from the floor and the light. */
export function drawParty(ctx: CanvasRenderingContext2D, at: GridSquare): void {
  const [x, y] = centre(at);
  ctx.save();
  ctx.fillStyle = '#1d5fbf';
  ctx.beginPath();
  ctx.arc(x, y, PX * 0.42, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 1.6;
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.font = `bold ${PX * 0.5}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('P', x, y + PX * 0.03);
  ctx.restore();
}

/** Each group of foes as a red diamond with how many are in it. */
export function drawFoes(ctx: CanvasRenderingContext2D, foes: readonly FoeToken[]): void {
  ctx.save();
  ctx.font = `bold ${PX * 0.48}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const { square, label } of foes) {
    const [x, y] = centre(square);
    const r = PX * 0.45;
    ctx.fillStyle = '#b3261e';
    ctx.beginPath();
    ctx.moveTo(x, y - r);
    ctx.lineTo(x + r, y);
    ctx.lineTo(x, y + r);
    ctx.lineTo(x - r, y);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 1.2;
    ctx.stroke();
    ctx.fillStyle = '#fff';
    ctx.fillText(label, x, y + PX * 0.03);
  }
  ctx.restore();
}

/** The way a click would walk, dotted from the party, with its length at the end. */
export function drawPath(ctx: CanvasRenderingContext2D, path: WalkPath): void {
  ctx.save();
  ctx.strokeStyle = '#1d5fbf';
  ctx.lineWidth = 2;
  ctx.setLineDash([2, 2]);
  ctx.beginPath();
  path.squares.forEach((sq, i) => {
    const [x, y] = centre(sq);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  ctx.stroke();
  ctx.setLineDash([]);
  const [x, y] = centre(path.squares[path.squares.length - 1]);
  const text = `${path.feet}'`;
  ctx.font = `bold ${PX * 0.6}px sans-serif`;
  const w = ctx.measureText(text).width + PX * 0.4;
  ctx.fillStyle = 'rgba(20, 30, 50, 0.85)';
  ctx.fillRect(x - w / 2, y - PX * 1.25, w, PX * 0.8);
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y - PX * 0.85);
  ctx.restore();
}
