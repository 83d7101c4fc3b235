import { num } from '../format';
import { requireAtLeast, requireWhole } from '../validate';

// 000_4b7986e803b19dcc.txt, "Jumping Distance".

export interface JumpDistance {
  readonly standing: number;
  /** Equal to `standing` without a run-up. */
  readonly running: number;
  readonly standingFormula: string;
  readonly runningFormula: string;
}

export interface Jumps {
  /** Inches. */
  readonly high: JumpDistance;
  /** Feet. */
  readonly broad: JumpDistance;
}

interface JumpRule {
  readonly name: string;
  readonly perMove: number;
  readonly less: number;
  readonly unit: string;
}

const HIGH: JumpRule = { name: 'High jump', perMove: 6, less: 10, unit: 'in' };
const BROAD: JumpRule = { name: 'Broad jump', perMove: 2, less: 3, unit: 'ft' };

/** A weak jumper's formula can go below zero; a jump is never shorter than nothing. */
function jump(rule: JumpRule, basicMove: number, runYards: number): JumpDistance {
  const { name, perMove, less, unit } = rule;
  const standing = Math.max(0, perMove * basicMove - less);
  const standingFormula = `${name} = ${perMove} x Basic Move ${basicMove} - ${less} = ${standing} ${unit}${perMove * basicMove - less < 0 ? ' (no less than 0)' : ''}`;
  if (runYards === 0) return { standing, running: standing, standingFormula, runningFormula: standingFormula };
  const uncapped = Math.max(0, perMove * (basicMove + runYards) - less);
  const running = Math.min(uncapped, 2 * standing);
  const cap = running < uncapped ? `, capped at twice the standing jump = ${num(running)} ${unit}` : '';
  const runningFormula = `Running ${name.toLowerCase()} = ${perMove} x (Basic Move ${basicMove} + ${num(runYards)} yd run) - ${less} = ${num(uncapped)} ${unit}${cap}`;
  return { standing, running, standingFormula, runningFormula };
}

export function jumping(input: { readonly basicMove: number; readonly runYards?: number }): Jumps {
  const { basicMove, runYards = 0 } = input;
  requireWhole('basicMove', basicMove);
  requireAtLeast('runYards', runYards);
  return { high: jump(HIGH, basicMove, runYards), broad: jump(BROAD, basicMove, runYards) };
}
