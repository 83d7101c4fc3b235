import { describe, expect, it } from 'vitest';
import { wallRefOf } from './contract/place-key';
import { edgeAt, emptyGrid, liveEdge, setEdge, squaresBetween } from './dungeon-grid';

const walk = (from: [number, number], to: [number, number]) => squaresBetween({ col: from[0], row: from[1] }, { col: to[0], row: to[1] }).map((s) => [s.col, s.row]);

describe('the squares a quick stroke crosses', () => {
  it('along a row: every square after the start, the end included', () => {
    expect(walk([2, 5], [6, 5])).toEqual([
      [3, 5],
      [4, 5],
      [5, 5],
      [6, 5],
    ]);
    expect(walk([6, 5], [3, 5])).toEqual([
      [5, 5],
      [4, 5],
      [3, 5],
    ]);
  });

  it('on a slant: the squares the line from centre to centre enters, each sharing a side with the one before', () => {
    const steps = walk([0, 0], [3, 2]);
    expect(steps).toEqual([
      [1, 0],
      [1, 1],
      [2, 1],
      [2, 2],
      [3, 2],
    ]);
    const path = [[0, 0], ...steps];
    for (let i = 1; i < path.length; i++) expect(Math.abs(path[i][0] - path[i - 1][0]) + Math.abs(path[i][1] - path[i - 1][1])).toBe(1);
  });

  it('a diagonal goes across a column first at each corner, and the same square is no stroke at all', () => {
    expect(walk([4, 4], [2, 2])).toEqual([
      [3, 4],
      [3, 3],
      [2, 3],
      [2, 2],
    ]);
    expect(walk([1, 1], [1, 1])).toEqual([]);
  });
});

describe('an edge has two names and one place in the grid', () => {
  it("a square's east and south sides are its neighbours' west and north, read, written and keyed alike; the outer border is a wall", () => {
    const g = emptyGrid(4, 3);
    expect(setEdge(g, { col: 1, row: 1, side: 'e' }, 'door')).toBe(true);
    expect(setEdge(g, { col: 2, row: 0, side: 's' }, 'secret-door')).toBe(true);
    expect(edgeAt(g, { col: 2, row: 1, side: 'w' })).toBe('door');
    expect(edgeAt(g, { col: 2, row: 1, side: 'n' })).toBe('secret-door');
    expect(edgeAt(g, { col: 1, row: 1, side: 'n' })).toBe('none');
    expect(wallRefOf({ col: 1, row: 1, side: 'e' })).toBe('2,1,w');
    expect(wallRefOf({ col: 2, row: 0, side: 's' })).toBe('2,1,n');
    expect(liveEdge(g, { '2,1,w': 'open-door' }, { col: 1, row: 1, side: 'e' })).toBe('open-door');
    expect(edgeAt(g, { col: 3, row: 2, side: 'e' })).toBe('wall');
    expect(edgeAt(g, { col: 3, row: 2, side: 's' })).toBe('wall');
    expect(setEdge(g, { col: 3, row: 2, side: 's' }, 'door')).toBe(false);
  });
});
