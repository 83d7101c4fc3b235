import type Database from 'better-sqlite3';
import type { Reversal, ReversalValue } from './undo-reversal';

/**
 * Before schema 29 the undo log held SQL text that undo ran. Migration 0029 turns each row
 * into the data form of `undo-reversal.ts` through the SQL function registered here, which
 * reads exactly the four shapes the triggers of those versions wrote and nothing else:
 *
 *   DELETE FROM "t" WHERE rowid=N
 *   UPDATE "t" SET "c"=v,... WHERE rowid=N            (or SET rowid=rowid)
 *   INSERT INTO "t" (rowid,"c",...) VALUES (N,v,...),(...)
 *   UPDATE "t" SET "c"=v.column2,... FROM (VALUES (N,v,...),...) AS v WHERE "t".rowid=v.column1
 *
 * where v is what SQLite's quote() writes: NULL, a number, 'text' or X'bytes'. Any other
 * text (a second statement, another clause) stops the migration with the row named.
 */

/** A row of an old undo log that is not one of the shapes Lantern wrote. */
export class LegacyReversalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LegacyReversalError';
  }
}

type Token = { kind: 'ident' | 'string' | 'blob' | 'number' | 'word' | 'punct'; text: string; value: string };

const PATTERNS: [Token['kind'], RegExp][] = [
  ['ident', /"((?:[^"]|"")*)"/y],
  ['blob', /[Xx]'((?:[0-9A-Fa-f]{2})*)'/y],
  ['string', /'((?:[^']|'')*)'/y],
  ['number', /(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/y],
  ['word', /([A-Za-z_][A-Za-z0-9_]*)/y],
  ['punct', /([(),=.])/y],
];

function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < sql.length) {
    if (/\s/.test(sql[at])) {
      at++;
      continue;
    }
    const found = PATTERNS.find(([, pattern]) => {
      pattern.lastIndex = at;
      return pattern.test(sql);
    });
    if (!found) throw new LegacyReversalError(`unexpected "${sql.slice(at, at + 20)}"`);
    const [kind, pattern] = found;
    pattern.lastIndex = at;
    const match = pattern.exec(sql)!;
    const quote = kind === 'ident' ? '"' : "'";
    tokens.push({ kind, text: match[0], value: kind === 'ident' || kind === 'string' ? match[1].replaceAll(quote + quote, quote) : match[1] });
    at = pattern.lastIndex;
  }
  return tokens;
}

/** Reads tokens in order, each expected where it stands. */
function reader(tokens: Token[]) {
  let at = 0;
  const fail = (expected: string): never => {
    throw new LegacyReversalError(`expected ${expected} at "${tokens[at]?.text ?? 'the end'}"`);
  };
  const peek = () => tokens[at];
  const is = (text: string) => peek() !== undefined && (peek().kind === 'word' ? peek().text.toUpperCase() === text.toUpperCase() : peek().text === text);
  return {
    peek,
    is,
    take: (text: string) => (is(text) ? tokens[at++] : fail(text)),
    /** Takes `text` if it stands next, and says whether it did. */
    skip: (text: string) => is(text) && at++ >= 0,
    ident: () => (peek()?.kind === 'ident' ? tokens[at++].value : fail('a quoted name')),
    rowid: (): number => {
      const t = peek();
      if (t?.kind !== 'number' || !/^\d+$/.test(t.text)) return fail('a row id');
      at++;
      return Number(t.text);
    },
    value: (): ReversalValue => {
      const t = peek();
      if (t?.kind === 'word' && t.text.toUpperCase() === 'NULL') return (at++, null);
      if (t?.kind === 'number') return (at++, Number(t.text));
      if (t?.kind === 'string' || t?.kind === 'blob') return (at++, t.value);
      return fail('a value');
    },
    end: () => (at === tokens.length ? undefined : fail('the end')),
  };
}

/** Parenthesised tuples of `width` values each, separated by commas. */
function tuples(r: ReturnType<typeof reader>, width: number): ReversalValue[][] {
  const rows: ReversalValue[][] = [];
  do {
    r.take('(');
    const row: ReversalValue[] = [r.value()];
    while (r.skip(',')) row.push(r.value());
    r.take(')');
    if (row.length !== width) throw new LegacyReversalError(`a row of ${row.length} values where ${width} were named`);
    rows.push(row);
  } while (r.skip(','));
  return rows;
}

/** One statement of an old undo log as the reversal it stands for. */
export function reversalFromStatement(sql: string): Reversal {
  const r = reader(tokenize(sql));
  if (r.is('DELETE')) {
    r.take('DELETE');
    r.take('FROM');
    const table = r.ident();
    r.take('WHERE');
    r.take('rowid');
    r.take('=');
    const rowid = r.rowid();
    r.end();
    return { op: 'delete', table, rowid };
  }
  if (r.is('INSERT')) {
    r.take('INSERT');
    r.take('INTO');
    const table = r.ident();
    r.take('(');
    r.take('rowid');
    const columns: string[] = [];
    while (r.skip(',')) columns.push(r.ident());
    r.take(')');
    r.take('VALUES');
    const rows = tuples(r, columns.length + 1);
    r.end();
    if (rows.length > 1) return { op: 'insert', table, columns, rows };
    const [rowid, ...values] = rows[0];
    return { op: 'insert', table, rowid: rowid as number, values: Object.fromEntries(columns.map((c, i) => [c, values[i]])) };
  }
  r.take('UPDATE');
  const table = r.ident();
  r.take('SET');
  if (r.is('rowid')) {
    // An update that changed nothing, as the earliest triggers logged it.
    r.take('rowid');
    r.take('=');
    r.take('rowid');
    r.take('WHERE');
    r.take('rowid');
    r.take('=');
    const rowid = r.rowid();
    r.end();
    return { op: 'update', table, rowid, values: {} };
  }
  const values: Record<string, ReversalValue> = {};
  const bulk: string[] = [];
  do {
    const column = r.ident();
    r.take('=');
    if (r.is('v')) {
      r.take('v');
      r.take('.');
      const named = r.peek();
      if (named?.kind !== 'word' || named.text !== `column${bulk.length + 2}`) throw new LegacyReversalError(`expected column${bulk.length + 2}`);
      r.take(named.text);
      bulk.push(column);
    } else values[column] = r.value();
  } while (r.skip(','));
  if (bulk.length > 0) {
    if (Object.keys(values).length > 0) throw new LegacyReversalError('an update mixing values and rows');
    r.take('FROM');
    r.take('(');
    r.take('VALUES');
    const rows = tuples(r, bulk.length + 1);
    r.take(')');
    r.take('AS');
    r.take('v');
    r.take('WHERE');
    if (r.ident() !== table) throw new LegacyReversalError('an update naming another table');
    r.take('.');
    r.take('rowid');
    r.take('=');
    r.take('v');
    r.take('.');
    r.take('column1');
    r.end();
    return { op: 'update', table, columns: bulk, rows };
  }
  r.take('WHERE');
  r.take('rowid');
  r.take('=');
  const rowid = r.rowid();
  r.end();
  return { op: 'update', table, rowid, values };
}

/** The SQL function migration 0029 calls on every row of an old undo log. */
export function registerLegacyReversal(sqlite: Database.Database): void {
  sqlite.function('lantern_reversal_from_sql', { deterministic: true, directOnly: true }, (id: unknown, statement: unknown) => {
    try {
      if (typeof statement !== 'string') throw new LegacyReversalError('it is not text');
      return JSON.stringify(reversalFromStatement(statement));
    } catch (error) {
      if (error instanceof LegacyReversalError) throw new LegacyReversalError(`undo_log row ${String(id)} is not a change Lantern recorded (${error.message})`);
      throw error;
    }
  });
}
