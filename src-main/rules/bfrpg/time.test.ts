import { describe, expect, it } from 'vitest';
import { readDistance, ROUNDS_PER_TURN, SECONDS_PER_ROUND, SECONDS_PER_TURN, TURNS_PER_HOUR } from './time';

describe('time and scale (003_8f80a070c789886f.txt, "Time and Scale")', () => {
  it('a turn is 10 minutes, a round 10 seconds, so 60 rounds make a turn', () => {
    expect(SECONDS_PER_TURN).toBe(600);
    expect(SECONDS_PER_ROUND).toBe(10);
    expect(ROUNDS_PER_TURN).toBe(60);
    expect(TURNS_PER_HOUR).toBe(6);
  });

  it("feet underground; outdoors 100' of movement or range becomes 100 yards", () => {
    expect(readDistance(100, 'dungeon', 'movement')).toEqual({ amount: 100, unit: 'ft' });
    expect(readDistance(100, 'outdoors', 'movement')).toEqual({ amount: 100, unit: 'yd' });
    expect(readDistance(60, 'outdoors', 'range')).toEqual({ amount: 60, unit: 'yd' });
  });

  it('areas of effect stay in feet outdoors', () => {
    expect(readDistance(20, 'outdoors', 'area-of-effect')).toEqual({ amount: 20, unit: 'ft' });
  });
});
