import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/scripted-rng';
import { attackSkill, type WeaponInput } from './attack-skill';
import { GURPS_INJURY, UNHURT, type TargetBody } from './injury-model';
import { attackChances, resolveAttack, type AttackInput, type DefenderInput } from './resolve-attack';

const body = (hp: number, extra: Partial<TargetBody> = {}): TargetBody => ({ hp, currentHp: hp, ht: 10, ...extra });
const broadsword: WeaponInput = { name: 'broadsword', delivery: 'melee', damage: { kind: 'swing', st: 10, adds: 1, type: 'cut' } };
const standing = (over: Partial<DefenderInput> = {}): DefenderInput => ({ body: body(10), maneuver: 'attack', defense: null, ...over });

function attack(over: Partial<AttackInput> = {}): AttackInput {
  return {
    attacker: { skill: 12, maneuver: 'attack' },
    weapon: broadsword,
    targeting: { location: 'torso' },
    defender: standing(),
    ...over,
  };
}

function run(input: AttackInput, faces: number[]) {
  const rng = scriptedRng(faces);
  const t = resolveAttack(input, rng, GURPS_INJURY);
  expect(rng.remaining()).toBe(0);
  return t;
}

describe('hand-computed blows (000_4b7986e803b19dcc.txt, "Damage & Injury"; supplement B4)', () => {
  it('a cutting blow to the neck: -5 to hit, x2 after DR', () => {
    // Skill 14 -5 = 9; rolls 7. Dodge 8 rolls 15, fails. 1d+1 rolls 5+1 = 6; DR 2 leaves 4; x2 = 8.
    // HP 10 to 2: shock -8 capped at -4; 8 is over 5, a major wound: HT 10 rolls 9, made.
    const t = run(
      attack({
        attacker: { skill: 14, maneuver: 'attack' },
        targeting: { location: 'neck' },
        defender: standing({ body: body(10, { dr: 2 }), defense: { kind: 'dodge', score: 8 } }),
      }),
      [2, 2, 3, 5, 5, 5, 5, 3, 3, 3],
    );
    expect(t.outcome).toMatchObject({ effectiveSkill: 9, attackRoll: 7, hit: true, location: 'neck' });
    expect(t.outcome.defenses).toEqual([{ kind: 'dodge', effective: 8, rolled: 15, success: false }]);
    expect(t.outcome.damage).toMatchObject({ basicDamage: 6, dr: 2, penetrating: 4, multiplier: 2, injury: 8, hpAfter: 2, shockPenalty: -4, majorWound: true, stunned: false, reeling: true });
    expect(t.rolls.map((r) => r.label)).toEqual(['attack roll (broadsword)', 'Dodge roll', 'damage (1d+1 cut)', 'HT roll for a major wound']);
    expect(t.steps[0]).toBe('Effective skill 14 (skill) -5 (aimed at the neck) = 9.');
  });

  it('a crushing blow to the skull: DR 2 of bone, then x4', () => {
    // Mace: ST 13 swing 2d-1 +2 = 2d+1. Skill 15 -7 = 8; rolls 6 (not critical at 8). Unaware: no defense.
    // 4+3+1 = 8; DR 0+2 leaves 6; x4 = 24. HP 20 to -4. Major wound: HT 12 rolls 12, made.
    const t = run(
      attack({
        attacker: { skill: 15, maneuver: 'attack' },
        weapon: { name: 'mace', delivery: 'melee', damage: { kind: 'swing', st: 13, adds: 2, type: 'cr' } },
        targeting: { location: 'skull' },
        defender: standing({ body: body(20, { ht: 12 }), aware: false, defense: { kind: 'dodge', score: 9 } }),
      }),
      [1, 2, 3, 4, 3, 4, 4, 4],
    );
    expect(t.outcome).toMatchObject({ effectiveSkill: 8, critical: null, noDefenseReason: 'the defender does not see the attack coming', defenses: [] });
    expect(t.outcome.damage).toMatchObject({ basicDamage: 8, dr: 2, penetrating: 6, multiplier: 4, injury: 24, hpAfter: -4, shockPenalty: -4, mustRollToStayConscious: true, deathChecks: [] });
  });

  it('an impaling blow to the vitals: x3', () => {
    // Spear: ST 10 thrust 1d-2 +2 = 1d. Skill 12 -3 = 9; rolls 8. The defender went All-Out Attack: no defense.
    // 4; DR 1 leaves 3; x3 = 9. HP 10 to 1; major wound HT 10 rolls 18: missed by 8, knocked out.
    const t = run(
      attack({
        weapon: { name: 'spear', delivery: 'melee', damage: { kind: 'thrust', st: 10, adds: 2, type: 'imp' } },
        targeting: { location: 'vitals' },
        defender: standing({ body: body(10, { dr: 1 }), maneuver: 'all-out-attack' }),
      }),
      [3, 3, 2, 4, 6, 6, 6],
    );
    expect(t.outcome.noDefenseReason).toBe('no active defense after All-Out Attack');
    expect(t.outcome.damage).toMatchObject({ penetrating: 3, multiplier: 3, injury: 9, hpAfter: 1, knockedOut: true, knockedDown: true });
    expect(t.outcome.damage?.state.unconscious).toBe(true);
  });
});

describe('critical hits (000_4b7986e803b19dcc.txt, "Attack Roll")', () => {
  it('a 3 hits, skips the defense and does maximum damage without a damage roll', () => {
    const t = run(
      attack({
        weapon: { delivery: 'melee', damage: { kind: 'fixed', dice: { dice: 2, adds: 1 }, type: 'cr' } },
        defender: standing({ body: body(30), defense: { kind: 'dodge', score: 20 } }),
      }),
      [1, 1, 1],
    );
    expect(t.outcome).toMatchObject({ critical: 'success', maximumDamage: true, defenses: [], hit: true });
    expect(t.outcome.damage).toMatchObject({ rolled: 13, injury: 13, hpAfter: 17, shockPenalty: -4 });
    expect(t.rolls).toHaveLength(1);
  });

  it('a 4 also skips the defense but rolls damage', () => {
    const t = run(attack({ defender: standing({ body: body(30), defense: { kind: 'dodge', score: 20 } }) }), [1, 1, 2, 3]);
    expect(t.outcome).toMatchObject({ critical: 'success', maximumDamage: false, defenses: [] });
    expect(t.outcome.damage?.rolled).toBe(4);
  });

  it('17 and 18 always miss, whatever the skill', () => {
    const t = run(attack({ attacker: { skill: 20, maneuver: 'attack' } }), [6, 6, 5]);
    expect(t.outcome).toMatchObject({ hit: false, attackSucceeded: false, damage: null });
  });
});

describe('attacking maneuvers (000_4b7986e803b19dcc.txt, "All-Out Attack", "Move and Attack", "Evaluate")', () => {
  it('Move and Attack in melee: -4, and never above 9', () => {
    const s = attackSkill(attack({ attacker: { skill: 16, maneuver: 'move-and-attack' } }));
    expect(s).toMatchObject({ effective: 9, cap: 9 });
    expect(s.explanation).toBe('Effective skill 16 (skill) -4 (Move and Attack) = 12, capped at 9 by Move and Attack.');
    expect(attackSkill(attack({ attacker: { skill: 11, maneuver: 'move-and-attack' } })).effective).toBe(7);
    // Even an Evaluate bonus cannot lift it past 9.
    expect(attackSkill(attack({ attacker: { skill: 13, maneuver: 'move-and-attack', evaluateTurns: 3 } })).effective).toBe(9);
    const miss = run(attack({ attacker: { skill: 16, maneuver: 'move-and-attack' } }), [4, 3, 3]);
    expect(miss.outcome).toMatchObject({ effectiveSkill: 9, attackRoll: 10, hit: false });
  });

  it('Move and Attack at range: -2, or the Bulk when that is worse', () => {
    const bow = (bulk: number): WeaponInput => ({ delivery: 'missile', damage: { kind: 'fixed', dice: { dice: 1, adds: 0 }, type: 'imp' }, maxRange: 100, bulk });
    const at = (bulk: number) => attackSkill(attack({ attacker: { skill: 12, maneuver: 'move-and-attack' }, weapon: bow(bulk), targeting: { location: 'torso', rangeYards: 2 } })).effective;
    expect(at(-1)).toBe(10);
    expect(at(-4)).toBe(8);
  });

  it('All-Out Attack (Determined): +4 in melee, +1 at range', () => {
    expect(attackSkill(attack({ attacker: { skill: 12, maneuver: 'all-out-attack', allOutOption: 'determined' } })).effective).toBe(16);
    const thrown: WeaponInput = { delivery: 'thrown', damage: { kind: 'thrust', st: 10, type: 'imp' }, maxRange: 15 };
    expect(attackSkill(attack({ attacker: { skill: 12, maneuver: 'all-out-attack', allOutOption: 'determined' }, weapon: thrown, targeting: { location: 'torso', rangeYards: 2 } })).effective).toBe(13);
  });

  it('a Determined 16 makes a 6 a critical hit', () => {
    const t = run(attack({ attacker: { skill: 12, maneuver: 'all-out-attack', allOutOption: 'determined' }, defender: standing({ body: body(30), defense: { kind: 'dodge', score: 12 } }) }), [2, 2, 2, 3]);
    expect(t.outcome).toMatchObject({ effectiveSkill: 16, critical: 'success', defenses: [] });
  });

  it('All-Out Attack needs a legal option for its kind of attack', () => {
    expect(() => attackSkill(attack({ attacker: { skill: 12, maneuver: 'all-out-attack' } }))).toThrow(/allOutOption for a melee All-Out Attack must be one of determined, double, feint, strong/);
    const thrown: WeaponInput = { delivery: 'thrown', damage: { kind: 'thrust', st: 10, type: 'imp' }, maxRange: 15 };
    expect(() => attackSkill(attack({ attacker: { skill: 12, maneuver: 'all-out-attack', allOutOption: 'strong' }, weapon: thrown, targeting: { location: 'torso', rangeYards: 2 } }))).toThrow(RangeError);
  });

  it('Evaluate +1 a turn up to +3; off hand -4; shock from last turn; GM modifiers listed', () => {
    const s = attackSkill(attack({
      attacker: { skill: 12, maneuver: 'attack', evaluateTurns: 5, offHand: true, shockPenalty: -2 },
      modifiers: [{ label: 'kneeling (GM)', value: -2 }],
    }));
    expect(s.modifiers.map((m) => [m.label, m.value])).toEqual([
      ['off hand', -4],
      ['Evaluate x3 (most that counts)', 3],
      ['shock from last turn', -2],
      ['kneeling (GM)', -2],
    ]);
    expect(s.effective).toBe(7);
  });

  it('All-Out Attack (Strong) sends the hit through the injury model', () => {
    // 1d+1 rolls 4+1 = 5, +2 = 7; x1.5 = 10.
    const t = run(attack({ attacker: { skill: 12, maneuver: 'all-out-attack', allOutOption: 'strong' }, defender: standing({ body: body(30) }) }), [3, 3, 3, 4]);
    expect(t.outcome.damage).toMatchObject({ strongBonus: 2, basicDamage: 7, injury: 10 });
  });
});

describe('active defenses in an exchange (000_4b7986e803b19dcc.txt, "Defending", "Active Defense Rolls", "All-Out Defense")', () => {
  it('a defense roll of 3 or 4 succeeds even when the defense is below 3', () => {
    // Dodge 3, stunned -4: -1. Rolls 4: still a success.
    const t = run(attack({ defender: standing({ body: body(10, { state: { ...UNHURT, stunned: true } }), defense: { kind: 'dodge', score: 3 } }) }), [3, 3, 3, 1, 1, 2]);
    expect(t.outcome.defenses).toEqual([{ kind: 'dodge', effective: -1, rolled: 4, success: true }]);
    expect(t.outcome.hit).toBe(false);
  });

  it('a defense roll of 17 fails even at 20', () => {
    const t = run(attack({ defender: standing({ body: body(30), defense: { kind: 'dodge', score: 20 } }) }), [3, 3, 3, 6, 6, 5, 2]);
    expect(t.outcome.defenses[0]).toMatchObject({ rolled: 17, success: false });
    expect(t.outcome.hit).toBe(true);
  });

  it('Increased Defense adds 2 to the chosen defense', () => {
    const t = run(
      attack({ defender: standing({ maneuver: 'all-out-defense', allOutDefense: { option: 'increased-defense', defense: 'dodge' }, defense: { kind: 'dodge', score: 8 } }) }),
      [3, 3, 3, 4, 3, 3],
    );
    expect(t.outcome.defenses).toEqual([{ kind: 'dodge', effective: 10, rolled: 10, success: true }]);
  });

  it('Double Defense: a failed parry, then a dodge', () => {
    const t = run(
      attack({
        defender: standing({
          maneuver: 'all-out-defense',
          allOutDefense: { option: 'double-defense' },
          defense: { kind: 'parry', score: 9 },
          secondDefense: { kind: 'dodge', score: 9 },
        }),
      }),
      [3, 3, 3, 5, 5, 5, 3, 3, 3],
    );
    expect(t.outcome.defenses.map((d) => [d.kind, d.success])).toEqual([['parry', false], ['dodge', true]]);
    expect(t.outcome.defended).toBe(true);
  });

  it('a second defense must differ and needs Double Defense', () => {
    const same = attack({ defender: standing({ maneuver: 'all-out-defense', allOutDefense: { option: 'double-defense' }, defense: { kind: 'dodge', score: 9 }, secondDefense: { kind: 'dodge', score: 9 } }) });
    expect(() => resolveAttack(same, scriptedRng([]), GURPS_INJURY)).toThrow(/must be a different defense/);
    const plain = attack({ defender: standing({ defense: { kind: 'dodge', score: 9 }, secondDefense: { kind: 'parry', score: 9 } }) });
    expect(() => resolveAttack(plain, scriptedRng([]), GURPS_INJURY)).toThrow(/needs All-Out Defense \(Double Defense\)/);
  });

  it("a Feint's margin comes off the defense", () => {
    const t = run(attack({ defender: standing({ feintPenalty: 3, defense: { kind: 'parry', score: 11 } }) }), [3, 3, 3, 3, 3, 3, 2]);
    expect(t.outcome.defenses[0]).toMatchObject({ effective: 8, rolled: 9, success: false });
  });

  it('a bullet cannot be parried', () => {
    const pistol: WeaponInput = { delivery: 'bullet', damage: { kind: 'fixed', dice: { dice: 2, adds: 0 }, type: 'pi' }, maxRange: 1000, acc: 2 };
    const input = attack({ weapon: pistol, targeting: { location: 'torso', rangeYards: 5 }, defender: standing({ defense: { kind: 'parry', score: 10 } }) });
    expect(() => resolveAttack(input, scriptedRng([]), GURPS_INJURY)).toThrow('defender.defense.kind: Parry is not possible: only melee attacks and thrown weapons can be parried, not a bullet attack');
  });

  it('after Move and Attack only Dodge or Block', () => {
    const input = attack({ defender: standing({ maneuver: 'move-and-attack', defense: { kind: 'parry', score: 10 } }) });
    expect(() => resolveAttack(input, scriptedRng([]), GURPS_INJURY)).toThrow('defender.defense.kind: Parry is not possible: after Move and Attack the defender can only Dodge or Block');
  });

  it('a block is reported so the next one this turn can be refused', () => {
    const t = run(attack({ defender: standing({ defense: { kind: 'block', score: 10 } }) }), [3, 3, 3, 3, 3, 3]);
    expect(t.outcome).toMatchObject({ blockUsed: true, defended: true });
    const again = attack({ defender: standing({ blockUsedThisTurn: true, defense: { kind: 'block', score: 10 } }) });
    expect(() => resolveAttack(again, scriptedRng([]), GURPS_INJURY)).toThrow(/only one block is allowed per turn/);
  });

  it('defending spoils an Aim; being hurt while concentrating calls for Will-3', () => {
    const aiming = run(attack({ defender: standing({ maneuver: 'aim', defense: { kind: 'dodge', score: 10 } }) }), [3, 3, 3, 3, 3, 3]);
    expect(aiming.outcome.defenderAimSpoiled).toBe(true);
    const casting = run(attack({ defender: standing({ maneuver: 'concentrate', body: body(30) }) }), [3, 3, 3, 2]);
    expect(casting.outcome.defenderKeepRoll).toBe('concentrate');
    const aimHurt = run(attack({ defender: standing({ maneuver: 'aim', body: body(30) }) }), [3, 3, 3, 2]);
    expect(aimHurt.outcome).toMatchObject({ defenderAimSpoiled: false, defenderKeepRoll: 'aim' });
  });
});

describe('parrying bare hands with a weapon (000_4b7986e803b19dcc.txt, "Perry" [Parry])', () => {
  const punch: WeaponInput = { name: 'punch', delivery: 'unarmed', damage: { kind: 'thrust', st: 10, adds: -1, type: 'cr' } };

  it('a successful armed parry lets the defender roll weapon skill to hit the attacking arm, which gets no defense', () => {
    // Attack 9 vs 12; Parry 9 rolls 8; weapon skill 12 rolls 9; 1d+1 cut rolls 3+1 = 4, x1.5 = 6:
    // over HP 10/2, so the arm is crippled and the attacker rolls HT 10 for a major wound (9, made).
    const t = run(
      attack({
        weapon: punch,
        defender: standing({
          defense: { kind: 'parry', score: 9, armed: true },
          counterstrike: { weaponSkill: 12, damage: { kind: 'swing', st: 10, adds: 1, type: 'cut' }, attacker: body(10) },
        }),
      }),
      [3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 3],
    );
    expect(t.outcome.defended).toBe(true);
    expect(t.outcome.counterstrike?.success).toBe(true);
    expect(t.outcome.counterstrike?.damage).toMatchObject({ location: 'right-arm', injury: 6, crippled: true, hpAfter: 4 });
    expect(t.rolls.map((r) => r.label)).toEqual(['attack roll (punch)', 'Parry roll', "parry strikes the attacker's limb", 'counterstrike damage (1d+1 cut)', 'HT roll for a major wound']);
  });

  it('a bare-handed parry strikes nothing back', () => {
    const t = run(attack({ weapon: punch, defender: standing({ defense: { kind: 'parry', score: 9 } }) }), [3, 3, 3, 3, 3, 2]);
    expect(t.outcome.counterstrike).toBeNull();
  });
});

describe('ranged attacks through the same exchange (000_4b7986e803b19dcc.txt, "Range Attacks"; supplement B3)', () => {
  const bow: WeaponInput = { name: 'bow', delivery: 'missile', damage: { kind: 'fixed', dice: { dice: 1, adds: 2 }, type: 'imp' }, acc: 2, halfDamageRange: 15, maxRange: 150 };

  it('Aim adds Acc, range takes its row, and damage halves past 1/2D', () => {
    // 12 + 2 (Acc) - 6 (20 yd) = 8; rolls 6. Dodge 8 rolls 17. 6+2 = 8 halved to 4; DR 1 leaves 3; x2 = 6.
    const t = run(
      attack({
        weapon: bow,
        targeting: { location: 'torso', rangeYards: 20, aimSeconds: 1 },
        defender: standing({ body: body(10, { dr: 1 }), defense: { kind: 'dodge', score: 8 } }),
      }),
      [2, 2, 2, 6, 6, 5, 6, 3, 3, 3],
    );
    expect(t.outcome).toMatchObject({ mode: 'ranged', effectiveSkill: 8, halfDamage: true, hit: true });
    expect(t.outcome.damage).toMatchObject({ rolled: 8, basicDamage: 4, penetrating: 3, injury: 6, hpAfter: 4 });
  });

  it('refuses a shot beyond Max range and an arrow parry', () => {
    expect(() => attackSkill(attack({ weapon: bow, targeting: { location: 'torso', rangeYards: 151 } }))).toThrow(/beyond the weapon's Max range/);
    const parried = attack({ weapon: bow, targeting: { location: 'torso', rangeYards: 10 }, defender: standing({ defense: { kind: 'parry', score: 10 } }) });
    expect(() => resolveAttack(parried, scriptedRng([]), GURPS_INJURY)).toThrow(RangeError);
  });

  it('Aim is for ranged attacks only', () => {
    expect(() => attackSkill(attack({ targeting: { location: 'torso', aimSeconds: 1 } }))).toThrow('Aim helps only a ranged attack; this is a melee one');
  });
});

describe('random hit location (supplement B4)', () => {
  it('is rolled only once the blow lands, and returned for the journal', () => {
    // Location 6+6+5 = 17: neck. 1d+1 rolls 2+1 = 3; cut x2 = 6.
    const t = run(attack({ targeting: { location: 'random' }, defender: standing({ body: body(30) }) }), [3, 3, 3, 6, 6, 5, 2]);
    expect(t.outcome.location).toBe('neck');
    expect(t.rolls[1]).toMatchObject({ label: 'hit location (Neck)' });
    expect(t.outcome.damage?.injury).toBe(6);
  });
});

describe('chances before rolling (000_4b7986e803b19dcc.txt, "Attack Roll", "Active Defense Rolls"; supplement B5)', () => {
  it('skill 12 against a foe with no defense: hits on 160/216', () => {
    const c = attackChances(attack({ defender: standing({ maneuver: 'all-out-attack' }) }), GURPS_INJURY);
    expect(c.attack.success).toBeCloseTo(160 / 216, 12);
    expect(c.criticalHit).toBeCloseTo(4 / 216, 12);
    expect(c.hits).toBeCloseTo(160 / 216, 12);
    expect(c.noDefenseReason).toBe('no active defense after All-Out Attack');
  });

  it('skill 12 against Dodge 10: criticals always land, other hits half the time', () => {
    const c = attackChances(attack({ defender: standing({ defense: { kind: 'dodge', score: 10 } }) }), GURPS_INJURY);
    expect(c.defenseStops).toBeCloseTo(0.5, 12);
    expect(c.hits).toBeCloseTo((4 + 156 * 0.5) / 216, 12);
  });

  it('Double Defense multiplies the failures', () => {
    const c = attackChances(
      attack({ defender: standing({ maneuver: 'all-out-defense', allOutDefense: { option: 'double-defense' }, defense: { kind: 'parry', score: 10 }, secondDefense: { kind: 'dodge', score: 9 } }) }),
      GURPS_INJURY,
    );
    expect(c.defenseStops).toBeCloseTo(1 - 0.5 * (135 / 216), 12);
  });

  it('damage summary: 1d+1 is 2-7, mean 4.5, and beats DR 2 five times in six', () => {
    const c = attackChances(attack({ defender: standing({ body: body(10, { dr: 2 }) }) }), GURPS_INJURY);
    expect(c.damage).toMatchObject({ dice: '1d+1', min: 2, max: 7 });
    expect(c.damage.mean).toBeCloseTo(4.5, 12);
    expect(c.damage.penetrates).toBeCloseTo(5 / 6, 12);
  });

  it('damage summary includes the Strong bonus from the model, in the dice label too (issue 39: no "1d+1" beside 4-9)', () => {
    const c = attackChances(attack({ attacker: { skill: 12, maneuver: 'all-out-attack', allOutOption: 'strong' } }), GURPS_INJURY);
    expect(c.damage).toMatchObject({ dice: '1d+3', min: 4, max: 9 });
  });

  it('a random location averages DR over the 3d table (only the skull has any here)', () => {
    const c = attackChances(attack({ targeting: { location: 'random' } }), GURPS_INJURY);
    // 1d+1 gets past the skull's DR 2 on 2-6 of the die; everywhere else always.
    expect(c.damage.penetrates).toBeCloseTo(1 - (4 / 216) * (1 / 6), 12);
  });
});
