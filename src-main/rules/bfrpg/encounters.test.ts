import { describe, expect, it } from 'vitest';
import { distribution, probabilityAtMost } from '../dice/distribution';
import { scriptedRng } from '../testing/scripted-rng';
import { RuleInputError } from '../rule-input-error';
import { appearingFor, bfrpgEncounterRules, parseAppearing, partySurpriseRoll, reactionBand, reactionRoll, surpriseRoll } from './encounters';

describe('surprise (supplement A15)', () => {
  it('a normal side is surprised on 1-2 on 1d6, not on 3', () => {
    expect(surpriseRoll(scriptedRng([1])).surprised).toBe(true);
    expect(surpriseRoll(scriptedRng([2])).surprised).toBe(true);
    expect(surpriseRoll(scriptedRng([3])).surprised).toBe(false);
    expect(surpriseRoll(scriptedRng([2])).range).toBe('1-2 on 1d6');
  });

  it("A15's example: an Elf (surprised on 1) is not surprised by the 2 that surprises the Human", () => {
    expect(surpriseRoll(scriptedRng([2]), 1).surprised).toBe(false);
    expect(surpriseRoll(scriptedRng([2]), 2).surprised).toBe(true);
  });

  it('a side is surprised one time in three (2 of 6 faces)', () => {
    expect(probabilityAtMost(distribution('1d6'), 2)).toBeCloseTo(1 / 3, 12);
  });

  it('the campaign rules roll one die for the party, then one for the foes', () => {
    const both = bfrpgEncounterRules.surprise(scriptedRng([5, 1]), [{ id: 1, ancestry: 'human' }])!;
    expect(both.party.surprised).toBe(false);
    expect(both.foes.surprised).toBe(true);
  });

  it("A15's example through the campaign rules: a Human and an Elf share one die; a 2 surprises only the Human", () => {
    const human = { id: 1, ancestry: 'human' };
    const elf = { id: 2, ancestry: 'elf' };
    const two = bfrpgEncounterRules.surprise(scriptedRng([2, 6]), [human, elf])!.party;
    expect(two).toMatchObject({ surprised: true, range: '1-2 on 1d6, Elves 1', spared: [2] });
    expect(partySurpriseRoll(scriptedRng([1]), [human, elf])).toMatchObject({ surprised: true, spared: [] });
  });

  it('A15: a party of Elves alone is surprised only on a 1, not on the 2 that catches others', () => {
    const elves = [{ id: 3, ancestry: 'elf' }, { id: 4, ancestry: 'elf' }];
    expect(partySurpriseRoll(scriptedRng([2]), elves)).toMatchObject({ surprised: false, range: '1 on 1d6' });
    expect(partySurpriseRoll(scriptedRng([1]), elves).surprised).toBe(true);
  });
});

describe('reaction roll (supplement A15, four bands on 2d6)', () => {
  it.each([
    [2, 'attack'],
    [3, 'unfavorable'],
    [7, 'unfavorable'],
    [8, 'favorable'],
    [11, 'favorable'],
    [12, 'very-favorable'],
    [-1, 'attack'],
    [14, 'very-favorable'],
  ])('an adjusted %i reads as %s', (total, band) => {
    expect(reactionBand(total).id).toBe(band);
  });

  it('adds the leader\'s CHA bonus: 3 + 4 = 7 is unfavorable, +1 makes it 8, favorable', () => {
    const plain = reactionRoll(scriptedRng([3, 4]), 0);
    expect(plain.roll.total).toBe(7);
    expect(plain.band).toBe('unfavorable');
    const charming = reactionRoll(scriptedRng([3, 4]), 1);
    expect(charming.total).toBe(8);
    expect(charming.band).toBe('favorable');
  });

  it('an immediate attack on a plain 2d6 comes only on snake eyes, 1 in 36', () => {
    expect(probabilityAtMost(distribution('2d6'), 2)).toBeCloseTo(1 / 36, 12);
  });

  it('refuses a fractional adjustment, naming it', () => {
    expect(() => reactionRoll(scriptedRng([3, 4]), 0.5)).toThrow(RuleInputError);
  });
});

describe('number appearing (supplement A15)', () => {
  it('reads "1d6, Wild 2d6, Lair 3d6" as the dungeon, wilderness and lair groups', () => {
    expect(parseAppearing('1d6, Wild 2d6, Lair 3d6')).toEqual({ dungeon: '1d6', wild: '2d6', lair: '3d6' });
    expect(appearingFor('1d6, Wild 2d6, Lair 3d6', 'dungeon')).toBe('1d6');
    expect(appearingFor('1d6, Wild 2d6, Lair 3d6', 'wilderness')).toBe('2d6');
    expect(appearingFor('1d6, Wild 2d6, Lair 3d6', 'lair')).toBe('3d6');
  });

  it('a single roll ("2d4") is a monster met only underground, used wherever it is met', () => {
    expect(parseAppearing('2d4')).toEqual({ dungeon: '2d4', wild: null, lair: null });
    expect(appearingFor('2d4', 'wilderness')).toBe('2d4');
  });

  it('a lone monster prints 1', () => {
    expect(appearingFor('1', 'dungeon')).toBe('1');
  });

  it('refuses what is not a figure', () => {
    expect(() => parseAppearing('a few')).toThrow(/not a figure/);
  });

  it('a line of wilderness and lair groups alone is a monster met only outdoors (the Field Guide\'s "Wild 1d6, Lair 2d6")', () => {
    expect(parseAppearing('Wild 1d6, Lair 2d6')).toEqual({ dungeon: null, wild: '1d6', lair: '2d6' });
    expect(appearingFor('Wild 1d6, Lair 2d6', 'wilderness')).toBe('1d6');
    expect(appearingFor('Wild 1d6, Lair 2d6', 'lair')).toBe('2d6');
    expect(appearingFor('Wild 1d6, Lair 2d6', 'dungeon')).toBeNull();
    expect(bfrpgEncounterRules.appearing({ appearing: 'Wild 1d6' }, 'dungeon')).toBeNull();
  });

  it('the campaign rules read the stat block\'s figure, or none', () => {
    expect(bfrpgEncounterRules.appearing({ appearing: '1d4, Wild 2d4' }, 'wilderness')).toBe('2d4');
    expect(bfrpgEncounterRules.appearing({}, 'dungeon')).toBeNull();
  });
});
