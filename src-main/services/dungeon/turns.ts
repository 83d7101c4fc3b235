import { describeSpan, plural, SECONDS_PER_TURN } from '../../../src-shared/time';

export const turns = (n: number) => `${n} turn${n === 1 ? '' : 's'}`;

/** Searches are counted in turns at the table; a fraction of a turn reads as rounds or minutes. */
export const spanOf = (seconds: number, secondsPerRound: number) =>
  seconds % SECONDS_PER_TURN === 0 ? turns(seconds / SECONDS_PER_TURN) : describeSpan(seconds, secondsPerRound);

/** The time a walk takes at a pace per turn, rounded up to the span its rules count in (`Ruleset.dungeon.walk`). */
export const walkSeconds = (distance: number, perTurn: number, stepSeconds: number) =>
  Math.max(0, Math.ceil((distance / perTurn) * (SECONDS_PER_TURN / stepSeconds) - 1e-9) * stepSeconds);

/** A walk's time: whole turns, or minutes and seconds where the rules count seconds. */
export function walkSpan(seconds: number): string {
  if (seconds % SECONDS_PER_TURN === 0) return turns(seconds / SECONDS_PER_TURN);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return [minutes && plural(minutes, 'minute'), (rest || !minutes) && plural(rest, 'second')].filter(Boolean).join(' ');
}
