import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { bfrpgAdvancement } from './advancement-rules';

const fighter = { race: 'human', class: 'Fighter', level: 1, xp: 0, abilities: { str: 16, int: 10, wis: 9, dex: 12, con: 13, cha: 10 }, ac: 11 };

describe('Basic Fantasy advancement on a sheet (supplement A20, A17)', () => {
  it('a human fighter awarded 1,900 XP has 2,090 and may take 2nd level at 2,000', () => {
    const { sheet, gained, notes } = bfrpgAdvancement.award(fighter, 1900);
    expect(sheet.xp).toBe(2090);
    expect(gained).toBe(2090);
    expect(notes).toEqual(['+190 for a human (A20)']);
    expect(bfrpgAdvancement.standing(sheet)).toMatchObject({ xp: 2090, level: 1, nextLevelAt: 2000, canLevel: true });
  });

  it('levelling rolls the d8 plus the CON bonus into hit points', () => {
    const up = bfrpgAdvancement.levelUp({ ...fighter, xp: 2090 }, scriptedRng([5]));
    expect(up.sheet.level).toBe(2);
    expect(up.hpGained).toBe(6);
    expect(up.rolls.map((r) => [r.expression, r.total])).toEqual([['1d8', 5]]);
    expect(up.notes).toEqual(['Level 2 (A20): +6 HP (1d8 rolled 5, CON +1)']);
  });

  it('refuses a level the XP does not reach, and one past the table, naming the field', () => {
    expect(() => bfrpgAdvancement.levelUp({ ...fighter, xp: 1999 }, scriptedRng([]))).toThrow("xp: 1,999 XP is short of the 2,000 that level 2 needs (A20)");
    expect(() => bfrpgAdvancement.levelUp({ ...fighter, level: 20, xp: 9_000_000 }, scriptedRng([]))).toThrow('level: 20 is the last level in supplement A20');
  });

  it('saves left at the level defaults follow the new level; saves the GM set stay', () => {
    const gmSaves = { deathRay: 3, wands: 3, paralysis: 3, dragonBreath: 3, spells: 3 };
    expect(bfrpgAdvancement.levelUp({ ...fighter, xp: 2000, saves: gmSaves }, scriptedRng([1])).sheet.saves).toEqual(gmSaves);
  });

  it('a class the table lacks keeps its XP but cannot level by the table', () => {
    const paladin = { ...fighter, class: 'Paladin' };
    expect(bfrpgAdvancement.award(paladin, 100).sheet.xp).toBe(100);
    expect(bfrpgAdvancement.standing(paladin).canLevel).toBe(false);
  });
});
