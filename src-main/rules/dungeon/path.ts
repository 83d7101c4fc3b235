import { inGrid, liveEdge, SQUARE_FEET, standable, STEPS, groundAt, type DoorStates, type Edge, type Grid } from '../../../src-shared/dungeon-grid';
import type { GridSquare, WallRef } from '../../../src-shared/contract/place-key';

/**
 * Walking a level: the shortest way over open squares and through doors, square by
 * square (no diagonals: a 10-foot square's neighbours share a side), each step 10'.
 * Seed 003 (Basic Fantasy exploration), Mapping: the map is drawn in 10' squares.
 */

export interface WalkPath {
  /** Every square from the start (first) to the goal (last). */
  readonly squares: readonly GridSquare[];
  readonly feet: number;
}

/** Edges a walk may go through, maybe stopping there; walls and undiscovered secret doors are solid. */
const passable = (e: Edge) => e !== 'wall' && e !== 'secret-door';

/**
 * Breadth-first over the grid, in typed arrays so a 200 x 200 level (40,000 squares)
 * allocates four small buffers and no object per square. Null when the goal cannot be reached.
 */
export function findPath(grid: Grid, doors: DoorStates, from: GridSquare, to: GridSquare): WalkPath | null {
  if (!inGrid(grid, to.col, to.row) || !standable(groundAt(grid, to.col, to.row))) return null;
  if (!inGrid(grid, from.col, from.row)) return null;
  const n = grid.width * grid.height;
  const cameFrom = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  const start = from.row * grid.width + from.col;
  const goal = to.row * grid.width + to.col;
  cameFrom[start] = start;
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  while (head < tail) {
    const at = queue[head++];
    if (at === goal) break;
    const col = at % grid.width;
    const row = (at - col) / grid.width;
    for (const step of STEPS) {
      const c = col + step.dc;
      const r = row + step.dr;
      if (!inGrid(grid, c, r)) continue;
      const next = r * grid.width + c;
      if (cameFrom[next] !== -1) continue;
      if (!standable(groundAt(grid, c, r))) continue;
      if (!passable(liveEdge(grid, doors, { col, row, side: step.side }))) continue;
      cameFrom[next] = at;
      queue[tail++] = next;
    }
  }
  if (cameFrom[goal] === -1) return null;
  const squares: GridSquare[] = [];
  for (let at = goal; ; at = cameFrom[at]) {
    squares.push({ col: at % grid.width, row: Math.floor(at / grid.width) });
    if (at === start) break;
  }
  squares.reverse();
  return { squares, feet: (squares.length - 1) * SQUARE_FEET };
}

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
