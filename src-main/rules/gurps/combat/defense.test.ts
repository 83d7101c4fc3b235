import { describe, expect, it } from 'vitest';
import { availableDefenses, blockScore, defenseAvailability, dodgeScore, effectiveDefense, parryScore, RETREAT_BONUS } from './defense';

const allowed = (situation: Parameters<typeof availableDefenses>[0]) =>
  availableDefenses(situation).filter((d) => d.allowed).map((d) => d.kind);

describe('Dodge (000_4b7986e803b19dcc.txt, "Dodging"; supplement B1)', () => {
  it('Basic Speed + 3, fractions dropped, minus encumbrance level', () => {
    expect(dodgeScore({ basicSpeed: 5.75 }).value).toBe(8);
    expect(dodgeScore({ basicSpeed: 5.75, encumbranceLevel: 2 })).toEqual({ value: 6, explanation: 'Basic Speed 5.75 rounded down + 3 - 2 (encumbrance) = 6' });
  });

  it('never below 1', () => {
    expect(dodgeScore({ basicSpeed: 1, encumbranceLevel: 4 }).value).toBe(1);
  });

  it('halved when the caller says so (reeling), rounding up', () => {
    expect(dodgeScore({ basicSpeed: 5, halved: true }).value).toBe(4);
    expect(dodgeScore({ basicSpeed: 4.5, halved: true }).value).toBe(4);
  });

  it('refuses an encumbrance level outside 0-4', () => {
    expect(() => dodgeScore({ basicSpeed: 5, encumbranceLevel: 5 })).toThrow('encumbranceLevel must be 4 or less, got 5');
  });
});

describe('Parry and Block scores (000_4b7986e803b19dcc.txt, "Perry" [Parry], "Blocking")', () => {
  it('Parry: 3 + half skill, fractions dropped, + the weapon bonus', () => {
    expect(parryScore({ skill: 13 }).value).toBe(9);
    expect(parryScore({ skill: 12, parryBonus: 2 }).value).toBe(11);
  });

  it('Block: 3 + half Shield or Cloak skill, fractions dropped', () => {
    expect(blockScore({ skill: 11 }).value).toBe(8);
    expect(blockScore({ skill: 12 }).value).toBe(9);
  });
});

describe('which defenses apply (000_4b7986e803b19dcc.txt, "Defending", "Dodging", "Blocking", "Perry" [Parry])', () => {
  it('none after All-Out Attack; Dodge or Block after Move and Attack', () => {
    expect(allowed({ delivery: 'melee', maneuver: 'all-out-attack' })).toEqual([]);
    expect(allowed({ delivery: 'melee', maneuver: 'move-and-attack' })).toEqual(['dodge', 'block']);
    expect(allowed({ delivery: 'melee', maneuver: 'attack' })).toEqual(['dodge', 'parry', 'block']);
  });

  it('bullets and beams can only be dodged', () => {
    expect(allowed({ delivery: 'bullet', maneuver: 'do-nothing' })).toEqual(['dodge']);
    expect(allowed({ delivery: 'beam', maneuver: 'do-nothing' })).toEqual(['dodge']);
  });

  it('thrown weapons can be parried; arrows and liquids only dodged or blocked', () => {
    expect(allowed({ delivery: 'thrown', maneuver: 'attack' })).toEqual(['dodge', 'parry', 'block']);
    expect(allowed({ delivery: 'missile', maneuver: 'attack' })).toEqual(['dodge', 'block']);
    expect(allowed({ delivery: 'liquid', maneuver: 'attack' })).toEqual(['dodge', 'block']);
  });

  it('one block per turn; an unbalanced weapon that attacked cannot parry', () => {
    expect(defenseAvailability('block', { delivery: 'melee', maneuver: 'attack', blockUsedThisTurn: true }).allowed).toBe(false);
    expect(defenseAvailability('parry', { delivery: 'melee', maneuver: 'attack', unbalancedWeaponAttacked: true })).toMatchObject({ allowed: false, reason: 'an unbalanced weapon that attacked this turn cannot parry' });
  });

  it('no defense at all when unaware or unable', () => {
    expect(allowed({ delivery: 'melee', maneuver: 'attack', aware: false })).toEqual([]);
    expect(allowed({ delivery: 'melee', maneuver: 'attack', able: false })).toEqual([]);
  });
});

describe('defense modifiers (000_4b7986e803b19dcc.txt, "All-Out Defense", "Do Nothing", "Feint", "Perry" [Parry])', () => {
  it('All-Out Defense (Increased) +2 only to the chosen defense', () => {
    expect(effectiveDefense({ choice: { kind: 'dodge', score: 8 }, delivery: 'melee', increasedDefense: 'dodge' }).effective).toBe(10);
    expect(effectiveDefense({ choice: { kind: 'parry', score: 8 }, delivery: 'melee', increasedDefense: 'dodge' }).effective).toBe(8);
  });

  it('stunned -4, and a Feint takes its margin off', () => {
    const d = effectiveDefense({ choice: { kind: 'parry', score: 10 }, delivery: 'melee', stunned: true, feintPenalty: 3 });
    expect(d.effective).toBe(3);
    expect(d.explanation).toBe("10 (Parry) -4 (stunned) -3 (attacker's Feint) = 3");
  });

  it('parrying a thrown weapon: -1, or -2 at 1 lb or less', () => {
    expect(effectiveDefense({ choice: { kind: 'parry', score: 10 }, delivery: 'thrown', thrownWeightLbs: 2 }).effective).toBe(9);
    expect(effectiveDefense({ choice: { kind: 'parry', score: 10 }, delivery: 'thrown', thrownWeightLbs: 1 }).effective).toBe(8);
    expect(effectiveDefense({ choice: { kind: 'parry', score: 10 }, delivery: 'thrown' }).effective).toBe(9);
  });

  it('retreat (Basic Set figures): +3 Dodge, +1 Parry or Block, against melee only', () => {
    expect(RETREAT_BONUS).toEqual({ dodge: 3, parry: 1, block: 1 });
    expect(effectiveDefense({ choice: { kind: 'dodge', score: 8, retreat: true }, delivery: 'melee' }).effective).toBe(11);
    expect(effectiveDefense({ choice: { kind: 'block', score: 8, retreat: true }, delivery: 'unarmed' }).effective).toBe(9);
    expect(() => effectiveDefense({ choice: { kind: 'dodge', score: 8, retreat: true }, delivery: 'bullet' })).toThrow(/retreat only helps against melee/);
  });

  it('a fencing parry (Basic Set pp. B376-377): +3 for a retreat, and -2 per earlier parry with the weapon where others take -4', () => {
    const rapier = { kind: 'parry' as const, score: 11, fencing: true };
    expect(effectiveDefense({ choice: { ...rapier, retreat: true }, delivery: 'melee' }).explanation).toBe('11 (Parry) +3 (retreat, fencing parry) = 14');
    expect(effectiveDefense({ choice: { kind: 'parry', score: 11, retreat: true }, delivery: 'melee' }).effective).toBe(12);
    expect(effectiveDefense({ choice: { ...rapier, earlierParries: 2 }, delivery: 'melee' }).explanation).toBe('11 (Parry) -4 (parry number 3 with this weapon (fencing)) = 7');
    expect(effectiveDefense({ choice: { kind: 'parry', score: 11, earlierParries: 1 }, delivery: 'melee' }).explanation).toBe('11 (Parry) -4 (parry number 2 with this weapon) = 7');
    // A dodge is not a parry: earlier parries do not count against it.
    expect(effectiveDefense({ choice: { kind: 'dodge', score: 9, earlierParries: 3 }, delivery: 'melee' }).effective).toBe(9);
  });
});
