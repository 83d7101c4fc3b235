import { wallRefOf } from '../../../src-shared/contract/place-key';
import { EDGES, GROUNDS, type DoorStates, type Edge, type Grid } from '../../../src-shared/dungeon-grid';

/** Pixels a square takes in the cached picture of the level; zoom scales the picture, not the drawing. */
export const PX = 12;

const GROUND_FILL: Record<(typeof GROUNDS)[number], string> = {
  rock: '#3b3631',
  floor: '#efe6d2',
  water: '#8fb7d1',
  pit: '#1b1816',
  'stairs-up': '#d9c89f',
  'stairs-down': '#c7b07c',
};

const EDGE_STYLE: Partial<Record<Edge, { color: string; width: number; door?: boolean }>> = {
  wall: { color: '#2a2520', width: 2 },
  door: { color: '#8a5a2b', width: 4, door: true },
  'open-door': { color: '#c79a63', width: 2, door: true },
  'stuck-door': { color: '#b5651d', width: 4, door: true },
  'locked-door': { color: '#7a1f1f', width: 4, door: true },
  'barred-door': { color: '#444', width: 5, door: true },
  'secret-door': { color: '#7b3fa0', width: 3, door: true },
};

/**
 * Paints the whole level once onto an offscreen canvas (ground, then edges, then a faint
 * grid). Frames then only copy this picture at the viewport's scale, so panning a
 * 200 x 200 level costs one image draw and never walks its 40,000 squares.
 */
export function paintLevel(target: HTMLCanvasElement | OffscreenCanvas, g: Grid, doors: DoorStates): void {
  target.width = g.width * PX;
  target.height = g.height * PX;
  const ctx = target.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  for (let r = 0; r < g.height; r++) {
    for (let c = 0; c < g.width; c++) {
      const ground = GROUNDS[g.cells[(r * g.width + c) * 3]] ?? 'rock';
      ctx.fillStyle = GROUND_FILL[ground];
      ctx.fillRect(c * PX, r * PX, PX, PX);
      if (ground === 'stairs-up' || ground === 'stairs-down') {
        ctx.strokeStyle = '#6b5a38';
        ctx.lineWidth = 1;
        for (let k = 1; k < 4; k++) {
          ctx.beginPath();
          ctx.moveTo(c * PX + 2, r * PX + (k * PX) / 4);
          ctx.lineTo(c * PX + PX - 2, r * PX + (k * PX) / 4);
          ctx.stroke();
        }
      }
    }
  }
  ctx.strokeStyle = 'rgba(120, 100, 70, 0.18)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let c = 0; c <= g.width; c++) {
    ctx.moveTo(c * PX + 0.5, 0);
    ctx.lineTo(c * PX + 0.5, g.height * PX);
  }
  for (let r = 0; r <= g.height; r++) {
    ctx.moveTo(0, r * PX + 0.5);
    ctx.lineTo(g.width * PX, r * PX + 0.5);
  }
  ctx.stroke();
  for (let r = 0; r < g.height; r++) {
    for (let c = 0; c < g.width; c++) {
      for (const side of ['n', 'w'] as const) {
        const stored = EDGES[g.cells[(r * g.width + c) * 3 + (side === 'n' ? 1 : 2)]] ?? 'none';
        const edge = doors[wallRefOf({ col: c, row: r, side })] ?? stored;
        drawEdge(ctx, c, r, side, edge);
      }
    }
  }
}

function drawEdge(ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, c: number, r: number, side: 'n' | 'w', edge: Edge): void {
  const style = EDGE_STYLE[edge];
  if (!style) return;
  const x = c * PX;
  const y = r * PX;
  const [x0, y0, x1, y1] = side === 'n' ? [x, y, x + PX, y] : [x, y, x, y + PX];
  ctx.strokeStyle = style.color;
  ctx.lineWidth = style.width;
  ctx.beginPath();
  if (style.door) {
    // A door is a short bar across the middle of its edge, so walls on either side still read.
    const inset = PX / 5;
    if (side === 'n') {
      ctx.moveTo(x0 + inset, y0);
      ctx.lineTo(x1 - inset, y1);
    } else {
      ctx.moveTo(x0, y0 + inset);
      ctx.lineTo(x1, y1 - inset);
    }
  } else {
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
  }
  ctx.stroke();
  if (edge === 'open-door') {
    ctx.fillStyle = style.color;
    ctx.fillRect(x0 - 1, y0 - 1, 3, 3);
  }
}

export const EDGE_LEGEND: readonly { edge: Edge; label: string; color: string }[] = [
  { edge: 'wall', label: 'Wall', color: EDGE_STYLE.wall!.color },
  { edge: 'door', label: 'Door', color: EDGE_STYLE.door!.color },
  { edge: 'open-door', label: 'Open door', color: EDGE_STYLE['open-door']!.color },
  { edge: 'stuck-door', label: 'Stuck door', color: EDGE_STYLE['stuck-door']!.color },
  { edge: 'locked-door', label: 'Locked door', color: EDGE_STYLE['locked-door']!.color },
  { edge: 'barred-door', label: 'Barred door', color: EDGE_STYLE['barred-door']!.color },
  { edge: 'secret-door', label: 'Secret door', color: EDGE_STYLE['secret-door']!.color },
];
export const GROUND_LEGEND = GROUNDS.map((g) => ({ ground: g, color: GROUND_FILL[g] }));
