import { describe, expect, it } from 'vitest';
import { encumberedDodge, encumberedMove, encumbrance, encumbranceLevel, encumbranceLimits, encumbrancePenalty } from './encumbrance';

const carry = (weight: number) => encumbrance({ weight, basicLift: 20, basicMove: 5, dodge: 8 });

describe('encumbrance levels (000_4b7986e803b19dcc.txt, "Encumbrance and Move")', () => {
  it('each band ends at its multiple of Basic Lift, inclusive', () => {
    const levels = [0, 20, 20.5, 40, 41, 60, 61, 120, 121, 200].map((w) => encumbranceLevel(w, 20));
    expect(levels).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('Move x0.8/0.6/0.4/0.2 and Dodge -1 to -4, fractions dropped', () => {
    expect([carry(20).move, carry(20).dodge]).toEqual([5, 8]);
    expect([carry(40).move, carry(40).dodge]).toEqual([4, 7]);
    expect([carry(60).move, carry(60).dodge]).toEqual([3, 6]);
    expect([carry(120).move, carry(120).dodge]).toEqual([2, 5]);
    expect([carry(200).move, carry(200).dodge]).toEqual([1, 4]);
    expect([1, 2, 3, 4].map((level) => encumberedMove(6, level))).toEqual([4, 3, 2, 1]);
  });

  it('never takes Move or Dodge below 1', () => {
    expect(encumberedMove(4, 4)).toBe(1); // 0.8
    expect(encumberedDodge(4, 4)).toBe(1);
    expect(encumberedMove(0, 2)).toBe(0);
    const e = encumbrance({ weight: 200, basicLift: 20, basicMove: 4, dodge: 8 });
    expect(e.moveFormula).toBe('Move = Basic Move 4 x 0.2 without fractions = 1 (raised to the minimum of 1)');
  });

  it('over 10 x BL up to 15 x BL: carried on the back at 1 FP a second, moving as Extra-Heavy', () => {
    const e = carry(201);
    expect(e).toMatchObject({ level: 5, id: 'overloaded', move: 1, dodge: 4, fpPerSecond: 1, canMove: true, penalty: 4 });
    expect(carry(300).level).toBe(5);
    expect(carry(200).fpPerSecond).toBe(0);
  });

  it('over 15 x BL the load cannot be carried', () => {
    expect(carry(301)).toMatchObject({ level: 6, id: 'immobile', move: 0, canMove: false });
  });

  it('gives band limits in pounds for a meter, and a reason', () => {
    expect(encumbranceLimits(20).map((l) => l.upTo)).toEqual([20, 40, 60, 120, 200, 300]);
    const e = carry(50);
    expect(e).toMatchObject({ level: 2, id: 'medium', label: 'Medium', penalty: 2 });
    expect(e.reason).toBe('50 lb is 2.5 x Basic Lift 20 lb: up to 3 x BL, Medium encumbrance (level 2).');
    expect(e.moveFormula).toBe('Move = Basic Move 5 x 0.6 without fractions = 3');
    expect(e.dodgeFormula).toBe('Dodge = 8 - 2 = 6');
  });

  it('the skill penalty stops at 4', () => {
    expect([0, 4, 5, 6].map(encumbrancePenalty)).toEqual([0, 4, 4, 4]);
  });

  it('refuses negative weight and a Basic Lift of 0', () => {
    expect(() => encumbranceLevel(-1, 20)).toThrow(/weight: must be 0 or more, got -1/);
    expect(() => encumbranceLevel(10, 0)).toThrow(/basicLift: must be more than 0/);
    expect(() => encumberedMove(5, 7)).toThrow(/encumbranceLevel/);
  });
});
