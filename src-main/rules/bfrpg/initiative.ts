import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';
import { abilityBonus } from './abilities';

export interface InitiativeRoll {
  /** Higher acts first. */
  readonly score: number;
  readonly roll: RollResult;
}

/**
 * 1d6 plus the Dexterity bonus, each round. Neither the Adventures chapter nor
 * the supplement covers combat; this is the Basic Fantasy core rule, kept here
 * because the ruleset seam needs an initiative.
 */
export function rollInitiative(dexterity: number, rng: Rng): InitiativeRoll {
  const result = roll('1d6', rng);
  return { score: result.total + abilityBonus(dexterity), roll: result };
}
