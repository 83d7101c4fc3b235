import { describe, expect, it } from 'vitest';
import { needsMultiplier } from './needs';

describe('food and water by size (002_6bcc9877716aeba8.txt, "Food Requirements", "Water and Air Requirements")', () => {
  it('a human eats x1 under every rule', () => {
    for (const rule of ['simple', 'detailed', 'advanced'] as const) expect(needsMultiplier({ size: { massLb: 150 }, rule }).multiplier).toBe(1);
  });

  it('simple: Area Scale. A 2-inch PC (LS 1/36) eats about a thousandth of a human ration', () => {
    const m = needsMultiplier({ size: { linearScale: 1 / 36 } });
    expect(m.multiplier).toBeCloseTo(1 / 1296, 12);
    expect(m.multiplier).toBeGreaterThan(0.0005);
    expect(m.multiplier).toBeLessThan(0.001);
  });

  it('Linear Scale 2: simple x4; detailed LS^2.25 = x4.76; advanced (1200 / 150)^0.75 = the same', () => {
    expect(needsMultiplier({ size: { linearScale: 2 } }).multiplier).toBe(4);
    expect(needsMultiplier({ size: { linearScale: 2 }, rule: 'detailed' }).multiplier).toBeCloseTo(4.757, 3);
    expect(needsMultiplier({ size: { massLb: 1200 }, rule: 'advanced' }).multiplier).toBeCloseTo(4.757, 3);
  });

  it('diet: carnivores half, grass-eaters double', () => {
    expect(needsMultiplier({ size: { linearScale: 1 }, diet: 'carnivore' }).multiplier).toBe(0.5);
    expect(needsMultiplier({ size: { linearScale: 1 }, diet: 'grass-eater' }).multiplier).toBe(2);
  });

  it('activity: high x1.25, low x4/5, minimal x2/3, near inactive x1/2', () => {
    const a = (activity: 'high' | 'low' | 'minimal' | 'near-inactive') => needsMultiplier({ size: { linearScale: 1 }, activity }).multiplier;
    expect([a('high'), a('low'), a('near-inactive')]).toEqual([1.25, 0.8, 0.5]);
    expect(a('minimal')).toBeCloseTo(2 / 3, 12);
  });

  it('metabolism: Basic Speed 10 doubles needs, or x1.41 damped', () => {
    expect(needsMultiplier({ size: { linearScale: 1 }, metabolism: { basicSpeed: 10 } }).multiplier).toBe(2);
    expect(needsMultiplier({ size: { linearScale: 1 }, metabolism: { basicSpeed: 10, damped: true } }).multiplier).toBeCloseTo(Math.SQRT2, 12);
  });

  it('cold-blooded: x1/5 at rest, x1/2 mildly active, full when active', () => {
    expect(needsMultiplier({ size: { linearScale: 1 }, coldBlooded: 'at-rest' }).multiplier).toBe(0.2);
    expect(needsMultiplier({ size: { linearScale: 1 }, coldBlooded: 'mildly-active' }).multiplier).toBe(0.5);
    expect(needsMultiplier({ size: { linearScale: 1 }, coldBlooded: 'fully-active' }).multiplier).toBe(1);
  });

  it('factors multiply, and the formula shows each', () => {
    const m = needsMultiplier({ size: { linearScale: 2 }, diet: 'carnivore', activity: 'high' });
    expect(m.multiplier).toBe(2.5);
    expect(m.formula).toBe('Needs = Area Scale (LS 2)^2 (4) x carnivore (0.5) x high activity (1.25) = x 2.5 a human\'s');
  });

  it('refuses an unknown diet', () => {
    expect(() => needsMultiplier({ size: { linearScale: 1 }, diet: 'rocks' as never })).toThrow(/diet: must be one of/);
  });
});
