// A character as every system's services see it: pools, the sheet's profile and what it derives.

export type LengthUnit = 'ft' | 'yd';

export interface PoolState {
  readonly current: number;
  readonly max: number;
}

/** Hit points and, in systems that have one, the fatigue pool (GURPS FP, Shell END). */
export interface Pools {
  readonly hp: PoolState;
  readonly fp: PoolState | null;
}

/** What the services know about a character, in system-neutral form. */
export interface CharacterProfile {
  /** Scores keyed by the system's own abbreviations: 'STR', 'DEX', 'CON' for BFRPG; 'ST', 'DX', 'HT' for GURPS. */
  readonly attributes: Readonly<Record<string, number>>;
  /** Race or species id as the system names it ('human', 'elf', 'dwarf', 'halfling' in BFRPG). */
  readonly ancestry?: string;
  /** Skill levels by lower-case skill name, for systems with skills. */
  readonly skills?: Readonly<Record<string, number>>;
  /** GULLIVER's Linear Scale (1 for a human) and body mass, where the sheet gives a size. */
  readonly linearScale?: number;
  readonly massLb?: number;
  /** Current pools; injury and exhaustion slow GURPS and Shell characters. */
  readonly pools?: Pools;
  /** The ruleset's own completed sheet, read only by the ruleset that made the profile. */
  readonly sheet?: Readonly<Record<string, unknown>>;
}

/** A figure the sheet derives, shown with the formula that gives it. */
export interface DerivedFigure {
  readonly key: string;
  readonly label: string;
  readonly value: number | string;
  readonly formula: string;
}

/** A standing effect of the character's state (reeling from wounds, very tired). */
export interface Condition {
  readonly id: string;
  readonly label: string;
  readonly effect: string;
}

export interface Senses {
  readonly darkvision: boolean;
}

