// Searching, listening and forcing doors underground.

import type { Rng } from '../dice/rng';
import type { CharacterProfile } from './character';
import type { LabelledRoll } from './labelled-roll';

/** A chance the GM sees before the dice: exact probability and how it is rolled. */
export interface ChanceText {
  readonly probability: number;
  /** E.g. "1 in 6", "3d6 <= 12". */
  readonly text: string;
}

export interface DungeonCheck {
  /** False when the character cannot try at all (`reason` says why); nothing is rolled then. */
  readonly attempted: boolean;
  readonly reason?: string;
  readonly success: boolean;
  readonly chance: ChanceText | null;
  readonly rolls: readonly LabelledRoll[];
  /** Game time the attempt takes. */
  readonly seconds: number;
}

export interface DungeonSearcher {
  readonly name: string;
  readonly profile: CharacterProfile;
}

export interface DungeonRules {
  /**
   * How a walk on a level's map is timed: the party's pace per turn spread over the distance,
   * rounded up to `stepSeconds` (a whole turn where the rules count exploring in turns, a second
   * where they give Move per second), and the rule that says so.
   */
  readonly walk: { readonly stepSeconds: number; readonly source: string };
  searchTraps(
    searcher: DungeonSearcher,
    input: { readonly areaSquareFeet: number; readonly trapPresent: boolean; readonly magicalTrap: boolean; readonly alreadySearchedHere: boolean },
    rng: Rng,
  ): DungeonCheck;
  searchSecretDoors(
    searcher: DungeonSearcher,
    /**
     * `doorModifier`: how much easier (+) or harder (-) the GM made the door hidden
     * there, in pips on the die (a 3d6 roll takes it as a bonus or penalty); 0 when none is.
     */
    input: { readonly wallFeet: number; readonly earlierSearchers: number; readonly doorPresent: boolean; readonly doorModifier: number },
    rng: Rng,
  ): DungeonCheck;
  listen(searcher: DungeonSearcher, input: { readonly noiseBeyond: boolean }, rng: Rng): DungeonCheck;
  forceDoor(searcher: DungeonSearcher, input: { readonly obstacle: 'stuck-door' | 'locked-door' | 'bars' }, rng: Rng): DungeonCheck;
}

