import { requireOneOf, requirePositive } from './input-guards';
import { formatFigure as f } from './format-figure';
import { HUMAN_MASS_LB, resolveLinearScale, resolveMassLb, type BodySize } from './size';

// 002_6bcc9877716aeba8.txt, "Care and Feeding of Giants": food, water and air by size.

/** simple: Area Scale (LS^2); detailed: LS^2.25; advanced: (mass / 150 lb)^0.75. */
export type NeedsRule = 'simple' | 'detailed' | 'advanced';
export type Diet = 'omnivore' | 'carnivore' | 'grass-eater';
export type Activity = 'high' | 'mixed' | 'low' | 'minimal' | 'near-inactive';
/** Cold-blooded bodies: full needs when fully active, x1/2 mildly active, x1/5 at rest. */
export type ColdBloodedState = 'fully-active' | 'mildly-active' | 'at-rest';

const DIET: Readonly<Record<Diet, number>> = { omnivore: 1, carnivore: 1 / 2, 'grass-eater': 2 };
const ACTIVITY: Readonly<Record<Activity, number>> = { high: 1.25, mixed: 1, low: 4 / 5, minimal: 2 / 3, 'near-inactive': 1 / 2 };
const COLD_BLOODED: Readonly<Record<ColdBloodedState, number>> = { 'fully-active': 1, 'mildly-active': 1 / 2, 'at-rest': 1 / 5 };

export interface NeedsInput {
  readonly size: BodySize;
  readonly rule?: NeedsRule;
  readonly diet?: Diet;
  readonly activity?: Activity;
  /** Optional metabolism: x Basic Speed / 5, or its square root when `damped`. */
  readonly metabolism?: { readonly basicSpeed: number; readonly damped?: boolean };
  readonly coldBlooded?: ColdBloodedState;
}

export interface NeedsMultiplier {
  /** Multiply a human's daily food (and water, and air) by this. */
  readonly multiplier: number;
  readonly parts: readonly { readonly label: string; readonly factor: number }[];
  readonly formula: string;
}

export function needsMultiplier(input: NeedsInput): NeedsMultiplier {
  const { size, rule = 'simple', diet = 'omnivore', activity = 'mixed', metabolism, coldBlooded } = input;
  requireOneOf('rule', rule, ['simple', 'detailed', 'advanced']);
  requireOneOf('diet', diet, Object.keys(DIET) as Diet[]);
  requireOneOf('activity', activity, Object.keys(ACTIVITY) as Activity[]);
  const ls = resolveLinearScale(size);
  const parts: { label: string; factor: number }[] = [];
  if (rule === 'simple') parts.push({ label: `Area Scale (LS ${f(ls)})^2`, factor: ls ** 2 });
  else if (rule === 'detailed') parts.push({ label: `LS ${f(ls)}^2.25`, factor: ls ** 2.25 });
  else {
    const mass = resolveMassLb(size);
    parts.push({ label: `(${f(mass)} lb / 150)^0.75`, factor: (mass / HUMAN_MASS_LB) ** 0.75 });
  }
  if (diet !== 'omnivore') parts.push({ label: diet, factor: DIET[diet] });
  if (activity !== 'mixed') parts.push({ label: `${activity} activity`, factor: ACTIVITY[activity] });
  if (metabolism) {
    requirePositive('metabolism.basicSpeed', metabolism.basicSpeed);
    const ratio = metabolism.basicSpeed / 5;
    parts.push(
      metabolism.damped
        ? { label: `square root of (Basic Speed ${f(metabolism.basicSpeed)} / 5)`, factor: Math.sqrt(ratio) }
        : { label: `Basic Speed ${f(metabolism.basicSpeed)} / 5`, factor: ratio },
    );
  }
  if (coldBlooded) {
    requireOneOf('coldBlooded', coldBlooded, Object.keys(COLD_BLOODED) as ColdBloodedState[]);
    if (coldBlooded !== 'fully-active') parts.push({ label: `cold-blooded, ${coldBlooded}`, factor: COLD_BLOODED[coldBlooded] });
  }
  const multiplier = parts.reduce((m, p) => m * p.factor, 1);
  return {
    multiplier,
    parts,
    formula: `Needs = ${parts.map((p) => `${p.label} (${f(p.factor)})`).join(' x ')} = x ${f(multiplier)} a human's`,
  };
}
