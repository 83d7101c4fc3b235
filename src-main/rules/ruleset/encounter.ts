// The moment monsters turn up: surprise, the reaction roll, the number appearing.

import type { RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';

/** Where a group is met decides which number-appearing figure a stat block gives. */
export type EncounterSetting = 'dungeon' | 'wilderness' | 'lair';

export interface SideSurprise {
  readonly roll: RollResult;
  readonly surprised: boolean;
  /** The range rolled against, as the card says it ("1-2 on 1d6"). */
  readonly range: string;
  /** Members of a surprised side whose own range the die misses (an Elf on a 2, A15): they are ready. */
  readonly spared?: readonly number[];
}

/** Who on the party's side could be caught, for rules where each member has a range of their own. */
export interface SurpriseCandidate {
  readonly id: number;
  readonly ancestry?: string;
}

export interface EncounterReaction {
  readonly roll: RollResult;
  readonly modifier: number;
  readonly total: number;
  /** The band's id ('favorable', 'neutral'...) and what it means at the table. */
  readonly band: string;
  readonly meaning: string;
  readonly source: string;
}

/**
 * A system's rules for the moment monsters turn up. A system without a rule answers
 * null and says in its source lines that the figure is the GM's.
 */
export interface EncounterRules {
  readonly surpriseSource: string;
  readonly distanceSource: string;
  /** What the reaction roll is, or that the rules have none and the GM says how they react. */
  readonly reactionSource: string;
  /** False where `reaction` answers null: the GM's word stands in for the roll. */
  readonly rollsReaction: boolean;
  surprise(rng: Rng, party: readonly SurpriseCandidate[]): { readonly party: SideSurprise; readonly foes: SideSurprise } | null;
  reaction(rng: Rng, modifier: number): EncounterReaction | null;
  /** The stat block's number-appearing dice for the setting, or null when it gives none. */
  appearing(statBlock: Readonly<Record<string, unknown>>, setting: EncounterSetting): string | null;
}

