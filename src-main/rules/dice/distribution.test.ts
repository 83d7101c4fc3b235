import { describe, expect, it } from 'vitest';
import {
  distribution,
  mean,
  probabilityAtLeast,
  probabilityAtMost,
  probabilityBetween,
  probabilityOf,
} from './distribution';

/** Independent check: enumerate every ordered outcome of `count` dice, count integer hits, divide once. */
function bruteForce(count: number, sides: number, score: (faces: number[]) => number): Map<number, number> {
  const hits = new Map<number, number>();
  const outcomes = sides ** count;
  for (let n = 0; n < outcomes; n++) {
    const faces: number[] = [];
    for (let i = 0, rest = n; i < count; i++, rest = Math.floor(rest / sides)) faces.push((rest % sides) + 1);
    const total = score(faces);
    hits.set(total, (hits.get(total) ?? 0) + 1);
  }
  return new Map([...hits].map(([total, n]) => [total, n / outcomes]));
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const keepHighest = (k: number) => (faces: number[]) => sum([...faces].sort((a, b) => b - a).slice(0, k));
const keepLowest = (k: number) => (faces: number[]) => sum([...faces].sort((a, b) => a - b).slice(0, k));

function expectMatches(expr: string, expected: Map<number, number>): void {
  const d = distribution(expr);
  for (let t = d.min - 2; t <= d.max + 2; t++) {
    expect(probabilityOf(d, t)).toBeCloseTo(expected.get(t) ?? 0, 14);
  }
}

describe('exact distributions', () => {
  it('P(3d6 <= 10) = 0.5 and P(3d6 <= 12) = 160/216 = 0.7407...', () => {
    const d = distribution('3d6');
    expect(Math.abs(probabilityAtMost(d, 10) - 0.5)).toBeLessThan(1e-12);
    expect(Math.abs(probabilityAtMost(d, 12) - 160 / 216)).toBeLessThan(1e-12);
    expect(probabilityAtMost(d, 12)).toBeCloseTo(0.740740740740, 11);
  });

  it('a "1-3 on 1d6" range is even odds (003_8f80a070c789886f.txt, "Doors": STR +2)', () => {
    expect(probabilityBetween(distribution('1d6'), 1, 3)).toBe(0.5);
  });

  it('4d6kh3 matches enumeration of all 1296 outcomes; mean 15869/1296 = 12.2446', () => {
    expectMatches('4d6kh3', bruteForce(4, 6, keepHighest(3)));
    expect(mean(distribution('4d6kh3'))).toBeCloseTo(15869 / 1296, 12);
    expect(mean(distribution('4d6kh3'))).toBeCloseTo(12.2446, 4);
  });

  it('2d20kl1 (disadvantage) matches enumeration; mean 7.175', () => {
    expectMatches('2d20kl1', bruteForce(2, 20, keepLowest(1)));
    expect(mean(distribution('2d20kl1'))).toBeCloseTo(7.175, 12);
  });

  it('5d6kl2 and 5d4kh5 (keep all) match enumeration', () => {
    expectMatches('5d6kl2', bruteForce(5, 6, keepLowest(2)));
    expectMatches('5d4kh5', bruteForce(5, 4, sum));
  });

  it('sums of several terms match enumeration: 1d4+1d6+2', () => {
    const expected = new Map<number, number>();
    for (let a = 1; a <= 4; a++) for (let b = 1; b <= 6; b++) expected.set(a + b + 2, (expected.get(a + b + 2) ?? 0) + 1 / 24);
    expectMatches('1d4+1d6+2', expected);
  });

  it('GURPS 1d-3 can go below zero: P(total <= 0) = 1/2', () => {
    const d = distribution('1d-3');
    expect([d.min, d.max]).toEqual([-2, 3]);
    expect(probabilityAtMost(d, 0)).toBeCloseTo(0.5, 15);
  });

  it('multiplication: 2d8×2 has only even totals 4..32', () => {
    const d = distribution('2d8×2');
    expect([d.min, d.max]).toEqual([4, 32]);
    expect(probabilityOf(d, 5)).toBe(0);
    expect(probabilityOf(d, 18)).toBeCloseTo(8 / 64, 15);
  });

  it('division rounds down: 1d6/2 gives 0 (1/6), 1 (2/6), 2 (2/6), 3 (1/6); 1d/10 is always 0', () => {
    const d = distribution('1d6/2');
    expect([0, 1, 2, 3].map((t) => probabilityOf(d, t))).toEqual([1 / 6, 2 / 6, 2 / 6, 1 / 6]);
    expect(distribution('1d/10')).toMatchObject({ min: 0, max: 0 });
    const negative = distribution('(1d6-4)/2');
    expect(negative.min).toBe(-2);
    expect(probabilityOf(negative, -2)).toBeCloseTo(1 / 6, 15);
  });

  it('a product of two dice matches enumeration: 1d6×1d6', () => {
    expectMatches('1d6×1d6', bruteForce(2, 6, ([a, b]) => a * b));
  });

  it('d% is uniform over 1..100', () => {
    const d = distribution('d%');
    expect([d.min, d.max]).toEqual([1, 100]);
    expect(probabilityAtMost(d, 15)).toBeCloseTo(0.15, 14);
  });

  it('a constant is certain', () => {
    expect(distribution('5')).toEqual({ min: 5, max: 5, probabilities: [1] });
  });

  it('helpers: at least, between with fractional bounds, outside the support', () => {
    const d = distribution('2d6');
    expect(probabilityAtLeast(d, 7)).toBeCloseTo(21 / 36, 15);
    expect(probabilityBetween(d, 6.5, 8.2)).toBeCloseTo(11 / 36, 15);
    expect(probabilityOf(d, 1)).toBe(0);
    expect(probabilityOf(d, 7.5)).toBe(0);
    expect(probabilityAtMost(d, 100)).toBeCloseTo(1, 14);
  });

  it('20d6: symmetric around 70, sums to 1, P(total = 20) = 6^-20', () => {
    const d = distribution('20d6');
    expect([d.min, d.max]).toEqual([20, 120]);
    expect(sum([...d.probabilities])).toBeCloseTo(1, 13);
    expect(mean(d)).toBeCloseTo(70, 10);
    expect(probabilityOf(d, 20) / 6 ** -20).toBeCloseTo(1, 10);
    expect(probabilityOf(d, 60)).toBeCloseTo(probabilityOf(d, 80), 15);
  });

  it('refuses distributions too wide to hold', () => {
    expect(() => distribution('1000d10000')).toThrow(RangeError);
  });

  it('refuses work past MAX_WORK instead of stalling (1000d1000 is narrow enough but ~5e11 steps)', () => {
    expect(() => distribution('1000d1000')).toThrow(/1000d1000 is too costly to compute exactly/);
    expect(() => distribution('200d200kh100')).toThrow(/too costly/);
    expect(() => distribution('1d10000*1d10000')).toThrow(/too costly/);
    // 100d100 sits exactly on the limit (100^2 x 100^2 / 2 = 5e7) and is still answered.
    expect(distribution('100d100').min).toBe(100);
  });
});
