import { describe, expect, it } from 'vitest';
import { classesOf, experienceEarned, hitDieSides, hitPointsGained, levelForXp, levelHitPoints, MAX_LEVEL, xpForLevel } from './advancement';

describe('class advancement (supplement A20)', () => {
  it.each([
    ['Cleric', 2, 1500],
    ['Fighter', 2, 2000],
    ['Magic-User', 2, 2500],
    ['Thief', 2, 1250],
    ['Fighter', 9, 240000],
    ['Cleric', 20, 1170000],
    ['Magic-User', 20, 1950000],
    ['Thief', 10, 225000],
  ])('%s needs the table figure for level %i', (name, level, xp) => {
    expect(xpForLevel(classesOf(name), level)).toBe(xp);
  });

  it('a combination class needs both columns: Fighter/Magic-User 4,500 and Magic-User/Thief 3,750 for 2nd level', () => {
    expect(xpForLevel(classesOf('Fighter/Magic-User'), 2)).toBe(4500);
    expect(xpForLevel(classesOf('magic user / thief'), 2)).toBe(3750);
  });

  it('a fighter at 1,999 XP is 1st level, at 2,000 XP 2nd (A20)', () => {
    expect(levelForXp(['fighter'], 1999)).toBe(1);
    expect(levelForXp(['fighter'], 2000)).toBe(2);
    expect(levelForXp(['fighter'], 99_000_000)).toBe(MAX_LEVEL);
  });

  it('refuses a level past the table and a class it does not know, naming the field', () => {
    expect(() => xpForLevel(['fighter'], 21)).toThrow('level: must be 1 to 20');
    expect(() => classesOf('Paladin', 'sheet.class')).toThrow(/^sheet\.class: "Paladin" is not a class/);
  });

  it('hit dice by class, capped at d6 for Elves and Halflings; combinations as A20 says', () => {
    expect(hitDieSides(['fighter'], 'human')).toBe(8);
    expect(hitDieSides(['fighter'], 'halfling')).toBe(6);
    expect(hitDieSides(['cleric'], 'dwarf')).toBe(6);
    expect(hitDieSides(['magic-user'], 'elf')).toBe(4);
    expect(hitDieSides(['fighter', 'magic-user'], 'elf')).toBe(6);
    expect(hitDieSides(['magic-user', 'thief'], 'elf')).toBe(4);
  });

  it('a level up to 9th rolls a die plus the CON bonus, at least 1; from 10th a fixed amount', () => {
    expect(levelHitPoints(['fighter'], 'human', 2, 16)).toEqual({ dice: '1d8', bonus: 2, fixed: 0 });
    expect(levelHitPoints(['thief'], 'human', 10, 18)).toEqual({ dice: null, bonus: 0, fixed: 2 });
    expect(levelHitPoints(['cleric'], 'human', 11, 18)).toEqual({ dice: null, bonus: 0, fixed: 1 });
    expect(hitPointsGained(1, -2)).toBe(1);
    expect(hitPointsGained(5, 1)).toBe(6);
    expect(() => levelHitPoints(['fighter'], 'human', 21, 10)).toThrow('level: must be 2 to 20');
  });

  it('humans add 10% to what they earn (A20)', () => {
    expect(experienceEarned({ classes: ['fighter'], race: 'human', level: 1, xp: 0, award: 444 })).toEqual({ xp: 488, gained: 488, capped: false, humanBonus: 44 });
    expect(experienceEarned({ classes: ['fighter'], race: 'dwarf', level: 1, xp: 0, award: 444 }).xp).toBe(444);
  });

  it('no more than one level from one award: XP stops 1 short of the level after next (A17)', () => {
    expect(experienceEarned({ classes: ['fighter'], race: 'dwarf', level: 1, xp: 0, award: 10_000 })).toEqual({ xp: 3999, gained: 3999, capped: true, humanBonus: 0 });
  });
});
