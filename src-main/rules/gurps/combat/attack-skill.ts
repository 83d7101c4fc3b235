import type { DamageSpec } from './damage';
import { checkDelivery, isMelee, type AttackDelivery } from './defense';
import { canTarget, hitLocation, placeOf, type HitLocationId, type PlanLocation } from './hit-locations';
import { allOutAttackOptions, evaluateBonus, MANEUVERS, MAX_EVALUATE_BONUS, type AllOutAttackOptionId } from './maneuvers';
import { checkModifiers, describeTotal, sumModifiers, type Modifier } from './modifiers';
import { checkRange, rangedModifiers } from './ranged';
import { wholeNumber } from './validate';

// 000_4b7986e803b19dcc.txt, "Attack Roll", "Range Attacks" and the attacking maneuvers.

export type AttackManeuverId = 'attack' | 'all-out-attack' | 'move-and-attack';

export interface AttackerInput {
  /** Base skill with the weapon. */
  readonly skill: number;
  readonly maneuver: AttackManeuverId;
  /** Required with All-Out Attack. */
  readonly allOutOption?: AllOutAttackOptionId;
  /** A weapon in the off hand: the usual -4. */
  readonly offHand?: boolean;
  /** Consecutive Evaluate turns on this foe just before (counts up to 3). */
  readonly evaluateTurns?: number;
  /** The attacker's own shock penalty this turn (0 or negative). */
  readonly shockPenalty?: number;
}

export interface WeaponInput {
  readonly name?: string;
  readonly delivery: AttackDelivery;
  readonly damage: DamageSpec;
  /** Thrown weapons of 1 lb or less are parried at -2 rather than -1. */
  readonly weightLbs?: number;
  /** Ranged weapons: Accuracy, 1/2D and Max range (yd) and Bulk (0 or negative, as printed). */
  readonly acc?: number;
  readonly halfDamageRange?: number;
  readonly maxRange?: number;
  readonly bulk?: number;
}

export interface TargetingInput {
  /** A chosen location takes its to-hit penalty; 'random' rolls on the 3d table after the blow lands. */
  readonly location: HitLocationId | 'random';
  /** Target's Size Modifier. */
  readonly sm?: number;
  readonly rangeYards?: number;
  readonly speedYardsPerSecond?: number;
  /** Seconds of Aim just before this attack (ranged, Attack or All-Out Attack only). */
  readonly aimSeconds?: number;
  /** The target's own hit locations, when its body is not humanoid. */
  readonly bodyPlan?: readonly PlanLocation[];
}

export interface AttackSkillInput {
  readonly attacker: AttackerInput;
  readonly weapon: WeaponInput;
  readonly targeting: TargetingInput;
  /**
   * Anything else the GM applies: posture, darkness, cover. Posture penalties are not
   * in the rules text used here, so they come in through this list.
   */
  readonly modifiers?: readonly Modifier[];
}

export interface AttackSkill {
  readonly mode: 'melee' | 'ranged';
  readonly base: number;
  readonly modifiers: readonly Modifier[];
  /** Move and Attack in melee: effective skill never above this. */
  readonly cap: number | null;
  readonly effective: number;
  readonly halfDamage: boolean;
  readonly explanation: string;
}

export const MOVE_AND_ATTACK_MELEE_PENALTY = -4;
export const MOVE_AND_ATTACK_MELEE_CAP = 9;
export const MOVE_AND_ATTACK_RANGED_PENALTY = -2;
export const OFF_HAND_PENALTY = -4;

const ATTACK_MANEUVERS: readonly AttackManeuverId[] = ['attack', 'all-out-attack', 'move-and-attack'];

/**
 * The Move and Attack cap applies to the skill after every other modifier, so
 * bonuses cannot lift a hurried melee blow past 9.
 */
export function attackSkill(input: AttackSkillInput): AttackSkill {
  const { attacker, weapon, targeting } = input;
  const base = wholeNumber('attacker.skill', attacker.skill);
  if (!ATTACK_MANEUVERS.includes(attacker.maneuver)) {
    throw new RangeError(`attacker.maneuver must be one of ${ATTACK_MANEUVERS.join(', ')}, got ${String(attacker.maneuver)}`);
  }
  const mode = isMelee(checkDelivery('weapon.delivery', weapon.delivery)) ? 'melee' : 'ranged';
  const modifiers: Modifier[] = [...maneuverModifiers(input, mode)];

  if (attacker.offHand) modifiers.push({ label: 'off hand', value: OFF_HAND_PENALTY });

  const aimSeconds = wholeNumber('targeting.aimSeconds', targeting.aimSeconds ?? 0, 0);
  if (aimSeconds > 0 && mode === 'melee') throw new RangeError('Aim helps only a ranged attack; this is a melee one');
  if (aimSeconds > 0 && attacker.maneuver === 'move-and-attack') throw new RangeError('Aim counts only when an Attack or All-Out Attack follows it, not a Move and Attack');
  if (aimSeconds > 0 && weapon.acc === undefined) throw new RangeError(`${weapon.name ?? 'this weapon'} has no Acc, so Aim cannot add it: give the ranged weapon its Acc on the sheet`);

  const evaluate = evaluateBonus(attacker.evaluateTurns ?? 0);
  if (evaluate > 0) modifiers.push({ label: `Evaluate x${evaluate}${(attacker.evaluateTurns ?? 0) > MAX_EVALUATE_BONUS ? ' (most that counts)' : ''}`, value: evaluate });

  if (targeting.location !== 'random') {
    const where = placeOf(targeting.location, targeting.bodyPlan);
    if (!where) throw new RangeError(`the target has no ${hitLocation(targeting.location).label.toLowerCase()} to aim at`);
    if (!canTarget(targeting.location, weapon.damage.type)) throw new RangeError(`only an impaling or piercing attack can be aimed at the eye; ${weapon.name ?? 'this weapon'} does ${weapon.damage.type}`);
    if (where.toHit !== 0) modifiers.push({ label: `aimed at the ${where.label.toLowerCase()}`, value: where.toHit });
  }

  let halfDamage = false;
  if (mode === 'ranged') {
    if (targeting.rangeYards === undefined) throw new RangeError('a ranged attack needs the distance to the target in yards');
    if (weapon.maxRange === undefined) throw new RangeError(`${weapon.name ?? 'this weapon'} has no Max range: give the ranged weapon its 1/2D and Max on the sheet`);
    const shot = {
      rangeYards: targeting.rangeYards,
      speedYardsPerSecond: targeting.speedYardsPerSecond,
      maxRange: weapon.maxRange,
      halfDamageRange: weapon.halfDamageRange,
      acc: weapon.acc,
      aimSeconds,
      targetSm: targeting.sm,
    };
    modifiers.push(...rangedModifiers(shot));
    halfDamage = checkRange(shot).halfDamage;
  } else {
    const sm = wholeNumber('targeting.sm', targeting.sm ?? 0);
    if (sm !== 0) modifiers.push({ label: 'target Size Modifier', value: sm });
  }

  const shock = wholeNumber('attacker.shockPenalty', attacker.shockPenalty ?? 0);
  if (shock > 0) throw new RangeError(`attacker.shockPenalty must be 0 or less, got ${shock}`);
  if (shock < 0) modifiers.push({ label: 'shock from last turn', value: shock });

  modifiers.push(...checkModifiers('modifiers', input.modifiers ?? []));

  const uncapped = base + sumModifiers(modifiers);
  const cap = attacker.maneuver === 'move-and-attack' && mode === 'melee' ? MOVE_AND_ATTACK_MELEE_CAP : null;
  const effective = cap === null ? uncapped : Math.min(cap, uncapped);
  const capped = cap !== null && uncapped > cap ? `, capped at ${cap} by Move and Attack` : '';
  return { mode, base, modifiers, cap, effective, halfDamage, explanation: `Effective skill ${describeTotal('skill', base, modifiers)}${capped}.` };
}

function maneuverModifiers(input: AttackSkillInput, mode: 'melee' | 'ranged'): Modifier[] {
  const { attacker, weapon } = input;
  const option = attacker.allOutOption;
  if (attacker.maneuver !== 'all-out-attack' && option !== undefined) {
    throw new RangeError(`attacker.allOutOption only goes with all-out-attack, not ${attacker.maneuver}`);
  }
  if (attacker.maneuver === 'all-out-attack') {
    const options = allOutAttackOptions(mode);
    const chosen = options.find((o) => o.id === option);
    if (!chosen) throw new RangeError(`attacker.allOutOption for a ${mode} All-Out Attack must be one of ${options.map((o) => o.id).join(', ')}, got ${String(option)}`);
    if (chosen.id === 'strong' && weapon.damage.kind === 'fixed') throw new RangeError('attacker.allOutOption strong needs ST-based thrust or swing damage');
    return chosen.toHit === 0 ? [] : [{ label: `All-Out Attack (${chosen.label})`, value: chosen.toHit }];
  }
  if (attacker.maneuver === 'move-and-attack') {
    if (mode === 'melee') return [{ label: MANEUVERS['move-and-attack'].label, value: MOVE_AND_ATTACK_MELEE_PENALTY }];
    const bulk = wholeNumber('weapon.bulk', weapon.bulk ?? 0);
    if (bulk > 0) throw new RangeError(`weapon.bulk must be 0 or less (as printed), got ${bulk}`);
    const value = Math.min(MOVE_AND_ATTACK_RANGED_PENALTY, bulk);
    return [{ label: value < MOVE_AND_ATTACK_RANGED_PENALTY ? 'Move and Attack (weapon Bulk)' : 'Move and Attack', value }];
  }
  return [];
}
