import { describe, expect, it } from 'vitest';
import { emptyGrid, setEdge, setGround, type Grid } from '../../../src-shared/dungeon-grid';
import { LIGHT_KINDS } from '../../../src-shared/light-kinds';
import { squaresInSight } from './sight';

/** A grid drawn from rows of characters: '.' floor, '#' rock. */
function draw(rows: string[]): Grid {
  const g = emptyGrid(rows[0].length, rows.length);
  rows.forEach((line, r) => [...line].forEach((ch, c) => ch === '.' && setGround(g, c, r, 'floor')));
  return g;
}

/** The seen squares as "col,row", sorted, for reading. */
const named = (g: Grid, seen: number[]) => seen.map((i) => `${i % g.width},${Math.floor(i / g.width)}`).sort();
const columnsOf = (g: Grid, seen: number[]) => [...new Set(seen.map((i) => i % g.width))].sort((a, b) => a - b);

// Seed 003 (Basic Fantasy exploration), Light: a torch or lantern lights 30 feet around it, and a dimmer
// glow reaches some 20 feet past that. The light kinds in src-shared carry those figures.
const TORCH = LIGHT_KINDS.torch;

describe("what the party's light shows (seed 003, Light)", () => {
  it('the torch figures are the seed\'s: 30 feet bright, dim to 50', () => {
    expect([TORCH.brightRadius, TORCH.dimRadius]).toEqual([30, 50]);
  });

  it('an 80-foot corridor lit by one torch is seen only as far as the dim edge of its light, 50 feet', () => {
    // Eight squares of corridor, 80 feet, the party at its west end.
    const g = draw(['##########', '#........#', '##########']);
    const seen = squaresInSight(g, {}, { col: 1, row: 1 }, TORCH.dimRadius);
    expect(columnsOf(g, seen)).toEqual([1, 2, 3, 4, 5, 6]);
    // Rock beside the corridor is not shown: the walls are drawn from the floor beside them.
    expect(seen.every((i) => Math.floor(i / g.width) === 1)).toBe(true);
    // A taper candle (5 feet, dim to 10) shows one square on.
    expect(columnsOf(g, squaresInSight(g, {}, { col: 1, row: 1 }, LIGHT_KINDS.candle.dimRadius))).toEqual([1, 2]);
    // In darkness the party knows the square it stands on.
    expect(named(g, squaresInSight(g, {}, { col: 1, row: 1 }, 0))).toEqual(['1,1']);
  });

  it('stops at a wall, a closed door and a found secret door, and passes an open door', () => {
    const g = draw(['.....']);
    const at = { col: 0, row: 0 };
    const door = { col: 2, row: 0, side: 'w' } as const;
    setEdge(g, door, 'secret-door');
    expect(named(g, squaresInSight(g, {}, at, 50))).toEqual(['0,0', '1,0']);
    // Found, it is a closed door: the room behind stays unseen until it is opened.
    expect(named(g, squaresInSight(g, { '2,0,w': 'door' }, at, 50))).toEqual(['0,0', '1,0']);
    expect(named(g, squaresInSight(g, { '2,0,w': 'stuck-door' }, at, 50))).toEqual(['0,0', '1,0']);
    expect(named(g, squaresInSight(g, { '2,0,w': 'open-door' }, at, 50))).toEqual(['0,0', '1,0', '2,0', '3,0', '4,0']);
    setEdge(g, door, 'wall');
    expect(named(g, squaresInSight(g, {}, at, 50))).toEqual(['0,0', '1,0']);
  });

  it('does not see round a corner or through rock, but sees into a room through its doorway', () => {
    // A corridor running east, turning north at its end into a room; rock between.
    const g = draw(['#...#', '#...#', '##.##', '.....']);
    const seen = named(g, squaresInSight(g, {}, { col: 0, row: 3 }, 50));
    // Along the corridor: all five squares. Round the corner up the doorway: nothing of the room.
    expect(seen).toEqual(['0,3', '1,3', '2,3', '3,3', '4,3']);
    // Below the doorway, straight up into the room; in the doorway, the whole room.
    expect(named(g, squaresInSight(g, {}, { col: 2, row: 3 }, 50))).toEqual(expect.arrayContaining(['2,2', '2,1', '2,0']));
    expect(named(g, squaresInSight(g, {}, { col: 2, row: 2 }, 50))).toEqual(expect.arrayContaining(['1,1', '2,1', '3,1', '1,0', '2,0', '3,0', '2,3']));
  });

  it('a lit room is seen whole in a clear line, however far and whatever the party carries, but not through a closed door', () => {
    // A corridor (row 0) opening at 1,1 into a hall lit by braziers (rows 2-4), 40 feet deep.
    const g = draw(['#.#####', '#.#####', '.......', '.......', '.......']);
    const hall = new Set([2, 3, 4].flatMap((r) => [0, 1, 2, 3, 4, 5, 6].map((c) => r * 7 + c)));
    const dark = named(g, squaresInSight(g, {}, { col: 1, row: 0 }, 0, hall));
    // In the dark, from the corridor's end: its own square, and the hall where a line reaches through the opening.
    expect(dark).toEqual(expect.arrayContaining(['1,0', '1,2', '1,3', '1,4', '0,4', '2,4']));
    expect(dark).not.toContain('1,1');
    expect(dark).not.toContain('6,2');
    setEdge(g, { col: 1, row: 2, side: 'n' }, 'door');
    expect(named(g, squaresInSight(g, {}, { col: 1, row: 0 }, 0, hall))).toEqual(['1,0']);
  });
});
