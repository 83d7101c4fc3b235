import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/scripted-rng';
import { hikingGroupChances, hikingGroupDay, hikingMiles } from './hiking';

describe('hiking (000_4b7986e803b19dcc.txt, "Hiking")', () => {
  it('10 x Move miles a day, +20% on a made Hiking roll', () => {
    expect(hikingMiles({ move: 5, terrain: 'average', hikingSuccess: false }).miles).toBe(50);
    expect(hikingMiles({ move: 5, terrain: 'average', hikingSuccess: true }).miles).toBe(60);
    expect(hikingMiles({ move: 0, terrain: 'good', hikingSuccess: true }).miles).toBe(0);
  });

  it('terrain: very bad x0.2, bad x0.5, average x1, good x1.25', () => {
    const day = (terrain: 'very-bad' | 'bad' | 'average' | 'good') => hikingMiles({ move: 5, terrain, hikingSuccess: false }).miles;
    expect([day('very-bad'), day('bad'), day('average'), day('good')]).toEqual([10, 25, 50, 62.5]);
    const best = hikingMiles({ move: 5, terrain: 'good', hikingSuccess: true });
    expect(best.miles).toBe(75);
    expect(best.formula).toBe('10 x Move 5 x 1.2 (Hiking roll made) x 1.25 (good terrain) = 75 miles');
  });

  it('without a leader everyone rolls; the group keeps to its slowest member', () => {
    const day = hikingGroupDay(
      { members: [{ label: 'Ana', move: 5, hiking: 12 }, { label: 'Bo', move: 4, ht: 10 }], terrain: 'average' },
      scriptedRng([3, 3, 3, 1, 1, 2]),
    );
    expect(day.mode).toBe('each');
    expect(day.rolls.map((r) => [r.roller, r.roll.effective])).toEqual([
      [0, 12],
      [1, 5],
    ]);
    expect(day.success).toEqual([true, true]);
    expect(day.memberMiles.map((d) => d.miles)).toEqual([60, 48]);
    expect(day).toMatchObject({ miles: 48, slowestMember: 1 });
  });

  it('a leader with Leadership 12+ rolls once against the average Hiking (rounded down) for all', () => {
    const day = hikingGroupDay({ members: [{ move: 5, hiking: 12 }, { move: 4, ht: 10 }], terrain: 'average', leadership: 12 }, scriptedRng([2, 2, 4]));
    expect(day.mode).toBe('leader');
    expect(day.chances.groupTarget).toBe(8);
    expect(day.rolls).toHaveLength(1);
    expect(day.rolls[0].roller).toBe('leader');
    expect(day.success).toEqual([true, true]);
    expect(day.miles).toBe(48);
    const missed = hikingGroupDay({ members: [{ move: 5, hiking: 12 }, { move: 4, ht: 10 }], terrain: 'average', leadership: 12 }, scriptedRng([3, 3, 3]));
    expect(missed.success).toEqual([false, false]);
    expect(missed.miles).toBe(40);
  });

  it('Leadership 11, or a leader who declines, means individual rolls', () => {
    expect(hikingGroupChances({ members: [{ move: 5, hiking: 10 }], terrain: 'average', leadership: 11 }).mode).toBe('each');
    expect(hikingGroupChances({ members: [{ move: 5, hiking: 10 }], terrain: 'average', leadership: 14, useLeaderRoll: false }).mode).toBe('each');
  });

  it('exact group outcomes: P(group >= x) is the product over members', () => {
    const same = hikingGroupChances({ members: [{ move: 5, hiking: 10 }, { move: 5, hiking: 10 }], terrain: 'average' });
    expect(same.outcomes.map((o) => o.miles)).toEqual([50, 60]);
    expect(same.outcomes[0].probability).toBeCloseTo(0.75, 12);
    expect(same.outcomes[1].probability).toBeCloseTo(0.25, 12);
    // Move 6 (60/72) with Move 5 (50/60): the slower member's roll decides; 72 is never reached.
    const mixed = hikingGroupChances({ members: [{ move: 6, hiking: 10 }, { move: 5, hiking: 10 }], terrain: 'average' });
    expect(mixed.outcomes.map((o) => o.miles)).toEqual([50, 60]);
    expect(mixed.outcomes[1].probability).toBeCloseTo(0.5, 12);
    const led = hikingGroupChances({ members: [{ move: 5, hiking: 10 }, { move: 5, hiking: 11 }], terrain: 'average', leadership: 12 });
    expect(led.groupTarget).toBe(10);
    expect(led.outcomes[1]).toMatchObject({ miles: 60 });
    expect(led.outcomes[1].probability).toBeCloseTo(0.5, 12);
  });

  it('refuses an empty group or a member with neither Hiking nor HT', () => {
    expect(() => hikingGroupChances({ members: [], terrain: 'average' })).toThrow(/at least one hiker/);
    expect(() => hikingGroupChances({ members: [{ move: 5 }], terrain: 'average' })).toThrow(/Hiking or HT is needed/);
    expect(() => hikingMiles({ move: 5, terrain: 'lava' as never, hikingSuccess: false })).toThrow(/terrain: must be one of/);
  });
});
