import { distribution, probabilityBetween } from '../dice';
import { requireWhole, requireWholeAtLeast } from './validate';

// 001_d6872b0a781baa08.txt, "Attacks": 2d10 + AT - DEF.
export const ATTACK_DICE = '2d10';
export const MISS_AT_MOST = 8;
export const DEFENDED_AT_MOST = 11;

/** 'shield' only happens when the defender has a shield and the attack is not aimed at a weapon. */
export type AttackOutcome = 'miss' | 'defended' | 'shield' | 'hit';

/** Top of the shield band: 11 + PR. A PR of 0 (a buckler) leaves the band empty. */
export const shieldTop = (pr: number): number => DEFENDED_AT_MOST + pr;

/** `shieldPr` null: no shield counts (none carried, close combat, or an attack on a weapon). */
export function attackOutcome(total: number, shieldPr: number | null): AttackOutcome {
  requireWhole(total, 'total');
  if (shieldPr !== null) requireWholeAtLeast(shieldPr, 'shieldPr', 0);
  if (total <= MISS_AT_MOST) return 'miss';
  if (total <= DEFENDED_AT_MOST) return 'defended';
  if (shieldPr !== null && total <= shieldTop(shieldPr)) return 'shield';
  return 'hit';
}

export interface OutcomeChances {
  readonly miss: number;
  readonly defended: number;
  readonly shield: number;
  readonly hit: number;
}

const TWO_D10 = distribution(ATTACK_DICE);

/** Exact chances of each row of the table for a given AT, DEF and shield. */
export function outcomeChances(input: { readonly at: number; readonly def: number; readonly shieldPr: number | null }): OutcomeChances {
  requireWhole(input.at, 'at');
  requireWhole(input.def, 'def');
  if (input.shieldPr !== null) requireWholeAtLeast(input.shieldPr, 'shieldPr', 0);
  // The dice must show total - (AT - DEF).
  const shift = input.at - input.def;
  const band = (low: number, high: number) => probabilityBetween(TWO_D10, low - shift, high - shift);
  const top = input.shieldPr === null ? DEFENDED_AT_MOST : shieldTop(input.shieldPr);
  return {
    miss: band(-Infinity, MISS_AT_MOST),
    defended: band(MISS_AT_MOST + 1, DEFENDED_AT_MOST),
    shield: band(DEFENDED_AT_MOST + 1, top),
    hit: band(top + 1, Infinity),
  };
}
