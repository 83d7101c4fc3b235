import { EDGES, GROUNDS, groundAt, inGrid, liveEdge, SQUARE_FEET, standable, STEPS, type DoorStates, type Edge, type Grid } from '../../../src-shared/dungeon-grid';
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

const WALL = EDGES.indexOf('wall');
const SECRET = EDGES.indexOf('secret-door');
const ROCK = GROUNDS.indexOf('rock');
const PIT = GROUNDS.indexOf('pit');

/** Play's door changes by the byte they override in the grid (a square's north or west edge). */
function doorSlots(grid: Grid, doors: DoorStates): Map<number, number> {
  const slots = new Map<number, number>();
  for (const [ref, edge] of Object.entries(doors)) {
    const [c, r, side] = ref.split(',');
    const col = Number(c);
    const row = Number(r);
    if (inGrid(grid, col, row)) slots.set((row * grid.width + col) * 3 + (side === 'n' ? 1 : 2), EDGES.indexOf(edge));
  }
  return slots;
}

/**
 * Breadth-first over the grid's bytes, in typed arrays, so a 200 x 200 level (40,000
 * squares) allocates two buffers and no object or string per square. Null when the
 * goal cannot be reached.
 */
export function findPath(grid: Grid, doors: DoorStates, from: GridSquare, to: GridSquare): WalkPath | null {
  if (!inGrid(grid, to.col, to.row) || !standable(groundAt(grid, to.col, to.row))) return null;
  if (!inGrid(grid, from.col, from.row)) return null;
  const { width, height, cells } = grid;
  const overrides = doorSlots(grid, doors);
  const edge = (slot: number) => overrides.get(slot) ?? cells[slot];
  const open = (slot: number) => {
    const e = overrides.size === 0 ? cells[slot] : edge(slot);
    return e !== WALL && e !== SECRET;
  };
  const floor = (at: number) => cells[at * 3] !== ROCK && cells[at * 3] !== PIT;
  const cameFrom = new Int32Array(width * height).fill(-1);
  const queue = new Int32Array(width * height);
  const start = from.row * width + from.col;
  const goal = to.row * width + to.col;
  cameFrom[start] = start;
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  const visit = (next: number, at: number) => {
    if (cameFrom[next] !== -1 || !floor(next)) return;
    cameFrom[next] = at;
    queue[tail++] = next;
  };
  while (head < tail) {
    const at = queue[head++];
    if (at === goal) break;
    const col = at % width;
    // The edge crossed going north or west is this square's own; going south or east, the next square's.
    if (at >= width && open(at * 3 + 1)) visit(at - width, at);
    if (col + 1 < width && open((at + 1) * 3 + 2)) visit(at + 1, at);
    if (at + width < width * height && open((at + width) * 3 + 1)) visit(at + width, at);
    if (col > 0 && open(at * 3 + 2)) visit(at - 1, at);
  }
  if (cameFrom[goal] === -1) return null;
  const squares: GridSquare[] = [];
  for (let at = goal; ; at = cameFrom[at]) {
    squares.push({ col: at % width, row: Math.floor(at / width) });
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
