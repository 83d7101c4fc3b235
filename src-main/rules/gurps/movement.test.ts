import { describe, expect, it } from 'vitest';
import { effectiveMovement, isReeling } from './movement';

const fresh = { basicMove: 5, dodge: 8, encumbranceLevel: 0, hp: 10, hpMax: 10, fp: 10, fpMax: 10, st: 10 };

describe('Move and Dodge in play (000_4b7986e803b19dcc.txt, "General Damage" and "Lost Fatigue Points")', () => {
  it('an unhurt, rested, unburdened character keeps everything', () => {
    expect(effectiveMovement(fresh)).toEqual({ move: 5, dodge: 8, st: 10, reeling: false, veryTired: false, reasons: [] });
  });

  it('encumbrance applies first', () => {
    const m = effectiveMovement({ ...fresh, encumbranceLevel: 2 });
    expect([m.move, m.dodge]).toEqual([3, 6]);
    expect(m.reasons).toEqual(['Medium encumbrance: Move 5 -> 3, Dodge 8 -> 6.']);
  });

  it('under a third of HP halves Move and Dodge, rounding up; exactly a third does not', () => {
    expect(isReeling(3, 10)).toBe(true);
    expect(isReeling(4, 10)).toBe(false);
    expect(isReeling(3, 9)).toBe(false);
    const m = effectiveMovement({ ...fresh, hp: 3 });
    expect([m.move, m.dodge, m.st, m.reeling]).toEqual([3, 4, 10, true]);
  });

  it('under a third of FP halves Move, Dodge and ST, rounding up', () => {
    const m = effectiveMovement({ ...fresh, fp: 3, st: 11 });
    expect([m.move, m.dodge, m.st, m.veryTired]).toEqual([3, 4, 6, true]);
    expect(effectiveMovement({ ...fresh, fp: 4 }).veryTired).toBe(false);
  });

  it('all three stack: 5/8 -> Medium 3/6 -> reeling 2/3 -> very tired 1/2', () => {
    const m = effectiveMovement({ ...fresh, encumbranceLevel: 2, hp: 1, fp: 0 });
    expect([m.move, m.dodge, m.st]).toEqual([1, 2, 5]);
    expect(m.reasons).toHaveLength(3);
    expect(m.reasons[2]).toBe('Under a third of FP (0 of 10): Move 2 -> 1, Dodge 3 -> 2, ST 10 -> 5.');
  });

  it('refuses bad input by name', () => {
    expect(() => effectiveMovement({ ...fresh, hpMax: 0 })).toThrow(/hpMax/);
    expect(() => effectiveMovement({ ...fresh, basicMove: -1 })).toThrow(/basicMove: must be a whole number of 0 or more, got -1/);
    expect(() => effectiveMovement({ ...fresh, encumbranceLevel: 9 })).toThrow(/encumbranceLevel/);
  });
});
