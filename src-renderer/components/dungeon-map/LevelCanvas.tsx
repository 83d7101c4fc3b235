import { useEffect, useMemo, useRef } from 'react';
import type { ImagePlacement } from '../../../src-shared/contract/levels';
import type { GridSide, GridSquare, WallRef } from '../../../src-shared/contract/place-key';
import { squaresBetween, type DoorStates, type Grid } from '../../../src-shared/dungeon-grid';
import { findPath, type WalkPath } from '../../../src-shared/dungeon-path';
import { drawDoor, edgesOf, paintLevel, PX } from './draw-level';
import { drawFoes, drawLight, drawParty, drawPath, type FoeToken, type LightRadius } from './tokens';

export interface MapArea {
  id: number;
  number: number;
  squares: readonly number[];
  /** Seen through a doorway but not walked into: drawn dimmed inside a dashed outline. */
  seenOnly?: boolean;
}

declare global {
  interface Window {
    /** Draw durations of the level map's frames, for the frame-time measurement (e2e/dungeon-frames.spec.ts). */
    __lanternLevelFrames?: number[];
  }
}

interface Props {
  grid: Grid;
  doors: DoorStates;
  areas: readonly MapArea[];
  party: GridSquare | null;
  /** The party's light around its token, in squares; null in darkness or when not shown. */
  light?: LightRadius | null;
  /** Foes the map may show, each group at a square with how many. */
  foes?: readonly FoeToken[];
  /** Whether a pointer resting on a square shows the walk there from the party, and its length. */
  walkPreview?: boolean;
  /** The squares to fit in the view when the level opens or this box changes (the explored part); the whole level otherwise. */
  fitTo?: { col0: number; row0: number; col1: number; row1: number } | null;
  selectedAreaId?: number | null;
  /** The module's map, drawn under the level where its placement puts it. */
  image?: { img: HTMLImageElement; placement: ImagePlacement } | null;
  /** What a press does: paint squares while dragging, pick an edge, or pick a square; a drag otherwise pans. */
  tool: 'paint' | 'edge' | 'square';
  onSquare?(sq: GridSquare, dragging: boolean): void;
  onEdge?(ref: WallRef): void;
  label: string;
}

interface View {
  x: number;
  y: number;
  zoom: number;
}

/** Where the image lies, in squares: its corner, and its size at its pixels per square (or stretched to the level's width). */
export function imageRect(img: { naturalWidth: number; naturalHeight: number }, p: ImagePlacement, levelWidth: number) {
  const perSquare = p.pxPerSquare ?? img.naturalWidth / levelWidth;
  return { col: p.offsetCol, row: p.offsetRow, cols: img.naturalWidth / perSquare, rows: img.naturalHeight / perSquare };
}

/** An area known only by sight: dimmed, and its outer edge dashed. */
function drawSeen(ctx: CanvasRenderingContext2D, squares: readonly number[], width: number): void {
  const inside = new Set(squares);
  ctx.fillStyle = 'rgba(38, 34, 30, 0.45)';
  for (const sq of squares) ctx.fillRect((sq % width) * PX, Math.floor(sq / width) * PX, PX, PX);
  ctx.strokeStyle = '#f0d080';
  ctx.lineWidth = 1.5;
  ctx.setLineDash([3, 2]);
  ctx.beginPath();
  const line = (x0: number, y0: number, x1: number, y1: number) => {
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
  };
  for (const sq of squares) {
    const x = (sq % width) * PX;
    const y = Math.floor(sq / width) * PX;
    const col = sq % width;
    if (!inside.has(sq - width)) line(x, y, x + PX, y);
    if (!inside.has(sq + width)) line(x, y + PX, x + PX, y + PX);
    if (col === 0 || !inside.has(sq - 1)) line(x, y, x, y + PX);
    if (col === width - 1 || !inside.has(sq + 1)) line(x + PX, y, x + PX, y + PX);
  }
  ctx.stroke();
  ctx.setLineDash([]);
}

/** A level's map: its picture painted once, then copied at the viewport's pan and zoom each frame, with areas and the party on top. */
export function LevelCanvas({ grid, doors, areas, party, light = null, foes = [], walkPreview = false, fitTo = null, selectedAreaId = null, image = null, tool, onSquare, onEdge, label }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const picture = useRef<HTMLCanvasElement | null>(null);
  const view = useRef<View>({ x: 0, y: 0, zoom: 1 });
  const frame = useRef(0);
  const doorList = useMemo(() => edgesOf(grid, doors).filter((e) => e.edge !== 'wall'), [grid, doors]);
  // The square under the pointer and the walk there from the party (null where there is no way).
  const hovered = useRef<GridSquare | null>(null);
  const hover = useRef<WalkPath | null>(null);
  const latest = useRef({ areas, party, selectedAreaId, grid, image, doorList, light, foes });
  latest.current = { areas, party, selectedAreaId, grid, image, doorList, light, foes };

  const draw = () => {
    const el = canvas.current;
    const pic = picture.current;
    if (!el || !pic) return;
    const t0 = performance.now();
    const ctx = el.getContext('2d')!;
    const { x, y, zoom } = view.current;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#26221e';
    ctx.fillRect(0, 0, el.width, el.height);
    ctx.imageSmoothingEnabled = zoom < 1;
    ctx.setTransform(zoom, 0, 0, zoom, x, y);
    const { areas: shown, party: at, selectedAreaId: selected, grid: g, image: under } = latest.current;
    if (under) {
      const rect = imageRect(under.img, under.placement, g.width);
      ctx.drawImage(under.img, rect.col * PX, rect.row * PX, rect.cols * PX, rect.rows * PX);
      el.dataset.imageRect = [rect.col, rect.row, rect.cols, rect.rows].map((n) => Math.round(n * 1000) / 1000).join(',');
      // The drawing goes over the module's map see-through, so the two can be lined up.
      ctx.globalAlpha = 0.55;
      ctx.drawImage(pic, 0, 0);
      ctx.globalAlpha = 1;
    } else {
      delete el.dataset.imageRect;
      ctx.drawImage(pic, 0, 0);
    }
    for (const a of shown) {
      if (a.squares.length === 0) continue;
      if (a.seenOnly) drawSeen(ctx, a.squares, g.width);
      if (a.id === selected) {
        ctx.fillStyle = 'rgba(255, 196, 0, 0.25)';
        for (const sq of a.squares) ctx.fillRect((sq % g.width) * PX, Math.floor(sq / g.width) * PX, PX, PX);
      }
      const first = a.squares[0];
      ctx.font = `bold ${PX}px sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = '#8a2b0f';
      ctx.fillText(String(a.number), (first % g.width) * PX + PX / 2, Math.floor(first / g.width) * PX + PX / 2);
    }
    for (const d of latest.current.doorList) drawDoor(ctx, d);
    if (at && latest.current.light) drawLight(ctx, at, latest.current.light);
    drawFoes(ctx, latest.current.foes);
    if (hover.current) drawPath(ctx, hover.current);
    if (at) drawParty(ctx, at);
    el.dataset.zoom = String(Math.round(zoom * 1000) / 1000);
    if (hover.current) el.dataset.hover = `${hover.current.feet}'`;
    else delete el.dataset.hover;
    const log = window.__lanternLevelFrames;
    if (log) {
      // A one-pixel read-back makes the measurement include rasterising the frame, not only issuing it.
      ctx.getImageData(0, 0, 1, 1);
      log.push(performance.now() - t0);
    }
  };

  const schedule = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      draw();
    });
  };

  // The picture is painted again only when the level's grid or doors change.
  useEffect(() => {
    picture.current ??= document.createElement('canvas');
    paintLevel(picture.current, grid, doors);
    schedule();
  }, [grid, doors]);

  useEffect(schedule, [areas, selectedAreaId, image, doorList, light, foes]);
  // The party moved: a walk shown from where it stood is gone.
  useEffect(() => {
    hover.current = null;
    hovered.current = null;
    schedule();
  }, [party?.col, party?.row]);

  // The canvas follows its box's size; a new level starts fitted into it.
  useEffect(() => {
    const el = canvas.current!;
    const fit = () => {
      el.width = el.clientWidth;
      el.height = el.clientHeight;
      schedule();
    };
    fit();
    const box = fitTo ?? { col0: 0, row0: 0, col1: grid.width - 1, row1: grid.height - 1 };
    const cols = box.col1 - box.col0 + 1;
    const rows = box.row1 - box.row0 + 1;
    const zoom = Math.min(el.width / (cols * PX), el.height / (rows * PX), 3);
    view.current = { zoom, x: (el.width - cols * PX * zoom) / 2 - box.col0 * PX * zoom, y: (el.height - rows * PX * zoom) / 2 - box.row0 * PX * zoom };
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
    // The box by its figures: a new object with the same bounds keeps the view the players have panned.
  }, [grid.width, grid.height, fitTo?.col0, fitTo?.row0, fitTo?.col1, fitTo?.row1]);

  const toGrid = (e: { clientX: number; clientY: number }) => {
    const rect = canvas.current!.getBoundingClientRect();
    const { x, y, zoom } = view.current;
    return { gx: (e.clientX - rect.left - x) / zoom / PX, gy: (e.clientY - rect.top - y) / zoom / PX };
  };
  const squareOf = (gx: number, gy: number): GridSquare | null => {
    const col = Math.floor(gx);
    const row = Math.floor(gy);
    return col >= 0 && row >= 0 && col < grid.width && row < grid.height ? { col, row } : null;
  };

  // The wheel zooms the map, not the page: React's wheel handler is passive and cannot keep the page still.
  useEffect(() => {
    const el = canvas.current!;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      const mx = e.clientX - rect.left;
      const my = e.clientY - rect.top;
      const { x, y, zoom } = view.current;
      const next = Math.min(Math.max(zoom * Math.exp(-e.deltaY * 0.0015), 0.1), 8);
      view.current = { zoom: next, x: mx - ((mx - x) * next) / zoom, y: my - ((my - y) * next) / zoom };
      schedule();
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  });

  const press = useRef<{ sx: number; sy: number; vx: number; vy: number; panning: boolean; painting: boolean; last: GridSquare | null } | null>(null);
  // Fingers on the map: two of them pinch to zoom about their midpoint (a phone has no wheel).
  const touches = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number; x: number; y: number; mx: number; my: number } | null>(null);

  /** The walk from the party to the square under the pointer, found once while the pointer stays on that square. */
  const preview = (sq: GridSquare | null) => {
    const was = hovered.current;
    if (sq && was && was.col === sq.col && was.row === sq.row) return;
    hovered.current = sq;
    const from = latest.current.party;
    hover.current = walkPreview && from && sq && (sq.col !== from.col || sq.row !== from.row) ? findPath(grid, doors, from, sq) : null;
    schedule();
  };

  return (
    <canvas
      ref={canvas}
      className="level-canvas"
      role="img"
      aria-label={label}
      data-testid="level-canvas"
      onContextMenu={(e) => e.preventDefault()}
      onPointerLeave={() => preview(null)}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        touches.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        if (touches.current.size === 2) {
          const [a, b] = [...touches.current.values()];
          const rect = e.currentTarget.getBoundingClientRect();
          pinch.current = { distance: Math.hypot(a.x - b.x, a.y - b.y), ...view.current, mx: (a.x + b.x) / 2 - rect.left, my: (a.y + b.y) / 2 - rect.top };
          press.current = null;
          return;
        }
        const painting = tool === 'paint' && e.button === 0 && !e.shiftKey;
        press.current = { sx: e.clientX, sy: e.clientY, vx: view.current.x, vy: view.current.y, panning: false, painting, last: null };
        if (painting) {
          const { gx, gy } = toGrid(e);
          const sq = squareOf(gx, gy);
          if (sq) onSquare?.(sq, false);
          press.current.last = sq;
        }
      }}
      onPointerMove={(e) => {
        if (touches.current.has(e.pointerId)) touches.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        const pinching = pinch.current;
        if (pinching && touches.current.size === 2) {
          const [a, b] = [...touches.current.values()];
          const next = Math.min(Math.max((pinching.zoom * Math.hypot(a.x - b.x, a.y - b.y)) / Math.max(pinching.distance, 1), 0.1), 8);
          view.current = { zoom: next, x: pinching.mx - ((pinching.mx - pinching.x) * next) / pinching.zoom, y: pinching.my - ((pinching.my - pinching.y) * next) / pinching.zoom };
          schedule();
          return;
        }
        const p = press.current;
        if (!p) {
          if (e.pointerType !== 'mouse') return;
          const { gx, gy } = toGrid(e);
          preview(squareOf(gx, gy));
          return;
        }
        if (p.painting) {
          const { gx, gy } = toGrid(e);
          const sq = squareOf(gx, gy);
          if (!sq) return;
          if (!p.last) onSquare?.(sq, true);
          else if (p.last.col !== sq.col || p.last.row !== sq.row) for (const between of squaresBetween(p.last, sq)) onSquare?.(between, true);
          p.last = sq;
          return;
        }
        if (!p.panning && Math.hypot(e.clientX - p.sx, e.clientY - p.sy) > 4) p.panning = true;
        if (p.panning) {
          view.current = { ...view.current, x: p.vx + e.clientX - p.sx, y: p.vy + e.clientY - p.sy };
          schedule();
        }
      }}
      onPointerCancel={(e) => {
        touches.current.delete(e.pointerId);
        pinch.current = null;
        press.current = null;
      }}
      onPointerUp={(e) => {
        touches.current.delete(e.pointerId);
        if (pinch.current) {
          // The pinch ends with its last finger; the one left behind does not click.
          if (touches.current.size === 0) pinch.current = null;
          return;
        }
        const p = press.current;
        press.current = null;
        if (!p || p.panning || p.painting) return;
        const { gx, gy } = toGrid(e);
        const sq = squareOf(gx, gy);
        if (!sq) return;
        if (tool === 'edge') {
          const fx = gx - sq.col;
          const fy = gy - sq.row;
          const sides: [GridSide, number][] = [['n', fy], ['s', 1 - fy], ['w', fx], ['e', 1 - fx]];
          const side = sides.reduce((best, s) => (s[1] < best[1] ? s : best))[0];
          onEdge?.({ ...sq, side });
        } else onSquare?.(sq, false);
      }}
    />
  );
}
