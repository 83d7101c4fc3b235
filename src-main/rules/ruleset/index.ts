import type { RulesSystem } from '../../../src-shared/contract/rules-options';
import type { Illuminant } from '../../../src-shared/light-kinds';
import type { z } from 'zod';
import type { RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';
import type { AdvancementRules, PointRules } from './advancement';
import type { BestiarySource, CarriedItem, CombatRules } from './combat';
import type { MoneyRules } from './money';
import type { RetainerRules } from './retainers';
import type { CharacterProfile, Condition, DerivedFigure, LengthUnit, Pools, Senses } from './character';
import type { DungeonRules } from './dungeon';
import type { EncounterRules } from './encounter';
import type { HaulerRules } from './haulers';
import type { LastingRules } from './lasting';
import type { LightDuration, LightLevel, LightSourceSpec, PartyLight, Vision } from './light';
import type { MagicRules } from './magic';
import type { LoadInput, Movement } from './movement';
import type { DailyNeeds, DeprivationInput, DeprivationResult, FatigueRecoveryInput, HealingInput, HealingResult } from './provisions';
import type { LandDay, LandDayInput, TerrainId, TravelDay, TravelInput } from './travel';

export * from './advancement';
export * from './character';
export * from './money';
export * from './combat';
export * from './dungeon';
export * from './encounter';
export * from './haulers';
export * from './labelled-roll';
export * from './lasting';
export * from './light';
export * from './magic';
export * from './movement';
export * from './provisions';
export * from './retainers';
export * from './travel';

/**
 * The seam between the app's services (clock, party, dungeon, travel) and a game
 * system. A campaign gets one `Ruleset`, built from its system and options;
 * services hold it and never branch on which system it is.
 *
 * Shape rules that keep systems addable without changing this seam's methods
 * (the interface here, what it decides in the files beside it):
 * - Inputs are objects, so a system that needs one more fact (GULLIVER's body
 *   weight, Shell's maximum END) adds an optional field instead of a parameter.
 * - Anything random takes the injected `Rng` and returns the `RollResult`s it made,
 *   so the caller can journal every die; systems that do not roll return none.
 * - Figures carry their unit, since systems disagree (BFRPG feet per 10-second
 *   round, GURPS yards per 1-second turn).
 * - State a system keeps between clock steps that nothing else needs (missed
 *   meals, fatigue only food restores) travels as an opaque `condition` record the
 *   services store and hand back untouched.
 */
export type RulesSystemId = RulesSystem;

export interface Ruleset {
  readonly id: RulesSystemId;
  /** The system with its options, e.g. "GURPS Lite + GULLIVER". */
  readonly name: string;
  /** Length of a combat round and of an exploration turn. */
  readonly time: { readonly secondsPerRound: number; readonly secondsPerTurn: number };
  readonly unit: LengthUnit;
  readonly terrains: readonly { readonly id: TerrainId; readonly label: string }[];
  readonly lightSources: readonly LightSourceSpec[];
  /** Label of the fatigue pool (FP, END), or null when the system has none. */
  readonly fatiguePool: string | null;
  /** Item catalogue a new campaign starts with (a file in resources/). */
  readonly catalogue: string;
  /** Foes a new campaign starts with, read from a file in resources/; null where the system ships none. */
  readonly bestiary: BestiarySource | null;
  /** Coins, their worth and weight: what purses hold and loads count. */
  readonly money: MoneyRules;
  /** Experience and levels; null where the system grows characters another way. */
  readonly advancement: AdvancementRules | null;
  /** Retainers' limit, Loyalty and its checks; absent where the rules have none. */
  readonly retainers?: RetainerRules;
  /** Points earned and spent on the sheet; null where the system grows by levels. */
  readonly points: PointRules | null;

  /** Validates a character sheet as sent; its errors carry the path of the field. */
  readonly sheetSchema: z.ZodType<Record<string, unknown>>;
  /** Fills what a parsed sheet may leave out and checks rules a schema cannot (point budgets); throws a RuleInputError whose path is in the sheet. */
  completeSheet(sheet: Record<string, unknown>): Record<string, unknown>;
  profile(sheet: Readonly<Record<string, unknown>>, pools?: Pools): CharacterProfile;
  /** The pool maxima a sheet fixes; null where the GM sets them (BFRPG rolls HP). */
  poolMaxima(profile: CharacterProfile): { readonly hp: number | null; readonly fp: number | null };
  /** Everything else the sheet derives, each with its formula, for the Party view. */
  /** `carried` lets a system derive figures from gear (Basic Fantasy's AC from armour and shield). */
  characteristics(profile: CharacterProfile, carried?: readonly CarriedItem[]): readonly DerivedFigure[];
  /** Standing effects of the current pools. */
  conditions(profile: CharacterProfile): readonly Condition[];
  senses(profile: CharacterProfile): Senses;
  /** How far darkvision sees in the dark, in feet; null where the campaign gives it no range (the map then shows only what light reaches). */
  readonly darkvisionFeet: number | null;

  /**
   * Movement from attributes, load and armor. Returns a ranked, labelled level plus
   * per-round, per-turn and per-day figures, because BFRPG's light/heavy bands,
   * GURPS' five levels (Move x0.8 ... x0.2) and Shell's percentage bands all reduce
   * to "which level, and how far can you go in each time unit".
   */
  movement(character: CharacterProfile, load: LoadInput): Movement;
  /**
   * Where a body's size changes how it walks (GURPS + GULLIVER): `pace` says what sets its
   * Move when that is not the sheet's plain figure, `warning` when human figures sit on a
   * body far from human size. Absent in systems without sizes.
   */
  bodyNotes?(character: CharacterProfile, name: string): { readonly pace: string | null; readonly warning: string | null };

  /** Beasts of burden and vehicles by this system's figures, each saying where they come from. */
  readonly haulers: HaulerRules;

  /**
   * A group's day on the road. Members are given as miles per day rather than as
   * characters so mounts and beasts fit. The slowest member sets the pace;
   * terrain, a forced pace and flying then adjust it.
   */
  partyTravel(input: TravelInput): TravelDay;
  /** The day's dice on foot: getting lost and forced marches (BFRPG), Hiking rolls (GURPS). */
  landDay(input: LandDayInput, rng: Rng): LandDay;
  /** Wandering-encounter checks for each day outdoors. */
  readonly wildernessEncounters: { readonly checksPerDay: number; readonly chanceInSix: number };
  /**
   * Whether a new campaign rolls Lantern's own land-weather table on travelling days. Basic Fantasy's
   * texts give weather only at sea (seed 003, "Waterborne Travel"), so its campaigns start without.
   */
  readonly landWeatherByDefault: boolean;

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

  /** Fatigue regained by resting between two moments; 0 in systems without a fatigue pool. */
  fatigueRecovery(character: CharacterProfile, input: FatigueRecoveryInput): number;

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

  /** The light around a party lit by these (carried lights and spells' light, `Illuminant`s) underground, and what it costs them. */
  partyLight(litSourceIds: readonly Illuminant[]): PartyLight;

  /**
   * Whether a character with these senses can see at a light level, and with what
   * penalty. BFRPG's answer is yes or no; GURPS grades darkness as a penalty.
   */
  vision(level: LightLevel, senses: Senses): Vision;

  readonly dungeon: DungeonRules;
  readonly combat: CombatRules;
  readonly lasting: LastingRules;
  /** Meeting wandering monsters: surprise, the reaction roll, the number appearing. */
  readonly encounter: EncounterRules;
  /** Spells from the campaign's list: slots, who may cast what, the pool a casting spends. */
  readonly magic: MagicRules;

  /**
   * A GM's roll against a target: made at or under it, and whether the system calls
   * it a critical (GURPS's 3d6 has criticals; the others do not).
   */
  judgeRoll(roll: RollResult, target: number): { readonly success: boolean; readonly critical: 'success' | 'failure' | null };
}

/** Roll-under with no criticals: Basic Fantasy's and Shell's GM rolls. */
export const atOrUnder = (roll: RollResult, target: number) => ({ success: roll.total <= target, critical: null });
