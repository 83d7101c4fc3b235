import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { parseDice } from './parse';
import { createRng } from './rng';
import { roll } from './roll';

describe('roll', () => {
  it('a fixed seed reproduces the exact faces', () => {
    const rng = createRng('lantern');
    expect(roll('3d6', rng).dice[0].faces).toEqual([3, 1, 2]);
    expect(roll('4d6kh3', rng)).toEqual({
      expression: '4d6kh3',
      total: 9,
      dice: [{ notation: '4d6kh3', sides: 6, faces: [1, 6, 2, 1], kept: [1, 6, 2], subtotal: 9 }],
    });
    expect(roll('d%', rng).total).toBe(15);
    expect(roll('10d6', createRng(42)).dice[0].faces).toEqual([6, 5, 6, 3, 5, 1, 1, 1, 5, 1]);
  });

  it('journals every die group with its faces, in reading order', () => {
    const result = roll('1d4+1d6+2', scriptedRng([3, 5]));
    expect(result.total).toBe(10);
    expect(result.dice.map((g) => [g.notation, g.faces])).toEqual([
      ['1d4', [3]],
      ['1d6', [5]],
    ]);
  });

  it('GURPS "2d+1" rolls two d6 and reports the canonical expression', () => {
    const result = roll('2d+1', scriptedRng([6, 6]));
    expect(result).toMatchObject({ expression: '2d6+1', total: 13 });
    expect(result.dice[0].sides).toBe(6);
  });

  it('keep highest drops the lowest faces; among ties the earlier roll is kept', () => {
    expect(roll('4d6kh3', scriptedRng([3, 1, 2, 1])).dice[0]).toMatchObject({ kept: [3, 1, 2], subtotal: 6 });
    expect(roll('4d6kh3', scriptedRng([5, 2, 6, 4])).total).toBe(15);
  });

  it('keep lowest keeps the lowest faces', () => {
    expect(roll('2d20kl1', scriptedRng([15, 4]))).toMatchObject({ total: 4 });
    expect(roll('2d20kl1', scriptedRng([15, 4])).dice[0].kept).toEqual([4]);
  });

  it('multiplies and divides; division rounds down, including below zero', () => {
    expect(roll('2d8×2', scriptedRng([3, 5])).total).toBe(16);
    expect(roll('1d10/2', scriptedRng([7])).total).toBe(3);
    expect(roll('1d/10', scriptedRng([6])).total).toBe(0);
    expect(roll('(1d6-4)/2', scriptedRng([1])).total).toBe(-2);
    expect(roll('(1d6-4)/2', scriptedRng([4])).total).toBe(0);
  });

  it('a constant rolls no dice', () => {
    expect(roll('5', scriptedRng([]))).toEqual({ expression: '5', total: 5, dice: [] });
  });

  it('accepts a parsed tree as well as text', () => {
    const ast = parseDice('d%');
    expect(roll(ast, scriptedRng([100]))).toMatchObject({ expression: '1d100', total: 100 });
  });

  it('faces are statistically fair: 60,000 rolls of 1d6, each face 10,000 +/- 500', () => {
    const rng = createRng('roll-fairness');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[roll('1d6', rng).total - 1]++;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});
