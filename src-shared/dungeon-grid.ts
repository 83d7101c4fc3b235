import { storedEdge, wallRefOf, type WallRef } from './contract/place-key';

/**
 * A dungeon level's grid of 10-foot squares, as the host stores it and the editor
 * draws it: three bytes a square (its ground, then its north and west edges). An
 * east or south edge is the west or north edge of the next square; the grid's own
 * border is solid rock.
 */

export const SQUARE_FEET = 10;
export const MAX_LEVEL_SIDE = 200;
const BYTES = 3;

export const GROUNDS = ['rock', 'floor', 'water', 'pit', 'stairs-up', 'stairs-down'] as const;
export type Ground = (typeof GROUNDS)[number];

/** `door` is closed but opens freely; the others say how it is held or hidden. */
export const EDGES = ['none', 'wall', 'door', 'open-door', 'stuck-door', 'locked-door', 'barred-door', 'secret-door'] as const;
export type Edge = (typeof EDGES)[number];
export const isDoor = (e: Edge) => e !== 'none' && e !== 'wall';

export interface Grid {
  readonly width: number;
  readonly height: number;
  readonly cells: Uint8Array;
}

export const emptyGrid = (width: number, height: number): Grid => ({ width, height, cells: new Uint8Array(width * height * BYTES) });
export const inGrid = (g: Grid, col: number, row: number) => col >= 0 && row >= 0 && col < g.width && row < g.height;
export const squareIndex = (g: Grid, col: number, row: number) => row * g.width + col;

export function groundAt(g: Grid, col: number, row: number): Ground {
  return inGrid(g, col, row) ? GROUNDS[g.cells[squareIndex(g, col, row) * BYTES]] ?? 'rock' : 'rock';
}

export function setGround(g: Grid, col: number, row: number, ground: Ground): void {
  g.cells[squareIndex(g, col, row) * BYTES] = GROUNDS.indexOf(ground);
}

/** The stored square and slot of an edge, or null for the outer border. */
function slotOf(g: Grid, ref: WallRef): number | null {
  // Read without spelling the edge out: a path search reads an edge for every step it weighs.
  const { col, row, side } = storedEdge(ref);
  if (!inGrid(g, col, row)) return null;
  return squareIndex(g, col, row) * BYTES + (side === 'n' ? 1 : 2);
}

/** The edge as drawn; the east and south border of the grid read as a wall. */
export function edgeAt(g: Grid, ref: WallRef): Edge {
  const slot = slotOf(g, ref);
  return slot === null ? 'wall' : (EDGES[g.cells[slot]] ?? 'none');
}

export function setEdge(g: Grid, ref: WallRef, edge: Edge): boolean {
  const slot = slotOf(g, ref);
  if (slot === null) return false;
  g.cells[slot] = EDGES.indexOf(edge);
  return true;
}

/** An edge with play's changes over the drawing (a door forced open, a secret door found). */
export type DoorStates = Readonly<Record<string, Edge>>;
export const liveEdge = (g: Grid, doors: DoorStates, ref: WallRef): Edge => doors[wallRefOf(ref)] ?? edgeAt(g, ref);

/** The edge crossed stepping from a square to its neighbour in a direction. */
export const STEPS = [
  { side: 'n', dc: 0, dr: -1 },
  { side: 'e', dc: 1, dr: 0 },
  { side: 's', dc: 0, dr: 1 },
  { side: 'w', dc: -1, dr: 0 },
] as const;

/**
 * The squares a straight stroke from one square to another passes through, each
 * sharing a side with the one before (the start left out, the end included): a quick
 * drag reports a pointer position a frame, often several squares apart, and the
 * squares between are painted too.
 */
export function squaresBetween(from: { col: number; row: number }, to: { col: number; row: number }): { col: number; row: number }[] {
  const out: { col: number; row: number }[] = [];
  stepLine(from.col, from.row, to.col, to.row, (col, row) => {
    out.push({ col, row });
    return true;
  });
  return out;
}

/**
 * Steps the straight line between two squares as `squaresBetween` lists them, calling `visit` with each;
 * `visit` stops it by answering false. Answers whether the line ran to its end. Sight follows the same line.
 */
export function stepLine(fromCol: number, fromRow: number, toCol: number, toRow: number, visit: (col: number, row: number) => boolean): boolean {
  const dc = Math.abs(toCol - fromCol);
  const dr = Math.abs(toRow - fromRow);
  const sc = Math.sign(toCol - fromCol);
  const sr = Math.sign(toRow - fromRow);
  let col = fromCol;
  let row = fromRow;
  // Steps along whichever axis the line from centre to centre crosses next; a tie goes across columns first.
  for (let i = 0, j = 0; i < dc || j < dr; ) {
    if ((0.5 + i) * dr <= (0.5 + j) * dc) {
      col += sc;
      i += 1;
    } else {
      row += sr;
      j += 1;
    }
    if (!visit(col, row)) return false;
  }
  return true;
}

export const standable = (ground: Ground) => ground !== 'rock' && ground !== 'pit';

const GROUND_CHARS: Record<Ground, string> = { rock: '#', floor: '.', water: '~', pit: 'o', 'stairs-up': '<', 'stairs-down': '>' };
const CHAR_GROUND = new Map(Object.entries(GROUND_CHARS).map(([g, ch]) => [ch, g as Ground]));

/** The ground as one line of characters a row (# rock, . floor, ~ water, o pit, < up, > down), for a level's JSON. */
export function groundRows(g: Grid): string[] {
  const rows: string[] = [];
  for (let r = 0; r < g.height; r++) {
    let line = '';
    for (let c = 0; c < g.width; c++) line += GROUND_CHARS[groundAt(g, c, r)];
    rows.push(line);
  }
  return rows;
}

/** The character at a square that is not a ground, or null when every character reads. */
export function badGroundChar(rows: readonly string[]): { row: number; col: number; char: string } | null {
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < rows[r].length; c++) if (!CHAR_GROUND.has(rows[r][c])) return { row: r, col: c, char: rows[r][c] };
  }
  return null;
}

export function groundFromChar(ch: string): Ground {
  return CHAR_GROUND.get(ch) ?? 'rock';
}

/** Every drawn edge that is not open floor, each once, by its stored name. */
export function drawnEdges(g: Grid): { col: number; row: number; side: 'n' | 'w'; edge: Edge }[] {
  const out: { col: number; row: number; side: 'n' | 'w'; edge: Edge }[] = [];
  for (let r = 0; r < g.height; r++) {
    for (let c = 0; c < g.width; c++) {
      const i = squareIndex(g, c, r) * BYTES;
      if (g.cells[i + 1]) out.push({ col: c, row: r, side: 'n', edge: EDGES[g.cells[i + 1]] });
      if (g.cells[i + 2]) out.push({ col: c, row: r, side: 'w', edge: EDGES[g.cells[i + 2]] });
    }
  }
  return out;
}
