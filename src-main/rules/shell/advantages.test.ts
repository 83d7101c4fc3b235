import { describe, expect, it } from 'vitest';
import { attributeCost } from './attributes';
import { AMBIDEXTERITY_CHP, applyRace, traitCost, wealthCost, WEALTH_LEVELS } from './advantages';

describe('advantage cost guideline (001_d6872b0a781baa08.txt, "Advantages and Disadvantages")', () => {
  it('prices the two worked examples', () => {
    const blindness = traitCost({ name: 'Blindness', kind: 'disadvantage', severity: 'extreme', frequency: 'always' });
    expect(blindness.chp).toBe(-60);
    expect(blindness.formula).toBe('Blindness: -5 x 4 (extreme) x 3 (always) = -60 chp');
    expect(traitCost({ name: 'Danger Sense', kind: 'advantage', severity: 'significant', frequency: 'often' }).chp).toBe(30);
  });

  it('prices the vampire package part by part', () => {
    const parts = [
      traitCost({ name: 'Sunlight kills', kind: 'disadvantage', severity: 'extreme', frequency: 'always' }),
      traitCost({ name: 'Immune to weapons', kind: 'advantage', severity: 'extreme', frequency: 'always' }),
      traitCost({ name: 'Needs blood', kind: 'disadvantage', severity: 'significant', frequency: 'occasionally' }),
      traitCost({ name: 'Crosses and garlic', kind: 'disadvantage', severity: 'significant', frequency: 'often' }),
      traitCost({ name: 'Bat form', kind: 'advantage', severity: 'extreme', frequency: 'often' }),
    ];
    expect(parts.map((p) => p.chp)).toEqual([-60, 60, -15, -30, 40]);
  });

  it('rounds the half points of a rare trait away from zero, the same both ways', () => {
    expect(traitCost({ name: 'a', kind: 'advantage', severity: 'slight', frequency: 'rarely' }).chp).toBe(3);
    expect(traitCost({ name: 'd', kind: 'disadvantage', severity: 'slight', frequency: 'rarely' }).chp).toBe(-3);
    expect(traitCost({ name: 'd', kind: 'disadvantage', severity: 'moderate', frequency: 'rarely' }).chp).toBe(-5);
  });

  it('takes a figure the GM sets instead', () => {
    expect(traitCost({ name: 'Fire resistance', fixedChp: 25 })).toEqual({ name: 'Fire resistance', chp: 25, formula: 'Fire resistance: 25 chp, set by the GM' });
    expect(() => traitCost({ name: 'x', fixedChp: 2.5 })).toThrow(RangeError);
  });
});

describe('other characteristics (001_d6872b0a781baa08.txt, "Other Characteristics")', () => {
  it('charges 5 chp for ambidexterity', () => {
    expect(AMBIDEXTERITY_CHP).toBe(5);
  });

  it('prices wealth: x5 10, x2 5, x1 0, x0.4 -5, x0.1 -10', () => {
    expect(WEALTH_LEVELS.map((w) => [w.multiplier, w.chp])).toEqual([[5, 10], [2, 5], [1, 0], [0.4, -5], [0.1, -10]]);
    expect(wealthCost(0.4).chp).toBe(-5);
    expect(() => wealthCost(3)).toThrow(/wealth must be one of/);
  });
});

describe('character races (001_d6872b0a781baa08.txt, "Character Races")', () => {
  it('adds racial modifiers after purchase: an orc with ST 13 pays for 12', () => {
    const orc = { name: 'orc', chp: 10, attributeModifiers: { ST: 1 } };
    const r = applyRace({ ST: 12, AG: 10, IQ: 9 }, orc);
    expect(r.values).toEqual({ ST: 13, AG: 10, IQ: 9 });
    expect(r.formulas.ST).toBe('ST = 12 bought + 1 (orc) = 13');
    expect(attributeCost(12, 'ST')).toBe(30);
  });

  it('leaves a character without a race as bought', () => {
    expect(applyRace({ ST: 11, AG: 12, IQ: 13 }).values).toEqual({ ST: 11, AG: 12, IQ: 13 });
  });
});
