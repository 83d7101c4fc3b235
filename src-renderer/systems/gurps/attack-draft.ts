import type { CombatantView } from '../../../src-shared/contract';
import { typed } from '../../views/combat/format';
import { modifiers, type ModifierDraft } from '../common/attack-draft';

// What the GURPS attack form holds while the GM fills it in, and the attack record
// the GURPS rules read from it (see combat-schemas.ts).

export interface GurpsAttackDraft {
  weapon: number;
  location: string;
  rangeYards: string;
  modifiers: ModifierDraft[];
  /** "dodge", "parry-0" (with the defender's first weapon), "block" or "none". */
  defense: string;
  retreat: boolean;
  /** Under All-Out Defense (Double Defense): the defense tried after a failed one. */
  second: '' | 'dodge' | 'parry' | 'block';
}

export const freshAttack = (): GurpsAttackDraft => ({ weapon: 0, location: 'torso', rangeYards: '', modifiers: [], defense: 'dodge', retreat: false, second: '' });

/** A weapon with a 1/2D range in its line is shot or thrown. */
export const isRanged = (attack: CombatantView['attacks'][number] | undefined) => (attack ? /1\/2D/.test(attack.detail) : false);

/** The attack as the form shows it, with the maneuver the picker shows: the server declares it with the roll. */
export function attackRecord(d: GurpsAttackDraft, attacker: CombatantView | null, maneuver?: Record<string, unknown> | null): Record<string, unknown> {
  const [kind, parryWith] = d.defense.split('-');
  const range = typed(d.rangeYards);
  return {
    weapon: d.weapon,
    location: d.location,
    ...(isRanged(attacker?.attacks[d.weapon]) && range !== undefined && { rangeYards: range }),
    modifiers: modifiers(d.modifiers),
    defense: { kind, retreat: d.retreat, weapon: parryWith ? Number(parryWith) : 0, ...(d.second && { second: d.second }) },
    ...(maneuver && { maneuver }),
  };
}

/** A defense the new target does not have falls back to Dodge. */
export function forTarget(d: GurpsAttackDraft, target: CombatantView | null): GurpsAttackDraft {
  const has = d.defense === 'dodge' || d.defense === 'none' || (target?.defenses.some((x) => x.id === d.defense) ?? false);
  return has ? d : { ...d, defense: 'dodge', second: '' };
}
