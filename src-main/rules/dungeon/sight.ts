import type { GridSquare } from '../../../src-shared/contract/place-key';
import { EDGES, GROUNDS, groundAt, inGrid, SQUARE_FEET, squareIndex, stepLine, type DoorStates, type Grid } from '../../../src-shared/dungeon-grid';

/**
 * What a party sees of a level from the square it stands on: the squares its light
 * reaches that a straight line from its square meets without crossing a wall, a
 * closed door (a found secret door included) or solid rock. Seed 003 (Basic Fantasy
 * exploration), Light: a torch or lantern lights a 30' radius and dim light reaches
 * about 20' further, so the party sees as far as that dim edge; Mapping: the players
 * draw what they are shown, 10' squares at a time. Rock is never shown: a wall is known
 * by the floor beside it.
 */

const NONE = EDGES.indexOf('none');
const OPEN_DOOR = EDGES.indexOf('open-door');
const ROCK = GROUNDS.indexOf('rock');

/**
 * The squares seen (row * width + col), the party's own always among them: those within
 * reach of its light, and those of a lit place (`lit`, an area with light of its own) at
 * any distance, each in a clear line. Sight crosses open floor and a door standing open.
 * Worked on the grid's bytes, with no object or string a square: a walk looks about from
 * every square it crosses.
 */
export function squaresInSight(grid: Grid, doors: DoorStates, from: GridSquare, reachFeet: number, lit: ReadonlySet<number> = new Set()): number[] {
  const { width, cells } = grid;
  const overrides = new Map<number, number>();
  for (const [ref, edge] of Object.entries(doors)) {
    const [c, r, side] = ref.split(',');
    if (inGrid(grid, Number(c), Number(r))) overrides.set((Number(r) * width + Number(c)) * 3 + (side === 'n' ? 1 : 2), EDGES.indexOf(edge));
  }
  /** Whether sight passes the edge between two neighbouring squares: a square stores its own north and west edges. */
  const passes = (a: number, b: number) => {
    const d = b - a;
    const slot = d === -width ? a * 3 + 1 : d === width ? b * 3 + 1 : d === -1 ? a * 3 + 2 : b * 3 + 2;
    const edge = overrides.get(slot) ?? cells[slot];
    return edge === NONE || edge === OPEN_DOOR;
  };
  /** A straight line square by square (as `squaresBetween` steps), stopped by an edge or by rock before its end. */
  const clear = (fc: number, fr: number, tc: number, tr: number) => {
    let at = fr * width + fc;
    const end = tr * width + tc;
    return stepLine(fc, fr, tc, tr, (col, row) => {
      const next = row * width + col;
      if (!passes(at, next) || (next !== end && cells[next * 3] === ROCK)) return false;
      at = next;
      return true;
    });
  };
  // A line that grazes a corner may be drawn either way round it: the line from the party or the line back to it will do.
  const inLine = (col: number, row: number) => groundAt(grid, col, row) !== 'rock' && (clear(from.col, from.row, col, row) || clear(col, row, from.col, from.row));

  const seen = new Set([squareIndex(grid, from.col, from.row)]);
  const reach = Math.floor(reachFeet / SQUARE_FEET);
  for (let row = from.row - reach; row <= from.row + reach; row++) {
    for (let col = from.col - reach; col <= from.col + reach; col++) {
      if (!inGrid(grid, col, row) || Math.hypot(col - from.col, row - from.row) * SQUARE_FEET > reachFeet) continue;
      if (inLine(col, row)) seen.add(row * width + col);
    }
  }
  for (const sq of lit) if (!seen.has(sq) && inLine(sq % width, Math.floor(sq / width))) seen.add(sq);
  return [...seen];
}
