import { describe, expect, it } from 'vitest';
import { rulesetFor } from '../src-main/rules/registry';
import { scriptedRng } from '../src-main/rules/testing/scripted-rng';

// Seed 002 (GULLIVER), "Recovering from Damage": "a night of rest and a HT roll heal
// HP/10 damage". GULLIVER replaces GURPS Lite's daily roll (seed 000, "Natural
// Recovery": at the end of each day of rest and decent food) with a nightly one, so
// the night's sleep after a day's march heals too; only going without food or water
// (the deprivation that blocks healing) stops it. Plain GURPS Lite heals nothing
// after a march day.

const sheet = { attributes: { st: 30, dx: 10, iq: 10, ht: 12 } };
const pools = { hp: { current: 10, max: 30 }, fp: { current: 12, max: 12 } };
const marchNight = { fullBedRest: false, restDay: false, healingBlocked: false, pools, at: 86_400, condition: {} };

describe('healing after a day of marching', () => {
  it('GULLIVER: the night after a march is a night of rest: HT 12 rolling 6 heals HP 30 / 10 = 3', () => {
    const gulliver = rulesetFor('gurps', { gulliver: true });
    const night = gulliver.naturalHealing(gulliver.profile(sheet, pools), marchNight, scriptedRng([2, 2, 2]));
    expect([night.hp, night.rolls.length]).toEqual([3, 1]);
  });

  it('GULLIVER: a night without food or water heals nothing', () => {
    const gulliver = rulesetFor('gurps', { gulliver: true });
    expect(gulliver.naturalHealing(gulliver.profile(sheet, pools), { ...marchNight, healingBlocked: true }, scriptedRng([])).hp).toBe(0);
  });

  it('GURPS Lite: the same march day heals nothing and rolls nothing', () => {
    const lite = rulesetFor('gurps', {});
    expect(lite.naturalHealing(lite.profile(sheet, pools), marchNight, scriptedRng([]))).toEqual({ hp: 0, rolls: [] });
  });
});
