import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { diceForCount, rollImpactDamage } from './collisions';
import {
  FALLING_TABLE,
  fallDamageDice,
  fallDistanceYards,
  fallImpactSpeed,
  fallingRowForSeconds,
  fallingRowForYards,
  fallSpeedAfterSeconds,
  fallSpeedReduction,
  fallSurfaceMultiplier,
  fallTimeSeconds,
  planFall,
  terminalVelocityMph,
  tripFallYards,
} from './falling';

describe('the Falling Table (002_6bcc9877716aeba8.txt, "Speed of Impact", Falling Table for 1-g)', () => {
  it('33 rows from 1 mph to 150 mph, fractional dice at the low end', () => {
    expect(FALLING_TABLE).toHaveLength(33);
    expect(FALLING_TABLE[0]).toEqual({ yardsPerSecond: 0.5, mph: 1, yards: 0.01, seconds: 0.05, baseDamage: '1d/10' });
    expect(FALLING_TABLE.slice(0, 4).map((r) => r.baseDamage)).toEqual(['1d/10', '1d/5', '1d/3', '1d/2']);
    expect(FALLING_TABLE[32]).toEqual({ yardsPerSecond: 75, mph: 150, yards: 280, seconds: 7.5, baseDamage: '15d' });
  });

  it('speeds as printed: 0.5 yd/s (1 mph) at 0.05 s, 12.5 yd/s (25 mph) at 1.25 s, 37.5 yd/s (75 mph) at 3.75 s', () => {
    const at = (seconds: number) => FALLING_TABLE.find((r) => r.seconds === seconds);
    expect(at(0.05)).toMatchObject({ yardsPerSecond: 0.5, mph: 1 });
    expect(at(1.25)).toMatchObject({ yardsPerSecond: 12.5, mph: 25, yards: 7 });
    expect(at(3.75)).toMatchObject({ yardsPerSecond: 37.5, mph: 75, yards: 70, baseDamage: '7d+2' });
  });

  it('from 10 mph up the printed damage is 1d per 10 mph, half a die written +2', () => {
    for (const row of FALLING_TABLE) if (row.mph >= 10) expect(diceForCount(row.mph / 10).label).toBe(row.baseDamage);
  });

  it('distances stay within 12% (or 0.01 yd) of 0.5 x 10 x t^2, as the table is rounded', () => {
    for (const row of FALLING_TABLE) {
      const exact = fallDistanceYards({ seconds: row.seconds });
      expect(Math.abs(row.yards - exact)).toBeLessThanOrEqual(Math.max(0.12 * exact, 0.01));
    }
  });

  it('between rows we read the row at or below; under 0.01 yd there is no row', () => {
    expect(fallingRowForYards(3)?.baseDamage).toBe('1d+2');
    expect(fallingRowForYards(4)?.mph).toBe(15);
    expect(fallingRowForYards(4.99)?.mph).toBe(15);
    expect(fallingRowForYards(5)?.mph).toBe(20);
    expect(fallingRowForYards(0.005)).toBeNull();
    expect(fallingRowForSeconds(1)?.mph).toBe(20);
    expect(fallingRowForSeconds(1.2)?.mph).toBe(20);
  });

  it('gravity multiplies speed for a given time: 2 s is 40 mph at 1 g, 80 mph at 2 g', () => {
    expect(fallSpeedAfterSeconds({ seconds: 2 })).toBe(40);
    expect(fallSpeedAfterSeconds({ seconds: 2, gravity: 2 })).toBe(80);
    expect(fallSpeedAfterSeconds({ seconds: 10 })).toBe(200);
  });

  it('impact speed by height: 20 yd is 40 mph; at 2 g it is the 10-yd row doubled; past the table, by formula', () => {
    expect(fallImpactSpeed({ yards: 20 }).mph).toBe(40);
    expect(fallImpactSpeed({ yards: 20, gravity: 2 })).toMatchObject({ mph: 60 });
    expect(fallImpactSpeed({ yards: 1000 }).mph).toBeCloseTo(282.84, 2);
    expect(fallImpactSpeed({ yards: 1000, terminalMph: 125 })).toMatchObject({ mph: 125, cappedByTerminal: true });
    expect(fallImpactSpeed({ yards: 0.001 }).mph).toBe(0);
  });
});

describe('falling time and distance (002_6bcc9877716aeba8.txt, Falling "Advanced Rules")', () => {
  it('d = 0.5 x 10 x t^2 and t = sqrt(2d / 10), gravity scaling the acceleration', () => {
    expect(fallDistanceYards({ seconds: 1 })).toBe(5);
    expect(fallDistanceYards({ seconds: 2 })).toBe(20);
    expect(fallTimeSeconds({ yards: 20 })).toBe(2);
    expect(fallTimeSeconds({ yards: 20, gravity: 2 })).toBeCloseTo(Math.SQRT2, 12);
  });
});

describe('terminal velocity and landing skills (002_6bcc9877716aeba8.txt, "Terminal velocity", "Skills", "Leg power")', () => {
  it('100 mph for a human, x sqrt(LS) x sqrt(gravity) / sqrt(air density); limp x1.25, diving x1.5', () => {
    expect(terminalVelocityMph({ size: { linearScale: 1 } }).mph).toBe(100);
    expect(terminalVelocityMph({ size: { linearScale: 1 }, pose: 'limp' }).mph).toBe(125);
    expect(terminalVelocityMph({ size: { linearScale: 1 }, pose: 'diving' }).mph).toBe(150);
    expect(terminalVelocityMph({ size: { linearScale: 4 } }).mph).toBe(200);
    expect(terminalVelocityMph({ size: { linearScale: 1 }, gravity: 4 }).mph).toBe(200);
    expect(terminalVelocityMph({ size: { linearScale: 1 }, airDensity: 4 }).mph).toBe(50);
  });

  it('Catfall or Acrobatics -20 mph, a DX-type maneuver roll -10, Breakfall skill 20 + 2 per point; the best one counts, leg power adds', () => {
    expect(fallSpeedReduction({ catfallOrAcrobatics: true }).mph).toBe(20);
    expect(fallSpeedReduction({ breakfallManeuver: true }).mph).toBe(10);
    expect(fallSpeedReduction({ catfallOrAcrobatics: true, breakfallManeuver: true }).mph).toBe(20);
    expect(fallSpeedReduction({ breakfallSkillMargin: 3 }).mph).toBe(26);
    const legs = fallSpeedReduction({ breakfallManeuver: true, jumpYardsPerSecond: 3 });
    expect(legs).toEqual({ mph: 16, explanation: 'DX/Judo/Wrestling/Breakfall roll -10 mph; leg power -6 mph' });
    expect(fallSpeedReduction({}).mph).toBe(0);
  });

  it('surfaces: rock x2, hard soil x1.5, soft soil x1, mud x2/3, cushion x1/3, belly flop x1/2, good dive x1/5', () => {
    expect(fallSurfaceMultiplier('very-hard')).toBe(2);
    expect(fallSurfaceMultiplier('hard')).toBe(1.5);
    expect(fallSurfaceMultiplier('yielding')).toBe(1);
    expect(fallSurfaceMultiplier('soft')).toBeCloseTo(2 / 3, 12);
    expect(fallSurfaceMultiplier('very-soft')).toBeCloseTo(1 / 3, 12);
    expect(fallSurfaceMultiplier('water')).toBe(0.5);
    expect(fallSurfaceMultiplier('water-dive')).toBe(0.2);
  });
});

describe('impact damage (002_6bcc9877716aeba8.txt, "Impact Damage"; Basic Set comparison in "Collisions")', () => {
  it('a 150-lb HP 10 human falling 30 yd (50 mph) onto rock: 10d, about 30 after HP/2 (the seed says "30 or so")', () => {
    const p = planFall({ yards: 30, size: { massLb: 150 }, hp: 10, surface: 'very-hard' });
    expect(p).toMatchObject({ impactMph: 50, dice: 10, label: '10d', absorption: 5, averageDamage: 30 });
  });

  it('skills come off the speed before the dice: Acrobatics turns 50 mph into 3d on soft soil', () => {
    expect(fallDamageDice({ impactMph: 50, massLb: 150, surface: 'yielding', reductionMph: 20 })).toEqual({
      dice: 3,
      label: '3d',
      explanation: '30 mph / 10 x mass 1 x surface 1 = 3d (3d)',
    });
  });

  it('rolled with the collision roller: 10d of 4s is 40, less 5 for HP 10', () => {
    expect(rollImpactDamage({ dice: 10, hp: 10, spread: 'spread' }, scriptedRng(Array(10).fill(4))).damage).toBe(35);
  });
});

describe('the 1000-yard mine shaft, limp onto rock (002_6bcc9877716aeba8.txt, Falling "Examples")', () => {
  const shaft = (massLb: number, hp: number) => planFall({ yards: 1000, size: { massLb }, hp, surface: 'very-hard', pose: 'limp' });

  it('half-ounce mouse (HP 0.5): tv 30.4 mph by the formula (seed: about 40); mass divides by 69 (seed: about 70); 0.088 dice, average 0.06 after HP/2 (seed: 0.15) - a scratch either way', () => {
    const p = shaft(1 / 32, 0.5);
    expect(p.terminalMph).toBeCloseTo(30.43, 2);
    expect(p.dice).toBeCloseTo(0.08786, 4);
    expect(p.label).toBe('1d x 0.0879');
    expect(p.absorption).toBe(0.25);
    expect(p.averageDamage).toBeCloseTo(0.0575, 4);
  });

  it('1-lb rat (HP 2): tv 54.2 mph (seed: about 75); mass divides by 12.2 (seed: about 12); average 2.1 after HP/2 (seed: about 3.3) - at or past his HP', () => {
    const p = shaft(1, 2);
    expect(p.terminalMph).toBeCloseTo(54.23, 2);
    expect(p.dice).toBeCloseTo(0.8855, 4);
    expect(p.averageDamage).toBeCloseTo(2.099, 3);
  });

  it('150-lb human (HP 10): tv 125 mph as the seed says; 25d (seed: 12d+2 x 2), average 82.5 - deadly', () => {
    const p = shaft(150, 10);
    expect(p.terminalMph).toBe(125);
    expect(p).toMatchObject({ dice: 25, label: '25d', averageDamage: 82.5 });
  });

  it('1200-lb horse (HP 20): tv 176.8 mph (seed: about 160); mass x2.83 (seed: almost 3); 100d (seed: 16d x 2 x 3 = 96d), average 340', () => {
    const p = shaft(1200, 20);
    expect(p.terminalMph).toBeCloseTo(176.78, 2);
    expect(p.dice).toBeCloseTo(100, 9);
    expect(p.averageDamage).toBeCloseTo(340, 9);
  });
});

describe('tripping (002_6bcc9877716aeba8.txt, "Tripping")', () => {
  it('a fall of your own height, half on a made roll, x2/3 semi-upright or low, x1/2 horizontal or very low, all cumulative', () => {
    expect(tripFallYards({ heightYards: 2, rollSucceeded: false }).yards).toBe(2);
    expect(tripFallYards({ heightYards: 2, rollSucceeded: true }).yards).toBe(1);
    expect(tripFallYards({ heightYards: 2, rollSucceeded: false, posture: 'horizontal' }).yards).toBe(1);
    const t = tripFallYards({ heightYards: 2, rollSucceeded: true, posture: 'semi-upright', stance: 'low' });
    expect(t.yards).toBeCloseTo(4 / 9, 12);
    expect(t.explanation).toBe('Trip = height 2 yd x 1/2 for the roll x 0.667 semi-upright x 0.667 low stance = 0.444 yd fall');
  });

  it('a human tripping on soft ground: 12 mph, 1d+1, nothing left after HP/2; a 1200-lb horse on rock: about 20 of its 20 HP', () => {
    const human = planFall({ yards: tripFallYards({ heightYards: 2, rollSucceeded: false }).yards, size: { massLb: 150 }, hp: 10, surface: 'yielding' });
    expect(human).toMatchObject({ impactMph: 12, label: '1d+1', averageDamage: 0 });
    const horse = planFall({ yards: tripFallYards({ heightYards: 4, rollSucceeded: false }).yards, size: { massLb: 1200 }, hp: 20, surface: 'very-hard' });
    expect(horse.impactMph).toBe(15);
    expect(horse.dice).toBeCloseTo(8.485, 3);
    expect(horse.averageDamage).toBeCloseTo(19.7, 1);
  });
});
