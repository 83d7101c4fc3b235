import { describe, expect, it } from 'vitest';
import { chargeDamageBonus, initiativeRating, MANEUVERS, movePoints } from './maneuvers';

describe('rounds (001_d6872b0a781baa08.txt, "Rounds")', () => {
  it('initiative rating is AG - 2 x EL', () => {
    expect(initiativeRating({ agility: 13, encumbranceLevel: 0 }).value).toBe(13);
    expect(initiativeRating({ agility: 13, encumbranceLevel: 3 })).toEqual({ value: 7, formula: 'initiative = AG 13 - 2 x EL 3 = 7' });
  });

  it('MV points are MV - EL, never below 0', () => {
    expect(movePoints({ mv: 6, encumbranceLevel: 4 }).value).toBe(2);
    expect(movePoints({ mv: 2, encumbranceLevel: 4 }).value).toBe(0);
    expect(() => movePoints({ mv: 5, encumbranceLevel: -1 })).toThrow(/encumbranceLevel must be 0 or more/);
  });
});

describe('maneuvers (001_d6872b0a781baa08.txt, "Maneuvers")', () => {
  it('has the five AT/DEF pairs', () => {
    expect(Object.keys(MANEUVERS)).toHaveLength(5);
    expect(MANEUVERS.attack).toMatchObject({ at: 0, def: 0 });
    expect(MANEUVERS.guard).toMatchObject({ at: 1, def: 0 });
    expect(MANEUVERS.defend).toMatchObject({ at: 0, def: 2 });
    expect(MANEUVERS.disarm).toMatchObject({ at: -2, def: -1 });
    expect(MANEUVERS.aim).toMatchObject({ at: 0, def: -2 });
  });

  it('a charge adds +1 damage per full 5 units moved', () => {
    expect([0, 4, 5, 9, 10, 14, 15].map(chargeDamageBonus)).toEqual([0, 0, 1, 1, 2, 2, 3]);
  });
});
