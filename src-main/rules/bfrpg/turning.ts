import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';
import { undeadColumns, type UndeadColumn } from '../../../src-shared/contract';
import { refuse } from '../rule-input-error';
import { classesOf } from './combat-tables';

// Supplement A23: a Cleric turning the undead.

export { undeadColumns, type UndeadColumn };

/** The Cleric level a class turns at (A23 names only the Cleric); null for a class that cannot turn, or below 1st level. */
export const turningLevel = (className: string, level: number): number | null =>
  classesOf(className).includes('cleric') && level >= 1 ? Math.min(20, Math.floor(level)) : null;

/** A cell: the lowest d20 that turns, 'T' turned whatever the roll, 'D' damaged whatever the roll, null cannot affect. */
export type TurnCell = number | 'T' | 'D' | null;

const n = null;
/** Cleric levels 1-20, columns skeleton (1 HD) to ghost (9+ HD) (supplement A23). */
const TABLE: readonly (readonly TurnCell[])[] = [
  [13, 17, 19, n, n, n, n, n, n], [11, 15, 18, 20, n, n, n, n, n], [9, 13, 17, 19, n, n, n, n, n], [7, 11, 15, 18, 20, n, n, n, n],
  [5, 9, 13, 17, 19, n, n, n, n], [3, 7, 11, 15, 18, 20, n, n, n], [2, 5, 9, 13, 17, 19, n, n, n], ['T', 3, 7, 11, 15, 18, 20, n, n],
  ['T', 2, 5, 9, 13, 17, 19, n, n], ['T', 'T', 3, 7, 11, 15, 18, 20, n], ['D', 'T', 2, 5, 9, 13, 17, 19, n], ['D', 'T', 'T', 3, 7, 11, 15, 18, 20],
  ['D', 'D', 'T', 2, 5, 9, 13, 17, 19], ['D', 'D', 'T', 'T', 3, 7, 11, 15, 18], ['D', 'D', 'D', 'T', 2, 5, 9, 13, 17], ['D', 'D', 'D', 'T', 'T', 3, 7, 11, 15],
  ['D', 'D', 'D', 'D', 'T', 2, 5, 9, 13], ['D', 'D', 'D', 'D', 'T', 'T', 3, 7, 11], ['D', 'D', 'D', 'D', 'D', 'T', 2, 5, 9], ['D', 'D', 'D', 'D', 'D', 'T', 'T', 3, 7],
];

/** The column an undead of these Hit Dice uses when the table does not name it (1 HD or less: skeleton; 9 or more: ghost). */
export const columnForHitDice = (hd: number): UndeadColumn => undeadColumns[Math.min(9, Math.max(1, Math.floor(hd))) - 1]!;

export function turningCell(clericLevel: number, column: UndeadColumn): TurnCell {
  if (!Number.isInteger(clericLevel) || clericLevel < 1 || clericLevel > 20) refuse('level', 'must be a Cleric level from 1 to 20 (supplement A23)');
  return TABLE[clericLevel - 1]![undeadColumns.indexOf(column)]!;
}

/** One kind of undead in the group: its column, the Hit Dice of one, and how many there are. */
export interface UndeadGroup {
  readonly name: string;
  readonly column: UndeadColumn;
  readonly hitDice: number;
  readonly count: number;
}

export interface TurnedGroup {
  readonly name: string;
  readonly cell: TurnCell;
  /** Whether the d20 reached this kind. */
  readonly succeeded: boolean;
  readonly turned: number;
  /** Of those affected, how many the 'D' result damages (each takes `damage`). */
  readonly damaged: number;
}

export interface TurningResult {
  readonly d20: RollResult;
  /** Null when the d20 failed against the weakest kind. */
  readonly hitDice: RollResult | null;
  readonly damage: RollResult | null;
  readonly groups: readonly TurnedGroup[];
  /** Any failed comparison: no further try for a full turn. */
  readonly failedSomewhere: boolean;
}

const succeeds = (cell: TurnCell, d20: number) => cell === 'T' || cell === 'D' || (typeof cell === 'number' && d20 >= cell);

/**
 * A turning by supplement A23: one d20 always rolled, compared with the weakest kind first
 * and with each stronger kind while it keeps succeeding; on a success 2d6 Hit Dice of undead
 * are affected, weakest first, at least one creature; a 'D' rolls 1d8 per Cleric level once.
 */
export function turnUndead(clericLevel: number, undead: readonly UndeadGroup[], rng: Rng): TurningResult {
  if (undead.length === 0) refuse('undead', 'name at least one kind of undead to turn');
  const order = [...undead].sort((a, b) => undeadColumns.indexOf(a.column) - undeadColumns.indexOf(b.column) || a.hitDice - b.hitDice);
  const cells = order.map((g) => turningCell(clericLevel, g.column));
  const d20 = roll('1d20', rng);
  let reach = 0;
  while (reach < order.length && succeeds(cells[reach]!, d20.total)) reach++;
  if (reach === 0) {
    return { d20, hitDice: null, damage: null, failedSomewhere: true, groups: order.map((g, i) => ({ name: g.name, cell: cells[i]!, succeeded: false, turned: 0, damaged: 0 })) };
  }
  const hitDice = roll('2d6', rng);
  let pool = hitDice.total;
  let anyone = false;
  const groups = order.map((g, i): TurnedGroup => {
    if (i >= reach) return { name: g.name, cell: cells[i]!, succeeded: false, turned: 0, damaged: 0 };
    const perCreature = Math.max(1, g.hitDice);
    let turned = Math.min(g.count, Math.floor(pool / perCreature));
    if (turned === 0 && !anyone) turned = 1;
    pool = Math.max(0, pool - turned * perCreature);
    anyone ||= turned > 0;
    return { name: g.name, cell: cells[i]!, succeeded: true, turned, damaged: cells[i] === 'D' ? turned : 0 };
  });
  const damage = groups.some((g) => g.damaged > 0) ? roll(`${clericLevel}d8`, rng) : null;
  return { d20, hitDice, damage, groups, failedSomewhere: reach < order.length };
}
