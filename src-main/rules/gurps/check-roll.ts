import type { Rng } from '../dice/rng';
import type { RollTarget } from './modifiers';
import { successChances, successRoll, type SuccessChances, type SuccessRoll } from './success';
import { requireInteger } from './validate';

// A mental feat's roll (000_4b7986e803b19dcc.txt, "Mental Feats"): 3d against a target
// built from a base and modifiers, with its exact chances and a sentence for the GM.

export interface CheckChances {
  readonly target: RollTarget;
  readonly chances: SuccessChances;
}

export interface CheckRoll extends CheckChances {
  readonly roll: SuccessRoll;
  readonly success: boolean;
  readonly margin: number;
  readonly critical: SuccessRoll['critical'];
  readonly outcome: string;
}

function describeRoll(what: string, target: RollTarget, r: SuccessRoll): string {
  const critical = r.critical === 'success' ? 'critical success' : r.critical === 'failure' ? 'critical failure' : r.success ? 'success' : 'failure';
  const by = r.margin === 0 ? 'exactly' : `by ${Math.abs(r.margin)}`;
  return `${what} against ${target.formula}: rolled ${r.roll.total}, ${critical} ${by}.`;
}

export function rollCheck(what: string, target: RollTarget, rng: Rng): CheckRoll {
  const r = successRoll(target.effective, rng);
  return {
    target,
    chances: successChances(target.effective),
    roll: r,
    success: r.success,
    margin: r.margin,
    critical: r.critical,
    outcome: describeRoll(what, target, r),
  };
}

export function checkedBase(label: string, value: number): { label: string; value: number } {
  requireInteger(label, value);
  return { label, value };
}
