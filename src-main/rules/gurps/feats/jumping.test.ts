import { describe, expect, it } from 'vitest';
import { jumping } from './jumping';

describe('jumping (000_4b7986e803b19dcc.txt, "Jumping Distance")', () => {
  it('the worked examples: Basic Move 6 jumps 26 inches up and 9 feet across', () => {
    const j = jumping({ basicMove: 6 });
    expect(j.high.standing).toBe(26);
    expect(j.broad.standing).toBe(9);
    expect(j.high.standingFormula).toBe('High jump = 6 x Basic Move 6 - 10 = 26 in');
    expect(j.broad.standingFormula).toBe('Broad jump = 2 x Basic Move 6 - 3 = 9 ft');
    expect(j.high.running).toBe(26);
  });

  it('a run-up adds its yards to Basic Move', () => {
    const j = jumping({ basicMove: 6, runYards: 2 });
    expect(j.high.running).toBe(38);
    expect(j.broad.running).toBe(13);
  });

  it('a running jump is at most twice the standing one', () => {
    const j = jumping({ basicMove: 6, runYards: 10 });
    expect(j.high.running).toBe(52);
    expect(j.broad.running).toBe(18);
    expect(j.high.runningFormula).toBe('Running high jump = 6 x (Basic Move 6 + 10 yd run) - 10 = 86 in, capped at twice the standing jump = 52 in');
  });

  it('never negative', () => {
    const j = jumping({ basicMove: 1, runYards: 5 });
    expect([j.high.standing, j.broad.standing, j.high.running, j.broad.running]).toEqual([0, 0, 0, 0]);
    expect(jumping({ basicMove: 2 }).high.standing).toBe(2);
    expect(jumping({ basicMove: 2 }).broad.standing).toBe(1);
  });

  it('refuses a negative run-up or Basic Move', () => {
    expect(() => jumping({ basicMove: 6, runYards: -1 })).toThrow(/runYards: must be 0 or more, got -1/);
    expect(() => jumping({ basicMove: -1 })).toThrow(/basicMove/);
  });
});
