import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { GULLIVER_INJURY as model } from '../registry';

// GULLIVER's damage and shock model as the GURPS combat pipeline uses it
// (002_6bcc9877716aeba8.txt, "Effects of Damage", "Effects of Shock", "Wrapping Up").

const body = (hp: number, ht = 10) => ({ hp, currentHp: hp, ht });

describe('death checks and knockout ("Effects of Damage": Death, Knockout; "Wrapping Up")', () => {
  it('a HP 1 rat rolls at -1 HP and twice for every point after; dies outright at -5', () => {
    expect(model.deathCheckThresholds({ hp: 1, hpBefore: 1, hpAfter: -4 })).toEqual([-1, -1.5, -2, -2.5, -3, -3.5, -4]);
    expect(model.automaticDeathAt(1)).toBe(-5);
  });

  it('a HP 120 dragon rolls at -120 and every 60 more, and dies outright at -600', () => {
    expect(model.deathCheckThresholds({ hp: 120, hpBefore: 0, hpAfter: -599 })).toEqual([-120, -180, -240, -300, -360, -420, -480, -540]);
    expect(model.automaticDeathAt(120)).toBe(-600);
    expect(model.mustRollToStayConscious({ hp: 120, currentHp: 0 })).toBe(true);
    expect(model.mustRollToStayConscious({ hp: 120, currentHp: 1 })).toBe(false);
  });
});

describe('shock ("Effects of Shock": IQ and DX penalties, stunning, knockout)', () => {
  it('the dragon takes -1 DX and IQ per 12 points of shock', () => {
    expect(model.shockPenalty({ points: 36, hp: 120 }).value).toBe(-3);
    expect(model.shockPenalty({ points: 11, hp: 120 }).value).toBe(0);
  });

  it('a brain hit doubles shock; crippling doubles it again', () => {
    expect(model.shockPoints({ injury: 5, location: 'skull', damageType: 'cr', crippled: false, severed: false, target: body(10) })).toBe(10);
    expect(model.shockPoints({ injury: 6, location: 'right-arm', damageType: 'cut', crippled: true, severed: false, target: body(10) })).toBe(12);
  });

  it('HP 10: 6 shock stuns outright with no roll; 11 also calls for a knockout roll', () => {
    const stun = model.woundEffects(
      { target: body(10), location: 'torso', damageType: 'cr', injury: 5, hpBefore: 10, hpAfter: 5, shockPoints: 6, totalShockPoints: 6, crippled: false, severed: false },
      scriptedRng([]),
    );
    expect(stun).toMatchObject({ stunned: true, knockedOut: false, knockedDown: false, rolls: [] });
    // Knockout HT 10 rolls 12 (failed); knocked out, so no knockdown roll is needed.
    const out = model.woundEffects(
      { target: body(10), location: 'torso', damageType: 'cr', injury: 6, hpBefore: 10, hpAfter: 4, shockPoints: 11, totalShockPoints: 11, crippled: false, severed: false },
      scriptedRng([4, 4, 4]),
    );
    expect(out).toMatchObject({ stunned: true, knockedOut: true, knockedDown: true });
    expect(out.rolls.map((r) => r.label)).toEqual(['HT roll against knockout']);
  });
});

describe('crippling, amputation and decapitation ("Crippled limbs", "Amputations", "Decapitation")', () => {
  it('an arm of a HP 10 body cripples over 5 and takes 6 at most; a cutting blow over 10 may take it off (HT roll), over 20 always', () => {
    expect(model.locationInjury({ injury: 5, damageType: 'cut', location: 'left-arm', target: body(10) }, scriptedRng([]))).toMatchObject({ injury: 5, crippled: false });
    expect(model.locationInjury({ injury: 9, damageType: 'cut', location: 'left-arm', target: body(10) }, scriptedRng([]))).toMatchObject({ injury: 6, excessLost: 3, crippled: true, severed: false });
    const kept = model.locationInjury({ injury: 12, damageType: 'cut', location: 'left-arm', target: body(10) }, scriptedRng([1, 2, 3]));
    expect(kept).toMatchObject({ injury: 6, crippled: true, severed: false });
    expect(model.locationInjury({ injury: 21, damageType: 'cut', location: 'left-arm', target: body(10) }, scriptedRng([]))).toMatchObject({ severed: true, fatal: false });
  });

  it('a crushing blow that would amputate breaks the neck: fatal', () => {
    expect(model.locationInjury({ injury: 21, damageType: 'cr', location: 'neck', target: body(10) }, scriptedRng([]))).toMatchObject({ severed: true, fatal: true });
  });
});
