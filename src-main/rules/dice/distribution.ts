import { applyOperator, type BinaryOperator, type DiceAst, type DiceNode, type Keep } from './ast';
import { parseDice } from './parse';

/**
 * Exact probability of every total. Totals are consecutive integers from `min`;
 * `probabilities[i]` is P(total = min + i). Computed by convolution, never by
 * sampling, so P(3d6 <= 10) is 0.5 up to float rounding (~1e-16).
 */
export interface Distribution {
  readonly min: number;
  readonly max: number;
  readonly probabilities: readonly number[];
}

/** Guards memory: a distribution wider than this is not something a table needs. */
export const MAX_OUTCOMES = 1_000_000;
/**
 * Guards time: the most multiply-adds one distribution may cost (well under a
 * second here). Without it "1000d1000" alone would take minutes, and any caller of
 * the API could stall the host with it.
 */
export const MAX_WORK = 50_000_000;

export function distribution(expression: string | DiceAst): Distribution {
  const ast = typeof expression === 'string' ? parseDice(expression) : expression;
  const dense = build(ast);
  return { min: dense.min, max: dense.min + dense.p.length - 1, probabilities: Array.from(dense.p) };
}

export function probabilityOf(d: Distribution, total: number): number {
  return Number.isInteger(total) ? (d.probabilities[total - d.min] ?? 0) : 0;
}

export function probabilityBetween(d: Distribution, low: number, high: number): number {
  const from = Math.max(Math.ceil(low), d.min) - d.min;
  const to = Math.min(Math.floor(high), d.max) - d.min;
  let sum = 0;
  for (let i = from; i <= to; i++) sum += d.probabilities[i];
  return sum;
}

export const probabilityAtMost = (d: Distribution, total: number): number =>
  probabilityBetween(d, d.min, total);

export const probabilityAtLeast = (d: Distribution, total: number): number =>
  probabilityBetween(d, total, d.max);

export function mean(d: Distribution): number {
  return d.probabilities.reduce((sum, p, i) => sum + p * (d.min + i), 0);
}

interface Dense {
  min: number;
  p: Float64Array;
}

function build(ast: DiceAst): Dense {
  switch (ast.kind) {
    case 'constant':
      return { min: ast.value, p: Float64Array.of(1) };
    case 'dice':
      return ast.keep ? keptDice(ast.count, ast.sides, ast.keep) : summedDice(ast);
    case 'binary': {
      const left = build(ast.left);
      const right = build(ast.right);
      if (ast.operator === '+') return convolve(left, right);
      if (ast.operator === '-') return convolve(left, negate(right));
      return combinePairwise(ast.operator, left, right);
    }
  }
}

function summedDice({ count, sides }: DiceNode): Dense {
  checkWidth(count * (sides - 1) + 1);
  // Convolving one die at a time costs about sides^2 x count^2 / 2.
  checkWork((sides * sides * count * count) / 2, `${count}d${sides}`);
  const die: Dense = { min: 1, p: new Float64Array(sides).fill(1 / sides) };
  let result = die;
  for (let i = 1; i < count; i++) result = convolve(result, die);
  return result;
}

/**
 * Keep-highest/lowest by walking the faces from the favoured end. With r dice not
 * yet placed, all known to lie among the m faces still unvisited, the number that
 * show the current face is Binomial(r, 1/m). The first `keep.count` dice placed are
 * the kept ones, so the state is (dice placed, kept sum) and once every kept die is
 * placed the rest cannot change the sum. Cost: sides x keep x (keep x sides) x count.
 */
function keptDice(count: number, sides: number, keep: Keep): Dense {
  const k = keep.count;
  checkWidth(k * (sides - 1) + 1);
  checkWork(sides * k * (k * sides + 1) * (count + 1), `${count}d${sides} keeping ${k}`);
  const maxSum = k * sides;
  let states: Float64Array[] = Array.from({ length: k }, () => new Float64Array(maxSum + 1));
  states[0][0] = 1;
  const finished = new Float64Array(maxSum + 1);

  for (let step = 0; step < sides; step++) {
    const face = keep.which === 'highest' ? sides - step : step + 1;
    const facesLeft = sides - step;
    const next = Array.from({ length: k }, () => new Float64Array(maxSum + 1));
    for (let placed = 0; placed < k; placed++) {
      const row = states[placed];
      const remaining = count - placed;
      const showing = binomialPmf(remaining, 1 / facesLeft);
      for (let sum = 0; sum <= maxSum; sum++) {
        const p = row[sum];
        if (p === 0) continue;
        for (let c = 0; c <= remaining; c++) {
          const q = p * showing[c];
          if (q === 0) continue;
          const nowPlaced = placed + c;
          const target = sum + Math.min(c, k - placed) * face;
          if (nowPlaced >= k) finished[target] += q;
          else next[nowPlaced][target] += q;
        }
      }
    }
    states = next;
  }
  return { min: k, p: finished.slice(k) };
}

/** P(c successes in n trials) for c = 0..n, by the ratio of consecutive terms. */
function binomialPmf(n: number, q: number): Float64Array {
  const pmf = new Float64Array(n + 1);
  if (q === 1) {
    pmf[n] = 1;
    return pmf;
  }
  pmf[0] = (1 - q) ** n;
  const ratio = q / (1 - q);
  for (let c = 0; c < n; c++) pmf[c + 1] = (pmf[c] * (n - c) * ratio) / (c + 1);
  return pmf;
}

function convolve(a: Dense, b: Dense): Dense {
  checkWidth(a.p.length + b.p.length - 1);
  checkWork(a.p.length * b.p.length, 'adding two wide distributions');
  const p = new Float64Array(a.p.length + b.p.length - 1);
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i];
    if (pa === 0) continue;
    for (let j = 0; j < b.p.length; j++) p[i + j] += pa * b.p[j];
  }
  return { min: a.min + b.min, p };
}

function negate(d: Dense): Dense {
  // `0 - x` rather than `-x`: negating 0 would give -0, which === hides but toBe and Object.is do not.
  return { min: 0 - (d.min + d.p.length - 1), p: d.p.slice().reverse() };
}

/** Products and quotients are not shifts, so every pair of outcomes is visited. */
function combinePairwise(operator: BinaryOperator, a: Dense, b: Dense): Dense {
  checkWork(a.p.length * b.p.length, `${operator === '/' ? 'dividing' : 'multiplying'} two wide distributions`);
  const totals = new Map<number, number>();
  for (let i = 0; i < a.p.length; i++) {
    if (a.p[i] === 0) continue;
    for (let j = 0; j < b.p.length; j++) {
      if (b.p[j] === 0) continue;
      const total = applyOperator(operator, a.min + i, b.min + j);
      totals.set(total, (totals.get(total) ?? 0) + a.p[i] * b.p[j]);
    }
  }
  let min = Infinity;
  let max = -Infinity;
  for (const total of totals.keys()) {
    min = Math.min(min, total);
    max = Math.max(max, total);
  }
  checkWidth(max - min + 1);
  const p = new Float64Array(max - min + 1);
  for (const [total, probability] of totals) p[total - min] = probability;
  return { min, p };
}

function checkWork(operations: number, what: string): void {
  if (operations > MAX_WORK) {
    throw new RangeError(`${what} is too costly to compute exactly (about ${Math.round(operations).toExponential(1)} steps; the limit is ${MAX_WORK.toExponential(0)})`);
  }
}

function checkWidth(outcomes: number): void {
  if (outcomes > MAX_OUTCOMES) {
    throw new RangeError(`distribution would have ${outcomes} outcomes; the limit is ${MAX_OUTCOMES}`);
  }
}
