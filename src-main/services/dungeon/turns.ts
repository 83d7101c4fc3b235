import { describeSpan, SECONDS_PER_TURN } from '../../../src-shared/time';

export const turns = (n: number) => `${n} turn${n === 1 ? '' : 's'}`;

/** Searches are counted in turns at the table; a fraction of a turn reads as rounds or minutes. */
export const spanOf = (seconds: number, secondsPerRound: number) =>
  seconds % SECONDS_PER_TURN === 0 ? turns(seconds / SECONDS_PER_TURN) : describeSpan(seconds, secondsPerRound);
