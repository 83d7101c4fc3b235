import { describe, expect, it } from 'vitest';
import { formatGurpsDice } from '../dice/gurps-notation';
import {
  injuryAfterToughness,
  locationToughness,
  proportionalThrust,
  stDamage,
  thrustForSt,
  toughnessForSt,
} from './st-damage';

const thrust = (st: number) => formatGurpsDice(thrustForSt(st));

describe('new ST damage (002_6bcc9877716aeba8.txt, Appendix "New ST Damage")', () => {
  it('reads every printed row, ST 1 to 30', () => {
    const table = [
      '1d-5', '1d-4', '1d-4', '1d-3', '1d-3', '1d-2', '1d-2', '1d-1', '1d-1',
      '1d', '1d', '1d+1', '1d+1', '2d-2', '1d+2', '1d+2', '2d-1', '1d+3', '1d+3',
      '2d', '2d', '2d+1', '2d+1', '3d-2', '2d+2', '2d+2', '3d-1', '2d+3', '2d+3', '3d',
    ];
    expect(table.map((_, i) => thrust(i + 1))).toEqual(table);
  });

  it('one more die per 10 ST: ST 72 = 7d+1, ST 122 = 12d+1, ST 1000 = 100d', () => {
    expect(thrust(72)).toBe('7d+1');
    expect(thrust(122)).toBe('12d+1');
    expect(thrust(1000)).toBe('100d');
    expect(thrust(104)).toBe('11d-2');
  });

  it('refuses ST 0 or fractions', () => {
    expect(() => thrustForSt(0)).toThrow(RangeError);
    expect(() => thrustForSt(12.5)).toThrow(/combatSt/);
  });

  it('weak ST may instead scale ST 10 damage: ST 2 is 1d x 2/10', () => {
    expect(proportionalThrust(2).fraction).toBe(0.2);
    expect(proportionalThrust(2).explanation).toBe('ST 2: roll ST 10 thrust (1d) and multiply by 2/10 = 0.2');
  });

  it('swing is the thrust of ST x 1.5: ST 10 1d+2, ST 20 3d, ST 11 reads ST 16', () => {
    expect(formatGurpsDice(stDamage({ combatSt: 10 }).swing)).toBe('1d+2');
    expect(formatGurpsDice(stDamage({ combatSt: 20 }).swing)).toBe('3d');
    expect(formatGurpsDice(stDamage({ combatSt: 11 }).swing)).toBe('1d+2');
  });

  it("a ST 1000 hero's 1-lb baton swings for 101d, not 150d", () => {
    const d = stDamage({ combatSt: 1000, weaponWeightLb: 1 });
    expect(formatGurpsDice(d.thrust)).toBe('100d');
    expect(formatGurpsDice(d.uncappedSwing)).toBe('150d');
    expect(formatGurpsDice(d.swing)).toBe('101d');
    expect(d.capped).toBe(true);
    expect(d.explanation).toContain('-> 101d');
  });

  it('the weight limit only bites when it is lower: ST 20 with a 2-lb weapon keeps 3d; ST 100 with 4 lb is held to 12d', () => {
    expect(stDamage({ combatSt: 20, weaponWeightLb: 2 })).toMatchObject({ capped: false });
    expect(formatGurpsDice(stDamage({ combatSt: 100, weaponWeightLb: 4 }).swing)).toBe('12d');
    expect(formatGurpsDice(stDamage({ combatSt: 100, weaponWeightLb: 2 }).swing)).toBe('11d+1');
    expect(formatGurpsDice(stDamage({ combatSt: 30, weaponWeightLb: 0 }).swing)).toBe('3d');
  });
});

describe('new Toughness (002_6bcc9877716aeba8.txt, Appendix "New Toughness Trait")', () => {
  it('Combat ST / 5 rounded down: ST 16 and ST 15 give 3, ST 14 gives 2', () => {
    expect(toughnessForSt(16).toughness).toBe(3);
    expect(toughnessForSt(15).toughness).toBe(3);
    expect(toughnessForSt(14).toughness).toBe(2);
    expect(toughnessForSt(16).explanation).toBe('Toughness = Combat ST 16 / 5, rounded down = 3');
  });

  it('ST 16: a punch of 3 does nothing, a punch of 5 does 2', () => {
    expect(injuryAfterToughness({ damage: 3, dr: 0, woundingMultiplier: 1, toughness: 3 }).injury).toBe(0);
    expect(injuryAfterToughness({ damage: 5, dr: 0, woundingMultiplier: 1, toughness: 3 }).injury).toBe(2);
  });

  it('Razk (DR 1, Toughness 3): punch 5 -> 1; thrust 5 to the vitals -> 9; slash 9 -> 9; cut 3 -> 1', () => {
    const razk = { dr: 1, toughness: 3 };
    expect(injuryAfterToughness({ ...razk, damage: 5, woundingMultiplier: 1 }).injury).toBe(1);
    const vitals = injuryAfterToughness({ ...razk, damage: 5, woundingMultiplier: 3 });
    expect(vitals).toMatchObject({ basicHits: 4, beforeToughness: 12, absorbed: 3, injury: 9 });
    expect(injuryAfterToughness({ ...razk, damage: 9, woundingMultiplier: 1.5 })).toMatchObject({ beforeToughness: 12, injury: 9 });
    const cut = injuryAfterToughness({ ...razk, damage: 3, woundingMultiplier: 1.5 });
    expect(cut).toMatchObject({ basicHits: 2, beforeToughness: 3, absorbed: 2, injury: 1 });
    expect(cut.explanation).toBe('3 - DR 1 = 2 basic hits x 1.5 = 3; Toughness 3 stops 2 (at most the basic hits) -> 1 injury');
  });

  it('optional locations: half at hands and throat, none at the eyes or brain', () => {
    expect(locationToughness(3, 'body')).toBe(3);
    expect(locationToughness(3, 'hand')).toBe(1);
    expect(locationToughness(3, 'throat')).toBe(1);
    expect(locationToughness(3, 'eye')).toBe(0);
    expect(locationToughness(3, 'brain')).toBe(0);
  });
});
