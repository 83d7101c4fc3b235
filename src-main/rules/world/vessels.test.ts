import { describe, expect, it } from 'vitest';
import { vessel, VESSELS } from './vessels';

describe('vessels (supplement A7)', () => {
  it.each([
    ['canoe', 0.5, 1, undefined, 30, 4, 4, 50],
    ['caravel', 75, 10, 42, undefined, 8, 75, 10_000],
    ['carrack', 135, 20, 48, undefined, 10, 120, 20_000],
    ['galley-small', 210, 90, 36, 24, 8, 75, 15_000],
    ['galley-large', 375, 160, 42, 24, 10, 120, 30_000],
    ['longship', 10, 70, 42, 24, 9, 110, 25_000],
    ['raft', 1, 2, undefined, 18, 6, 12, 100],
    ['riverboat', 50, 10, undefined, 30, 8, 30, 3_500],
    ['rowboat', 1, 1, undefined, 24, 6, 8, 60],
    ['sailboat', 5, 1, 36, undefined, 7, 20, 2_000],
  ])('%s', (id, cargoTons, minimumCrew, sailMiles, rowMiles, hardness, hitPoints, costGp) => {
    const { label: _label, ...figures } = vessel(id);
    expect(figures).toEqual({
      id,
      cargoTons,
      minimumCrew,
      ...(sailMiles === undefined ? {} : { sailMiles }),
      ...(rowMiles === undefined ? {} : { rowMiles }),
      hardness,
      hitPoints,
      costGp,
    });
  });

  it('lists ten vessels and refuses unknown ids', () => {
    expect(VESSELS).toHaveLength(10);
    expect(() => vessel('submarine')).toThrow(RangeError);
  });
});
