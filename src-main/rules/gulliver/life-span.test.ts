import { describe, expect, it } from 'vitest';
import { agingHpLoss, agingOnset, agingStLoss } from './life-span';

describe('life span (002_6bcc9877716aeba8.txt, "Estimating Life Span" and "Aging")', () => {
  it('50 years x sqrt(LS): a human at 50, a Linear Scale 4 giant at 100', () => {
    expect(agingOnset({ size: { linearScale: 1 } }).years).toBe(50);
    const giant = agingOnset({ size: { linearScale: 4 } });
    expect(giant).toMatchObject({ years: 100, intervalMultiplier: 2 });
    expect(giant.explanation).toBe('Aging starts at 50 years x square root of LS 4 = 100 years');
  });

  it('or x (mass / 150)^0.2: 1200 lb gives 75.8 years', () => {
    expect(agingOnset({ size: { massLb: 1200 }, method: 'mass' }).years).toBeCloseTo(75.79, 2);
  });

  it('other mammals / 2.5; metabolism x sqrt(5 / Basic Speed); cold-blooded x2 cool, x1.5 temperate, x1 hot', () => {
    expect(agingOnset({ size: { linearScale: 1 }, kind: 'mammal' }).years).toBe(20);
    expect(agingOnset({ size: { linearScale: 1 }, kind: 'bird' }).years).toBe(50);
    expect(agingOnset({ size: { linearScale: 1 }, basicSpeed: 20 }).years).toBe(25);
    expect(agingOnset({ size: { linearScale: 1 }, kind: 'mammal', coldBlooded: 'cool' }).years).toBe(40);
    expect(agingOnset({ size: { linearScale: 1 }, kind: 'mammal', coldBlooded: 'temperate' }).years).toBeCloseTo(30, 12);
    expect(agingOnset({ size: { linearScale: 1 }, kind: 'mammal', coldBlooded: 'hot' }).years).toBe(20);
  });

  it('aging losses: ST x LS (Load ST x Area Scale); each HT point lost costs HP x LS', () => {
    expect(agingStLoss({ points: 1, linearScale: 2, st: 'combat' })).toBe(2);
    expect(agingStLoss({ points: 1, linearScale: 2, st: 'load' })).toBe(4);
    expect(agingHpLoss({ htPointsLost: 1, linearScale: 2 })).toBe(2);
    expect(agingHpLoss({ htPointsLost: 2, linearScale: 0.5 })).toBe(1);
  });

  it('refuses a Basic Speed of 0', () => {
    expect(() => agingOnset({ size: { linearScale: 1 }, basicSpeed: 0 })).toThrow(/basicSpeed: must be more than 0/);
  });
});
