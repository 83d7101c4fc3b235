import { describe, expect, it } from 'vitest';
import { sizeModifierForHeight } from '../../rules/gulliver/size';
import { formatPath } from './errors';
import { linearScaleForSm } from './size';
import { catalogueKey } from '../../../src-shared/slug';
import { fit, integersIn, notesText, poundsFrom, rangeFrom } from './units';

describe('weights as GCS writes them', () => {
  it.each([
    ['3 lb', 3],
    ['0.5 kg', 1],
    ['8 oz', 0.5],
    ['1,200 lb', 1200],
    ['500 g', 1],
    ['1 tn', 2000],
    ['2 t', 4000],
    ['3 #', 3],
    ['0.25lb', 0.25],
    ['-3 lb', -3],
  ])('%s is %d lb', (text, pounds) => {
    expect(poundsFrom(text)).toBe(pounds);
  });

  it("reads a bare number in the sheet's default unit", () => {
    expect(poundsFrom('3')).toBe(3);
    expect(poundsFrom('3', 'kg')).toBe(6);
  });

  it('gives null for what is not a weight', () => {
    expect(poundsFrom('heavy')).toBeNull();
    expect(poundsFrom('3 stone')).toBeNull();
    expect(poundsFrom('')).toBeNull();
  });
});

describe('weapon columns', () => {
  it('reads the whole numbers of parry, Acc and Bulk', () => {
    expect(integersIn('+2')).toEqual([2]);
    expect(integersIn('-1U')).toEqual([-1]);
    expect(integersIn('4+1')).toEqual([4, 1]);
    expect(integersIn('3,000')).toEqual([3000]);
    expect(integersIn('No')).toEqual([]);
  });

  it('reads ranges in yards, or in multiples of ST, and a single figure as Max only', () => {
    expect(rangeFrom('100/1,500', 10)).toEqual({ halfDamage: 100, max: 1500 });
    expect(rangeFrom('x10/x15', 12)).toEqual({ halfDamage: 120, max: 180 });
    expect(rangeFrom('x1/x1.5', 11)).toEqual({ halfDamage: 11, max: 16.5 });
    expect(rangeFrom('200', 10)).toEqual({ halfDamage: 200, max: 200 });
    expect(rangeFrom('10-200', 10)).toBeNull();
    expect(rangeFrom('', 10)).toBeNull();
  });
});

describe('names, keys and notes', () => {
  it('makes catalogue keys of lowercase letters, digits and dashes', () => {
    expect(catalogueKey('Backpack, Small')).toBe('backpack-small');
    expect(catalogueKey('Épée (fine)')).toBe('epee-fine');
    expect(catalogueKey('!!!')).toBe('item');
    const long = catalogueKey('A very long name for a thing that nobody would ever type into GCS at all');
    expect(long.length).toBeLessThanOrEqual(56);
    expect(long).toMatch(/^[a-z0-9][a-z0-9-]*[a-z0-9]$/);
  });

  it('cuts a name to its limit with "..." and turns control characters into spaces', () => {
    expect(fit('x'.repeat(70), 60)).toBe(`${'x'.repeat(57)}...`);
    expect(fit('Sword\tof\nFire', 60)).toBe('Sword of Fire');
  });

  it('cuts notes at the end of a line', () => {
    expect(notesText(['one', 'two', 'three'], 100)).toBe('one\ntwo\nthree');
    expect(notesText(['one', 'two', 'three'], 10)).toBe('one\n...');
  });

  it('writes JSON paths as a reader would look them up', () => {
    expect(formatPath(['skills', 3, 'calc', 'level'])).toBe('skills[3].calc.level');
    expect(formatPath(['equipment', 1, 'children', 0, 'weight'])).toBe('equipment[1].children[0].weight');
    expect(formatPath([])).toBe('(the whole file)');
  });
});

describe('GULLIVER Linear Scale from a Size Modifier', () => {
  it('is the height of the SM row over 2 yd', () => {
    expect(linearScaleForSm(0)).toBe(1);
    expect(linearScaleForSm(1)).toBe(1.5);
    expect(linearScaleForSm(2)).toBe(2.5);
    expect(linearScaleForSm(-2)).toBe(0.5);
    expect(linearScaleForSm(6)).toBe(10);
  });

  it("gives back the same SM through GULLIVER's own size rule", () => {
    for (let sm = -12; sm <= 12; sm++) expect(sizeModifierForHeight(2 * linearScaleForSm(sm))).toBe(sm);
  });
});
