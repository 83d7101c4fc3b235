import { describe, expect, it } from 'vitest';
import { applyFatigue, fatigueState, fpRegainedBetween, restRecovery } from './fatigue';

describe('fatigue states (000_4b7986e803b19dcc.txt, "Lost Fatigue Points")', () => {
  it('under a third of FP is very tired; exactly a third is not', () => {
    expect(fatigueState({ fp: 12, fpMax: 12 }).id).toBe('fresh');
    expect(fatigueState({ fp: 4, fpMax: 12 }).id).toBe('fresh');
    expect(fatigueState({ fp: 3, fpMax: 12 })).toMatchObject({ id: 'very-tired', veryTired: true, willRollToAct: false });
  });

  it('0 FP or less: on the verge of collapse, Will roll to act, FP loss costs HP; still very tired', () => {
    expect(fatigueState({ fp: 0, fpMax: 10 })).toMatchObject({
      id: 'collapsing',
      veryTired: true,
      willRollToAct: true,
      fpLossCostsHp: true,
      unconscious: false,
    });
    expect(fatigueState({ fp: -9, fpMax: 10 }).id).toBe('collapsing');
  });

  it('-1 x FP: unconscious', () => {
    expect(fatigueState({ fp: -10, fpMax: 10 })).toMatchObject({ id: 'unconscious', unconscious: true, willRollToAct: false });
  });

  it('refuses FP above the maximum or below -FP', () => {
    expect(() => fatigueState({ fp: 11, fpMax: 10 })).toThrow(/fp: must be at most fpMax 10, got 11/);
    expect(() => fatigueState({ fp: -11, fpMax: 10 })).toThrow(/fp: cannot fall below/);
    expect(() => fatigueState({ fp: 5, fpMax: 0 })).toThrow(/fpMax/);
  });
});

describe('spending FP (000_4b7986e803b19dcc.txt, "Lost Fatigue Points")', () => {
  it('above 0 FP a loss costs FP only', () => {
    const r = applyFatigue({ fp: 5, fpMax: 10, hp: 10 }, 3);
    expect(r).toMatchObject({ fp: 2, fpLost: 3, hp: 10, hpLost: 0 });
    expect(r.state.id).toBe('very-tired');
  });

  it('each point lost from 0 FP or below also costs 1 HP (2 -> 1 -> 0 free, 0 -> -1 -> -2 cost 2 HP)', () => {
    const r = applyFatigue({ fp: 2, fpMax: 10, hp: 10 }, 4);
    expect(r).toMatchObject({ fp: -2, fpLost: 4, hp: 8, hpLost: 2 });
    expect(r.sentences[1]).toBe('2 of those FP were lost at 0 FP or below, costing 2 HP as well.');
  });

  it('FP stops at -1 x FP and the rest comes off HP instead', () => {
    const r = applyFatigue({ fp: -9, fpMax: 10, hp: 10 }, 3);
    expect(r).toMatchObject({ fp: -10, fpLost: 1, hp: 7, hpLost: 3 });
    expect(r.state.id).toBe('unconscious');
    expect(applyFatigue({ fp: -10, fpMax: 10, hp: 5 }, 2)).toMatchObject({ fp: -10, fpLost: 0, hpLost: 2, hp: 3 });
  });

  it('a loss of 0 changes nothing; a negative loss is refused', () => {
    expect(applyFatigue({ fp: 7, fpMax: 10, hp: 10 }, 0)).toMatchObject({ fp: 7, hp: 10, hpLost: 0 });
    expect(() => applyFatigue({ fp: 7, fpMax: 10, hp: 10 }, -1)).toThrow(/amount/);
  });
});

describe('resting (000_4b7986e803b19dcc.txt, "Recovering from Fatigue")', () => {
  it('1 FP per full 10 minutes, plus 1 for a decent meal if the GM allows, never past full', () => {
    expect(restRecovery({ fp: 3, fpMax: 10, minutes: 45 })).toMatchObject({ regained: 4, fp: 7 });
    expect(restRecovery({ fp: 3, fpMax: 10, minutes: 45, decentMeal: true })).toMatchObject({ regained: 5, fp: 8 });
    expect(restRecovery({ fp: 3, fpMax: 10, minutes: 9 }).regained).toBe(0);
    const capped = restRecovery({ fp: 3, fpMax: 10, minutes: 200 });
    expect(capped).toMatchObject({ regained: 7, fp: 10 });
    expect(capped.formula).toBe('200 min of rest / 10 = 20 FP, capped at full FP 10: 7 regained');
  });

  it('counts whole 10-minute marks crossed on the clock', () => {
    expect(fpRegainedBetween(0, 599)).toBe(0);
    expect(fpRegainedBetween(0, 600)).toBe(1);
    expect(fpRegainedBetween(599, 600)).toBe(1);
    expect(fpRegainedBetween(0, 3600)).toBe(6);
    expect(fpRegainedBetween(300, 1199)).toBe(1);
  });

  it('carries fractional rates across marks (FP/10 with 5 FP gains 1 every second mark)', () => {
    expect(fpRegainedBetween(0, 600, 0.5)).toBe(0);
    expect(fpRegainedBetween(0, 1200, 0.5)).toBe(1);
    expect(fpRegainedBetween(600, 1200, 0.5)).toBe(1);
    expect(fpRegainedBetween(0, 60000, 0.29)).toBe(29);
    expect(fpRegainedBetween(0, 60000, { numerator: 29, denominator: 100 })).toBe(29);
  });

  it('is additive when a span is split at any point', () => {
    const cuts = [0, 17, 599, 600, 601, 1234, 5999, 6000, 7777, 36000];
    for (const rate of [1, 0.5, 1.1, 0.29, { numerator: 11, denominator: 10 }]) {
      const whole = fpRegainedBetween(cuts[0], cuts[cuts.length - 1], rate);
      let pieces = 0;
      for (let i = 1; i < cuts.length; i++) pieces += fpRegainedBetween(cuts[i - 1], cuts[i], rate);
      expect(pieces).toBe(whole);
    }
    expect(fpRegainedBetween(0, 36000, 1.1)).toBe(66);
  });

  it('refuses a span that runs backwards or a negative rate', () => {
    expect(() => fpRegainedBetween(600, 0)).toThrow(/t1: must be a time no earlier than t0/);
    expect(() => fpRegainedBetween(0, 600, -1)).toThrow(/rate/);
  });
});
