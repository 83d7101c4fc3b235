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
 * Paints the whole level once onto an offscreen canvas (ground, a faint grid, then the
 * walls). Frames then only copy this picture at the viewport's scale, so panning a
 * 200 x 200 level costs one image draw and never walks its 40,000 squares; the doors,
 * few, are drawn over it each frame so their shapes stay sharp at any zoom.
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
  for (const { col, row, side, edge } of edgesOf(g, doors)) if (edge === 'wall') drawWall(ctx, col, row, side);
}

export interface DrawnEdge {
  col: number;
  row: number;
  side: 'n' | 'w';
  edge: Edge;
}

/** Every wall and door of the level as play has left it, each edge once (a square's north and west sides). */
export function edgesOf(g: Grid, doors: DoorStates): DrawnEdge[] {
  const out: DrawnEdge[] = [];
  for (let r = 0; r < g.height; r++) {
    for (let c = 0; c < g.width; c++) {
      for (const side of ['n', 'w'] as const) {
        const stored = EDGES[g.cells[(r * g.width + c) * 3 + (side === 'n' ? 1 : 2)]] ?? 'none';
        const edge = doors[wallRefOf({ col: c, row: r, side })] ?? stored;
        if (edge !== 'none') out.push({ col: c, row: r, side, edge });
      }
    }
  }
  return out;
}

function drawWall(ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, c: number, r: number, side: 'n' | 'w'): void {
  const x = c * PX;
  const y = r * PX;
  ctx.strokeStyle = EDGE_STYLE.wall!.color;
  ctx.lineWidth = EDGE_STYLE.wall!.width;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(side === 'n' ? x + PX : x, side === 'n' ? y : y + PX);
  ctx.stroke();
}

/**
 * A door drawn over the picture at the map's own zoom, so each kind reads at a glance by its shape as
 * well as its colour: a plain leaf, a leaf swung open, a leaf with a wedge (stuck), a keyhole (locked),
 * cross bars (barred), a dashed line marked S (secret). Drawn in the level's pixels (PX a square).
 */
export function drawDoor(ctx: CanvasRenderingContext2D, { col, row, side, edge }: DrawnEdge): void {
  const style = EDGE_STYLE[edge];
  if (!style?.door) return;
  ctx.save();
  // Lay every door out as if on a north edge: x along the edge, y across it.
  if (side === 'n') ctx.translate(col * PX + PX / 2, row * PX);
  else {
    ctx.translate(col * PX, row * PX + PX / 2);
    ctx.rotate(Math.PI / 2);
  }
  const half = PX * 0.34;
  const thick = PX * 0.26;
  ctx.lineWidth = 1;
  ctx.strokeStyle = '#1b1510';
  if (edge === 'secret-door') {
    ctx.strokeStyle = style.color;
    ctx.lineWidth = 2;
    ctx.setLineDash([2, 1.5]);
    ctx.beginPath();
    ctx.moveTo(-PX / 2, 0);
    ctx.lineTo(PX / 2, 0);
    ctx.stroke();
    ctx.setLineDash([]);
    badge(ctx, style.color, 'S');
  } else if (edge === 'open-door') {
    // The leaf swung back on its hinge, the way through left clear.
    ctx.fillStyle = style.color;
    ctx.fillRect(-half, 0, thick * 0.7, half * 1.6);
    ctx.strokeRect(-half, 0, thick * 0.7, half * 1.6);
  } else {
    ctx.fillStyle = style.color;
    ctx.fillRect(-half, -thick / 2, half * 2, thick);
    ctx.strokeRect(-half, -thick / 2, half * 2, thick);
    if (edge === 'stuck-door') {
      ctx.fillStyle = '#ffd27a';
      ctx.beginPath();
      ctx.moveTo(-half * 0.2, thick / 2);
      ctx.lineTo(half * 0.35, thick / 2);
      ctx.lineTo(half * 0.35, thick * 1.6);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
    } else if (edge === 'locked-door') badge(ctx, '#f5d36b', 'keyhole');
    else if (edge === 'barred-door') {
      ctx.strokeStyle = '#d9d9d9';
      ctx.lineWidth = 1.6;
      ctx.beginPath();
      for (const x of [-half * 0.45, half * 0.45]) {
        ctx.moveTo(x, -thick * 1.4);
        ctx.lineTo(x, thick * 1.4);
      }
      ctx.stroke();
    }
  }
  ctx.restore();
}

function badge(ctx: CanvasRenderingContext2D, color: string, mark: 'S' | 'keyhole'): void {
  const r = PX * 0.2;
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#1b1510';
  ctx.lineWidth = 0.8;
  ctx.stroke();
  ctx.fillStyle = '#1b1510';
  if (mark === 'S') {
    ctx.font = `bold ${r * 1.6}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#fff';
    ctx.fillText('S', 0, r * 0.08);
  } else {
    ctx.beginPath();
    ctx.arc(0, -r * 0.25, r * 0.3, 0, Math.PI * 2);
    ctx.moveTo(-r * 0.18, -r * 0.1);
    ctx.lineTo(r * 0.18, -r * 0.1);
    ctx.lineTo(r * 0.3, r * 0.6);
    ctx.lineTo(-r * 0.3, r * 0.6);
    ctx.fill();
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
