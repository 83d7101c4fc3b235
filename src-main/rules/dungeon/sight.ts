import type { GridSquare } from '../../../src-shared/contract/place-key';
import { groundAt, inGrid, liveEdge, SQUARE_FEET, squareIndex, squaresBetween, STEPS, type DoorStates, type Grid } from '../../../src-shared/dungeon-grid';

/**
 * What a party sees of a level from the square it stands on: the squares its light
 * reaches that a straight line from its square meets without crossing a wall, a
 * closed door (a found secret door included) or solid rock. Seed 003 (Basic Fantasy
 * exploration), Light: a torch or lantern lights a 30' radius and dim light reaches
 * about 20' further, so the party sees as far as that dim edge; Mapping: the players
 * draw what they are shown, 10' squares at a time. Rock is never shown: a wall is known
 * by the floor beside it.
 */

/** Edges sight crosses: open floor and a door standing open. */
const SEE_THROUGH = new Set(['none', 'open-door']);

/** Whether sight passes from one square to the next along a line, the edge between them first. */
function passes(grid: Grid, doors: DoorStates, a: GridSquare, b: GridSquare): boolean {
  const step = STEPS.find((s) => s.dc === b.col - a.col && s.dr === b.row - a.row)!;
  return SEE_THROUGH.has(liveEdge(grid, doors, { col: a.col, row: a.row, side: step.side }));
}

/** A line from one square's centre to another's, stepping square by square, that nothing stops before the end. */
function clearLine(grid: Grid, doors: DoorStates, from: GridSquare, to: GridSquare, line: readonly GridSquare[]): boolean {
  let at = from;
  for (const next of line) {
    if (!passes(grid, doors, at, next)) return false;
    if ((next.col !== to.col || next.row !== to.row) && groundAt(grid, next.col, next.row) === 'rock') return false;
    at = next;
  }
  return true;
}

/** A line that grazes a corner may be drawn either way round it: a square is in sight when the line from the party or the line back to it is clear. */
function inLine(grid: Grid, doors: DoorStates, from: GridSquare, to: GridSquare): boolean {
  if (groundAt(grid, to.col, to.row) === 'rock') return false;
  const there = squaresBetween(from, to);
  const back = squaresBetween(to, from).reverse().slice(1).concat(to);
  return clearLine(grid, doors, from, to, there) || clearLine(grid, doors, from, to, back);
}

/**
 * The squares seen (row * width + col), the party's own always among them: those within
 * reach of its light, and those of a lit place (`lit`, an area with light of its own) at
 * any distance, each in a clear line.
 */
export function squaresInSight(grid: Grid, doors: DoorStates, from: GridSquare, reachFeet: number, lit: ReadonlySet<number> = new Set()): number[] {
  const here = squareIndex(grid, from.col, from.row);
  const seen = new Set([here]);
  const reach = Math.floor(reachFeet / SQUARE_FEET);
  for (let row = from.row - reach; row <= from.row + reach; row++) {
    for (let col = from.col - reach; col <= from.col + reach; col++) {
      if (!inGrid(grid, col, row) || Math.hypot(col - from.col, row - from.row) * SQUARE_FEET > reachFeet) continue;
      if (inLine(grid, doors, from, { col, row })) seen.add(squareIndex(grid, col, row));
    }
  }
  for (const sq of lit) {
    if (seen.has(sq)) continue;
    if (inLine(grid, doors, from, { col: sq % grid.width, row: Math.floor(sq / grid.width) })) seen.add(sq);
  }
  return [...seen];
}
