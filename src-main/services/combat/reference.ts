import type { CombatState } from '../../../src-shared/contract';
import type { Ruleset } from '../../rules/ruleset';

/**
 * Every fight step answers with its ruleset's reference (GURPS: about 5 kB of maneuvers,
 * defenses and hit locations), and copying it anew cost a step more than its rules did.
 * It never changes, so each ruleset's is copied once and frozen: an answer that tried to
 * change it would fail loudly instead of changing every later fight's.
 */
const copies = new WeakMap<Ruleset['combat']['reference'], CombatState['reference']>();

export function referenceOf(ruleset: Ruleset): CombatState['reference'] {
  const own = ruleset.combat.reference;
  let copy = copies.get(own);
  if (!copy) {
    copy = deepFreeze(structuredClone(own) as CombatState['reference']);
    copies.set(own, copy);
  }
  return copy;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
