import { chartRow } from './attributes';
import { crippleCount, crippleThreshold } from './crippling';
import type { InjuryState } from './injury';
import type { HitLocation } from './locations';
import { requireWhole, requireWholeAtLeast } from './validate';
import { SECONDS_PER_DAY } from '../../../src-shared/units';

/** Dividing the chart's max encumbrance for ST = HT by 20 gives the daily percentage (HT 10: 10%). */
export const RECOVERY_DIVISOR = 20;

/** HT is read on the ST column of the chart, so an HT off the chart has no rate. */
const encumbranceForHt = (ht: number): number => chartRow(ht, 'HT').maxEncumbranceLb;

// 001_d6872b0a781baa08.txt, "Recovery".
export function hpRecoveryPercent(ht: number): { readonly percent: number; readonly formula: string } {
  const enc = encumbranceForHt(ht);
  const percent = enc / RECOVERY_DIVISOR;
  return { percent, formula: `HT ${ht}: ${enc} / ${RECOVERY_DIVISOR} = ${percent}% of base HP per day, on each injured location` };
}

/**
 * HP one injured location regains from `fromSeconds` to `toSeconds` on the game
 * clock. Whole clock days count (a day boundary crossed) and fractions of a point
 * carry: the running total by day d is floor(d x HP x percent / 100), so a rest
 * split anywhere adds up to the same as one taken at once. HT 12 with 12 HP
 * (13% a day, 1.56 HP) gives 1, 2, 1, 2 ... over successive days.
 */
export function hpRegainedBetween(input: { readonly baseHp: number; readonly ht: number; readonly fromSeconds: number; readonly toSeconds: number }): number {
  requireWholeAtLeast(input.baseHp, 'baseHp', 1);
  requireWhole(input.fromSeconds, 'fromSeconds');
  requireWhole(input.toSeconds, 'toSeconds');
  if (input.toSeconds < input.fromSeconds) throw new RangeError(`toSeconds must not be before fromSeconds, got ${input.toSeconds} < ${input.fromSeconds}`);
  // percent / 100 = enc / 2000, kept in whole numbers so the floor is exact.
  const perDayTimes2000 = input.baseHp * encumbranceForHt(input.ht);
  const byDay = (seconds: number) => Math.floor((Math.floor(seconds / SECONDS_PER_DAY) * perDayTimes2000) / (RECOVERY_DIVISOR * 100));
  return byDay(input.toSeconds) - byDay(input.fromSeconds);
}

export interface RecoveryResult {
  readonly state: InjuryState;
  /** HP regained per location. */
  readonly regained: Readonly<Partial<Record<HitLocation, number>>>;
  /** Temporary crippling that ended because the location healed below its threshold. */
  readonly healedCrippling: readonly HitLocation[];
  readonly formula: string;
}

/**
 * Heals every injured location by the same amount, never below 0. A temporary
 * crippling ends once the location's count falls under its threshold again;
 * permanent ones stay. Stun damage is not touched here (see clearStunDamage).
 */
export function recoverInjuries(state: InjuryState, input: { readonly ht: number; readonly fromSeconds: number; readonly toSeconds: number }): RecoveryResult {
  const amount = hpRegainedBetween({ baseHp: state.baseHp, ...input });
  const wounds: Partial<Record<HitLocation, number>> = {};
  const regained: Partial<Record<HitLocation, number>> = {};
  for (const [location, damage] of Object.entries(state.wounds) as [HitLocation, number][]) {
    const left = Math.max(0, damage - amount);
    if (damage > left) regained[location] = damage - left;
    if (left > 0) wounds[location] = left;
  }
  const healed: InjuryState = { ...state, wounds };
  const crippled = { ...state.crippled };
  const healedCrippling: HitLocation[] = [];
  for (const [location, kind] of Object.entries(state.crippled) as [HitLocation, string][]) {
    if (kind === 'temporary' && crippleCount(healed, location) < crippleThreshold(location, state.baseHp)!) {
      delete crippled[location];
      healedCrippling.push(location);
    }
  }
  const days = Math.floor(input.toSeconds / SECONDS_PER_DAY) - Math.floor(input.fromSeconds / SECONDS_PER_DAY);
  return {
    state: { ...healed, crippled },
    regained,
    healedCrippling,
    formula: `${days} day(s) at ${hpRecoveryPercent(input.ht).percent}% of ${state.baseHp} HP: ${amount} HP back on each injured location`,
  };
}
