import { roll, type RollResult } from './roll';
import type { Rng } from './rng';

export interface RollOffEntry {
  readonly key: string;
  readonly label: string;
  /** Added to the first roll only; tie-breaks are bare dice. */
  readonly bonus: number;
}

export interface RollOff {
  readonly rolls: readonly { readonly label: string; readonly roll: RollResult }[];
  /** The first total (roll plus bonus) of an entry. */
  first(key: string): number;
  /** Sort comparator: higher first total first, then each tie-break in turn. */
  compare(a: string, b: string): number;
}

/**
 * One d6 each (plus a bonus); entries that tie roll again, only among themselves,
 * until none do. Every roll is kept so the journal can show how the order came out.
 */
export function rollOff(entries: readonly RollOffEntry[], rng: Rng, label = 'Initiative'): RollOff {
  const rolls: { label: string; roll: RollResult }[] = [];
  const totals = new Map<string, number[]>(entries.map((e) => [e.key, []]));
  const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  let pending = [...entries];
  for (let again = false; pending.length > 1 || (!again && pending.length === 1); again = true) {
    for (const e of pending) {
      const r = roll('1d6', rng);
      rolls.push({ label: `${label}${again ? ' (tie, again)' : ''}: ${e.label}`, roll: r });
      totals.get(e.key)!.push(r.total + (again ? 0 : e.bonus));
    }
    pending = pending.filter((e) => pending.some((o) => o !== e && same(totals.get(o.key)!, totals.get(e.key)!)));
  }
  return {
    rolls,
    first: (key) => totals.get(key)![0],
    compare(a, b) {
      const [x, y] = [totals.get(a)!, totals.get(b)!];
      for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (y[i] ?? 0) - (x[i] ?? 0);
      return 0;
    },
  };
}

/**
 * Highest scores first, compared key by key; only those equal on every key roll
 * off, so a fixed order (GURPS's Basic Speed, Shell's initiative rating) needs no
 * dice unless two fighters really are level.
 */
export function rankWithRollOff<T extends { readonly id: number; readonly name: string }>(
  items: readonly T[],
  scores: (item: T) => readonly number[],
  rng: Rng,
): { readonly ordered: readonly T[]; readonly rolls: RollOff['rolls'] } {
  const byScore = (a: T, b: T) => {
    const [x, y] = [scores(a), scores(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return y[i] - x[i];
    return 0;
  };
  const sorted = [...items].sort(byScore);
  const ordered: T[] = [];
  const rolls: { label: string; roll: RollResult }[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && byScore(sorted[i], sorted[j]) === 0) j++;
    const level = sorted.slice(i, j);
    if (level.length > 1) {
      const off = rollOff(level.map((f) => ({ key: String(f.id), label: f.name, bonus: 0 })), rng, 'Initiative tie');
      rolls.push(...off.rolls);
      level.sort((a, b) => off.compare(String(a.id), String(b.id)));
    }
    ordered.push(...level);
    i = j;
  }
  return { ordered, rolls };
}
