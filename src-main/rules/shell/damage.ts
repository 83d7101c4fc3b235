import { roll, type Rng, type RollResult } from '../dice';
import { baseDamage, damageDiceText } from './attributes';
import { isLimb, locationKind, type HitLocation } from './locations';
import { chargeDamageBonus } from './maneuvers';
import { breakdown, type Modifier } from './modifiers';
import { requireFiniteAtLeast, requireWhole, requireWholeAtLeast } from './validate';
import {
  BARE_HAND,
  checkWeaponUse,
  DAMAGE_TYPE_ABBREVIATIONS,
  effectiveMinStrength,
  STRENGTH_OVER_MINIMUM_CAP,
  TWO_HANDED_DAMAGE_BONUS,
  type DamageType,
  type Weapon,
} from './weapons';

export interface DamageRollInput {
  /** The wielder's ST (the charger's, for a spear set against a charge). */
  readonly strength: number;
  readonly weapon?: Weapon;
  readonly twoHanded?: boolean;
  /** The fighting style's bonus (see combatDamageBonus); 0 for ranged skills. */
  readonly skillBonus?: number;
  /** Units moved this turn to reach the foe: +1 per 5. */
  readonly chargeUnits?: number;
}

export interface DamageExpression {
  /** Dice text the dice module rolls, e.g. "1d+3". */
  readonly expression: string;
  readonly type: DamageType;
  readonly formula: string;
  /** ST the damage was read from, after the min ST + 5 cap. */
  readonly damageStrength: number | null;
}

// 001_d6872b0a781baa08.txt, "Damage", plus the genre notes on weapon minimum ST and two-handed use.
export function damageExpression(input: DamageRollInput): DamageExpression {
  const weapon = input.weapon ?? BARE_HAND;
  checkWeaponUse(weapon, input.twoHanded, 'weapon');
  requireWhole(input.skillBonus ?? 0, 'skillBonus');
  const charge = chargeDamageBonus(input.chargeUnits ?? 0);
  const bonuses: Modifier[] = [
    { label: 'two-handed', value: input.twoHanded ? TWO_HANDED_DAMAGE_BONUS : 0 },
    { label: 'skill', value: input.skillBonus ?? 0 },
    { label: `charge, ${input.chargeUnits ?? 0} units`, value: charge },
  ];
  const type = DAMAGE_TYPE_ABBREVIATIONS[weapon.type];
  if (type === undefined) throw new RangeError(`weapon.type must be cutting, crushing or impaling, got ${weapon.type}`);

  if (weapon.dice !== undefined) {
    const extra = bonuses.reduce((sum, b) => sum + b.value, 0);
    const expression = extra === 0 ? weapon.dice : `${weapon.dice}${extra > 0 ? '+' : '-'}${Math.abs(extra)}`;
    const terms = bonuses
      .filter((b) => b.value !== 0)
      .map((b) => ` ${b.value < 0 ? '-' : '+'} ${Math.abs(b.value)} (${b.label})`)
      .join('');
    const formula = terms ? `damage = ${weapon.dice} (${weapon.name})${terms} -> ${expression} ${type}` : `damage = ${weapon.dice} (${weapon.name}) ${type}`;
    return { expression, type: weapon.type, formula, damageStrength: null };
  }

  const min = effectiveMinStrength(weapon, input.twoHanded);
  const capped = min !== null && input.strength > min + STRENGTH_OVER_MINIMUM_CAP;
  const damageStrength = capped ? min + STRENGTH_OVER_MINIMUM_CAP : input.strength;
  const base = baseDamage(damageStrength);
  const adds = breakdown('adds', [{ label: `ST ${damageStrength} base ${damageDiceText(base)}`, value: base.adds }, { label: weapon.name, value: weapon.add ?? 0 }, ...bonuses]);
  const expression = damageDiceText({ dice: base.dice, adds: adds.total });
  const cap = capped ? `ST ${input.strength} counts as ${damageStrength} (min ST ${min} + ${STRENGTH_OVER_MINIMUM_CAP}); ` : '';
  return { expression, type: weapon.type, formula: `${cap}damage ${adds.formula} -> ${expression} ${type}`, damageStrength };
}

export interface DamageRoll {
  readonly expression: string;
  readonly type: DamageType;
  readonly formula: string;
  readonly roll: RollResult;
  /** The roll, but never below 0: the seed has no minimum damage, and a blow cannot heal. */
  readonly total: number;
}

export function rollDamage(input: DamageRollInput, rng: Rng): DamageRoll {
  const expr = damageExpression(input);
  const result = roll(expr.expression, rng);
  return { expression: expr.expression, type: expr.type, formula: expr.formula, roll: result, total: Math.max(0, result.total) };
}

// 001_d6872b0a781baa08.txt, "Hit Location": the skull adds 2 natural DR.
export const SKULL_DR = 2;
export const IMPALING_VITAL_MULTIPLIER = 1.5;

export interface WoundInput {
  readonly rolled: number;
  readonly type: DamageType;
  readonly location: HitLocation;
  /** Worn armour's DR on this location. */
  readonly armourDr?: number;
  /** The DR secondary attribute (hide, scales...). */
  readonly naturalDr?: number;
  /** DM %, taken off after DR. */
  readonly dm?: number;
  readonly armourPiercing?: boolean;
}

export interface WoundResult {
  /** Damage reaching the location, before the location's own multiplier (head, neck, eye). */
  readonly damage: number;
  readonly steps: readonly string[];
}

/**
 * Order: DR, then the impaling multiplier (which the seed puts after DR), then DM
 * (also after DR). Every step rounds down to whole points; armour-piercing halves
 * armour DR rounding down, and leaves natural DR and the skull alone.
 */
export function woundDamage(input: WoundInput): WoundResult {
  requireWholeAtLeast(input.rolled, 'rolled', 0);
  requireWholeAtLeast(input.armourDr ?? 0, 'armourDr', 0);
  requireWholeAtLeast(input.naturalDr ?? 0, 'naturalDr', 0);
  requireWhole(input.dm ?? 0, 'dm');
  if ((input.dm ?? 0) > 100) throw new RangeError(`dm must be 100 or less, got ${input.dm}`);
  const kind = locationKind(input.location);
  const steps: string[] = [];

  const armour = input.armourDr ?? 0;
  const armourCounted = input.armourPiercing ? Math.floor(armour / 2) : armour;
  const dr = breakdown('DR', [
    { label: input.armourPiercing ? `armour ${armour}, halved by armour-piercing` : 'armour', value: armourCounted },
    { label: 'natural', value: input.naturalDr ?? 0 },
    { label: 'skull', value: kind === 'head' ? SKULL_DR : 0 },
  ]);
  let damage = Math.max(0, input.rolled - dr.total);
  steps.push(`${dr.formula}; ${input.rolled} - ${dr.total} = ${damage} gets through`);

  if (input.type === 'impaling' && (kind === 'heart' || kind === 'groin')) {
    const before = damage;
    damage = Math.floor(damage * IMPALING_VITAL_MULTIPLIER);
    steps.push(`impaling the ${kind}: ${before} x 1.5 = ${damage}`);
  } else if (input.type === 'impaling' && isLimb(kind)) {
    const before = damage;
    damage = Math.floor(damage / 2);
    steps.push(`impaling a limb: ${before} / 2 = ${damage}`);
  }

  const dm = input.dm ?? 0;
  if (dm !== 0) {
    const before = damage;
    damage = Math.floor((damage * (100 - dm)) / 100);
    steps.push(`DM ${dm}%: ${before} -> ${damage}`);
  }
  return { damage, steps };
}

// 001_d6872b0a781baa08.txt, "Damage to Objects".
export function damageToObject(input: { readonly damage: number; readonly type: DamageType; readonly objectHp: number; readonly objectName?: string }): {
  readonly effective: number;
  readonly breaks: boolean;
  readonly formula: string;
} {
  requireWholeAtLeast(input.damage, 'damage', 0);
  requireFiniteAtLeast(input.objectHp, 'objectHp', 0);
  const name = input.objectName ?? 'object';
  const effective = input.type === 'impaling' ? Math.floor(input.damage / 2) : input.damage;
  const halved = input.type === 'impaling' ? ` (impaling: ${input.damage} / 2)` : '';
  const breaks = effective > input.objectHp;
  return {
    effective,
    breaks,
    formula: `${effective} damage${halved} against ${name} HP ${input.objectHp}: ${breaks ? 'it breaks' : 'no effect'}`,
  };
}
