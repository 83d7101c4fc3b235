import { requirePositive } from './input-guards';
import { formatFigure } from './format-figure';

// 002_6bcc9877716aeba8.txt works from a 150-lb human: mass / 150 lb stands in for
// Volume Scale, so Linear Scale is its cube root.
export const HUMAN_MASS_LB = 150;

/**
 * A standard human is taken as 2 yards (6 ft) tall, the SM 0 row of the size
 * table (supplement B3), so a character's height is 2 yd x Linear Scale unless a
 * height is given.
 */
export const HUMAN_HEIGHT_YARDS = 2;

/** How big a body is: either scale figure fixes the other (mass = 150 lb x LS^3). */
export type BodySize = { readonly linearScale: number } | { readonly massLb: number };

export function linearScaleFromMass(massLb: number): number {
  requirePositive('massLb', massLb);
  return Math.cbrt(massLb / HUMAN_MASS_LB);
}

export function massFromLinearScale(linearScale: number): number {
  requirePositive('linearScale', linearScale);
  return HUMAN_MASS_LB * linearScale ** 3;
}

export function resolveLinearScale(size: BodySize): number {
  if ('linearScale' in size) {
    requirePositive('linearScale', size.linearScale);
    return size.linearScale;
  }
  return linearScaleFromMass(size.massLb);
}

export function resolveMassLb(size: BodySize): number {
  if ('massLb' in size) {
    requirePositive('massLb', size.massLb);
    return size.massLb;
  }
  return massFromLinearScale(size.linearScale);
}

/** The collision and falling multiplier: 1 for a 150-lb human, about 1/70 for a half-ounce mouse. */
export function massMultiplier(massLb: number): number {
  requirePositive('massLb', massLb);
  return Math.sqrt(massLb / HUMAN_MASS_LB);
}

const ROW_MANTISSAS = [2, 3, 5, 7, 10, 15] as const;

/** The measure (yards) of the size-table row for a Size Modifier: 0 -> 2, -2 -> 1, +6 -> 20, -8 -> 0.1. */
export function sizeRowYards(sizeModifier: number): number {
  const step = ((sizeModifier % 6) + 6) % 6;
  const decade = (sizeModifier - step) / 6;
  const mantissa = ROW_MANTISSAS[step];
  // Dividing by a whole power of ten keeps 0.1, 0.15, ... as exact as floats allow.
  return decade >= 0 ? mantissa * 10 ** decade : mantissa / 10 ** -decade;
}

/**
 * Size Modifier from the longest body dimension. Between two rows we take the
 * nearer one on the table's ratio scale (geometric midpoint): the seed's own
 * figures need that, since a 1200-lb horse (4 yd tall) is Size +2 (the upper row)
 * while a 1-lb rat (0.38 yd) is Size -5 (the lower row).
 */
export function sizeModifierForHeight(heightYards: number): number {
  requirePositive('heightYards', heightYards);
  let sm = Math.floor(Math.log10(heightYards / HUMAN_HEIGHT_YARDS) * 6);
  while (sizeRowYards(sm) > heightYards) sm--;
  while (sizeRowYards(sm + 1) <= heightYards) sm++;
  const low = sizeRowYards(sm);
  if (low === heightYards) return sm;
  return heightYards * heightYards >= low * sizeRowYards(sm + 1) ? sm + 1 : sm;
}

export interface SizeScales {
  readonly linearScale: number;
  readonly areaScale: number;
  readonly volumeScale: number;
  readonly massLb: number;
  /** sqrt(mass / 150 lb), used by collisions and falls. */
  readonly massMultiplier: number;
  readonly heightYards: number;
  readonly sizeModifier: number;
  readonly explanation: {
    readonly linearScale: string;
    readonly areaScale: string;
    readonly volumeScale: string;
    readonly massLb: string;
    readonly massMultiplier: string;
    readonly sizeModifier: string;
  };
}

/** Every scale figure for a body, from its Linear Scale or its mass; `heightYards` overrides 2 yd x LS. */
export function sizeScales(size: BodySize, heightYards?: number): SizeScales {
  const linearScale = resolveLinearScale(size);
  const massLb = resolveMassLb(size);
  const height = heightYards ?? HUMAN_HEIGHT_YARDS * linearScale;
  const areaScale = linearScale ** 2;
  const volumeScale = linearScale ** 3;
  const mult = massMultiplier(massLb);
  const sizeModifier = sizeModifierForHeight(height);
  const f = formatFigure;
  return {
    linearScale,
    areaScale,
    volumeScale,
    massLb,
    massMultiplier: mult,
    heightYards: height,
    sizeModifier,
    explanation: {
      linearScale:
        'massLb' in size
          ? `Linear Scale = cube root of (${f(massLb)} lb / 150 lb) = ${f(linearScale)}`
          : `Linear Scale = ${f(linearScale)} (given)`,
      areaScale: `Area Scale = LS^2 = ${f(linearScale)}^2 = ${f(areaScale)}`,
      volumeScale: `Volume Scale = LS^3 = ${f(linearScale)}^3 = ${f(volumeScale)}`,
      massLb:
        'massLb' in size
          ? `Mass = ${f(massLb)} lb (given)`
          : `Mass = 150 lb x LS^3 = 150 x ${f(volumeScale)} = ${f(massLb)} lb`,
      massMultiplier: `Mass multiplier = square root of (${f(massLb)} lb / 150 lb) = ${f(mult)}`,
      sizeModifier:
        heightYards === undefined
          ? `Height = 2 yd x LS = ${f(height)} yd -> Size Modifier ${sizeModifier}`
          : `Height ${f(height)} yd -> Size Modifier ${sizeModifier}`,
    },
  };
}
