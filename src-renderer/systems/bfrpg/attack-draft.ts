import type { CombatantView } from '../../../src-shared/contract';

// A Basic Fantasy attack as the GM records it: the table rolls, the GM says hit or
// miss and types the damage (see combat-schemas.ts).

export interface BfrpgAttackDraft {
  with: string;
  outcome: 'hit' | 'miss';
  damage: string;
}

export const freshAttack = (): BfrpgAttackDraft => ({ with: '', outcome: 'hit', damage: '' });

/** A new actor's first attack fills in what it is made with and its damage. */
export function forActor(d: BfrpgAttackDraft, actor: CombatantView): BfrpgAttackDraft {
  const first = actor.attacks[0];
  return { ...d, with: first?.label ?? '', damage: first?.detail ?? '' };
}

export function attackRecord(d: BfrpgAttackDraft): Record<string, unknown> {
  return { with: d.with.trim(), outcome: d.outcome, ...(d.outcome === 'hit' && d.damage.trim() !== '' && { damage: d.damage.trim() }) };
}

/** A hit needs the GM's damage before there is anything to ask the server. */
export const missing = (d: BfrpgAttackDraft) =>
  d.outcome === 'hit' && d.damage.trim() === '' ? 'Type the damage (dice such as 1d8+1, or the number rolled) to record the hit.' : null;
