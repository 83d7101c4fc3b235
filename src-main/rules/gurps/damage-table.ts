import type { GurpsDice } from '../dice/gurps-notation';
import { RuleInputError } from '../rule-input-error';

// Thrust and swing damage by ST (supplement B2), as dice and adds: { dice: 2, adds: -1 } is 2d-1.

export interface StDamage {
  readonly thrust: GurpsDice;
  readonly swing: GurpsDice;
}

const d = (text: string): GurpsDice => {
  const m = /^(\d+)d([+-]\d+)?$/.exec(text);
  if (!m) throw new Error(`bad damage text ${text}`);
  return { dice: Number(m[1]), adds: m[2] ? Number(m[2]) : 0 };
};

/** [highest ST of the row, thrust, swing]; a ST between two rows reads the lower row. */
const ROWS: readonly (readonly [number, string, string])[] = [
  [2, '1d-6', '1d-5'],
  [4, '1d-5', '1d-4'],
  [6, '1d-4', '1d-3'],
  [8, '1d-3', '1d-2'],
  [9, '1d-2', '1d-1'],
  [10, '1d-2', '1d'],
  [11, '1d-1', '1d+1'],
  [12, '1d-1', '1d+2'],
  [13, '1d', '2d-1'],
  [14, '1d', '2d'],
  [15, '1d+1', '2d+1'],
  [16, '1d+1', '2d+2'],
  [17, '1d+2', '3d-1'],
  [18, '1d+2', '3d'],
  [19, '2d-1', '3d+1'],
  [20, '2d-1', '3d+2'],
  [21, '2d', '4d-1'],
  [22, '2d', '4d'],
  [23, '2d+1', '4d+1'],
  [24, '2d+1', '4d+2'],
  [25, '2d+2', '5d-1'],
  [26, '2d+2', '5d'],
  [28, '3d-1', '5d+1'],
  [30, '3d', '5d+2'],
  [32, '3d+1', '6d-1'],
  [34, '3d+2', '6d'],
  [36, '4d-1', '6d+1'],
  [38, '4d', '6d+2'],
  [40, '4d+1', '7d-1'],
  [44, '4d+1', '7d-1'],
  [49, '5d', '7d+1'],
  [54, '5d+2', '8d-1'],
  [59, '6d', '8d+1'],
  [64, '7d-1', '9d'],
  [69, '7d+1', '9d+2'],
  [74, '8d', '10d'],
  [79, '8d+2', '10d+2'],
  [84, '9d', '11d'],
  [89, '9d+2', '11d+2'],
  [94, '10d', '12d'],
  [99, '10d+2', '12d+2'],
  [109, '11d', '13d'],
];

/** Rows 45, 50, ... 100 of the book cover ST up to the next row; e.g. ST 47 uses the ST 45 row. */
const TABLE = ROWS.map(([upTo, thrust, swing]) => ({ upTo, thrust: d(thrust), swing: d(swing) }));

export function damageForSt(st: number): StDamage {
  if (!Number.isInteger(st) || st < 1) throw new RuleInputError('ST', `must be a whole number of at least 1, got ${st}`);
  if (st >= 100) {
    // Beyond 100: one more die to both for each full 10 ST.
    const extra = Math.floor((st - 100) / 10);
    const base = TABLE[TABLE.length - 1];
    return { thrust: { dice: base.thrust.dice + extra, adds: 0 }, swing: { dice: base.swing.dice + extra, adds: 0 } };
  }
  const row = TABLE.find((r) => st <= r.upTo)!;
  return { thrust: row.thrust, swing: row.swing };
}

/** Adds a flat bonus per die (thrown weights, Strong attacks): 2d-1 at +1 per die is 2d+1. */
export function addPerDie(base: GurpsDice, perDie: number): GurpsDice {
  return { dice: base.dice, adds: base.adds + Math.trunc(base.dice * perDie) };
}
