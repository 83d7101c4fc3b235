import { describe, expect, it } from 'vitest';
import { characterAttackBonus, monsterAttackBonus, monsterXp, weaponOf } from './combat-tables';
import { classSaves } from './saves';
import { defaultSaveTargets } from './character-defaults';
import { bfrpgRuleset } from './ruleset';

describe('attack bonus (supplement A11)', () => {
  it('by class and level, combination classes taking the better column, level 0 a normal man', () => {
    expect(characterAttackBonus('Fighter', 1)).toBe(1);
    expect(characterAttackBonus('Fighter', 4)).toBe(3);
    expect(characterAttackBonus('Fighter', 20)).toBe(10);
    expect(characterAttackBonus('Cleric', 3)).toBe(2);
    expect(characterAttackBonus('Thief', 20)).toBe(8);
    expect(characterAttackBonus('Magic-User', 9)).toBe(4);
    expect(characterAttackBonus('Fighter/Magic-User', 4)).toBe(3);
    expect(characterAttackBonus('Fighter', 0)).toBe(0);
  });

  it('monsters by whole Hit Dice; under 1 HD is +0, 9 HD is +8, 32 or more +16', () => {
    expect([0.5, 1, 3.5, 9, 12, 19, 30].map(monsterAttackBonus)).toEqual([0, 1, 3, 8, 10, 12, 15]);
  });
});

describe('weapons (supplement A13)', () => {
  it('by catalogue key or by name', () => {
    expect(weaponOf('battle-axe', 'x')).toMatchObject({ damage: '1d8', melee: true, ranges: null });
    expect(weaponOf('', 'Longbow')).toMatchObject({ damage: '1d8', melee: false, ranges: [70, 140, 210] });
    expect(weaponOf('sling', 'Sling')).toMatchObject({ damage: '1d4', strengthAtRange: true, ranges: [30, 60, 90] });
  });
});

describe('saving throws by class and level (supplement A14)', () => {
  it('reads each class table, the better of a combination class, normal man at level 0', () => {
    expect(classSaves('Cleric', 1)).toEqual({ 'death-ray': 11, wands: 12, paralysis: 14, 'dragon-breath': 16, spells: 15 });
    expect(classSaves('Magic-User', 9)).toEqual({ 'death-ray': 11, wands: 11, paralysis: 10, 'dragon-breath': 14, spells: 12 });
    expect(classSaves('Thief', 20)).toEqual({ 'death-ray': 6, wands: 8, paralysis: 8, 'dragon-breath': 6, spells: 8 });
    expect(classSaves('Fighter/Magic-User', 1)).toEqual({ 'death-ray': 12, wands: 13, paralysis: 13, 'dragon-breath': 15, spells: 15 });
    expect(classSaves('Fighter', 0)).toEqual(classSaves('Bard', 5));
  });

  it('a new sheet takes its class row less the race bonus (A9): a dwarf Fighter 2', () => {
    expect(defaultSaveTargets('dwarf', 2, 'Fighter')).toEqual({ 'death-ray': 7, wands: 8, paralysis: 10, 'dragon-breath': 12, spells: 12 });
  });
});

describe('experience for monsters (supplement A17)', () => {
  it('by Hit Dice, one bonus per asterisk, and the rule above 25 HD', () => {
    expect(monsterXp(0.5)).toBe(10);
    expect(monsterXp(1)).toBe(25);
    expect(monsterXp(2, 2)).toBe(125);
    expect(monsterXp(27, 1)).toBe(9000 + 1500 + 325 + 50);
  });
});

describe('0 HP on the sheet (supplement A18)', () => {
  const at = (hp: number, zeroHp?: 'dead' | 'negative-hp') => {
    const rules = bfrpgRuleset({ magicalTraps: 'search-normally', ...(zeroHp && { zeroHp }) });
    return rules.conditions(rules.profile({ race: 'human', class: 'Fighter', level: 1, abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 }, ac: 11 }, { hp: { current: hp, max: 8 }, fp: null }));
  };
  it('is dead by the rule as written, dying under an optional rule, and nothing above 0', () => {
    expect(at(0).map((c) => c.id)).toEqual(['dead']);
    expect(at(-3, 'negative-hp').map((c) => c.id)).toEqual(['dying']);
    expect(at(1)).toEqual([]);
  });
});
