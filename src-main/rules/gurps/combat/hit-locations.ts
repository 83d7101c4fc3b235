import type { GurpsHitLocationId } from '../../../../src-shared/contract';
import { distribution, probabilityOf } from '../../dice/distribution';
import { roll } from '../../dice/roll';
import type { Rng } from '../../dice/rng';
import type { LabelledRoll } from './trace';

// supplement B4: hit locations on 3d, to-hit penalties, extra DR and wounding multipliers.

export type HitLocationId = GurpsHitLocationId;

export type DamageType = 'pi-' | 'pi' | 'pi+' | 'pi++' | 'cut' | 'imp' | 'cr' | 'burn' | 'cor' | 'tox';

export const DAMAGE_TYPES: readonly DamageType[] = ['pi-', 'pi', 'pi+', 'pi++', 'cut', 'imp', 'cr', 'burn', 'cor', 'tox'];

export const DAMAGE_TYPE_LABELS: Readonly<Record<DamageType, string>> = {
  'pi-': 'small piercing',
  pi: 'piercing',
  'pi+': 'large piercing',
  'pi++': 'huge piercing',
  cut: 'cutting',
  imp: 'impaling',
  cr: 'crushing',
  burn: 'burning',
  cor: 'corrosion',
  tox: 'toxic',
};

/** Wounding multipliers anywhere without a special rule (supplement B4). */
export const GENERAL_WOUNDING: Readonly<Record<DamageType, number>> = {
  'pi-': 0.5,
  pi: 1,
  'pi+': 1.5,
  'pi++': 2,
  cut: 1.5,
  imp: 2,
  cr: 1,
  burn: 1,
  cor: 1,
  tox: 1,
};

/**
 * - limb: arm or leg, crippled by injury over HP/2
 * - extremity: hand or foot, crippled by injury over HP/3
 * - head: eye, skull, face, neck
 * - body: torso, groin, vitals
 */
export type LocationGroup = 'limb' | 'extremity' | 'head' | 'body';

export interface HitLocation {
  readonly id: HitLocationId;
  readonly label: string;
  /** 3d totals that land here on a random roll; empty for places hit only by aiming at them. */
  readonly rolls: readonly number[];
  /** To-hit modifier when the attacker picks this location. */
  readonly toHit: number;
  /** Natural DR on top of armour (the skull's bone). */
  readonly extraDr: number;
  readonly group: LocationGroup;
  readonly note: string;
}

export const HIT_LOCATIONS: Readonly<Record<HitLocationId, HitLocation>> = {
  eye: { id: 'eye', label: 'Eye', rolls: [], toHit: -9, extraDr: 0, group: 'head', note: 'impaling and piercing only; x4 like the skull but without its DR' },
  skull: { id: 'skull', label: 'Skull', rolls: [3, 4], toHit: -7, extraDr: 2, group: 'head', note: 'DR 2 of bone; every damage type x4' },
  face: { id: 'face', label: 'Face', rolls: [5], toHit: -5, extraDr: 0, group: 'head', note: 'general wounding' },
  'right-leg': { id: 'right-leg', label: 'Right leg', rolls: [6, 7], toHit: -2, extraDr: 0, group: 'limb', note: 'crippled by injury over HP/2; injury past that is lost' },
  'right-arm': { id: 'right-arm', label: 'Right arm', rolls: [8], toHit: -2, extraDr: 0, group: 'limb', note: 'crippled by injury over HP/2; injury past that is lost' },
  torso: { id: 'torso', label: 'Torso', rolls: [9, 10], toHit: 0, extraDr: 0, group: 'body', note: 'general wounding' },
  groin: { id: 'groin', label: 'Groin', rolls: [11], toHit: -3, extraDr: 0, group: 'body', note: 'general wounding' },
  'left-arm': { id: 'left-arm', label: 'Left arm', rolls: [12], toHit: -2, extraDr: 0, group: 'limb', note: 'crippled by injury over HP/2; injury past that is lost' },
  'left-leg': { id: 'left-leg', label: 'Left leg', rolls: [13, 14], toHit: -2, extraDr: 0, group: 'limb', note: 'crippled by injury over HP/2; injury past that is lost' },
  hand: { id: 'hand', label: 'Hand', rolls: [15], toHit: -4, extraDr: 0, group: 'extremity', note: 'crippled by injury over HP/3; injury past that is lost' },
  foot: { id: 'foot', label: 'Foot', rolls: [16], toHit: -4, extraDr: 0, group: 'extremity', note: 'crippled by injury over HP/3; injury past that is lost' },
  neck: { id: 'neck', label: 'Neck', rolls: [17, 18], toHit: -5, extraDr: 0, group: 'head', note: 'crushing x1.5, cutting x2' },
  vitals: { id: 'vitals', label: 'Vitals', rolls: [], toHit: -3, extraDr: 0, group: 'body', note: 'impaling and every piercing grade x3' },
};

export const HIT_LOCATION_IDS = Object.keys(HIT_LOCATIONS) as readonly HitLocationId[];

export function hitLocation(id: HitLocationId): HitLocation {
  const found = HIT_LOCATIONS[id];
  if (!found) throw new RangeError(`location must be one of ${HIT_LOCATION_IDS.join(', ')}, got ${String(id)}`);
  return found;
}

export function checkDamageType(field: string, type: DamageType): DamageType {
  if (!DAMAGE_TYPES.includes(type)) throw new RangeError(`${field} must be one of ${DAMAGE_TYPES.join(', ')}, got ${String(type)}`);
  return type;
}

const isPiercing = (type: DamageType): boolean => type === 'pi-' || type === 'pi' || type === 'pi+' || type === 'pi++';

/** Whether a damage type can be aimed at a location (only the eye is choosy). */
export function canTarget(location: HitLocationId, type: DamageType): boolean {
  return location !== 'eye' || type === 'imp' || isPiercing(type);
}

export interface Wounding {
  readonly multiplier: number;
  readonly explanation: string;
}

/**
 * Location rules replace the general multiplier where B4 gives one. "pi" at the
 * vitals is read as every piercing grade (pi-, pi, pi+, pi++), as the Basic Set does.
 */
export function woundingMultiplier(location: HitLocationId, type: DamageType): Wounding {
  const where = hitLocation(location);
  checkDamageType('damage type', type);
  const general = GENERAL_WOUNDING[type];
  const special = (multiplier: number): Wounding => ({ multiplier, explanation: `${type} to the ${where.label.toLowerCase()} x${multiplier}` });
  switch (location) {
    case 'eye':
      if (!canTarget(location, type)) throw new RangeError(`damage type ${type} cannot target the eye; only impaling and piercing can`);
      return special(4);
    case 'skull':
      return special(4);
    case 'neck':
      if (type === 'cr') return special(1.5);
      if (type === 'cut') return special(2);
      break;
    case 'vitals':
      if (type === 'imp' || isPiercing(type)) return special(3);
      break;
  }
  return { multiplier: general, explanation: `${type} x${general}` };
}

const THREE_D6 = distribution('3d6');

export interface RandomLocation {
  readonly location: HitLocationId;
  readonly roll: LabelledRoll;
}

/**
 * A place on a body other than the humanoid one (a quadruped's foreleg, a tail),
 * read by the rules of the location it names, with its own 3d totals and to-hit
 * modifier (Basic Set p. 552 gives such tables; GCS writes them per body type).
 */
export interface PlanLocation {
  readonly id: HitLocationId;
  readonly label: string;
  readonly rolls: readonly number[];
  readonly toHit: number;
}

/** Where a blow aimed at `id` lands and what aiming costs: the plan's place when the body has one. */
export function placeOf(id: HitLocationId, plan?: readonly PlanLocation[]): { readonly label: string; readonly toHit: number } | null {
  if (!plan) return hitLocation(id);
  return plan.find((p) => p.id === id) ?? null;
}

export function locationForRoll(total: number, plan?: readonly PlanLocation[]): HitLocationId {
  const found = plan ? plan.find((p) => p.rolls.includes(total))?.id : HIT_LOCATION_IDS.find((id) => HIT_LOCATIONS[id].rolls.includes(total));
  // A body whose table leaves a total out takes the blow on the torso, as the Basic Set does for a creature without the part.
  if (!found && plan && total >= 3 && total <= 18) return 'torso';
  if (!found) throw new RangeError(`a hit-location roll must be a 3d total from 3 to 18, got ${total}`);
  return found;
}

export function rollHitLocation(rng: Rng, plan?: readonly PlanLocation[]): RandomLocation {
  const result = roll('3d6', rng);
  const location = locationForRoll(result.total, plan);
  return { location, roll: { label: `hit location (${placeOf(location, plan)?.label ?? HIT_LOCATIONS[location].label})`, roll: result } };
}

/** Chance of each location on a random roll; eye and vitals never come up. */
export function hitLocationChances(plan?: readonly PlanLocation[]): Readonly<Record<HitLocationId, number>> {
  const chances = Object.fromEntries(HIT_LOCATION_IDS.map((id) => [id, 0])) as Record<HitLocationId, number>;
  for (let total = 3; total <= 18; total++) chances[locationForRoll(total, plan)] += probabilityOf(THREE_D6, total);
  return chances;
}
