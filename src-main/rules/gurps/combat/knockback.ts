import type { Rng } from '../../dice/rng';
import type { DamageType } from './hit-locations';
import { labelledSuccessRoll, type LabelledRoll } from './trace';
import { wholeNumber } from './validate';

// Knockback is not in the shared rules text (seed 000 names knockdown only). Lantern follows the
// Basic Set (p. B378): only crushing damage, or cutting damage that fails to get through DR,
// pushes the target back one yard per full (ST - 2) of basic damage, never dividing by less than 1;
// a target knocked back rolls DX, at -1 per yard after the first, or falls down.

export interface KnockbackInput {
  readonly damageType: DamageType;
  /** Basic damage, before DR. */
  readonly basicDamage: number;
  /** Damage that got through DR. */
  readonly penetrating: number;
  readonly targetSt: number;
  readonly targetDx: number;
}

export interface Knockback {
  readonly yards: number;
  readonly roll: LabelledRoll | null;
  readonly fallsDown: boolean;
  readonly explanation: string | null;
}

const NONE: Knockback = { yards: 0, roll: null, fallsDown: false, explanation: null };

export function knockback(input: KnockbackInput, rng: Rng): Knockback {
  const basic = wholeNumber('basicDamage', input.basicDamage, 0);
  const st = wholeNumber('targetSt', input.targetSt, 0);
  const pushes = input.damageType === 'cr' || (input.damageType === 'cut' && input.penetrating === 0);
  if (!pushes) return NONE;
  const per = Math.max(1, st - 2);
  const yards = Math.floor(basic / per);
  if (yards === 0) return NONE;
  const target = wholeNumber('targetDx', input.targetDx, 0) - (yards - 1);
  const r = labelledSuccessRoll('DX roll against knockback', target, rng);
  return {
    yards,
    roll: r.entry,
    fallsDown: !r.result.success,
    explanation: `Knockback (Basic Set p. B378): ${basic} basic damage / (ST ${st} - 2 = ${per}) = ${yards} yd; DX ${input.targetDx}${yards > 1 ? ` - ${yards - 1}` : ''} = ${target}, rolled ${r.result.roll.total}: ${r.result.success ? 'keeps their feet' : 'falls down'}.`,
  };
}
