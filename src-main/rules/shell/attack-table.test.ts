import { describe, expect, it } from 'vitest';
import { attackOutcome, outcomeChances } from './attack-table';

describe('attack table (001_d6872b0a781baa08.txt, "Attacks")', () => {
  it('without a shield: 8 or less misses, 9-11 is defended, 12 or more hits', () => {
    expect([7, 8, 9, 11, 12, 25].map((t) => attackOutcome(t, null))).toEqual(['miss', 'miss', 'defended', 'defended', 'hit', 'hit']);
  });

  it('with a shield of PR 2: 12 to 11+PR (13) hits the shield, 12+PR (14) the defender', () => {
    expect([8, 9, 11, 12, 13, 14].map((t) => attackOutcome(t, 2))).toEqual(['miss', 'defended', 'defended', 'shield', 'shield', 'hit']);
  });

  it('PR 1 covers 12 only; a PR 0 buckler covers nothing', () => {
    expect([12, 13].map((t) => attackOutcome(t, 1))).toEqual(['shield', 'hit']);
    expect(attackOutcome(12, 0)).toBe('hit');
  });

  it('gives exact odds on 2d10 for AT 0 vs DEF 0', () => {
    const c = outcomeChances({ at: 0, def: 0, shieldPr: null });
    // 2d10 totals 2-8: 1+2+...+7 = 28 ways of 100; 9-11: 8+9+10 = 27.
    expect(c.miss).toBeCloseTo(0.28, 12);
    expect(c.defended).toBeCloseTo(0.27, 12);
    expect(c.shield).toBe(0);
    expect(c.hit).toBeCloseTo(0.45, 12);
  });

  it('shifts the dice by AT - DEF and carves out the shield band', () => {
    const c = outcomeChances({ at: 5, def: 3, shieldPr: 1 });
    // The dice need 6 or less to miss (15), 7-9 to be defended (21), 10 to hit the shield (9).
    expect(c.miss).toBeCloseTo(0.15, 12);
    expect(c.defended).toBeCloseTo(0.21, 12);
    expect(c.shield).toBeCloseTo(0.09, 12);
    expect(c.hit).toBeCloseTo(0.55, 12);
  });

  it('is certain at the extremes', () => {
    expect(outcomeChances({ at: 20, def: 0, shieldPr: null }).hit).toBeCloseTo(1, 12);
    expect(outcomeChances({ at: 0, def: 20, shieldPr: 3 }).miss).toBeCloseTo(1, 12);
  });
});
