import { describe, expect, it } from 'vitest';
import { liftingOptions } from './lifting';

const option = (weight: number, basicLift: number | number[] = 20) =>
  Object.fromEntries(liftingOptions({ basicLift, weight }).options.map((o) => [o.id, o]));

describe('lifting and moving things (000_4b7986e803b19dcc.txt, "Lifting & Moving Things")', () => {
  it('limits: one hand 2 x BL, two hands 8, shove 12 (24 running), back 15, shift 50', () => {
    const o = option(1);
    expect(Object.values(o).map((x) => x.limit)).toEqual([40, 160, 240, 480, 300, 1000]);
  });

  it('one-handed lift up to 2 x BL takes 2 s; two-handed up to 8 x BL takes 4 s', () => {
    expect(option(40)['one-handed-lift']).toMatchObject({ possible: true, seconds: 2 });
    expect(option(41)['one-handed-lift'].possible).toBe(false);
    expect(option(160)['two-handed-lift']).toMatchObject({ possible: true, seconds: 4 });
    expect(option(161)['two-handed-lift'].possible).toBe(false);
  });

  it('a running start doubles the shove', () => {
    const o = option(250);
    expect(o.shove.possible).toBe(false);
    expect(o['shove-running'].possible).toBe(true);
  });

  it('carrying on the back over 10 x BL costs 1 FP per second; over 15 x BL it fails', () => {
    expect(option(200)['carry-on-back']).toMatchObject({ possible: true, fpPerSecond: 0 });
    expect(option(201)['carry-on-back']).toMatchObject({ possible: true, fpPerSecond: 1 });
    expect(option(300)['carry-on-back'].fpPerSecond).toBe(1);
    expect(option(301)['carry-on-back']).toMatchObject({ possible: false, fpPerSecond: 0 });
    expect(option(1000)['shift-slightly'].possible).toBe(true);
  });

  it('helpers add their Basic Lift', () => {
    const a = liftingOptions({ basicLift: [20, 29], weight: 392 });
    expect(a.basicLift).toBe(49);
    expect(a.basicLiftFormula).toBe('Combined Basic Lift = 20 + 29 = 49 lb');
    expect(a.options.find((o) => o.id === 'two-handed-lift')?.possible).toBe(true);
    expect(a.options[1].formula).toBe('Two-handed lift: 8 x 49 = 392 lb; 392 lb is within it, takes 4 s');
  });

  it('refuses no lifters, a zero weight or a zero Basic Lift', () => {
    expect(() => liftingOptions({ basicLift: [], weight: 10 })).toThrow(/at least one/);
    expect(() => liftingOptions({ basicLift: 20, weight: 0 })).toThrow(/weight: must be more than 0/);
    expect(() => liftingOptions({ basicLift: [20, 0], weight: 5 })).toThrow(/basicLift\.1: must be more than 0/);
  });
});
