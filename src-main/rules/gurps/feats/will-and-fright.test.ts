import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/scripted-rng';
import { frightChances, frightCheck, willChances, willRoll } from './will-and-fright';

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
