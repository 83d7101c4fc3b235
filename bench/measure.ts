export interface BenchResult {
  name: string;
  median_ms: number;
  runs: number;
  details: Record<string, unknown>;
}

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, rank)];
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

/** A result from samples already taken: the median, and the spread as min, p95 and max. */
export function summarize(name: string, samples: number[], details: Record<string, unknown> = {}): BenchResult {
  return {
    name,
    median_ms: round(median(samples)),
    runs: samples.length,
    details: { min_ms: round(Math.min(...samples)), p95_ms: round(percentile(samples, 95)), max_ms: round(Math.max(...samples)), ...details },
  };
}

/**
 * Times `fn` `runs` times after `warmup` untimed calls. `fn` may be async; each
 * call is timed on its own so a slow outlier shows in the spread, not the median.
 */
export async function measure(opts: {
  name: string;
  runs: number;
  warmup?: number;
  fn: (run: number) => unknown;
  details?: Record<string, unknown>;
}): Promise<BenchResult> {
  for (let i = 0; i < (opts.warmup ?? 1); i++) await opts.fn(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < opts.runs; i++) {
    const start = performance.now();
    await opts.fn(i);
    samples.push(performance.now() - start);
  }
  return summarize(opts.name, samples, opts.details);
}
