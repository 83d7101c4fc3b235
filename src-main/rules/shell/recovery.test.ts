import { describe, expect, it } from 'vitest';
import { newInjuryState, type InjuryState } from './injury';
import { SECONDS_PER_DAY } from '../../../src-shared/units';
import { hpRecoveryPercent, hpRegainedBetween, recoverInjuries } from './recovery';

const day = SECONDS_PER_DAY;

describe('HP recovery (001_d6872b0a781baa08.txt, "Recovery")', () => {
  it('HT 13 heals 300 / 20 = 15% a day; HT 10 the base 10%', () => {
    expect(hpRecoveryPercent(13)).toEqual({ percent: 15, formula: 'HT 13: 300 / 20 = 15% of base HP per day, on each injured location' });
    expect([7, 10, 11, 20].map((ht) => hpRecoveryPercent(ht).percent)).toEqual([7, 10, 11.5, 40]);
    expect(() => hpRecoveryPercent(21)).toThrow(/HT 21/);
  });

  it('counts whole clock days crossed', () => {
    expect(hpRegainedBetween({ baseHp: 10, ht: 10, fromSeconds: 0, toSeconds: day })).toBe(1);
    expect(hpRegainedBetween({ baseHp: 10, ht: 10, fromSeconds: 0, toSeconds: day - 1 })).toBe(0);
    expect(hpRegainedBetween({ baseHp: 10, ht: 10, fromSeconds: day / 2, toSeconds: day * 1.5 })).toBe(1);
    expect(hpRegainedBetween({ baseHp: 20, ht: 13, fromSeconds: 0, toSeconds: 2 * day })).toBe(6);
  });

  it('carries fractions: 12 HP at HT 12 (1.56 a day) heals 1, 2, 1, 2', () => {
    const daily = [0, 1, 2, 3].map((d) => hpRegainedBetween({ baseHp: 12, ht: 12, fromSeconds: d * day, toSeconds: (d + 1) * day }));
    expect(daily).toEqual([1, 2, 1, 2]);
    expect(hpRegainedBetween({ baseHp: 12, ht: 12, fromSeconds: 0, toSeconds: 4 * day })).toBe(6);
  });

  it('heals each injured location and ends a temporary crippling below its threshold', () => {
    const state: InjuryState = {
      ...newInjuryState(10),
      wounds: { 'left-arm': 5, torso: 2, 'right-leg': 9 },
      stun: { torso: 3 },
      crippled: { 'left-arm': 'temporary', 'right-leg': 'permanent' },
    };
    const one = recoverInjuries(state, { ht: 10, fromSeconds: 0, toSeconds: day });
    expect(one.state.wounds).toEqual({ 'left-arm': 4, torso: 1, 'right-leg': 8 });
    expect(one.state.crippled).toEqual({ 'left-arm': 'temporary', 'right-leg': 'permanent' });
    const two = recoverInjuries(state, { ht: 10, fromSeconds: 0, toSeconds: 2 * day });
    expect(two.state.wounds).toEqual({ 'left-arm': 3, 'right-leg': 7 });
    expect(two.regained).toEqual({ 'left-arm': 2, torso: 2, 'right-leg': 2 });
    expect(two.healedCrippling).toEqual(['left-arm']);
    expect(two.state.crippled).toEqual({ 'right-leg': 'permanent' });
    expect(two.state.stun).toEqual({ torso: 3 });
  });
});
