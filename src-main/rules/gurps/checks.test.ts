import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { frightChances, frightCheck, influenceChances, influenceRoll, quickContestChances, senseChances, senseRoll, willChances, willRoll } from './checks';
import { quickContest } from './success';

describe('Sense rolls (000_4b7986e803b19dcc.txt, "Sense Roll")', () => {
  it('rolls against Per with labelled modifiers', () => {
    const r = senseRoll({ sense: 'vision', per: 12, modifiers: [{ label: 'darkness', value: -2 }] }, scriptedRng([3, 3, 4]));
    expect(r.target.effective).toBe(10);
    expect(r).toMatchObject({ success: true, margin: 0, critical: null });
    expect(r.outcome).toBe('Vision roll against Per 12 - 2 (darkness) = 10: rolled 10, success exactly.');
    expect(r.chances.success).toBeCloseTo(0.5, 12);
  });

  it('a skill the GM allows can stand in for Per', () => {
    const c = senseChances({ sense: 'hearing', per: 10, substitute: { label: 'Observation', level: 14 } });
    expect(c.target.effective).toBe(14);
    expect(c.chances.success).toBeCloseTo(196 / 216, 12);
  });

  it('Taste/Smell rolls fail on 17 even at Per 20', () => {
    const r = senseRoll({ sense: 'taste-smell', per: 20 }, scriptedRng([6, 6, 5]));
    expect(r).toMatchObject({ success: false, critical: null });
  });

  it('refuses an unknown sense', () => {
    expect(() => senseChances({ sense: 'touch' as never, per: 10 })).toThrow(/sense: must be one of/);
  });
});

describe('Will rolls (000_4b7986e803b19dcc.txt, "Will Rolls")', () => {
  it('18 is a critical failure', () => {
    const r = willRoll({ will: 11 }, scriptedRng([6, 6, 6]));
    expect(r).toMatchObject({ success: false, critical: 'failure', margin: -7 });
  });

  it('exact chance before rolling', () => {
    expect(willChances({ will: 9, modifiers: [{ label: 'distraction', value: 2 }] }).chances.success).toBeCloseTo(135 / 216, 12);
  });
});

describe('Fright Checks (000_4b7986e803b19dcc.txt, "Fright Checks")', () => {
  it('a plain failure stuns for the margin of failure + 2d seconds', () => {
    const r = frightCheck({ will: 12, modifiers: [{ label: 'gruesome', value: -2 }] }, scriptedRng([5, 4, 4, 2, 3]));
    expect(r).toMatchObject({ success: false, critical: null, stunnedSeconds: 8, faintMinutes: null });
    expect(r.effectRoll?.dice[0].faces).toEqual([2, 3]);
  });

  it('a critical failure faints for the margin + 1d minutes', () => {
    const r = frightCheck({ will: 10 }, scriptedRng([6, 6, 6, 4]));
    expect(r).toMatchObject({ critical: 'failure', faintMinutes: 12, stunnedSeconds: null });
    // 15 is ten over Will 5: critical too.
    expect(frightCheck({ will: 5 }, scriptedRng([5, 5, 5, 1])).faintMinutes).toBe(11);
  });

  it('a 17 against Will 20 fails with no margin to add', () => {
    expect(frightCheck({ will: 20 }, scriptedRng([6, 6, 5, 1, 1])).stunnedSeconds).toBe(2);
  });

  it('a success rolls nothing more', () => {
    const rng = scriptedRng([1, 2, 3]);
    expect(frightCheck({ will: 10 }, rng)).toMatchObject({ success: true, effectRoll: null });
    expect(rng.remaining()).toBe(0);
  });

  it('exact chances split failure into stunned and fainting', () => {
    const c = frightChances({ will: 10 });
    expect(c.faints).toBeCloseTo(4 / 216, 12);
    expect(c.stunned).toBeCloseTo(104 / 216, 12);
  });
});

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
