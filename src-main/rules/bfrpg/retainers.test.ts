import { describe, expect, it } from 'vitest';
import { loyaltyHolds, retainerLimit, retainerLoyalty } from './retainers';

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
