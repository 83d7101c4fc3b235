import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { bfrpgRetainers, loyaltyHolds, retainerLimit, retainerLoyalty } from './retainers';

describe('retainers (supplement A25, A16)', () => {
  it.each([
    [3, 1, 4],
    [5, 2, 5],
    [8, 3, 6],
    [10, 4, 7],
    [14, 5, 8],
    [17, 6, 9],
    [18, 7, 10],
  ])('an employer with CHA %i may keep %i retainers at Loyalty %i', (cha, limit, loyalty) => {
    expect(retainerLimit(cha)).toBe(limit);
    expect(retainerLoyalty(cha)).toBe(loyalty);
  });

  it('a Loyalty check holds at or under the score, and 12 never fails (A16)', () => {
    expect(loyaltyHolds(7, 7)).toBe(true);
    expect(loyaltyHolds(7, 8)).toBe(false);
    expect(loyaltyHolds(12, 12)).toBe(true);
  });
});

describe('a Loyalty check (supplement A16, A25)', () => {
  it('holds at or under the adjusted score; a natural 2 in a fight raises Loyalty by 1', () => {
    const two = bfrpgRetainers.check({ loyalty: 7, situation: 'opposition', adjustment: 0 }, scriptedRng([1, 1]));
    expect(two).toMatchObject({ target: 7, holds: true, loyalty: 8 });
    expect(two.text).toBe('2 against Loyalty 7: stands firm; a natural 2 raises Loyalty to 8');
    expect(bfrpgRetainers.check({ loyalty: 7, situation: 'after-adventure', adjustment: 0 }, scriptedRng([1, 1])).loyalty).toBe(7);
    expect(bfrpgRetainers.check({ loyalty: 6, situation: 'half-strength', adjustment: -2 }, scriptedRng([3, 2]))).toMatchObject({ target: 4, holds: false });
    expect(bfrpgRetainers.check({ loyalty: 12, situation: 'opposition', adjustment: -2 }, scriptedRng([6, 6]))).toMatchObject({ target: 12, holds: true });
  });

  it("gives the employer's limit, Loyalty and highest retainer level from the sheet (CHA 18, level 5: 7, 10, 2)", () => {
    expect(bfrpgRetainers.employer({ level: 5, abilities: { cha: 18 } })).toMatchObject({ limit: 7, loyalty: 10, maxLevel: 2 });
    expect(bfrpgRetainers.employer({ level: 1, abilities: { cha: 10 } }).maxLevel).toBeLessThan(0);
  });

  it('a failed check in a fight means the retainer breaks and flees; after an adventure, that the retainer leaves (A16, A25)', () => {
    const broke = bfrpgRetainers.check({ loyalty: 6, situation: 'half-strength', adjustment: 0 }, scriptedRng([4, 4]));
    expect(broke).toMatchObject({ holds: false, flees: true, quits: false, text: '8 against Loyalty 6: breaks and flees the fight' });
    const quits = bfrpgRetainers.check({ loyalty: 6, situation: 'after-adventure', adjustment: 0 }, scriptedRng([4, 4]));
    expect(quits).toMatchObject({ holds: false, flees: false, quits: true, text: '8 against Loyalty 6: leaves the employer’s service' });
    expect(bfrpgRetainers.check({ loyalty: 6, situation: 'opposition', adjustment: 0 }, scriptedRng([3, 3]))).toMatchObject({ flees: false, quits: false });
  });

  it('a retainer who flees leaves the fight fleeing: out, not dead (A16)', () => {
    const fighter = { id: 4, name: 'Hob', side: 'party' as const, stats: {}, state: { marks: ['prone'] }, pools: { hp: { current: 5, max: 6 }, fp: null }, out: false };
    expect(bfrpgRetainers.flee(fighter)).toEqual({ id: 4, out: true, state: { marks: ['prone', 'fleeing'], fled: true } });
  });
});

