import { num } from '../format';
import { requirePositive } from '../validate';
import { RuleInputError } from '../../rule-input-error';

// 000_4b7986e803b19dcc.txt, "Lifting & Moving Things".

export type LiftFeatId = 'one-handed-lift' | 'two-handed-lift' | 'shove' | 'shove-running' | 'carry-on-back' | 'shift-slightly';

export interface LiftFeat {
  readonly id: LiftFeatId;
  readonly label: string;
  /** Heaviest weight, as a multiple of Basic Lift. */
  readonly basicLifts: number;
  /** How long the lift takes, where the rules say. */
  readonly seconds: number | null;
}

export const LIFT_FEATS: readonly LiftFeat[] = [
  { id: 'one-handed-lift', label: 'One-handed lift', basicLifts: 2, seconds: 2 },
  { id: 'two-handed-lift', label: 'Two-handed lift', basicLifts: 8, seconds: 4 },
  { id: 'shove', label: 'Shove or knock over', basicLifts: 12, seconds: null },
  { id: 'shove-running', label: 'Shove or knock over with a running start', basicLifts: 24, seconds: null },
  { id: 'carry-on-back', label: 'Carry on back', basicLifts: 15, seconds: null },
  { id: 'shift-slightly', label: 'Shift slightly', basicLifts: 50, seconds: null },
];

/** Past this many Basic Lifts a load on the back costs FP every second. */
export const CARRY_FP_THRESHOLD_BASIC_LIFTS = 10;

export interface LiftOption {
  readonly id: LiftFeatId;
  readonly label: string;
  /** Pounds. */
  readonly limit: number;
  readonly possible: boolean;
  readonly seconds: number | null;
  readonly fpPerSecond: number;
  readonly formula: string;
}

export interface LiftingAssessment {
  /** Pounds: helpers pool their Basic Lift, never their ST. */
  readonly basicLift: number;
  readonly basicLiftFormula: string;
  readonly options: readonly LiftOption[];
}

/** `basicLift` takes one Basic Lift or everyone's who is helping. */
export function liftingOptions(input: { readonly basicLift: number | readonly number[]; readonly weight: number }): LiftingAssessment {
  const lifts = typeof input.basicLift === 'number' ? [input.basicLift] : input.basicLift;
  if (lifts.length === 0) throw new RuleInputError('basicLift', 'must list at least one Basic Lift');
  lifts.forEach((bl, i) => requirePositive(lifts.length === 1 ? 'basicLift' : ['basicLift', i], bl));
  requirePositive('weight', input.weight);
  const { weight } = input;
  const basicLift = lifts.reduce((a, b) => a + b, 0);
  const basicLiftFormula =
    lifts.length === 1 ? `Basic Lift ${num(basicLift)} lb` : `Combined Basic Lift = ${lifts.map(num).join(' + ')} = ${num(basicLift)} lb`;
  const options = LIFT_FEATS.map((feat) => {
    const limit = feat.basicLifts * basicLift;
    const possible = weight <= limit;
    const fpPerSecond = feat.id === 'carry-on-back' && possible && weight > CARRY_FP_THRESHOLD_BASIC_LIFTS * basicLift ? 1 : 0;
    const time = possible && feat.seconds !== null ? `, takes ${feat.seconds} s` : '';
    const fp = fpPerSecond > 0 ? ', costs 1 FP per second (over 10 x BL)' : '';
    return {
      id: feat.id,
      label: feat.label,
      limit,
      possible,
      seconds: feat.seconds,
      fpPerSecond,
      formula: `${feat.label}: ${feat.basicLifts} x ${num(basicLift)} = ${num(limit)} lb; ${num(weight)} lb ${possible ? 'is within it' : 'is too heavy'}${time}${fp}`,
    };
  });
  return { basicLift, basicLiftFormula, options };
}
