import { requireWhole } from './validate';

export type PrimaryAttribute = 'ST' | 'AG' | 'IQ';

export const PRIMARY_ATTRIBUTES: readonly PrimaryAttribute[] = ['ST', 'AG', 'IQ'];

export const PRIMARY_ATTRIBUTE_NAMES: Readonly<Record<PrimaryAttribute, string>> = {
  ST: 'Strength',
  AG: 'Agility',
  IQ: 'Intelligence',
};

export type Primaries = Readonly<Record<PrimaryAttribute, number>>;

/** Every primary attribute of an ordinary human. */
export const HUMAN_BASE_LEVEL = 10;

/** Six-sided dice plus adds, as the chart writes base damage: { dice: 1, adds: -3 } is "1d-3". */
export interface DamageDice {
  readonly dice: number;
  readonly adds: number;
}

export interface AttributeChartRow {
  readonly level: number;
  /** What any primary attribute at this level costs. */
  readonly chp: number;
  /** Most a character of this ST can carry, in lb. */
  readonly maxEncumbranceLb: number;
  /** Damage dealt by a character of this ST, before any weapon. */
  readonly baseDamage: DamageDice;
  /** Added to AT by an AG of this level. */
  readonly atMod: number;
  /** Added to DEF by an AG of this level. */
  readonly defMod: number;
}

// 001_d6872b0a781baa08.txt, "Primary Attributes": [level, chp, max enc lb, damage dice, damage adds, AT, DEF].
const ROWS: readonly (readonly [number, number, number, number, number, number, number])[] = [
  [7, -30, 140, 1, -3, -2, -1],
  [8, -20, 160, 1, -2, -1, -1],
  [9, -10, 180, 1, -1, -1, 0],
  [10, 0, 200, 1, 0, 0, 0],
  [11, 15, 230, 1, 1, 0, 1],
  [12, 30, 260, 1, 2, 1, 1],
  [13, 50, 300, 1, 3, 1, 2],
  [14, 75, 350, 2, 0, 2, 2],
  [15, 100, 400, 2, 1, 2, 3],
  [16, 130, 460, 2, 2, 3, 3],
  [17, 160, 520, 2, 3, 3, 4],
  [18, 200, 600, 3, 0, 4, 4],
  [19, 250, 700, 3, 1, 4, 5],
  [20, 300, 800, 3, 2, 5, 5],
];

export const ATTRIBUTE_CHART: readonly AttributeChartRow[] = ROWS.map(([level, chp, enc, dice, adds, at, def]) => ({
  level,
  chp,
  maxEncumbranceLb: enc,
  baseDamage: { dice, adds },
  atMod: at,
  defMod: def,
}));

export const CHART_LOWEST_LEVEL = ATTRIBUTE_CHART[0].level;
export const CHART_HIGHEST_LEVEL = ATTRIBUTE_CHART[ATTRIBUTE_CHART.length - 1].level;

export const isOnChart = (level: number): boolean =>
  Number.isInteger(level) && level >= CHART_LOWEST_LEVEL && level <= CHART_HIGHEST_LEVEL;

/**
 * The chart stops at 7 and 20 and gives no rule for going beyond, so a level
 * outside it is refused rather than extrapolated. `attribute` names what was
 * looked up (ST, AG, HT, DR...) so the message says which field is wrong.
 */
export function chartRow(level: number, attribute: string): AttributeChartRow {
  requireWhole(level, attribute);
  if (!isOnChart(level)) {
    throw new RangeError(
      `${attribute} ${level} is outside the attribute chart, which runs from ${CHART_LOWEST_LEVEL} to ${CHART_HIGHEST_LEVEL}`,
    );
  }
  return ATTRIBUTE_CHART[level - CHART_LOWEST_LEVEL];
}

export const attributeCost = (level: number, attribute: string): number => chartRow(level, attribute).chp;

export const maxEncumbranceLb = (strength: number): number => chartRow(strength, 'ST').maxEncumbranceLb;

export const baseDamage = (strength: number): DamageDice => chartRow(strength, 'ST').baseDamage;

export function agilityModifiers(agility: number): { readonly at: number; readonly def: number } {
  const row = chartRow(agility, 'AG');
  return { at: row.atMod, def: row.defMod };
}

/** "1d-3", "2d", "3d+2": the chart's own way of writing damage, which the dice parser reads. */
export function damageDiceText({ dice, adds }: DamageDice): string {
  if (adds === 0) return `${dice}d`;
  return `${dice}d${adds > 0 ? '+' : '-'}${Math.abs(adds)}`;
}
