import { PRIMARY_ATTRIBUTES, type PrimaryAttribute, type Primaries } from './attributes';
import type { SecondaryAttribute } from './secondary';
import { requireWhole } from './validate';

export type Severity = 'slight' | 'moderate' | 'significant' | 'extreme';
export type Frequency = 'rarely' | 'occasionally' | 'often' | 'always';

// 001_d6872b0a781baa08.txt, "Advantages and Disadvantages": the cost guideline.
export const TRAIT_BASE_CHP = 5;
export const SEVERITY_MULTIPLIERS: Readonly<Record<Severity, number>> = { slight: 1, moderate: 2, significant: 3, extreme: 4 };
export const FREQUENCY_MULTIPLIERS: Readonly<Record<Frequency, number>> = { rarely: 0.5, occasionally: 1, often: 2, always: 3 };

export type TraitInput =
  | {
      readonly name: string;
      readonly kind: 'advantage' | 'disadvantage';
      readonly severity: Severity;
      readonly frequency: Frequency;
    }
  /** The guideline is only a guide: the GM may set any figure instead. */
  | { readonly name: string; readonly fixedChp: number };

export interface TraitCost {
  readonly name: string;
  readonly chp: number;
  readonly formula: string;
}

/**
 * A "rarely" trait can land on a half point (5 x 1 x 1/2). We round its size
 * up, away from zero, so an advantage and the matching disadvantage stay mirror
 * images and no trait rounds to nothing; the GM can always set a fixed figure.
 */
export function traitCost(trait: TraitInput): TraitCost {
  if ('fixedChp' in trait) {
    requireWhole(trait.fixedChp, `${trait.name}.fixedChp`);
    return { name: trait.name, chp: trait.fixedChp, formula: `${trait.name}: ${trait.fixedChp} chp, set by the GM` };
  }
  const severity = SEVERITY_MULTIPLIERS[trait.severity];
  const frequency = FREQUENCY_MULTIPLIERS[trait.frequency];
  if (severity === undefined) throw new RangeError(`${trait.name}.severity must be slight, moderate, significant or extreme, got ${trait.severity}`);
  if (frequency === undefined) throw new RangeError(`${trait.name}.frequency must be rarely, occasionally, often or always, got ${trait.frequency}`);
  const sign = trait.kind === 'disadvantage' ? -1 : 1;
  const exact = TRAIT_BASE_CHP * severity * frequency;
  const chp = sign * Math.ceil(exact);
  const rounded = Number.isInteger(exact) ? '' : `, rounded to ${chp}`;
  const frequencyText = frequency === 0.5 ? '1/2' : String(frequency);
  return {
    name: trait.name,
    chp,
    formula: `${trait.name}: ${sign * TRAIT_BASE_CHP} x ${severity} (${trait.severity}) x ${frequencyText} (${trait.frequency}) = ${sign * exact}${rounded} chp`,
  };
}

// 001_d6872b0a781baa08.txt, "Other Characteristics".
export const AMBIDEXTERITY_CHP = 5;

export interface WealthLevel {
  /** Starting wealth as a multiple of the GM's standard amount. */
  readonly multiplier: number;
  readonly chp: number;
}

export const WEALTH_LEVELS: readonly WealthLevel[] = [
  { multiplier: 5, chp: 10 },
  { multiplier: 2, chp: 5 },
  { multiplier: 1, chp: 0 },
  { multiplier: 0.4, chp: -5 },
  { multiplier: 0.1, chp: -10 },
];

export function wealthCost(multiplier: number): WealthLevel & { readonly formula: string } {
  const level = WEALTH_LEVELS.find((w) => w.multiplier === multiplier);
  if (!level) {
    throw new RangeError(`wealth must be one of ${WEALTH_LEVELS.map((w) => `x${w.multiplier}`).join(', ')} of the standard amount, got x${multiplier}`);
  }
  return { ...level, formula: `starting wealth x${multiplier} = ${level.chp} chp` };
}

// 001_d6872b0a781baa08.txt, "Character Races".
export interface Race {
  readonly name: string;
  /** chp the race costs; it pays for the modifiers and traits below. */
  readonly chp: number;
  readonly attributeModifiers?: Partial<Record<PrimaryAttribute, number>>;
  readonly secondaryModifiers?: Partial<Record<SecondaryAttribute, number>>;
  /** Names of the race's standard advantages and disadvantages, for the sheet. */
  readonly traits?: readonly string[];
}

export interface RacialPrimaries {
  readonly values: Primaries;
  readonly formulas: Readonly<Record<PrimaryAttribute, string>>;
}

/** Racial modifiers come on top of what was bought, so only the bought level is priced. */
export function applyRace(bought: Primaries, race?: Race): RacialPrimaries {
  const values = {} as Record<PrimaryAttribute, number>;
  const formulas = {} as Record<PrimaryAttribute, string>;
  for (const id of PRIMARY_ATTRIBUTES) {
    const modifier = race?.attributeModifiers?.[id] ?? 0;
    requireWhole(modifier, `race.${id}`);
    values[id] = bought[id] + modifier;
    formulas[id] =
      modifier === 0
        ? `${id} ${bought[id]} (bought)`
        : `${id} = ${bought[id]} bought ${modifier > 0 ? '+' : '-'} ${Math.abs(modifier)} (${race?.name}) = ${values[id]}`;
  }
  return { values, formulas };
}
