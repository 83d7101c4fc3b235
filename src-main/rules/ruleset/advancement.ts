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
  /** A hireling's share of experience beside a character's 1. */
  readonly hirelingShare: number;
  /** An ended fight's experience and the fighters (by id) who share it. */
  fightExperience(fighters: readonly Fighter[]): { readonly total: number; readonly earners: readonly number[] };
  standing(sheet: Readonly<Record<string, unknown>>): Standing;
  /** Adds an award to the sheet; `notes` say what the rules added or held back. */
  award(sheet: Readonly<Record<string, unknown>>, amount: number): { readonly sheet: Record<string, unknown>; readonly gained: number; readonly notes: readonly string[] };
  /** Takes the next level; throws a RuleInputError naming the field when the XP or the table does not allow it. */
  levelUp(sheet: Readonly<Record<string, unknown>>, rng: Rng): { readonly sheet: Record<string, unknown>; readonly hpGained: number; readonly rolls: readonly RollResult[]; readonly notes: readonly string[] };
}
