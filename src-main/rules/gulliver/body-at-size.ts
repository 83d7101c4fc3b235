import { requirePositive } from './input-guards';
import { formatFigure as f } from './format-figure';

// 002_6bcc9877716aeba8.txt ("All About Blowthrough", "Exposure Hazards"): HP scale with
// Linear Scale, so a Giant at LS x4 has four times human HP and a two-incher at LS x1/36
// a thirty-sixth of them; fractions are kept. The seed leaves strength and speed to other
// books, so scaling them is Lantern's own rule (bodyAtSize below), played only when the
// campaign chooses it.

/** "1/24" for a Linear Scale that is one over a whole number (0.04167 typed for 1/24 too), else the figure. */
export function formatScale(linearScale: number): string {
  const inverse = 1 / linearScale;
  if (linearScale < 1 && Math.abs(inverse - Math.round(inverse)) < 1e-3) return `1/${Math.round(inverse)}`;
  return f(linearScale);
}

/** A body's HP at its size: the sheet's base HP times Linear Scale. */
export function hitPointsAtSize(input: { readonly baseHp: number; readonly linearScale: number }): { readonly hp: number; readonly explanation: string } {
  const { baseHp, linearScale } = input;
  requirePositive('linearScale', linearScale);
  const hp = baseHp * linearScale;
  return { hp, explanation: `HP ${baseHp} base x LS ${formatScale(linearScale)} = ${f(hp)}` };
}

/**
 * The seed's first correction to blowthrough: HT times Linear Scale, so HP bought as
 * Extra HP do not let a bullet do more, while size does. The seed then prefers
 * 10 x Linear Scale (damage-effects `blowthrough`), which Lantern plays; this figure is
 * shown beside it so the GM sees what the Extra HP would have added.
 */
export function htBlowthrough(input: { readonly ht: number; readonly linearScale: number }): { readonly maxHits: number; readonly explanation: string } {
  const { ht, linearScale } = input;
  requirePositive('linearScale', linearScale);
  const maxHits = ht * linearScale;
  return { maxHits, explanation: `HT ${ht} x LS ${formatScale(linearScale)} = ${f(maxHits)}` };
}

/** Where Lantern's scaling rule comes from, said wherever it is applied. */
export const LANTERN_BODY_RULE =
  "Lantern's own rule, not GULLIVER's: lift follows muscle cross-section (Basic Lift x Area Scale) and walking speed the square root of leg length (Move x square root of LS, at least 1)";

export interface BodyFigures {
  readonly basicLift: number;
  readonly basicMove: number;
}

/** Lantern's scaling of Basic Lift and Basic Move for a body at this Linear Scale. */
export function bodyAtSize(figures: BodyFigures, linearScale: number): BodyFigures & { readonly explanation: { readonly basicLift: string; readonly basicMove: string } } {
  requirePositive('linearScale', linearScale);
  const ls = formatScale(linearScale);
  const basicLift = figures.basicLift * linearScale ** 2;
  const basicMove = Math.max(1, Math.round(figures.basicMove * Math.sqrt(linearScale)));
  return {
    basicLift,
    basicMove,
    explanation: {
      basicLift: `Basic Lift ${f(figures.basicLift)} lb x LS ${ls}^2 = ${f(basicLift)} lb (${LANTERN_BODY_RULE})`,
      basicMove: `Basic Move ${figures.basicMove} x square root of LS ${ls} = ${basicMove} (${LANTERN_BODY_RULE})`,
    },
  };
}

/** Human figures are worth a word outside half to twice human size. */
export const isFarFromHumanSize = (linearScale: number): boolean => linearScale < 0.5 || linearScale > 2;

/** The warning a sheet ("This body") and a journey plan (the member's name) give for human ST, Basic Lift and Move on a body far from human size. */
export function humanFiguresWarning(name: string, linearScale: number): string {
  return `${name} is at Linear Scale ${formatScale(linearScale)} but carries human ST, Basic Lift and Move: GULLIVER does not scale them. Type figures for this size and mark them as such, or choose Lantern's scaling in the campaign options.`;
}
