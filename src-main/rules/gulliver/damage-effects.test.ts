import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { successRollsFrom } from '../testing/success-rolls';
import {
  allOutAttackDamage,
  blowthrough,
  deathChecks,
  healingPerNight,
  injuryThresholds,
  isSlowedByInjury,
  knockdownCheck,
  knockoutFromInjury,
  knockoutFromShock,
  limbStunCheck,
  limbWound,
  resolveCheck,
  rollNightlyHealing,
  rollShockRecovery,
  shockPenalty,
  shockPoints,
  shockPointsPerPenalty,
  splitHpDamage,
  stunCheck,
} from './damage-effects';

describe('effects of damage (002_6bcc9877716aeba8.txt, "Effects of Damage")', () => {
  it('slowed below HP x 1/3: at HP 10, 3 HP left is slowed and 4 is not', () => {
    expect(isSlowedByInjury({ hpLeft: 3, hp: 10 })).toBe(true);
    expect(isSlowedByInjury({ hpLeft: 4, hp: 10 })).toBe(false);
  });

  it('knockdown: an HT roll on one blow over HP/2', () => {
    expect(knockdownCheck({ damage: 5, hp: 10 })).toBe('none');
    expect(knockdownCheck({ damage: 6, hp: 10 })).toBe('roll');
  });

  it('knockout rolls every turn at 0 HP or less', () => {
    expect(knockoutFromInjury(1)).toBe('none');
    expect(knockoutFromInjury(0)).toBe('roll');
    expect(knockoutFromInjury(-7)).toBe('roll');
  });

  it('an arm or leg cripples over HP/2, takes only the least whole point over it, and doubles shock', () => {
    expect(limbWound({ location: 'arm', damage: 5, hp: 10, cutting: false })).toMatchObject({ crippled: false, damageTaken: 5, shockMultiplier: 1 });
    const w = limbWound({ location: 'leg', damage: 9, hp: 10, cutting: false });
    expect(w).toMatchObject({ crippled: true, damageTaken: 6, shockMultiplier: 2, amputation: 'none' });
    expect(w.explanation).toBe("9 is over the leg's crippling level of 5: crippled, takes 6, shock doubled");
  });

  it('a hand or foot cripples over HP/3', () => {
    expect(limbWound({ location: 'hand', damage: 4, hp: 12, cutting: false }).crippled).toBe(false);
    expect(limbWound({ location: 'foot', damage: 5, hp: 12, cutting: false })).toMatchObject({ crippled: true, damageTaken: 5 });
  });

  it('amputation: a cutting blow over twice the crippling level (over HP for an arm) calls for HT; over twice that it is automatic', () => {
    const arm = (damage: number, cutting = true) => limbWound({ location: 'arm', damage, hp: 10, cutting });
    expect(arm(10).amputation).toBe('none');
    expect(arm(11).amputation).toBe('roll');
    expect(arm(20).amputation).toBe('roll');
    expect(arm(21)).toMatchObject({ amputation: 'automatic', damageTaken: 6 });
    expect(arm(21, false).amputation).toBe('none');
  });

  it('a hand is severed over HP x 2/3 on a failed roll', () => {
    expect(limbWound({ location: 'hand', damage: 8, hp: 12, cutting: true }).amputation).toBe('none');
    expect(limbWound({ location: 'hand', damage: 9, hp: 12, cutting: true }).amputation).toBe('roll');
    expect(limbWound({ location: 'hand', damage: 17, hp: 12, cutting: true }).amputation).toBe('automatic');
  });

  it('the neck cripples like a limb, and a crushing blow at the amputation level can break it', () => {
    expect(limbWound({ location: 'neck', damage: 6, hp: 10, cutting: false })).toMatchObject({ crippled: true, amputation: 'none' });
    expect(limbWound({ location: 'neck', damage: 11, hp: 10, cutting: false }).amputation).toBe('roll');
  });

  it('a check rolls HT only when asked to; the effect lands on a failed roll', () => {
    expect(resolveCheck('none', 10, successRollsFrom(scriptedRng([])))).toEqual({ check: 'none', happens: false });
    expect(resolveCheck('automatic', 10, successRollsFrom(scriptedRng([])))).toEqual({ check: 'automatic', happens: true });
    const failed = resolveCheck('roll', 10, successRollsFrom(scriptedRng([6, 5, 1])));
    expect(failed.happens).toBe(true);
    expect(failed.roll?.roll.total).toBe(12);
    expect(resolveCheck('roll', 10, successRollsFrom(scriptedRng([1, 2, 3]))).happens).toBe(false);
  });
});

describe('death rolls and the worked examples (002_6bcc9877716aeba8.txt, "Wrapping Up")', () => {
  it('HP 1 rat: a roll at -1, two for each further point, dead at -5', () => {
    expect(deathChecks({ hp: 1, hpBefore: 0, hpAfter: -1 }).rolls).toBe(1);
    expect(deathChecks({ hp: 1, hpBefore: -1, hpAfter: -2 })).toEqual({ rolls: 2, thresholds: [-1.5, -2], automaticDeath: false });
    expect(deathChecks({ hp: 1, hpBefore: -4, hpAfter: -5 })).toEqual({ rolls: 1, thresholds: [-4.5], automaticDeath: true });
    expect(injuryThresholds(1).automaticDeath).toBe(-5);
  });

  it('HP 120 dragon: -1 DX/IQ per 12 shock, death rolls at -120 and every 60 more, dead at -600', () => {
    const t = injuryThresholds(120);
    expect(t).toMatchObject({ firstDeathCheck: -120, deathCheckEvery: 60, automaticDeath: -600 });
    expect(shockPointsPerPenalty(120)).toBe(12);
    expect(shockPenalty({ shock: 23, hp: 120 }).penalty).toBe(-1);
    expect(shockPenalty({ shock: 24, hp: 120 }).penalty).toBe(-2);
    expect(deathChecks({ hp: 120, hpBefore: 0, hpAfter: -200 }).thresholds).toEqual([-120, -180]);
    expect(deathChecks({ hp: 120, hpBefore: -500, hpAfter: -600 })).toMatchObject({ thresholds: [-540], automaticDeath: true });
  });

  it('HP 120 dragon: the x 1/3 rule slows him below 40 HP; the seed says 30, which is 1/4 of 120', () => {
    expect(injuryThresholds(120).slowedBelow).toBe(40);
    expect(isSlowedByInjury({ hpLeft: 39, hp: 120 })).toBe(true);
    expect(isSlowedByInjury({ hpLeft: 40, hp: 120 })).toBe(false);
  });
});

describe('shock (002_6bcc9877716aeba8.txt, "Measuring Shock" and "Effects of Shock")', () => {
  it('base shock is final damage; brain hits and crippling double it', () => {
    expect(shockPoints({ damage: 6 }).shock).toBe(6);
    expect(shockPoints({ damage: 6, brain: true }).shock).toBe(12);
    expect(shockPoints({ damage: 6, brain: true, crippling: true })).toEqual({ shock: 24, explanation: 'Shock = 6 damage x 2 brain x 2 crippling = 24' });
    expect(shockPoints({ damage: 1, multiplier: 4 }).shock).toBe(4);
  });

  it('rounding bands: HP 8-14 -1 per point, 15-24 per 2, 25-34 per 3, 35 per 4', () => {
    expect([8, 14, 15, 24, 25, 34, 35].map(shockPointsPerPenalty)).toEqual([1, 1, 2, 2, 3, 3, 4]);
    expect(shockPenalty({ shock: 6, hp: 10 }).penalty).toBe(-6);
    expect(shockPenalty({ shock: 5, hp: 20 })).toEqual({ penalty: -2, explanation: 'HP 20: -1 per 2 shock; 5 shock -> -2 DX and IQ' });
  });

  it('low HP: -2 per point at HP 4-7, -3 at HP 3, -5 at HP 2, -10 at HP 1', () => {
    expect(shockPenalty({ shock: 1, hp: 7 }).penalty).toBe(-2);
    expect(shockPenalty({ shock: 2, hp: 4 }).penalty).toBe(-4);
    expect(shockPenalty({ shock: 1, hp: 3 }).penalty).toBe(-3);
    expect(shockPenalty({ shock: 1, hp: 2 }).penalty).toBe(-5);
    expect(shockPenalty({ shock: 1, hp: 1 })).toEqual({ penalty: -10, explanation: 'HP 1: -10 per point of shock; 1 shock -> -10 DX and IQ' });
    expect(shockPenalty({ shock: 0, hp: 1 }).penalty).toBe(0);
  });

  it('stun: automatic over HP/2; the graded option rolls over HP/3 and is automatic over 2/3 HP', () => {
    expect(stunCheck({ shock: 5, hp: 10 })).toBe('none');
    expect(stunCheck({ shock: 6, hp: 10 })).toBe('automatic');
    expect(stunCheck({ shock: 4, hp: 12, rule: 'graded' })).toBe('none');
    expect(stunCheck({ shock: 5, hp: 12, rule: 'graded' })).toBe('roll');
    expect(stunCheck({ shock: 8, hp: 12, rule: 'graded' })).toBe('roll');
    expect(stunCheck({ shock: 9, hp: 12, rule: 'graded' })).toBe('automatic');
  });

  it('limb stun drops what it holds; just enough shock allows an HT roll to keep hold', () => {
    expect(limbStunCheck({ shock: 5, hp: 10, location: 'arm' })).toBe('none');
    expect(limbStunCheck({ shock: 6, hp: 10, location: 'arm' })).toBe('roll');
    expect(limbStunCheck({ shock: 7, hp: 10, location: 'arm' })).toBe('automatic');
    expect(limbStunCheck({ shock: 4, hp: 9, location: 'hand' })).toBe('roll');
    expect(limbStunCheck({ shock: 5, hp: 9, location: 'hand' })).toBe('automatic');
  });

  it('knockout: HT roll over HP of shock, automatic over 2 x HP', () => {
    expect(knockoutFromShock({ shock: 10, hp: 10 })).toBe('none');
    expect(knockoutFromShock({ shock: 11, hp: 10 })).toBe('roll');
    expect(knockoutFromShock({ shock: 20, hp: 10 })).toBe('roll');
    expect(knockoutFromShock({ shock: 21, hp: 10 })).toBe('automatic');
  });

  it('advanced recovery: the margin comes off the penalty, so -3 clears on success by 3', () => {
    expect(rollShockRecovery({ penalty: -3, ht: 12 }, successRollsFrom(scriptedRng([3, 3, 3]))).penaltyAfter).toBe(0);
    expect(rollShockRecovery({ penalty: -3, ht: 10 }, successRollsFrom(scriptedRng([3, 3, 3]))).penaltyAfter).toBe(-2);
    expect(rollShockRecovery({ penalty: -5, ht: 12 }, successRollsFrom(scriptedRng([3, 3, 3]))).penaltyAfter).toBe(-2);
    const failed = rollShockRecovery({ penalty: -3, ht: 10 }, successRollsFrom(scriptedRng([6, 4, 2])));
    expect(failed.penaltyAfter).toBe(-3);
    expect(failed.explanation).toBe('HT 10 failed: penalty stays -3');
  });
});

describe('healing (002_6bcc9877716aeba8.txt, "Recovering from Damage")', () => {
  it('HP/10 a night, rounded by the shock bands', () => {
    expect([10, 14, 15, 120].map((hp) => healingPerNight(hp).amount)).toEqual([1, 1, 2, 12]);
    expect([5, 3, 2, 1, 0.5].map((hp) => healingPerNight(hp).amount)).toEqual([0.5, 1 / 3, 0.2, 0.1, 0.05]);
  });

  it('a made HT roll heals; with the option, success by 10 doubles and by 20 triples', () => {
    expect(rollNightlyHealing({ hp: 10, ht: 10 }, successRollsFrom(scriptedRng([6, 6, 1]))).healed).toBe(0);
    expect(rollNightlyHealing({ hp: 10, ht: 10 }, successRollsFrom(scriptedRng([2, 2, 2]))).healed).toBe(1);
    expect(rollNightlyHealing({ hp: 10, ht: 20 }, successRollsFrom(scriptedRng([2, 2, 2]))).healed).toBe(1);
    expect(rollNightlyHealing({ hp: 10, ht: 20, marginBonus: true }, successRollsFrom(scriptedRng([2, 2, 2]))).healed).toBe(2);
    expect(rollNightlyHealing({ hp: 20, ht: 25, marginBonus: true }, successRollsFrom(scriptedRng([1, 1, 1]))).healed).toBe(6);
  });
});

describe('blowthrough (002_6bcc9877716aeba8.txt, "All About Blowthrough")', () => {
  it('Grog, Linear Scale 2, takes 20 before a bullet blows through', () => {
    expect(blowthrough({ linearScale: 2, location: 'torso' })).toEqual({ maxHits: 20, explanation: 'Blowthrough = 10 x LS 2 = 20' });
  });

  it('x3 vitals or head (30 for a human), x1/2 limbs, x1/3 hands and feet, no limit at the brain', () => {
    expect(blowthrough({ linearScale: 1, location: 'vitals' }).maxHits).toBe(30);
    expect(blowthrough({ linearScale: 1, location: 'head' }).maxHits).toBe(30);
    expect(blowthrough({ linearScale: 1, location: 'limb' }).maxHits).toBe(5);
    expect(blowthrough({ linearScale: 1, location: 'extremity' }).maxHits).toBeCloseTo(10 / 3, 12);
    expect(blowthrough({ linearScale: 1, location: 'brain' }).maxHits).toBeNull();
  });

  it('beams, fire and lightning double it at torso, head and vitals only; big and hollow-point bullets x1.5 each', () => {
    expect(blowthrough({ linearScale: 1, location: 'torso', beam: true }).maxHits).toBe(20);
    expect(blowthrough({ linearScale: 1, location: 'vitals', beam: true }).maxHits).toBe(60);
    expect(blowthrough({ linearScale: 1, location: 'limb', beam: true }).maxHits).toBe(5);
    expect(blowthrough({ linearScale: 1, location: 'torso', largeCaliber: true, hollowPoint: true }).maxHits).toBe(22.5);
  });
});

describe('All-Out Attack damage (002_6bcc9877716aeba8.txt, "All-Out Attack damage")', () => {
  it('+33% rounded up instead of +2', () => {
    expect(allOutAttackDamage(6)).toEqual({ damage: 8, bonus: 2, explanation: '6 + 33% rounded up (+2) = 8' });
    expect(allOutAttackDamage(3).damage).toBe(4);
    expect(allOutAttackDamage(1).damage).toBe(2);
    expect(allOutAttackDamage(100).damage).toBe(133);
    expect(allOutAttackDamage(0).damage).toBe(0);
  });
});

describe('split HP (002_6bcc9877716aeba8.txt, "Handling Split HP")', () => {
  it('centaur with the HP 24 horse half as base: a hit to the HP 12 human half counts double', () => {
    expect(splitHpDamage({ damage: 5, baseHp: 24, otherHp: 12, half: 'other' }).damage).toBe(10);
    expect(splitHpDamage({ damage: 5, baseHp: 24, otherHp: 12, half: 'base' }).damage).toBe(5);
  });

  it('with the human half as base, a hit to the horse half counts half', () => {
    expect(splitHpDamage({ damage: 6, baseHp: 12, otherHp: 24, half: 'other' })).toEqual({
      damage: 3,
      explanation: '6 x (base HP 12 / other HP 24) = 3',
    });
  });

  it('refuses a non-positive HP', () => {
    expect(() => splitHpDamage({ damage: 6, baseHp: 0, otherHp: 24, half: 'other' })).toThrow(/baseHp: must be more than 0/);
  });
});
