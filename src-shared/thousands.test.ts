import { describe, expect, it } from 'vitest';
import { thousands } from './thousands';

describe('thousands', () => {
  it("writes whole numbers as toLocaleString('en-US') does", () => {
    for (const n of [0, 7, 999, 1000, 10_000, 65_535, 900_000, 1_000_000, 123_456_789, -4200]) expect(thousands(n)).toBe(n.toLocaleString('en-US'));
    expect(thousands(900_000)).toBe('900,000');
  });
});
