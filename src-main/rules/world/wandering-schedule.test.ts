import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { wanderingChecksDue, wanderingMonsterCheck } from './wandering-schedule';

const TURN = 600;
const HOUR = 3600;

describe('wandering monsters (supplement A10)', () => {
  it('underground: one check every 3 turns', () => {
    expect(wanderingChecksDue('dungeon', 0, 2 * TURN)).toBe(0);
    expect(wanderingChecksDue('dungeon', 0, 3 * TURN)).toBe(1);
    expect(wanderingChecksDue('dungeon', 0, 9 * TURN)).toBe(3);
  });

  it('the count does not depend on how the clock was stepped', () => {
    let stepped = 0;
    for (let turn = 0; turn < 12; turn++) stepped += wanderingChecksDue('dungeon', turn * TURN, (turn + 1) * TURN);
    expect(stepped).toBe(wanderingChecksDue('dungeon', 0, 12 * TURN));
    expect(wanderingChecksDue('dungeon', 5 * TURN, 5 * TURN)).toBe(0);
  });

  it('outdoors: about every 4 hours, 3 by day and 3 by night', () => {
    expect(wanderingChecksDue('outdoors', 0, 12 * HOUR)).toBe(3);
    expect(wanderingChecksDue('outdoors', 12 * HOUR, 24 * HOUR)).toBe(3);
  });

  it('a check finds a monster on a 1 on 1d6', () => {
    expect(wanderingMonsterCheck(scriptedRng([1])).success).toBe(true);
    expect(wanderingMonsterCheck(scriptedRng([2])).success).toBe(false);
  });
});
