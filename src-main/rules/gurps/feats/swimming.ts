import type { Rng } from '../../dice/rng';
import { num } from '../format';
import { rollTarget, skillOrDefault, type RollTarget } from '../modifiers';
import { successChances, successRoll, type SuccessChances, type SuccessRoll } from '../success';
import { requireInteger, requireWhole, requireWholeBetween } from '../validate';

// 000_4b7986e803b19dcc.txt, "Swimming".

export const SWIM_CHECK_SECONDS = 5 * 60;
export const SWIM_RETRY_SECONDS = 5;
export const SWIM_AFTER_RECOVERY_SECONDS = 60;
export const SWIM_ENDURANCE_SECONDS = 60;
/** GURPS Basic Set's default for Swimming; the shared text does not give one. */
export const SWIMMING_DEFAULT_PENALTY = 4;

export interface SwimmerInput {
  /** Swimming skill if learned; HT-4 is used when it is better or the skill is missing. */
  readonly swimming?: number;
  readonly ht: number;
  /** 0-4; an overloaded carrier passes 4 (see `encumbrancePenalty`). */
  readonly encumbranceLevel: number;
  /** Went in on purpose. */
  readonly intentional: boolean;
}

/**
 * The roll on entering deep water, every 5 minutes, and on each 5-second retry.
 * We keep the +3 for a deliberate entry on all of them: it describes how this swim began.
 */
export function swimmingTarget(input: SwimmerInput): RollTarget {
  const { ht, encumbranceLevel, intentional } = input;
  requireWhole('ht', ht, 1);
  requireWholeBetween('encumbranceLevel', encumbranceLevel, 0, 4);
  const base = skillOrDefault({ skillName: 'Swimming', skill: input.swimming, attributeName: 'HT', attribute: ht, defaultPenalty: SWIMMING_DEFAULT_PENALTY });
  return rollTarget(base, [
    { label: 'twice encumbrance', value: 0 - 2 * encumbranceLevel },
    { label: 'entered on purpose', value: intentional ? 3 : 0 },
  ]);
}

export interface WaterMove {
  readonly move: number;
  readonly formula: string;
}

/** For land-dwellers. Like running, the halving starts at a third of FP or less. */
export function waterMove(input: { readonly basicMove: number; readonly fp: number; readonly fpMax: number }): WaterMove {
  const { basicMove, fp, fpMax } = input;
  requireWhole('basicMove', basicMove);
  requireWhole('fpMax', fpMax, 1);
  requireInteger('fp', fp);
  const full = Math.max(1, Math.floor(basicMove / 5));
  const formula = `Water Move = Basic Move ${basicMove} / 5 without fractions, at least 1 = ${full} yd/s`;
  if (3 * fp > fpMax) return { move: full, formula };
  const move = Math.ceil(full / 2);
  return { move, formula: `${formula}; halved (rounding up) at FP ${fp} of ${fpMax} = ${move} yd/s` };
}

export interface SwimmingPlan {
  readonly target: RollTarget;
  readonly chances: SuccessChances;
  /** Failing every roll from the current FP down to 0. */
  readonly drowningChance: number;
  readonly waterMove: WaterMove;
  /** Per minute at top speed: the better of HT and Swimming, no modifiers. */
  readonly endurance: RollTarget;
  readonly enduranceChances: SuccessChances;
}

export function enduranceTarget(input: { readonly swimming?: number; readonly ht: number }): RollTarget {
  requireWhole('ht', input.ht, 1);
  if (input.swimming !== undefined) requireInteger('swimming', input.swimming);
  const useSkill = input.swimming !== undefined && input.swimming > input.ht;
  return rollTarget(useSkill ? { label: 'Swimming', value: input.swimming! } : { label: 'HT', value: input.ht });
}

/** Failures needed to reach 0 FP; one more failure drowns a swimmer already at 0 or below. */
const failuresToDrown = (fp: number): number => Math.max(1, fp);

export function swimmingPlan(input: SwimmerInput & { readonly basicMove: number; readonly fp: number; readonly fpMax: number }): SwimmingPlan {
  const target = swimmingTarget(input);
  const chances = successChances(target.effective);
  const move = waterMove(input);
  const endurance = enduranceTarget(input);
  return {
    target,
    chances,
    drowningChance: chances.failure ** failuresToDrown(input.fp),
    waterMove: move,
    endurance,
    enduranceChances: successChances(endurance.effective),
  };
}

export interface SwimRoll {
  /** Seconds after the first roll of this sequence. */
  readonly atSecond: number;
  readonly roll: SuccessRoll;
  readonly fpAfter: number;
}

export interface SwimStruggle {
  readonly target: RollTarget;
  readonly rolls: readonly SwimRoll[];
  readonly success: boolean;
  readonly drowning: boolean;
  readonly fpLost: number;
  readonly fp: number;
  /** When the next Swimming roll falls due after the last one here; null when drowning. */
  readonly nextRollInSeconds: number | null;
  readonly sentences: readonly string[];
}

/**
 * One Swimming roll and, after a failure, the 5-second retries until one succeeds
 * or FP reaches 0. A rescue is the GM's to call: stop reading the rolls there. At 0
 * FP or below a drowning swimmer may keep struggling at 1 HP per FP (`applyFatigue`).
 */
export function rollSwimming(input: SwimmerInput & { readonly fp: number; readonly fpMax: number }, rng: Rng): SwimStruggle {
  const { fpMax } = input;
  requireWhole('fpMax', fpMax, 1);
  requireInteger('fp', input.fp);
  const target = swimmingTarget(input);
  const rolls: SwimRoll[] = [];
  const sentences: string[] = [];
  let fp = input.fp;
  for (let at = 0; ; at += SWIM_RETRY_SECONDS) {
    const roll = successRoll(target.effective, rng);
    if (roll.success) {
      rolls.push({ atSecond: at, roll, fpAfter: fp });
      const recovered = rolls.length > 1;
      const nextRollInSeconds = recovered ? SWIM_AFTER_RECOVERY_SECONDS : SWIM_CHECK_SECONDS;
      sentences.push(`${num(at)} s: rolled ${roll.roll.total} against ${target.effective}, keeps afloat.`);
      sentences.push(recovered ? 'Recovered: the next roll comes in 1 minute.' : 'The next roll comes in 5 minutes.');
      return { target, rolls, success: true, drowning: false, fpLost: input.fp - fp, fp, nextRollInSeconds, sentences };
    }
    fp--;
    rolls.push({ atSecond: at, roll, fpAfter: fp });
    sentences.push(`${num(at)} s: rolled ${roll.roll.total} against ${target.effective}, goes under and loses 1 FP (FP ${fp}).`);
    if (fp <= 0) {
      sentences.push('FP is gone: drowning.');
      return { target, rolls, success: false, drowning: true, fpLost: input.fp - fp, fp, nextRollInSeconds: null, sentences };
    }
  }
}

export interface SwimEnduranceRoll {
  readonly target: RollTarget;
  readonly roll: SuccessRoll;
  readonly fpLost: number;
}

/** After each minute of swimming flat out. */
export function rollSwimEndurance(input: { readonly swimming?: number; readonly ht: number }, rng: Rng): SwimEnduranceRoll {
  const target = enduranceTarget(input);
  const roll = successRoll(target.effective, rng);
  return { target, roll, fpLost: roll.success ? 0 : 1 };
}
