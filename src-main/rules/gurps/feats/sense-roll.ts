import type { Rng } from '../../dice/rng';
import { checkedBase, rollCheck, type CheckChances, type CheckRoll } from '../check-roll';
import { rollTarget, type RollModifier, type RollTarget } from '../modifiers';
import { successChances } from '../success';
import { requireInteger } from '../validate';
import { RuleInputError } from '../../rule-input-error';

// 000_4b7986e803b19dcc.txt, "Sense Roll".

export type Sense = 'vision' | 'hearing' | 'taste-smell';

export const SENSE_LABELS: Readonly<Record<Sense, string>> = { vision: 'Vision', hearing: 'Hearing', 'taste-smell': 'Taste/Smell' };

export interface SenseInput {
  readonly sense: Sense;
  readonly per: number;
  /** A skill the GM lets stand in for Per (Observation, Search); used instead of Per when given. */
  readonly substitute?: { readonly label: string; readonly level: number };
  readonly modifiers?: readonly RollModifier[];
}

function senseTarget(input: SenseInput): RollTarget {
  if (!(input.sense in SENSE_LABELS)) throw new RuleInputError('sense', `must be one of ${Object.keys(SENSE_LABELS).join(', ')}, got '${input.sense}'`);
  requireInteger('per', input.per);
  const base = input.substitute ? checkedBase(input.substitute.label, input.substitute.level) : { label: 'Per', value: input.per };
  return rollTarget(base, input.modifiers);
}

export function senseChances(input: SenseInput): CheckChances {
  const target = senseTarget(input);
  return { target, chances: successChances(target.effective) };
}

export function senseRoll(input: SenseInput, rng: Rng): CheckRoll {
  return rollCheck(`${SENSE_LABELS[input.sense]} roll`, senseTarget(input), rng);
}
