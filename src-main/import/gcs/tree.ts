import type { Check, JsonPath } from './errors';

// GCS nests traits, skills and equipment in containers to any depth. Lantern
// keeps flat lists, so each tree is walked once, keeping every row's JSON path for
// the error messages.

export interface Row<T> {
  readonly row: T;
  readonly path: JsonPath;
  /** The names of the containers it sits in, outermost first. */
  readonly within: readonly string[];
}

const MAX_DEPTH = 32;

/** Every row of the tree, parents before their children; `skip` leaves out a row and all it holds; `limit` counts rows that are not containers. */
export function flatten<T extends { children?: T[] }>(
  rows: readonly T[] | undefined,
  root: JsonPath,
  nameOf: (row: T) => string,
  check: Check,
  limit: { count: number; what: string },
  skip: (row: T) => boolean = () => false,
): Row<T>[] {
  const out: Row<T>[] = [];
  let leaves = 0;
  const walk = (list: readonly T[], at: JsonPath, within: readonly string[]) => {
    check(within.length < MAX_DEPTH, at, `nests containers ${MAX_DEPTH} deep; GCS sheets never go that deep`);
    list.forEach((row, i) => {
      if (skip(row)) return;
      const path = [...at, i];
      out.push({ row, path, within });
      if (!row.children) leaves += 1;
      check(leaves <= limit.count, root, `holds more than ${limit.count.toLocaleString('en-US')} ${limit.what}; Lantern reads at most that many`);
      if (row.children) walk(row.children, [...path, 'children'], [...within, nameOf(row)]);
    });
  };
  walk(rows ?? [], root, []);
  return out;
}
