import type { Rng } from '../../dice/rng';
import { durationText, num } from '../format';
import { successChances, successRoll, type SuccessChances, type SuccessRoll } from '../success';
import { requireInteger, requirePositive, requireWhole } from '../validate';
import { RuleInputError } from '../../rule-input-error';

// 000_4b7986e803b19dcc.txt, "Running".

export type RunMode = 'sprint' | 'paced';

export const SPRINT_CHECK_SECONDS = 15;
export const PACED_CHECK_SECONDS = 60;
/** Guards time: the exact calculation walks every HT roll of the run. */
export const MAX_RUN_ROLLS = 1000;

/** This section says "1/3 or less", one FP earlier than the general fatigue rule's "less than 1/3". */
export const runningTired = (fp: number, fpMax: number): boolean => 3 * fp <= fpMax;

export interface RunningSpeeds {
  /** Yards per second after the low-FP halving, if any. */
  readonly groundMove: number;
  readonly tired: boolean;
  /** After the first second at `groundMove`. */
  readonly sprint: number;
  /** Half the sprint, from the start. */
  readonly paced: number;
  readonly formulas: readonly string[];
}

/** `move` is ground Move after encumbrance (and injury); the low-FP halving is applied here. */
export function runningSpeeds(input: { readonly move: number; readonly fp: number; readonly fpMax: number }): RunningSpeeds {
  const { move, fp, fpMax } = input;
  requireWhole('move', move);
  requireWhole('fpMax', fpMax, 1);
  requireInteger('fp', fp);
  const tired = runningTired(fp, fpMax);
  const groundMove = tired ? Math.ceil(move / 2) : move;
  const sprint = (groundMove * 6) / 5;
  const paced = (groundMove * 3) / 5;
  const formulas: string[] = [];
  if (tired) formulas.push(`FP ${fp} of ${fpMax} is a third or less: running Move ${move} / 2 rounded up = ${groundMove}`);
  formulas.push(`Sprint = Move ${groundMove} x 1.2 = ${num(sprint)} yd/s after the first second`);
  formulas.push(`Paced = sprint ${num(sprint)} / 2 = ${num(paced)} yd/s`);
  return { groundMove, tired, sprint, paced, formulas };
}

export interface RunInput {
  readonly move: number;
  readonly distanceYards: number;
  readonly mode: RunMode;
  readonly ht: number;
  readonly fp: number;
  readonly fpMax: number;
}

interface Pace {
  readonly firstSecond: number;
  readonly after: number;
}

const paceFor = (groundMove: number, mode: RunMode): Pace =>
  mode === 'sprint' ? { firstSecond: groundMove, after: (groundMove * 6) / 5 } : { firstSecond: (groundMove * 3) / 5, after: (groundMove * 3) / 5 };

const positionAt = (pace: Pace, t: number): number => (t <= 1 ? pace.firstSecond * t : pace.firstSecond + pace.after * (t - 1));

const secondsToCover = (pace: Pace, yards: number): number =>
  yards <= pace.firstSecond ? yards / pace.firstSecond : 1 + (yards - pace.firstSecond) / pace.after;

/** Where a runner is: FP now, and when (if ever) the low-FP halving cut in mid-run. */
interface Runner {
  readonly fp: number;
  readonly slowedAt: number | null;
}

interface RunModel {
  readonly input: RunInput;
  readonly interval: number;
  readonly startPace: Pace;
  readonly slowPace: Pace;
  /** Whether a runner can still slow down (not already halved at the start). */
  readonly canSlow: boolean;
}

function runModel(input: RunInput): RunModel {
  const { move, distanceYards, mode, ht, fp, fpMax } = input;
  if (mode !== 'sprint' && mode !== 'paced') throw new RuleInputError('mode', `must be 'sprint' or 'paced', got '${mode}'`);
  requireWhole('move', move, 1);
  requirePositive('distanceYards', distanceYards);
  requireWhole('ht', ht, 1);
  requireWhole('fpMax', fpMax, 1);
  requireInteger('fp', fp);
  if (fp <= -fpMax) throw new RuleInputError('fp', `must be above -fpMax (${-fpMax}) to run at all, got ${fp}`);
  if (fp > fpMax) throw new RuleInputError('fp', `must be at most fpMax ${fpMax}, got ${fp}`);
  const speeds = runningSpeeds({ move, fp, fpMax });
  const startPace = paceFor(speeds.groundMove, mode);
  const interval = mode === 'sprint' ? SPRINT_CHECK_SECONDS : PACED_CHECK_SECONDS;
  const rollsAtStart = Math.ceil(secondsToCover(startPace, distanceYards) / interval) - 1;
  if (rollsAtStart > MAX_RUN_ROLLS) {
    throw new RuleInputError('distanceYards', `${distanceYards} needs over ${MAX_RUN_ROLLS} HT rolls at this pace; split the run`);
  }
  return { input, interval, startPace, slowPace: paceFor(Math.ceil(move / 2), mode), canSlow: !speeds.tired };
}

// The halving can only start at a check, 15 s or more in, so the slower pace is already past its first second.
function finishTime(model: RunModel, runner: Runner): number {
  const { distanceYards } = model.input;
  if (runner.slowedAt === null) return secondsToCover(model.startPace, distanceYards);
  const covered = positionAt(model.startPace, runner.slowedAt);
  return runner.slowedAt + (distanceYards - covered) / model.slowPace.after;
}

/** After a failed HT roll at time t. */
function afterFailure(model: RunModel, runner: Runner, t: number): Runner {
  const fp = runner.fp - 1;
  const slows = model.canSlow && runner.slowedAt === null && runningTired(fp, model.input.fpMax);
  return { fp, slowedAt: slows ? t : runner.slowedAt };
}

const isOut = (model: RunModel, runner: Runner): boolean => runner.fp <= -model.input.fpMax;

export interface RunOutcome {
  readonly fpLost: number;
  readonly probability: number;
}

export interface RunPlan {
  readonly speeds: RunningSpeeds;
  /** Time and HT rolls if the runner never slows down. */
  readonly seconds: number;
  readonly time: string;
  readonly rolls: number;
  readonly htChances: SuccessChances;
  /** Exact, allowing for a runner who drops to a third of FP mid-run and slows (and so rolls more often). */
  readonly expectedFpLost: number;
  /** Average time among runners who arrive. */
  readonly expectedSeconds: number;
  /** Chance of running FP down to -fpMax and passing out before arriving. */
  readonly unconsciousChance: number;
  readonly fpLostOutcomes: readonly RunOutcome[];
  readonly sentences: readonly string[];
}

/** Tallies how runs end: FP lost -> probability, plus arrival times. */
class RunEnds {
  readonly byFpLost = new Map<number, number>();
  arrived = 0;
  arrivedSeconds = 0;
  unconscious = 0;

  add(fpLost: number, p: number, arrivalSeconds: number | null): void {
    if (p === 0) return;
    this.byFpLost.set(fpLost, (this.byFpLost.get(fpLost) ?? 0) + p);
    if (arrivalSeconds === null) this.unconscious += p;
    else {
      this.arrived += p;
      this.arrivedSeconds += p * arrivalSeconds;
    }
  }
}

/**
 * Once a runner's pace can no longer change, the rest of the run is fixed: a known
 * number of HT rolls, each costing 1 FP at chance q, with the run cut short if FP
 * reaches -fpMax. That is a binomial, worked in logs so long runs do not underflow.
 */
function settleFixedPace(model: RunModel, runner: Runner, checksDone: number, p: number, q: number, ends: RunEnds): void {
  const finish = finishTime(model, runner);
  const remaining = Math.max(0, Math.ceil(finish / model.interval) - 1 - checksDone);
  const lostSoFar = model.input.fp - runner.fp;
  const untilOut = runner.fp + model.input.fpMax;
  let logPmf = remaining * Math.log(1 - q);
  let below = 0;
  for (let k = 0; k <= remaining && k < untilOut; k++) {
    const pmf = Math.exp(logPmf);
    ends.add(lostSoFar + k, p * pmf, finish);
    below += pmf;
    logPmf += Math.log((remaining - k) / (k + 1)) + Math.log(q / (1 - q));
  }
  if (remaining >= untilOut) ends.add(lostSoFar + untilOut, p * Math.max(0, 1 - below), null);
}

/**
 * An HT roll falls due at each 15 s of sprinting (60 s paced) while the runner is
 * still going; arriving exactly on the mark needs none. Each failure costs 1 FP.
 * At 0 FP or below every action needs a Will roll too; that is left to the GM.
 */
export function planRun(input: RunInput): RunPlan {
  const model = runModel(input);
  const htChances = successChances(input.ht);
  const q = htChances.failure;
  const speeds = runningSpeeds(input);
  const seconds = finishTime(model, { fp: input.fp, slowedAt: null });
  const rolls = Math.ceil(seconds / model.interval) - 1;
  const ends = new RunEnds();
  if (!model.canSlow) settleFixedPace(model, { fp: input.fp, slowedAt: null }, 0, 1, q, ends);
  else {
    // Until they tire, every runner keeps the starting pace, so only their FP differs.
    let fresh = new Map<number, number>([[input.fp, 1]]);
    for (let check = 1; check <= rolls; check++) {
      const t = check * model.interval;
      const next = new Map<number, number>();
      for (const [fp, p] of fresh) {
        next.set(fp, (next.get(fp) ?? 0) + p * (1 - q));
        const tired = afterFailure(model, { fp, slowedAt: null }, t);
        if (tired.slowedAt === null) next.set(tired.fp, (next.get(tired.fp) ?? 0) + p * q);
        else settleFixedPace(model, tired, check, p * q, q, ends);
      }
      fresh = next;
    }
    for (const [fp, p] of fresh) ends.add(input.fp - fp, p, seconds);
  }
  const fpLostOutcomes = [...ends.byFpLost.entries()].sort(([a], [b]) => a - b).map(([fpLost, probability]) => ({ fpLost, probability }));
  const expectedFpLost = fpLostOutcomes.reduce((sum, o) => sum + o.fpLost * o.probability, 0);
  const time = durationText(seconds);
  const sentences = [
    ...speeds.formulas,
    `${num(input.distanceYards)} yd ${input.mode === 'sprint' ? 'sprinting' : 'at a steady pace'} takes ${time}, with ${rolls} HT roll${rolls === 1 ? '' : 's'} against ${input.ht} on the way.`,
    `Expected FP lost: ${num(expectedFpLost)}.`,
  ];
  return {
    speeds,
    seconds,
    time,
    rolls,
    htChances,
    expectedFpLost,
    expectedSeconds: ends.arrivedSeconds / ends.arrived,
    unconsciousChance: ends.unconscious,
    fpLostOutcomes,
    sentences,
  };
}

export interface RunCheck {
  readonly atSecond: number;
  readonly roll: SuccessRoll;
  readonly fpAfter: number;
}

export interface RunResult {
  readonly checks: readonly RunCheck[];
  readonly fpLost: number;
  readonly fp: number;
  /** Arrival time, or the moment of passing out. */
  readonly seconds: number;
  readonly arrived: boolean;
  /** When the runner slowed to half Move for low FP, if that happened on the way. */
  readonly slowedAtSecond: number | null;
  readonly sentences: readonly string[];
}

/** Plays the run out with real HT rolls; FP spent at 0 or below also costs HP, which `applyFatigue` works out. */
export function rollRun(input: RunInput, rng: Rng): RunResult {
  const model = runModel(input);
  let runner: Runner = { fp: input.fp, slowedAt: null };
  const checks: RunCheck[] = [];
  const sentences: string[] = [];
  for (let check = 1; ; check++) {
    const t = check * model.interval;
    const finish = finishTime(model, runner);
    if (finish <= t) {
      sentences.push(`Arrived after ${durationText(finish)} having lost ${input.fp - runner.fp} FP.`);
      return { checks, fpLost: input.fp - runner.fp, fp: runner.fp, seconds: finish, arrived: true, slowedAtSecond: runner.slowedAt, sentences };
    }
    const roll = successRoll(input.ht, rng);
    if (!roll.success) runner = afterFailure(model, runner, t);
    checks.push({ atSecond: t, roll, fpAfter: runner.fp });
    sentences.push(`At ${durationText(t)}: HT roll ${roll.roll.total} against ${input.ht}, ${roll.success ? 'no FP lost' : `1 FP lost (FP ${runner.fp})`}.`);
    if (runner.slowedAt === t) sentences.push(`Down to a third of FP or less: running Move halves from here.`);
    if (isOut(model, runner)) {
      sentences.push(`FP reached ${runner.fp}: the runner passes out.`);
      return { checks, fpLost: input.fp - runner.fp, fp: runner.fp, seconds: t, arrived: false, slowedAtSecond: runner.slowedAt, sentences };
    }
  }
}
