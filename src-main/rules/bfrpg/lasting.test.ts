import { describe, expect, it } from 'vitest';
import type { CharacterProfile, LastingState, Pools } from '../ruleset';
import { scriptedRng } from '../testing/scripted-rng';
import { bfrpgLasting } from './lasting';

// Supplement A18, "Death, dying and natural healing": 0 HP is death as written;
// the optional Save vs. Death (2d10 rounds to bind the wounds) and Negative hit
// points (1 HP a round, dead at -10); bound wounds: a week to the first HP back.

const DAY = 86_400;
const profile: CharacterProfile = { attributes: { CON: 10 } };
const pools = (hp: number): Pools => ({ hp: { current: hp, max: 8 }, fp: null });
const state = (conditions: LastingState['conditions'] = []): LastingState => ({ conditions, hpSeen: null });

function after(rule: 'dead' | 'save-vs-death' | 'negative-hp', hp: number, s: LastingState, faces: number[], from: number, to: number) {
  const rng = scriptedRng(faces);
  const out = bfrpgLasting(rule, () => 12).afterTime({ name: 'Bors', profile, pools: pools(hp), state: s, from, to, bedRest: false }, rng);
  expect(rng.remaining()).toBe(0);
  return out;
}
const ids = (s: LastingState) => s.conditions.map((c) => c.id);

describe('the rule as written: 0 HP is dead (A18)', () => {
  it('a character at 0 HP is dead at once, with no roll, and the GM hears of it', () => {
    const out = after('dead', 0, state(), [], 100, 100);
    expect(out.state.conditions).toEqual([{ id: 'dead', since: 100 }]);
    expect(out.needsGm).toBe('Bors is dead.');
    expect(out.notes).toEqual(['Bors is dead: 0 HP, and 0 HP is death by the rule as written (supplement A18).']);
  });

  it('at -8 HP likewise: no travelling on as if nothing happened', () => {
    expect(ids(after('dead', -8, state(), [], 0, 0).state)).toEqual(['dead']);
  });

  it('the dead do not heal; someone at 1 HP does', () => {
    const rules = bfrpgLasting('dead', () => 12);
    expect(rules.heals(state([{ id: 'dead', since: 0 }]), pools(1), 0)).toBe(false);
    expect(rules.heals(state(), pools(1), 0)).toBe(true);
    expect(rules.heals(state(), pools(0), 0)).toBe(false);
  });
});

describe('optional Negative hit points (A18)', () => {
  it('at -8: one 10-second round later -9 and bleeding, the GM told to bind the wounds', () => {
    const out = after('negative-hp', -8, state(), [], 0, 10);
    expect(out.hp).toBe(-9);
    expect(ids(out.state)).toEqual(['dying']);
    expect(out.needsGm).toBe('Bors is bleeding at -9 HP, 1 HP a round: bind the wounds or lose them at -10.');
  });

  it('at -8 over a day of travel: dead at -10 after two rounds', () => {
    const out = after('negative-hp', -8, state(), [], 0, DAY);
    expect(out.hp).toBe(-10);
    expect(out.state.conditions).toEqual([{ id: 'dead', since: 20 }]);
  });

  it('bound wounds stop the bleeding and the clock leaves them be', () => {
    const out = after('negative-hp', -8, state([{ id: 'stable', since: 0 }]), [], 0, DAY);
    expect(out.hp).toBeUndefined();
    expect(ids(out.state)).toEqual(['stable']);
  });
});

describe('optional Save vs. Death (A18)', () => {
  it('at 0 HP: save 15 against 12 made, 2d10 = 3 + 4 = 7 rounds to bind; six rounds on still dying, eight on dead', () => {
    const first = after('save-vs-death', 0, state(), [15, 3, 4], 0, 60);
    expect(first.state.conditions).toEqual([{ id: 'dying', since: 0, next: 70 }]);
    expect(first.needsGm).toBe('Bors lies dying at 0 HP: bind the wounds within 1 round.');
    const later = after('save-vs-death', 0, first.state, [], 60, 80);
    expect(later.state.conditions).toEqual([{ id: 'dead', since: 70 }]);
  });

  it('a save of 11 against 12 fails: dead', () => {
    expect(ids(after('save-vs-death', 0, state(), [11], 0, 0).state)).toEqual(['dead']);
  });

  it('bound at 0 HP: no healing for a week, then the first HP', () => {
    const rules = bfrpgLasting('save-vs-death', () => 12);
    const bound = state([{ id: 'stable', since: 0 }]);
    expect(rules.heals(bound, pools(0), 6 * DAY)).toBe(false);
    expect(rules.heals(bound, pools(0), 7 * DAY)).toBe(true);
    expect(after('save-vs-death', 0, bound, [], 0, 6 * DAY).hp).toBeUndefined();
    const week = after('save-vs-death', 0, bound, [], 0, 7 * DAY);
    expect(week.hp).toBe(1);
    expect(ids(week.state)).toEqual([]);
  });
});

describe('into the next fight', () => {
  it('someone dying 70 seconds into a 7-round count, joining a fight at 40 s, has 3 rounds left; bound wounds come as the fight\'s mark', () => {
    const rules = bfrpgLasting('save-vs-death', () => 12);
    expect(rules.intoFight(state([{ id: 'dying', since: 0, next: 70 }]), pools(0), profile, 40)).toEqual({ state: { dying: 3 }, out: true });
    expect(rules.intoFight(state([{ id: 'stable', since: 0 }]), pools(0), profile, 40)).toEqual({ state: { marks: ['bound'] }, out: true });
  });
});

describe('knocked out by subduing damage (A18)', () => {
  it('wakes 1d4 turns on: a 3 wakes them at 30 minutes', () => {
    const out = after('dead', 1, state([{ id: 'unconscious', since: 0 }]), [3], 0, 1200);
    expect(out.state.conditions).toEqual([{ id: 'unconscious', since: 0, next: 1800 }]);
    expect(ids(after('dead', 1, out.state, [], 1200, 1800).state)).toEqual([]);
  });
});
