import { describe, expect, it } from 'vitest';
import { distribution, probabilityAtMost } from '../dice/distribution';
import { scriptedRng } from '../testing/scripted-rng';
import { chanceProbability } from '../world/chance-in-six';
import { forceChance, forceObstacle, listenAtDoor, listenChance } from './doors';

describe('forcing doors (003_8f80a070c789886f.txt, "Doors")', () => {
  it('a stuck door opens on a 1 on 1d6 without a Strength bonus', () => {
    expect(forceChance('stuck-door', 0)).toEqual({ die: 6, range: 1 });
    expect(forceObstacle('stuck-door', 0, scriptedRng([1])).success).toBe(true);
    expect(forceObstacle('stuck-door', 0, scriptedRng([2])).success).toBe(false);
  });

  it("the seed's example: a Strength bonus of +2 opens a stuck door on 1-3 on 1d6", () => {
    expect(forceChance('stuck-door', 2)).toEqual({ die: 6, range: 3 });
    expect(forceObstacle('stuck-door', 2, scriptedRng([3])).success).toBe(true);
    expect(forceObstacle('stuck-door', 2, scriptedRng([4])).success).toBe(false);
    // P(1-3 on 1d6) = 0.5, from the exact distribution.
    expect(chanceProbability(forceChance('stuck-door', 2))).toBe(probabilityAtMost(distribution('1d6'), 3));
    expect(chanceProbability(forceChance('stuck-door', 2))).toBe(0.5);
  });

  it('a locked door is forced on the same range on 1d10', () => {
    expect(forceChance('locked-door', 2)).toEqual({ die: 10, range: 3 });
    expect(forceObstacle('locked-door', 2, scriptedRng([3])).success).toBe(true);
    expect(forceObstacle('locked-door', 2, scriptedRng([4])).success).toBe(false);
  });

  it('bars bend on the same range on 1d20', () => {
    expect(forceChance('bars', 3)).toEqual({ die: 20, range: 4 });
    expect(forceObstacle('bars', 3, scriptedRng([4])).roll.expression).toBe('1d20');
  });

  it('read as written, a negative bonus narrows the range: -1 leaves nothing, never below 0', () => {
    expect(forceChance('stuck-door', -1).range).toBe(0);
    expect(forceChance('stuck-door', -3).range).toBe(0);
    expect(forceObstacle('stuck-door', -1, scriptedRng([1])).success).toBe(false);
  });
});

describe('listening at doors (003_8f80a070c789886f.txt, "Doors")', () => {
  it('anyone but a thief hears on a 1 on 1d6', () => {
    expect(listenChance({})).toEqual({ die: 6, range: 1 });
    expect(chanceProbability(listenChance({}))).toBeCloseTo(1 / 6, 15);
  });

  it("a thief uses the thief's Listen ability instead (percentile)", () => {
    expect(listenChance({ thiefListenPercent: 35 })).toEqual({ die: 100, range: 35 });
    expect(listenAtDoor({ thiefListenPercent: 35 }, true, scriptedRng([35])).heardSomething).toBe(true);
    expect(listenAtDoor({ thiefListenPercent: 35 }, true, scriptedRng([36])).heardSomething).toBe(false);
  });

  it('the GM rolls secretly even at a silent door, so a 1 gives nothing away', () => {
    const silent = listenAtDoor({}, false, scriptedRng([1]));
    expect(silent).toMatchObject({ success: true, heardSomething: false, secret: true });
    expect(silent.roll.dice[0].faces).toEqual([1]);
    expect(listenAtDoor({}, true, scriptedRng([1]))).toMatchObject({ heardSomething: true, secret: true });
  });
});
