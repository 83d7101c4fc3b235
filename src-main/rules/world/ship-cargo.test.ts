import { describe, expect, it } from 'vitest';
import { dayAndNightCargoTons } from './ship-cargo';

describe('cargo for a day-and-night voyage (supplement A7)', () => {
  it('a ton per passenger and a tenth of a ton per person-month of provisions', () => {
    expect(dayAndNightCargoTons(10, 20)).toBe(12);
    expect(dayAndNightCargoTons(0, 3)).toBeCloseTo(0.3, 15);
  });
});
