import { distribution } from '../../src-main/rules/dice/distribution';
import { parseDice } from '../../src-main/rules/dice/parse';
import { createRng } from '../../src-main/rules/dice/rng';
import { roll } from '../../src-main/rules/dice/roll';
import { measure, type BenchResult } from '../measure';

const ROLLS_PER_RUN = 100_000;

/** Rolls per second from the median run, so one slow run does not drag the figure. */
async function rollThroughput(name: string, expression: string | ReturnType<typeof parseDice>): Promise<BenchResult> {
  const rng = createRng('bench');
  const result = await measure({
    name,
    runs: 15,
    warmup: 2,
    fn: () => {
      let checksum = 0;
      for (let i = 0; i < ROLLS_PER_RUN; i++) checksum += roll(expression, rng).total;
      return checksum;
    },
    details: { rolls_per_run: ROLLS_PER_RUN },
  });
  return {
    ...result,
    details: { ...result.details, rolls_per_second: Math.round(ROLLS_PER_RUN / (result.median_ms / 1000)) },
  };
}

function exactDistribution(expression: string, runs: number): Promise<BenchResult> {
  const outcomes = distribution(expression).probabilities.length;
  return measure({
    name: `rules.dice.distribution ${expression}`,
    runs,
    warmup: 20,
    fn: () => distribution(expression),
    details: { outcomes },
  });
}

export default async function rulesBenchmarks(): Promise<BenchResult[]> {
  return [
    await rollThroughput('rules.dice.roll 3d6 (text, parsed each roll) x100k', '3d6'),
    await rollThroughput('rules.dice.roll 3d6 (pre-parsed) x100k', parseDice('3d6')),
    await rollThroughput('rules.dice.roll 4d6kh3 (text) x100k', '4d6kh3'),
    await exactDistribution('3d6', 500),
    await exactDistribution('20d6', 500),
    await exactDistribution('4d6kh3', 500),
    await exactDistribution('10d20kh5', 100),
  ];
}
