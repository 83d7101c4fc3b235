import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { successRollsFrom } from '../testing/success-rolls';
import {
  encumbranceFatigueMultiplier,
  exertionFatigue,
  fatigueDxIqPenalty,
  fatigueHtFactor,
  fatiguePool,
  fatigueRecoveryPer10Minutes,
  fatigueStatus,
  paceForSpeed,
  recoveryHtFactor,
  rollFatigueHt,
  rollFatigueRecovery,
  scaleFatigue,
  sleepLossFatigue,
  stAfterFatigue,
} from './fatigue';

describe('Move and Fatigue (002_6bcc9877716aeba8.txt, "General Fatigue Rules", Move and Fatigue Table)', () => {
  const pace = (speed: number, extra: { sprintMove?: number; extraEffort?: boolean } = {}) => paceForSpeed({ speed, move: 6, ...extra }).id;

  it('paces by share of Move: up to 1/3 walking, 1/2 brisk, 2/3 very brisk, Move running, above it sprinting', () => {
    expect([2, 2.1, 3, 3.1, 4, 4.1, 6, 7].map((s) => pace(s))).toEqual([
      'walking', 'brisk', 'brisk', 'very-brisk', 'very-brisk', 'running', 'running', 'sprint',
    ]);
  });

  it('past the sprint bonus, or by choice, it is an Extra Effort sprint', () => {
    expect(pace(7, { sprintMove: 7.2 })).toBe('sprint');
    expect(pace(8, { sprintMove: 7.2 })).toBe('extra-effort');
    expect(pace(1, { extraEffort: true })).toBe('extra-effort');
  });

  it('intervals: hour, 10 minutes, 1 minute, 20 s, 10 s, 1 s', () => {
    const ids = ['walking', 'brisk', 'very-brisk', 'running', 'sprint', 'extra-effort'] as const;
    expect(ids.map((id) => exertionFatigue({ pace: id }).intervalSeconds)).toEqual([3600, 600, 60, 20, 10, 1]);
  });
});

describe('encumbrance and heat (002_6bcc9877716aeba8.txt, "Encumbrance and Fatigue", Heat)', () => {
  it('Light x1.25, Medium x1.67 (or 1.5), Heavy x2.5, Extra-Heavy x5, Super-Heavy x10', () => {
    expect(encumbranceFatigueMultiplier('none')).toBe(1);
    expect(encumbranceFatigueMultiplier('light')).toBe(1.25);
    expect(encumbranceFatigueMultiplier('medium')).toBeCloseTo(1.667, 3);
    expect(encumbranceFatigueMultiplier('medium', true)).toBe(1.5);
    expect(encumbranceFatigueMultiplier('heavy')).toBe(2.5);
    expect(encumbranceFatigueMultiplier('extra-heavy')).toBe(5);
    expect(encumbranceFatigueMultiplier('super-heavy')).toBe(10);
  });

  it('equivalently the interval stretches: a march at Move modifier x2 costs 1 per 2 hours, at Extra-Heavy 1 per 0.2 hours', () => {
    expect(exertionFatigue({ pace: 'walking', encumbrance: 2 }).intervalSeconds).toBe(7200);
    expect(exertionFatigue({ pace: 'walking', encumbrance: 'extra-heavy' }).intervalSeconds).toBe(720);
  });

  it('running with Move modifier x1.2: 1 fatigue per 24 seconds', () => {
    const r = exertionFatigue({ pace: 'running', encumbrance: 1.2 });
    expect(r.intervalSeconds).toBe(24);
    expect(r.explanation).toBe('Running (up to Move): 1 fatigue per 20 s / encumbrance x 0.833 = every 24 s');
  });

  it('heat adds 1 to each assessment, 2 when very hot or in hot armour', () => {
    expect(exertionFatigue({ pace: 'running', heat: 'hot' }).points).toBe(2);
    expect(exertionFatigue({ pace: 'running', heat: 'very-hot' }).points).toBe(3);
  });
});

describe('sleep and non-ST losses (002_6bcc9877716aeba8.txt, "General Fatigue Rules")', () => {
  it('half a night 1 fatigue, a full night 3, each -1 DX/IQ', () => {
    expect(sleepLossFatigue('half-night')).toEqual({ fatigue: 1, dxIqPenalty: -1 });
    expect(sleepLossFatigue('full-night')).toEqual({ fatigue: 3, dxIqPenalty: -3 });
  });

  it('-1 DX/IQ at Fatigue <= 2/3 of ST, -2 at <= 1/2, -3 at <= 1/3 (ST 12: 8, 6, 4)', () => {
    expect([12, 9, 8, 7, 6, 5, 4, 0].map((fatigue) => fatigueDxIqPenalty({ fatigue, reference: 12 }))).toEqual([0, 0, -1, -1, -2, -2, -3, -3]);
  });
});

describe('ST-based Fatigue (002_6bcc9877716aeba8.txt, "Basing Fatigue on ST")', () => {
  it('Combat ST 20: each point of fatigue counts 2', () => {
    expect(scaleFatigue({ points: 1, fatigueBase: 'st', combatSt: 20 })).toBe(2);
    expect(scaleFatigue({ points: 1, fatigueBase: 'st', combatSt: 2 })).toBe(0.2);
    expect(scaleFatigue({ points: 3, fatigueBase: 'ht' })).toBe(3);
    expect(() => scaleFatigue({ points: 1, fatigueBase: 'st' })).toThrow(/combatSt/);
  });

  it('pool = Combat ST plus Extra Fatigue (ST 20 + 4 = 24)', () => {
    expect(fatiguePool({ fatigueBase: 'st', combatSt: 20, extra: 4 })).toBe(24);
    expect(fatiguePool({ fatigueBase: 'ht', ht: 12 })).toBe(12);
  });

  it('HT roll on fatigue: success halves, each full 5 more halves again; each full 5 of failure doubles', () => {
    expect(fatigueHtFactor({ success: true, margin: 0 })).toBe(0.5);
    expect(fatigueHtFactor({ success: true, margin: 4 })).toBe(0.5);
    expect(fatigueHtFactor({ success: true, margin: 5 })).toBe(0.25);
    expect(fatigueHtFactor({ success: true, margin: 10 })).toBe(0.125);
    expect(fatigueHtFactor({ success: false, margin: -4 })).toBe(1);
    expect(fatigueHtFactor({ success: false, margin: -5 })).toBe(2);
    expect(fatigueHtFactor({ success: false, margin: -10 })).toBe(4);
    const r = rollFatigueHt({ points: 2, ht: 12 }, successRollsFrom(scriptedRng([2, 2, 3])));
    expect(r.points).toBe(0.5);
    expect(r.roll.roll.dice[0].faces).toEqual([2, 2, 3]);
  });

  it('Combat ST 20: Move and Dodge halve at Fatigue 6 (20/3 rounded down), collapse at 2, out at 0', () => {
    const s = (fatigue: number) => fatigueStatus({ fatigueBase: 'st', fatigue, fatigueMax: 20, combatSt: 20 });
    expect(s(7)).toMatchObject({ halveMoveAndDodge: false, collapsed: false, dxIqPenalty: -2 });
    expect(s(6)).toMatchObject({ halveMoveAndDodge: true, collapsed: false, dxIqPenalty: -3 });
    expect(s(2)).toMatchObject({ collapsed: true, unconscious: false });
    expect(s(0).unconscious).toBe(true);
    expect(s(6).explanation).toBe('Fatigue 6: halved at 6, collapse at 2, out at 0 -> Move and Dodge halved; DX/IQ -3');
  });

  it('lose ST in proportion: Load ST 40 drops to 20 when Fatigue 24 falls to 12', () => {
    expect(stAfterFatigue({ st: 40, fatigue: 12, fatigueMax: 24 })).toBe(20);
    expect(stAfterFatigue({ st: 20, fatigue: 12, fatigueMax: 24 })).toBe(10);
  });
});

describe('HT-based Fatigue (002_6bcc9877716aeba8.txt, "Basing Fatigue on HT")', () => {
  it('half Move and Dodge at Fatigue 3, collapse at 1, out at 0, whatever the size', () => {
    const s = (fatigue: number) => fatigueStatus({ fatigueBase: 'ht', fatigue, fatigueMax: 10 });
    expect(s(4).halveMoveAndDodge).toBe(false);
    expect(s(3)).toMatchObject({ halveMoveAndDodge: true, collapsed: false });
    expect(s(1)).toMatchObject({ collapsed: true, unconscious: false });
    expect(s(0).unconscious).toBe(true);
  });

  it('ST cut-offs: nothing until 2/3, then 2/3, 1/2, 1/3 and 0 of ST', () => {
    const cut = (fatigue: number) => stAfterFatigue({ st: 30, fatigue, fatigueMax: 10, method: 'cutoffs' });
    expect([10, 7, 6.6, 5, 4, 3, 1, 0].map(cut)).toEqual([30, 30, 20, 15, 15, 10, 10, 0]);
  });
});

describe('Fatigue recovery (002_6bcc9877716aeba8.txt, "General Fatigue Rules", Recovery)', () => {
  it('Fatigue / 10 per 10 minutes of rest', () => {
    expect(fatigueRecoveryPer10Minutes(12)).toBe(1.2);
  });

  it('optional HT roll: x2 per full 5 of success, x1/2 per full or partial 5 of failure', () => {
    expect(recoveryHtFactor({ success: true, margin: 0 })).toBe(1);
    expect(recoveryHtFactor({ success: true, margin: 5 })).toBe(2);
    expect(recoveryHtFactor({ success: true, margin: 10 })).toBe(4);
    expect(recoveryHtFactor({ success: false, margin: -1 })).toBe(0.5);
    expect(recoveryHtFactor({ success: false, margin: -5 })).toBe(0.5);
    expect(recoveryHtFactor({ success: false, margin: -6 })).toBe(0.25);
    expect(rollFatigueRecovery({ fatigueMax: 10, ht: 12 }, successRollsFrom(scriptedRng([1, 2, 4]))).per10Minutes).toBe(2);
  });
});
