import { describe, expect, it } from 'vitest';
import { emptyGrid, setEdge, setGround, type Grid } from '../../../src-shared/dungeon-grid';
import { findPath } from '../../../src-shared/dungeon-path';
import { firstClosedDoor, squaresWalked } from './path';

/** A grid drawn from rows of characters: '.' floor, '#' rock. */
function draw(rows: string[]): Grid {
  const g = emptyGrid(rows[0].length, rows.length);
  rows.forEach((line, r) => [...line].forEach((ch, c) => ch === '.' && setGround(g, c, r, 'floor')));
  return g;
}

// Seed 003 (Basic Fantasy exploration), Mapping: the party's map is drawn in 10' squares,
// so a walk is counted square by square, 10' each, along the corridors it can use.
describe('walking the map (seed 003, Mapping)', () => {
  it('goes around rock, 10 feet a square', () => {
    const g = draw(['.....', '####.', '.....']);
    const path = findPath(g, {}, { col: 0, row: 0 }, { col: 0, row: 2 })!;
    expect(path.feet).toBe(100);
    expect(path.squares[0]).toEqual({ col: 0, row: 0 });
    expect(path.squares.at(-1)).toEqual({ col: 0, row: 2 });
  });

  it('finds no way through a wall or an undiscovered secret door, and goes through once it is found', () => {
    const g = draw(['..']);
    setEdge(g, { col: 1, row: 0, side: 'w' }, 'wall');
    expect(findPath(g, {}, { col: 0, row: 0 }, { col: 1, row: 0 })).toBeNull();
    setEdge(g, { col: 1, row: 0, side: 'w' }, 'secret-door');
    expect(findPath(g, {}, { col: 0, row: 0 }, { col: 1, row: 0 })).toBeNull();
    expect(findPath(g, { '1,0,w': 'door' }, { col: 0, row: 0 }, { col: 1, row: 0 })!.feet).toBe(10);
  });

  it('stops before the first closed door (seed 003, Doors): stuck, locked or merely shut, but not an open one', () => {
    const g = draw(['....']);
    setEdge(g, { col: 1, row: 0, side: 'e' }, 'stuck-door');
    const path = findPath(g, {}, { col: 0, row: 0 }, { col: 3, row: 0 })!;
    expect(firstClosedDoor(g, {}, path)).toEqual({ steps: 1, door: { col: 1, row: 0, side: 'e' }, kind: 'stuck-door' });
    expect(firstClosedDoor(g, { '2,0,w': 'open-door' }, path)).toBeNull();
  });

  it('walks 120 feet a turn at the normal exploring pace (seed 003, Movement: 3 x 40\' a round)', () => {
    expect(squaresWalked(120, 600, 600)).toBe(12);
    expect(squaresWalked(120, 300, 600)).toBe(6);
  });

  it('refuses a goal on rock or a pit', () => {
    const g = draw(['.#']);
    expect(findPath(g, {}, { col: 0, row: 0 }, { col: 1, row: 0 })).toBeNull();
    setGround(g, 1, 0, 'pit');
    expect(findPath(g, {}, { col: 0, row: 0 }, { col: 1, row: 0 })).toBeNull();
  });
});
