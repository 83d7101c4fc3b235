/**
 * The undo log holds SQL written by the triggers of `undo-capture.ts`, with row ids and
 * references spelled out as literals. A campaign moved to another file gets new ids;
 * this rewrites those literals so its history still undoes and redoes there. It reads
 * exactly the four shapes the triggers write:
 *
 *   DELETE FROM "t" WHERE rowid=N
 *   UPDATE "t" SET "c"=v,... WHERE rowid=N            (or SET rowid=rowid)
 *   INSERT INTO "t" (rowid,"c",...) VALUES (N,v,...),(...)
 *   UPDATE "t" SET "c"=v.column2,... FROM (VALUES (N,v,...),...) AS v WHERE "t".rowid=v.column1
 */

/** Per table, old id -> new id. */
export type IdMaps = Map<string, Map<number, number>>;

/** What the rewrite needs of a table: which columns hold ids of which table. */
export interface RefShape {
  refs: ReadonlyMap<string, string>;
  /** Text columns holding JSON with ids inside, and how to map them. */
  json?: Readonly<Record<string, (json: string, idOf: (table: string, old: number) => number | null) => string>>;
}

interface Token {
  kind: 'ws' | 'ident' | 'string' | 'number' | 'word' | 'punct' | 'blob';
  text: string;
}

function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const significant = () => {
    for (let k = tokens.length - 1; k >= 0; k--) if (tokens[k].kind !== 'ws') return tokens[k];
    return undefined;
  };
  while (i < sql.length) {
    const c = sql[i];
    let j = i + 1;
    let kind: Token['kind'];
    if (/\s/.test(c)) {
      while (j < sql.length && /\s/.test(sql[j])) j++;
      kind = 'ws';
    } else if (c === "'" || c === '"') {
      for (;;) {
        if (j >= sql.length) throw new Error(`unterminated quote in undo statement: ${sql.slice(0, 80)}`);
        if (sql[j] === c) {
          if (sql[j + 1] === c) j += 2;
          else {
            j++;
            break;
          }
        } else j++;
      }
      kind = c === "'" ? 'string' : 'ident';
    } else if ((c === 'X' || c === 'x') && sql[i + 1] === "'") {
      j = sql.indexOf("'", i + 2) + 1;
      kind = 'blob';
    } else if (/[0-9]/.test(c) || (c === '-' && /[0-9]/.test(sql[i + 1] ?? '') && ['=', ',', '('].includes(significant()?.text ?? ''))) {
      while (j < sql.length && /[0-9.eE+-]/.test(sql[j]) && !(sql[j] === '-' && !/[eE]/.test(sql[j - 1]))) j++;
      kind = 'number';
    } else if (/[A-Za-z_]/.test(c)) {
      while (j < sql.length && /[A-Za-z0-9_]/.test(sql[j])) j++;
      kind = 'word';
    } else kind = 'punct';
    tokens.push({ kind, text: sql.slice(i, j) });
    i = j;
  }
  return tokens;
}

const unquote = (ident: string) => ident.slice(1, -1).replace(/""/g, '"');

/**
 * The statement with every id it names mapped through `maps`. An id with no entry
 * (a row the campaign no longer holds but its history can bring back) is given one
 * by `fresh`, the same each time it is met.
 */
export function rewriteUndoStatement(
  statement: string,
  maps: IdMaps,
  shapeOf: (table: string) => RefShape | undefined,
  fresh: (table: string, old: number) => number = () => {
    throw new Error('an undo statement names a row the campaign does not hold');
  },
): string {
  const tokens = tokenize(statement);
  const sig = tokens.map((t, index) => ({ ...t, index })).filter((t) => t.kind !== 'ws');
  const table = unquote(sig.find((t) => t.kind === 'ident')!.text);
  const shape = shapeOf(table);
  const idOf = (target: string, old: number) => {
    const ids = maps.get(target);
    if (!ids) return null;
    let mapped = ids.get(old);
    if (mapped === undefined) ids.set(old, (mapped = fresh(target, old)));
    return mapped;
  };
  const map = (target: string | undefined, tokenIndex: number) => {
    const token = tokens[tokenIndex];
    if (!target || token.kind !== 'number' || !/^-?\d+$/.test(token.text)) return;
    const mapped = idOf(target, Number(token.text));
    if (mapped !== null) token.text = String(mapped);
  };
  const refOf = (column: string) => (column === 'rowid' || column === 'id' ? table : shape?.refs.get(column));
  /** A value written to a column: an id mapped, or the ids inside a JSON text. */
  const mapValue = (column: string, tokenIndex: number) => {
    const remap = shape?.json?.[column];
    const token = tokens[tokenIndex];
    if (remap && token.kind === 'string') token.text = `'${remap(token.text.slice(1, -1).replace(/''/g, "'"), idOf).replace(/'/g, "''")}'`;
    else map(refOf(column), tokenIndex);
  };
  const word = (t: (typeof sig)[number] | undefined, w: string) => t?.kind === 'word' && t.text.toUpperCase() === w;

  /** Maps the values of each parenthesised tuple from `start`, the columns named in `columns`. */
  const tuples = (start: number, columns: string[]) => {
    let column = -1;
    for (let k = start; k < sig.length; k++) {
      const t = sig[k];
      if (t.text === '(') column = 0;
      else if (t.text === ')') column = -1;
      else if (t.text === ',' && column >= 0) column++;
      else if (column >= 0) mapValue(columns[column], t.index);
      if (word(t, 'AS')) return;
    }
  };

  const first = sig[0].text.toUpperCase();
  if (first === 'DELETE' || (first === 'UPDATE' && !sig.some((t) => word(t, 'FROM')))) {
    // SET "c"=v pairs, then WHERE rowid=N.
    for (let k = 0; k < sig.length - 2; k++) {
      if (sig[k + 1].text !== '=') continue;
      const column = sig[k].kind === 'ident' ? unquote(sig[k].text) : sig[k].text.toLowerCase();
      mapValue(column, sig[k + 2].index);
    }
  } else if (first === 'UPDATE') {
    const from = sig.findIndex((t) => word(t, 'FROM'));
    const set = sig.slice(0, from).filter((t, k, all) => t.kind === 'ident' && all[k + 1]?.text === '=').map((t) => unquote(t.text));
    tuples(from + 1, ['rowid', ...set]);
  } else if (first === 'INSERT') {
    const open = sig.findIndex((t) => t.text === '(');
    const close = sig.findIndex((t, k) => k > open && t.text === ')');
    const columns = sig.slice(open + 1, close).filter((t) => t.text !== ',').map((t) => (t.kind === 'ident' ? unquote(t.text) : t.text.toLowerCase()));
    tuples(close + 1, columns);
  }
  return tokens.map((t) => t.text).join('');
}
