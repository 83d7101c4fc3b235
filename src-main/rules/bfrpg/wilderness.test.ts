import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { checkLost, forcedMarchDay, milesPerDay, RESTED, TERRAIN_MULTIPLIERS, travelDay, type Terrain } from './wilderness';
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

describe('forced march (003_8f80a070c789886f.txt, "Overland Travel"; supplement A6)', () => {
  it('12 hours a day and +50% distance: 24 -> 36 miles; forest 16 -> 24', () => {
    expect(travelDay(plan([40], 'clear', true))).toMatchObject({ milesPerDay: 36, hoursPerDay: 12 });
    expect(travelDay(plan([40], 'forest', true)).milesPerDay).toBe(24);
  });

  const fighter = { deathRaySave: 12, constitution: 16 }; // CON 16: +2

  it('the first day costs nothing and rolls nothing', () => {
    const day = forcedMarchDay(RESTED, fighter, scriptedRng([]));
    expect(day).toEqual({ state: { consecutiveDays: 1, saveFailed: false }, damage: 0 });
  });

  it('each later day: a save vs. Death Ray with the CON bonus avoids the 1d6', () => {
    const day = forcedMarchDay({ consecutiveDays: 1, saveFailed: false }, fighter, scriptedRng([10]));
    expect(day.save).toMatchObject({ natural: 10, total: 12, target: 12, success: true });
    expect(day).toMatchObject({ damage: 0, state: { consecutiveDays: 2, saveFailed: false } });
  });

  it('a failed save deals 1d6 and ends the saves for that marcher', () => {
    const failed = forcedMarchDay({ consecutiveDays: 1, saveFailed: false }, fighter, scriptedRng([9, 5]));
    expect(failed.save).toMatchObject({ total: 11, success: false });
    expect(failed).toMatchObject({ damage: 5, state: { consecutiveDays: 2, saveFailed: true } });
    expect(failed.damageRoll?.dice[0].faces).toEqual([5]);
    // Next day: no save is rolled, only the damage die (a scripted 20 would otherwise be used as the save).
    const next = forcedMarchDay(failed.state, fighter, scriptedRng([2]));
    expect(next.save).toBeUndefined();
    expect(next).toMatchObject({ damage: 2, state: { consecutiveDays: 3, saveFailed: true } });
  });

  it('a day of rest restarts the progression', () => {
    expect(RESTED).toEqual({ consecutiveDays: 0, saveFailed: false });
    expect(forcedMarchDay(RESTED, fighter, scriptedRng([])).damage).toBe(0);
  });
});

describe('becoming lost (003_8f80a070c789886f.txt, "Becoming Lost")', () => {
  it('no roll when following a road, river or landmark', () => {
    const rng = scriptedRng([]);
    expect(checkLost({ followingLandmarks: true, leaderDeathRaySave: 12, leaderWisdom: 10 }, rng)).toEqual({
      lost: false,
      secret: true,
    });
  });

  it("trackless: a secret save vs. Death Ray adjusted by the leader's Wisdom", () => {
    // WIS 16 (+2) turns a natural 10 against 12 into a success; WIS 6 (-1) turns a 12 into a failure.
    expect(checkLost({ followingLandmarks: false, leaderDeathRaySave: 12, leaderWisdom: 16 }, scriptedRng([10]))).toMatchObject({
      lost: false,
      secret: true,
      save: { total: 12 },
    });
    expect(checkLost({ followingLandmarks: false, leaderDeathRaySave: 12, leaderWisdom: 6 }, scriptedRng([12]))).toMatchObject({
      lost: true,
      save: { total: 11 },
    });
  });
});
