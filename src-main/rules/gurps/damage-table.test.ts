import { describe, expect, it } from 'vitest';
import { diceExpression, formatGurpsDice } from '../dice/gurps-notation';
import { addPerDie, damageForSt } from './damage-table';

const row = (st: number) => {
  const d = damageForSt(st);
  return [formatGurpsDice(d.thrust), formatGurpsDice(d.swing)];
};

describe('thrust and swing by ST (supplement B2)', () => {
  it('reads the table rows', () => {
    expect(row(1)).toEqual(['1d-6', '1d-5']);
    expect(row(10)).toEqual(['1d-2', '1d']);
    expect(row(13)).toEqual(['1d', '2d-1']);
    expect(row(20)).toEqual(['2d-1', '3d+2']);
    expect(row(27)).toEqual(['3d-1', '5d+1']);
    expect(row(40)).toEqual(['4d+1', '7d-1']);
    expect(row(100)).toEqual(['11d', '13d']);
  });

  it('a ST between printed rows reads the row below it', () => {
    expect(row(44)).toEqual(['4d+1', '7d-1']);
    expect(row(47)).toEqual(['5d', '7d+1']);
    expect(row(99)).toEqual(['10d+2', '12d+2']);
  });

  it('past 100, one more die for each full 10 ST', () => {
    expect(row(109)).toEqual(['11d', '13d']);
    expect(row(110)).toEqual(['12d', '14d']);
    expect(row(135)).toEqual(['14d', '16d']);
  });

  it('refuses ST below 1 or fractional', () => {
    expect(() => damageForSt(0)).toThrow(RangeError);
    expect(() => damageForSt(10.5)).toThrow(RangeError);
  });

  it('writes dice as GURPS does and as the roller reads them', () => {
    expect(diceExpression({ dice: 2, adds: -1 })).toBe('2d6-1');
    expect(diceExpression({ dice: 3, adds: 0 })).toBe('3d6');
    expect(formatGurpsDice(addPerDie({ dice: 2, adds: -1 }, 1))).toBe('2d+1');
    expect(formatGurpsDice(addPerDie({ dice: 3, adds: 0 }, -0.5))).toBe('3d-1');
  });
});
