import { describe, expect, it } from 'vitest';
import { milesPerDay, TERRAIN_MULTIPLIERS, travelDay, type Terrain } from './overland-day';
import { ratioValue } from './ratio';

const plan = (feet: number[], terrain: Terrain, forcedMarch = false) => ({
  memberMilesPerDay: feet.map(milesPerDay),
  terrain,
  forcedMarch,
  byAir: false,
});

describe('wilderness movement (supplement A5)', () => {
  it.each([
    [10, 6],
    [20, 12],
    [30, 18],
    [40, 24],
    [50, 30],
    [120, 72],
  ])("%i' of encounter movement gives %i miles a day", (feet, miles) => {
    expect(milesPerDay(feet)).toBe(miles);
  });

  it('a group moves at its slowest member\'s rate (003_8f80a070c789886f.txt, "Wilderness Movement Rates")', () => {
    const day = travelDay(plan([40, 20, 30], 'clear'));
    expect(day).toMatchObject({ milesPerDay: 12, slowestMember: 1, hoursPerDay: 8 });
  });
});

describe('terrain (supplement A6)', () => {
  it.each([
    ['jungle', 1 / 3],
    ['mountains', 1 / 3],
    ['swamp', 1 / 3],
    ['desert', 2 / 3],
    ['forest', 2 / 3],
    ['hills', 2 / 3],
    ['clear', 1],
    ['plains', 1],
    ['trail', 1],
    ['road', 4 / 3],
  ] as const)('%s x%d', (terrain, multiplier) => {
    expect(ratioValue(TERRAIN_MULTIPLIERS[terrain])).toBeCloseTo(multiplier, 15);
  });

  it("forest x2/3: 40' gives exactly 16 miles instead of 24", () => {
    expect(travelDay(plan([40], 'forest')).milesPerDay).toBe(16);
  });

  it("a paved road: 30' gives 24 miles; swamp: 10' gives exactly 2", () => {
    expect(travelDay(plan([30], 'road')).milesPerDay).toBe(24);
    expect(travelDay(plan([10], 'swamp')).milesPerDay).toBe(2);
  });

  it('needs at least one member', () => {
    expect(() => travelDay({ memberMilesPerDay: [], terrain: 'clear', forcedMarch: false, byAir: false })).toThrow(RangeError);
  });
});

describe('forced march pace (003_8f80a070c789886f.txt, "Overland Travel"; supplement A6)', () => {
  it('12 hours a day and +50% distance: 24 -> 36 miles; forest 16 -> 24', () => {
    expect(travelDay(plan([40], 'clear', true))).toMatchObject({ milesPerDay: 36, hoursPerDay: 12 });
    expect(travelDay(plan([40], 'forest', true)).milesPerDay).toBe(24);
  });
});
