import { describeSpan, formatTimeLeft } from '../../src-shared/time';

/** Hours and days read better than a pile of turns; under an hour the table counts turns and rounds. */
export const effectTimeLeft = (seconds: number, secondsPerRound: number): string =>
  seconds >= 3600 ? describeSpan(seconds, secondsPerRound) : formatTimeLeft(seconds, secondsPerRound);
