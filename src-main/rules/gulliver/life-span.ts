import { requireNonNegative, requireOneOf, requirePositive } from './input-guards';
import { formatFigure as f } from './format-figure';
import { HUMAN_MASS_LB, resolveLinearScale, resolveMassLb, type BodySize } from './size';

// 002_6bcc9877716aeba8.txt, "Life Span".

export const BASE_AGING_ONSET_YEARS = 50;

export interface AgingInput {
  readonly size: BodySize;
  /** 'linear': x sqrt(LS); 'mass': x (mass / 150 lb)^0.2, the closer fit. */
  readonly method?: 'linear' | 'mass';
  /** Humanoids and birds keep the figure; other mammals divide it by 2.5. */
  readonly kind?: 'humanoid' | 'bird' | 'mammal';
  /** Optional metabolism factor: x sqrt(5 / Basic Speed). */
  readonly basicSpeed?: number;
  /** Cold-blooded: x2 in a cool climate, x1.5 temperate, x1 hot. */
  readonly coldBlooded?: 'cool' | 'temperate' | 'hot';
}

export interface AgingOnset {
  readonly years: number;
  /** The same factor stretches (or shortens) the gaps between aging rolls. */
  readonly intervalMultiplier: number;
  readonly explanation: string;
}

const COLD: Readonly<Record<'cool' | 'temperate' | 'hot', number>> = { cool: 2, temperate: 1.5, hot: 1 };

export function agingOnset(input: AgingInput): AgingOnset {
  const { size, method = 'linear', kind = 'humanoid', basicSpeed, coldBlooded } = input;
  requireOneOf('method', method, ['linear', 'mass']);
  requireOneOf('kind', kind, ['humanoid', 'bird', 'mammal']);
  const parts: string[] = [];
  let factor: number;
  if (method === 'linear') {
    const ls = resolveLinearScale(size);
    factor = Math.sqrt(ls);
    parts.push(`square root of LS ${f(ls)}`);
  } else {
    const mass = resolveMassLb(size);
    factor = (mass / HUMAN_MASS_LB) ** 0.2;
    parts.push(`(${f(mass)} lb / 150)^0.2`);
  }
  if (kind === 'mammal') {
    factor /= 2.5;
    parts.push('/ 2.5 (non-humanoid mammal)');
  }
  if (basicSpeed !== undefined) {
    requirePositive('basicSpeed', basicSpeed);
    factor *= Math.sqrt(5 / basicSpeed);
    parts.push(`x square root of (5 / Basic Speed ${f(basicSpeed)})`);
  }
  if (coldBlooded !== undefined) {
    requireOneOf('coldBlooded', coldBlooded, ['cool', 'temperate', 'hot']);
    factor *= COLD[coldBlooded];
    parts.push(`x ${f(COLD[coldBlooded])} (cold-blooded, ${coldBlooded})`);
  }
  const years = BASE_AGING_ONSET_YEARS * factor;
  return { years, intervalMultiplier: factor, explanation: `Aging starts at 50 years x ${parts.join(' ')} = ${f(years)} years` };
}

/** An aging roll's ST loss: x LS for Combat ST, x Area Scale (LS^2) for Load ST. */
export function agingStLoss(input: { readonly points: number; readonly linearScale: number; readonly st: 'combat' | 'load' }): number {
  requireNonNegative('points', input.points);
  requirePositive('linearScale', input.linearScale);
  requireOneOf('st', input.st, ['combat', 'load']);
  return input.points * (input.st === 'combat' ? input.linearScale : input.linearScale ** 2);
}

/** Each HT point lost to aging costs 1 HP x LS as well. */
export function agingHpLoss(input: { readonly htPointsLost: number; readonly linearScale: number }): number {
  requireNonNegative('htPointsLost', input.htPointsLost);
  requirePositive('linearScale', input.linearScale);
  return input.htPointsLost * input.linearScale;
}
