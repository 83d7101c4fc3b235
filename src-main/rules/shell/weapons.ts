import { requireWhole, requireWholeAtLeast } from './validate';
import { RuleInputError } from '../rule-input-error';

export type DamageType = 'cutting' | 'crushing' | 'impaling';

export const DAMAGE_TYPE_ABBREVIATIONS: Readonly<Record<DamageType, string>> = { cutting: 'cut', crushing: 'cr', impaling: 'imp' };

/** What the rules need of a weapon; a genre's equipment list supplies the figures. */
export interface Weapon {
  readonly name: string;
  /** Added to the wielder's ST base damage: "+1 cr" is add 1. Ignored when `dice` is set. */
  readonly add?: number;
  /** Damage not based on ST (guns, beams, spells), e.g. "2d6+1". */
  readonly dice?: string;
  readonly type: DamageType;
  /** Low-tech weapons: below it, -1 per point; above it by more than 5, damage stops growing. */
  readonly minStrength?: number;
  /** Usable one- or two-handed; in both hands, min ST -2 and damage +1. */
  readonly handAndAHalf?: boolean;
  /** Halves armour DR (natural DR is untouched). */
  readonly armourPiercing?: boolean;
  readonly atMod?: number;
  readonly defMod?: number;
  /** For breakage when it parries or is struck. */
  readonly hp?: number;
  /** Bare hands: may always disarm, at a further -2. */
  readonly bareHand?: boolean;
  /** Other weapons may disarm only when the genre says so. */
  readonly canDisarm?: boolean;
}

export interface Shield {
  readonly name: string;
  /** Protection rating: small 1, medium 2, large 3 in the seed's typical genre; 0 for a buckler. */
  readonly pr: number;
  readonly hp?: number;
  readonly defMod?: number;
}

// 001_d6872b0a781baa08.txt, "Damage": bare-hand damage is -4 cr.
export const BARE_HAND: Weapon = { name: 'bare hand', add: -4, type: 'crushing', bareHand: true };

export const TWO_HANDED_MIN_ST_REDUCTION = 2;
export const TWO_HANDED_DAMAGE_BONUS = 1;
/** Damage is figured from at most min ST + 5. */
export const STRENGTH_OVER_MINIMUM_CAP = 5;

export function checkWeaponUse(weapon: Weapon, twoHanded: boolean | undefined, field: string): void {
  if (weapon.minStrength !== undefined) requireWholeAtLeast(weapon.minStrength, `${field}.minStrength`, 0);
  if (weapon.add !== undefined) requireWhole(weapon.add, `${field}.add`);
  if (twoHanded && !weapon.handAndAHalf) {
    throw new RuleInputError(field, `twoHanded applies only to a weapon usable one- or two-handed (handAndAHalf), not ${weapon.name}`);
  }
}

export function effectiveMinStrength(weapon: Weapon, twoHanded = false): number | null {
  if (weapon.minStrength === undefined) return null;
  return weapon.minStrength - (twoHanded ? TWO_HANDED_MIN_ST_REDUCTION : 0);
}

/**
 * The seed puts the penalty on skill; we apply it wherever the weapon's skill
 * is used: AT, and a block made with the weapon (a parry). Dodge is untouched.
 */
export function strengthShortfallPenalty(strength: number, weapon: Weapon, twoHanded = false): number {
  const min = effectiveMinStrength(weapon, twoHanded);
  return min === null ? 0 : -Math.max(0, min - strength);
}
