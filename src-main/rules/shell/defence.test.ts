import { describe, expect, it } from 'vitest';
import { blocksPerRound, defenceValue } from './defence';
import type { Shield, Weapon } from './weapons';

const shield: Shield = { name: 'medium shield', pr: 2, hp: 13 };
const sword: Weapon = { name: 'broadsword', add: 1, type: 'cutting', minStrength: 12 };
const missile = (extra = {}) => ({ ranged: { rangeUnits: 10, speed: 2, ...extra } });

describe('defence value (001_d6872b0a781baa08.txt, "Attacks" and "Defence Modifiers")', () => {
  it('block: combat skill plus the AG DEF modifier', () => {
    const d = defenceValue({ kind: 'block', skillLevel: 4, agility: 13 });
    expect(d).toMatchObject({ allowed: true, autoHit: false });
    expect(d.def.total).toBe(6);
  });

  it('dodge: best combat level plus AG DEF modifier, minus (1 + EL)', () => {
    const d = defenceValue({ kind: 'dodge', skillLevel: 2, bestCombatLevel: 5, agility: 10, encumbranceLevel: 2 });
    expect(d.def.total).toBe(2);
    expect(d.def.formula).toBe('DEF = 5 (best combat level) - 3 (dodging, -(1 + EL 2)) = 2');
  });

  it('applies the last maneuver and the defence modifiers', () => {
    const def = (extra: object) => defenceValue({ kind: 'block', skillLevel: 6, agility: 10, ...extra }).def.total;
    expect([def({ lastManeuver: 'defend' }), def({ lastManeuver: 'disarm' }), def({ lastManeuver: 'aim' })]).toEqual([8, 5, 4]);
    expect([def({ wildBlock: true }), def({ offHand: true }), def({ higher: true }), def({ stunned: true }), def({ cannotSeeAttacker: true })]).toEqual([4, 3, 7, 4, 2]);
    expect(def({ secondaryDefMod: 1 })).toBe(7);
  });

  it('a knocked-down defender can only dodge, at -4', () => {
    expect(defenceValue({ kind: 'block', skillLevel: 4, agility: 10, knockedDown: true })).toMatchObject({ allowed: false });
    expect(defenceValue({ kind: 'dodge', bestCombatLevel: 4, agility: 10, knockedDown: true }).def.total).toBe(-1);
  });

  it('parrying with a weapon too heavy for ST costs 1 per point', () => {
    expect(defenceValue({ kind: 'block', skillLevel: 4, agility: 10, blockWith: 'weapon', weapon: sword, strength: 10 }).def.total).toBe(2);
  });
});

describe('blocks per round (001_d6872b0a781baa08.txt, "Defences")', () => {
  it('allows one block, plus one per 2 levels above the first', () => {
    expect([0, 1, 2, 3, 4, 5, 7].map(blocksPerRound)).toEqual([1, 1, 1, 2, 2, 3, 4]);
  });

  it('refuses a block once they are spent, while dodges stay open', () => {
    expect(defenceValue({ kind: 'block', skillLevel: 3, agility: 10, blocksUsedThisRound: 1 }).allowed).toBe(true);
    const spent = defenceValue({ kind: 'block', skillLevel: 3, agility: 10, blocksUsedThisRound: 2 });
    expect(spent).toMatchObject({ allowed: false });
    expect(spent.reason).toContain('all 2 block(s)');
  });
});

describe('awareness (001_d6872b0a781baa08.txt, "Attacks" and "Defences")', () => {
  it('an unaware or immobile defender is hit automatically in melee', () => {
    expect(defenceValue({ kind: 'dodge', bestCombatLevel: 5, agility: 14, awareness: 'unaware' })).toMatchObject({ autoHit: true });
    expect(defenceValue({ kind: 'block', skillLevel: 5, agility: 14, awareness: 'immobile' })).toMatchObject({ autoHit: true });
  });

  it('against a missile they keep a base DEF of 0', () => {
    const d = defenceValue({ kind: 'dodge', bestCombatLevel: 5, agility: 14, awareness: 'unaware' }, missile());
    expect(d).toMatchObject({ autoHit: false, allowed: true });
    expect(d.def.total).toBe(0);
  });
});

describe('ranged defence (001_d6872b0a781baa08.txt, "Ranged Attacks")', () => {
  it('divides base DEF by the weapon speed, rounding down', () => {
    // Skill 5 + AG 13 (+2) = 7: speed 2 gives 3, speed 3 gives 2.
    expect(defenceValue({ kind: 'block', skillLevel: 5, agility: 13, shield }, missile()).def.total).toBe(3);
    expect(defenceValue({ kind: 'block', skillLevel: 5, agility: 13, shield }, missile({ speed: 3 })).def.total).toBe(2);
    expect(defenceValue({ kind: 'block', skillLevel: 5, agility: 13, shield }, missile({ speed: 1 })).def.total).toBe(7);
  });

  it('modifiers come after the division', () => {
    expect(defenceValue({ kind: 'block', skillLevel: 5, agility: 13, shield, lastManeuver: 'defend' }, missile()).def.total).toBe(5);
  });

  it('low-tech missiles fall to speed 1 past half their maximum range', () => {
    const d = (range: number) => defenceValue({ kind: 'block', skillLevel: 5, agility: 13, shield }, missile({ rangeUnits: range, maxRangeUnits: 40, lowTech: true })).def.total;
    expect(d(20)).toBe(3);
    expect(d(21)).toBe(7);
  });

  it('never lets base DEF fall below 0', () => {
    // Dodge: 0 + AG 7 (-1) - (1 + EL 4) = -6, raised to 0.
    expect(defenceValue({ kind: 'dodge', bestCombatLevel: 0, agility: 7, encumbranceLevel: 4 }, missile({ speed: 1 })).def.total).toBe(0);
  });

  it('a missile can be parried with a weapon only when allowed', () => {
    expect(defenceValue({ kind: 'block', skillLevel: 5, agility: 10, blockWith: 'weapon' }, missile()).allowed).toBe(false);
    expect(defenceValue({ kind: 'block', skillLevel: 5, agility: 10, blockWith: 'weapon' }, missile({ parryAllowed: true })).allowed).toBe(true);
  });
});

describe('close combat defence (001_d6872b0a781baa08.txt, "Close Combat Maneuvers")', () => {
  it('allows only the dodge', () => {
    expect(defenceValue({ kind: 'block', skillLevel: 5, agility: 10, shield }, { closeCombat: true }).allowed).toBe(false);
    expect(defenceValue({ kind: 'dodge', bestCombatLevel: 5, agility: 10 }, { closeCombat: true }).def.total).toBe(4);
  });
});
