import type { Rng } from '../dice/rng';
import type { RollResult } from '../dice/roll';
import type { Fighter } from './combat';

/** Where a character stands: experience, level, and what the next level needs. */
export interface Standing {
  readonly xp: number;
  readonly level: number;
  /** XP the next level needs; null past the table or for a class the table lacks. */
  readonly nextLevelAt: number | null;
  readonly canLevel: boolean;
  /** Why not, or which table answers. */
  readonly reason: string;
}

/** Experience and levels, in systems that have them. Sheets change only through these, so derived figures follow. */
export interface AdvancementRules {
  readonly source: string;
  /** The share of experience a retainer and a hireling who serves no character take beside a character's 1, and the rule that says so. */
  readonly hiredShares: { readonly retainer: number; readonly hireling: number; readonly source: string };
  /** Whether treasure shared out counts as experience (1 per unit of money), and which rule says so. */
  readonly treasureXp: { readonly counts: boolean; readonly source: string };
  /** An ended fight's experience and the fighters (by id) who share it. */
  fightExperience(fighters: readonly Fighter[]): { readonly total: number; readonly earners: readonly number[] };
  standing(sheet: Readonly<Record<string, unknown>>): Standing;
  /** Adds an award to the sheet; `notes` say what the rules added or held back. */
  award(sheet: Readonly<Record<string, unknown>>, amount: number): { readonly sheet: Record<string, unknown>; readonly gained: number; readonly notes: readonly string[] };
  /** Takes the next level; throws a RuleInputError naming the field when the XP or the table does not allow it. */
  levelUp(sheet: Readonly<Record<string, unknown>>, rng: Rng): { readonly sheet: Record<string, unknown>; readonly hpGained: number; readonly rolls: readonly RollResult[]; readonly notes: readonly string[] };
}

/** One step a character may buy with its points: an attribute, a secondary figure or a skill up by one. */
export interface Raise {
  /** What the spend names: "dx", "will", "skill:Bow". */
  readonly key: string;
  readonly label: string;
  readonly from: string;
  readonly to: string;
  readonly cost: number;
  /** How the cost was found. */
  readonly formula: string;
  /** Why the sheet does not let it be bought yet (a skill without its difficulty), or null. */
  readonly blocked: string | null;
}

/** Points earned, spent and unspent, and what the unspent ones could buy. */
export interface PointsStanding {
  /** "character points", "experience points". */
  readonly unit: string;
  /** "CP", "exp". */
  readonly short: string;
  readonly earned: number;
  readonly spent: number;
  readonly unspent: number;
  /** How earned and spent are counted. */
  readonly formula: string;
  readonly raises: readonly Raise[];
  readonly source: string;
}

/** Growth by points spent on the sheet (GURPS character points, Shell exp), in systems without levels. */
export interface PointRules {
  readonly source: string;
  standing(sheet: Readonly<Record<string, unknown>>): PointsStanding;
  /** Adds earned points to the sheet. */
  award(sheet: Readonly<Record<string, unknown>>, amount: number): Record<string, unknown>;
  /**
   * Buys one raise by its key; throws a RuleInputError on `raise` for a key not offered,
   * one the sheet blocks, or one dearer than the unspent points. `notes` say what moved with it.
   */
  raise(sheet: Readonly<Record<string, unknown>>, key: string): { readonly sheet: Record<string, unknown>; readonly raise: Raise; readonly notes: readonly string[] };
}
