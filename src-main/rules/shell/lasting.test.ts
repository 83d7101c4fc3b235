import { describe, expect, it } from 'vitest';
import { rulesetFor } from '../registry';
import type { Fighter, LastingState, Pools } from '../ruleset';
import { scriptedRng } from '../testing/scripted-rng';

// 001_d6872b0a781baa08.txt, "Damage" (out at damage = HP, dead at twice HP), "Hit
// Location" (an arm or leg crippled at 40% of base HP, temporary unless double) and
// "Recovery" (HT 13: 300 / 20 = 15% of base HP a day on each injured location).

const ruleset = rulesetFor('shell', {});
const DAY = 86_400;
const sheet = ruleset.completeSheet(ruleset.sheetSchema.parse({ attributes: { st: 10, ag: 10, iq: 10 }, secondary: { ht: 3 }, skills: [] }));
const pools = (hp: number): Pools => ({ hp: { current: hp, max: 10 }, fp: { current: 10, max: 10 } });
const state = (conditions: LastingState['conditions'], hpSeen: number | null = null): LastingState => ({ conditions, hpSeen });

function after(hp: number, s: LastingState, from: number, to: number) {
  return ruleset.lasting.afterTime({ name: 'Kestrel', profile: ruleset.profile(sheet, pools(hp)), pools: pools(hp), state: s, from, to, bedRest: true }, scriptedRng([]));
}

describe('Shell recovery of a crippled location at HT 13 ("Recovery", "Hit Location")', () => {
  // HP 10: the arm cripples at ceil(40% of 10) = 4. 15% of 10 = 1.5 HP a day, whole points carried:
  // floor(1 x 1.5) = 1 by day 1, floor(2 x 1.5) = 3 by day 2.
  const arm = state([{ id: 'crippled:left-arm', since: 0, damage: 6 }], 4);

  it('after one day the arm has 5 damage left, still at or over 4: crippled', () => {
    const out = after(4, arm, 0, DAY);
    expect(out.state.conditions).toEqual([{ id: 'crippled:left-arm', since: 0, damage: 5 }]);
  });

  it('after two days 3 damage is left, under 4: the arm mends', () => {
    const out = after(4, arm, 0, 2 * DAY);
    expect(out.state.conditions).toEqual([]);
    expect(out.notes).toEqual(["Kestrel's left arm has mended."]);
  });

  it('a permanent crippling does not mend', () => {
    expect(after(10, state([{ id: 'maimed:left-arm', since: 0 }]), 0, 30 * DAY).state.conditions).toHaveLength(1);
  });
});

describe('Shell at or below 0 HP ("Damage")', () => {
  it('at -6 of 10 (16 damage, over HP, under twice): alive, out cold, and healing', () => {
    const out = after(-6, state([], -6), 0, DAY);
    expect(out.state.conditions).toEqual([]);
    expect(out.needsGm).toBeNull();
    expect(ruleset.lasting.heals(out.state, pools(-6), DAY)).toBe(true);
    expect(ruleset.conditions(ruleset.profile(sheet, pools(-6))).map((c) => c.id)).toContain('unconscious');
  });

  it('coming back above 0 HP is said', () => {
    expect(after(1, state([], -1), 0, DAY).notes).toEqual(['Kestrel comes round: damage is below HP again.']);
  });

  it('at -10 (damage twice HP) dead, and the GM is told; the dead do not heal', () => {
    const out = after(-10, state([], -6), 0, 0);
    expect(out.state.conditions.map((c) => c.id)).toEqual(['dead']);
    expect(out.needsGm).toBe('Kestrel has died.');
    expect(ruleset.lasting.heals(out.state, pools(-10), 0)).toBe(false);
  });

  it('a crippled arm and the rest of the damage come into the next fight on their locations', () => {
    const fighter: Fighter = {
      id: 1,
      name: 'Kestrel',
      side: 'party',
      stats: {},
      state: { injury: { baseHp: 10, wounds: { 'left-arm': 5, torso: 1 }, stun: {}, crippled: { 'left-arm': 'temporary' } } },
      pools: pools(4),
      out: false,
    };
    const kept = ruleset.lasting.afterFight(fighter, state([]), 60);
    expect(kept.conditions).toEqual([{ id: 'crippled:left-arm', since: 60, damage: 5 }]);
    const next = ruleset.lasting.intoFight(kept, pools(4), ruleset.profile(sheet, pools(4)), 120);
    expect(next.state).toEqual(expect.objectContaining({ injury: { baseHp: 10, wounds: { 'left-arm': 5, torso: 1 }, stun: {}, crippled: { 'left-arm': 'temporary' } } }));
  });
});
