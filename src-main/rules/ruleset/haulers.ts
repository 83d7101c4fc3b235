// Beasts of burden and vehicles: which ones a system knows, where their figures come
// from, and how far one goes under a load, each system by its own rules.

import type { Movement } from './movement';

/** A beast or vehicle the campaign's rules know, as the GM picks one. */
export interface HaulerKind {
  readonly id: string;
  readonly label: string;
  /** Its figures in a line, in the system's terms ("ST 22, Basic Lift 97 lb, Basic Move 6"). */
  readonly figures: string;
  /** Where those figures come from (a page, a table, or that they are Lantern's or the GM's). */
  readonly source: string;
}

/** A beast's or vehicle's own figures as the GM gives them, for a system whose text has none. */
export interface GmHaulerFigures {
  /** The most it carries and still moves, in pounds. */
  readonly loadPounds: number;
  /** How far it goes in a day's travel on clear ground. */
  readonly milesPerDay: number;
}

export interface HaulerRules {
  readonly beasts: readonly HaulerKind[];
  readonly vehicles: readonly HaulerKind[];
  /**
   * Whether the GM may give a beast's or vehicle's own figures: true where the system's
   * text has none, so the kinds above are only a stated default. A system with figures
   * of its own refuses the GM's (a sheet naming them fails validation).
   */
  readonly takesGmFigures: boolean;
  /** A beast carrying `cargoPounds`, in the same figures a character's load gives; by `gm`'s figures where given and taken; a RangeError for an id not in `beasts`. */
  beast(id: string, cargoPounds: number, gm?: GmHaulerFigures | null): Movement;
  /** A vehicle carrying `cargoPounds`, likewise; a RangeError for an id not in `vehicles`. */
  vehicle(id: string, cargoPounds: number, gm?: GmHaulerFigures | null): Movement;
}
