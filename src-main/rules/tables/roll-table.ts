import type { TableRollStep } from '../../../src-shared/contract';
import { bounds, parseDice, roll, type Rng } from '../dice';
import type { LabelledRoll } from '../ruleset/labelled-roll';
import { refuse } from '../rule-input-error';

/** A table as a roll reads it: the dice that pick a row and the rows by the totals they answer. */
export interface TableForRoll {
  readonly id: number;
  readonly name: string;
  readonly formula: string;
  readonly rows: readonly { id: number; low: number; high: number; text: string; subTableId: number | null }[];
}

/** The row a total picks, if any: a table may leave totals unanswered, as printed tables sometimes do. */
export const rowFor = <R extends { low: number; high: number }>(rows: readonly R[], total: number): R | undefined => rows.find((r) => r.low <= total && total <= r.high);

/**
 * Dice written inside a result's text, as GMs write them: "2d6 goblins", "1d4 x 10 gp",
 * "d100 silver pieces", "1d6+2 guards". A multiplier or a bonus written after the dice belongs
 * to them; Foundry's inline rolls ("[[2d6]]") are read the same way, their brackets dropped.
 */
const INLINE_DICE = /\[\[([^\]]{1,60})\]\]|(?<![\w.])(\d{0,4}d(?:\d{1,5}|%)(?:\s*[+\-x×*]\s*\d{1,7}(?![\w.]))*)(?![\w])/gi;

/** The text with each of its dice rolled, each roll kept under the given label. */
export function rollInlineDice(text: string, label: string, rng: Rng): { text: string; rolls: LabelledRoll[] } {
  const rolls: LabelledRoll[] = [];
  const out = text.replace(INLINE_DICE, (whole, bracketed: string | undefined, bare: string | undefined) => {
    const expression = (bracketed ?? bare ?? '').trim();
    try {
      const result = roll(expression, rng);
      rolls.push({ label, roll: result });
      return String(result.total);
    } catch {
      // Not dice after all (a "d" word in brackets): the text stays as written.
      return whole;
    }
  });
  return { text: out, rolls };
}

/** Ranges from weights, in row order: a weight of 3 after a weight of 2 answers 3 to 5. */
export function rangesFromWeights(weights: readonly number[]): { low: number; high: number }[] {
  let next = 1;
  return weights.map((w) => {
    const range = { low: next, high: next + w - 1 };
    next += w;
    return range;
  });
}

/**
 * Refuses rows a table cannot roll: ranges back to front, overlapping each other, or
 * outside what its formula can give. Paths name the row and its field.
 */
export function checkRanges(formula: string, rows: readonly { low: number; high: number }[]): void {
  const { min, max } = bounds(parseDice(formula));
  const order = rows.map((r, i) => ({ ...r, i })).sort((a, b) => a.low - b.low);
  for (const r of rows.map((row, i) => ({ ...row, i }))) {
    if (r.high < r.low) refuse(['rows', r.i, 'high'], `must not be below low (${r.low})`);
    if (r.low < min || r.high > max) refuse(['rows', r.i, 'low'], `${r.low}–${r.high} is outside what ${formula} can roll (${min}–${max})`);
  }
  for (let k = 1; k < order.length; k++) {
    const [a, b] = [order[k - 1], order[k]];
    if (b.low <= a.high) refuse(['rows', b.i, 'low'], `${b.low}–${b.high} overlaps row ${a.i + 1} (${a.low}–${a.high})`);
  }
}

/**
 * Whether a table leading to `subTableIds` would close a loop back to `tableId`, given
 * where every other table leads; answers the loop's table ids when it would.
 */
export function loopThrough(tableId: number, subTableIds: readonly number[], leadsTo: (id: number) => readonly number[]): number[] | null {
  const seen = new Set<number>();
  const walk = (id: number, path: number[]): number[] | null => {
    if (id === tableId) return path;
    if (seen.has(id)) return null;
    seen.add(id);
    for (const next of leadsTo(id)) {
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  for (const sub of subTableIds) {
    const found = walk(sub, [sub]);
    if (found) return found;
  }
  return null;
}

/**
 * A roll down a chain of tables: the first table's formula picks a row, its dice are rolled,
 * and a row leading to another table rolls there too, at most `maxDepth` tables deep (a
 * loop saved before loops were refused stops there rather than running on).
 */
export function rollOnTables(startId: number, tableOf: (id: number) => TableForRoll | undefined, rng: Rng, maxDepth: number): { steps: TableRollStep[]; rolls: LabelledRoll[]; text: string } {
  const steps: TableRollStep[] = [];
  const rolls: LabelledRoll[] = [];
  let next: number | null = startId;
  while (next !== null && steps.length < maxDepth) {
    const table: TableForRoll = tableOf(next) ?? refuse('tableId', `no table has id ${next}`);
    const picked = roll(table.formula, rng);
    rolls.push({ label: table.name, roll: picked });
    const row: TableForRoll['rows'][number] | undefined = rowFor(table.rows, picked.total);
    const inline = row ? rollInlineDice(row.text, `${table.name}: ${row.text}`, rng) : { text: 'nothing (no row for this total)', rolls: [] };
    rolls.push(...inline.rolls);
    steps.push({ tableId: table.id, tableName: table.name, total: picked.total, rowId: row?.id ?? null, text: inline.text });
    next = row?.subTableId ?? null;
  }
  return { steps, rolls, text: steps.map((s) => s.text).join(' — ') };
}
