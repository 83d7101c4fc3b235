import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { rollLabelForGm } from '../../../src-shared/contract';
import { bfrpgCombat as combat, bfrpgCombatRules, experienceShares, fightExperience, type BfrpgFighter } from './combat-rules';

// The Basic Fantasy chapter in the seeds (003_8f80a070c789886f.txt) has no combat rules:
// initiative here is the core game's (a d6 per side, or per combatant plus the DEX
// bonus, every round), and hits and damage are the GM's calls that Lantern records.

const fighter = (id: number, side: 'party' | 'foes', dex = 10, hp = 8): BfrpgFighter => ({
  id,
  name: `F${id}`,
  side,
  stats: { dex, ac: 12, attacks: [{ name: 'Club', damage: '1d6' }], morale: 7 },
  state: {},
  pools: { hp: { current: hp, max: hp }, fp: null },
  out: false,
});

describe('initiative (Basic Fantasy core rules, not in the shared text)', () => {
  it('by side: the higher d6 acts first, members keep their order', () => {
    const r = combat.rollInitiative([fighter(1, 'party'), fighter(2, 'party'), fighter(3, 'foes')], { mode: 'side' }, scriptedRng([2, 5]));
    expect(r.order.map((o) => o.id)).toEqual([3, 1, 2]);
    expect(r.rolls.map((x) => [x.label, x.roll.total])).toEqual([
      ['Initiative: the party', 2],
      ['Initiative: the foes', 5],
    ]);
  });

  it('by side: equal dice act at the same time, with no second roll (supplement A19: "Equal numbers act at the same time")', () => {
    const r = combat.rollInitiative([fighter(1, 'party'), fighter(3, 'foes')], { mode: 'side' }, scriptedRng([4, 4]));
    expect(r.order.map((o) => [o.id, o.score])).toEqual([[1, 4], [3, 4]]);
    expect(r.rolls.map((x) => [x.label, x.roll.total])).toEqual([
      ['Initiative: the party', 4],
      ['Initiative: the foes', 4],
    ]);
    expect(r.notes).toEqual(['Both sides act at the same time this round.']);
  });

  it('by combatant: a d6 plus the DEX bonus (DEX 16 is +2, supplement A1); equal numbers share their place, no one rolls again (A19)', () => {
    const r = combat.rollInitiative([fighter(1, 'party', 16), fighter(2, 'party', 10), fighter(3, 'foes', 10), fighter(4, 'foes', 10)], { mode: 'individual' }, scriptedRng([3, 5, 5, 6]));
    // F1 3 + 2 = 5, F2 5, F3 5, F4 6: F4 first, then F1, F2 and F3 together on 5, in listing order.
    expect(r.order.map((o) => [o.id, o.score])).toEqual([[4, 6], [1, 5], [2, 5], [3, 5]]);
    expect(r.rolls.map((x) => x.label)).toEqual(['Initiative: F1', 'Initiative: F2', 'Initiative: F3', 'Initiative: F4']);
    expect(r.rolls.some((x) => x.label.includes('again'))).toBe(false);
    expect(combat.reference.tiesActTogether).toBe(true);
  });

  it('a skipped (out) combatant takes no part', () => {
    const down = { ...fighter(2, 'party'), out: true };
    const r = combat.rollInitiative([fighter(1, 'party'), down, fighter(3, 'foes')], { mode: 'side' }, scriptedRng([6, 1]));
    expect(r.order.map((o) => o.id)).toEqual([1, 3]);
  });
});

describe('foes and the GM\'s hits', () => {
  it('rolls a foe\'s hit points from its hit dice (d8 each, a d4 for half a die) unless given', () => {
    const goblin = combat.foe(combat.statBlockSchema.parse({ hitDice: 1, ac: 14, attacks: [{ name: 'Spear', damage: '1d6' }] }), scriptedRng([5]));
    expect(goblin.hpMax).toBe(5);
    expect(goblin.rolls[0].roll.expression).toBe('1d8');
    const rat = combat.foe(combat.statBlockSchema.parse({ hitDice: 0.5 }), scriptedRng([3]));
    expect(rat).toMatchObject({ hpMax: 3, fpMax: null });
    expect(combat.foe(combat.statBlockSchema.parse({ hitDice: 3, hp: 14 }), scriptedRng([])).hpMax).toBe(14);
  });

  it('reads Hit Dice as stat blocks print them (supplement A26): a goblin\'s 1-1 rolls 1d8-1, fights at +0 and is worth 10 XP', () => {
    const goblin = combat.foe(combat.statBlockSchema.parse({ hitDice: '1-1', ac: 14 }), scriptedRng([5]));
    expect(goblin.rolls[0].roll.expression).toBe('1d8-1');
    expect(goblin.hpMax).toBe(4);
    expect(goblin.stats).toMatchObject({ ab: 0, abText: '1-1 HD', xp: 10 });
    const chimera = combat.foe(combat.statBlockSchema.parse({ hitDice: '9+2** (+8)' }), scriptedRng([1, 1, 1, 1, 1, 1, 1, 1, 1]));
    expect(chimera.rolls[0].roll.expression).toBe('9d8+2');
    expect(chimera.stats).toMatchObject({ ab: 8, xp: 1225 });
    expect(combat.describe(combat.statBlockSchema.parse({ hitDice: '3*', ac: 15, morale: 9 }))).toBe('HD 3*, AC 15, morale 9, 175 XP');
    expect(combat.describe(combat.statBlockSchema.parse({ hitDice: 8, specials: 2, ac: 15 }))).toBe('HD 8**, AC 15, morale 7, 1015 XP');
  });

  it('refuses written Hit Dice that do not parse, and asterisks given twice, at their fields', () => {
    const bad = combat.statBlockSchema.safeParse({ hitDice: '1d8' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['hitDice', '"1d8" is not Hit Dice; write it as the stat block does, such as 1-1, 2+1, 3*, ½ or 9+2** (+8)']]);
    const twice = combat.statBlockSchema.safeParse({ hitDice: '3*', specials: 1 });
    expect(twice.error?.issues.map((i) => i.path.join('.'))).toEqual(['specials']);
  });

  it('a hit rolls the damage the GM names and takes it off; at 0 HP the foe is dead (A18 as written)', () => {
    const hit = combat.attack(fighter(1, 'party'), fighter(3, 'foes', 10, 4), combat.attackSchema.parse({ with: 'Club', outcome: 'hit', damage: '1d6' }), scriptedRng([4]));
    expect(hit.summary).toBe('F1 hits F3 with Club for 4');
    expect(hit.changes).toEqual([{ id: 3, hp: 0, out: true, state: { dead: true } }]);
    expect(hit.notes).toContain('F3 is dead (0 HP, A18).');
    const given = combat.attack(fighter(1, 'party'), fighter(3, 'foes'), combat.attackSchema.parse({ with: '', outcome: 'hit', damage: '3' }), scriptedRng([]));
    expect(given.changes).toEqual([{ id: 3, hp: 5 }]);
    expect(combat.attack(fighter(1, 'party'), fighter(3, 'foes'), combat.attackSchema.parse({ with: '', outcome: 'miss' }), scriptedRng([])).changes).toEqual([]);
  });

  it('refuses a hit without damage and an unknown condition, naming the field', () => {
    expect(combat.attackSchema.safeParse({ outcome: 'hit' }).error?.issues[0].path).toEqual(['damage']);
    expect(() => combat.setCondition(fighter(1, 'party'), 'asleep', true)).toThrow(/condition: must be one of/);
    expect(combat.setCondition(fighter(1, 'party'), 'prone', true)).toEqual({ id: 1, state: { marks: ['prone'] } });
  });
});

// Members built as the combat service builds them: the completed sheet and what they carry.
const sheet = (over: Record<string, unknown> = {}) => ({
  race: 'human',
  class: 'Fighter',
  level: 1,
  abilities: { str: 16, int: 10, wis: 10, dex: 11, con: 12, cha: 10 },
  ac: 11,
  ...over,
});
const item = (key: string, name: string, category: string, worn = false, armorKind: string | null = null) => ({ key, name, category, worn, readied: false, magical: false, armorKind, defenseBonus: null });
const member = (id: number, over: Record<string, unknown> = {}, items = [item('battle-axe', 'Battle axe', 'weapon')], hp = 8): BfrpgFighter => {
  const s = sheet(over);
  const attributes = Object.fromEntries(Object.entries(s.abilities as Record<string, number>).map(([k, v]) => [k.toUpperCase(), v]));
  return {
    id,
    name: `M${id}`,
    side: 'party',
    stats: combat.memberStats({ attributes, ancestry: s.race as string, sheet: s }, { encumbrance: 0, items }),
    state: {},
    pools: { hp: { current: hp, max: hp }, fp: null },
    out: false,
  };
};
const foe = (id: number, block: Record<string, unknown>, hp = 8, name = `Goblin ${id}`): BfrpgFighter => ({
  id,
  name,
  side: 'foes',
  stats: combat.foe(combat.statBlockSchema.parse({ hp, ...block }), scriptedRng([])).stats,
  state: {},
  pools: { hp: { current: hp, max: hp }, fp: null },
  out: false,
});
const attack = (raw: Record<string, unknown>) => combat.attackSchema.parse(raw);

describe('the attack roll (supplement A11, A12)', () => {
  it('a Fighter 1 with STR 16 against AC 15 hits on a natural 12 or better: 45% (A12 worked example)', () => {
    // d20 + AB 1 (A11, Fighter 1) + STR bonus 2 (A1, STR 16) >= 15 needs 12; faces 12-20 are 9 of 20.
    const p = combat.preview(member(1), foe(2, { hitDice: 1, ac: 15 }), attack({ with: 'Battle axe' }));
    expect(p.chances).toEqual([{ label: 'Hit', probability: 0.45 }]);
    expect(p.figures.map((f) => [f.label, f.value])).toEqual([
      ['Attack bonus (Fighter 1)', '+1'],
      ['STR bonus', '+2'],
      ["Goblin 2's AC", '15'],
      ['Hits on', '12 or better'],
    ]);
    expect(p.damage).toBe('1d8+2, at least 1');
  });

  it('rolls the d20, then the weapon damage plus STR (A13), and journals both dice', () => {
    const hit = combat.attack(member(1), foe(2, { hitDice: 1, ac: 15 }), attack({ with: 'Battle axe' }), scriptedRng([12, 3]));
    expect(hit.rolls.map((r) => [rollLabelForGm(r), r.roll.expression, r.roll.total])).toEqual([
      ['To hit: M1 with Battle axe (12+ on the d20)', '1d20', 12],
      ['Damage: M1 with Battle axe', '1d8+2', 5],
    ]);
    expect(hit.summary).toBe('M1 hits Goblin 2 with Battle axe for 5');
    expect(hit.changes).toEqual([{ id: 2, hp: 3 }]);
    const miss = combat.attack(member(1), foe(2, { hitDice: 1, ac: 15 }), attack({ with: 'Battle axe' }), scriptedRng([11]));
    expect(miss).toMatchObject({ summary: 'M1 misses Goblin 2 with Battle axe', changes: [] });
  });

  it('a natural 20 always hits and a natural 1 always misses (A12)', () => {
    const armoured = foe(2, { hitDice: 1, ac: 30 });
    expect(combat.preview(member(1), armoured, attack({})).chances[0].probability).toBe(0.05);
    expect(combat.attack(member(1), armoured, attack({}), scriptedRng([20, 1])).changes).toEqual([{ id: 2, hp: 5 }]);
    const bare = foe(2, { hitDice: 1, ac: 2 });
    expect(combat.preview(member(1), bare, attack({})).chances[0].probability).toBe(0.95);
    expect(combat.attack(member(1), bare, attack({}), scriptedRng([1])).notes).toEqual(['Miss: a natural 1 always misses.']);
  });

  it('a missile uses DEX and the range band, and a bow adds no STR to damage (A12, A13)', () => {
    // Fighter 1 DEX 16 (+2) with a shortbow at long range (-2): 1 + 2 - 2 = +1 against AC 13 needs 12.
    const archer = member(1, { abilities: { str: 16, int: 10, wis: 10, dex: 16, con: 12, cha: 10 } }, [item('shortbow', 'Shortbow', 'weapon')]);
    const p = combat.preview(archer, foe(2, { hitDice: 1, ac: 13 }), attack({ with: 'Shortbow', range: 'long' }));
    expect(p.figures.find((f) => f.label === 'Hits on')?.value).toBe('12 or better');
    expect(p.damage).toBe('1d6, at least 1');
  });

  it('a thrown dagger adds STR to damage; a shot without its range band is refused, naming the field (A13)', () => {
    const thrower = member(1, {}, [item('dagger', 'Dagger', 'weapon'), item('shortbow', 'Shortbow', 'weapon')]);
    expect(combat.preview(thrower, foe(2, { hitDice: 1 }), attack({ with: 'Dagger', range: 'short' })).damage).toBe('1d4+2, at least 1');
    expect(() => combat.preview(thrower, foe(2, { hitDice: 1 }), attack({ with: 'Shortbow' }))).toThrow(/range: Shortbow shoots/);
  });

  it('every hit does at least 1 point (A13): STR 5 (-2) with a dagger rolling 1', () => {
    const weak = member(1, { abilities: { str: 5, int: 10, wis: 10, dex: 11, con: 12, cha: 10 } }, [item('dagger', 'Dagger', 'weapon')]);
    const hit = combat.attack(weak, foe(2, { hitDice: 1, ac: 11 }), attack({ with: 'Dagger' }), scriptedRng([15, 1]));
    expect(hit.changes).toEqual([{ id: 2, hp: 7 }]);
  });

  it('a charge adds 2 and doubles the damage; a subduing blow takes 4 and halves it (A12)', () => {
    const charge = combat.attack(member(1), foe(2, { hitDice: 1, ac: 15 }, 20), attack({ with: 'Battle axe', situations: ['charge'] }), scriptedRng([10, 4]));
    expect(charge.rolls[0].against).toBe('10+ on the d20');
    expect(charge.changes).toEqual([{ id: 2, hp: 8 }]); // (4 + 2) x 2 = 12
    const subdue = combat.preview(member(1), foe(2, { hitDice: 1, ac: 15 }), attack({ with: 'Battle axe', situations: ['subdue'] }));
    expect(subdue.chances[0].probability).toBe(0.25); // needs 16
    expect(subdue.damage).toBe('1d8+2, halved, at least 1');
  });

  it('a monster attacks with its Hit Dice bonus and the damage its stat block prints (A11, A13)', () => {
    // 3 HD is +3 (A11): against AC 16 it needs 13, 8 faces of 20.
    const ogre = foe(1, { hitDice: 3, attacks: [{ name: 'Club', damage: '2d4' }] });
    const p = combat.preview(ogre, member(2, {}, [item('chain-mail', 'Chain mail', 'armor', true, 'metal'), item('shield', 'Shield', 'shield')]), attack({}));
    expect(p.chances[0].probability).toBe(0.4);
    expect(p.damage).toBe('2d4, at least 1');
  });
});

describe('armour class from what is worn (supplement A12)', () => {
  it('chain mail and a shield give 16; plate instead gives 18; DEX 16 adds 2', () => {
    const chain = member(1, {}, [item('chain-mail', 'Chain mail', 'armor', true, 'metal'), item('shield', 'Shield', 'shield')]);
    expect(chain.stats).toMatchObject({ ac: 16, acText: 'Chain mail 15, shield +1' });
    const plate = member(1, {}, [item('plate-mail', 'Plate mail', 'armor', true, 'metal'), item('chain-mail', 'Chain mail', 'armor', false, 'metal'), item('shield', 'Shield', 'shield')]);
    expect(plate.stats).toMatchObject({ ac: 18 });
    const nimble = member(1, { abilities: { str: 10, int: 10, wis: 10, dex: 16, con: 12, cha: 10 } }, [item('leather-armor', 'Leather armor', 'armor', true, 'leather')]);
    expect(nimble.stats).toMatchObject({ ac: 15 });
  });
});

describe('initiative by the book (supplement A19)', () => {
  it('by default each combatant rolls a d6 plus DEX; a halfling adds 1 more', () => {
    const halfling = member(1, { race: 'halfling', abilities: { str: 10, int: 10, wis: 10, dex: 16, con: 12, cha: 10 } });
    const r = combat.rollInitiative([halfling, foe(2, { hitDice: 1 })], {}, scriptedRng([2, 4]));
    // Halfling 2 + 2 (DEX 16) + 1 = 5 beats the goblin's 4.
    expect(r.order).toEqual([
      { id: 1, score: 5, text: '1d6 +3' },
      { id: 2, score: 4, text: '1d6 +0' },
    ]);
    expect(combat.reference.initiativeModes.map((m) => m.id)).toEqual(['individual', 'side']);
    expect(combat.reference.initiativeModes[1].label).toMatch(/house rule/);
  });
});

describe('morale (supplement A16)', () => {
  const goblins = () => [1, 2, 3, 4].map((id) => foe(id, { hitDice: 1, morale: 7 }));

  it('checks once on meeting opposition, then again at half strength; over the Morale they flee', () => {
    const first = combat.endRound([member(9), ...goblins()], 1, scriptedRng([3, 3]));
    expect(first.rolls.map((r) => [r.label, r.roll.total])).toEqual([['Morale: Goblin (on meeting opposition, 7 or less holds)', 6]]);
    expect(first.changes.every((c) => c.out === undefined)).toBe(true);
    const held = goblins().map((g) => ({ ...g, state: first.changes.find((c) => c.id === g.id)!.state! }));
    expect(combat.endRound(held, 2, scriptedRng([])).rolls).toEqual([]);
    const halved = held.map((g) => (g.id <= 2 ? { ...g, out: true, pools: { ...g.pools, hp: { current: 0, max: 8 } } } : g));
    const broke = combat.endRound(halved, 3, scriptedRng([5, 4]));
    expect(broke.notes[0]).toBe('Goblin: 9 against Morale 7, they break and flee (or surrender, if the GM rules so).');
    expect(broke.changes.map((c) => [c.id, c.out, (c.state as { fled?: boolean }).fled])).toEqual([
      [3, true, true],
      [4, true, true],
    ]);
  });

  it('Morale 12 never breaks and rolls nothing', () => {
    const r = combat.endRound([foe(1, { hitDice: 1, morale: 12 }, 8, 'Skeleton')], 1, scriptedRng([]));
    expect(r.rolls).toEqual([]);
    expect(r.notes).toEqual(['Skeleton: Morale 12 never breaks (on meeting opposition).']);
  });

  it('a lone monster checks at half its hit points', () => {
    const troll = { ...foe(1, { hitDice: 6, morale: 10 }, 30, 'Troll'), state: { morale: ['first' as const] } };
    expect(combat.endRound([{ ...troll, pools: { hp: { current: 16, max: 30 }, fp: null } }], 2, scriptedRng([])).rolls).toEqual([]);
    expect(combat.endRound([{ ...troll, pools: { hp: { current: 15, max: 30 }, fp: null } }], 2, scriptedRng([6, 6])).changes[0].out).toBe(true);
  });
});

describe('0 hit points (supplement A18)', () => {
  it('by the rule as written a member at 0 HP is dead, and HP stop at 0', () => {
    const hit = combat.attack(foe(1, { hitDice: 1, attacks: [{ name: 'Spear', damage: '1d6' }] }), member(2, {}, undefined, 3), attack({}), scriptedRng([19, 6]));
    expect(hit.changes).toEqual([{ id: 2, hp: 0, out: true, state: { dead: true } }]);
    expect(hit.notes).toContain('M2 is dead (0 HP, by the rule as written).');
  });

  it('optional Negative HP: falls below 0, loses 1 each round unless bound, dead at -10', () => {
    const rules = bfrpgCombatRules({ zeroHp: 'negative-hp' });
    const spear = foe(1, { hitDice: 1, attacks: [{ name: 'Spear', damage: '1d6' }] });
    const hit = rules.attack(spear, member(2, {}, undefined, 3), attack({}), scriptedRng([19, 6]));
    expect(hit.changes).toEqual([{ id: 2, hp: -3, out: true, state: {} }]);
    const fallen = { ...member(2), out: true, pools: { hp: { current: -9, max: 8 }, fp: null } };
    expect(rules.endRound([fallen], 1, scriptedRng([])).changes).toEqual([{ id: 2, hp: -10, state: { dead: true } }]);
    expect(rules.endRound([{ ...fallen, state: { marks: ['bound'] } }], 1, scriptedRng([])).changes).toEqual([]);
  });

  it('optional Save vs. Death: a Fighter 1 saves on 12 (A14) and lies dying 2d10 rounds', () => {
    const rules = bfrpgCombatRules({ zeroHp: 'save-vs-death' });
    const spear = foe(1, { hitDice: 1, attacks: [{ name: 'Spear', damage: '1d6' }] });
    const saved = rules.attack(spear, member(2, {}, undefined, 3), attack({}), scriptedRng([19, 6, 12, 3, 4]));
    expect(saved.rolls.map((r) => r.label)).toContain('Save vs. Death Ray: M2 (12+)');
    expect(saved.changes).toEqual([{ id: 2, hp: 0, out: true, state: { dying: 7 } }]);
    const failed = rules.attack(spear, member(2, {}, undefined, 3), attack({}), scriptedRng([19, 6, 11]));
    expect(failed.changes[0].state).toEqual({ dead: true });
  });
});

describe('the end of a fight (supplement A17)', () => {
  it('lists the foes defeated with their experience by Hit Dice, and those put to flight apart, for none: A17 pays for foes defeated and is silent on those driven off', () => {
    const down = { ...foe(1, { hitDice: 1 }), out: true };
    const destroyed = { ...foe(4, { hitDice: 2, specials: 1 }), out: true, state: { turned: 'destroyed' as const } };
    const fled = { ...foe(2, { hitDice: 2, specials: 1 }), out: true, state: { fled: true } };
    const standing = foe(3, { hitDice: 1 });
    const r = combat.endFight([member(8), member(9), down, destroyed, fled, standing], 3);
    // 1 HD is 25 XP; 2 HD with one special ability is 75 + 25 = 100; the fled one's 100 is not counted.
    expect(r.notes).toEqual([
      'Foes defeated: Goblin 1, Goblin 4.',
      'Put to flight: Goblin 2 (fled).',
      "Experience (supplement A17): 125 XP, 62 each for 2 survivors; none for the 1 put to flight (A17 gives experience for foes defeated and does not say whether one driven off counts, so Lantern counts none of them: award it by hand if you do).",
      'Treasure: note what the defeated foes carried or guarded.',
    ]);
    expect(fightExperience([member(8), down, destroyed, fled]).total).toBe(125);
    expect(combat.endFight([member(8), standing], 3).notes).toEqual([]);
  });

  it('counts nothing when every foe out of the fight ran', () => {
    const fled = { ...foe(2, { hitDice: 2 }), out: true, state: { fled: true } };
    const r = combat.endFight([member(8), fled], 3);
    expect(r.notes.slice(0, 2)).toEqual([
      'Put to flight: Goblin 2 (fled).',
      'Experience (supplement A17): none counted: no foe was defeated. A17 gives experience for foes defeated and does not say whether one driven off counts, so Lantern counts none of them: award it by hand if you do.',
    ]);
    expect(fightExperience([member(8), fled]).total).toBe(0);
  });

  const hired = (id: number, as: 'retainer' | 'hireling'): BfrpgFighter => {
    const m = member(id);
    return { ...m, stats: { ...m.stats, ...combat.memberStats({ attributes: {}, sheet: {} }, { encumbrance: 0, hired: as }) } };
  };

  it('splits by the shares it states: a retainer takes half a share (A15, A17), so 125 XP among four characters and a retainer is 27 each and 13', () => {
    const down = { ...foe(1, { hitDice: 1 }), out: true };
    const slain = { ...foe(2, { hitDice: 2, specials: 1 }), out: true };
    const r = combat.endFight([member(1), member(2), member(3), member(4), hired(5, 'retainer'), down, slain], 3);
    // 4.5 shares: 125 / 4.5 = 27.8 a share, 13.9 for the half share.
    expect(r.notes[1]).toBe('Experience (supplement A17): 125 XP: 27 each for 4 characters, 13 for the retainer (half a share).');
    expect(experienceShares(100, [true, true])).toBe(': 50 each for 2 retainers (half a share)');
  });

  it('gives a hireling who serves no character nothing (supplement A25: experience goes to retainers only)', () => {
    const slain = { ...foe(2, { hitDice: 2, specials: 1 }), out: true };
    const fighters = [member(1), member(2), { ...hired(5, 'hireling'), name: 'Bertram' }, slain];
    expect(fightExperience(fighters).earners.map((f) => f.id)).toEqual([1, 2]);
    expect(combat.endFight(fighters, 3).notes[1]).toBe(
      'Experience (supplement A17): 100 XP, 50 each for 2 survivors; none for Bertram, serving no character (A25: experience goes to retainers only).',
    );
  });
});
