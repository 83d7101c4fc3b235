import { readReversal, ReversalError, type Reversal, type ReversalValue, type TableColumns } from './undo-reversal';

/**
 * The undo log names rows by id (`undo-reversal.ts`). A campaign moved to another file gets
 * new ids; this maps those a reversal names so its history still undoes and redoes there,
 * after checking it field by field, so a history from a file can only ever reach the rows of
 * the campaign it came with.
 */

/** Per table, old id -> new id. */
export type IdMaps = Map<string, Map<number, number>>;

/** What the rewrite needs of a table: which columns hold ids of which table. */
export interface RefShape {
  refs: ReadonlyMap<string, string>;
  /** Text columns holding JSON with ids inside, and how to map them. */
  json?: Readonly<Record<string, (json: string, idOf: (table: string, old: number) => number | null) => string>>;
}

/**
 * The stored reversal `text`, checked against `columns` (ReversalError says what does not fit),
 * with every id it names mapped through `maps`: its rows, the ids its values hold, and those
 * inside JSON text. An id with no entry (a row the campaign no longer holds but its history can
 * bring back) is given one by `fresh`, the same each time it is met; the campaign row itself
 * (`campaignId` in the source) is the only campaign a reversal may name.
 */
export function remapReversal(
  text: string,
  columns: TableColumns,
  maps: IdMaps,
  shapeOf: (table: string) => RefShape | undefined,
  campaignId: number,
  fresh: (table: string, old: number) => number,
): string {
  readReversal(text, columns);
  const reversal = JSON.parse(text) as Reversal;
  const { table } = reversal;
  const shape = shapeOf(table);
  const idOf = (target: string, old: number): number => {
    const ids = maps.get(target);
    if (!ids) throw new ReversalError(`it names a row of "${target}", which the campaign has none of`);
    if (target === 'campaigns' && old !== campaignId) throw new ReversalError(`it names campaign ${old}, not its own campaign ${campaignId}`);
    let mapped = ids.get(old);
    if (mapped === undefined) ids.set(old, (mapped = fresh(target, old)));
    return mapped;
  };
  const mapValue = (column: string, value: ReversalValue): ReversalValue => {
    const remap = shape?.json?.[column];
    if (remap && typeof value === 'string') {
      try {
        return remap(value, idOf);
      } catch (error) {
        if (error instanceof ReversalError) throw error;
        throw new ReversalError(`"${table}"."${column}" is not the JSON that column holds`);
      }
    }
    const target = column === 'id' ? table : shape?.refs.get(column);
    if (target === undefined || value === null) return value;
    if (!Number.isSafeInteger(value)) throw new ReversalError(`"${table}"."${column}" must be a row id`);
    return idOf(target, value as number);
  };

  if (reversal.op === 'delete') return JSON.stringify({ ...reversal, rowid: idOf(table, reversal.rowid) });
  if ('rows' in reversal) {
    const rows = reversal.rows.map(([rowid, ...values]) => [idOf(table, rowid as number), ...values.map((v, i) => mapValue(reversal.columns[i], v))]);
    return JSON.stringify({ ...reversal, rows });
  }
  const rowid = idOf(table, reversal.rowid);
  const values = Object.fromEntries(Object.entries(reversal.values).map(([c, v]) => [c, mapValue(c, v)]));
  return JSON.stringify({ ...reversal, rowid, values });
}
