import type { EffectUnit } from '../../../src-shared/contract/effects';
import { SECONDS_PER_DAY, SECONDS_PER_TURN } from '../../../src-shared/time';
import { RuleInputError } from '../rule-input-error';

/**
 * An effect's length in game seconds. A turn is the ten-minute exploration turn in
 * every system; a round is the campaign's own (10 s in Basic Fantasy, GURPS's 1-second
 * combat turn, Shell's chosen length), so "6 rounds" lasts differently per campaign.
 */
export function effectSeconds(amount: number, unit: EffectUnit, secondsPerRound: number): number {
  if (!Number.isInteger(amount) || amount < 1) throw new RuleInputError(['amount'], 'must be a whole number of at least 1');
  if (!(secondsPerRound > 0)) throw new RuleInputError(['secondsPerRound'], 'must be more than 0');
  const unitSeconds = { rounds: secondsPerRound, turns: SECONDS_PER_TURN, hours: 3600, days: SECONDS_PER_DAY }[unit];
  return amount * unitSeconds;
}
