import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { FIGHTER_LEVEL_1_SAVES, NORMAL_MAN_SAVES, RACIAL_SAVE_BONUS, savingThrow } from './saves';

describe('saving throws (supplement A9)', () => {
  it('level 1 Fighter and normal man defaults', () => {
    expect(FIGHTER_LEVEL_1_SAVES).toEqual({ 'death-ray': 12, wands: 13, paralysis: 14, 'dragon-breath': 15, spells: 17 });
    expect(NORMAL_MAN_SAVES).toEqual({ 'death-ray': 13, wands: 14, paralysis: 15, 'dragon-breath': 16, spells: 18 });
  });

  it('dwarves and halflings: +4 vs Death Ray, Wands, Paralysis, Spells; +3 vs Breath', () => {
    for (const race of ['dwarf', 'halfling'] as const) {
      expect(RACIAL_SAVE_BONUS[race]).toEqual({ 'death-ray': 4, wands: 4, paralysis: 4, 'dragon-breath': 3, spells: 4 });
    }
  });

  it('elves: +1 vs Paralysis, +2 vs Wands and Spells; humans nothing', () => {
    expect(RACIAL_SAVE_BONUS.elf).toEqual({ 'death-ray': 0, wands: 2, paralysis: 1, 'dragon-breath': 0, spells: 2 });
    expect(Object.values(RACIAL_SAVE_BONUS.human).every((b) => b === 0)).toBe(true);
  });

  it('d20 plus modifiers at or above the target saves', () => {
    expect(savingThrow(12, 0, scriptedRng([12]))).toMatchObject({ success: true, natural: 12, total: 12 });
    expect(savingThrow(12, 0, scriptedRng([11])).success).toBe(false);
    expect(savingThrow(12, 4, scriptedRng([8]))).toMatchObject({ success: true, total: 12 });
  });

  it('a natural 20 always saves, a natural 1 always fails', () => {
    expect(savingThrow(25, 0, scriptedRng([20])).success).toBe(true);
    expect(savingThrow(2, 10, scriptedRng([1])).success).toBe(false);
  });
});
