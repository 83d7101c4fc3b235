import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/scripted-rng';
import { feintChances, feintPenalty, feintResistance, resolveFeint } from './feint';

describe('Feint contest (000_4b7986e803b19dcc.txt, "Feint")', () => {
  it('the foe resists with the best of melee weapon, unarmed, Cloak, Shield skill or DX', () => {
    expect(feintResistance({ dx: 11, meleeWeapon: 13, shield: 14 })).toEqual({ skill: 14, source: 'Shield skill' });
    expect(feintResistance({ dx: 12, unarmed: 10 })).toEqual({ skill: 12, source: 'DX' });
  });

  it('attacker fails: nothing', () => {
    expect(feintPenalty({ success: false, margin: -1 }, { success: false, margin: -5 })).toBe(0);
  });

  it('both succeed and the foe by as much or more: nothing', () => {
    expect(feintPenalty({ success: true, margin: 3 }, { success: true, margin: 3 })).toBe(0);
    expect(feintPenalty({ success: true, margin: 2 }, { success: true, margin: 4 })).toBe(0);
  });

  it('attacker succeeds, foe fails: the attacker margin comes off the defense', () => {
    expect(feintPenalty({ success: true, margin: 4 }, { success: false, margin: -2 })).toBe(4);
  });

  it('both succeed, attacker by more: the margin of victory', () => {
    expect(feintPenalty({ success: true, margin: 5 }, { success: true, margin: 2 })).toBe(3);
  });

  it('rolls both sides and labels each roll', () => {
    // Attacker 14 rolls 9 (made by 5); defender's Shield 12 rolls 14 (missed by 2): -5.
    const t = resolveFeint({ attackerSkill: 14, defender: { dx: 10, shield: 12 } }, scriptedRng([3, 3, 3, 5, 5, 4]));
    expect(t.outcome.defensePenalty).toBe(5);
    expect(t.outcome.lasts).toBe('attacker-next-turn');
    expect(t.rolls.map((r) => [r.label, r.target, r.success])).toEqual([
      ["Feint: attacker's melee skill", 14, true],
      ['Feint: defender resists with Shield skill', 12, false],
    ]);
    expect(t.steps[2]).toMatch(/-5/);
  });

  it('exact chance before rolling: skill 10 against DX 3', () => {
    // The foe makes DX 3 only on 3 (margin 0) or 4 (margin -1). The attacker wins
    // something on 9 or less whatever the foe does, and on exactly 10 only if the foe rolled 4.
    const c = feintChances({ attackerSkill: 10, defender: { dx: 3 } });
    expect(c.works).toBeCloseTo(81 / 216 + (27 / 216) * (3 / 216), 12);
    expect(c.penalties.reduce((s, p) => s + p.chance, 0)).toBeCloseTo(c.works, 12);
    expect(c.penalties[0].penalty).toBe(1);
  });
});
