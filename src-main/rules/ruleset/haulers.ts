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

export interface HaulerRules {
  readonly beasts: readonly HaulerKind[];
  readonly vehicles: readonly HaulerKind[];
  /** A beast carrying `cargoPounds`, in the same figures a character's load gives; a RangeError for an id not in `beasts`. */
  beast(id: string, cargoPounds: number): Movement;
  /** A vehicle carrying `cargoPounds`; a RangeError for an id not in `vehicles`. */
  vehicle(id: string, cargoPounds: number): Movement;
}
