import type { DetailLevel } from './draw-hexmap';

/**
 * Draw durations for the frame-time measurement (e2e/hexmap-frames.spec.ts).
 * A ring buffer: sample k lives at k % capacity, so a long session keeps the
 * latest `capacity` frames without growing.
 */
export interface FrameLog {
  readonly durations: Float64Array;
  /** The level of detail each frame was drawn at, in the same slots. */
  readonly levels: DetailLevel[];
  /** Frames recorded so far, including those overwritten. */
  count: number;
}

declare global {
  interface Window {
    __lanternHexmapFrames?: FrameLog;
  }
}

const CAPACITY = 4096;

/** Installs a fresh log on window, replacing any earlier one. */
export function startFrameLog(): FrameLog {
  const log: FrameLog = { durations: new Float64Array(CAPACITY), levels: new Array<DetailLevel>(CAPACITY), count: 0 };
  window.__lanternHexmapFrames = log;
  return log;
}

export function recordFrame(log: FrameLog, ms: number, level: DetailLevel): void {
  const slot = log.count % CAPACITY;
  log.durations[slot] = ms;
  log.levels[slot] = level;
  log.count++;
}

export function stopFrameLog(log: FrameLog): void {
  if (window.__lanternHexmapFrames === log) delete window.__lanternHexmapFrames;
}
