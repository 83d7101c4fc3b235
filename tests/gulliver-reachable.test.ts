import { afterAll, describe, expect, it } from 'vitest';
import type { MethodOutput } from '../src-shared/contract';
import { memoryBackend, ok } from './helpers/backend';

// GULLIVER rules that had no way in (issue 17, item 5), through the real router.
// Source: seed 002 (GULLIVER), sections "Life Span" (base 50
// years x square root of LS or x (mass / 150 lb)^0.2; / 2.5 for other mammals;
// x square root of (5 / Basic Speed); cold-blooded x2 cool, x1.5 temperate),
// "Move and Fatigue Table" and "Encumbrance and Fatigue" (the interval shrinks by a
// factor from x1.25 at Light to x10 at Super-Heavy; its worked example: an
// Extra-Heavy march costs a point each 0.2 hours), "Exposure Hazards" / "More on
// freezing" (half the Size modifies the HT roll, its example Size -8 giving -4;
// +1 Overweight, +2 Fat, +3 Obese; a point lost for each full or partial 3 the roll
// misses by; its example: 6 points in half an hour is one each 5 minutes; -1 DX per
// third of the pool lost to cold) and "Collisions" / "Traction" (engine power counts
// as extra mass, capped by traction; its example bike, 600 lb with 30 kW: power
// gives 300, half the weight caps it at 300, so it hits as 900 lb).

const backend = memoryBackend({ installDemo: false });
afterAll(() => backend.close());
const call = <N extends 'rules.gulliver.lifeSpan' | 'rules.gulliver.fatigue' | 'rules.gulliver.cold' | 'rules.gulliver.poweredCollision'>(method: N, input: unknown) =>
  ok<MethodOutput<N>>(backend, method, input);
const refused = (method: string, input: unknown) => {
  const r = backend.router.call(method, input);
  if (r.ok) throw new Error(`${method} should have refused`);
  return r.error;
};

describe('rules.gulliver.lifeSpan', () => {
  it('a giant of Linear Scale 4 starts aging at 50 x 2 = 100 years; by mass (4,800 lb = 32 x 150) the same: 32^0.2 = 2', () => {
    expect(call('rules.gulliver.lifeSpan', { linearScale: 4 })).toMatchObject({ years: 100, intervalMultiplier: 2 });
    const byMass = call('rules.gulliver.lifeSpan', { massLb: 4800, method: 'mass' });
    expect(byMass.years).toBeCloseTo(100, 9);
    expect(byMass.explanation).toContain('(4800 lb / 150)^0.2');
  });

  it('a pixie of LS 1/4 starts at 25 years; a human-sized mammal at 50 / 2.5 = 20; a quick one (Basic Speed 20) at half that', () => {
    expect(call('rules.gulliver.lifeSpan', { linearScale: 0.25 }).years).toBe(25);
    expect(call('rules.gulliver.lifeSpan', { linearScale: 1, kind: 'mammal' }).years).toBe(20);
    expect(call('rules.gulliver.lifeSpan', { linearScale: 1, kind: 'mammal', basicSpeed: 20 }).years).toBe(10);
    // Cold-blooded in a cool climate: the mammal's 20 x 2.
    expect(call('rules.gulliver.lifeSpan', { linearScale: 1, kind: 'mammal', coldBlooded: 'cool' }).years).toBe(40);
  });

  it('needs one size, not both', () => {
    expect(refused('rules.gulliver.lifeSpan', { linearScale: 1, massLb: 150 })).toMatchObject({ code: 'invalid_input', path: ['linearScale'] });
  });
});

describe('rules.gulliver.fatigue', () => {
  it('a walk (speed up to Move x 1/3) costs a point an hour; at Extra-Heavy encumbrance every 0.2 hours (720 s)', () => {
    const free = call('rules.gulliver.fatigue', { speed: 2, move: 6 });
    expect(free).toMatchObject({ pace: { id: 'walking', intervalSeconds: 3600 }, multiplier: 1, intervalSeconds: 3600, points: 1 });
    const laden = call('rules.gulliver.fatigue', { speed: 2, move: 6, encumbrance: 'extra-heavy' });
    expect(laden.multiplier).toBe(5);
    expect(laden.intervalSeconds).toBeCloseTo(720, 9);
  });

  it('a jog (up to Move x 1/2) every 10 minutes, at Medium x1.5 simplified: every 400 s; in the heat 2 points a time', () => {
    const r = call('rules.gulliver.fatigue', { speed: 3, move: 6, encumbrance: 'medium', simplifiedMedium: true, heat: 'hot' });
    expect(r).toMatchObject({ pace: { id: 'brisk', intervalSeconds: 600 }, multiplier: 1.5, intervalSeconds: 400, points: 2 });
    expect(r.multipliers.map((m) => m.multiplier)).toEqual([1, 1.25, 1.5, 2.5, 5, 10]);
  });

  it('past Move is a sprint, a point every 10 seconds; a zero Move is refused by name', () => {
    expect(call('rules.gulliver.fatigue', { speed: 7, move: 6 }).pace).toMatchObject({ id: 'sprint', intervalSeconds: 10 });
    expect(refused('rules.gulliver.fatigue', { speed: 1, move: 0 })).toMatchObject({ path: ['move'], reason: 'must be more than 0' });
  });
});

describe('rules.gulliver.cold', () => {
  it('a Size -8 body (LS 0.05) rolls HT at -4: HT 12 becomes 8; a Fat human at HT 12 in -2 weather rolls 12 + 2 - 2 = 12', () => {
    const mouse = call('rules.gulliver.cold', { linearScale: 0.05, ht: 12 });
    expect(mouse.effectiveHt).toBe(8);
    expect(mouse.parts).toEqual([{ label: 'HT', value: 12 }, { label: 'Half of Size Modifier -8', value: -4 }]);
    expect(call('rules.gulliver.cold', { linearScale: 1, ht: 12, build: 'fat', modifier: -2 }).effectiveHt).toBe(12);
  });

  it('a miss by 7 costs ceil(7/3) = 3 points, one every 10 minutes; by 18, 6 points, one every 5 minutes', () => {
    expect(call('rules.gulliver.cold', { linearScale: 1, ht: 10, missedBy: 7 }).loss).toMatchObject({ points: 3, minutesPerPoint: 10 });
    const bad = call('rules.gulliver.cold', { linearScale: 1, ht: 10, missedBy: 18 });
    expect(bad.loss).toMatchObject({ points: 6, minutesPerPoint: 5 });
    expect(bad.table.map((t) => [t.missedBy, t.points])).toEqual([['1-3', 1], ['4-6', 2], ['7-9', 3], ['10-12', 4], ['13-15', 5]]);
  });

  it('a failed roll by 0 (a 17 or 18) still costs a point; numbness: 4 of 10 FP lost to cold is -1 DX, 7 of 10 is -2', () => {
    expect(call('rules.gulliver.cold', { linearScale: 1, ht: 17, missedBy: 0 }).loss!.points).toBe(1);
    expect(call('rules.gulliver.cold', { linearScale: 1, ht: 10, lostToCold: 4, poolMax: 10 }).numbness).toBe(-1);
    expect(call('rules.gulliver.cold', { linearScale: 1, ht: 10, lostToCold: 7, poolMax: 10 }).numbness).toBe(-2);
  });
});

describe('rules.gulliver.poweredCollision', () => {
  it("the seed's motorbike: 600 lb and 30 kW under standard traction hits as 900 lb", () => {
    const bike = call('rules.gulliver.poweredCollision', { massLb: 600, engineKw: 30, traction: 'standard' });
    expect(bike).toMatchObject({ effectiveMassLb: 900, bonusLb: 300, tractionCapLb: 300 });
  });

  it('traction caps the power: 60 kW on the same bike still adds only 300; without a cap it adds 600', () => {
    expect(call('rules.gulliver.poweredCollision', { massLb: 600, engineKw: 60, traction: 'standard' }).effectiveMassLb).toBe(900);
    expect(call('rules.gulliver.poweredCollision', { massLb: 600, engineKw: 60 }).effectiveMassLb).toBe(1200);
  });

  it('a charging ogre: Load ST 20 adds 200 lb, doubled by torque under a quarter of top speed', () => {
    const r = call('rules.gulliver.poweredCollision', { massLb: 400, loadSt: 20, speedFraction: 0.2 });
    expect(r).toMatchObject({ bonusLb: 400, effectiveMassLb: 800 });
    expect(r.explanation).toContain('x 2 torque');
  });

  it('a custom traction needs its cap', () => {
    expect(refused('rules.gulliver.poweredCollision', { massLb: 600, engineKw: 30, traction: 'custom' })).toMatchObject({ path: ['tractionCapLb'] });
  });
});
