import { describe, expect, it } from 'vitest';
import { rulesetFor } from '../registry';
import type { Fighter, LastingState, Pools } from '../ruleset';
import { scriptedRng } from '../testing/scripted-rng';

// 000_4b7986e803b19dcc.txt, "General Damage" (death checks at each full multiple of
// -HP, dead at -5 x HP) and "Recovery" (waking: 15 minutes above 0 HP, an HT roll an
// hour down to -HP, one roll after 12 hours below it, then every 12 hours against death).

const ruleset = rulesetFor('gurps', {});
const HOUR = 3600;
const sheet = { attributes: { st: 10, dx: 10, iq: 10, ht: 12 } };
const pools = (hp: number): Pools => ({ hp: { current: hp, max: 10 }, fp: { current: 12, max: 12 } });
const state = (conditions: LastingState['conditions'], hpSeen: number | null = null): LastingState => ({ conditions, hpSeen });

function after(hp: number, s: LastingState, faces: number[], span = { from: 0, to: 0 }) {
  const rng = scriptedRng(faces);
  const out = ruleset.lasting.afterTime({ name: 'Aldo', profile: ruleset.profile(sheet, pools(hp)), pools: pools(hp), state: s, ...span, bedRest: true }, rng);
  expect(rng.remaining()).toBe(0);
  return out;
}
const ids = (s: LastingState) => s.conditions.map((c) => c.id);

describe('GURPS death checks ("General Damage")', () => {
  it('HP 10, HT 12, from 5 HP to -10: one death check at -1 x HP; 4+4+4 = 12 makes it, and so does the roll to stay conscious', () => {
    const out = after(-10, state([], 5), [4, 4, 4, 4, 4, 4]);
    expect(out.rolls.map((r) => [r.label, r.roll.total])).toEqual([
      ['Death check at -10 HP: Aldo (HT 12)', 12],
      ['HT to stay conscious at -10 HP: Aldo', 12],
    ]);
    expect(ids(out.state)).toEqual([]);
    expect(out.needsGm).toBeNull();
    expect(out.state.hpSeen).toBe(-10);
  });

  it('5+5+3 = 13 misses HT 12: dead, and the GM is told', () => {
    const out = after(-10, state([], 5), [5, 5, 3]);
    expect(ids(out.state)).toEqual(['dead']);
    expect(out.needsGm).toBe('Aldo has died.');
  });

  it('from 0 to -21 HP crosses -10 and -20: two checks; a drop already answered is not checked again', () => {
    expect(after(-21, state([], 0), [3, 3, 3, 3, 3, 3, 3, 3, 3]).rolls).toHaveLength(3);
    expect(after(-21, state([], -21), []).rolls).toHaveLength(0);
  });

  it('at -50 (-5 x HP) dead without a roll', () => {
    const out = after(-50, state([], 0), []);
    expect(ids(out.state)).toEqual(['dead']);
  });
});

describe('GURPS unconsciousness ("General Damage", "Recovering from Unconsciousness")', () => {
  it('a new injury to 0 HP or below away from a fight: one HT roll to stay conscious; 5+5+3 = 13 misses HT 12', () => {
    const out = after(-2, state([], 3), [5, 5, 3], { from: 100, to: 100 });
    expect(out.state.conditions).toEqual([{ id: 'unconscious', since: 100, next: 100 + HOUR }]);
    expect(out.notes).toEqual(['Aldo falls unconscious at -2 HP.']);
    expect(after(-2, state([], -2), [], { from: 100, to: 100 }).rolls).toHaveLength(0);
  });

  it('above 0 HP (2 of 10) wakes by itself 15 minutes on, with no roll', () => {
    expect(ids(after(2, state([{ id: 'unconscious', since: 0 }], 2), [], { from: 0, to: 14 * 60 }).state)).toEqual(['unconscious']);
    expect(ids(after(2, state([{ id: 'unconscious', since: 0 }], 2), [], { from: 0, to: 15 * 60 }).state)).toEqual([]);
  });

  it('at -3: an HT 12 roll each hour; 18 fails at 1 h, 9 wakes at 2 h', () => {
    const out = after(-3, state([{ id: 'unconscious', since: 0 }], -3), [6, 6, 6, 3, 3, 3], { from: 0, to: 3 * HOUR });
    expect(out.rolls.map((r) => r.roll.total)).toEqual([18, 9]);
    expect(ids(out.state)).toEqual([]);
    expect(out.notes).toContain('Aldo wakes (HT roll 9).');
  });

  it('a span that ends before the next hour keeps the roll due for the next advance', () => {
    const out = after(-3, state([{ id: 'unconscious', since: 0 }], -3), [6, 6, 6], { from: 0, to: HOUR + 59 * 60 });
    expect(out.state.conditions).toEqual([{ id: 'unconscious', since: 0, next: 2 * HOUR }]);
  });

  it('at -12 (below -HP): one roll after 12 h; failing it, only care wakes them, and a failed roll at 24 h kills', () => {
    const coma = after(-12, state([{ id: 'unconscious', since: 0 }], -12), [6, 6, 6], { from: 0, to: 12 * HOUR });
    expect(coma.state.conditions).toEqual([{ id: 'comatose', since: 0, next: 24 * HOUR }]);
    expect(coma.needsGm).toBe('Aldo will not wake without medical care.');
    const dead = after(-12, coma.state, [6, 6, 6], { from: 12 * HOUR, to: 24 * HOUR });
    expect(ids(dead.state)).toEqual(['dead']);
    expect(dead.state.conditions[0].since).toBe(24 * HOUR);
  });
});

describe('GURPS crippled limbs (supplement B4; mended with every lost HP)', () => {
  const fighter = (injury: Record<string, unknown>, hp = 6): Fighter => ({ id: 1, name: 'Aldo', side: 'party', stats: {}, state: { injury }, pools: pools(hp), out: false });

  it('a fight that cripples the left arm leaves it crippled, and the next fight starts with it crippled', () => {
    const left = ruleset.lasting.afterFight(fighter({ crippled: ['left-arm'], severed: [], unconscious: false, dead: false }), state([]), 500);
    expect(left).toEqual({ conditions: [{ id: 'crippled:left-arm', since: 500 }], hpSeen: 6 });
    const next = ruleset.lasting.intoFight(left, pools(6), ruleset.profile(sheet, pools(6)), 600);
    expect(next.state).toEqual(expect.objectContaining({ injury: expect.objectContaining({ crippled: ['left-arm'] }) }));
    expect(next.out).toBe(false);
  });

  it('mends at full HP (10 of 10) and not a point before; one crippled for good stays', () => {
    const s = state([{ id: 'crippled:left-arm', since: 0 }, { id: 'maimed:right-leg', since: 0 }], 9);
    expect(ids(after(9, s, []).state)).toEqual(['crippled:left-arm', 'maimed:right-leg']);
    const whole = after(10, s, []);
    expect(ids(whole.state)).toEqual(['maimed:right-leg']);
    expect(whole.notes).toEqual(["Aldo's left arm has mended: every lost HP is back."]);
  });

  it('the GM sets and clears by hand; an unknown condition names the field', () => {
    const set = ruleset.lasting.set(state([]), 'crippled:left-arm', true, 100);
    expect(set.conditions).toEqual([{ id: 'crippled:left-arm', since: 100 }]);
    expect(ruleset.lasting.set(set, 'maimed:left-arm', true, 200).conditions).toEqual([{ id: 'maimed:left-arm', since: 200 }]);
    expect(() => ruleset.lasting.set(set, 'crippled:tail', true, 0)).toThrow(/must be one of/);
  });

  it('the dead and the comatose do not heal naturally; the unconscious do', () => {
    expect(ruleset.lasting.heals(state([{ id: 'dead', since: 0 }]), pools(1), 0)).toBe(false);
    expect(ruleset.lasting.heals(state([{ id: 'comatose', since: 0 }]), pools(-12), 0)).toBe(false);
    expect(ruleset.lasting.heals(state([{ id: 'unconscious', since: 0 }]), pools(-3), 0)).toBe(true);
  });
});

describe('under GULLIVER (002_6bcc9877716aeba8.txt, "Death": a roll at -HP and every -HP x1/2 after, dead at -HP x5)', () => {
  const giant = rulesetFor('gurps', { gulliver: true });
  const big = (hp: number): Pools => ({ hp: { current: hp, max: 120 }, fp: { current: 12, max: 12 } });

  it("the seed's HP 120 dragon falling from 0 to -200: death rolls at -120 and -180, then one to stay conscious", () => {
    const rng = scriptedRng([3, 3, 3, 3, 3, 3, 3, 3, 3]);
    const out = giant.lasting.afterTime({ name: 'Dragon', profile: giant.profile(sheet, big(-200)), pools: big(-200), state: state([], 0), from: 0, to: 0, bedRest: false }, rng);
    expect(out.rolls.map((r) => r.label)).toEqual(['Death check at -120 HP: Dragon (HT 12)', 'Death check at -180 HP: Dragon (HT 12)', 'HT to stay conscious at -200 HP: Dragon']);
    expect(rng.remaining()).toBe(0);
  });

  it('dead without a roll at -600', () => {
    const out = giant.lasting.afterTime({ name: 'Dragon', profile: giant.profile(sheet, big(-600)), pools: big(-600), state: state([], 0), from: 0, to: 0, bedRest: false }, scriptedRng([]));
    expect(out.state.conditions.map((c) => c.id)).toEqual(['dead']);
  });
});
