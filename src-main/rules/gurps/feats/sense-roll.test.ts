import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/scripted-rng';
import { senseChances, senseRoll } from './sense-roll';

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
