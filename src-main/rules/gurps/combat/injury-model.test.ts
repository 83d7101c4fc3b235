import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/scripted-rng';
import { GURPS_INJURY, rollToStayConscious, UNHURT, type TargetBody } from './injury-model';

const body = (hp: number, extra: Partial<TargetBody> = {}): TargetBody => ({ hp, currentHp: hp, ht: 10, ...extra });

const woundArgs = (hp: number, injury: number, extra: Partial<TargetBody> = {}) => ({
  target: body(hp, extra),
  location: 'torso' as const,
  damageType: 'cut' as const,
  injury,
  hpBefore: hp,
  hpAfter: hp - injury,
  shockPoints: injury,
  totalShockPoints: injury,
  crippled: false,
  severed: false,
});

describe('shock (000_4b7986e803b19dcc.txt, "General Damage", Shock)', () => {
  const penalty = (points: number, hp: number) => GURPS_INJURY.shockPenalty({ points, hp }).value;

  it('-1 per HP lost below 20 HP', () => {
    expect(penalty(1, 10)).toBe(-1);
    expect(penalty(3, 10)).toBe(-3);
    expect(penalty(0, 10)).toBe(0);
  });

  it('never worse than -4', () => {
    expect(penalty(4, 10)).toBe(-4);
    expect(penalty(9, 10)).toBe(-4);
    expect(penalty(5, 19)).toBe(-4);
    expect(GURPS_INJURY.shockPenalty({ points: 9, hp: 10 }).explanation).toMatch(/capped at -4/);
  });

  it('at 20 HP or more, -1 per full HP/10 lost', () => {
    expect(penalty(1, 20)).toBe(0);
    expect(penalty(2, 20)).toBe(-1);
    expect(penalty(3, 20)).toBe(-1);
    expect(penalty(4, 20)).toBe(-2);
    // HP 25: HP/10 is 2.5, so 4 HP lost is one full step and 5 is two.
    expect(penalty(4, 25)).toBe(-1);
    expect(penalty(5, 25)).toBe(-2);
    expect(penalty(30, 25)).toBe(-4);
  });

  it('shock points are the HP lost', () => {
    expect(GURPS_INJURY.shockPoints({ injury: 6, location: 'skull', damageType: 'cr', crippled: false, severed: false, target: body(10) })).toBe(6);
  });
});

describe('major wounds (000_4b7986e803b19dcc.txt, "General Damage", Major Wounds)', () => {
  it('injury of exactly HP/2 is not a major wound and rolls nothing', () => {
    const e = GURPS_INJURY.woundEffects(woundArgs(10, 5), scriptedRng([]));
    expect(e).toMatchObject({ majorWound: false, stunned: false, knockedDown: false, rolls: [] });
  });

  it('over HP/2: HT roll; made, no effect', () => {
    const e = GURPS_INJURY.woundEffects(woundArgs(10, 6), scriptedRng([3, 3, 4]));
    expect(e).toMatchObject({ majorWound: true, stunned: false, knockedDown: false, knockedOut: false });
    expect(e.rolls[0]).toMatchObject({ label: 'HT roll for a major wound', target: 10, success: true });
  });

  it('missed by less than 5: stunned and knocked down', () => {
    const e = GURPS_INJURY.woundEffects(woundArgs(10, 6), scriptedRng([4, 4, 6]));
    expect(e).toMatchObject({ stunned: true, knockedDown: true, knockedOut: false });
  });

  it('missed by 5 or more: knocked out', () => {
    const e = GURPS_INJURY.woundEffects(woundArgs(10, 6), scriptedRng([5, 5, 5]));
    expect(e).toMatchObject({ stunned: true, knockedDown: true, knockedOut: true });
  });

  it('an earlier stun carries on whatever the new roll does', () => {
    const e = GURPS_INJURY.woundEffects(woundArgs(10, 2, { state: { ...UNHURT, stunned: true } }), scriptedRng([]));
    expect(e.stunned).toBe(true);
  });
});

describe('crippling (supplement B4)', () => {
  const hit = (location: 'left-arm' | 'hand' | 'torso', injury: number, hp = 10) =>
    GURPS_INJURY.locationInjury({ injury, damageType: 'cut', location, target: body(hp) }, scriptedRng([]));

  it('an arm or leg: crippled by injury over HP/2, the excess lost', () => {
    expect(hit('left-arm', 5)).toMatchObject({ injury: 5, crippled: false });
    expect(hit('left-arm', 6)).toMatchObject({ injury: 6, crippled: true, excessLost: 0 });
    expect(hit('left-arm', 9)).toMatchObject({ injury: 6, crippled: true, excessLost: 3 });
    expect(hit('left-arm', 9, 11)).toMatchObject({ injury: 6, excessLost: 3 });
  });

  it('a hand or foot: over HP/3', () => {
    expect(hit('hand', 3)).toMatchObject({ injury: 3, crippled: false });
    expect(hit('hand', 7)).toMatchObject({ injury: 4, crippled: true, excessLost: 3 });
  });

  it('the torso is never capped', () => {
    expect(hit('torso', 20)).toMatchObject({ injury: 20, crippled: false });
  });
});

describe('reeling, consciousness and death (000_4b7986e803b19dcc.txt, "General Damage")', () => {
  it('reeling below a third of HP', () => {
    expect(GURPS_INJURY.isReeling({ hp: 10, currentHp: 3 })).toBe(true);
    expect(GURPS_INJURY.isReeling({ hp: 10, currentHp: 4 })).toBe(false);
    expect(GURPS_INJURY.isReeling({ hp: 12, currentHp: 4 })).toBe(false);
    expect(GURPS_INJURY.isReeling({ hp: 12, currentHp: 3 })).toBe(true);
  });

  it('a HT roll each turn at 0 HP or less', () => {
    expect(GURPS_INJURY.mustRollToStayConscious({ hp: 10, currentHp: 1 })).toBe(false);
    expect(GURPS_INJURY.mustRollToStayConscious({ hp: 10, currentHp: 0 })).toBe(true);
    expect(rollToStayConscious(body(10, { currentHp: 5 }), scriptedRng([]), GURPS_INJURY)).toEqual({ required: false, roll: null, conscious: true });
    const r = rollToStayConscious(body(10, { currentHp: -2 }), scriptedRng([6, 5, 1]), GURPS_INJURY);
    expect(r).toMatchObject({ required: true, conscious: false, roll: { label: 'HT roll to stay conscious', target: 10 } });
  });

  it('a death check at each multiple of -HP crossed', () => {
    expect(GURPS_INJURY.deathCheckThresholds({ hp: 10, hpBefore: 2, hpAfter: -21 })).toEqual([-10, -20]);
    expect(GURPS_INJURY.deathCheckThresholds({ hp: 10, hpBefore: -9, hpAfter: -10 })).toEqual([-10]);
    expect(GURPS_INJURY.deathCheckThresholds({ hp: 10, hpBefore: -10, hpAfter: -19 })).toEqual([]);
    expect(GURPS_INJURY.deathCheckThresholds({ hp: 10, hpBefore: 10, hpAfter: -9 })).toEqual([]);
  });

  it('automatic death at -5 x HP', () => {
    expect(GURPS_INJURY.automaticDeathAt(10)).toBe(-50);
    expect(GURPS_INJURY.automaticDeathAt(13)).toBe(-65);
  });
});

describe('All-Out Attack (Strong) bonus (000_4b7986e803b19dcc.txt, "All-Out Attack")', () => {
  it('+2, or +1 per die when that is more', () => {
    const bonus = (dice: number) => GURPS_INJURY.strongBonus({ dice: { dice, adds: 0 }, rolled: 10 }).value;
    expect([1, 2, 3, 5].map(bonus)).toEqual([2, 2, 3, 5]);
  });
});
