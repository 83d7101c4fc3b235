import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/scripted-rng';
import { HIT_LOCATIONS, hitLocationChances, locationForRoll, rollHitLocation, woundingMultiplier } from './hit-locations';

describe('random hit location on 3d (supplement B4)', () => {
  it('reads every total from 3 to 18', () => {
    const read = Array.from({ length: 16 }, (_, i) => locationForRoll(i + 3));
    expect(read).toEqual([
      'skull', 'skull', 'face', 'right-leg', 'right-leg', 'right-arm', 'torso', 'torso',
      'groin', 'left-arm', 'left-leg', 'left-leg', 'hand', 'foot', 'neck', 'neck',
    ]);
  });

  it('returns the 3d roll for the journal', () => {
    const r = rollHitLocation(scriptedRng([3, 3, 4]));
    expect(r.location).toBe('torso');
    expect(r.roll.roll.total).toBe(10);
    expect(r.roll.label).toBe('hit location (Torso)');
  });

  it('exact chances: torso 52/216, skull and neck 4/216 each; eye and vitals only by choice', () => {
    const c = hitLocationChances();
    expect(c.torso).toBeCloseTo(52 / 216, 12);
    expect(c.skull).toBeCloseTo(4 / 216, 12);
    expect(c.neck).toBeCloseTo(4 / 216, 12);
    expect(c.eye).toBe(0);
    expect(c.vitals).toBe(0);
    expect(Object.values(c).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('refuses a total the dice cannot make', () => {
    expect(() => locationForRoll(19)).toThrow(RangeError);
  });
});

describe('to-hit penalties and location DR (supplement B4)', () => {
  it('matches the table', () => {
    const penalties = Object.fromEntries(Object.values(HIT_LOCATIONS).map((l) => [l.id, l.toHit]));
    expect(penalties).toEqual({
      eye: -9, skull: -7, face: -5, 'right-leg': -2, 'right-arm': -2, torso: 0, groin: -3,
      'left-arm': -2, 'left-leg': -2, hand: -4, foot: -4, neck: -5, vitals: -3,
    });
    expect(HIT_LOCATIONS.skull.extraDr).toBe(2);
    expect(HIT_LOCATIONS.eye.extraDr).toBe(0);
  });
});

describe('wounding multipliers (supplement B4)', () => {
  it('general: pi- 0.5, pi 1, pi+ 1.5, pi++ 2, cut 1.5, imp 2, cr/burn/cor/tox 1', () => {
    const torso = (['pi-', 'pi', 'pi+', 'pi++', 'cut', 'imp', 'cr', 'burn', 'cor', 'tox'] as const).map((t) => woundingMultiplier('torso', t).multiplier);
    expect(torso).toEqual([0.5, 1, 1.5, 2, 1.5, 2, 1, 1, 1, 1]);
  });

  it('skull x4 for any type; eye x4 for impaling and piercing only', () => {
    expect(woundingMultiplier('skull', 'cr').multiplier).toBe(4);
    expect(woundingMultiplier('skull', 'cut').multiplier).toBe(4);
    expect(woundingMultiplier('eye', 'imp').multiplier).toBe(4);
    expect(woundingMultiplier('eye', 'pi-').multiplier).toBe(4);
    expect(() => woundingMultiplier('eye', 'cr')).toThrow(/cannot target the eye/);
  });

  it('neck: crushing x1.5, cutting x2, others general', () => {
    expect(woundingMultiplier('neck', 'cr').multiplier).toBe(1.5);
    expect(woundingMultiplier('neck', 'cut').multiplier).toBe(2);
    expect(woundingMultiplier('neck', 'imp').multiplier).toBe(2);
  });

  it('vitals: impaling and piercing x3, others general', () => {
    expect(woundingMultiplier('vitals', 'imp').multiplier).toBe(3);
    expect(woundingMultiplier('vitals', 'pi').multiplier).toBe(3);
    expect(woundingMultiplier('vitals', 'pi-').multiplier).toBe(3);
    expect(woundingMultiplier('vitals', 'cut').multiplier).toBe(1.5);
    expect(woundingMultiplier('vitals', 'cr').multiplier).toBe(1);
  });

  it('limbs and extremities use the general figures (their rule is crippling)', () => {
    expect(woundingMultiplier('left-arm', 'cut').multiplier).toBe(1.5);
    expect(woundingMultiplier('hand', 'imp').multiplier).toBe(2);
  });
});
