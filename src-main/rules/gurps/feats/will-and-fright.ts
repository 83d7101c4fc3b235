import { roll, type RollResult } from '../../dice/roll';
import type { Rng } from '../../dice/rng';
import { checkedBase, rollCheck, type CheckChances, type CheckRoll } from '../check-roll';
import { rollTarget, type RollModifier, type RollTarget } from '../modifiers';
import { successChances } from '../success';

// 000_4b7986e803b19dcc.txt, "Will Rolls" and "Fright Checks".

export interface WillInput {
  readonly will: number;
  readonly modifiers?: readonly RollModifier[];
}

const willTarget = (input: WillInput): RollTarget => rollTarget(checkedBase('Will', input.will), input.modifiers);

export function willChances(input: WillInput): CheckChances {
  const target = willTarget(input);
  return { target, chances: successChances(target.effective) };
}

export function willRoll(input: WillInput, rng: Rng): CheckRoll {
  return rollCheck('Will roll', willTarget(input), rng);
}

export interface FrightChances extends CheckChances {
  /** Plain failure: stunned for a few seconds. */
  readonly stunned: number;
  /** Critical failure: fainted for minutes. */
  readonly faints: number;
}

export function frightChances(input: WillInput): FrightChances {
  const { target, chances } = willChances(input);
  return { target, chances, stunned: chances.failure - chances.criticalFailure, faints: chances.criticalFailure };
}

export interface FrightCheck extends CheckRoll {
  readonly stunnedSeconds: number | null;
  readonly faintMinutes: number | null;
  /** The 2d (stun) or 1d (faint) added to the margin of failure. */
  readonly effectRoll: RollResult | null;
}

/**
 * A 17 or 18 fails even against a higher Will; the margin of failure is then
 * negative, and we count it as 0 rather than shorten the effect.
 */
export function frightCheck(input: WillInput, rng: Rng): FrightCheck {
  const base = rollCheck('Fright Check', willTarget(input), rng);
  if (base.success) return { ...base, stunnedSeconds: null, faintMinutes: null, effectRoll: null };
  const missedBy = Math.max(0, -base.margin);
  if (base.critical === 'failure') {
    const effectRoll = roll('1d6', rng);
    const faintMinutes = missedBy + effectRoll.total;
    const outcome = `${base.outcome} Faints for ${missedBy} + 1d (${effectRoll.total}) = ${faintMinutes} minutes and cannot be brought round sooner.`;
    return { ...base, outcome, stunnedSeconds: null, faintMinutes, effectRoll };
  }
  const effectRoll = roll('2d6', rng);
  const stunnedSeconds = missedBy + effectRoll.total;
  const outcome = `${base.outcome} Stunned for ${missedBy} + 2d (${effectRoll.total}) = ${stunnedSeconds} seconds.`;
  return { ...base, outcome, stunnedSeconds, faintMinutes: null, effectRoll };
}
