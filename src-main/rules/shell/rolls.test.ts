import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { attributeContest, attributeRoll, attributeTarget, chanceAtOrUnder, contestChances, skillRoll, skillTarget } from './rolls';

describe('attribute rolls (001_d6872b0a781baa08.txt, "Attribute Rolls")', () => {
  it('ST 13 breaks the door on 13 or less', () => {
    const made = attributeRoll({ attribute: 'ST', value: 13 }, scriptedRng([4, 4, 5]));
    expect(made).toMatchObject({ target: 13, success: true, margin: 0 });
    expect(made.chance).toBeCloseTo(181 / 216, 12);
    expect(attributeRoll({ attribute: 'ST', value: 13 }, scriptedRng([4, 5, 5]))).toMatchObject({ success: false, margin: -1 });
  });

  it('easy is +2, average 0, hard -3, plus any GM modifier', () => {
    expect(attributeTarget({ attribute: 'AG', value: 10, difficulty: 'easy' }).total).toBe(12);
    expect(attributeTarget({ attribute: 'AG', value: 10, difficulty: 'average' }).total).toBe(10);
    const hard = attributeTarget({ attribute: 'AG', value: 10, difficulty: 'hard', modifier: -1 });
    expect(hard.total).toBe(6);
    expect(hard.formula).toBe('target = 10 (AG) - 3 (hard) - 1 (GM modifier) = 6');
  });

  it('has exact 3d6 chances at the ends', () => {
    expect(chanceAtOrUnder(2)).toBe(0);
    expect(chanceAtOrUnder(3)).toBeCloseTo(1 / 216, 15);
    expect(chanceAtOrUnder(10)).toBeCloseTo(0.5, 12);
    expect(chanceAtOrUnder(18)).toBeCloseTo(1, 12);
  });
});

describe('attribute contests (001_d6872b0a781baa08.txt, "Attribute Contests")', () => {
  it('the larger margin wins, made or missed', () => {
    // A: ST 12 rolls 10 (by 2); B: ST 14 rolls 13 (by 1).
    const c = attributeContest({ attribute: 'ST', value: 12 }, { attribute: 'ST', value: 14 }, scriptedRng([3, 3, 4, 4, 4, 5]));
    expect([c.a.margin, c.b.margin, c.winner]).toEqual([2, 1, 'a']);
    // Both miss: A by 1, B by 3; A lost by less.
    const miss = attributeContest({ attribute: 'WP', value: 10 }, { attribute: 'WP', value: 10 }, scriptedRng([5, 5, 1, 6, 6, 1]));
    expect([miss.a.margin, miss.b.margin, miss.winner]).toEqual([-1, -3, 'a']);
  });

  it('equal margins tie', () => {
    const c = attributeContest({ attribute: 'ST', value: 11 }, { attribute: 'ST', value: 13 }, scriptedRng([4, 4, 4, 4, 4, 6]));
    expect(c.winner).toBeNull();
  });

  it('gives exact odds: equal targets split evenly, ties are equal rolls', () => {
    const odds = contestChances(10, 10);
    expect(odds.a).toBeCloseTo(odds.b, 12);
    // Sum over 3d6 totals of (ways / 216)^2.
    expect(odds.tie).toBeCloseTo(4332 / 46656, 12);
    const uneven = contestChances(14, 8);
    expect(uneven.a + uneven.b + uneven.tie).toBeCloseTo(1, 12);
    expect(uneven.a).toBeGreaterThan(uneven.b);
  });
});

describe('skill rolls (001_d6872b0a781baa08.txt, "Skill Rolls")', () => {
  it('IQ 12 and Math 5 on an average task of minimum 3 rolls 14 or less', () => {
    const t = skillTarget({ skill: 'Math', level: 5, minimumLevel: 3, task: 'mental', attributeValue: 12, difficulty: 'average' });
    expect(t.target?.total).toBe(14);
    expect(t.reason).toBe('target = 12 (IQ) + 2 (Math 5 over minimum 3) = 14');
    const r = skillRoll({ skill: 'Math', level: 5, minimumLevel: 3, task: 'mental', attributeValue: 12 }, scriptedRng([5, 5, 4]));
    expect(r).toMatchObject({ target: 14, success: true, margin: 0, automatic: false });
    expect(r.chance).toBeCloseTo(196 / 216, 12);
  });

  it('has no chance below the minimum level and rolls nothing', () => {
    const r = skillRoll({ skill: 'Math', level: 2, minimumLevel: 3, task: 'mental', attributeValue: 18 }, scriptedRng([]));
    expect(r).toMatchObject({ possible: false, chance: 0, roll: null, success: false });
    expect(r.formula).toContain('below');
  });

  it('at exactly the minimum level it is a plain roll against the attribute and difficulty', () => {
    expect(skillTarget({ skill: 'Climb', level: 0, minimumLevel: 0, task: 'physical', attributeValue: 11, difficulty: 'hard' }).target?.total).toBe(8);
    expect(skillTarget({ skill: 'Climb', level: 2, minimumLevel: 2, task: 'physical', attributeValue: 11, difficulty: 'easy' }).target?.formula).toBe(
      'target = 11 (AG) + 2 (easy) = 13',
    );
  });

  it('rolls nothing when failure is impossible', () => {
    const r = skillRoll({ skill: 'Smith', level: 9, minimumLevel: 1, task: 'physical', attributeValue: 12 }, scriptedRng([]));
    expect(r).toMatchObject({ target: 20, success: true, automatic: true, roll: null, chance: 1 });
  });
});
