import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { DAILY_RATIONS, DAILY_WATER_QUARTS, deprivationDay } from './survival';

describe('dungeon survival (003_8f80a070c789886f.txt, "Dungeon Survival")', () => {
  it("one day's rations and a quart of water per day", () => {
    expect(DAILY_RATIONS).toBe(1);
    expect(DAILY_WATER_QUARTS).toBe(1);
  });

  it('fed and watered: nothing happens', () => {
    expect(deprivationDay(0, 0, scriptedRng([]))).toEqual({ hpLoss: 0, hungerLoss: 0, healingBlocked: false });
  });

  it('no food: the first two days pass without effect', () => {
    expect(deprivationDay(1, 0, scriptedRng([]))).toMatchObject({ hpLoss: 0, healingBlocked: false });
    expect(deprivationDay(2, 0, scriptedRng([]))).toMatchObject({ hpLoss: 0, healingBlocked: false });
  });

  it('no food: from the third day, 1 HP a day and natural healing stops', () => {
    expect(deprivationDay(3, 0, scriptedRng([]))).toEqual({ hpLoss: 1, hungerLoss: 1, healingBlocked: true });
    expect(deprivationDay(10, 0, scriptedRng([]))).toMatchObject({ hpLoss: 1, healingBlocked: true });
  });

  it("a full day's food (counter back to 0) restores healing", () => {
    expect(deprivationDay(0, 0, scriptedRng([])).healingBlocked).toBe(false);
  });

  it('no water: 1d4 after the first day, healing lost with that first die', () => {
    const day = deprivationDay(0, 1, scriptedRng([3]));
    expect(day).toMatchObject({ hpLoss: 3, hungerLoss: 0, healingBlocked: true });
    expect(day.thirstRoll?.expression).toBe('1d4');
    expect(day.thirstRoll?.dice[0].faces).toEqual([3]);
  });

  it('no water: another 1d4 every day after', () => {
    expect(deprivationDay(0, 2, scriptedRng([4])).hpLoss).toBe(4);
    expect(deprivationDay(0, 5, scriptedRng([1])).hpLoss).toBe(1);
  });

  it('both at once add up', () => {
    expect(deprivationDay(4, 2, scriptedRng([2]))).toMatchObject({ hpLoss: 3, hungerLoss: 1, healingBlocked: true });
  });
});
