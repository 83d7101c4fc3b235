import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { checkLost } from './getting-lost';

describe('becoming lost (003_8f80a070c789886f.txt, "Becoming Lost")', () => {
  it('no roll when following a road, river or landmark', () => {
    const rng = scriptedRng([]);
    expect(checkLost({ followingLandmarks: true, leaderDeathRaySave: 12, leaderWisdom: 10 }, rng)).toEqual({
      lost: false,
      secret: true,
    });
  });

  it("trackless: a secret save vs. Death Ray adjusted by the leader's Wisdom", () => {
    // WIS 16 (+2) turns a natural 10 against 12 into a success; WIS 6 (-1) turns a 12 into a failure.
    expect(checkLost({ followingLandmarks: false, leaderDeathRaySave: 12, leaderWisdom: 16 }, scriptedRng([10]))).toMatchObject({
      lost: false,
      secret: true,
      save: { total: 12 },
    });
    expect(checkLost({ followingLandmarks: false, leaderDeathRaySave: 12, leaderWisdom: 6 }, scriptedRng([12]))).toMatchObject({
      lost: true,
      save: { total: 11 },
    });
  });
});
