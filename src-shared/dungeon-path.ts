import { EDGES, GROUNDS, groundAt, inGrid, SQUARE_FEET, standable, type DoorStates, type Grid } from './dungeon-grid';
import type { GridSquare } from './contract/place-key';

/**
 * Walking a level: the shortest way over open squares and through doors, square by
 * square (no diagonals: a 10-foot square's neighbours share a side), each step 10'.
 * Seed 003 (Basic Fantasy exploration), Mapping: the map is drawn in 10' squares. Shared: the
 * host walks it, and the GM's map shows it under the pointer before the click.
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

