import { describe, expect, it } from 'vitest';
import { DARKVISION_BY_DEFAULT, defaultSaveTargets } from './character-defaults';

describe('default saving throws (supplement A9)', () => {
  it('a human fighter of level 1 has the Fighter row as printed', () => {
    expect(defaultSaveTargets('human', 1)).toEqual({ 'death-ray': 12, wands: 13, paralysis: 14, 'dragon-breath': 15, spells: 17 });
  });

  it('a level-0 human uses the normal man row', () => {
    expect(defaultSaveTargets('human', 0)).toEqual({ 'death-ray': 13, wands: 14, paralysis: 15, 'dragon-breath': 16, spells: 18 });
  });

  it('a dwarf takes +4 off death ray, wands, paralysis and spells and +3 off breath', () => {
    expect(defaultSaveTargets('dwarf', 1)).toEqual({ 'death-ray': 8, wands: 9, paralysis: 10, 'dragon-breath': 12, spells: 13 });
  });

  it('an elf takes +1 off paralysis and +2 off wands and spells', () => {
    expect(defaultSaveTargets('elf', 1)).toEqual({ 'death-ray': 12, wands: 11, paralysis: 13, 'dragon-breath': 15, spells: 15 });
  });
});

describe('darkvision by race', () => {
  it('dwarves and elves see in the dark, humans and halflings do not', () => {
    expect(DARKVISION_BY_DEFAULT).toEqual({ human: false, halfling: false, dwarf: true, elf: true });
  });
});
