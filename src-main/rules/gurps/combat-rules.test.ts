import { describe, expect, it } from 'vitest';
import { gurpsAttack, gurpsOptions, gurpsStatBlock, rollLabelForGm } from '../../../src-shared/contract';
import { gulliverBodyRules } from '../registry';
import type { Fighter } from '../ruleset';
import { afterChanges as after } from '../testing/fighters';
import { scriptedRng } from '../testing/scripted-rng';
import { HUMAN_SCALE } from './body-rules';
import { gurpsCombat, type GurpsCombatRules, type GurpsFighter } from './combat-rules';
import { UNHURT } from './combat';

// GURPS Lite combat through the ruleset seam (000_4b7986e803b19dcc.txt, "Combat": turn
// sequence, maneuvers, attack and defense rolls, "Damage & Injury"; supplement B4 for
// hit locations) and the same blows under GULLIVER (002_6bcc9877716aeba8.txt,
// "Damage and Shock Meta-system").

type Attack = ReturnType<typeof gurpsAttack.parse>;

const lite = gurpsCombat(gurpsOptions.parse({}), HUMAN_SCALE);
const gulliverOptions = gurpsOptions.parse({ gulliver: true });
const gulliver = gurpsCombat(gulliverOptions, gulliverBodyRules(gulliverOptions));

function foe(rules: GurpsCombatRules, id: number, name: string, block: Record<string, unknown>, side: Fighter['side'] = 'foes'): GurpsFighter {
  const made = rules.foe(gurpsStatBlock.parse(block), scriptedRng([]));
  return {
    id,
    name,
    side,
    stats: made.stats,
    state: {},
    pools: { hp: { current: made.hpMax, max: made.hpMax }, fp: made.fpMax === null ? null : { current: made.fpMax, max: made.fpMax } },
    out: false,
  };
}


const knight = (rules = lite) =>
  foe(rules, 1, 'Knight', { attributes: { st: 13, dx: 12, iq: 10, ht: 12 }, weapons: [{ name: 'Broadsword', skill: 14, damage: 'sw+1', type: 'cut', parry: 0 }] }, 'party');
const guard = () => foe(lite, 2, 'Guard', { attributes: { st: 12, dx: 11, iq: 10, ht: 11 }, dr: 2, weapons: [{ name: 'Axe', skill: 12, damage: 'sw+2', type: 'cut', unbalanced: true }] });
const giant = () => foe(gulliver, 3, 'Giant', { attributes: { st: 22, dx: 10, iq: 9, ht: 12 }, hp: 26, linearScale: 2 });

describe('turn sequence ("Combat", Turn Sequence)', () => {
  it('highest Basic Speed first, then highest DX; only fighters level on both roll, and the order is kept for the fight', () => {
    const fast = foe(lite, 10, 'Fast', { attributes: { st: 10, dx: 12, iq: 10, ht: 12 } }); // Basic Speed 6
    const deft = foe(lite, 11, 'Deft', { attributes: { st: 10, dx: 12, iq: 10, ht: 10 } }); // 5.5, DX 12
    const a = foe(lite, 12, 'A', { attributes: { st: 10, dx: 11, iq: 10, ht: 11 } }); // 5.5, DX 11
    const b = foe(lite, 13, 'B', { attributes: { st: 10, dx: 11, iq: 10, ht: 11 } }); // 5.5, DX 11
    const rng = scriptedRng([2, 5]);
    const r = lite.rollInitiative([a, b, deft, fast], {}, rng);
    expect(r.order.map((o) => o.id)).toEqual([10, 11, 13, 12]);
    expect(r.order.map((o) => o.text)).toEqual(['Basic Speed 6, DX 12', 'Basic Speed 5.5, DX 12', 'Basic Speed 5.5, DX 11', 'Basic Speed 5.5, DX 11']);
    expect(r.rolls.map((x) => [x.label, x.roll.total])).toEqual([
      ['Initiative tie: A', 2],
      ['Initiative tie: B', 5],
    ]);
    expect(lite.initiativeEachRound).toBe(false);
  });
});

describe('a cutting blow to the neck (supplement B4: neck, cutting x2; "Damage & Injury")', () => {
  // Broadsword sw+1 at ST 13: swing 2d-1 + 1 = 2d. Skill 14 - 5 for the neck = 9.
  // Guard: HP 12, DR 2, Dodge 8 (Basic Speed 5.5 + 3).
  const faces = [3, 3, 3, /* dodge */ 6, 6, 6, /* damage */ 6, 5, /* HT for the major wound */ 1, 2, 3];

  it('shows the odds before rolling: skill 9 hits 37.5%, the guard dodges on 8 or less', () => {
    const p = lite.preview(knight(), guard(), { weapon: 0, location: 'neck', modifiers: [], defense: { kind: 'dodge', retreat: false, weapon: 0 } });
    expect(p.possible).toBe(true);
    expect(p.figures.map((f) => [f.label, f.value])).toEqual([
      ['Effective skill', '9'],
      ['Dodge', '8'],
      ['Damage', '2d cut'],
    ]);
    const chance = (label: string) => p.chances.find((c) => c.label === label)!.probability;
    expect(chance('Attack roll succeeds')).toBeCloseTo(0.375, 10);
    // 3d6 at or under 8: 56/216.
    expect(chance('Defense stops an ordinary hit')).toBeCloseTo(56 / 216, 10);
  });

  it('11 damage - DR 2 = 9, x2 = 18 injury: HP 12 -> -6, shock -4, and the guard must roll HT each turn', () => {
    const rng = scriptedRng(faces);
    const r = lite.attack(knight(), guard(), { weapon: 0, location: 'neck', modifiers: [], defense: { kind: 'dodge', retreat: false, weapon: 0 } }, rng);
    expect(rng.remaining()).toBe(0);
    expect(r.summary).toBe('Knight (Broadsword) hits Guard in the neck: 18 injury, HP 12 -> -6');
    expect(r.rolls.map((x) => x.roll.total)).toEqual([9, 18, 11, 6]);
    const hurt = after(guard(), r.changes);
    expect(hurt.pools.hp.current).toBe(-6);
    expect(hurt.out).toBe(false);
    expect(lite.summary(hurt).conditions.map((c) => c.label)).toEqual(['Reeling', 'Shock -4', 'At 0 HP or less']);

    // The guard's next turn begins with HT 11 to stay conscious: 17 fails.
    const start = lite.startTurn(hurt, scriptedRng([6, 6, 5]));
    expect(start.notes[0]).toBe('Guard is at -6 HP: HT 11 rolled 17, passes out.');
    expect(after(hurt, start.changes).out).toBe(true);
  });

  it('a critical hit (3d6 of 4 at skill 9) takes no defense roll', () => {
    // 6 - DR 2 = 4, x2 = 8 injury: over HP 12 / 2, a major wound, so HT 11 is rolled (6, made).
    const rng = scriptedRng([1, 1, 2, /* damage */ 3, 3, /* HT */ 1, 2, 3]);
    const r = lite.attack(knight(), guard(), { weapon: 0, location: 'neck', modifiers: [], defense: { kind: 'dodge', retreat: false, weapon: 0 } }, rng);
    expect(rng.remaining()).toBe(0);
    expect(r.rolls.map(rollLabelForGm)).toEqual(['attack roll (Broadsword) (vs 9, 37.5%)', 'damage (2d cut)', 'HT roll for a major wound (vs 11, 62.5%)']);
    expect(r.summary).toBe('Knight (Broadsword) critically hits Guard in the neck: 8 injury, HP 12 -> 4');
  });
});

describe('shock on the next turn only (000, "Damage & Injury", Shock: "on your next turn (only)")', () => {
  const torsoBlow: Attack = { weapon: 0, location: 'torso', modifiers: [], defense: { kind: 'none', retreat: false, weapon: 0 } };
  const labels = (f: GurpsFighter) => lite.summary(f).conditions.filter((c) => c.id.startsWith('shock')).map((c) => c.label);

  it('the neck blow\'s -4 is felt on the guard\'s next turn, and a later 3-HP hit brings -3, not the old -4, even when the round was ended early', () => {
    // The 18 injury of the neck blow above, left as shock waiting for the guard's turn.
    let g: GurpsFighter = { ...guard(), state: { injury: { ...UNHURT, shockPoints: 18 } } };
    expect(labels(g)).toEqual(['Shock -4']);
    g = after(g, lite.startTurn(g, scriptedRng([])).changes);
    expect(labels(g)).toEqual(['Shock -4 this turn']);
    // The GM ends the round on the guard's turn: no end-of-turn step. A torso cut: 2d rolls 4, - DR 2 = 2, x1.5 = 3.
    g = after(g, lite.attack(knight(), g, torsoBlow, scriptedRng([2, 2, 2, 1, 3])).changes);
    expect(labels(g)).toEqual(['Shock -4 this turn', 'Shock -3']);
    g = after(g, lite.startTurn(g, scriptedRng([])).changes);
    expect(labels(g)).toEqual(['Shock -3 this turn']);
    g = after(g, lite.endTurn(g, scriptedRng([])).changes);
    expect(labels(g)).toEqual([]);
  });

  it('the attacker\'s skill carries the shock only during the turn it is felt', () => {
    const hurt: GurpsFighter = { ...guard(), state: { injury: { ...UNHURT, shockPoints: 3 } } };
    const before = lite.preview(hurt, knight(), torsoBlow);
    const during = lite.preview(after(hurt, lite.startTurn(hurt, scriptedRng([])).changes), knight(), torsoBlow);
    const skill = (p: typeof before) => p.figures.find((f) => f.label === 'Effective skill')!.value;
    expect(Number(skill(during))).toBe(Number(skill(before)) - 3);
  });
});

describe('the same blow on a giant under GULLIVER (002, "Damage and Shock Meta-system")', () => {
  it('the neck cripples over HP/2 = 13: it takes 14, shock doubles to 28, which stuns outright and calls for knockout and knockdown rolls', () => {
    // Size Modifier +2 for Linear Scale 2: skill 14 - 5 + 2 = 11; Dodge 8.
    const rng = scriptedRng([3, 3, 3, /* dodge */ 6, 6, 6, /* damage */ 6, 5, /* knockout HT */ 1, 1, 1, /* knockdown HT */ 2, 2, 2]);
    const r = gulliver.attack(knight(gulliver), giant(), { weapon: 0, location: 'neck', modifiers: [], defense: { kind: 'dodge', retreat: false, weapon: 0 } }, rng);
    expect(rng.remaining()).toBe(0);
    expect(r.notes[0]).toBe('Effective skill 14 (skill) -5 (aimed at the neck) +2 (target Size Modifier) = 11.');
    expect(r.summary).toBe('Knight (Broadsword) hits Giant in the neck: 14 injury, HP 26 -> 12 (stunned, neck crippled)');
    const hurt = after(giant(), r.changes);
    // Shock 28 at HP 26: -1 per round(26/10) = 3 points, so -9.
    expect(gulliver.summary(hurt).conditions.map((c) => c.label)).toEqual(['Stunned', 'Shock -9', 'Neck crippled']);
  });

  it('HP marks follow the model: GURPS Lite checks at each -HP, GULLIVER at -HP and every HP/2 more', () => {
    expect(lite.summary(guard()).hpMarks.map((m) => m.at)).toEqual([4, 0, -12, -24, -36, -48, -60]);
    expect(gulliver.summary(giant()).hpMarks.map((m) => m.at)).toEqual([9, 0, -26, -39, -52, -65, -78, -91, -104, -117, -130]);
  });
});

describe('maneuvers ("Maneuvers")', () => {
  it('after All-Out Attack the fighter has no active defense', () => {
    const g = guard();
    const aoa = lite.maneuver(g, { maneuver: 'all-out-attack', option: 'determined' }, [knight()], scriptedRng([]));
    const reckless = after(g, aoa.changes);
    const p = lite.preview(knight(), reckless, { weapon: 0, location: 'torso', modifiers: [], defense: { kind: 'dodge', retreat: false, weapon: 0 } });
    expect(p.possible).toBe(false);
    expect(p.reason).toBe('Dodge is not possible: Guard made All-Out Attack and has no active defense until their next turn');
    const none = lite.preview(knight(), reckless, { weapon: 0, location: 'torso', modifiers: [], defense: { kind: 'none', retreat: false, weapon: 0 } });
    expect(none.chances.find((c) => c.label === 'The blow lands')!.probability).toBeCloseTo(0.9074, 3);
  });

  it('a stunned fighter may only Do Nothing, and rolls HT at the end of the turn to recover', () => {
    const dazed: GurpsFighter = { ...guard(), state: { injury: { shockPoints: 0, stunned: true, unconscious: false, dead: false, crippled: [], severed: [] } } };
    expect(() => lite.maneuver(dazed, { maneuver: 'attack' }, [], scriptedRng([]))).toThrow('maneuver: Guard is stunned and can only Do Nothing');
    expect(() => lite.attack(dazed, knight(), { weapon: 0, location: 'torso', modifiers: [], defense: { kind: 'none', retreat: false, weapon: 0 } }, scriptedRng([]))).toThrow(
      'attackerId: Guard is stunned and can only Do Nothing',
    );
    const end = lite.endTurn(dazed, scriptedRng([3, 3, 4]));
    expect(end.notes).toEqual(['Guard rolls HT 11 to shake off the stun: 10, recovers.']);
    expect(lite.summary(after(dazed, end.changes)).conditions).toEqual([]);
  });

  it('a Feint is a Quick Contest; its margin comes off that foe\'s next defense on the feinter\'s next turn', () => {
    // Knight skill 14 rolls 8 (made by 6); the guard resists with Axe 12 and rolls 12 (made by 0): -6.
    const k = knight();
    const feint = lite.maneuver(k, { maneuver: 'feint', targetId: 2 }, [guard()], scriptedRng([2, 3, 3, 4, 4, 4]));
    expect(feint.summary).toBe('Knight feints at Guard: -6 to their next defense');
    let feinter = after(k, feint.changes);
    feinter = after(feinter, lite.endTurn(feinter, scriptedRng([])).changes);
    feinter = after(feinter, lite.startTurn(feinter, scriptedRng([])).changes);
    const p = lite.preview(feinter, guard(), { weapon: 0, location: 'torso', modifiers: [], defense: { kind: 'dodge', retreat: false, weapon: 0 } });
    expect(p.figures.find((f) => f.label === 'Dodge')!.value).toBe('2');
  });

  it('an unbalanced axe that attacked cannot parry until its wielder\'s next turn', () => {
    const g = guard();
    const swung = after(g, lite.attack(g, knight(), { weapon: 0, location: 'torso', modifiers: [], defense: { kind: 'none', retreat: false, weapon: 0 } }, scriptedRng([6, 6, 6])).changes);
    const p = lite.preview(knight(), swung, { weapon: 0, location: 'torso', modifiers: [], defense: { kind: 'parry', retreat: false, weapon: 0 } });
    expect(p.possible).toBe(false);
    expect(p.reason).toMatch(/unbalanced weapon/);
    const fresh = after(swung, lite.startTurn(swung, scriptedRng([])).changes);
    expect(lite.preview(knight(), fresh, { weapon: 0, location: 'torso', modifiers: [], defense: { kind: 'parry', retreat: false, weapon: 0 } }).possible).toBe(true);
  });

  it('one attack a turn with Attack; All-Out Attack (Double) allows two', () => {
    const k = knight();
    const swing: Attack = { weapon: 0, location: 'torso', modifiers: [], defense: { kind: 'none', retreat: false, weapon: 0 } };
    const once = after(k, lite.attack(k, guard(), swing, scriptedRng([6, 6, 6])).changes);
    expect(() => lite.attack(once, guard(), swing, scriptedRng([6, 6, 6]))).toThrow('attackerId: Knight has already made the one attack this turn allows');
    const double = after(k, lite.maneuver(k, { maneuver: 'all-out-attack', option: 'double' }, [guard()], scriptedRng([])).changes);
    const first = after(double, lite.attack(double, guard(), swing, scriptedRng([6, 6, 6])).changes);
    expect(() => lite.attack(first, guard(), swing, scriptedRng([6, 6, 6]))).not.toThrow();
  });
});

describe('the attack is made with the maneuver on screen (000, "Maneuvers", All-Out Attack: Determined +4 to hit)', () => {
  const swing: Attack = { weapon: 0, location: 'torso', modifiers: [], defense: { kind: 'none', retreat: false, weapon: 0 } };
  const determined: Attack = { ...swing, maneuver: { maneuver: 'all-out-attack', option: 'determined' } };
  const skill = (p: ReturnType<typeof lite.preview>) => p.figures.find((f) => f.label === 'Effective skill')!.value;

  it('All-Out Attack (Determined) chosen but never declared: the odds and the roll are at 14 + 4 = 18, and the maneuver is declared in the same step', () => {
    expect(skill(lite.preview(knight(), guard(), swing))).toBe('14');
    expect(skill(lite.preview(knight(), guard(), determined))).toBe('18');
    const r = lite.attack(knight(), guard(), determined, scriptedRng([6, 6, 5]));
    expect(r.rolls[0]).toMatchObject({ label: 'attack roll (Broadsword)', against: 'vs 18, 98.1%' });
    expect(r.summary).toBe('Knight: All-Out Attack (Determined); Knight (Broadsword) misses Guard: 17 against 18');
    const k = after(knight(), r.changes);
    expect(lite.summary(k).stance).toBe('All-Out Attack (determined)');
    // No active defense afterwards, as the declared maneuver says.
    expect(lite.preview(guard(), k, { ...swing, defense: { kind: 'dodge', retreat: false, weapon: 0 } }).possible).toBe(false);
  });

  it('sending the declared maneuver again counts the attacks; another maneuver after an attack is refused', () => {
    const double: Attack = { ...swing, maneuver: { maneuver: 'all-out-attack', option: 'double' } };
    let k = after(knight(), lite.attack(knight(), guard(), double, scriptedRng([6, 6, 6])).changes);
    k = after(k, lite.attack(k, guard(), double, scriptedRng([6, 6, 6])).changes);
    expect(() => lite.attack(k, guard(), double, scriptedRng([6, 6, 6]))).toThrow('attackerId: Knight has already made all 2 attacks this turn allows');
    expect(() => lite.attack(k, guard(), determined, scriptedRng([6, 6, 6]))).toThrow('maneuver: Knight has already attacked this turn with All-Out Attack; the maneuver cannot change now');
  });
});

describe('a character sheet as a fighter', () => {
  it('skills by name, DX-5 without the skill, a punch without weapons, Block from Shield', () => {
    const profile = {
      attributes: {},
      skills: { broadsword: 14, shield: 13 },
      sheet: {
        attributes: { st: 13, dx: 12, iq: 10, ht: 12 },
        secondary: {},
        dr: 2,
        weapons: [
          { name: 'Broadsword', skill: 'Broadsword', damage: 'sw+1', type: 'cut', parry: 0, unbalanced: false },
          { name: 'Spear', skill: 'Spear', damage: 'thr+2', type: 'imp', parry: 0, unbalanced: false },
        ],
      },
    };
    const stats = lite.memberStats(profile, { encumbrance: 1 });
    // Basic Speed (12 + 12) / 4 = 6: Dodge 9, less 1 for Light encumbrance.
    expect(stats.dodge).toBe(8);
    expect(stats.block).toBe(9);
    expect(stats.weapons.map((w) => [w.skill, w.skillText, w.parry])).toEqual([
      [14, 'Broadsword 14', 10],
      [7, 'DX 12 -5 (no Spear skill)', 6],
    ]);
  });
});

describe('Aim must be followed by an attack (000, "Maneuvers": Aim)', () => {
  const archer = () =>
    foe(lite, 1, 'Archer', {
      attributes: { st: 11, dx: 12, iq: 10, ht: 11 },
      weapons: [{ name: 'Bow', skill: 13, damage: 'thr+2', type: 'imp', parry: null, ranged: { acc: 2, halfDamage: 165, max: 220 } }],
    }, 'party');
  const bow = gurpsAttack.parse({ weapon: 0, rangeYards: 2, defense: { kind: 'dodge' } });
  const hitChance = (f: GurpsFighter) => lite.preview(f, guard(), bow).chances[0].probability;

  it('an Aim then an Attack adds Accuracy; a Move and Attack turn between them loses it', () => {
    const plain = archer();
    const newTurn = (f: GurpsFighter) => after(f, lite.startTurn(f, scriptedRng([])).changes);
    const aimed = newTurn(after(plain, lite.maneuver(plain, { maneuver: 'aim', targetId: 2 }, [guard()], scriptedRng([])).changes));
    expect(hitChance(aimed)).toBeGreaterThan(hitChance(plain));
    const attacking = after(aimed, lite.maneuver(aimed, { maneuver: 'attack' }, [guard()], scriptedRng([])).changes);
    expect(hitChance(attacking)).toBe(hitChance(aimed));
    const moved = after(aimed, lite.maneuver(aimed, { maneuver: 'move-and-attack' }, [guard()], scriptedRng([])).changes);
    expect(moved.state.aim).toBeNull();
    expect(hitChance(newTurn(moved))).toBe(hitChance(plain));
  });

  it('a Move and Attack shot right after an Aim gets no Accuracy, and is not refused', () => {
    const plain = archer();
    const aimed = after(plain, lite.maneuver(plain, { maneuver: 'aim', targetId: 2 }, [guard()], scriptedRng([])).changes);
    const running = { ...aimed, state: { ...aimed.state, maneuver: 'move-and-attack' as const, declared: true } };
    const unaimed = { ...plain, state: { ...plain.state, ...running.state, aim: null } };
    expect(lite.preview(running, guard(), bow)).toEqual(lite.preview(unaimed, guard(), bow));
  });
});
