import type { RollResult } from './dice/roll';
import type { Rng } from './dice/rng';

/**
 * The seam between the app's services (clock, party, travel) and a game system.
 * Services hold a `Ruleset` and never branch on which system it is.
 *
 * Shape rules that keep GURPS Lite, Shell and GULLIVER addable without changing
 * this file's methods:
 * - Inputs are objects, so a system that needs one more fact (GULLIVER's body
 *   weight, Shell's maximum HP) adds an optional field instead of a parameter.
 * - Anything random takes the injected `Rng` and returns the `RollResult`s it made,
 *   so the caller can journal every die; systems that do not roll return none.
 * - Figures carry their unit, since systems disagree (BFRPG feet per 10-second
 *   round, GURPS yards per 1-second turn).
 */
export type RulesSystemId = 'bfrpg';

export type LengthUnit = 'ft' | 'yd';

/** What the services store about a character, in system-neutral form. */
export interface CharacterProfile {
  /** Scores keyed by the system's own abbreviations: 'STR', 'DEX', 'CON' for BFRPG; 'ST', 'DX', 'HT' for GURPS. */
  readonly attributes: Readonly<Record<string, number>>;
  /** Race or species id as the system names it ('human', 'elf', 'dwarf', 'halfling' in BFRPG). */
  readonly ancestry?: string;
}

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
   * 0 is unburdened, higher is worse, the highest means unable to move. BFRPG uses
   * 0-2 (light, heavy, over capacity); GURPS and Shell number theirs 0-4 and can
   * add 5 for over the limit. Rules that subtract "your encumbrance level" use this.
   */
  readonly rank: number;
  readonly id: string;
  readonly label: string;
}

export interface Movement {
  readonly encumbrance: EncumbranceLevel;
  /**
   * Load as a fraction of the most the character can carry and still move, so
   * Shell's percentage bands fit and a UI can draw a bar. May exceed 1.
   */
  readonly loadFraction: number;
  readonly canMove: boolean;
  /** Tactical move per combat round in `unit` (BFRPG: feet per 10-second round; GURPS: yards per second). */
  readonly perRound: number;
  /** Careful exploration move per exploration turn in `unit`, or null where the system has no such turn. */
  readonly perTurn: number | null;
  readonly unit: LengthUnit;
  /** Overland miles in a normal travel day on open, clear ground (GURPS: 10 x Move). */
  readonly milesPerDay: number;
}

/** Terrain names common to the systems; each ruleset maps them onto its own bands. */
export type TerrainId =
  | 'road'
  | 'trail'
  | 'clear'
  | 'plains'
  | 'forest'
  | 'hills'
  | 'desert'
  | 'jungle'
  | 'mountains'
  | 'swamp';

export interface TravelInput {
  /** Each member's Movement (or any figure with milesPerDay: mounts, beasts). */
  readonly members: readonly Pick<Movement, 'milesPerDay'>[];
  readonly terrain: TerrainId;
  readonly pace: 'normal' | 'forced';
  readonly medium: 'land' | 'air';
}

export interface TravelDay {
  readonly milesPerDay: number;
  readonly hoursPerDay: number;
  /** Index into `members` of whoever sets the pace. */
  readonly slowestMember: number;
}

export interface Quantity {
  readonly amount: number;
  /** 'ration', 'quart', 'lb', ... as the system measures it. */
  readonly unit: string;
}

export interface DailyNeeds {
  readonly food: Quantity;
  readonly water: Quantity;
}

export interface DeprivationInput {
  /**
   * Consecutive days without enough, counting the day being resolved. Fractions
   * are allowed for systems that count missed meals (GULLIVER: a meal is a third
   * of a day).
   */
  readonly daysWithoutFood: number;
  readonly daysWithoutWater: number;
}

/** Some systems drain fatigue before hit points (GURPS, GULLIVER), so each loss names its pool. */
export interface PoolLoss {
  readonly pool: 'HP' | 'FP';
  readonly amount: number;
  readonly cause: 'hunger' | 'thirst';
  readonly roll?: RollResult;
}

export interface DeprivationResult {
  readonly losses: readonly PoolLoss[];
  readonly naturalHealingBlocked: boolean;
}

export interface HealingInput {
  readonly fullBedRest: boolean;
  /** From the latest DeprivationResult. */
  readonly healingBlocked: boolean;
}

/** GURPS heals on a daily HT roll, so healing may roll too. */
export interface HealingResult {
  readonly hp: number;
  readonly rolls: readonly RollResult[];
}

export interface LightSourceSpec {
  readonly id: string;
  readonly label: string;
  readonly brightRadius: number;
  /** Outer edge of the dim fringe. */
  readonly dimRadius: number;
  readonly unit: LengthUnit;
  /** Human-readable burn time, e.g. "1d4+4 turns". */
  readonly burnText: string;
}

export interface LightDuration {
  /** Seconds of game time, the clock's unit, whatever the system counts in. */
  readonly seconds: number;
  readonly rolls: readonly RollResult[];
}

/** Darkest first; GURPS darkness penalties map onto these levels. */
export type LightLevel = 'magical-darkness' | 'dark' | 'moonlight' | 'dim' | 'bright';

export interface Vision {
  readonly canSee: boolean;
  /** How the character sees, if at all. */
  readonly by: 'eyes' | 'darkvision' | null;
  /** Penalty to sight-based rolls (GURPS darkness penalties); 0 where the system has none. */
  readonly penalty: number;
}

export interface Senses {
  readonly darkvision: boolean;
}

export interface Initiative {
  /** Higher acts first. */
  readonly score: number;
  /** Empty for systems that order by a fixed statistic (GURPS: Basic Speed). */
  readonly rolls: readonly RollResult[];
}

export interface Ruleset {
  readonly id: RulesSystemId;
  readonly name: string;
  /** Length of a combat round and of an exploration turn (null where the system has none). */
  readonly time: { readonly secondsPerRound: number; readonly secondsPerTurn: number | null };
  readonly terrains: readonly { readonly id: TerrainId; readonly label: string }[];
  readonly lightSources: readonly LightSourceSpec[];

  /**
   * Movement from attributes, load and armor. Returns a ranked, labelled level plus
   * per-round, per-turn and per-day figures, because BFRPG's light/heavy bands,
   * GURPS' five levels (Move x0.8 ... x0.2) and Shell's percentage bands all reduce
   * to "which level, and how far can you go in each time unit".
   */
  movement(character: CharacterProfile, load: LoadInput): Movement;

  /**
   * A group's day on the road. Members are given as miles per day rather than as
   * characters so mounts and beasts fit, and because every system gets there its
   * own way (BFRPG: feet x 0.6; GURPS: 10 x Move). The slowest member sets the
   * pace; terrain, a forced pace and flying then adjust it.
   */
  partyTravel(input: TravelInput): TravelDay;

  /** Per character per day. Takes the character because GULLIVER scales food and water by size. */
  dailyNeeds(character: CharacterProfile): DailyNeeds;

  /**
   * Resolves one day of going short. Returns each loss with its pool and roll,
   * rather than a single HP figure, because GURPS and GULLIVER drain fatigue first.
   * Also reports whether natural healing stops.
   */
  deprivation(character: CharacterProfile, input: DeprivationInput, rng: Rng): DeprivationResult;

  /** Hit points regained naturally over one day. Takes the RNG because GURPS rolls HT for it. */
  naturalHealing(character: CharacterProfile, input: HealingInput, rng: Rng): HealingResult;

  /**
   * How long a freshly lit source burns, in seconds so the clock needs no system
   * units. Rolled once when lit (a BFRPG torch burns 1d4+4 turns); candles burn by height.
   */
  lightDuration(sourceId: string, rng: Rng, options?: { readonly candleInches?: number }): LightDuration;

  /**
   * The light level at a point: the brightest of the ambient light and of each
   * source at its distance. Distances are in the system's `lightSources` unit.
   */
  lightLevelAt(
    ambient: LightLevel,
    sources: readonly { readonly sourceId: string; readonly distance: number }[],
  ): LightLevel;

  /**
   * Whether a character with these senses can see at a light level, and with what
   * penalty. BFRPG's answer is yes or no; GURPS grades darkness as a penalty.
   */
  vision(level: LightLevel, senses: Senses): Vision;

  /** A score where higher acts first; it may be rolled (BFRPG 1d6 + DEX bonus) or fixed (GURPS Basic Speed). */
  initiative(character: CharacterProfile, rng: Rng): Initiative;
}
