// Light, heavy or over: the bands the BFRPG seed ("Carrying Capacity") puts a load in,
// which its beasts of burden share with Basic Fantasy characters.

export interface Capacity {
  /** Most pounds carried while still lightly loaded. */
  readonly light: number;
  /** Most pounds carried at all; above it the bearer cannot move. */
  readonly heavy: number;
}

export type LoadLevel = 'light' | 'heavy' | 'over';

export function loadLevel(carriedPounds: number, capacity: Capacity): LoadLevel {
  if (carriedPounds <= capacity.light) return 'light';
  return carriedPounds <= capacity.heavy ? 'heavy' : 'over';
}
