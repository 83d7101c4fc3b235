import { bfrpgSituations, type CombatantView } from '../../../src-shared/contract';

// A Basic Fantasy attack as the form holds it: rolled by the rules (supplement A12,
// A13), or the GM's own call of hit or miss with the damage typed (see combat-schemas.ts).

export type BfrpgSituation = (typeof bfrpgSituations)[number];

export interface BfrpgAttackDraft {
  mode: 'rules' | 'hit' | 'miss';
  with: string;
  /** Empty for a blow in melee. */
  range: '' | 'short' | 'medium' | 'long';
  situations: BfrpgSituation[];
  modifier: string;
  /** Only for the GM's hit. */
  damage: string;
}

export const freshAttack = (): BfrpgAttackDraft => ({ mode: 'rules', with: '', range: '', situations: [], modifier: '', damage: '' });

/** The rules list a missile's ranges after its damage: "1d6, shot 50/100/150" or "1d4, thrown 10/20/30" (A13). */
export const rangesOf = (attack: CombatantView['attacks'][number] | undefined) => attack?.detail.match(/, (?:shot|thrown) (\d+\/\d+\/\d+)$/)?.[1] ?? null;
/** Bows, crossbows and slings only shoot; thrown weapons also strike in melee. */
export const shootsOnly = (attack: CombatantView['attacks'][number] | undefined) => /, shot \d/.test(attack?.detail ?? '');

/**
 * Each fighter starts from a clean form with their first weapon: what was typed for the
 * last fighter (damage, situations, a range) is theirs, not the next one's.
 */
export function forActor(d: BfrpgAttackDraft, actor: CombatantView): BfrpgAttackDraft {
  const first = actor.attacks[0];
  return { ...freshAttack(), mode: d.mode, with: first?.label ?? '' };
}

export function attackRecord(d: BfrpgAttackDraft): Record<string, unknown> {
  if (d.mode !== 'rules') return { with: d.with.trim(), outcome: d.mode, ...(d.mode === 'hit' && d.damage.trim() !== '' && { damage: d.damage.trim() }) };
  const modifier = d.modifier.trim() === '' ? 0 : Number(d.modifier);
  return { with: d.with.trim(), ...(d.range && { range: d.range }), situations: d.situations, modifier: Number.isNaN(modifier) ? d.modifier : modifier };
}

/** What the GM must still give before there is anything to ask the server. */
export function missing(d: BfrpgAttackDraft, actor?: CombatantView | null): string | null {
  if (d.mode === 'hit' && d.damage.trim() === '') return 'Type the damage (dice such as 1d8+1, or the number rolled) to record the hit.';
  const weapon = actor?.attacks.find((a) => a.label === d.with);
  if (d.mode === 'rules' && d.range === '' && shootsOnly(weapon)) return `${weapon!.label} shoots: choose the range band before attacking.`;
  return null;
}
