import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { damageExpression, damageToObject, rollDamage, woundDamage } from './damage';
import type { Weapon } from './weapons';

const broadsword: Weapon = { name: 'broadsword', add: 1, type: 'cutting' };
const bastard: Weapon = { name: 'bastard sword', add: 1, type: 'cutting', minStrength: 12, handAndAHalf: true };

describe('damage rolls (001_d6872b0a781baa08.txt, "Damage")', () => {
  it('adds the weapon to the ST base damage', () => {
    const d = damageExpression({ strength: 12, weapon: broadsword });
    expect(d.expression).toBe('1d+3');
    expect(d.formula).toBe('damage adds = 2 (ST 12 base 1d+2) + 1 (broadsword) = 3 -> 1d+3 cut');
    expect(damageExpression({ strength: 14, weapon: { name: 'long sword', add: 0, type: 'cutting' } }).expression).toBe('2d');
  });

  it('bare hands do -4 cr', () => {
    expect(damageExpression({ strength: 10 })).toMatchObject({ expression: '1d-4', type: 'crushing' });
  });

  it('adds the combat skill bonus and the charge bonus', () => {
    expect(damageExpression({ strength: 10, skillBonus: 2, chargeUnits: 10 }).expression).toBe('1d');
    expect(damageExpression({ strength: 10, chargeUnits: 4 }).expression).toBe('1d-4');
  });

  it('figures damage from at most min ST + 5', () => {
    const d = damageExpression({ strength: 16, weapon: { name: 'mace', add: 0, type: 'crushing', minStrength: 8 } });
    expect(d).toMatchObject({ expression: '1d+3', damageStrength: 13 });
    expect(d.formula).toContain('ST 16 counts as 13 (min ST 8 + 5)');
    expect(damageExpression({ strength: 13, weapon: { name: 'mace', add: 0, type: 'crushing', minStrength: 8 } }).expression).toBe('1d+3');
  });

  it('two-handed use of a hand-and-a-half weapon: min ST -2 and damage +1', () => {
    // Min ST 12 becomes 10, so ST 17 counts as 15 (2d+1), then +1 weapon +1 two-handed.
    expect(damageExpression({ strength: 17, weapon: bastard, twoHanded: true }).expression).toBe('2d+3');
    expect(damageExpression({ strength: 17, weapon: bastard }).expression).toBe('2d+4');
  });

  it('rolls fixed-dice weapons as written', () => {
    const pistol: Weapon = { name: 'pistol', dice: '2d6+1', type: 'impaling' };
    expect(damageExpression({ strength: 8, weapon: pistol }).expression).toBe('2d6+1');
    const aimed = damageExpression({ strength: 8, weapon: pistol, skillBonus: 1 });
    expect(aimed.expression).toBe('2d6+1+1');
    expect(aimed.formula).toBe('damage = 2d6+1 (pistol) + 1 (skill) -> 2d6+1+1 imp');
  });

  it('never deals less than 0, and keeps the faces', () => {
    const r = rollDamage({ strength: 10 }, scriptedRng([2]));
    expect(r.roll.total).toBe(-2);
    expect(r.total).toBe(0);
    expect(rollDamage({ strength: 12, weapon: broadsword }, scriptedRng([6])).total).toBe(9);
  });
});

describe('damage against the defender (001_d6872b0a781baa08.txt, "Damage Type" and "Hit Location")', () => {
  const hit = (extra: Partial<Parameters<typeof woundDamage>[0]>) =>
    woundDamage({ rolled: 8, type: 'cutting', location: 'torso', armourDr: 3, ...extra }).damage;

  it('subtracts DR; cutting needs nothing more', () => {
    expect(hit({})).toBe(5);
    expect(hit({ rolled: 2 })).toBe(0);
  });

  it('armour-piercing halves armour DR (rounded down) but not natural DR', () => {
    expect(hit({ armourDr: 5, armourPiercing: true })).toBe(6);
    expect(hit({ armourDr: 4, naturalDr: 2, armourPiercing: true })).toBe(4);
  });

  it('the skull adds 2 DR to the head', () => {
    expect(hit({ location: 'head' })).toBe(3);
    expect(hit({ location: 'face' })).toBe(5);
  });

  it('impaling: x1.5 to heart or groin after DR, halved on limbs', () => {
    expect(hit({ type: 'impaling', location: 'heart' })).toBe(7);
    expect(hit({ type: 'impaling', location: 'groin', armourDr: 2 })).toBe(9);
    expect(hit({ type: 'impaling', location: 'left-arm' })).toBe(2);
    expect(hit({ type: 'impaling', location: 'right-foot' })).toBe(2);
    expect(hit({ type: 'impaling' })).toBe(5);
  });

  it('DM takes its percentage off after DR', () => {
    expect(hit({ dm: 50 })).toBe(2);
    expect(hit({ dm: 100 })).toBe(0);
    expect(() => hit({ dm: 101 })).toThrow(/dm must be 100 or less/);
  });
});

describe('damage to objects (001_d6872b0a781baa08.txt, "Damage to Objects")', () => {
  it('breaks only when damage exceeds the object HP', () => {
    expect(damageToObject({ damage: 10, type: 'cutting', objectHp: 10 }).breaks).toBe(false);
    expect(damageToObject({ damage: 11, type: 'crushing', objectHp: 10 }).breaks).toBe(true);
  });

  it('impaling does half', () => {
    expect(damageToObject({ damage: 21, type: 'impaling', objectHp: 10 })).toMatchObject({ effective: 10, breaks: false });
    expect(damageToObject({ damage: 22, type: 'impaling', objectHp: 10, objectName: 'shield' })).toMatchObject({ effective: 11, breaks: true });
  });
});
