import { lb } from '../world';
import { maxEncumbranceLb } from './attributes';
import { initiativeRating, movePoints, requireEncumbranceLevel } from './maneuvers';
import { requireFiniteAtLeast, requireWhole } from './validate';

export interface EncumbranceBand {
  readonly level: number;
  /** Highest load in the band, as a percentage of the maximum. */
  readonly upToPercent: number;
  readonly label: string;
}

// 001_d6872b0a781baa08.txt, "Encumbrance Level". The labels are ours; the seed only numbers the levels.
export const ENCUMBRANCE_BANDS: readonly EncumbranceBand[] = [
  { level: 0, upToPercent: 10, label: 'unencumbered' },
  { level: 1, upToPercent: 20, label: 'light' },
  { level: 2, upToPercent: 30, label: 'medium' },
  { level: 3, upToPercent: 60, label: 'heavy' },
  { level: 4, upToPercent: 100, label: 'very heavy' },
];

/** The chart stops at 100%; anything heavier cannot be moved with, called EL 5 here. */
export const CANNOT_MOVE_LEVEL = 5;
export const CANNOT_MOVE_LABEL = 'overloaded: cannot move';

// 001_d6872b0a781baa08.txt, "Other Characteristics": body weight past 75% of the maximum is load.
export const OVERWEIGHT_PERCENT = 75;

// 001_d6872b0a781baa08.txt, "Combat Fatigue": rounds of fighting per END point, by EL 0-4.
export const COMBAT_FATIGUE_ROUNDS: readonly number[] = [25, 20, 15, 10, 5];

export function overweightExcessLb(input: { readonly bodyWeightLb: number; readonly maxEncumbranceLb: number }): number {
  requireFiniteAtLeast(input.bodyWeightLb, 'bodyWeightLb', 0);
  return Math.max(0, input.bodyWeightLb - (input.maxEncumbranceLb * OVERWEIGHT_PERCENT) / 100);
}

/** Compared as load x 100 <= percent x max so a load exactly on a limit stays in the lower band. */
export function encumbranceLevelFor(loadLb: number, maxLb: number): number {
  const band = ENCUMBRANCE_BANDS.find((b) => loadLb * 100 <= b.upToPercent * maxLb);
  return band ? band.level : CANNOT_MOVE_LEVEL;
}

export interface EncumbranceInput {
  readonly strength: number;
  readonly carriedLb: number;
  /** Only the part over 75% of the maximum counts. */
  readonly bodyWeightLb?: number;
}

export interface EncumbranceBandLimit {
  readonly level: number;
  readonly label: string;
  /** Heaviest load in lb that stays in this band, for drawing a meter. */
  readonly upToLb: number;
}

export interface EncumbranceResult {
  readonly level: number;
  readonly label: string;
  readonly canMove: boolean;
  readonly carriedLb: number;
  readonly overweightLb: number;
  readonly loadLb: number;
  readonly maxEncumbranceLb: number;
  readonly percent: number;
  readonly bands: readonly EncumbranceBandLimit[];
  readonly reason: string;
}


export function encumbrance(input: EncumbranceInput): EncumbranceResult {
  requireFiniteAtLeast(input.carriedLb, 'carriedLb', 0);
  const max = maxEncumbranceLb(input.strength);
  const overweightLb = input.bodyWeightLb === undefined ? 0 : overweightExcessLb({ bodyWeightLb: input.bodyWeightLb, maxEncumbranceLb: max });
  const loadLb = input.carriedLb + overweightLb;
  const level = encumbranceLevelFor(loadLb, max);
  const percent = (loadLb / max) * 100;
  const bands = ENCUMBRANCE_BANDS.map((b) => ({ level: b.level, label: b.label, upToLb: (b.upToPercent * max) / 100 }));
  const band = bands[level];
  const label = band ? band.label : CANNOT_MOVE_LABEL;

  const load = overweightLb > 0 ? `${lb(input.carriedLb)} carried + ${lb(overweightLb)} of body weight = ${lb(loadLb)}` : `${lb(loadLb)} carried`;
  const share = `${Math.round(percent * 10) / 10}% of the ${lb(max)} maximum for ST ${input.strength}`;
  const reason = band
    ? `${load} is ${share}: EL ${level} (${label}, up to ${lb(band.upToLb)})`
    : `${load} is ${share}: past the maximum, the character cannot move (EL ${CANNOT_MOVE_LEVEL})`;
  return { level, label, canMove: level < CANNOT_MOVE_LEVEL, carriedLb: input.carriedLb, overweightLb, loadLb, maxEncumbranceLb: max, percent, bands, reason };
}

export function combatFatigueInterval(level: number): number | null {
  requireEncumbranceLevel(level);
  return COMBAT_FATIGUE_ROUNDS[level] ?? null;
}

/** The dodge penalty is -(1 + EL); it sits inside the dodge DEF formula (see defence). */
export const dodgeEncumbrancePenalty = (level: number): number => {
  requireEncumbranceLevel(level);
  return -(1 + level);
};

export interface EncumbranceEffects {
  readonly mvPoints: number;
  readonly initiative: number;
  readonly dodgeModifier: number;
  /** Rounds of fighting per END point lost; null when the character cannot move at all. */
  readonly roundsPerEndPoint: number | null;
  readonly formulas: readonly string[];
}

export function encumbranceEffects(input: { readonly level: number; readonly mv: number; readonly agility: number }): EncumbranceEffects {
  requireWhole(input.agility, 'agility');
  const mv = movePoints({ mv: input.mv, encumbranceLevel: input.level });
  const initiative = initiativeRating({ agility: input.agility, encumbranceLevel: input.level });
  const dodgeModifier = dodgeEncumbrancePenalty(input.level);
  const roundsPerEndPoint = combatFatigueInterval(input.level);
  return {
    mvPoints: mv.value,
    initiative: initiative.value,
    dodgeModifier,
    roundsPerEndPoint,
    formulas: [
      mv.formula,
      initiative.formula,
      `dodge includes -(1 + EL ${input.level}) = ${dodgeModifier}`,
      roundsPerEndPoint === null ? 'combat fatigue: no figure past EL 4' : `combat fatigue: 1 END per ${roundsPerEndPoint} rounds at EL ${input.level}`,
    ],
  };
}
