// Casting spells from the campaign's list: who may cast what, what a day holds, and what a casting spends.

import type { CharacterProfile } from './character';

/** A spell as the rules ask about it. */
export interface SpellShape {
  readonly name: string;
  /** The class whose list it is on (Basic Fantasy), or null. */
  readonly casterClass: 'cleric' | 'magic-user' | null;
  readonly level: number;
  /** FP or END a casting takes. */
  readonly cost: number;
  readonly castingRounds: number;
}

export interface MagicRules {
  /**
   * Spells a day by spell level, 1 up, for systems where casters prepare them (Basic
   * Fantasy); null where a caster casts from a pool instead (GURPS FP, Shell END).
   */
  slots(character: CharacterProfile): readonly number[] | null;
  /** Why this character cannot cast or prepare the spell, with the rule it rests on; null when they can. */
  refusal(character: CharacterProfile, spell: SpellShape): string | null;
  /** The caster level a duration "per level" counts. */
  casterLevel(character: CharacterProfile): number;
  /** Whether a spell entered in the list fits these rules: the field at fault and why, or null. */
  checkSpell(spell: Pick<SpellShape, 'casterClass' | 'level'>): { readonly field: 'casterClass' | 'level'; readonly reason: string } | null;
  /** What a casting takes from the fatigue pool (0 where the system spends slots). */
  poolCost(spell: SpellShape): number;
  /** Where the figures come from, for the panel. */
  readonly source: string;
}
