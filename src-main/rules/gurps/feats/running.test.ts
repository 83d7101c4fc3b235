import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/scripted-rng';
import { planRun, rollRun, runningSpeeds } from './running';

const FAIL = [6, 6, 6];
const PASS = [1, 1, 1];

describe('running (000_4b7986e803b19dcc.txt, "Running")', () => {
  it('the worked example: Move 7 sprints at 8.4 yd/s; paced running is half that', () => {
    const s = runningSpeeds({ move: 7, fp: 10, fpMax: 10 });
    expect(s.sprint).toBe(8.4);
    expect(s.paced).toBe(4.2);
    expect(s.formulas).toEqual(['Sprint = Move 7 x 1.2 = 8.4 yd/s after the first second', 'Paced = sprint 8.4 / 2 = 4.2 yd/s']);
  });

  it('at a third of FP or less, running Move halves (rounding up)', () => {
    expect(runningSpeeds({ move: 7, fp: 4, fpMax: 12 })).toMatchObject({ tired: true, groundMove: 4 });
    expect(runningSpeeds({ move: 7, fp: 5, fpMax: 12 })).toMatchObject({ tired: false, groundMove: 7 });
  });

  it('a sprint covers Move in the first second, then Move x 1.2 a second; HT rolls fall due every 15 s', () => {
    const base = { move: 5, mode: 'sprint' as const, ht: 10, fp: 10, fpMax: 10 };
    expect(planRun({ ...base, distanceYards: 5 })).toMatchObject({ seconds: 1, rolls: 0 });
    // 5 + 6 x 14 = 89 yd: arrives exactly at 15 s, so no roll is due.
    expect(planRun({ ...base, distanceYards: 89 })).toMatchObject({ seconds: 15, rolls: 0, expectedFpLost: 0 });
    expect(planRun({ ...base, distanceYards: 95 })).toMatchObject({ seconds: 16, rolls: 1 });
  });

  it('expected FP lost: two rolls at HT 10 lose 1 FP on average, 0/1/2 with 1/4, 1/2, 1/4', () => {
    const plan = planRun({ move: 5, mode: 'sprint', ht: 10, fp: 10, fpMax: 10, distanceYards: 269 });
    expect(plan).toMatchObject({ seconds: 45, rolls: 2 });
    expect(plan.expectedFpLost).toBeCloseTo(1, 12);
    expect(plan.fpLostOutcomes.map((o) => o.fpLost)).toEqual([0, 1, 2]);
    expect(plan.fpLostOutcomes.map((o) => o.probability)).toEqual([0.25, 0.5, 0.25]);
  });

  it('paced running rolls every minute', () => {
    const plan = planRun({ move: 5, mode: 'paced', ht: 12, fp: 10, fpMax: 10, distanceYards: 540 });
    expect(plan).toMatchObject({ seconds: 180, rolls: 2 });
    expect(plan.expectedFpLost).toBeCloseTo(2 * (56 / 216), 12);
  });

  it('a runner who tires mid-run slows down, and so may owe another roll', () => {
    // Paced Move 5 = 3 yd/s; FP 4 of 10, so the first failure (FP 3) halves Move to 3 = 1.8 yd/s.
    const plan = planRun({ move: 5, mode: 'paced', ht: 10, fp: 4, fpMax: 10, distanceYards: 350 });
    expect(plan.rolls).toBe(1);
    // Pass at 60 s: 0 FP, arrive at 116.7 s. Fail: at 180 yd, 170 yd more at 1.8 = 154.4 s, with a roll at 120 s.
    expect(plan.expectedFpLost).toBeCloseTo(0.75, 12);
    expect(plan.expectedSeconds).toBeCloseTo((350 / 3 + 60 + 170 / 1.8) / 2, 9);
  });

  it('a runner at the edge of -FP passes out on the next failure', () => {
    const plan = planRun({ move: 5, mode: 'paced', ht: 10, fp: -9, fpMax: 10, distanceYards: 350 });
    // Already tired: 1.8 yd/s, 194.4 s, rolls at 60, 120, 180.
    expect(plan.rolls).toBe(3);
    expect(plan.unconsciousChance).toBeCloseTo(0.875, 12);
    expect(plan.expectedFpLost).toBeCloseTo(0.875, 12);
  });

  it('rolling the run returns every HT roll and plays the slowdown out', () => {
    const run = rollRun({ move: 5, mode: 'paced', ht: 10, fp: 4, fpMax: 10, distanceYards: 350 }, scriptedRng([...FAIL, ...PASS]));
    expect(run.checks.map((c) => [c.atSecond, c.roll.success, c.fpAfter])).toEqual([
      [60, false, 3],
      [120, true, 3],
    ]);
    expect(run).toMatchObject({ fpLost: 1, fp: 3, arrived: true, slowedAtSecond: 60 });
    expect(run.seconds).toBeCloseTo(60 + 170 / 1.8, 9);
  });

  it('a rolled run can end in passing out', () => {
    const run = rollRun({ move: 5, mode: 'sprint', ht: 10, fp: -9, fpMax: 10, distanceYards: 100 }, scriptedRng(FAIL));
    expect(run).toMatchObject({ arrived: false, fp: -10, seconds: 15 });
  });

  it('the exact plan agrees with rolling every possible run of passes and failures', () => {
    // FP 2 of 3: one failure slows the runner, five put them out; HT 12 fails on 56 of 216.
    const input = { move: 5, mode: 'paced' as const, ht: 12, fp: 2, fpMax: 3, distanceYards: 1000 };
    const q = 56 / 216;
    let expectedFp = 0;
    let unconscious = 0;
    const walk = (outcomes: boolean[], p: number) => {
      let run;
      try {
        run = rollRun(input, scriptedRng(outcomes.flatMap((pass) => (pass ? PASS : FAIL))));
      } catch {
        walk([...outcomes, true], p * (1 - q));
        walk([...outcomes, false], p * q);
        return;
      }
      expectedFp += p * run.fpLost;
      if (!run.arrived) unconscious += p;
    };
    walk([], 1);
    const plan = planRun(input);
    expect(plan.expectedFpLost).toBeCloseTo(expectedFp, 12);
    expect(plan.unconsciousChance).toBeCloseTo(unconscious, 12);
    expect(unconscious).toBeGreaterThan(0);
  });

  it('refuses a standing runner, no distance, or an absurdly long run', () => {
    const base = { move: 5, mode: 'sprint' as const, ht: 10, fp: 10, fpMax: 10, distanceYards: 100 };
    expect(() => planRun({ ...base, move: 0 })).toThrow(/move: must be a whole number of 1 or more/);
    expect(() => planRun({ ...base, distanceYards: 0 })).toThrow(/distanceYards/);
    expect(() => planRun({ ...base, distanceYards: 1_000_000 })).toThrow(/HT rolls/);
    expect(() => planRun({ ...base, fp: -10 })).toThrow(/fp: must be above -fpMax/);
  });
});
