import type { Rng } from '../dice/rng';
import type { Race } from './capacity';
import { clampRange, rollChance, type Chance, type ChanceRoll } from '../world/chance-in-six';
import { TURNS_PER_HOUR } from './time';

export interface SecretDoorSearcher {
  readonly intelligence: number;
  readonly race: Race;
}

// 003_8f80a070c789886f.txt, "Secret Doors".
export const KEEN_INTELLIGENCE = 15;

/**
 * 1 on 1d6, 1-2 with Intelligence 15+, and elves add 1 on top (1-2, or 1-3 when
 * clever). `doorModifier` is the GM making a particular door harder (negative) or easier.
 */
export function secretDoorChance(searcher: SecretDoorSearcher, doorModifier = 0): Chance {
  const range =
    1 + (searcher.intelligence >= KEEN_INTELLIGENCE ? 1 : 0) + (searcher.race === 'elf' ? 1 : 0) + doorModifier;
  return { die: 6, range: clampRange(range, 6) };
}

/**
 * Turns one searcher spends on a stretch of wall: a turn per 10' normally; once
 * the first two searchers have come up empty, the third needs two turns and every
 * later one an hour. The escalated times are read per 10' like the base rate.
 */
export function secretDoorSearchTurns(earlierSearchers: number, wallFeet: number): number {
  const sections = Math.max(1, Math.ceil(wallFeet / 10));
  const perSection = earlierSearchers < 2 ? 1 : earlierSearchers === 2 ? 2 : TURNS_PER_HOUR;
  return perSection * sections;
}

export interface SecretDoorSearch extends ChanceRoll {
  /** True only when the roll succeeds and there is a secret door in the stretch searched. */
  readonly found: boolean;
  readonly turns: number;
}

/**
 * Finding the door says nothing about how it opens; the GM may ask for more.
 * Each new searcher gets a fresh roll, so enough searchers always find it in the end.
 */
export function searchForSecretDoor(
  input: {
    readonly searcher: SecretDoorSearcher;
    readonly earlierSearchers: number;
    readonly wallFeet: number;
    readonly doorPresent: boolean;
    readonly doorModifier?: number;
  },
  rng: Rng,
): SecretDoorSearch {
  const result = rollChance(secretDoorChance(input.searcher, input.doorModifier), rng);
  return {
    ...result,
    found: result.success && input.doorPresent,
    turns: secretDoorSearchTurns(input.earlierSearchers, input.wallFeet),
  };
}
