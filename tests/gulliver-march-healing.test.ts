import { describe, expect, it } from 'vitest';
import { rulesetFor } from '../src-main/rules/registry';
import { scriptedRng } from '../src-main/rules/testing/scripted-rng';

// Seed 002 (GULLIVER), "Recovering from Damage": each night's sleep, with a
// successful HT roll, mends a tenth of HP. That nightly roll takes the place of GURPS
// Lite's (seed 000, "Natural Recovery", which heals only after a rested, well-fed
// day), so a night after marching heals as well; only the deprivation that blocks
// healing (no food or water) stops it. Plain GURPS Lite heals nothing after a march.

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
