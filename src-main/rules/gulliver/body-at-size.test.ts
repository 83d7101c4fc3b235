import { describe, expect, it } from 'vitest';
import { blowthrough } from './damage-effects';
import { bodyAtSize, formatScale, hitPointsAtSize, htBlowthrough, humanFiguresWarning, isFarFromHumanSize } from './body-at-size';

// 002_6bcc9877716aeba8.txt: "All About Blowthrough" (Grog the Big) and "Exposure Hazards"
// (the Giant at Linear Scale x4 and the two-incher at x1/36): HP scale with Linear Scale.

describe('HP at size (002, "All About Blowthrough" and "Exposure Hazards")', () => {
  it('Grog the Big: base HP 15 at Size +2 (Linear Scale 2) is HP 30', () => {
    expect(hitPointsAtSize({ baseHp: 15, linearScale: 2 })).toEqual({ hp: 30, explanation: 'HP 15 base x LS 2 = 30' });
  });

  it('Grog: blowthrough on HT 12 x LS 2 = 24, not his HP 30; by the rule the seed prefers, 10 x LS = 20', () => {
    expect(htBlowthrough({ ht: 12, linearScale: 2 }).maxHits).toBe(24);
    expect(blowthrough({ linearScale: 2, location: 'torso' }).maxHits).toBe(20);
  });

  it('a Giant at Linear Scale x4 has four times human HP: HP 10 becomes 40', () => {
    expect(hitPointsAtSize({ baseHp: 10, linearScale: 4 }).hp).toBe(40);
  });

  it('a two-incher at Linear Scale x1/36 has a thirty-sixth of human HP, kept as a fraction: HP 10 becomes 0.278', () => {
    const two = hitPointsAtSize({ baseHp: 10, linearScale: 1 / 36 });
    expect(two.hp).toBeCloseTo(10 / 36, 12);
    expect(two.explanation).toBe('HP 10 base x LS 1/36 = 0.278');
  });

  it('a knight at Linear Scale 1/24 keeps HP 13 x 1/24 = 0.54 (the issue\'s example)', () => {
    expect(hitPointsAtSize({ baseHp: 13, linearScale: 1 / 24 }).explanation).toBe('HP 13 base x LS 1/24 = 0.542');
  });

  it('Linear Scale is written as a fraction only when it is one over a whole number', () => {
    expect(formatScale(1 / 24)).toBe('1/24');
    expect(formatScale(0.3)).toBe('0.3');
    expect(formatScale(2.5)).toBe('2.5');
  });

  it('refuses a Linear Scale of 0 or less, naming the field', () => {
    expect(() => hitPointsAtSize({ baseHp: 10, linearScale: 0 })).toThrow(/linearScale/);
  });
});

describe("Lantern's own scaling of lift and pace (the seed is silent)", () => {
  it('Basic Lift follows Area Scale and Move the square root of Linear Scale: BL 34 lb, Move 6 at LS 1/24', () => {
    const tiny = bodyAtSize({ basicLift: 33.8, basicMove: 6 }, 1 / 24);
    expect(tiny.basicLift).toBeCloseTo(33.8 / 576, 12);
    // 6 x sqrt(1/24) = 1.22, rounded to 1.
    expect(tiny.basicMove).toBe(1);
    expect(tiny.explanation.basicMove).toMatch(/^Basic Move 6 x square root of LS 1\/24 = 1 \(Lantern's own rule, not GULLIVER's/);
  });

  it('a giant at LS 4 lifts 16 times as much and walks twice as fast', () => {
    expect(bodyAtSize({ basicLift: 20, basicMove: 5 }, 4)).toMatchObject({ basicLift: 320, basicMove: 10 });
  });

  it('never leaves a body unable to walk: Move at least 1', () => {
    expect(bodyAtSize({ basicLift: 20, basicMove: 5 }, 1 / 1000).basicMove).toBe(1);
  });

  it('human figures are worth a warning outside half to twice human size', () => {
    expect([0.49, 0.5, 1, 2, 2.01].map(isFarFromHumanSize)).toEqual([true, false, false, false, true]);
    expect(humanFiguresWarning('Tam', 1 / 24)).toMatch(/^Tam is at Linear Scale 1\/24 but carries human ST, Basic Lift and Move/);
  });
});
