import { describe, expect, it } from 'vitest';
import { createHexMap, indexOf, offsetOf, TERRAIN_CODE, type HexTerrain } from '../../../src-shared/hexmap';
import { DEFAULT_SIGHT, hexesInSight, hexesSeenAlong, SIGHT_SOURCE } from './sight';

// No rules text gives sight over a hex map (seed 003, Basic Fantasy's exploration chapter,
// speaks only of light and darkvision underground), so every figure tested here is
// Lantern's own default, and the table says so.

const map = (fill: HexTerrain) => {
  const m = createHexMap(11, 11);
  m.terrain.fill(TERRAIN_CODE[fill]);
  return m;
};
const centre = indexOf(11, 5, 5);
const at = (col: number, row: number) => indexOf(11, col, row);

describe("sight by terrain (Lantern's own default)", () => {
  it('says the figures are Lantern\'s own', () => {
    expect(SIGHT_SOURCE).toMatch(/^Lantern's own default/);
  });

  it('on clear land a party sees its own hex and the 6 around it', () => {
    expect(hexesInSight(map('clear'), centre)).toHaveLength(7);
  });

  it('in forest only its own hex; in swamp and jungle the same', () => {
    for (const t of ['forest', 'swamp', 'jungle'] as const) expect(hexesInSight(map(t), centre)).toEqual([centre]);
  });

  it('from hills 2 hexes out (19 hexes), from mountains 3 (37), plus the hills and mountains farther off', () => {
    expect(DEFAULT_SIGHT.hills.sees).toBe(2);
    // Hills everywhere: each hill stands out 1 more hex, so from a hill the party sees 3 rings of hills.
    expect(hexesInSight(map('hills'), centre)).toHaveLength(1 + 6 + 12 + 18);
    const plainWithHill = map('plains');
    plainWithHill.terrain[centre] = TERRAIN_CODE.hills;
    expect(hexesInSight(plainWithHill, centre)).toHaveLength(19);
  });

  it('a mountain is seen 2 hexes farther off than the land around it: from clear land, 3 hexes away', () => {
    const m = map('clear');
    m.terrain[at(8, 5)] = TERRAIN_CODE.mountains;
    m.terrain[at(9, 5)] = TERRAIN_CODE.mountains;
    const seen = hexesInSight(m, centre).map((i) => offsetOf(11, i));
    expect(seen).toContainEqual({ col: 8, row: 5 });
    expect(seen).not.toContainEqual({ col: 9, row: 5 });
    expect(seen).not.toContainEqual({ col: 7, row: 5 });
  });

  it('the GM\'s table changes it: clear land seeing 2 hexes', () => {
    const table = { ...DEFAULT_SIGHT, clear: { sees: 2, standsOut: 0 } };
    expect(hexesInSight(map('clear'), centre, table)).toHaveLength(19);
  });

  it('at the map\'s edge only hexes on the map are seen', () => {
    expect(hexesInSight(map('clear'), at(0, 0)).sort((a, b) => a - b)).toEqual([at(0, 0), at(1, 0), at(0, 1)]);
  });

  it('along a path, what is seen from every hex walked through, once each', () => {
    const seen = hexesSeenAlong(map('clear'), [at(4, 4), at(5, 4)]);
    expect(seen.size).toBe(10);
  });
});
