import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { fallingDamage, fallingDice } from './falling';

describe('falling (supplement A10)', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [14, 1],
    [15, 2],
    [30, 3],
    [194, 19],
    [195, 20],
    [500, 20],
  ])("%i' -> %i d6", (feet, dice) => {
    expect(fallingDice(feet)).toBe(dice);
  });

  it('rolls the dice and journals them', () => {
    const fall = fallingDamage(30, scriptedRng([2, 4, 6]));
    expect(fall).toMatchObject({ dice: 3, damage: 12 });
    expect(fall.roll?.expression).toBe('3d6');
  });

  it('a short drop rolls nothing', () => {
    expect(fallingDamage(3, scriptedRng([]))).toEqual({ dice: 0, damage: 0 });
  });
});
