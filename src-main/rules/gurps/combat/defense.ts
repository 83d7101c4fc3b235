import { maneuver, type DefenseKind, type ManeuverId } from './maneuvers';
import { checkModifiers, describeTotal, sumModifiers, type Modifier } from './modifiers';
import { finiteNumber, notAbove, wholeNumber } from './validate';

// 000_4b7986e803b19dcc.txt, "Defending", "Active Defense Rolls", "Dodging", "Blocking", "Perry" [Parry].

/**
 * How the attack reaches the defender, which decides what can stop it:
 * - melee, unarmed: in reach; any defense
 * - thrown: a thrown weapon; dodge, block, or parry at a penalty
 * - missile: muscle-powered (bow, sling); dodge or block
 * - liquid: a projected liquid; dodge or block
 * - bullet, beam: too fast for anything but a dodge
 */
export type AttackDelivery = 'melee' | 'unarmed' | 'thrown' | 'missile' | 'liquid' | 'bullet' | 'beam';

export const ATTACK_DELIVERIES: readonly AttackDelivery[] = ['melee', 'unarmed', 'thrown', 'missile', 'liquid', 'bullet', 'beam'];

export const isMelee = (delivery: AttackDelivery): boolean => delivery === 'melee' || delivery === 'unarmed';

export function checkDelivery(field: string, delivery: AttackDelivery): AttackDelivery {
  if (!ATTACK_DELIVERIES.includes(delivery)) throw new RangeError(`${field} must be one of ${ATTACK_DELIVERIES.join(', ')}, got ${String(delivery)}`);
  return delivery;
}

export interface Score {
  readonly value: number;
  readonly explanation: string;
}

export const MAX_ENCUMBRANCE_LEVEL = 4;

/**
 * floor(Basic Speed) + 3 - encumbrance level, never below 1. `halved` is for the
 * caller's reasons to halve Dodge (reeling, very tired): halves round up.
 */
export function dodgeScore(input: { readonly basicSpeed: number; readonly encumbranceLevel?: number; readonly halved?: boolean }): Score {
  const speed = finiteNumber('basicSpeed', input.basicSpeed, 0);
  const level = notAbove('encumbranceLevel', wholeNumber('encumbranceLevel', input.encumbranceLevel ?? 0, 0), MAX_ENCUMBRANCE_LEVEL);
  const full = Math.max(1, Math.floor(speed) + 3 - level);
  const base = `Basic Speed ${speed} rounded down + 3${level > 0 ? ` - ${level} (encumbrance)` : ''}`;
  if (!input.halved) return { value: full, explanation: `${base} = ${full}` };
  const value = Math.max(1, Math.ceil(full / 2));
  return { value, explanation: `${base} = ${full}, halved (rounded up) = ${value}` };
}

/** 3 + half the weapon skill (rounded down) + the weapon's own parry bonus. */
export function parryScore(input: { readonly skill: number; readonly parryBonus?: number }): Score {
  const skill = wholeNumber('skill', input.skill, 0);
  const bonus = wholeNumber('parryBonus', input.parryBonus ?? 0);
  const value = 3 + Math.floor(skill / 2) + bonus;
  const extra = bonus === 0 ? '' : ` ${bonus > 0 ? '+' : '-'} ${Math.abs(bonus)} (weapon)`;
  return { value, explanation: `3 + skill ${skill}/2 rounded down${extra} = ${value}` };
}

/** 3 + half the Shield or Cloak skill, rounded down. */
export function blockScore(input: { readonly skill: number }): Score {
  const skill = wholeNumber('skill', input.skill, 0);
  const value = 3 + Math.floor(skill / 2);
  return { value, explanation: `3 + Shield/Cloak skill ${skill}/2 rounded down = ${value}` };
}

export interface DefenseSituation {
  readonly delivery: AttackDelivery;
  /** The defender's most recent maneuver; it limits defenses until their next turn. */
  readonly maneuver: ManeuverId;
  /** False when the defender does not know the attack is coming. */
  readonly aware?: boolean;
  /** False when unconscious, held fast or otherwise unable to react. */
  readonly able?: boolean;
  readonly blockUsedThisTurn?: boolean;
  /** The defender's name, so a refusal names the one on screen; "the defender" without it. */
  readonly who?: string;
  /** The parrying weapon is unbalanced and already attacked on the defender's last turn. */
  readonly unbalancedWeaponAttacked?: boolean;
}

export interface DefenseAvailability {
  readonly kind: DefenseKind;
  readonly allowed: boolean;
  readonly reason: string;
}

const PARRIABLE: readonly AttackDelivery[] = ['melee', 'unarmed', 'thrown'];
const BLOCKABLE: readonly AttackDelivery[] = ['melee', 'unarmed', 'thrown', 'missile', 'liquid'];

export function defenseAvailability(kind: DefenseKind, situation: DefenseSituation): DefenseAvailability {
  const delivery = checkDelivery('delivery', situation.delivery);
  const no = (reason: string): DefenseAvailability => ({ kind, allowed: false, reason });
  const who = situation.who ?? 'the defender';
  if (situation.aware === false) return no(`${who} does not know the attack is coming`);
  if (situation.able === false) return no(`${who} cannot react`);
  const m = maneuver(situation.maneuver);
  if (!m.defenses.includes(kind)) {
    const only = m.defenses.map((d) => DEFENSE_LABELS[d]).join(' or ');
    return no(m.defenses.length === 0 ? `${who} made ${m.label} and has no active defense until their next turn` : `after ${m.label} ${who} can only ${only}`);
  }
  if (kind === 'block') {
    if (!BLOCKABLE.includes(delivery)) return no(`a ${delivery} attack cannot be blocked`);
    if (situation.blockUsedThisTurn) return no('only one block is allowed per turn');
  }
  if (kind === 'parry') {
    if (!PARRIABLE.includes(delivery)) return no(`only melee attacks and thrown weapons can be parried, not a ${delivery} attack`);
    if (situation.unbalancedWeaponAttacked) return no('an unbalanced weapon that attacked this turn cannot parry');
  }
  return { kind, allowed: true, reason: 'allowed' };
}

export function availableDefenses(situation: DefenseSituation): readonly DefenseAvailability[] {
  return (['dodge', 'parry', 'block'] as const).map((kind) => defenseAvailability(kind, situation));
}

/**
 * Retreat is not in the shared rules text; these figures come from the GURPS Basic
 * Set (+3 Dodge, +1 Parry or Block, against melee attacks only).
 */
export const RETREAT_BONUS: Readonly<Record<DefenseKind, number>> = { dodge: 3, parry: 1, block: 1 };

/**
 * Fencing weapons ("F" after the Parry score) are not in the shared rules text either: the
 * Basic Set (p. B376, "Parrying"; p. B377, "Retreating") gives a fencing parry +3 for a retreat
 * instead of +1, and each parry after the first with the same weapon since the defender's last
 * turn -2 cumulative where any other weapon takes -4.
 */
export const FENCING_RETREAT_BONUS = 3;
export const REPEATED_PARRY_PENALTY = { fencing: -2, other: -4 } as const;

export const ALL_OUT_DEFENSE_BONUS = 2;
export const STUNNED_DEFENSE_PENALTY = -4;

export interface DefenseChoice {
  readonly kind: DefenseKind;
  /** The Dodge, Parry or Block score from the character sheet. */
  readonly score: number;
  readonly retreat?: boolean;
  /** Parry with a weapon rather than a bare hand (matters against unarmed attacks). */
  readonly armed?: boolean;
  /** A second parry under Double Defense made with the other hand. */
  readonly otherHand?: boolean;
  /** Parrying with an unbalanced weapon that already attacked on the defender's last turn. */
  readonly unbalancedWeaponAttacked?: boolean;
  /** Parrying with a fencing weapon ("F"). */
  readonly fencing?: boolean;
  /** Parries already made with this weapon since the defender's last turn began. */
  readonly earlierParries?: number;
  readonly modifiers?: readonly Modifier[];
}

export interface DefenseModifiersInput {
  readonly choice: DefenseChoice;
  readonly delivery: AttackDelivery;
  /** Weight of a thrown weapon being parried; 1 lb or less parries at -2 instead of -1. */
  readonly thrownWeightLbs?: number;
  /** The defense All-Out Defense (Increased Defense) put its +2 on. */
  readonly increasedDefense?: DefenseKind;
  readonly stunned?: boolean;
  /** The attacker's successful Feint, taken off this defense. */
  readonly feintPenalty?: number;
}

export interface EffectiveDefense {
  readonly kind: DefenseKind;
  readonly base: number;
  readonly effective: number;
  readonly modifiers: readonly Modifier[];
  readonly explanation: string;
}

export const DEFENSE_LABELS: Readonly<Record<DefenseKind, string>> = { dodge: 'Dodge', parry: 'Parry', block: 'Block' };

export function effectiveDefense(input: DefenseModifiersInput): EffectiveDefense {
  const { choice } = input;
  const delivery = checkDelivery('delivery', input.delivery);
  const base = wholeNumber(`${choice.kind} score`, choice.score);
  const modifiers: Modifier[] = [];
  if (input.increasedDefense === choice.kind) modifiers.push({ label: 'All-Out Defense (Increased)', value: ALL_OUT_DEFENSE_BONUS });
  if (input.stunned) modifiers.push({ label: 'stunned', value: STUNNED_DEFENSE_PENALTY });
  const feint = wholeNumber('feintPenalty', input.feintPenalty ?? 0, 0);
  if (feint > 0) modifiers.push({ label: "attacker's Feint", value: -feint });
  if (choice.retreat) {
    if (!isMelee(delivery)) throw new RangeError(`defense.retreat only helps against melee attacks, not a ${delivery} attack`);
    const fencing = choice.kind === 'parry' && choice.fencing === true;
    modifiers.push({ label: fencing ? 'retreat, fencing parry' : 'retreat', value: fencing ? FENCING_RETREAT_BONUS : RETREAT_BONUS[choice.kind] });
  }
  const earlier = choice.kind === 'parry' ? wholeNumber('earlierParries', choice.earlierParries ?? 0, 0) : 0;
  if (earlier > 0) {
    const each = choice.fencing ? REPEATED_PARRY_PENALTY.fencing : REPEATED_PARRY_PENALTY.other;
    modifiers.push({ label: `parry number ${earlier + 1} with this weapon${choice.fencing ? ' (fencing)' : ''}`, value: each * earlier });
  }
  if (choice.kind === 'parry' && delivery === 'thrown') {
    const weight = input.thrownWeightLbs;
    if (weight !== undefined) finiteNumber('thrownWeightLbs', weight, 0);
    const small = weight !== undefined && weight <= 1;
    modifiers.push({ label: small ? 'parrying a thrown weapon of 1 lb or less' : 'parrying a thrown weapon', value: small ? -2 : -1 });
  }
  modifiers.push(...checkModifiers('defense modifiers', choice.modifiers ?? []));
  const label = DEFENSE_LABELS[choice.kind];
  return {
    kind: choice.kind,
    base,
    effective: base + sumModifiers(modifiers),
    modifiers,
    explanation: describeTotal(label, base, modifiers),
  };
}
