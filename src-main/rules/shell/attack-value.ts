import { agilityModifiers } from './attributes';
import { locationKind, LOCATION_AT_MODIFIERS, FAR_SIDE_AT, type AttackTarget } from './locations';
import { maneuver, MOVED_MORE_THAN_STEP_AT, type ManeuverId } from './maneuvers';
import { breakdown, type Breakdown, type Modifier } from './modifiers';
import { requireFiniteAtLeast, requireWhole, requireWholeAtLeast } from './validate';
import { BARE_HAND, checkWeaponUse, strengthShortfallPenalty, type Weapon } from './weapons';

// 001_d6872b0a781baa08.txt, "Attack Modifiers": range bands' upper limits in units and their penalty 0, -1, -2 ...
export const SEED_RANGE_LIMITS: readonly number[] = [2, 5, 10, 16, 25, 40];
export const RANGE_GROWTH = 1.5;

/**
 * Upper limits of every band needed to reach `units`. Past 40 the seed only says
 * the bands keep growing by x1.5; each new limit is the previous one x 1.5,
 * rounded to the nearest unit (halves up): 60, 90, 135, 203, 305, ...
 */
export function rangeBandLimits(units: number): number[] {
  requireFiniteAtLeast(units, 'rangeUnits', 0);
  const limits = [...SEED_RANGE_LIMITS];
  while (limits[limits.length - 1] < units) limits.push(Math.round(limits[limits.length - 1] * RANGE_GROWTH));
  return limits;
}

export interface RangeBand {
  readonly from: number;
  readonly to: number;
  readonly modifier: number;
}

export function rangeBand(units: number): RangeBand {
  const limits = rangeBandLimits(units);
  const index = limits.findIndex((limit) => units <= limit);
  return { from: index === 0 ? 0 : limits[index - 1] + 1, to: limits[index], modifier: 0 - index };
}

export const AIM_AT_PER_TURN = 1;
export const AIM_AT_MAX = 3;
export const COVER_AT_PER_OBSTRUCTION = -3;

/** Everything about a shot that changes AT or DEF. */
export interface RangedSituation {
  readonly rangeUnits: number;
  /** Weapon speed: thrown 1, bows 2, guns, beams and magic 3. */
  readonly speed: number;
  readonly maxRangeUnits?: number;
  /** Low-tech missiles fall to speed 1 past half their maximum range. */
  readonly lowTech?: boolean;
  readonly aimTurns?: number;
  readonly obstructions?: number;
  /** Units the target moved; looked up on the range chart as a further penalty. */
  readonly targetMovedUnits?: number;
  /** Parrying a missile with a weapon needs the weapon, skill or GM to allow it. */
  readonly parryAllowed?: boolean;
}

export interface CombatSituation {
  readonly ranged?: RangedSituation;
  /** Both in the same unit: dodge only, shields count for nothing. */
  readonly closeCombat?: boolean;
}

export interface AttackValueInput {
  /** Level in the combat skill used for this attack. */
  readonly skillLevel: number;
  readonly agility: number;
  readonly weapon?: Weapon;
  /** A hand-and-a-half weapon held in both hands. */
  readonly twoHanded?: boolean;
  /** Needed when the weapon has a minimum ST. */
  readonly strength?: number;
  readonly maneuver?: ManeuverId;
  /** Defaults to the torso, or the weapon for a disarm. */
  readonly target?: AttackTarget;
  readonly farSide?: boolean;
  /** Units moved this turn before attacking; more than one (a step) costs AT. */
  readonly movedUnits?: number;
  readonly wildSwing?: boolean;
  readonly offHand?: boolean;
  readonly higher?: boolean;
  /** Defaults to true. */
  readonly canSeeDefender?: boolean;
  /** The bought secondary AT Mod. */
  readonly secondaryAtMod?: number;
  /** Anything else the GM rules. */
  readonly other?: readonly Modifier[];
}

export interface AttackValue {
  readonly possible: boolean;
  readonly reason: string | null;
  readonly target: AttackTarget;
  readonly at: Breakdown;
}

export function attackTargetFor(input: Pick<AttackValueInput, 'maneuver' | 'target'>): AttackTarget {
  if (input.maneuver === 'disarm') {
    if (input.target !== undefined && input.target !== 'weapon') throw new RangeError(`target must be weapon for a disarm, got ${input.target}`);
    return 'weapon';
  }
  return input.target ?? 'torso';
}

function rangedModifiers(ranged: RangedSituation): Modifier[] {
  requireFiniteAtLeast(ranged.rangeUnits, 'ranged.rangeUnits', 0);
  requireWholeAtLeast(ranged.aimTurns ?? 0, 'ranged.aimTurns', 0);
  requireWholeAtLeast(ranged.obstructions ?? 0, 'ranged.obstructions', 0);
  const band = rangeBand(ranged.rangeUnits);
  const parts: Modifier[] = [
    { label: `range ${ranged.rangeUnits}, band ${band.from}-${band.to}`, value: band.modifier },
    { label: `aimed ${ranged.aimTurns ?? 0} turn(s)`, value: Math.min(AIM_AT_MAX, AIM_AT_PER_TURN * (ranged.aimTurns ?? 0)) },
    { label: `cover, ${ranged.obstructions ?? 0} obstruction(s)`, value: COVER_AT_PER_OBSTRUCTION * (ranged.obstructions ?? 0) },
  ];
  if (ranged.targetMovedUnits !== undefined && ranged.targetMovedUnits > 0) {
    parts.push({ label: `target moved ${ranged.targetMovedUnits}`, value: rangeBand(ranged.targetMovedUnits).modifier });
  }
  return parts;
}

// 001_d6872b0a781baa08.txt, "Attacks" and "Attack Modifiers".
export function attackValue(input: AttackValueInput, situation: CombatSituation = {}): AttackValue {
  requireWholeAtLeast(input.skillLevel, 'skillLevel', 0);
  requireFiniteAtLeast(input.movedUnits ?? 0, 'movedUnits', 0);
  requireWhole(input.secondaryAtMod ?? 0, 'secondaryAtMod');
  const weapon = input.weapon ?? BARE_HAND;
  checkWeaponUse(weapon, input.twoHanded, 'weapon');
  const chosen = maneuver(input.maneuver ?? 'attack');
  const target = attackTargetFor(input);
  const kind = locationKind(target);
  const ag = agilityModifiers(input.agility);

  const parts: Modifier[] = [
    { label: 'combat skill', value: input.skillLevel },
    { label: `AG ${input.agility}`, value: ag.at },
    { label: `${chosen.label} maneuver`, value: chosen.at },
    { label: `aimed at ${target}`, value: LOCATION_AT_MODIFIERS[kind] },
  ];
  if (input.farSide) parts.push({ label: 'far side', value: FAR_SIDE_AT });
  if (chosen.id === 'disarm' && weapon.bareHand) parts.push({ label: 'bare-hand disarm', value: -2 });
  if ((input.movedUnits ?? 0) > 1) parts.push({ label: 'moved more than a step', value: MOVED_MORE_THAN_STEP_AT });
  if (input.wildSwing) parts.push({ label: 'wild swing', value: -2 });
  if (input.offHand) parts.push({ label: 'off hand', value: -3 });
  if (input.higher) parts.push({ label: 'higher than the defender', value: 1 });
  if (weapon.minStrength !== undefined) {
    if (input.strength === undefined) throw new RangeError(`strength is needed for ${weapon.name}, which has a minimum ST`);
    parts.push({ label: `ST ${input.strength} under ${weapon.name}'s minimum`, value: strengthShortfallPenalty(input.strength, weapon, input.twoHanded) });
  }
  parts.push({ label: `${weapon.name} AT modifier`, value: weapon.atMod ?? 0 });
  parts.push({ label: 'AT Mod', value: input.secondaryAtMod ?? 0 });
  if (situation.ranged) parts.push(...rangedModifiers(situation.ranged));
  const canSee = input.canSeeDefender ?? true;
  if (!canSee && !situation.ranged) parts.push({ label: "can't see the defender", value: -4 });
  parts.push(...(input.other ?? []));
  const at = breakdown('AT', parts);

  if (chosen.id === 'disarm' && !weapon.bareHand && !weapon.canDisarm) {
    return { possible: false, reason: `${weapon.name} is not a weapon that can disarm`, target, at };
  }
  if (!canSee && situation.ranged) {
    return { possible: false, reason: 'a ranged attack needs the defender in sight', target, at };
  }
  const ranged = situation.ranged;
  if (ranged?.maxRangeUnits !== undefined && ranged.rangeUnits > ranged.maxRangeUnits) {
    return { possible: false, reason: `range ${ranged.rangeUnits} is past the weapon's maximum of ${ranged.maxRangeUnits}`, target, at };
  }
  return { possible: true, reason: null, target, at };
}
