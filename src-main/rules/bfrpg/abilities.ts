// supplement A1: ability score bonus.
export interface AbilityBonusRow {
  readonly min: number;
  readonly max: number;
  readonly bonus: number;
}

export const ABILITY_BONUS_TABLE: readonly AbilityBonusRow[] = [
  { min: 3, max: 3, bonus: -3 },
  { min: 4, max: 5, bonus: -2 },
  { min: 6, max: 8, bonus: -1 },
  { min: 9, max: 12, bonus: 0 },
  { min: 13, max: 15, bonus: 1 },
  { min: 16, max: 17, bonus: 2 },
  { min: 18, max: 18, bonus: 3 },
];

/** The table covers rolled scores only, so anything outside 3-18 is an input error, not a guess. */
export function abilityBonus(score: number): number {
  const row = ABILITY_BONUS_TABLE.find((r) => Number.isInteger(score) && score >= r.min && score <= r.max);
  if (!row) throw new RangeError(`ability scores run from 3 to 18, got ${score}`);
  return row.bonus;
}
