import { describe, expect, it } from 'vitest';
import { gurpsStatBlock } from '../src-shared/contract';
import { damageDice } from '../src-main/rules/gurps/combat/damage';
import type { GurpsStats } from '../src-main/rules/gurps/combat-rules';
import { naturalRecoveryDay } from '../src-main/rules/gurps/recovery';
import { rulesetFor } from '../src-main/rules/registry';
import { scriptedRng } from '../src-main/rules/testing/scripted-rng';

// Two GULLIVER rules a GURPS campaign may now choose in its settings (issue 17, item 5).
// Source: seed 002 (GULLIVER), "Recovering from Damage" (the
// optional rule: making the daily HT roll by 10 or more doubles what heals, by 20
// triples it) and Appendix "New ST Damage" (thrust by Combat ST: each full 10 ST a
// die, the last digit's pattern ST 20 = 2d, ST 30 = 3d; swing = the thrust of ST x 1.5).
// GURPS Lite's own table (000_4b7986e803b19dcc.txt, "Damage Table"): ST 20 thrust 2d-1, swing 3d+2.

const hurt = { hp: { current: 5, max: 12 }, fp: { current: 12, max: 12 } };
const day = { fullBedRest: false, healingBlocked: false, pools: hurt, at: 86_400, condition: {} };

describe('healing made by 10 heals double (campaign option healingMarginBonus)', () => {
  it('HT 16 rolling 6 makes it by 10: 2 HP back with the option, 1 without', () => {
    expect(naturalRecoveryDay({ ht: 16, hp: 5, hpMax: 12, marginBonus: true }, scriptedRng([2, 2, 2]))).toMatchObject({ healed: 2, hp: 7 });
    expect(naturalRecoveryDay({ ht: 16, hp: 5, hpMax: 12 }, scriptedRng([2, 2, 2]))).toMatchObject({ healed: 1, hp: 6 });
    // Rolling 7 makes it by 9: the usual 1.
    expect(naturalRecoveryDay({ ht: 16, hp: 5, hpMax: 12, marginBonus: true }, scriptedRng([2, 2, 3])).healed).toBe(1);
  });

  it('made by 20 (HT 23 rolling 3) heals three times, never past full HP', () => {
    expect(naturalRecoveryDay({ ht: 23, hp: 5, hpMax: 12, marginBonus: true }, scriptedRng([1, 1, 1])).healed).toBe(3);
    expect(naturalRecoveryDay({ ht: 23, hp: 11, hpMax: 12, marginBonus: true }, scriptedRng([1, 1, 1])).healed).toBe(1);
  });

  it("the clock's daily healing follows the campaign's choice", () => {
    const sheet = { attributes: { st: 12, dx: 10, iq: 10, ht: 16 } };
    for (const [healingMarginBonus, healed] of [[true, 2], [false, 1]] as const) {
      const gurps = rulesetFor('gurps', { healingMarginBonus });
      expect(gurps.naturalHealing(gurps.profile(sheet, hurt), day, scriptedRng([2, 2, 2])).hp).toBe(healed);
    }
  });

  it('under GULLIVER a night heals HP/10, doubled when made by 10: HP 30 at HT 16 rolling 6 heals 6', () => {
    const sheet = { attributes: { st: 30, dx: 10, iq: 10, ht: 16 } };
    const pools = { hp: { current: 10, max: 30 }, fp: { current: 16, max: 16 } };
    const gulliver = rulesetFor('gurps', { gulliver: true, healingMarginBonus: true });
    expect(gulliver.naturalHealing(gulliver.profile(sheet, pools), { ...day, pools }, scriptedRng([2, 2, 2])).hp).toBe(6);
  });
});

describe("fights by GULLIVER's New ST Damage (campaign option stDamageTable)", () => {
  const ogre = gurpsStatBlock.parse({
    attributes: { st: 20, dx: 11, iq: 8, ht: 12 },
    weapons: [{ name: 'Greatsword', skill: 12, damage: 'sw+1', type: 'cut' }],
  });
  // The registry answers every system's combat with its types unknown: these are GURPS's.
  const statsOf = (options: Record<string, unknown>, block: typeof ogre) => rulesetFor('gurps', options).combat.foe(block, scriptedRng([])).stats as GurpsStats;
  const weapons = (options: Record<string, unknown>) => statsOf(options, ogre).weapons.map((w) => damageDice(w.damage));

  it("an ST 20 ogre's sw+1 is 3d+3 by the Basic Set's table, 3d+1 by New ST Damage (swing = thrust of ST 30 = 3d)", () => {
    expect(weapons({}).map((d) => d.text)).toEqual(['3d+3']);
    const [greatsword] = weapons({ stDamageTable: 'new-st' });
    expect(greatsword.text).toBe('3d+1');
    expect(greatsword.explanation).toBe('ST 20 swing (New ST Damage) 3d +1 = 3d+1 cut');
  });

  it("a bare-handed ST 20 foe punches thrust-1: 2d-2 by the Basic Set's table, 2d-1 by New ST Damage", () => {
    const unarmed = gurpsStatBlock.parse({ attributes: { st: 20, dx: 11, iq: 8, ht: 12 } });
    const punch = (options: Record<string, unknown>) => damageDice(statsOf(options, unarmed).weapons[0].damage).text;
    expect(punch({})).toBe('2d-2');
    expect(punch({ stDamageTable: 'new-st' })).toBe('2d-1');
  });
});

describe('healing only on days of rest (000_4b7986e803b19dcc.txt, "Natural Recovery": the HT roll at the end of each day of rest and decent food)', () => {
  it('a day of marching or exploring heals nothing and rolls nothing; a day of rest rolls HT 16 (6, made) and heals 1', () => {
    const gurps = rulesetFor('gurps', {});
    const profile = gurps.profile({ attributes: { st: 12, dx: 10, iq: 10, ht: 16 } }, hurt);
    expect(gurps.naturalHealing(profile, { ...day, restDay: false }, scriptedRng([]))).toEqual({ hp: 0, rolls: [] });
    const rested = gurps.naturalHealing(profile, { ...day, restDay: true }, scriptedRng([2, 2, 2]));
    expect([rested.hp, rested.rolls.length]).toEqual([1, 1]);
  });
});
