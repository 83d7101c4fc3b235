import { useEffect, useLayoutEffect, useMemo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { HexMapData } from '../../../src-shared/hexmap/map-data';
import { drawHexMap } from './draw-hexmap';
import type { DayMarker, KeyGlyph, PartyMarker } from './frame';
import { recordFrame, startFrameLog, stopFrameLog, type FrameLog } from './frame-log';
import { rasterizeMap } from './map-rasters';
import { clampToMap, hexAtScreen, panBy, zoomAt, type HexViewport, type ScreenSize } from './viewport';

export interface HexMapCanvasProps {
  readonly map: HexMapData;
  /** Bump after painting the map's arrays in place, so the far-zoom bitmap is rebuilt. */
  readonly revision?: number;
  /** Controlled: the canvas reports every pan and zoom through onViewportChange. */
  readonly viewport: HexViewport;
  readonly onViewportChange: (viewport: HexViewport) => void;
  readonly onHexClick?: (index: number) => void;
  /** Given, a Shift+drag paints instead of panning: the hexes crossed arrive together when the button is released. */
  readonly onHexStroke?: (indices: number[]) => void;
  readonly onHover?: (index: number | null) => void;
  /** Hex indices in travel order, drawn as a line through their centres. */
  readonly route?: readonly number[];
  readonly dayMarkers?: readonly DayMarker[];
  readonly parties?: readonly PartyMarker[];
  readonly keyGlyphs?: readonly KeyGlyph[];
  readonly selectedHex?: number | null;
  /** Darkens hexes the players have not explored. */
  readonly dimUnexplored?: boolean;
  /** Writes each hex's col,row on it when hexes are big enough to hold it. */
  readonly showCoordinates?: boolean;
  /** Records each draw's duration on window.__lanternHexmapFrames, for e2e/hexmap-frames.spec.ts. */
  readonly measureFrames?: boolean;
  readonly className?: string;
  readonly label?: string;
}

const NONE: readonly never[] = [];
/** Pointer travel, in CSS pixels, below which a press and release is a click rather than a drag. */
const CLICK_SLOP = 4;
const KEY_PAN_FRACTION = 0.15;
const KEY_ZOOM = 1.25;
/** Wheel zoom per pixel of scroll: one 100 px notch zooms by about 16%. */
const WHEEL_ZOOM_RATE = 0.0015;

/**
 * The hex map on a canvas, drawn with viewport culling and three levels of
 * detail (see draw-hexmap.ts). Drag pans, the wheel zooms about the cursor,
 * arrows pan and +/- zoom when focused. Frames are drawn in requestAnimationFrame,
 * and only after something changed.
 */
export function HexMapCanvas(props: HexMapCanvasProps) {
  const { map, revision, viewport, dimUnexplored = false, measureFrames = false } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const propsRef = useRef(props);
  const viewRef = useRef(clampToMap(viewport, map.width, map.height));
  const seenViewportRef = useRef(viewport);
  const screenRef = useRef<ScreenSize>({ width: 0, height: 0 });
  const hoverRef = useRef<number | null>(null);
  const frameRef = useRef<number | null>(null);
  const logRef = useRef<FrameLog | null>(null);
  const dragRef = useRef<{ id: number; x: number; y: number; moved: boolean } | null>(null);
  const strokeRef = useRef<{ id: number; hexes: Set<number> } | null>(null);

  // `revision` is a dependency on purpose: it says the arrays changed in place.
  const rasters = useMemo(() => rasterizeMap(map, dimUnexplored), [map, revision, dimUnexplored]);
  const rastersRef = useRef(rasters);

  const draw = () => {
    frameRef.current = null;
    const canvas = canvasRef.current;
    const screen = screenRef.current;
    if (!canvas || screen.width === 0 || screen.height === 0) return;
    const dpr = window.devicePixelRatio || 1;
    const backingWidth = Math.round(screen.width * dpr);
    const backingHeight = Math.round(screen.height * dpr);
    if (canvas.width !== backingWidth || canvas.height !== backingHeight) {
      canvas.width = backingWidth;
      canvas.height = backingHeight;
    }
    const ctx = canvas.getContext('2d', { alpha: false });
    if (!ctx) return;
    const p = propsRef.current;
    const started = performance.now();
    const level = drawHexMap(ctx, {
      map: p.map,
      rasters: rastersRef.current,
      view: viewRef.current,
      screen,
      dpr,
      dimUnexplored: p.dimUnexplored ?? false,
      showCoordinates: p.showCoordinates ?? false,
      route: p.route ?? NONE,
      dayMarkers: p.dayMarkers ?? NONE,
      parties: p.parties ?? NONE,
      keyGlyphs: p.keyGlyphs ?? NONE,
      selectedHex: p.selectedHex ?? null,
      hoverHex: hoverRef.current,
    });
    const log = logRef.current;
    if (log) {
      // Canvas drawing is recorded and rasterised later; reading a pixel makes the raster part of this frame's time.
      ctx.getImageData(0, 0, 1, 1);
      recordFrame(log, performance.now() - started, level);
    }
  };
  const drawRef = useRef(draw);

  const requestDraw = () => {
    if (frameRef.current === null) frameRef.current = requestAnimationFrame(() => drawRef.current());
  };

  const setView = (next: HexViewport) => {
    const p = propsRef.current;
    const clamped = clampToMap(next, p.map.width, p.map.height);
    if (clamped === viewRef.current) return;
    viewRef.current = clamped;
    requestDraw();
    p.onViewportChange(clamped);
  };

  useLayoutEffect(() => {
    propsRef.current = props;
    drawRef.current = draw;
    rastersRef.current = rasters;
  });

  // Adopts a viewport the parent set itself: a new object that is not our own report coming back.
  // Every render may bring new overlays, so it also asks for a frame (at most one is pending).
  useEffect(() => {
    if (viewport !== seenViewportRef.current) {
      seenViewportRef.current = viewport;
      const current = viewRef.current;
      if (viewport.zoom !== current.zoom || viewport.center.x !== current.center.x || viewport.center.y !== current.center.y) {
        viewRef.current = clampToMap(viewport, map.width, map.height);
      }
    }
    requestDraw();
  });

  useEffect(() => {
    const canvas = canvasRef.current as HTMLCanvasElement;
    const observer = new ResizeObserver(([entry]) => {
      screenRef.current = { width: entry.contentRect.width, height: entry.contentRect.height };
      requestDraw();
    });
    observer.observe(canvas);
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 16 : event.deltaY;
      const rect = canvas.getBoundingClientRect();
      setView(zoomAt(viewRef.current, screenRef.current, event.clientX - rect.left, event.clientY - rect.top, Math.exp(-pixels * WHEEL_ZOOM_RATE)));
    };
    // React's wheel listener is passive, and a passive listener cannot stop the page from scrolling.
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      canvas.removeEventListener('wheel', onWheel);
      if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
      frameRef.current = null;
    };
    // Registered once: the listeners read everything through refs.
  }, []);

  useEffect(() => {
    if (!measureFrames) return;
    const log = startFrameLog();
    logRef.current = log;
    return () => {
      logRef.current = null;
      stopFrameLog(log);
    };
  }, [measureFrames]);

  const localPoint = (event: { clientX: number; clientY: number }) => {
    const rect = (canvasRef.current as HTMLCanvasElement).getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const setHover = (index: number | null) => {
    if (index === hoverRef.current) return;
    hoverRef.current = index;
    requestDraw();
    propsRef.current.onHover?.(index);
  };

  const hexAt = (x: number, y: number) => hexAtScreen(viewRef.current, screenRef.current, map.width, map.height, x, y);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    if (event.shiftKey && propsRef.current.onHexStroke) {
      const { x, y } = localPoint(event);
      const first = hexAt(x, y);
      strokeRef.current = { id: event.pointerId, hexes: new Set(first === null ? [] : [first]) };
      return;
    }
    dragRef.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = strokeRef.current;
    if (stroke && stroke.id === event.pointerId) {
      const { x, y } = localPoint(event);
      const index = hexAt(x, y);
      if (index !== null) stroke.hexes.add(index);
      setHover(index);
      return;
    }
    const drag = dragRef.current;
    if (drag && drag.id === event.pointerId) {
      const dx = event.clientX - drag.x;
      const dy = event.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
      if (!drag.moved) event.currentTarget.style.cursor = 'grabbing';
      dragRef.current = { ...drag, x: event.clientX, y: event.clientY, moved: true };
      setView(panBy(viewRef.current, dx, dy));
      return;
    }
    const { x, y } = localPoint(event);
    setHover(hexAt(x, y));
  };

  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = strokeRef.current;
    if (stroke && stroke.id === event.pointerId) {
      strokeRef.current = null;
      if (stroke.hexes.size > 0) propsRef.current.onHexStroke?.([...stroke.hexes]);
      return;
    }
    const drag = dragRef.current;
    if (!drag || drag.id !== event.pointerId) return;
    dragRef.current = null;
    event.currentTarget.style.cursor = 'grab';
    if (drag.moved) return;
    const { x, y } = localPoint(event);
    const index = hexAt(x, y);
    if (index !== null) propsRef.current.onHexClick?.(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const { width, height } = screenRef.current;
    const step = KEY_PAN_FRACTION * Math.min(width, height);
    const view = viewRef.current;
    const next: Record<string, () => HexViewport> = {
      ArrowLeft: () => panBy(view, step, 0),
      ArrowRight: () => panBy(view, -step, 0),
      ArrowUp: () => panBy(view, 0, step),
      ArrowDown: () => panBy(view, 0, -step),
      '+': () => zoomAt(view, screenRef.current, width / 2, height / 2, KEY_ZOOM),
      '=': () => zoomAt(view, screenRef.current, width / 2, height / 2, KEY_ZOOM),
      '-': () => zoomAt(view, screenRef.current, width / 2, height / 2, 1 / KEY_ZOOM),
      _: () => zoomAt(view, screenRef.current, width / 2, height / 2, 1 / KEY_ZOOM),
    };
    const move = next[event.key];
    if (!move || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    setView(move());
  };

  return (
    <canvas
      ref={canvasRef}
      className={props.className}
      style={{ display: 'block', width: '100%', height: '100%', touchAction: 'none', cursor: 'grab' }}
      tabIndex={0}
      role="application"
      aria-roledescription="hex map"
      aria-label={props.label ?? 'Hex map: drag or use the arrow keys to pan, the wheel or + and - to zoom'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        dragRef.current = null;
        strokeRef.current = null;
      }}
      onPointerLeave={() => setHover(null)}
      onKeyDown={onKeyDown}
    />
  );
}
