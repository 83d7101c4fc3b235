import type { RulesSystem } from '../../src-shared/contract/rules-options';
import type { z } from 'zod';
import type { RollResult } from './dice/roll';
import type { Rng } from './dice/rng';

/**
 * The seam between the app's services (clock, party, dungeon, travel) and a game
 * system. A campaign gets one `Ruleset`, built from its system and options;
 * services hold it and never branch on which system it is.
 *
 * Shape rules that keep systems addable without changing this file's methods:
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

/** A roll made by a rule, labelled for the journal; secret ones are hidden from the players. */
export interface LabelledRoll {
  readonly label: string;
  readonly roll: RollResult;
  readonly secret?: boolean;
}

export interface Traveller {
  readonly id: number;
  readonly name: string;
  readonly milesPerDay: number;
  readonly profile: CharacterProfile;
}

export interface LandDayInput {
  readonly travellers: readonly Traveller[];
  /** The party's leader, who steers (and in GURPS may roll for the group). */
  readonly leader: CharacterProfile | null;
  readonly forcedMarch: boolean;
  /** Whether the day's route follows a road, trail, river or landmark (nobody gets lost then). */
  readonly onTrack: boolean;
  /** What the previous day's `LandDay.state` was; undefined on the first day. */
  readonly state: unknown;
}

/** The dice of one day on foot that change how far the party gets or what befalls it. */
export interface LandDay {
  /** Multiplies the day's distance (GURPS: 1.2 after a good Hiking roll). */
  readonly distanceMultiplier: number;
  readonly rolls: readonly LabelledRoll[];
  readonly notes: readonly string[];
  readonly damage: readonly { readonly memberId: number; readonly hp: number }[];
  /** Something the GM must resolve (the party is lost). */
  readonly needsGm: string | null;
  /** The party has lost its way: the journey drifts off its route for the day. */
  readonly lost?: boolean;
  readonly state: unknown;
}

export interface Quantity {
  readonly amount: number;
  /** 'ration', 'quart', 'lb', ... as the system measures it. */
  readonly unit: string;
}

export interface DailyNeeds {
  readonly food: Quantity;
  readonly water: Quantity;
  /** How the amounts were reached (GULLIVER scales them to the body). */
  readonly reason?: string;
}

export interface DeprivationInput {
  /**
   * Consecutive days without enough, counting the day being resolved; 0 for a day
   * that was fed (or watered) in full.
   */
  readonly daysWithoutFood: number;
  readonly daysWithoutWater: number;
  /** Share of the day's need that was NOT met, 0 to 1; GULLIVER counts missed thirds of a day. */
  readonly foodShortfall: number;
  readonly waterShortfall: number;
  readonly pools: Pools;
  /** The condition record the ruleset returned last time, `{}` at first. */
  readonly condition: Readonly<Record<string, unknown>>;
}

/** Some systems drain fatigue before hit points (GURPS, GULLIVER, Shell), so each loss names its pool. */
export interface PoolLoss {
  readonly pool: 'HP' | 'FP';
  readonly amount: number;
  readonly cause: 'hunger' | 'thirst';
  readonly roll?: RollResult;
}

export interface DeprivationResult {
  readonly losses: readonly PoolLoss[];
  readonly naturalHealingBlocked: boolean;
  readonly condition: Readonly<Record<string, unknown>>;
  /** Sentences for the journal beyond the losses themselves (a threshold crossed). */
  readonly notes: readonly string[];
}

export interface HealingInput {
  readonly fullBedRest: boolean;
  /** From the latest DeprivationResult. */
  readonly healingBlocked: boolean;
  readonly pools: Pools;
  /** The day's end in game seconds; rates that carry fractions (Shell's percent a day) count whole days to it. */
  readonly at: number;
  readonly condition: Readonly<Record<string, unknown>>;
}

/** GURPS heals on a daily HT roll, so healing may roll too. */
export interface HealingResult {
  /** Whole hit points regained. */
  readonly hp: number;
  readonly rolls: readonly RollResult[];
  /** The condition record to keep, when healing changed it (GULLIVER carries half points). */
  readonly condition?: Readonly<Record<string, unknown>>;
}

export interface FatigueRecoveryInput {
  /** Game seconds since the campaign epoch; recovery counts whole intervals crossed, so a split span adds up. */
  readonly from: number;
  readonly to: number;
  readonly pools: Pools;
  readonly condition: Readonly<Record<string, unknown>>;
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

/** The light the party stands in, with what the GM must apply for it. */
export interface PartyLight {
  /** E.g. "Dim (bright firelight)", "Total darkness". */
  readonly label: string;
  /** What the level costs at the table, e.g. "-1 to Vision and to skills that need sight"; null when nothing. */
  readonly effect: string | null;
  readonly brightRadius: number;
  readonly dimRadius: number;
  readonly unit: LengthUnit;
  readonly inDarkness: boolean;
}

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
  searchTraps(
    searcher: DungeonSearcher,
    input: { readonly areaSquareFeet: number; readonly trapPresent: boolean; readonly magicalTrap: boolean; readonly alreadySearchedHere: boolean },
    rng: Rng,
  ): DungeonCheck;
  searchSecretDoors(
    searcher: DungeonSearcher,
    input: { readonly wallFeet: number; readonly earlierSearchers: number; readonly doorPresent: boolean },
    rng: Rng,
  ): DungeonCheck;
  listen(searcher: DungeonSearcher, input: { readonly noiseBeyond: boolean }, rng: Rng): DungeonCheck;
  forceDoor(searcher: DungeonSearcher, input: { readonly obstacle: 'stuck-door' | 'locked-door' | 'bars' }, rng: Rng): DungeonCheck;
}

/** Something a member carries, as the combat rules read it (weapons, the armour worn, a shield). */
export interface CarriedItem {
  /** The catalogue's key ('battle-axe'). */
  readonly key: string;
  readonly name: string;
  readonly category: string;
  readonly worn: boolean;
  readonly magical: boolean;
  readonly armorKind: string | null;
}

/**
 * A fighter as the combat rules see it. `Stats` and `State` are a system's own types
 * (GURPS's weapons and skills, Shell's wounds by location); the services store them as
 * JSON without reading them, so to the services they are unknown.
 */
export interface Fighter<Stats = unknown, State = unknown> {
  readonly id: number;
  readonly name: string;
  readonly side: 'party' | 'foes';
  /** The system's fighting figures, from a member's sheet or a foe's stat block. */
  readonly stats: Stats;
  /** What the rules keep between turns (shock, stun, posture, wounds by location...). */
  readonly state: State;
  readonly pools: Pools;
  readonly out: boolean;
}

/** What a combat step does to one fighter; fields left out stay as they were. */
export interface FighterChange<State = unknown> {
  readonly id: number;
  readonly hp?: number;
  readonly fp?: number;
  readonly state?: State;
  readonly out?: boolean;
}

/** The result of any combat step, for the journal and the encounter. */
export interface CombatOutcome<State = unknown> {
  readonly summary: string;
  readonly rolls: readonly LabelledRoll[];
  /** Sentences for the log, in order. */
  readonly notes: readonly string[];
  readonly changes: readonly FighterChange<State>[];
}

export interface AttackPreview {
  readonly possible: boolean;
  readonly reason: string | null;
  readonly figures: readonly { readonly label: string; readonly value: string; readonly detail: string }[];
  readonly chances: readonly { readonly label: string; readonly probability: number }[];
  readonly damage: string | null;
}

export interface CombatReference {
  readonly manual: boolean;
  readonly maneuvers: readonly { readonly id: string; readonly label: string; readonly help: string; readonly options: readonly { readonly id: string; readonly label: string }[] }[];
  readonly defenses: readonly { readonly id: string; readonly label: string }[];
  readonly locations: readonly { readonly id: string; readonly label: string; readonly modifier: number }[];
  readonly conditions: readonly { readonly id: string; readonly label: string }[];
  readonly initiativeModes: readonly { readonly id: string; readonly label: string }[];
}

export interface InitiativeRoll {
  /** Fighters' ids in acting order, with their scores and how each was reached. */
  readonly order: readonly { readonly id: number; readonly score: number; readonly text: string }[];
  readonly rolls: readonly LabelledRoll[];
  readonly notes: readonly string[];
}

/** A fighter's figures as a combat view lists them. */
export interface FighterSummary {
  readonly attacks: readonly { readonly id: string; readonly label: string; readonly detail: string }[];
  readonly defenses: readonly { readonly id: string; readonly label: string; readonly value: string }[];
  readonly stance: string | null;
  readonly conditions: readonly Condition[];
  /** Marks on the HP and FP bars: where the character slows, falls, must roll to live. */
  readonly hpMarks: readonly { readonly at: number; readonly label: string }[];
  readonly fpMarks: readonly { readonly at: number; readonly label: string }[];
}

/**
 * A system's combat: who acts when, what an attack or a maneuver is, and what a
 * turn's or a round's end does. The encounter service keeps the fight (order,
 * round, pools, the clock, the journal) and asks these questions.
 *
 * A system writes its rules with its own types: the figures it makes for a fighter
 * (`Stats`), what it keeps between turns (`State`), and its stat block, attack and
 * maneuver records as its schemas parse them. The Ruleset holds them as
 * `CombatRules` with every type unknown, which the compiler accepts because the
 * methods' parameters are compared both ways; that is sound as long as the services
 * hand a system only what its own schemas parsed and its own methods made, which
 * they do: they parse with `statBlockSchema`, `attackSchema` and `maneuverSchema`,
 * and store stats and state as JSON, reading neither.
 */
export interface CombatRules<Stats = unknown, State = unknown, Block = Record<string, unknown>, Attack = Record<string, unknown>, Maneuver = Record<string, unknown>> {
  /** Initiative is rolled once for the fight (GURPS, Shell) or again every round (Basic Fantasy). */
  readonly initiativeEachRound: boolean;
  readonly reference: CombatReference;
  readonly statBlockSchema: z.ZodType<Block>;
  readonly attackSchema: z.ZodType<Attack>;
  /** Null where the system has no maneuvers to declare. */
  readonly maneuverSchema: z.ZodType<Maneuver> | null;
  /** A party member's fighting figures, from the sheet and the encumbrance level of what they carry. */
  memberStats(profile: CharacterProfile, carried: { readonly encumbrance: number; readonly items?: readonly CarriedItem[] }): Stats;
  /** A foe's pools and fighting figures from its stat block; may roll its hit points. */
  foe(block: Block, rng: Rng): { readonly hpMax: number; readonly fpMax: number | null; readonly stats: Stats; readonly rolls: readonly LabelledRoll[] };
  /** A line saying what a stat block is, for the bestiary list. */
  describe(block: Block): string;
  rollInitiative(fighters: readonly Fighter<Stats, State>[], options: Readonly<Record<string, unknown>>, rng: Rng): InitiativeRoll;
  summary(fighter: Fighter<Stats, State>): FighterSummary;
  preview(attacker: Fighter<Stats, State>, defender: Fighter<Stats, State>, attack: Attack): AttackPreview;
  attack(attacker: Fighter<Stats, State>, defender: Fighter<Stats, State>, attack: Attack, rng: Rng): CombatOutcome<State>;
  /** A declared maneuver; `others` are the rest of the fight (a Feint rolls against its target). */
  maneuver(fighter: Fighter<Stats, State>, maneuver: Maneuver, others: readonly Fighter<Stats, State>[], rng: Rng): CombatOutcome<State>;
  /** A condition set or cleared by hand. */
  setCondition(fighter: Fighter<Stats, State>, condition: string, on: boolean): FighterChange<State>;
  /** The start of a fighter's turn: what lasted "until your next turn" ends; a roll to stay conscious. */
  startTurn(fighter: Fighter<Stats, State>, rng: Rng): CombatOutcome<State>;
  /** The end of a fighter's turn: shock wears off, a roll to recover from stun. */
  endTurn(fighter: Fighter<Stats, State>, rng: Rng): CombatOutcome<State>;
  /** The end of a round: fatigue from fighting (Shell), blocks and dodges counted again. */
  endRound(fighters: readonly Fighter<Stats, State>[], round: number, rng: Rng): CombatOutcome<State>;
  /** The fight is over: what lasts only as long as a fight goes (Shell's stun damage). */
  endFight(fighters: readonly Fighter<Stats, State>[]): CombatOutcome<State>;
}

/**
 * A state that outlasts a fight and the clock step that made it: a crippled limb,
 * unconsciousness, dying, death. Ids are the ruleset's own ('crippled:left-arm',
 * 'unconscious', 'dying', 'stable', 'dead'); the services store and pass them back.
 */
export interface LastingCondition {
  readonly id: string;
  /** Game second it began. */
  readonly since: number;
  /** Game second of the next thing due (a roll to wake, the end of a dying count); absent when nothing is scheduled. */
  readonly next?: number;
  /** What is left to heal where that matters (Shell's damage on a crippled location). */
  readonly damage?: number;
}

/** What a member carries between fights and clock steps. */
export interface LastingState {
  readonly conditions: readonly LastingCondition[];
  /** HP when the rules last looked: a drop below it since then is answered once (GURPS death checks). */
  readonly hpSeen: number | null;
}

export interface LastingInput {
  readonly name: string;
  readonly profile: CharacterProfile;
  readonly pools: Pools;
  readonly state: LastingState;
  /** The span of game time that passed, in game seconds since the epoch. */
  readonly from: number;
  readonly to: number;
  readonly bedRest: boolean;
}

export interface LastingOutcome {
  readonly state: LastingState;
  /** The member's HP after the span, when the conditions changed it (Basic Fantasy's bleeding, a bound wound's first point). */
  readonly hp?: number;
  readonly rolls: readonly LabelledRoll[];
  readonly notes: readonly string[];
  /** Something the GM must hear before time runs on (a death, someone bleeding out). */
  readonly needsGm: string | null;
}

/** A condition the GM may set or clear by hand. */
export interface LastingKind {
  readonly id: string;
  readonly label: string;
  readonly help: string;
}

/**
 * Conditions that last (supplement A18 for Basic Fantasy, GURPS Lite's Recovery,
 * Shell's crippling and recovery). The encounter service asks what a fight leaves
 * behind and what a member brings into one; the clock asks what time does to them.
 * `State` is the part of a fighter's combat state these rules read and write, typed
 * by the system and unknown to the services, as in CombatRules.
 */
export interface LastingRules<State = unknown> {
  readonly kinds: readonly LastingKind[];
  /** Label and effect of each condition, for every card and sheet. */
  describe(state: LastingState, profile: CharacterProfile): readonly Condition[];
  /** Whether natural healing runs for this member at `at` (the dead, the dying and a freshly bound wound do not heal). */
  heals(state: LastingState, pools: Pools, at: number): boolean;
  /** What a fight's end leaves on a member, from the fighter as the fight left them. */
  afterFight(fighter: Fighter<unknown, State>, before: LastingState, at: number): LastingState;
  /** The fighter's starting state at game second `at`, and whether they start out of the fight. */
  intoFight(state: LastingState, pools: Pools, profile: CharacterProfile, at: number): { readonly state: State; readonly out: boolean };
  /** Time passes: rolls to wake or to live, limbs that mend, the dying who die. */
  afterTime(input: LastingInput, rng: Rng): LastingOutcome;
  /** A condition set or cleared by hand; throws a RuleInputError at 'condition' for an unknown one. */
  set(state: LastingState, condition: string, on: boolean, at: number): LastingState;
}

export const NO_LASTING: LastingState = { conditions: [], hpSeen: null };

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

  /**
   * Movement from attributes, load and armor. Returns a ranked, labelled level plus
   * per-round, per-turn and per-day figures, because BFRPG's light/heavy bands,
   * GURPS' five levels (Move x0.8 ... x0.2) and Shell's percentage bands all reduce
   * to "which level, and how far can you go in each time unit".
   */
  movement(character: CharacterProfile, load: LoadInput): Movement;

  /**
   * The tactical and exploring moves, in this system's units, of something that
   * covers `milesPerDay` on clear ground: pack animals and carts come from Basic
   * Fantasy's tables in every campaign, and each system reads their pace its own way.
   */
  pacedMove(milesPerDay: number): { readonly perRound: number; readonly perTurn: number };

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

  /** The light around a party carrying these lit sources underground, and what it costs them. */
  partyLight(litSourceIds: readonly string[]): PartyLight;

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

  /**
   * A GM's roll against a target: made at or under it, and whether the system calls
   * it a critical (GURPS's 3d6 has criticals; the others do not).
   */
  judgeRoll(roll: RollResult, target: number): { readonly success: boolean; readonly critical: 'success' | 'failure' | null };
}

/** Where a group is met decides which number-appearing figure a stat block gives. */
export type EncounterSetting = 'dungeon' | 'wilderness' | 'lair';

export interface SideSurprise {
  readonly roll: RollResult;
  readonly surprised: boolean;
  /** The range rolled against, as the card says it ("1-2 on 1d6"). */
  readonly range: string;
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
  surprise(rng: Rng): { readonly party: SideSurprise; readonly foes: SideSurprise } | null;
  reaction(rng: Rng, modifier: number): EncounterReaction | null;
  /** The stat block's number-appearing dice for the setting, or null when it gives none. */
  appearing(statBlock: Readonly<Record<string, unknown>>, setting: EncounterSetting): string | null;
}

/** Roll-under with no criticals: Basic Fantasy's and Shell's GM rolls. */
export const atOrUnder = (roll: RollResult, target: number) => ({ success: roll.total <= target, critical: null });

/** Whether a member carries a condition (by id, or by prefix ending in ':'). */
export const hasLasting = (state: LastingState, id: string): boolean =>
  state.conditions.some((c) => (id.endsWith(':') ? c.id.startsWith(id) : c.id === id));

/** The state with `condition` added once, replacing any earlier one of the same id. */
export const withLasting = (state: LastingState, condition: LastingCondition): LastingState => ({
  ...state,
  conditions: [...state.conditions.filter((c) => c.id !== condition.id), condition],
});

export const withoutLasting = (state: LastingState, ...ids: readonly string[]): LastingState => ({
  ...state,
  conditions: state.conditions.filter((c) => !ids.includes(c.id)),
});
