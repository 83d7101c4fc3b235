import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import {
  canOverrun,
  collisionDice,
  collisionSpeeds,
  diceForCount,
  impactAbsorption,
  ownCollisionDice,
  poweredMass,
  rollImpactDamage,
  standardTractionCapLb,
  tramplingDice,
} from './collisions';

describe('speed of impact and speed change (002_6bcc9877716aeba8.txt, "Speed of Impact", "Speed Change")', () => {
  const green = { massLb: 1000, mph: 40 };
  const yellow = { massLb: 500, mph: 50 };

  it('Green (1000 lb, 40 mph) meets Yellow (500 lb, 50 mph) head-on: 90 combined, changes 30 and 60, ending at 10 and -10', () => {
    const c = collisionSpeeds({ kind: 'head-on', a: green, b: yellow });
    expect(c.combinedMph).toBe(90);
    expect(c.a).toEqual({ speedChangeMph: 30, speedAfterMph: 10 });
    expect(c.b).toEqual({ speedChangeMph: 60, speedAfterMph: -10 });
    expect(c.explanation[0]).toBe('Combined speed = 40 + 50 = 90 mph');
  });

  it('Yellow hitting Green from behind: only 10 mph combined, and both end at the same speed', () => {
    const c = collisionSpeeds({ kind: 'rear-end', a: yellow, b: green });
    expect(c.combinedMph).toBe(10);
    expect(c.a.speedAfterMph).toBeCloseTo(130 / 3, 12);
    expect(c.b.speedAfterMph).toBeCloseTo(130 / 3, 12);
  });

  it('a 10-ton truck at 60 mph into a standing PC: the PC takes the full 60 mph, the truck\'s 0.45 is lost to friction ("Loss")', () => {
    const c = collisionSpeeds({ kind: 'head-on', a: { massLb: 20000, mph: 60 }, b: { massLb: 150, mph: 0 } });
    expect(c.b.speedChangeMph).toBe(60);
    expect(c.a.speedChangeMph).toBe(0);
    expect(c.explanation[1]).toBe('A changes 60 x 150 / 20150 = 0.447 mph, taken as 0 -> 60 mph');
  });

  it('bodies of equal mass keep their halves even at low speed; a heavier body\'s change over 1 mph stands', () => {
    expect(collisionSpeeds({ kind: 'head-on', a: { massLb: 1, mph: 0.5 }, b: { massLb: 1, mph: 0.5 } }).a.speedChangeMph).toBe(0.5);
    expect(collisionSpeeds({ kind: 'head-on', a: { massLb: 1000, mph: 40 }, b: { massLb: 500, mph: 50 } }).a.speedChangeMph).toBe(30);
  });

  it('equal masses share the combined speed; a broadside counts only the striker', () => {
    expect(collisionSpeeds({ kind: 'head-on', a: { massLb: 150, mph: 10 }, b: { massLb: 150, mph: 10 } }).a.speedChangeMph).toBe(10);
    expect(collisionSpeeds({ kind: 'broadside', a: { massLb: 150, mph: 30 }, b: { massLb: 150, mph: 20 } }).combinedMph).toBe(30);
  });

  it('refuses a rear-end collision where the one behind is slower', () => {
    expect(() => collisionSpeeds({ kind: 'rear-end', a: green, b: yellow })).toThrow(RangeError);
  });
});

describe('collision damage (002_6bcc9877716aeba8.txt, "Collision Damage")', () => {
  it('1d per 10 mph of own speed change x sqrt(own mass / 150)', () => {
    expect(ownCollisionDice({ speedChangeMph: 50, massLb: 150 })).toBe(5);
    expect(ownCollisionDice({ speedChangeMph: 40, massLb: 600 })).toBe(8);
  });

  it('the 600-lb motorbike into a tank at 40 mph: 8d for both, x2 for hard steel = 16d each', () => {
    const d = collisionDice({
      a: { massLb: 600, speedChangeMph: 40, hardness: 'very-hard' },
      b: { massLb: 120000, speedChangeMph: 0.2, hardness: 'very-hard' },
    });
    expect(d.aOwnDice).toBe(8);
    expect(d.bOwnDice).toBeCloseTo(0.566, 3);
    expect(d.sharedDice).toBe(8);
    expect(d.aTakesDice).toBe(16);
    expect(d.bTakesDice).toBe(16);
    expect(d.explanation[0]).toBe('A: 40 mph / 10 x square root of (600 lb / 150) = 8d');
  });

  it('hardness of the other side: a soft landing for one, a hard one for the other', () => {
    const d = collisionDice({
      a: { massLb: 150, speedChangeMph: 30, hardness: 'yielding' },
      b: { massLb: 1e6, speedChangeMph: 0, hardness: 'very-soft' },
    });
    expect(d.aTakesDice).toBe(1);
    expect(d.bTakesDice).toBe(3);
  });

  it('fractions of a die become adds at 3.5 points a die; under one die, one die is scaled', () => {
    expect(diceForCount(16).label).toBe('16d');
    expect(diceForCount(2.5).label).toBe('2d+2');
    expect(diceForCount(1.2).label).toBe('1d+1');
    expect(diceForCount(0.5)).toEqual({ dice: null, scale: 0.5, label: '1d x 0.5' });
    expect(diceForCount(0).label).toBe('no damage');
  });

  it('absorption: HP/2 spread, HP/4 localized, nothing for a point', () => {
    expect(impactAbsorption({ hp: 10, spread: 'spread' })).toBe(5);
    expect(impactAbsorption({ hp: 10, spread: 'localized' })).toBe(2.5);
    expect(impactAbsorption({ hp: 10, spread: 'point' })).toBe(0);
  });

  it('the motorbike rolls its 16d, then loses half its HP and its DR', () => {
    const r = rollImpactDamage({ dice: 16, hp: 20, spread: 'spread', dr: 5 }, scriptedRng(Array(16).fill(3)));
    expect(r).toMatchObject({ rolled: 48, absorbed: 10, dr: 5, damage: 33, label: '16d' });
    expect(r.roll?.dice[0].faces).toHaveLength(16);
    expect(r.explanation).toBe('16d rolled 48 - HP/2 10 - DR 5 = 33');
  });

  it('under a die the face is scaled and fractions kept; damage never goes below 0', () => {
    expect(rollImpactDamage({ dice: 0.5, hp: 1, spread: 'point' }, scriptedRng([5])).damage).toBe(2.5);
    expect(rollImpactDamage({ dice: 1, hp: 20, spread: 'spread' }, scriptedRng([6])).damage).toBe(0);
  });
});

describe('powered collisions and overrun (002_6bcc9877716aeba8.txt, "Powered Collisions", "Overrun")', () => {
  it('Load ST x 10 lb of extra mass', () => {
    expect(poweredMass({ massLb: 150, loadSt: 20 }).effectiveMassLb).toBe(350);
  });

  it('the 600-lb motorbike at full throttle (30 kW), standard traction: 600 + 300 = 900 lb', () => {
    const p = poweredMass({ massLb: 600, engineKw: 30, tractionCapLb: standardTractionCapLb(600) });
    expect(p).toMatchObject({ effectiveMassLb: 900, bonusLb: 300 });
    expect(p.explanation).toBe('Effective mass = 600 lb + (30 kW x 10) = 900 lb');
  });

  it('torque doubles the bonus under 1/4 top speed and halves it over 1/2; traction caps it', () => {
    expect(poweredMass({ massLb: 600, engineKw: 30, speedFraction: 0.1 }).bonusLb).toBe(600);
    expect(poweredMass({ massLb: 600, engineKw: 30, speedFraction: 0.1, tractionCapLb: 300 }).bonusLb).toBe(300);
    expect(poweredMass({ massLb: 600, engineKw: 30, speedFraction: 0.6 }).bonusLb).toBe(150);
    expect(poweredMass({ massLb: 600, engineKw: 30, speedFraction: 0.4 }).bonusLb).toBe(300);
  });

  it('thrust counts x1 in water, x0.1 in air', () => {
    expect(poweredMass({ massLb: 1000, thrust: { amount: 100, medium: 'water' } }).bonusLb).toBe(100);
    expect(poweredMass({ massLb: 1000, thrust: { amount: 100, medium: 'air' } }).bonusLb).toBe(10);
  });

  it('trampling dice = sqrt(weight) / 20, doubled vehicle on vehicle', () => {
    expect(tramplingDice({ weightLb: 40000 }).dice).toBe(10);
    expect(tramplingDice({ weightLb: 40000, vehicleOnVehicle: true }).dice).toBe(20);
  });

  it('legs overrun the same Size or smaller; wheels need 3 Size levels more', () => {
    expect(canOverrun({ attackerSize: 2, targetSize: 2, propulsion: 'legs' })).toBe(true);
    expect(canOverrun({ attackerSize: 1, targetSize: 2, propulsion: 'legs' })).toBe(false);
    expect(canOverrun({ attackerSize: 4, targetSize: 2, propulsion: 'wheels' })).toBe(false);
    expect(canOverrun({ attackerSize: 5, targetSize: 2, propulsion: 'wheels' })).toBe(true);
  });
});
