import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { combatEndLost, endAfterKnockout, endRegainedBetween, fatiguedMv, fatigueState, recoverEnd, stayConsciousRoll } from './fatigue';

describe('fatigue (001_d6872b0a781baa08.txt, "Fatigue")', () => {
  it('at a third of base END or lower: ST, AG and MV -1', () => {
    expect(fatigueState({ baseEnd: 12, currentEnd: 5 }).stage).toBe('fresh');
    expect(fatigueState({ baseEnd: 12, currentEnd: 4 })).toMatchObject({ stage: 'tired', stModifier: -1, agModifier: -1, mvEffect: 'minus-one' });
    expect(fatigueState({ baseEnd: 10, currentEnd: 4 }).stage).toBe('fresh');
    expect(fatigueState({ baseEnd: 10, currentEnd: 3 }).stage).toBe('tired');
    expect(fatigueState({ baseEnd: 10, currentEnd: 1 }).stage).toBe('tired');
  });

  it('at 0 or below: ST and AG -2, MV halved, WP roll at the current END', () => {
    expect(fatigueState({ baseEnd: 10, currentEnd: 0 })).toMatchObject({ stage: 'exhausted', stModifier: -2, agModifier: -2, mvEffect: 'halved', wpRollModifier: 0 });
    expect(fatigueState({ baseEnd: 10, currentEnd: -3 }).wpRollModifier).toBe(-3);
    expect(fatiguedMv(5, 'tired')).toBe(4);
    expect(fatiguedMv(5, 'exhausted')).toBe(2);
    expect(fatiguedMv(5, 'fresh')).toBe(5);
  });

  it('the WP roll at -3 END is against WP - 3', () => {
    expect(stayConsciousRoll({ wp: 12, currentEnd: -3 }, scriptedRng([3, 3, 3]))).toMatchObject({ target: 9, success: true });
    expect(stayConsciousRoll({ wp: 12, currentEnd: -3 }, scriptedRng([3, 3, 4])).success).toBe(false);
    expect(() => stayConsciousRoll({ wp: 12, currentEnd: 1 }, scriptedRng([]))).toThrow(/currentEnd must be 0 or less/);
  });

  it('a knockout by damage sets END to 0', () => {
    expect(endAfterKnockout(7)).toBe(0);
    expect(endAfterKnockout(-2)).toBe(-2);
  });

  it('rest gives back 20% of base END per whole clock hour', () => {
    expect(endRegainedBetween({ baseEnd: 10, fromSeconds: 0, toSeconds: 3600 })).toBe(2);
    expect(endRegainedBetween({ baseEnd: 10, fromSeconds: 0, toSeconds: 3599 })).toBe(0);
    expect(endRegainedBetween({ baseEnd: 10, fromSeconds: 1800, toSeconds: 5400 })).toBe(2);
  });

  it('carries fractions of a point so any split adds up (END 12: 2.4 an hour)', () => {
    const hourly = [0, 1, 2, 3, 4].map((h) => endRegainedBetween({ baseEnd: 12, fromSeconds: h * 3600, toSeconds: (h + 1) * 3600 }));
    expect(hourly).toEqual([2, 2, 3, 2, 3]);
    expect(endRegainedBetween({ baseEnd: 12, fromSeconds: 0, toSeconds: 5 * 3600 })).toBe(12);
    const split = endRegainedBetween({ baseEnd: 12, fromSeconds: 100, toSeconds: 7300 }) + endRegainedBetween({ baseEnd: 12, fromSeconds: 7300, toSeconds: 18_100 });
    expect(split).toBe(endRegainedBetween({ baseEnd: 12, fromSeconds: 100, toSeconds: 18_100 }));
  });

  it('never rests past the base END', () => {
    expect(recoverEnd({ baseEnd: 10, currentEnd: -3, fromSeconds: 0, toSeconds: 3600 })).toMatchObject({ end: -1, regained: 2 });
    expect(recoverEnd({ baseEnd: 10, currentEnd: 9, fromSeconds: 0, toSeconds: 3 * 3600 })).toMatchObject({ end: 10, regained: 1 });
    expect(() => endRegainedBetween({ baseEnd: 10, fromSeconds: 10, toSeconds: 0 })).toThrow(RangeError);
  });
});

describe('combat fatigue (001_d6872b0a781baa08.txt, "Combat Fatigue")', () => {
  it('costs 1 END per full interval of rounds for the EL', () => {
    expect(combatEndLost({ encumbranceLevel: 0, fromRound: 0, toRound: 24 })).toBe(0);
    expect(combatEndLost({ encumbranceLevel: 0, fromRound: 0, toRound: 25 })).toBe(1);
    expect(combatEndLost({ encumbranceLevel: 4, fromRound: 0, toRound: 12 })).toBe(2);
    expect(combatEndLost({ encumbranceLevel: 2, fromRound: 3, toRound: 27 })).toBe(1);
    expect(() => combatEndLost({ encumbranceLevel: 5, fromRound: 0, toRound: 10 })).toThrow(/cannot move/);
  });
});
