// How much a body carries and how far it goes for it, in the system's own units.

import type { LengthUnit } from './character';

export interface LoadInput {
  /** Everything carried except worn armor, in pounds. */
  readonly gearPounds: number;
  /**
   * Worn armor. Its weight always counts toward the load; `category` and `magical`
   * matter only to systems where armor also slows the wearer (BFRPG: 'none',
   * 'leather', 'metal'). GURPS and Shell count the weight alone.
   */
  readonly armor?: { readonly category: string; readonly magical: boolean; readonly pounds: number };
}

export interface EncumbranceLevel {
  /**
   * 0 is unburdened, higher is worse. BFRPG uses 0-2 (light, heavy, over capacity);
   * GURPS and Shell number theirs 0-4 and add 5 for past the limit. Rules that
   * subtract "your encumbrance level" use this.
   */
  readonly rank: number;
  readonly id: string;
  readonly label: string;
}

/** One encumbrance band's upper weight limit, for drawing a load meter. */
export interface LoadBand {
  readonly id: string;
  readonly label: string;
  readonly upToPounds: number;
}

export interface Movement {
  readonly encumbrance: EncumbranceLevel;
  readonly carriedPounds: number;
  /** Band limits lightest first; the last is the most the character can carry and still move. */
  readonly bands: readonly LoadBand[];
  /** Load as a fraction of the last band, so a UI can draw a bar. May exceed 1. */
  readonly loadFraction: number;
  readonly canMove: boolean;
  /** Tactical move per combat round in `unit` (BFRPG: feet per 10-second round; GURPS: yards per second). */
  readonly perRound: number;
  /** Careful exploration move per 10-minute turn in `unit`. */
  readonly perTurn: number;
  readonly unit: LengthUnit;
  /** Overland miles in a normal travel day on open, clear ground (GURPS: 10 x Move). */
  readonly milesPerDay: number;
  /** Plain sentences saying how each figure was reached. */
  readonly reasons: readonly string[];
}

