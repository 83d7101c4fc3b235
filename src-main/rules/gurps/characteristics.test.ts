import { describe, expect, it } from 'vitest';
import { basicLift, characteristics } from './characteristics';

const average = { st: 10, dx: 10, iq: 10, ht: 10 };

describe('derived characteristics (supplement B1)', () => {
  it('an all-10 character: BL 20, HP/Will/Per/FP 10, Speed 5, Move 5, Dodge 8, 1d-2/1d', () => {
    const c = characteristics(average);
    expect(c.basicLift.value).toBe(20);
    expect([c.hp.value, c.will.value, c.per.value, c.fp.value]).toEqual([10, 10, 10, 10]);
    expect(c.basicSpeed.value).toBe(5);
    expect(c.basicMove.value).toBe(5);
    expect(c.dodge.value).toBe(8);
    expect(c.thrust.value).toEqual({ dice: 1, adds: -2 });
    expect(c.swing.value).toEqual({ dice: 1, adds: 0 });
    expect(c.basicLift.formula).toBe('Basic Lift = ST x ST / 5 = 10 x 10 / 5 = 20 lb');
    expect(c.thrust.formula).toBe('Thrust for ST 10 = 1d-2');
    expect(c.hp.formula).toBe('HP = ST = 10');
  });

  it('Basic Lift rounds to the pound from 10 lb up and keeps fractions below', () => {
    expect(basicLift(11)).toBe(24); // 24.2
    expect(basicLift(13)).toBe(34); // 33.8
    expect(basicLift(14)).toBe(39); // 39.2
    expect(basicLift(7)).toBe(9.8);
    expect(basicLift(3)).toBe(1.8);
    expect(basicLift(1)).toBe(0.2);
    expect(characteristics({ ...average, st: 11 }).basicLift.formula).toBe('Basic Lift = ST x ST / 5 = 11 x 11 / 5 = 24.2, rounded to 24 lb');
  });

  it('Basic Speed keeps quarters; Basic Move and Dodge drop them', () => {
    const c = characteristics({ st: 10, dx: 12, iq: 10, ht: 11 });
    expect(c.basicSpeed.value).toBe(5.75);
    expect(c.basicMove.value).toBe(5);
    expect(c.dodge.value).toBe(8);
    expect(c.basicSpeed.formula).toBe('Basic Speed = (HT 11 + DX 12) / 4 = 5.75');
    expect(c.dodge.formula).toBe('Dodge = Basic Speed 5.75 without fractions + 3 = 8');
  });

  it('bought Basic Speed carries into Move and Dodge; bought Move adds on top', () => {
    const c = characteristics({ st: 10, dx: 12, iq: 10, ht: 11 }, { basicSpeed: 0.25, basicMove: 1 });
    expect(c.basicSpeed.value).toBe(6);
    expect(c.basicMove.value).toBe(7);
    expect(c.dodge.value).toBe(9);
    expect(c.basicMove.formula).toBe('Basic Move = Basic Speed 6 without fractions + 1 = 7');
  });

  it('bought HP, Will, Per and FP add to their attribute', () => {
    const c = characteristics(average, { hp: 2, will: -1, per: 3, fp: 1 });
    expect([c.hp.value, c.will.value, c.per.value, c.fp.value]).toEqual([12, 9, 13, 11]);
    expect(c.hp.formula).toBe('HP = ST 10 + 2 = 12');
    expect(c.will.formula).toBe('Will = IQ 10 - 1 = 9');
  });

  it('a separate lifting ST changes Basic Lift only', () => {
    const c = characteristics(average, {}, { liftSt: 20 });
    expect(c.basicLift.value).toBe(80);
    expect(c.basicLift.formula).toContain('lifting ST');
    expect(c.hp.value).toBe(10);
    expect(c.thrust.value).toEqual({ dice: 1, adds: -2 });
  });

  it('refuses attributes that are not whole numbers of at least 1, and bonuses that break the figures', () => {
    expect(() => characteristics({ ...average, st: 0 })).toThrow(/st: must be a whole number of 1 or more, got 0/);
    expect(() => characteristics({ ...average, dx: 10.5 })).toThrow(RangeError);
    expect(() => characteristics(average, { basicSpeed: 0.1 })).toThrow(/bonuses.basicSpeed: must be a multiple of 0.25/);
    expect(() => characteristics(average, { hp: -10 })).toThrow(/HP/);
    expect(() => characteristics(average, { basicMove: -6 })).toThrow(/Basic Move/);
    expect(() => characteristics(average, {}, { liftSt: 0 })).toThrow(/liftSt/);
  });
});
