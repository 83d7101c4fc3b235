import { describe, expect, it } from 'vitest';
import { createRng, restoreRng, uniformInt } from './rng';

describe('sfc32 RNG', () => {
  it('follows the sfc32 step exactly (first outputs from an all-zero state, worked by hand: 0, 1, 2, 12)', () => {
    const rng = restoreRng({ algorithm: 'sfc32', words: [0, 0, 0, 0] });
    expect([rng.next(), rng.next(), rng.next(), rng.next()]).toEqual([0, 1, 2, 12]);
  });

  it('the same seed reproduces the same sequence; a different seed does not', () => {
    const draw = (seed: string | number) => {
      const rng = createRng(seed);
      return Array.from({ length: 8 }, () => rng.next());
    };
    expect(draw('lantern')).toEqual(draw('lantern'));
    expect(draw('lantern')).not.toEqual(draw('lanterns'));
    expect(draw(42)).toEqual(draw('42'));
  });

  it('a seeded session starts from fixed values (guards against accidental algorithm changes)', () => {
    const rng = createRng('lantern');
    expect([rng.next(), rng.next()]).toEqual([3068143340, 2499183348]);
    expect(rng.state()).toEqual({ algorithm: 'sfc32', words: [465503003, 3181696167, 4209932947, 1515436479] });
  });

  it('state survives a JSON round trip and continues the exact sequence', () => {
    const rng = createRng('campaign-7');
    for (let i = 0; i < 100; i++) rng.next();
    const saved = JSON.parse(JSON.stringify(rng.state()));
    const restored = restoreRng(saved);
    const expected = Array.from({ length: 20 }, () => rng.intBetween(1, 20));
    expect(Array.from({ length: 20 }, () => restored.intBetween(1, 20))).toEqual(expected);
  });

  it('outputs are uint32', () => {
    const rng = createRng(7);
    for (let i = 0; i < 1000; i++) {
      const x = rng.next();
      expect(Number.isInteger(x) && x >= 0 && x < 2 ** 32).toBe(true);
    }
  });

  it.each([
    [null],
    [{ algorithm: 'xorshift', words: [1, 2, 3, 4] }],
    [{ algorithm: 'sfc32', words: [1, 2, 3] }],
    [{ algorithm: 'sfc32', words: [1, 2, 3, -4] }],
    [{ algorithm: 'sfc32', words: [1, 2, 3, 2 ** 32] }],
  ])('rejects a corrupt stored state %j', (state) => {
    expect(() => restoreRng(state as never)).toThrow(TypeError);
  });

  it('rejects non-finite numeric seeds', () => {
    expect(() => createRng(Number.NaN)).toThrow(RangeError);
    expect(() => createRng(Infinity)).toThrow(RangeError);
  });
});

describe('intBetween: unbiased by rejection sampling', () => {
  it('redraws outputs at or above the largest multiple of the span', () => {
    // span 3: 2^32 % 3 = 1, so the single value 2^32 - 1 is rejected.
    const draws = [2 ** 32 - 1, 2 ** 32 - 2];
    const result = uniformInt(() => draws.shift() as number, 1, 3);
    expect(result).toBe(1 + ((2 ** 32 - 2) % 3));
    expect(draws).toEqual([]);
  });

  it('keeps the first draw when it is below the limit', () => {
    const draws = [10, 99];
    expect(uniformInt(() => draws.shift() as number, 1, 6)).toBe(1 + (10 % 6));
    expect(draws).toEqual([99]);
  });

  it('covers the full uint32 span without rejection', () => {
    expect(uniformInt(() => 123, 0, 2 ** 32 - 1)).toBe(123);
  });

  it.each([
    [1.5, 3],
    [5, 4],
    [0, 2 ** 32],
  ])('rejects bounds %d..%d', (min, max) => {
    expect(() => createRng(1).intBetween(min, max)).toThrow(RangeError);
  });

  it('60,000 d6 draws land within 5% of 10,000 per face', () => {
    const rng = createRng('fairness');
    const counts = new Array(7).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.intBetween(1, 6)]++;
    expect(counts[0]).toBe(0);
    for (let face = 1; face <= 6; face++) {
      expect(Math.abs(counts[face] - 10_000)).toBeLessThan(500);
    }
  });
});
