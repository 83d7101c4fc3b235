import type { MagicRules } from '../ruleset/magic';

/**
 * Casting from the fatigue pool, as GURPS (FP, as the character's sheet gives each spell)
 * and Shell (END, as the genre's spell list gives it) do: no spells a day, no classes.
 */
export const poolMagic = (source: string): MagicRules => ({
  source,
  slots: () => null,
  refusal: () => null,
  checkSpell: (spell) => (spell.casterClass !== null ? { field: 'casterClass', reason: 'only Basic Fantasy spells are on a class list' } : null),
  casterLevel: () => 1,
  poolCost: (spell) => spell.cost,
});
