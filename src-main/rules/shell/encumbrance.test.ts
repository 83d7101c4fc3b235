import { describe, expect, it } from 'vitest';
import { combatFatigueInterval, encumbrance, encumbranceEffects, encumbranceLevelFor, overweightExcessLb } from './encumbrance';

describe('encumbrance level (001_d6872b0a781baa08.txt, "Encumbrance Level")', () => {
  it('gives the band limits in lb for a meter', () => {
    expect(encumbrance({ strength: 10, carriedLb: 0 }).bands.map((b) => b.upToLb)).toEqual([20, 40, 60, 120, 200]);
    expect(encumbrance({ strength: 13, carriedLb: 0 }).bands.map((b) => b.upToLb)).toEqual([30, 60, 90, 180, 300]);
  });

  it('puts a load exactly on a limit in the lower band', () => {
    const level = (lb: number) => encumbrance({ strength: 10, carriedLb: lb }).level;
    expect([0, 20, 20.5, 40, 41, 60, 61, 120, 121, 200].map(level)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('past 100% the character cannot move (EL 5)', () => {
    const r = encumbrance({ strength: 10, carriedLb: 201 });
    expect(r).toMatchObject({ level: 5, canMove: false, label: 'overloaded: cannot move' });
    expect(r.reason).toContain('cannot move');
    expect(encumbranceLevelFor(200.01, 200)).toBe(5);
  });

  it('explains the level', () => {
    expect(encumbrance({ strength: 10, carriedLb: 50 }).reason).toBe('50 lb carried is 25% of the 200 lb maximum for ST 10: EL 2 (medium, up to 60 lb)');
  });
});

describe('overweight (001_d6872b0a781baa08.txt, "Other Characteristics")', () => {
  it('counts body weight past 75% of max encumbrance as load', () => {
    expect(overweightExcessLb({ bodyWeightLb: 150, maxEncumbranceLb: 200 })).toBe(0);
    expect(overweightExcessLb({ bodyWeightLb: 170, maxEncumbranceLb: 200 })).toBe(20);
    const r = encumbrance({ strength: 10, carriedLb: 25, bodyWeightLb: 170 });
    expect(r).toMatchObject({ overweightLb: 20, loadLb: 45, level: 2 });
    expect(r.reason).toContain('25 lb carried + 20 lb of body weight = 45 lb');
  });
});

describe('encumbrance effects (001_d6872b0a781baa08.txt, "Rounds", "Attacks" and "Combat Fatigue")', () => {
  it('takes EL from MV points, twice EL from initiative, and 1 + EL from dodge', () => {
    const e = encumbranceEffects({ level: 2, mv: 5, agility: 12 });
    expect(e).toMatchObject({ mvPoints: 3, initiative: 8, dodgeModifier: -3, roundsPerEndPoint: 15 });
    expect(e.formulas[0]).toBe('MV points = MV 5 - EL 2 = 3');
    expect(e.formulas[1]).toBe('initiative = AG 12 - 2 x EL 2 = 8');
  });

  it('spends 1 END per 25, 20, 15, 10 or 5 rounds of fighting by EL', () => {
    expect([0, 1, 2, 3, 4].map(combatFatigueInterval)).toEqual([25, 20, 15, 10, 5]);
    expect(combatFatigueInterval(5)).toBeNull();
    expect(() => combatFatigueInterval(6)).toThrow(/encumbranceLevel must be 5 or less/);
  });

  it('leaves no MV points to someone who cannot move', () => {
    expect(encumbranceEffects({ level: 5, mv: 6, agility: 10 })).toMatchObject({ mvPoints: 0, initiative: 0, roundsPerEndPoint: null });
  });
});
