import { describe, expect, it } from 'vitest';
import { distanceModifier, throwing } from './throwing';

// ST 10: Basic Lift 20 lb, thrust 1d-2. ST 20: Basic Lift 80 lb, thrust 2d-1.
const throw10 = (weight: number) => throwing({ st: 10, basicLift: 20, dx: 12, weight });
const throw20 = (weight: number) => throwing({ st: 20, basicLift: 80, dx: 12, weight });

describe('throwing (000_4b7986e803b19dcc.txt, "Throwing")', () => {
  it('DX-3 for a chosen target, DX for an area; one hand up to 2 x BL', () => {
    expect(throw10(40)).toMatchObject({ canThrow: true, hands: 1, specificTarget: 9, areaTarget: 12 });
    expect(throw10(41).hands).toBe(2);
  });

  it('nothing over 8 x BL can be thrown', () => {
    expect(throw10(160).canThrow).toBe(true);
    expect(throw10(161)).toMatchObject({ canThrow: false, distance: null, damage: null });
  });
});

describe('throwing distance (000_4b7986e803b19dcc.txt, "Throwing Distance Table")', () => {
  it('reads the row for the weight ratio, the next one up between rows', () => {
    expect(distanceModifier(0.01)).toBe(3.5);
    expect(distanceModifier(0.05)).toBe(3.5);
    expect(distanceModifier(0.051)).toBe(2.5);
    expect(distanceModifier(1)).toBe(0.6);
    expect(distanceModifier(2.05)).toBe(0.25);
    expect(distanceModifier(12)).toBe(0.05);
    expect(distanceModifier(12.5)).toBeNull();
  });

  it('distance = ST x modifier', () => {
    expect(throw10(1).distance).toBe(35);
    expect(throw10(2.5).distance).toBe(20);
    expect(throw10(10).distance).toBe(8);
    expect(throw10(20).distance).toBe(6);
    expect(throw10(40).distance).toBe(3);
    expect(throwing({ st: 11, basicLift: 24, dx: 10, weight: 48 }).distance).toBe(3.3);
    expect(throw20(640).distance).toBe(1.2);
  });
});

describe('throwing damage (000_4b7986e803b19dcc.txt, "Throwing Damage Table")', () => {
  it('adjusts thrust per die by weight band', () => {
    expect(throw10(2.5).damageText).toBe('1d-4'); // up to BL/8: -2 per die
    expect(throw10(5).damageText).toBe('1d-3'); // up to BL/4: -1 per die
    expect(throw10(10).damageText).toBe('1d-2'); // up to BL/2: thrust
    expect(throw10(20).damageText).toBe('1d-1'); // up to BL: +1 per die
    expect(throw10(40).damageText).toBe('1d-2'); // up to 2 x BL: thrust
    expect(throw20(320).damageText).toBe('2d-2'); // up to 4 x BL: -1/2 per die, rounded down: -1
    expect(throw10(80).damageText).toBe('1d-2'); // one die: half a point rounds away
    expect(throw20(640).damageText).toBe('2d-3'); // up to 8 x BL: -1 per die
  });

  it('gives the roller notation and the working', () => {
    const t = throw20(80);
    expect(t.damageDice).toBe('2d6+1');
    expect(t.sentences[3]).toBe('Damage = thrust 2d-1, +1 per die = 2d+1, usually crushing.');
  });
});
