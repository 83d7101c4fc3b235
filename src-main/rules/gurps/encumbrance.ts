import { num } from './format';
import { requireAtLeast, requirePositive, requireWhole, requireWholeBetween } from './validate';

// 000_4b7986e803b19dcc.txt, "Encumbrance and Move"; levels 5 and 6 come from "Carry on Back" in "Lifting & Moving Things".

export type EncumbranceId = 'none' | 'light' | 'medium' | 'heavy' | 'extra-heavy' | 'overloaded' | 'immobile';

export interface EncumbranceBand {
  readonly level: number;
  readonly id: EncumbranceId;
  readonly label: string;
  /** The heaviest load in the band, as a multiple of Basic Lift; Infinity for the last. */
  readonly maxBasicLifts: number;
  /** Move multiplier in tenths, so 5 x 0.6 stays an exact 3. */
  readonly moveTenths: number;
  readonly dodgePenalty: number;
}

export const ENCUMBRANCE_BANDS: readonly EncumbranceBand[] = [
  { level: 0, id: 'none', label: 'None', maxBasicLifts: 1, moveTenths: 10, dodgePenalty: 0 },
  { level: 1, id: 'light', label: 'Light', maxBasicLifts: 2, moveTenths: 8, dodgePenalty: 1 },
  { level: 2, id: 'medium', label: 'Medium', maxBasicLifts: 3, moveTenths: 6, dodgePenalty: 2 },
  { level: 3, id: 'heavy', label: 'Heavy', maxBasicLifts: 6, moveTenths: 4, dodgePenalty: 3 },
  { level: 4, id: 'extra-heavy', label: 'Extra-Heavy', maxBasicLifts: 10, moveTenths: 2, dodgePenalty: 4 },
  // Carried on the back past Extra-Heavy: moves as Extra-Heavy, but the effort burns FP every second.
  { level: 5, id: 'overloaded', label: 'Overloaded (carried on back)', maxBasicLifts: 15, moveTenths: 2, dodgePenalty: 4 },
  { level: 6, id: 'immobile', label: 'Too heavy to carry', maxBasicLifts: Infinity, moveTenths: 0, dodgePenalty: 4 },
];

export const MAX_ENCUMBRANCE_LEVEL = 6;

/**
 * What to subtract from Climbing, Stealth and the like. The printed levels stop at
 * 4, so an overloaded carrier takes the Extra-Heavy penalty.
 */
export const encumbrancePenalty = (level: number): number => Math.min(level, 4);

export function encumbranceLevel(weight: number, basicLift: number): number {
  requireAtLeast('weight', weight);
  requirePositive('basicLift', basicLift);
  return ENCUMBRANCE_BANDS.find((band) => weight <= band.maxBasicLifts * basicLift)!.level;
}

/** Never below 1 (unless Basic Move was 0 to begin with); nothing moves under a load over 15 x BL. */
export function encumberedMove(basicMove: number, level: number): number {
  requireWhole('basicMove', basicMove);
  requireWholeBetween('encumbranceLevel', level, 0, MAX_ENCUMBRANCE_LEVEL);
  const band = ENCUMBRANCE_BANDS[level];
  if (band.moveTenths === 0) return 0;
  return Math.max(Math.min(basicMove, 1), Math.floor((basicMove * band.moveTenths) / 10));
}

export function encumberedDodge(dodge: number, level: number): number {
  requireWhole('dodge', dodge);
  requireWholeBetween('encumbranceLevel', level, 0, MAX_ENCUMBRANCE_LEVEL);
  return Math.max(Math.min(dodge, 1), dodge - ENCUMBRANCE_BANDS[level].dodgePenalty);
}

export interface EncumbranceLimit {
  readonly level: number;
  readonly id: EncumbranceId;
  readonly label: string;
  /** Pounds; the band covers loads above the previous limit up to this one. */
  readonly upTo: number;
}

export interface Encumbrance {
  readonly level: number;
  readonly id: EncumbranceId;
  readonly label: string;
  /** Subtract from Climbing, Stealth and Swimming (Swimming twice). */
  readonly penalty: number;
  /** Band limits in pounds for a load meter; the last band (over 15 x BL) has no limit and is left out. */
  readonly limits: readonly EncumbranceLimit[];
  readonly move: number;
  readonly dodge: number;
  readonly fpPerSecond: number;
  readonly canMove: boolean;
  readonly moveFormula: string;
  readonly dodgeFormula: string;
  readonly reason: string;
}

export function encumbranceLimits(basicLift: number): EncumbranceLimit[] {
  requirePositive('basicLift', basicLift);
  return ENCUMBRANCE_BANDS.filter((band) => Number.isFinite(band.maxBasicLifts)).map((band) => ({
    level: band.level,
    id: band.id,
    label: band.label,
    upTo: band.maxBasicLifts * basicLift,
  }));
}

export function encumbrance(input: {
  readonly weight: number;
  readonly basicLift: number;
  readonly basicMove: number;
  /** Dodge before encumbrance (Basic Speed without fractions + 3). */
  readonly dodge: number;
}): Encumbrance {
  const { weight, basicLift, basicMove, dodge } = input;
  const level = encumbranceLevel(weight, basicLift);
  const band = ENCUMBRANCE_BANDS[level];
  const move = encumberedMove(basicMove, level);
  const dodgeNow = encumberedDodge(dodge, level);
  const load = `${num(weight)} lb is ${num(weight / basicLift)} x Basic Lift ${num(basicLift)} lb`;
  const moveFormula =
    band.moveTenths === 0
      ? 'Move = 0 (the load cannot be carried)'
      : band.moveTenths === 10
        ? `Move = Basic Move = ${move}`
        : `Move = Basic Move ${basicMove} x ${num(band.moveTenths / 10)} without fractions = ${move}${move > Math.floor((basicMove * band.moveTenths) / 10) ? ' (raised to the minimum of 1)' : ''}`;
  const dodgeFormula =
    band.dodgePenalty === 0
      ? `Dodge = ${dodgeNow}`
      : `Dodge = ${dodge} - ${band.dodgePenalty} = ${dodgeNow}${dodgeNow > dodge - band.dodgePenalty ? ' (raised to the minimum of 1)' : ''}`;
  return {
    level,
    id: band.id,
    label: band.label,
    penalty: encumbrancePenalty(level),
    limits: encumbranceLimits(basicLift),
    move,
    dodge: dodgeNow,
    fpPerSecond: band.id === 'overloaded' ? 1 : 0,
    canMove: move > 0,
    moveFormula,
    dodgeFormula,
    reason: encumbranceReason(band, load),
  };
}

function encumbranceReason(band: EncumbranceBand, load: string): string {
  if (band.id === 'immobile') return `${load}: more than 15 x BL, too heavy to carry at all.`;
  if (band.id === 'overloaded') return `${load}: over 10 x BL, so it can only be carried on the back at 1 FP per second.`;
  if (band.id === 'none') return `${load}: no more than Basic Lift, so no encumbrance.`;
  return `${load}: up to ${band.maxBasicLifts} x BL, ${band.label} encumbrance (level ${band.level}).`;
}
