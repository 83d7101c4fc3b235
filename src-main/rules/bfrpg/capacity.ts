import type { Capacity } from '../world/load-level';
import { abilityBonus } from './abilities';

export type Race = 'human' | 'elf' | 'dwarf' | 'halfling';

export const RACES: readonly Race[] = ['human', 'elf', 'dwarf', 'halfling'];

// 003_8f80a070c789886f.txt, "Carrying Capacity"; supplement A2 says the rule, not its table, is authoritative.
export const BASE_CAPACITY: Readonly<Record<Race, Capacity>> = {
  human: { light: 60, heavy: 150 },
  elf: { light: 60, heavy: 150 },
  dwarf: { light: 60, heavy: 150 },
  halfling: { light: 50, heavy: 100 },
};

const PERCENT_PER_PLUS = 10;
const PERCENT_PER_MINUS = 20;

export function carryingCapacity(strength: number, race: Race): Capacity {
  const bonus = abilityBonus(strength);
  const percent = 100 + bonus * (bonus >= 0 ? PERCENT_PER_PLUS : PERCENT_PER_MINUS);
  const base = BASE_CAPACITY[race];
  return { light: scaleToNearestFive(base.light, percent), heavy: scaleToNearestFive(base.heavy, percent) };
}

/** Integer arithmetic: 60 x 110% must land on 66 exactly before rounding, not 66.00000000000001. */
function scaleToNearestFive(pounds: number, percent: number): number {
  return Math.round((pounds * percent) / 500) * 5;
}

/** Halfling-sized armor weighs about a quarter of the listed figure (same section of the seed). */
export function armorWeightFor(race: Race, listedPounds: number): number {
  return race === 'halfling' ? listedPounds / 4 : listedPounds;
}
