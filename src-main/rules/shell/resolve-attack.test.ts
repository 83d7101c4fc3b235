import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { outcomeChances } from './attack-table';
import { newInjuryState } from './injury';
import { attackChances, resolveAttack, type AttackInput } from './resolve-attack';
import type { Shield, Weapon } from './weapons';

const broadsword: Weapon = { name: 'broadsword', add: 1, type: 'cutting', hp: 10 };
const shield: Shield = { name: 'medium shield', pr: 2, hp: 13 };

// AT 4 + 1 (AG 12) = 5 against DEF 3 + 0 (AG 10) = 3; damage 1d+2 +1 sword +1 skill = 1d+4.
const duel: AttackInput = {
  attacker: { skillLevel: 4, agility: 12, strength: 12, weapon: broadsword },
  defender: {
    kind: 'block',
    skillLevel: 3,
    agility: 10,
    weapon: broadsword,
    armourDr: { torso: 2 },
    injuries: newInjuryState(10),
    vitals: { ht: 10, wp: 10 },
  },
};

// AT 5 against DEF 5 with a PR 2 shield: the dice total is the table total.
const shieldWall: AttackInput = {
  attacker: { skillLevel: 4, agility: 12, strength: 12, weapon: broadsword },
  defender: { kind: 'block', skillLevel: 5, agility: 10, shield },
};

describe('one attack end to end (001_d6872b0a781baa08.txt, "Attacks" and "Damage")', () => {
  it('rolls the attack, the damage and the injury, labelling every roll', () => {
    const r = resolveAttack(duel, scriptedRng([5, 6, 3]));
    expect(r.outcome).toBe('hit');
    expect(r.total).toBe(13);
    expect(r.damage).toMatchObject({ expression: '1d+4', total: 7 });
    expect(r.wound?.damage).toBe(5);
    expect(r.blow).toMatchObject({ injury: 5, stunned: true, unconscious: false });
    expect(r.blow?.state.wounds).toEqual({ torso: 5 });
    expect(r.trace.map((s) => s.label)).toEqual(['AT', 'DEF', 'attack roll (2d10)', 'damage', 'wound', 'injury', 'effects']);
    expect(r.rolls.map((x) => [x.label, x.roll.total])).toEqual([
      ['attack roll (2d10)', 11],
      ['damage', 7],
    ]);
    expect(r.trace[2].text).toBe('11 + AT 5 - DEF 3 = 13: hit');
  });

  it('a blow that knocks the defender out by its total says so once (seed 001, "Damage": unconscious at a total of HP)', () => {
    const frail = { ...duel, defender: { ...duel.defender, injuries: newInjuryState(4) } };
    const r = resolveAttack(frail, scriptedRng([5, 6, 3]));
    const effects = r.trace.find((s) => s.label === 'effects')!.text;
    expect(effects.match(/unconscious \(total >= 4\)/g)).toHaveLength(1);
    expect(effects).not.toContain('unconscious: damage');
  });

  it('stops at a miss', () => {
    const r = resolveAttack(duel, scriptedRng([3, 3]));
    expect(r).toMatchObject({ outcome: 'miss', total: 8, damage: null, objectDamage: null });
  });

  it('a parry puts the blow on the parrying weapon', () => {
    const r = resolveAttack(duel, scriptedRng([4, 5, 6]));
    expect(r.outcome).toBe('defended');
    expect(r.objectDamage).toMatchObject({ object: 'broadsword', effective: 10, breaks: false });
  });
});

describe('the attack table through resolveAttack (001_d6872b0a781baa08.txt, "Attacks")', () => {
  it('totals 8, 9, 11, 12, 11+PR and 12+PR', () => {
    const at = (faces: number[]) => resolveAttack(shieldWall, scriptedRng([...faces, 1])).outcome;
    expect(at([4, 4])).toBe('miss');
    expect(at([4, 5])).toBe('defended');
    expect(at([5, 6])).toBe('defended');
    expect(at([6, 6])).toBe('shield');
    expect(at([6, 7])).toBe('shield');
    expect(at([7, 7])).toBe('hit');
  });

  it('a hit on the shield damages the shield, which breaks only above its HP', () => {
    const holds = resolveAttack(shieldWall, scriptedRng([6, 6, 6]));
    expect(holds.objectDamage).toMatchObject({ object: 'medium shield', effective: 10, breaks: false });
    const breaks = resolveAttack({ ...shieldWall, defender: { ...shieldWall.defender, shield: { ...shield, hp: 9 } } }, scriptedRng([6, 6, 6]));
    expect(breaks.objectDamage?.breaks).toBe(true);
  });

  it('a dodge against a shield-bearer still meets the shield band', () => {
    const dodging: AttackInput = { ...shieldWall, defender: { kind: 'dodge', bestCombatLevel: 6, agility: 10, shield } };
    expect(resolveAttack(dodging, scriptedRng([6, 6, 1])).outcome).toBe('shield');
  });
});

describe('special cases (001_d6872b0a781baa08.txt, "Maneuvers", "Ranged Attacks" and "Defences")', () => {
  it('an unaware defender is hit in melee without an attack roll', () => {
    const r = resolveAttack({ ...duel, defender: { ...duel.defender, awareness: 'unaware' } }, scriptedRng([1]));
    expect(r).toMatchObject({ outcome: 'hit', autoHit: true, attackRoll: null });
    expect(r.rolls.map((x) => x.label)).toEqual(['damage']);
  });

  it('no ranged attack at an unseen target', () => {
    const r = resolveAttack(
      { ...duel, attacker: { ...duel.attacker, canSeeDefender: false }, situation: { ranged: { rangeUnits: 10, speed: 2 } }, defender: { kind: 'dodge', bestCombatLevel: 3, agility: 10 } },
      scriptedRng([]),
    );
    expect(r).toMatchObject({ outcome: 'no-attack', rolls: [] });
  });

  it('a disarm that hits takes the weapon', () => {
    const r = resolveAttack(
      { attacker: { skillLevel: 5, agility: 10, strength: 10, maneuver: 'disarm' }, defender: { kind: 'dodge', bestCombatLevel: 0, agility: 10 } },
      scriptedRng([6, 6]),
    );
    expect(r).toMatchObject({ outcome: 'hit', target: 'weapon', disarmed: true, objectDamage: null });
    expect(r.total).toBe(12);
  });

  it('a defender on Guard who defends gets a counterattack', () => {
    const r = resolveAttack({ ...duel, defender: { kind: 'dodge', bestCombatLevel: 3, agility: 10, lastManeuver: 'guard' } }, scriptedRng([3, 4]));
    expect(r).toMatchObject({ outcome: 'defended', guardCounterattack: true });
  });

  it('refuses a defence the rules do not allow', () => {
    expect(() => resolveAttack({ ...duel, defender: { ...duel.defender, knockedDown: true } }, scriptedRng([]))).toThrow(/defender.kind: a knocked-down/);
  });
});

describe('exact odds (001_d6872b0a781baa08.txt, "Attacks")', () => {
  it('matches the table for the computed AT and DEF', () => {
    const c = attackChances(duel);
    expect([c.at.total, c.def?.total, c.shieldPr]).toEqual([5, 3, null]);
    expect(c).toMatchObject(outcomeChances({ at: 5, def: 3, shieldPr: null }));
    expect(c.miss).toBeCloseTo(0.15, 12);
    expect(c.hit).toBeCloseTo(0.64, 12);
    expect(c.damage).toContain('1d+4');
  });

  it('counts the shield unless in close combat, against a weapon, or the defender is immobile', () => {
    // Totals 12 and 13 on 2d10: 9 + 8 ways of 100.
    expect(attackChances(shieldWall).shield).toBeCloseTo(0.17, 12);
    const dodge = { kind: 'dodge' as const, bestCombatLevel: 5, agility: 10, shield };
    expect(attackChances({ ...shieldWall, defender: dodge, situation: { closeCombat: true } }).shieldPr).toBeNull();
    expect(attackChances({ ...shieldWall, attacker: { ...shieldWall.attacker, target: 'weapon' } }).shieldPr).toBeNull();
    expect(attackChances({ ...shieldWall, defender: { ...dodge, awareness: 'immobile' }, situation: { ranged: { rangeUnits: 3, speed: 2 } } }).shieldPr).toBeNull();
  });

  it('an automatic hit is certain and an impossible attack never lands', () => {
    expect(attackChances({ ...duel, defender: { ...duel.defender, awareness: 'immobile' } })).toMatchObject({ autoHit: true, hit: 1, miss: 0 });
    const blind = attackChances({
      ...duel,
      attacker: { ...duel.attacker, canSeeDefender: false },
      defender: { kind: 'dodge', bestCombatLevel: 3, agility: 10 },
      situation: { ranged: { rangeUnits: 10, speed: 2 } },
    });
    expect(blind).toMatchObject({ possible: false, hit: 0, miss: 1 });
  });
});
