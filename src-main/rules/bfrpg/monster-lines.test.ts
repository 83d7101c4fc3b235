import { describe, expect, it } from 'vitest';
import { bfrpgStatBlock } from '../../../src-shared/contract';
import { scriptedRng } from '../testing/scripted-rng';
import { bfrpgCombat as rules } from './combat-rules';
import { hitDiceXp, parseHitDice } from './hit-dice';
import { readMonster, type MonsterLine } from './monster-lines';

// The Basic Fantasy monsters' stat lines (resources/bfrpg-monsters.json) read as printed.
// Hit Dice follow supplement A26 ("Reading monster Hit Dice"); the XP a line earns by the
// table follows A17 ("Experience for monsters": less than 1 HD 10 XP + 3 a special ability,
// 1 HD 25 + 12, 2 HD 75 + 25, 3 HD 145 + 30, 8 HD 875 + 70, above 25 HD +750 and +25 a die).

const line = (hitDice: string, more: Partial<MonsterLine> = {}): MonsterLine => ({ name: 'Foe', 'Hit Dice': hitDice, ...more });
const read = (hitDice: string, more: Partial<MonsterLine> = {}) => {
  const r = readMonster(line(hitDice, more));
  if (!r.ok) throw new Error(r.reason);
  return r;
};
/** The stat block's Hit Dice and hit point fields, and A17's XP for them. */
const fields = (hitDice: string) => {
  const { statBlock } = read(hitDice);
  const { hitDice: hd, hp, hpDice } = statBlock as { hitDice: string; hp?: number; hpDice?: string };
  return { hitDice: hd, hp, hpDice, a17: hitDiceXp(parseHitDice(hd)) };
};

describe('Hit Dice as the book prints them (A26), with A17 XP', () => {
  it.each([
    // A26 row "½ (1d4 hit points)": half a die, its d4 printed beside it; A17 "less than 1" = 10.
    ['½ (1d4 hit points)', { hitDice: '½', hp: undefined, hpDice: undefined, a17: 10 }],
    ['½ (1d4 points)', { hitDice: '½', hp: undefined, hpDice: undefined, a17: 10 }],
    // One asterisk adds the row's special ability bonus once (A17: 10 + 3; A26 giant bee ½* = 13).
    ['½* (1d4 hit points)', { hitDice: '½*', hp: undefined, hpDice: undefined, a17: 13 }],
    ['½*(1d4 points)', { hitDice: '½*', hp: undefined, hpDice: undefined, a17: 13 }],
    ['½** (1d4 points)', { hitDice: '½**', hp: undefined, hpDice: undefined, a17: 16 }],
    // A fixed number of hit points is less than one die: A17's "less than 1" row.
    ['1 Hit Point', { hitDice: '½', hp: 1, hpDice: undefined, a17: 10 }],
    ['1 hp', { hitDice: '½', hp: 1, hpDice: undefined, a17: 10 }],
    ['1 hit point*', { hitDice: '½*', hp: 1, hpDice: undefined, a17: 13 }],
    ['1 HP*', { hitDice: '½*', hp: 1, hpDice: undefined, a17: 13 }],
    // Hit points on their own dice: rolled on those, the row still "less than 1" unless an HD is printed.
    ['1d2 hit points', { hitDice: '½', hp: undefined, hpDice: '1d2', a17: 10 }],
    ['1d6 HP', { hitDice: '½', hp: undefined, hpDice: '1d6', a17: 10 }],
    ['1-2 HP', { hitDice: '½', hp: undefined, hpDice: '1d2', a17: 10 }],
    ['1d6 hp (1 HD)', { hitDice: '1', hp: undefined, hpDice: '1d6', a17: 25 }],
    // A bracketed AB from 9 HD up (A26); above 25 HD, +750 a die (A17): 9,000 + 7 x 750.
    ['32 (+16)', { hitDice: '32 (+16)', hp: undefined, hpDice: undefined, a17: 14250 }],
    ['30** (AB +15)', { hitDice: '30** (AB +15)', hp: undefined, hpDice: undefined, a17: 13650 }],
    // "+N" leaves the row alone; each asterisk adds the row's bonus (A17: 145 + 2 x 30).
    ['3+1**', { hitDice: '3+1**', hp: undefined, hpDice: undefined, a17: 205 }],
    ['9 + 2**', { hitDice: '9 + 2**', hp: undefined, hpDice: undefined, a17: 1225 }],
    ['1-1', { hitDice: '1-1', hp: undefined, hpDice: undefined, a17: 10 }],
    // The page's dashes and a leading "HD" are layout.
    ['– 2* –', { hitDice: '2*', hp: undefined, hpDice: undefined, a17: 100 }],
    ['HD 3+3** (+6)', { hitDice: '3+3** (+6)', hp: undefined, hpDice: undefined, a17: 205 }],
  ])('%s', (printed, expected) => {
    expect(fields(printed)).toEqual(expected);
  });

  it.each([
    ['1* to 5*', '1*'],
    ['11* (+9) to15* (+11)', '11* (+9)'],
    ['1*-2*', '1*'],
    ['1*- 4*', '1*'],
    ['4* or 5*', '4*'],
    ['6*, 8*, 10*, or 12*', '6*'],
    ['8**, 12** (+10), 16** (+12), 20** (+13)', '8**'],
    ['2, 4, or 6 (*)', '2'],
    ['4 (main stalk), 2 (small stalk)', '4'],
    ['1* to 8* (1** to 8** if a Magic-user)', '1*'],
    ['2 or higher', '2'],
  ])('several Hit Dice, %s: the first (%s) is read and the line kept in the notes', (printed, first) => {
    const r = read(printed);
    expect(r.statBlock.hitDice).toBe(first);
    expect(r.choices).toContainEqual({ field: 'Hit Dice', printed, reading: `the first of ${printed}; the GM may choose another` });
    expect(r.notes).toContain(`Hit Dice as printed: ${printed}`);
  });

  it.each([
    ['7** (or more)', '7**'],
    ['1* (Special)', '1*'],
    ['2* (variable)', '2*'],
    ['10** (+9) or more see below', '10** (+9)'],
    ['4 (+9 see below)', '4'],
  ])('words beside the Hit Dice, %s: read as %s', (printed, hd) => {
    expect(read(printed).statBlock.hitDice).toBe(hd);
  });

  it.each([
    ['Special', 'the Hit Dice "Special" give no figure to fight with'],
    ['1d4* per MU level (AB +1 per MU level)', 'the Hit Dice "1d4* per MU level (AB +1 per MU level)" give no figure to fight with'],
  ])('refuses %s with its reason', (printed, reason) => {
    expect(readMonster(line(printed))).toEqual({ ok: false, name: 'Foe', reason });
  });

  it('refuses a heading with no stat line', () => {
    expect(readMonster({ name: 'Elemental' })).toEqual({ ok: false, name: 'Elemental', reason: 'the line has no Hit Dice (a heading, not a monster)' });
  });

  it('every form read gives a stat block the Basic Fantasy rules accept', () => {
    for (const hd of ['½ (1d4 hit points)', '1 Hit Point', '1-2 HP', '32 (+16)', '3+1**', '11* (+9) to15* (+11)']) {
      expect(rules.statBlockSchema.safeParse(read(hd).statBlock).success, hd).toBe(true);
    }
  });
});

describe('the XP the book prints', () => {
  it('keeps the printed figure and shows A17 beside it when they differ', () => {
    // Printed 825 for 8 HD, where A17 gives 875.
    const hydramander = read('8 to 12 (+10)', { XP: '8 HD: 825;9 HD: 1075;10 HD: 1,300;11 HD: 1,575;12 HD: 1,875' });
    expect(hydramander.statBlock.xp).toBe(825);
    expect(rules.describe(bfrpgStatBlock.parse(hydramander.statBlock))).toBe('HD 8, AC 11, morale 7, 825 XP (A17: 875)');
    // The aboleth's printed 1,015 is A17's 875 + 2 x 70: one figure shown.
    const aboleth = read('8**', { XP: '1,015' });
    expect(aboleth.statBlock.xp).toBe(1015);
    expect(rules.describe(bfrpgStatBlock.parse(aboleth.statBlock))).toBe('HD 8**, AC 11, morale 7, 1015 XP');
  });

  it('reads a figure among words, a table by Hit Dice, and leaves a table that runs together to A17', () => {
    expect(read('7**', { XP: '800 (or more per HD) (plus XP of mount)' }).statBlock.xp).toBe(800);
    expect(read('10** (+9)', { XP: '1.480' }).statBlock.xp).toBe(1480);
    expect(read('– 2* –', { XP: '– 100 –' }).statBlock.xp).toBe(100);
    expect(read('7* to 9* (+8)', { XP: 'HD 7: 735;HD 8: 945;HD 9: 1,150' }).statBlock.xp).toBe(735);
    expect(read('3** to 7**', { XP: '3 HD 205, 4 HD 320, 5 HD 450' }).statBlock.xp).toBe(205);
    const ankheg = read('4* or 5*', { XP: '4 HD: 2805 HD: 405' });
    expect(ankheg.statBlock.xp).toBeUndefined();
    expect(ankheg.choices).toContainEqual({ field: 'XP', printed: '4 HD: 2805 HD: 405', reading: 'the table by Hit Dice runs its figures together: A17 is used' });
  });

  it('a foe in a fight is worth the printed XP', () => {
    const foe = rules.foe(bfrpgStatBlock.parse(read('8 to 12 (+10)', { XP: '8 HD: 825' }).statBlock), scriptedRng([4, 4, 4, 4, 4, 4, 4, 4]));
    expect(foe.stats.xp).toBe(825);
  });
});

describe('the rest of a stat line', () => {
  it('reads the aboleth as printed', () => {
    const r = readMonster({
      name: 'Aboleth',
      'Armor Class': '16',
      'Hit Dice': '8**',
      'No. of Attacks': '4 tentacles',
      Damage: ['1d6 tentacle'],
      Movement: "10' Swim 60'",
      'No. Appearing': '1, Lair 1d3+1',
      'Save As': 'Magic-User: 8',
      Morale: '9',
      'Treasure Type': 'E',
      XP: '1,015',
    });
    expect(r).toEqual({
      ok: true,
      name: 'Aboleth',
      statBlock: { hitDice: '8**', ac: 16, morale: 9, attacks: [{ name: 'tentacle', damage: '1d6' }], appearing: '1, Lair 1d3+1', xp: 1015 },
      notes: "Attacks: 4 tentacles. Movement: 10' Swim 60'. Save As: Magic-User: 8. Treasure: E",
      choices: [],
    });
  });

  it('names a bare damage by the attacks line, keeps words without dice in the notes, and mends No. Appearing', () => {
    const r = read('½ (1d4 hit points)', {
      'Armor Class': '13 (11)',
      'No. of Attacks': '1 bite + hold',
      Damage: ['1d4 + 1d4/round', 'by weapon'],
      'No. Appearing': '1d6 Wild 1d8,Lair 1D8',
      Morale: '10 (8)',
    });
    expect(r.statBlock).toMatchObject({ ac: 13, morale: 10, attacks: [{ name: 'bite + hold + 1d4/round', damage: '1d4' }], appearing: '1d6, Wild 1d8, Lair 1d8' });
    expect(r.choices.map((c) => c.field)).toEqual(['Armor Class', 'Morale', 'Damage']);
    expect(r.notes).toContain('Damage: 1d4 + 1d4/round, by weapon');
    // A monster met only outdoors (A15 as Lantern reads a line with no dungeon group).
    expect(read('2', { 'No. Appearing': 'Wild 1d4+1,Lair 2d6' }).statBlock.appearing).toBe('Wild 1d4+1, Lair 2d6');
  });

  it('marks the monsters A23 names its turning columns after as turned by that column', () => {
    expect(readMonster({ name: 'Wight', 'Hit Dice': '3*' })).toMatchObject({ statBlock: { turnedAs: 'wight' } });
    expect(readMonster({ name: 'Skeleton', 'Hit Dice': '1' })).toMatchObject({ statBlock: { turnedAs: 'skeleton' } });
    expect(read('3*').statBlock.turnedAs).toBeUndefined();
  });

  it('gives AC 11 and morale 7 (the stat block defaults) where the line has no figure, and says so', () => {
    const r = read('3', { 'Armor Class': 'According to armor worn', Morale: 'Special', 'No. Appearing': '– special, see below –' });
    expect(bfrpgStatBlock.parse(r.statBlock)).toMatchObject({ ac: 11, morale: 7 });
    expect(r.choices).toEqual([
      { field: 'Armor Class', printed: 'According to armor worn', reading: 'no figure: AC 11 is used' },
      { field: 'Morale', printed: 'Special', reading: 'no figure: morale 7 is used' },
      { field: 'No. Appearing', printed: 'special, see below', reading: 'not a figure to roll: the GM gives the number' },
    ]);
  });
});
