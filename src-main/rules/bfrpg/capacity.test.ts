import { describe, expect, it } from 'vitest';
import { loadLevel } from '../world/load-level';
import { armorWeightFor, BASE_CAPACITY, carryingCapacity } from './capacity';

// supplement A2, transcribed: [STR, human/elf/dwarf light, heavy, halfling light, heavy].
const A2_TABLE: readonly (readonly [number, number, number, number, number])[] = [
  [3, 25, 60, 20, 40],
  [4, 35, 90, 30, 60],
  [5, 35, 90, 30, 60],
  [6, 50, 120, 40, 80],
  [7, 50, 120, 40, 80],
  [8, 50, 120, 40, 80],
  [9, 60, 150, 50, 100],
  [10, 60, 150, 50, 100],
  [11, 60, 150, 50, 100],
  [12, 60, 150, 50, 100],
  [13, 65, 165, 55, 110],
  [14, 65, 165, 55, 110],
  [15, 65, 165, 55, 110],
  [16, 70, 180, 60, 120],
  [17, 70, 180, 60, 120],
  [18, 80, 195, 65, 130],
];

describe('carrying capacity (003_8f80a070c789886f.txt, "Carrying Capacity"; supplement A2)', () => {
  it('base figures: 60/150 for humans, elves and dwarves; 50/100 for halflings', () => {
    expect(BASE_CAPACITY.human).toEqual({ light: 60, heavy: 150 });
    expect(BASE_CAPACITY.elf).toEqual({ light: 60, heavy: 150 });
    expect(BASE_CAPACITY.dwarf).toEqual({ light: 60, heavy: 150 });
    expect(BASE_CAPACITY.halfling).toEqual({ light: 50, heavy: 100 });
  });

  it.each(A2_TABLE)('the rule reproduces the A2 row for STR %i', (str, light, heavy, halflingLight, halflingHeavy) => {
    for (const race of ['human', 'elf', 'dwarf'] as const) {
      expect(carryingCapacity(str, race)).toEqual({ light, heavy });
    }
    expect(carryingCapacity(str, 'halfling')).toEqual({ light: halflingLight, heavy: halflingHeavy });
  });

  it('+1 adds 10% but -1 takes 20%, rounded to the nearest 5 lb (STR 13: 66 -> 65; STR 8: 48 -> 50)', () => {
    expect(carryingCapacity(13, 'human').light).toBe(65);
    expect(carryingCapacity(8, 'human').light).toBe(50);
  });

  it('load bands: up to light is light, up to heavy is heavy, beyond cannot move', () => {
    const capacity = carryingCapacity(10, 'human');
    expect(loadLevel(60, capacity)).toBe('light');
    expect(loadLevel(61, capacity)).toBe('heavy');
    expect(loadLevel(150, capacity)).toBe('heavy');
    expect(loadLevel(151, capacity)).toBe('over');
  });

  it('halfling armor weighs about a quarter of the listed weight', () => {
    expect(armorWeightFor('halfling', 40)).toBe(10);
    expect(armorWeightFor('dwarf', 40)).toBe(40);
  });
});
