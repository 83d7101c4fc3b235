import { describe, expect, it } from 'vitest';
import { attackValue, rangeBand, rangeBandLimits } from './attack-value';
import type { Weapon } from './weapons';

const sword: Weapon = { name: 'broadsword', add: 1, type: 'cutting', minStrength: 12, handAndAHalf: true };
const bow: Weapon = { name: 'bow', add: 0, type: 'impaling' };
const ranged = (rangeUnits: number, extra = {}) => ({ ranged: { rangeUnits, speed: 2, ...extra } });

describe('attack value (001_d6872b0a781baa08.txt, "Attacks" and "Attack Modifiers")', () => {
  it('is combat skill plus the AG modifier', () => {
    const a = attackValue({ skillLevel: 4, agility: 13 });
    expect(a.at.total).toBe(5);
    expect(a.at.formula).toBe('AT = 4 (combat skill) + 1 (AG 13) = 5');
    expect(a.target).toBe('torso');
  });

  it('applies the maneuver and the situation', () => {
    const at = (extra: object) => attackValue({ skillLevel: 5, agility: 10, ...extra }).at.total;
    expect(at({ maneuver: 'guard' })).toBe(6);
    expect(at({ movedUnits: 1 })).toBe(5);
    expect(at({ movedUnits: 2 })).toBe(3);
    expect(at({ wildSwing: true })).toBe(3);
    expect(at({ offHand: true })).toBe(2);
    expect(at({ higher: true })).toBe(6);
    expect(at({ canSeeDefender: false })).toBe(1);
    expect(at({ secondaryAtMod: 2 })).toBe(7);
    expect(at({ other: [{ label: 'blessed', value: 1 }] })).toBe(6);
  });

  it('prices each hit location', () => {
    const at = (target: Parameters<typeof attackValue>[0]['target']) => attackValue({ skillLevel: 10, agility: 10, target }).at.total;
    expect([at('torso'), at('left-arm'), at('right-leg'), at('head'), at('heart'), at('groin')]).toEqual([10, 9, 9, 8, 8, 8]);
    expect([at('face'), at('left-hand'), at('right-foot'), at('neck'), at('left-eye'), at('weapon')]).toEqual([7, 7, 7, 6, 5, 8]);
    expect(attackValue({ skillLevel: 10, agility: 10, target: 'right-arm', farSide: true }).at.total).toBe(6);
  });

  it('a disarm goes for the weapon: -2, -2 more for the weapon, -2 more bare-handed', () => {
    const bare = attackValue({ skillLevel: 3, agility: 10, maneuver: 'disarm' });
    expect(bare).toMatchObject({ possible: true, target: 'weapon' });
    expect(bare.at.total).toBe(-3);
    const withSword = attackValue({ skillLevel: 3, agility: 10, strength: 12, maneuver: 'disarm', weapon: sword });
    expect(withSword.possible).toBe(false);
    expect(attackValue({ skillLevel: 3, agility: 10, maneuver: 'disarm', weapon: { ...bow, canDisarm: true } }).at.total).toBe(-1);
    expect(() => attackValue({ skillLevel: 3, agility: 10, maneuver: 'disarm', target: 'head' })).toThrow(/target must be weapon/);
  });

  it('costs 1 AT per point of ST under the weapon minimum; two hands lower the minimum by 2', () => {
    expect(attackValue({ skillLevel: 5, agility: 10, strength: 10, weapon: sword }).at.total).toBe(3);
    expect(attackValue({ skillLevel: 5, agility: 10, strength: 10, weapon: sword, twoHanded: true }).at.total).toBe(5);
    expect(attackValue({ skillLevel: 5, agility: 10, strength: 14, weapon: sword }).at.total).toBe(5);
    expect(() => attackValue({ skillLevel: 5, agility: 10, weapon: sword })).toThrow(/strength is needed/);
    expect(() => attackValue({ skillLevel: 5, agility: 10, weapon: bow, twoHanded: true })).toThrow(/handAndAHalf/);
  });
});

describe('ranged attack modifiers (001_d6872b0a781baa08.txt, "Attack Modifiers")', () => {
  it('reads the range chart at its edges', () => {
    const mod = (u: number) => rangeBand(u).modifier;
    expect([1, 2, 3, 5, 6, 10, 11, 16, 17, 25, 26, 40].map(mod)).toEqual([0, 0, -1, -1, -2, -2, -3, -3, -4, -4, -5, -5]);
  });

  it('extends the bands by x1.5, rounded to the nearest unit', () => {
    expect(rangeBandLimits(300)).toEqual([2, 5, 10, 16, 25, 40, 60, 90, 135, 203, 305]);
    expect([41, 60, 61, 90, 91, 135, 136, 203, 204].map((u) => rangeBand(u).modifier)).toEqual([-6, -6, -7, -7, -8, -8, -9, -9, -10]);
    expect(rangeBand(41)).toEqual({ from: 41, to: 60, modifier: -6 });
  });

  it('adds aim (+1 a turn, at most +3), cover (-3 each) and a moving target', () => {
    const at = (extra: object) => attackValue({ skillLevel: 5, agility: 10, weapon: bow }, ranged(2, extra)).at.total;
    expect(at({ aimTurns: 2 })).toBe(7);
    expect(at({ aimTurns: 5 })).toBe(8);
    expect(at({ obstructions: 2 })).toBe(-1);
    expect(at({ targetMovedUnits: 6 })).toBe(3);
    expect(attackValue({ skillLevel: 5, agility: 10, weapon: bow }, ranged(12)).at.formula).toBe('AT = 5 (combat skill) - 3 (range 12, band 11-16) = 2');
  });

  it('is impossible on an unseen target or beyond the maximum range', () => {
    expect(attackValue({ skillLevel: 5, agility: 10, weapon: bow, canSeeDefender: false }, ranged(5))).toMatchObject({ possible: false });
    expect(attackValue({ skillLevel: 5, agility: 10, weapon: bow }, ranged(31, { maxRangeUnits: 30 })).reason).toContain('maximum of 30');
    expect(attackValue({ skillLevel: 5, agility: 10, weapon: bow }, ranged(30, { maxRangeUnits: 30 })).possible).toBe(true);
  });
});
