import { BRAIN_MULTIPLIER, extremityOf, locationKind, type HitLocation, type LocationKind } from './locations';

/** The hit points each location has lost, after its own multiplier, beside the base HP they are measured against. */
export interface Wounds {
  readonly baseHp: number;
  readonly wounds: Readonly<Partial<Record<HitLocation, number>>>;
}

// 001_d6872b0a781baa08.txt, "Hit Location": damage that cripples, as a % of base HP.
export const CRIPPLING_PERCENT: Readonly<Partial<Record<LocationKind, number>>> = { arm: 40, leg: 40, hand: 20, foot: 20, eye: 10 };

/**
 * Damage that cripples a location, in whole points: the seed's share of base HP
 * rounded up, since damage comes in whole points (40% of 11 HP is 4.4, so 5).
 * Double it makes the injury permanent; the limb's excess is not counted in the total.
 */
export function crippleThreshold(location: HitLocation, baseHp: number): number | null {
  const percent = CRIPPLING_PERCENT[locationKind(location)];
  return percent === undefined ? null : Math.ceil((percent * baseHp) / 100);
}

/** The eye keeps damage with its excess already x4; this gives back what struck it. */
export function eyeStruck(recorded: number, threshold: number): number {
  return recorded <= threshold ? recorded : threshold + (recorded - threshold) / BRAIN_MULTIPLIER;
}

/** What counts toward a location's crippling: an arm or leg includes its hand or foot, up to the hand's own threshold. */
export function crippleCount(state: Wounds, location: HitLocation): number {
  const own = state.wounds[location] ?? 0;
  const kind = locationKind(location);
  if (kind === 'eye') return eyeStruck(own, crippleThreshold(location, state.baseHp)!);
  const extremity = extremityOf(location);
  if (!extremity) return own;
  return own + Math.min(state.wounds[extremity] ?? 0, crippleThreshold(extremity, state.baseHp)!);
}
