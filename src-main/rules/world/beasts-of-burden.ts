import { loadLevel, type LoadLevel } from './load-level';

// The BFRPG seed's beasts of burden (supplement A4) and how a heavy load slows them.
// Basic Fantasy answers by them; a system with beasts of its own (GURPS) does not, and
// one without (Shell) offers them as defaults, saying so (haulers-by-table.ts).

export interface HeavyLoadRow {
  readonly normalFrom: number;
  readonly normalTo: number;
  readonly heavy: number;
}

// supplement A4: an animal's movement (feet per round) when heavily loaded.
export const ANIMAL_HEAVY_LOAD_MOVEMENT: readonly HeavyLoadRow[] = [
  { normalFrom: 10, normalTo: 10, heavy: 5 },
  { normalFrom: 20, normalTo: 20, heavy: 10 },
  { normalFrom: 30, normalTo: 30, heavy: 20 },
  { normalFrom: 40, normalTo: 40, heavy: 30 },
  { normalFrom: 50, normalTo: 60, heavy: 40 },
  { normalFrom: 70, normalTo: 70, heavy: 50 },
  { normalFrom: 80, normalTo: 80, heavy: 60 },
  { normalFrom: 90, normalTo: 90, heavy: 70 },
  { normalFrom: 100, normalTo: 100, heavy: 80 },
  { normalFrom: 110, normalTo: 120, heavy: 90 },
  { normalFrom: 130, normalTo: 130, heavy: 100 },
  { normalFrom: 140, normalTo: 140, heavy: 110 },
  { normalFrom: 150, normalTo: 150, heavy: 120 },
  { normalFrom: 160, normalTo: 160, heavy: 130 },
  { normalFrom: 170, normalTo: 180, heavy: 140 },
  { normalFrom: 190, normalTo: 190, heavy: 150 },
  { normalFrom: 200, normalTo: 200, heavy: 160 },
  { normalFrom: 210, normalTo: 210, heavy: 170 },
  { normalFrom: 220, normalTo: 220, heavy: 180 },
  { normalFrom: 230, normalTo: 240, heavy: 190 },
];

/** Speeds between rows (say 45') are not in the book; refusing beats inventing a row. */
export function heavilyLoadedAnimalMovement(normalFeet: number): number {
  const row = ANIMAL_HEAVY_LOAD_MOVEMENT.find((r) => normalFeet >= r.normalFrom && normalFeet <= r.normalTo);
  if (!row || normalFeet % 10 !== 0) {
    throw new RangeError(`no heavy-load row for an animal moving ${normalFeet}' per round`);
  }
  return row.heavy;
}

export interface BeastOfBurden {
  readonly id: string;
  readonly label: string;
  /** Most pounds carried while lightly loaded, and at all. */
  readonly lightLoad: number;
  readonly heavyLoad: number;
  readonly feetPerRound: number;
}

// supplement A4, beasts of burden.
export const BEASTS_OF_BURDEN: readonly BeastOfBurden[] = [
  { id: 'camel', label: 'Camel', lightLoad: 400, heavyLoad: 800, feetPerRound: 50 },
  { id: 'bactrian-camel', label: 'Camel, Bactrian', lightLoad: 400, heavyLoad: 800, feetPerRound: 40 },
  { id: 'donkey', label: 'Donkey', lightLoad: 70, heavyLoad: 140, feetPerRound: 40 },
  { id: 'draft-horse', label: 'Horse, draft', lightLoad: 350, heavyLoad: 700, feetPerRound: 60 },
  { id: 'riding-horse', label: 'Horse, riding', lightLoad: 250, heavyLoad: 500, feetPerRound: 80 },
  { id: 'war-horse', label: 'Horse, war', lightLoad: 350, heavyLoad: 700, feetPerRound: 60 },
  { id: 'mule', label: 'Mule', lightLoad: 300, heavyLoad: 600, feetPerRound: 40 },
  { id: 'pony', label: 'Pony', lightLoad: 275, heavyLoad: 550, feetPerRound: 40 },
];

export interface AnimalMovement {
  readonly load: LoadLevel;
  readonly feetPerRound: number;
}

export function beastMovement(beast: BeastOfBurden, cargoPounds: number): AnimalMovement {
  const load = loadLevel(cargoPounds, { light: beast.lightLoad, heavy: beast.heavyLoad });
  if (load === 'over') return { load, feetPerRound: 0 };
  const feet = load === 'light' ? beast.feetPerRound : heavilyLoadedAnimalMovement(beast.feetPerRound);
  return { load, feetPerRound: feet };
}
