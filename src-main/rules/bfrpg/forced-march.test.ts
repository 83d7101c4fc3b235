import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { forcedMarchDay, RESTED } from './forced-march';

describe('forced march (003_8f80a070c789886f.txt, "Overland Travel"; supplement A6)', () => {
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
