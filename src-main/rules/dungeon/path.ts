import { liveEdge, SQUARE_FEET, STEPS, type DoorStates, type Edge, type Grid } from '../../../src-shared/dungeon-grid';
import type { WalkPath } from '../../../src-shared/dungeon-path';
import type { WallRef } from '../../../src-shared/contract/place-key';

/** Doors a walk cannot simply go through: a closed one is opened, the others forced (barred ones only from the far side). */
export type BlockingDoor = 'door' | 'stuck-door' | 'locked-door' | 'barred-door';
const BLOCKING: ReadonlySet<Edge> = new Set<Edge>(['door', 'stuck-door', 'locked-door', 'barred-door']);

export interface DoorStop {
  /** How many steps of the path are walked before the door. */
  readonly steps: number;
  readonly door: WallRef;
  readonly kind: BlockingDoor;
}

/** The first closed door along a path, where the walk stops before it. */
export function firstClosedDoor(grid: Grid, doors: DoorStates, path: WalkPath): DoorStop | null {
  for (let i = 1; i < path.squares.length; i++) {
    const a = path.squares[i - 1];
    const b = path.squares[i];
    const step = STEPS.find((s) => s.dc === b.col - a.col && s.dr === b.row - a.row)!;
    const door: WallRef = { col: a.col, row: a.row, side: step.side };
    const edge = liveEdge(grid, doors, door);
    if (BLOCKING.has(edge)) return { steps: i - 1, door, kind: edge as BlockingDoor };
  }
  return null;
}

/**
 * Squares walked in a span at a pace per turn (feet), never more than the path has:
 * the party stands where the clock stopped it.
 */
export function squaresWalked(feetPerTurn: number, seconds: number, secondsPerTurn: number): number {
  return Math.floor((feetPerTurn * seconds) / secondsPerTurn / SQUARE_FEET + 1e-9);
}
