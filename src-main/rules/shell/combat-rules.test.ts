import { describe, expect, it } from 'vitest';
import { shellOptions, shellStatBlock } from '../../../src-shared/contract';
import { afterChanges as after } from '../testing/fighters';
import { scriptedRng } from '../testing/scripted-rng';
import { shellCombat } from './combat-rules';
import type { Attack, ShellFighter, ShellState } from './fighter-state';

// The Shell system's combat through the ruleset seam (001_d6872b0a781baa08.txt:
// "Rounds", "Maneuvers", "Attacks", the attack table, "Damage", "Hit Location",
// "Combat Fatigue").

const rules = shellCombat(shellOptions.parse({}));

function fighter(id: number, name: string, block: Record<string, unknown>, state: Partial<ShellState> = {}): ShellFighter {
  const made = rules.foe(shellStatBlock.parse(block), scriptedRng([]));
  return {
    id,
    name,
    side: id === 1 ? 'party' : 'foes',
    stats: made.stats,
    state,
    pools: { hp: { current: made.hpMax, max: made.hpMax }, fp: { current: made.fpMax!, max: made.fpMax! } },
    out: false,
  };
}


// AT = skill 2 + AG 10 (+0) = 2. ST 12 does 1d+2; level 2 adds no damage.
const swordsman = () => fighter(1, 'Swordsman', { attributes: { st: 12, ag: 10, iq: 10 }, combatLevel: 2, weapons: [{ name: 'Long sword', skill: 2, add: 0, type: 'cutting' }] });
// A dodge: best combat level 2 + AG 10 (+0) - (1 + EL 0) = DEF 1. HP 10 (from ST).
const bandit = (extra: Record<string, unknown> = {}, state: Partial<ShellState> = {}) =>
  fighter(2, 'Bandit', { attributes: { st: 10, ag: 10, iq: 10 }, combatLevel: 2, weapons: [{ name: 'Club', skill: 2, add: 1, type: 'crushing' }], ...extra }, state);

const torsoDodge: Attack = { action: 'strike', entryBlock: 'none', weapon: 0, target: 'torso', defense: 'dodge', movedUnits: 0, aimTurns: 0, nonLethal: false, modifiers: [] };

describe('initiative ("Rounds": AG - 2 x EL, set for the whole fight)', () => {
  it('orders by rating; fighters level on it roll a die', () => {
    const quick = fighter(3, 'Quick', { attributes: { st: 10, ag: 12, iq: 10 } });
    const a = fighter(4, 'A', { attributes: { st: 10, ag: 11, iq: 10 } });
    const b = fighter(5, 'B', { attributes: { st: 10, ag: 11, iq: 10 } });
    const r = rules.rollInitiative([a, b, quick], {}, scriptedRng([1, 6]));
    expect(r.order.map((o) => [o.id, o.score])).toEqual([
      [3, 12],
      [5, 11],
      [4, 11],
    ]);
    expect(r.order[0].text).toBe('AG 12 - 2 x EL 0');
  });
});

describe('the attack table (2d10 + AT - DEF: 8 or less misses, 9-11 defended, then the shield, then a hit)', () => {
  it('shows exact odds: AT 2 against DEF 1 misses 21%, is defended 24%, hits 55%', () => {
    const p = rules.preview(swordsman(), bandit(), torsoDodge);
    expect(p.figures.map((f) => [f.label, f.value])).toEqual([
      ['AT', '2'],
      ['DEF', '1'],
      ['Damage', '1d+2 cut'],
    ]);
    expect(p.chances.map((c) => [c.label, Math.round(c.probability * 100)])).toEqual([
      ['Miss (2-8)', 21],
      ['Defended (9-11)', 24],
      ['Hit', 55],
    ]);
  });

  it.each([
    [[3, 4], 'Swordsman (Long sword) misses Bandit (8)'],
    [[4, 4], 'Bandit defends against Swordsman (9)'],
    [[5, 5], 'Bandit defends against Swordsman (11)'],
  ])('dice %j', (dice, summary) => {
    expect(rules.attack(swordsman(), bandit(), torsoDodge, scriptedRng(dice)).summary).toBe(summary);
  });

  it('a small shield (PR 1) takes a total of 12; 13 gets past it', () => {
    const shielded = bandit({ shield: { name: 'Small shield', pr: 1, hp: 10 } });
    // 12 strikes the shield: damage to it is rolled (1d+2, a 3 = 5) and it holds (HP 10).
    expect(rules.attack(swordsman(), shielded, torsoDodge, scriptedRng([5, 6, 3])).summary).toBe("Swordsman (Long sword) strikes Bandit's shield (12)");
    expect(rules.attack(swordsman(), shielded, torsoDodge, scriptedRng([6, 6, 1])).summary).toBe('Swordsman (Long sword) hits Bandit in the torso (13): 3 damage, HP 7');
  });
});

describe('damage and its effects ("Damage", "Hit Location")', () => {
  it('a single blow of half base HP stuns: the victim loses the next turn and defends at -2 until then', () => {
    // Total 12: a hit. 1d+2 rolls 3 = 5 on HP 10.
    const r = rules.attack(swordsman(), bandit(), torsoDodge, scriptedRng([5, 6, 3]));
    expect(r.summary).toBe('Swordsman (Long sword) hits Bandit in the torso (12): 5 damage, HP 5 (stunned)');
    const dazed = after(bandit(), r.changes);
    expect(rules.preview(swordsman(), dazed, torsoDodge).figures.find((f) => f.label === 'DEF')!.value).toBe('-1');

    const turn = after(dazed, rules.startTurn(dazed, scriptedRng([])).changes);
    expect(() => rules.attack(turn, swordsman(), torsoDodge, scriptedRng([]))).toThrow('attackerId: Bandit is stunned and loses this turn');
    const end = rules.endTurn(turn, scriptedRng([]));
    expect(end.notes).toEqual(['Bandit shakes off the stun.']);
    expect(rules.summary(after(turn, end.changes)).conditions.map((c) => c.id)).toEqual([]);
  });

  it('a blow under half HP does not stun (4 on HP 10)', () => {
    const r = rules.attack(swordsman(), bandit(), torsoDodge, scriptedRng([5, 6, 2]));
    expect(r.summary).toBe('Swordsman (Long sword) hits Bandit in the torso (12): 4 damage, HP 6');
  });

  it('an unaware defender is hit without a roll; the head adds 2 DR and quadruples the rest: 8 - 2 = 6, x4 = 24, twice HP 10: dead', () => {
    const r = rules.attack(swordsman(), bandit({}, { marks: ['unaware'] }), { ...torsoDodge, target: 'head' }, scriptedRng([6]));
    expect(r.summary).toBe('Swordsman (Long sword) hits Bandit in the head: 24 damage, HP -14 (dead)');
    expect(after(bandit(), r.changes).out).toBe(true);
  });

  it('stun damage from a non-lethal crushing blow is gone when the fight ends', () => {
    const clubber = fighter(1, 'Clubber', { attributes: { st: 12, ag: 10, iq: 10 }, combatLevel: 2, weapons: [{ name: 'Cudgel', skill: 2, add: 0, type: 'crushing' }] });
    const r = rules.attack(clubber, bandit({}, { marks: ['unaware'] }), { ...torsoDodge, nonLethal: true }, scriptedRng([2]));
    const hurt = after(bandit(), r.changes);
    expect(hurt.pools.hp.current).toBe(6);
    const end = rules.endFight([hurt], 3);
    expect(end.notes).toEqual(['Bandit recovers 4 stun damage now the fight is over.']);
    expect(after(hurt, end.changes).pools.hp.current).toBe(10);
  });
});

describe('maneuvers and combat fatigue', () => {
  it('Defend gives +2 DEF and no attack that turn', () => {
    const b = bandit();
    const defending = after(b, rules.maneuver(b, { maneuver: 'defend' }, [], scriptedRng([])).changes);
    expect(rules.preview(swordsman(), defending, torsoDodge).figures.find((f) => f.label === 'DEF')!.value).toBe('3');
    expect(() => rules.attack(defending, swordsman(), torsoDodge, scriptedRng([]))).toThrow('attackerId: Bandit chose Defend this turn, which makes no attack');
  });

  it('at EL 0 a fighter loses 1 END every 25 rounds', () => {
    const b = bandit();
    expect(rules.endRound([b], 24, scriptedRng([])).changes[0].fp).toBeUndefined();
    const r = rules.endRound([b], 25, scriptedRng([]));
    expect(r.changes[0].fp).toBe(9);
    expect(r.notes).toEqual(['Bandit loses 1 END to the fight (encumbrance level 0): 10 -> 9.']);
  });
});

describe('close combat ("Close Combat")', () => {
  const close: Attack = { ...torsoDodge, action: 'close-in', entryBlock: 'none' };
  const grappled = () => {
    const s = swordsman();
    const b = bandit({ shield: { name: 'Small shield', pr: 1, hp: 10 } });
    const r = rules.attack(s, b, close, scriptedRng([]));
    expect(r.summary).toBe('Swordsman closes with Bandit');
    return [after(s, r.changes), after(b, r.changes)] as const;
  };

  it('in the same unit only a dodge defends and the shield counts for nothing', () => {
    const [s, b] = grappled();
    expect(() => rules.attack(s, b, { ...torsoDodge, defense: 'block' }, scriptedRng([]))).toThrow('defense: only a dodge is possible in close combat');
    expect(rules.preview(s, b, torsoDodge).chances.map((c) => c.label)).toEqual(['Miss (2-8)', 'Defended (9-11)', 'Hit']);
    expect(rules.summary(b).conditions.map((c) => c.id)).toContain('close-combat');
  });

  it('a takedown is an attack roll at +1 per point of ST over the foe: AT 2 + 2 against DEF 1, 9 on the dice makes 12, a hit', () => {
    const [s, b] = grappled();
    const r = rules.attack(s, b, { ...torsoDodge, action: 'takedown' }, scriptedRng([5, 4]));
    expect(r.summary).toBe('Swordsman throws Bandit to the ground');
    expect(r.notes).toEqual(['Takedown: Swordsman: 9 + AT 4 - DEF 1 = 12: hit']);
    expect(rules.summary(after(b, r.changes)).conditions.map((c) => c.id)).toContain('knocked-down');
  });

  it('a pin needs the foe on the ground; knocked down, the foe dodges at -4', () => {
    const [s, b] = grappled();
    expect(() => rules.attack(s, b, { ...torsoDodge, action: 'pin' }, scriptedRng([]))).toThrow('action: only a defender on the ground can be pinned');
    const down = after(b, rules.attack(s, b, { ...torsoDodge, action: 'takedown' }, scriptedRng([5, 4])).changes);
    const next = after(s, rules.startTurn(s, scriptedRng([])).changes);
    // AT 4 (ST +2, same weight) against DEF 1 - 4 = -3: a 5 on the dice makes 12.
    const r = rules.attack(next, down, { ...torsoDodge, action: 'pin' }, scriptedRng([3, 2]));
    expect(r.notes[0]).toBe('Pin: Swordsman: 5 + AT 4 - DEF -3 = 12: hit');
    expect(r.summary).toBe('Swordsman pins Bandit');
    const pinned = after(down, r.changes);
    expect(rules.summary(pinned).conditions.map((c) => c.id)).toContain('pinned');
    expect(() => rules.attack(pinned, next, { ...torsoDodge, action: 'withdraw' }, scriptedRng([]))).toThrow('action: Bandit is pinned and must break the pin first');
  });

  // "Entering Close Combat": a stop thrust is made with a thrusting weapon or bare hands, never a swinging one.
  const spearman = () => bandit({ weapons: [{ name: 'Club', skill: 2, add: 1, type: 'crushing' }, { name: 'Spear', skill: 2, add: 1, type: 'impaling' }] });

  it('a stop thrust that draws blood keeps the attacker out and costs them the rest of the turn', () => {
    // The bandit's spear, 1d+1 at ST 10: AT 2 against the swordsman's dodge DEF 1; 12 on the dice is 13, a hit; 3 + 1 = 4 impaling.
    const r = rules.attack(swordsman(), spearman(), { ...close, entryBlock: 'stop-thrust' }, scriptedRng([6, 6, 3]));
    expect(r.summary).toBe('Bandit keeps Swordsman out');
    expect(r.notes[0]).toBe('Stop thrust with the Spear (a thrusting weapon or bare hands, never a swinging one)');
    expect(r.notes.at(-1)).toBe('the stop thrust did 4 damage: the attacker is kept out and loses the rest of the turn');
    const hurt = after(swordsman(), r.changes);
    expect(hurt.pools.hp.current).toBe(8);
    expect(() => rules.attack(hurt, bandit(), torsoDodge, scriptedRng([]))).toThrow('attackerId: Swordsman has already attacked this turn');
  });

  it('one with only a swinging club stop-thrusts with bare hands (-4 cr), not the club', () => {
    // Bare hands at ST 10: 1d-4; a 12 on the dice hits, a 6 on the die does 2 crushing.
    const r = rules.attack(swordsman(), bandit(), { ...close, entryBlock: 'stop-thrust' }, scriptedRng([6, 6, 6]));
    expect(r.notes[0]).toBe('Stop thrust with the bare hand (a thrusting weapon or bare hands, never a swinging one)');
    expect(r.notes.at(-1)).toBe('the stop thrust did 2 damage: the attacker is kept out and loses the rest of the turn');
  });

  it('a shield block is given by an archer whose bow comes first on the list', () => {
    const archer = bandit({ weapons: [{ name: 'Short bow', skill: 2, type: 'impaling', ranged: { speed: 2, maxRange: 40 } }], shield: { name: 'Small shield', pr: 1, hp: 10 } });
    const r = rules.attack(swordsman(), archer, { ...close, entryBlock: 'shield-block' }, scriptedRng([6, 6]));
    expect(r.summary).toBe('Bandit keeps Swordsman out');
  });

  it('a shield block that connects keeps the attacker out and does no damage', () => {
    const shielded = bandit({ shield: { name: 'Small shield', pr: 1, hp: 10 } });
    const r = rules.attack(swordsman(), shielded, { ...close, entryBlock: 'shield-block' }, scriptedRng([6, 6]));
    expect(r.summary).toBe('Bandit keeps Swordsman out');
    expect(r.notes.at(-1)).toBe('the shield block connected: the attacker is kept out and loses the rest of the turn');
    expect(after(swordsman(), r.changes).pools.hp.current).toBe(12);
  });
});

describe('knocked out by damage ("Fatigue": END drops to zero)', () => {
  it('a blow that leaves the bandit at 0 HP or less drops END 10 to 0', () => {
    // Unaware: no attack roll. 1d+2 with a 6 is 8 to the torso, then a 4 on the next blow's die: 8 + 6 = 14 past HP 10.
    const hurt = after(bandit(), rules.attack(swordsman(), bandit({}, { marks: ['unaware'] }), torsoDodge, scriptedRng([6, 6, 6, 6, 6, 6])).changes);
    expect(hurt.pools.fp!.current).toBe(10);
    const r = rules.attack(swordsman(), { ...hurt, state: { ...hurt.state, stunned: false, marks: ['unaware'] } }, torsoDodge, scriptedRng([4, 6, 6, 6, 6, 6]));
    const change = r.changes.find((c) => c.id === 2)!;
    expect([change.hp, change.fp, change.out]).toEqual([-4, 0, true]);
  });

  it('the END bar marks 0 with everything the text gives: ST and AG -2, MV halved, the WP roll', () => {
    expect(rules.summary(bandit()).fpMarks).toEqual([
      { at: 3, label: 'Tired: ST, AG and MV -1' },
      { at: 0, label: 'Exhausted: ST and AG -2, MV halved, WP roll to stay awake' },
    ]);
  });
});

describe('a crippled weapon arm ("Hit Location": the limb loses its use)', () => {
  const crippled = () => {
    const b = bandit();
    const r = rules.attack(swordsman(), bandit({}, { marks: ['unaware'] }), { ...torsoDodge, target: 'right-arm' }, scriptedRng([4, 1, 1, 1, 1, 1, 1, 1, 1, 1]));
    return after(b, r.changes);
  };

  it('refuses a strike with the club, naming the weapon field and why; the odds say the same', () => {
    const b = { ...crippled(), id: 1, side: 'party' as const };
    expect(() => rules.attack(b, bandit(), torsoDodge, scriptedRng([]))).toThrow(`weapon: Bandit's right arm is crippled (001, "Hit Location": the limb loses its use), so the weapon hand holds nothing: the Club cannot be used`);
    expect(rules.preview(b, bandit(), torsoDodge)).toMatchObject({ possible: false });
  });
});

describe('a low-tech missile past half its maximum range is speed 1 (001, "Ranged Attacks")', () => {
  // A dodge by a combat level 6 bandit: 6 + AG 10 (+0) - 1 = DEF 5 in melee; a speed 2 missile halves it.
  const archer = (lowTech: boolean) =>
    fighter(1, 'Archer', { attributes: { st: 10, ag: 10, iq: 10 }, combatLevel: 2, weapons: [{ name: 'Short bow', skill: 2, type: 'impaling', ranged: { speed: 2, maxRange: 40, lowTech } }] });
  const def = (shooter: ShellFighter, rangeUnits: number) => rules.preview(shooter, bandit({ combatLevel: 6 }), { ...torsoDodge, rangeUnits }).figures.find((f) => f.label === 'DEF')?.value;

  it('within half range it keeps its speed; past it, a low-tech missile slows to speed 1 and a modern one does not', () => {
    expect(def(archer(true), 20)).toBe('2');
    expect(def(archer(true), 21)).toBe('5');
    expect(def(archer(false), 21)).toBe('2');
  });

  it('the weapon says so in the fighter\'s list', () => {
    expect(rules.summary(archer(true)).attacks[0].detail).toContain('speed 2 (low-tech), range 40');
  });
});

describe('a limb takes no more than cripples it (001, "Hit Location")', () => {
  it('6 damage to an arm of a 10 HP bandit cripples it at 4 (40%, rounded up); only those 4 come off HP', () => {
    // Unaware: no attack roll. 1d+2 rolls 4 = 6 to the arm; then the HT+2 roll for a limb crippled by one blow.
    const r = rules.attack(swordsman(), bandit({}, { marks: ['unaware'] }), { ...torsoDodge, target: 'right-arm' }, scriptedRng([4, 1, 1, 1, 1, 1, 1, 1, 1, 1]));
    expect(r.summary).toBe('Swordsman (Long sword) hits Bandit in the right arm: 6 damage, 4 of it counting past the crippling, HP 6 (stunned, right arm crippled)');
    expect(r.changes.find((c) => c.id === 2)!.hp).toBe(6);
    const hurt = after(bandit(), r.changes);
    // A second blow to the crippled arm adds nothing to the total.
    const again = rules.attack(swordsman(), { ...hurt, state: { ...hurt.state, marks: ['unaware'] } }, { ...torsoDodge, target: 'right-arm' }, scriptedRng([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]));
    expect(again.changes.find((c) => c.id === 2)!.hp).toBe(6);
  });
});
