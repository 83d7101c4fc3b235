import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/scripted-rng';
import { quickContest, quickContestChances } from '../success';
import { influenceChances, influenceRoll } from './influence';

describe('Influence rolls (000_4b7986e803b19dcc.txt, "Influence Rolls")', () => {
  it('winning the Quick Contest against Will gives a Good reaction; Diplomacy flags the GM reaction roll', () => {
    const r = influenceRoll({ skill: 'diplomacy', level: 12, subjectWill: 10 }, scriptedRng([2, 2, 2, 3, 3, 3]));
    expect(r).toMatchObject({ won: true, reaction: 'good', gmAlsoRollsReaction: true });
    expect(r.contest.margin).toBe(5);
  });

  it('Sex Appeal wins Very Good; Intimidation loses Very Bad', () => {
    expect(influenceRoll({ skill: 'sex-appeal', level: 12, subjectWill: 10 }, scriptedRng([2, 2, 2, 3, 3, 3])).reaction).toBe('very-good');
    const lost = influenceRoll({ skill: 'intimidation', level: 12, subjectWill: 10 }, scriptedRng([6, 6, 1, 3, 3, 3]));
    expect(lost).toMatchObject({ won: false, reaction: 'very-bad', gmAlsoRollsReaction: false });
  });

  it('a tie is not a win: Bad reaction', () => {
    const r = influenceRoll({ skill: 'fast-talk', level: 12, subjectWill: 12 }, scriptedRng([3, 3, 4, 4, 3, 3]));
    expect(r.contest.winner).toBeNull();
    expect(r).toMatchObject({ won: false, reaction: 'bad' });
  });

  it('modifiers apply to the Influence skill', () => {
    const c = influenceChances({ skill: 'streetwise', level: 11, subjectWill: 10, modifiers: [{ label: 'foreign town', value: -1 }] });
    expect(c.target.effective).toBe(10);
    expect(c.onWin).toBe('good');
    expect(c.onLoss).toBe('bad');
    expect(c.win + c.lose).toBeCloseTo(1, 12);
  });

  it('exact contest chances agree with rolling every one of the 6^6 face combinations', () => {
    const [a, b] = [12, 10];
    let wins = 0;
    let losses = 0;
    const faces = [1, 2, 3, 4, 5, 6];
    for (const f1 of faces) for (const f2 of faces) for (const f3 of faces) for (const f4 of faces) for (const f5 of faces) for (const f6 of faces) {
      const { winner } = quickContest(a, b, scriptedRng([f1, f2, f3, f4, f5, f6]));
      if (winner === 'a') wins++;
      if (winner === 'b') losses++;
    }
    const c = quickContestChances(a, b);
    expect(c.aWins).toBeCloseTo(wins / 6 ** 6, 12);
    expect(c.bWins).toBeCloseTo(losses / 6 ** 6, 12);
  });

  it('equal skills win as often as they lose', () => {
    const c = quickContestChances(10, 10);
    expect(c.aWins).toBeCloseTo(c.bWins, 12);
    expect(c.aWins + c.bWins + c.tie).toBeCloseTo(1, 12);
  });
});
