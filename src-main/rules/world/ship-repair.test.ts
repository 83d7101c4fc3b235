import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { fieldRepair } from './ship-repair';
import { vessel } from './vessels';

const caravel = vessel('caravel');

describe('field repair (supplement A7)', () => {
  it('1d4 per crew member per hour', () => {
    const repair = fieldRepair({ vessel: caravel, damage: 30, crew: 10, hours: 1 }, scriptedRng(new Array(10).fill(1)));
    expect(repair).toMatchObject({ repaired: 10, damageAfter: 20 });
    expect(repair.rolls[0].expression).toBe('10d4');
  });

  it('never past 90% of maximum: a 75 HP caravel keeps at least 8 damage', () => {
    const rng = scriptedRng(new Array(20).fill(4));
    const repair = fieldRepair({ vessel: caravel, damage: 12, crew: 10, hours: 2 }, rng);
    expect(repair).toMatchObject({ repaired: 4, damageAfter: 8 });
    expect(repair.rolls).toHaveLength(1);
    expect(rng.remaining()).toBe(10);
  });

  it('nothing to do at or under the limit', () => {
    expect(fieldRepair({ vessel: caravel, damage: 8, crew: 10, hours: 3 }, scriptedRng([]))).toEqual({ repaired: 0, damageAfter: 8, rolls: [] });
  });
});
