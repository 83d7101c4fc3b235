export type HitLocation =
  | 'torso'
  | 'head'
  | 'face'
  | 'neck'
  | 'heart'
  | 'groin'
  | 'left-arm'
  | 'right-arm'
  | 'left-hand'
  | 'right-hand'
  | 'left-leg'
  | 'right-leg'
  | 'left-foot'
  | 'right-foot'
  | 'left-eye'
  | 'right-eye';

/** An attack may also be aimed at the defender's weapon, which is an object, not a wound. */
export type AttackTarget = HitLocation | 'weapon';

export type LocationKind = 'torso' | 'head' | 'face' | 'neck' | 'heart' | 'groin' | 'arm' | 'hand' | 'leg' | 'foot' | 'eye' | 'weapon';

export const HIT_LOCATIONS: readonly HitLocation[] = [
  'torso',
  'head',
  'face',
  'neck',
  'heart',
  'groin',
  'left-arm',
  'right-arm',
  'left-hand',
  'right-hand',
  'left-leg',
  'right-leg',
  'left-foot',
  'right-foot',
  'left-eye',
  'right-eye',
];

export function locationKind(target: AttackTarget): LocationKind {
  const kind = target.replace(/^(left|right)-/, '') as LocationKind;
  if (!(kind in LOCATION_AT_MODIFIERS)) throw new RangeError(`location must be one of ${HIT_LOCATIONS.join(', ')} or weapon, got ${target}`);
  return kind;
}

// 001_d6872b0a781baa08.txt, "Attack Modifiers": aiming at a hit location.
export const LOCATION_AT_MODIFIERS: Readonly<Record<LocationKind, number>> = {
  torso: 0,
  arm: -1,
  leg: -1,
  head: -2,
  heart: -2,
  groin: -2,
  face: -3,
  hand: -3,
  foot: -3,
  neck: -4,
  eye: -5,
  weapon: -2,
};

/** The seed lists the far side as its own -3 line; we add it to the location's own modifier. */
export const FAR_SIDE_AT = -3;

// 001_d6872b0a781baa08.txt, "Hit Location": head, neck and what gets past the eye strike the brain, x4.
export const BRAIN_MULTIPLIER = 4;

export const isLimb = (kind: LocationKind): boolean => kind === 'arm' || kind === 'leg' || kind === 'hand' || kind === 'foot';

/** A hand belongs to the arm on its side and a foot to the leg, for the limb's crippling count. */
export function parentLimb(location: HitLocation): HitLocation | null {
  const match = /^(left|right)-(hand|foot)$/.exec(location);
  if (!match) return null;
  return `${match[1]}-${match[2] === 'hand' ? 'arm' : 'leg'}` as HitLocation;
}

export function extremityOf(limb: HitLocation): HitLocation | null {
  const match = /^(left|right)-(arm|leg)$/.exec(limb);
  if (!match) return null;
  return `${match[1]}-${match[2] === 'arm' ? 'hand' : 'foot'}` as HitLocation;
}
