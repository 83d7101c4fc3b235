import { num } from './format';
import { requireAtLeast, requireInteger, requireWhole } from './validate';
import { RuleInputError } from '../rule-input-error';

// 000_4b7986e803b19dcc.txt, "Fatigue": "Lost Fatigue Points" and "Recovering from Fatigue".

export type FatigueStateId = 'fresh' | 'very-tired' | 'collapsing' | 'unconscious';

export interface FatigueState {
  readonly id: FatigueStateId;
  readonly label: string;
  /** Halve Move, Dodge and ST (round up); HP and damage stay as they are. */
  readonly veryTired: boolean;
  /** At 0 FP or less: a Will roll before anything but talking or resting (each maneuver except Do Nothing). */
  readonly willRollToAct: boolean;
  /** At 0 FP or less, each further FP lost costs 1 HP as well. */
  readonly fpLossCostsHp: boolean;
  readonly unconscious: boolean;
  readonly effects: readonly string[];
}

export const isVeryTired = (fp: number, fpMax: number): boolean => 3 * fp < fpMax;

function checkPools(fp: number, fpMax: number): void {
  requireWhole('fpMax', fpMax, 1);
  requireInteger('fp', fp);
  if (fp > fpMax) throw new RuleInputError('fp', `must be at most fpMax ${fpMax}, got ${fp}`);
  if (fp < -fpMax) throw new RuleInputError('fp', `cannot fall below -fpMax (${-fpMax}), got ${fp}`);
}

export function fatigueState(input: { readonly fp: number; readonly fpMax: number }): FatigueState {
  const { fp, fpMax } = input;
  checkPools(fp, fpMax);
  const veryTired = isVeryTired(fp, fpMax);
  const effects: string[] = [];
  if (veryTired) effects.push(`Under a third of FP (${fp} of ${fpMax}): Move, Dodge and ST are halved, rounding up.`);
  if (fp <= 0) effects.push('At 0 FP or below: every further FP lost also costs 1 HP.');
  if (fp <= -fpMax) {
    effects.push(`Unconscious at ${fp} FP; FP regained at the resting rate, waking once FP is above 0.`);
    effects.push('FP can go no lower: further FP costs come off HP instead.');
    return { id: 'unconscious', label: 'Unconscious', veryTired, willRollToAct: false, fpLossCostsHp: true, unconscious: true, effects };
  }
  if (fp <= 0) {
    effects.push('A Will roll is needed to do anything but talk or rest; failure means collapse until FP is above 0.');
    return { id: 'collapsing', label: 'On the verge of collapse', veryTired, willRollToAct: true, fpLossCostsHp: true, unconscious: false, effects };
  }
  if (veryTired) return { id: 'very-tired', label: 'Very tired', veryTired, willRollToAct: false, fpLossCostsHp: false, unconscious: false, effects };
  return { id: 'fresh', label: 'Not badly tired', veryTired, willRollToAct: false, fpLossCostsHp: false, unconscious: false, effects };
}

export interface FatigueLoss {
  readonly fp: number;
  /** FP actually taken off (less than the cost once FP reaches -fpMax). */
  readonly fpLost: number;
  readonly hp: number;
  readonly hpLost: number;
  readonly state: FatigueState;
  readonly sentences: readonly string[];
}

/** Spends `amount` FP one point at a time, since each point's side effect depends on where FP stands. */
export function applyFatigue(pools: { readonly fp: number; readonly fpMax: number; readonly hp: number }, amount: number): FatigueLoss {
  const { fpMax, hp } = pools;
  checkPools(pools.fp, fpMax);
  requireInteger('hp', hp);
  requireWhole('amount', amount);
  let fp = pools.fp;
  let alsoHp = 0;
  let insteadHp = 0;
  for (let i = 0; i < amount; i++) {
    if (fp <= -fpMax) insteadHp++;
    else {
      if (fp <= 0) alsoHp++;
      fp--;
    }
  }
  const fpLost = pools.fp - fp;
  const hpLost = alsoHp + insteadHp;
  const sentences = [`${amount} FP spent: FP ${pools.fp} -> ${fp}.`];
  if (alsoHp > 0) sentences.push(`${alsoHp} of those FP were lost at 0 FP or below, costing ${alsoHp} HP as well.`);
  if (insteadHp > 0) sentences.push(`FP stops at ${-fpMax}, so the last ${insteadHp} came off HP instead.`);
  if (hpLost > 0) sentences.push(`HP ${hp} -> ${hp - hpLost}.`);
  const state = fatigueState({ fp, fpMax });
  sentences.push(...state.effects);
  return { fp, fpLost, hp: hp - hpLost, hpLost, state, sentences };
}

export const REST_MINUTES_PER_FP = 10;
export const REST_SECONDS_PER_FP = REST_MINUTES_PER_FP * 60;

export interface RestRecovery {
  readonly regained: number;
  readonly fp: number;
  readonly formula: string;
}

/** Capped at full FP; `decentMeal` is the GM's optional extra point for eating during the rest. */
export function restRecovery(input: {
  readonly fp: number;
  readonly fpMax: number;
  readonly minutes: number;
  readonly decentMeal?: boolean;
}): RestRecovery {
  const { fp, fpMax, minutes, decentMeal = false } = input;
  checkPools(fp, fpMax);
  requireAtLeast('minutes', minutes);
  const fromRest = Math.floor(minutes / REST_MINUTES_PER_FP);
  const wanted = fromRest + (decentMeal ? 1 : 0);
  const regained = Math.min(wanted, fpMax - fp);
  const meal = decentMeal ? ' + 1 for a decent meal' : '';
  const capped = regained < wanted ? `, capped at full FP ${fpMax}` : '';
  return {
    regained,
    fp: fp + regained,
    formula: `${num(minutes)} min of rest / 10 = ${fromRest} FP${meal}${capped}: ${regained} regained`,
  };
}

/** A rate per 10-minute boundary as a fraction, so 11/10 per boundary counts exactly. */
export interface RecoveryRate {
  readonly numerator: number;
  readonly denominator: number;
}

const FLOAT_GUARD = 1e-9;

function regainedBy(boundaries: number, rate: number | RecoveryRate): number {
  if (typeof rate === 'number') return Math.floor(boundaries * rate + FLOAT_GUARD);
  return Math.floor((boundaries * rate.numerator) / rate.denominator);
}

/**
 * FP regained on a game clock between absolute times t0 <= t1 (seconds): one `rate`
 * per whole 10-minute mark passed, fractions carried over. Both ends are measured
 * from fixed marks, so splitting a span anywhere gives the same total. A plain
 * number rate is floored with a tiny guard against float error (0.29 x 100 would
 * otherwise give 28); pass a fraction to avoid the question altogether.
 */
export function fpRegainedBetween(t0: number, t1: number, rate: number | RecoveryRate = 1): number {
  if (!Number.isFinite(t0)) throw new RuleInputError('t0', `must be a finite number of seconds, got ${t0}`);
  if (!Number.isFinite(t1) || t1 < t0) throw new RuleInputError('t1', `must be a time no earlier than t0 (${t0}), got ${t1}`);
  if (typeof rate === 'number') requireAtLeast('rate', rate);
  else {
    requireWhole(['rate', 'numerator'], rate.numerator);
    requireWhole(['rate', 'denominator'], rate.denominator, 1);
  }
  const b0 = Math.floor(t0 / REST_SECONDS_PER_FP);
  const b1 = Math.floor(t1 / REST_SECONDS_PER_FP);
  return regainedBy(b1, rate) - regainedBy(b0, rate);
}
