import { describe, expect, it } from 'vitest';
import {
  ANIMAL_HEAVY_LOAD_MOVEMENT,
  BEASTS_OF_BURDEN,
  beastMovement,
  heavilyLoadedAnimalMovement,
} from './beasts-of-burden';

const beast = (id: string) => BEASTS_OF_BURDEN.find((b) => b.id === id)!;

describe('animals heavily loaded (supplement A4)', () => {
  it.each([
    [10, 5],
    [20, 10],
    [30, 20],
    [40, 30],
    [50, 40],
    [60, 40],
    [70, 50],
    [80, 60],
    [90, 70],
    [100, 80],
    [110, 90],
    [120, 90],
    [130, 100],
    [140, 110],
    [150, 120],
    [160, 130],
    [170, 140],
    [180, 140],
    [190, 150],
    [200, 160],
    [210, 170],
    [220, 180],
    [230, 190],
    [240, 190],
  ])("%i' normal -> %i' heavily loaded", (normal, heavy) => {
    expect(heavilyLoadedAnimalMovement(normal)).toBe(heavy);
  });

  it('every 10-foot step from 10 to 240 has exactly one row', () => {
    for (let feet = 10; feet <= 240; feet += 10) {
      expect(ANIMAL_HEAVY_LOAD_MOVEMENT.filter((r) => feet >= r.normalFrom && feet <= r.normalTo)).toHaveLength(1);
    }
  });

  it.each([45, 5, 250])("refuses %i', which the table does not cover", (feet) => {
    expect(() => heavilyLoadedAnimalMovement(feet)).toThrow(RangeError);
  });
});

describe('beasts of burden (supplement A4)', () => {
  it.each([
    ['camel', 400, 800, 50],
    ['bactrian-camel', 400, 800, 40],
    ['donkey', 70, 140, 40],
    ['draft-horse', 350, 700, 60],
    ['riding-horse', 250, 500, 80],
    ['war-horse', 350, 700, 60],
    ['mule', 300, 600, 40],
    ['pony', 275, 550, 40],
  ])('%s: %i / %i lb, %i feet', (id, light, heavy, feet) => {
    expect(beast(id)).toMatchObject({ lightLoad: light, heavyLoad: heavy, feetPerRound: feet });
  });

  it("a riding horse: 80' light, 60' heavy (A4), cannot move over 500 lb", () => {
    expect(beastMovement(beast('riding-horse'), 250)).toEqual({ load: 'light', feetPerRound: 80 });
    expect(beastMovement(beast('riding-horse'), 251)).toEqual({ load: 'heavy', feetPerRound: 60 });
    expect(beastMovement(beast('riding-horse'), 501)).toEqual({ load: 'over', feetPerRound: 0 });
  });

  it("a mule heavily loaded drops from 40' to 30'", () => {
    expect(beastMovement(beast('mule'), 450).feetPerRound).toBe(30);
  });
});
