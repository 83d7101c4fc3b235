import type { Rng } from '../dice/rng';
import { chanceProbability, inSix, percentChance, rollChance, type Chance, type ChanceRoll } from '../world/chance-in-six';

export interface TrapSearcher {
  /** A thief's find-traps percentage; it replaces the 1 in 6. */
  readonly thiefFindTrapsPercent?: number;
  /** A dwarf's stonework trap-finding chance; it also replaces the 1 in 6. */
  readonly dwarfTrapChance?: Chance;
  /** Magic-Users and Clerics, who may sense purely magical traps if the GM allows it. */
  readonly spellcaster?: boolean;
}

/**
 * The GM's ruling for purely magical traps: search for them like any other trap,
 * let only spellcasters find them (at 1 in 6), or not allow finding them at all.
 */
export type MagicalTrapRuling = 'search-normally' | 'spellcasters-only' | 'undetectable';

// 003_8f80a070c789886f.txt, "Traps": 1 in 6 for anyone searching.
export const BASE_TRAP_CHANCE: Chance = inSix(1);

/**
 * The chance this searcher rolls, or null if they cannot find this trap. Special
 * abilities supersede the base roll; a dwarven thief uses whichever is better,
 * compared as probabilities because one is a percentage and the other a d6 range.
 */
export function trapChance(
  searcher: TrapSearcher,
  trap: { readonly magical: boolean },
  ruling: MagicalTrapRuling = 'search-normally',
): Chance | null {
  if (trap.magical && ruling === 'undetectable') return null;
  if (trap.magical && ruling === 'spellcasters-only') return searcher.spellcaster ? BASE_TRAP_CHANCE : null;
  const special: Chance[] = [];
  if (searcher.thiefFindTrapsPercent !== undefined) special.push(percentChance(searcher.thiefFindTrapsPercent));
  if (searcher.dwarfTrapChance) special.push(searcher.dwarfTrapChance);
  if (special.length === 0) return BASE_TRAP_CHANCE;
  return special.reduce((best, c) => (chanceProbability(c) > chanceProbability(best) ? c : best));
}

/** A search takes at least a turn for every 10' x 10' (100 sq ft) searched. */
export function trapSearchTurns(areaSquareFeet: number): number {
  return Math.max(1, Math.ceil(areaSquareFeet / 100));
}

export type TrapSearch =
  | (ChanceRoll & { readonly searched: true; readonly found: boolean })
  | { readonly searched: false; readonly reason: 'already-searched' | 'cannot-detect' };

/**
 * One effective search per character per area, whatever abilities they have, so
 * a repeat search makes no roll. The roll is made whether or not a trap is
 * there; `found` is true only when it succeeds and one is.
 */
export function searchForTraps(
  input: {
    readonly searcher: TrapSearcher;
    readonly trap: { readonly present: boolean; readonly magical: boolean };
    readonly alreadySearchedHere: boolean;
    readonly ruling?: MagicalTrapRuling;
  },
  rng: Rng,
): TrapSearch {
  if (input.alreadySearchedHere) return { searched: false, reason: 'already-searched' };
  const chance = trapChance(input.searcher, input.trap, input.ruling);
  if (!chance) return { searched: false, reason: 'cannot-detect' };
  const result = rollChance(chance, rng);
  return { ...result, searched: true, found: result.success && input.trap.present };
}
