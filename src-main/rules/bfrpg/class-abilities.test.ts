import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { RuleInputError } from '../rule-input-error';
import { casterKinds, highestSpellLevel, spellSlots, spellsPerDay } from './spells-per-day';
import { thiefAbilities, thiefAbilitiesWith } from './thief-abilities';
import { columnForHitDice, turningCell, turnUndead } from './turning';

// Supplement A21 (spells per day), A22 (thief abilities) and A23 (turning the undead),
// the Basic Fantasy tables beside the seeds, rows taken as printed.

describe('supplement A21: spells per day', () => {
  it.each([
    ['cleric', 1, [0, 0, 0, 0, 0, 0]],
    ['cleric', 2, [1, 0, 0, 0, 0, 0]],
    ['cleric', 5, [2, 2, 0, 0, 0, 0]],
    ['cleric', 12, [4, 4, 3, 2, 2, 1]],
    ['cleric', 20, [6, 5, 5, 4, 3, 3]],
    ['magic-user', 1, [1, 0, 0, 0, 0, 0]],
    ['magic-user', 3, [2, 1, 0, 0, 0, 0]],
    ['magic-user', 9, [3, 3, 2, 2, 1, 0]],
    ['magic-user', 19, [6, 5, 5, 4, 3, 3]],
    ['magic-user', 20, [6, 5, 5, 4, 4, 3]],
  ] as const)('%s level %i: %j', (caster, level, row) => {
    expect(spellsPerDay(caster, level)).toEqual(row);
  });

  it('a Magic-User of level N has the Cleric row N+1 below 20th', () => {
    for (let level = 1; level < 20; level++) expect(spellsPerDay('magic-user', level)).toEqual(spellsPerDay('cleric', level + 1));
  });

  it('counts 240 entries whose totals rise or stay level by level', () => {
    for (const caster of ['cleric', 'magic-user'] as const) {
      const sums = Array.from({ length: 20 }, (_, i) => spellsPerDay(caster, i + 1).reduce((a, b) => a + b, 0));
      expect(sums.every((s, i) => i === 0 || s >= sums[i - 1]!)).toBe(true);
    }
  });

  it('names the casters in a class and refuses a level past the table', () => {
    expect(casterKinds('Fighter/Magic-User')).toEqual(['magic-user']);
    expect(casterKinds('Thief')).toEqual([]);
    expect(spellSlots('Fighter', 5)).toEqual([]);
    expect(highestSpellLevel('cleric', 1)).toBe(0);
    expect(highestSpellLevel('cleric', 6)).toBe(3);
    expect(() => spellsPerDay('cleric', 21)).toThrow(RuleInputError);
  });
});

describe('supplement A22: thief abilities by class, level and race', () => {
  it('gives the 1st, 10th and 20th rows', () => {
    expect(thiefAbilities('Thief', 1, 'human')).toEqual({ openLocks: 25, removeTraps: 20, pickPockets: 30, moveSilently: 25, climbWalls: 80, hide: 10, listen: 30 });
    expect(thiefAbilities('Thief', 10, 'dwarf')).toEqual({ openLocks: 68, removeTraps: 63, pickPockets: 74, moveSilently: 68, climbWalls: 89, hide: 53, listen: 65 });
    expect(thiefAbilities('thief', 20, 'elf')).toEqual({ openLocks: 88, removeTraps: 83, pickPockets: 99, moveSilently: 93, climbWalls: 99, hide: 73, listen: 95 });
  });

  it('spends the book\'s budget: 30 points a level at 2-9, 20 at 10-15, 10 at 16-20', () => {
    const total = (level: number) => Object.values(thiefAbilities('Thief', level, 'human')!).reduce((a, b) => a + b, 0);
    expect(total(2) - total(1)).toBe(30);
    expect(total(10) - total(9)).toBe(20);
    expect(total(20) - total(19)).toBe(10);
  });

  it('lets a Halfling Thief hide at the better of Hide and the Halfling 70% indoors', () => {
    expect(thiefAbilities('Thief', 3, 'halfling')!.hide).toBe(70);
    expect(thiefAbilities('Thief', 3, 'human')!.hide).toBe(20);
  });

  it('gives none to other classes; a combination class with Thief has them; the sheet overrides one figure', () => {
    expect(thiefAbilities('Cleric', 5, 'human')).toBeNull();
    expect(thiefAbilities('Magic-User/Thief', 2, 'elf')!.removeTraps).toBe(25);
    expect(thiefAbilitiesWith({ class: 'Thief', level: 4, race: 'human', thief: { listen: 60 } })).toMatchObject({ removeTraps: 35, listen: 60 });
    expect(thiefAbilitiesWith({ class: 'Fighter', level: 4, race: 'human' })).toEqual({});
  });
});

describe('supplement A23: turning the undead', () => {
  it('reads the table', () => {
    expect(turningCell(1, 'skeleton')).toBe(13);
    expect(turningCell(1, 'wight')).toBeNull();
    expect(turningCell(8, 'skeleton')).toBe('T');
    expect(turningCell(11, 'skeleton')).toBe('D');
    expect(turningCell(20, 'ghost')).toBe(7);
    expect(columnForHitDice(12)).toBe('ghost');
  });

  it("2d6 = 7 against 2-HD zombies turns 3 (A23's example)", () => {
    const r = turnUndead(3, [{ name: 'zombie', column: 'zombie', hitDice: 2, count: 6 }], scriptedRng([13, 3, 4]));
    expect(r.d20.total).toBe(13);
    expect(r.hitDice!.total).toBe(7);
    expect(r.groups[0]).toMatchObject({ turned: 3, damaged: 0 });
  });

  it("a 2nd-level Cleric with 20 and 2d6 = 7 turns 2 zombies and the 3-HD wight (A23's mixed group)", () => {
    const group = [
      { name: 'wight', column: 'wight', hitDice: 3, count: 1 },
      { name: 'zombie', column: 'zombie', hitDice: 2, count: 2 },
    ] as const;
    const high = turnUndead(2, group, scriptedRng([20, 3, 4]));
    expect(high.groups.map((g) => [g.name, g.turned])).toEqual([['zombie', 2], ['wight', 1]]);
    expect(high.failedSomewhere).toBe(false);
    const mid = turnUndead(2, group, scriptedRng([15, 3, 4]));
    expect(mid.groups.map((g) => [g.name, g.turned])).toEqual([['zombie', 2], ['wight', 0]]);
    expect(mid.failedSomewhere).toBe(true);
  });

  it('a failed roll turns nothing; a D rolls 1d8 per Cleric level once', () => {
    const fail = turnUndead(1, [{ name: 'skeleton', column: 'skeleton', hitDice: 1, count: 4 }], scriptedRng([12]));
    expect(fail.hitDice).toBeNull();
    expect(fail.groups[0]!.turned).toBe(0);
    const d = turnUndead(11, [{ name: 'skeleton', column: 'skeleton', hitDice: 1, count: 4 }], scriptedRng([2, 1, 1, ...Array(11).fill(3)]));
    expect(d.groups[0]).toMatchObject({ turned: 2, damaged: 2 });
    expect(d.damage!.total).toBe(33);
  });
});
