/**
 * Roll tables read from files GMs already have: CSV from a spreadsheet, Lantern's own JSON,
 * and Foundry VTT's roll table export. Pure text in, tables out; a row that leads to another
 * table names it (ids mean nothing outside their campaign), and the caller finds it by name.
 * Everything read here is checked again by the contract before it is saved.
 */

export interface ReadRow {
  low?: number;
  high?: number;
  weight?: number;
  text: string;
  /** The name of the table to roll on next. */
  subTable?: string;
}

export interface ReadTable {
  name?: string;
  formula?: string;
  rows: ReadRow[];
}

/** A file that cannot be read as the format it was said to be; `at` names where. */
export class TableFileError extends Error {
  constructor(
    readonly at: string,
    reason: string,
  ) {
    super(`${at}: ${reason}`);
    this.name = 'TableFileError';
  }
}

/** RFC 4180 CSV: fields split on commas (or semicolons, as some spreadsheets write), quotes doubled inside quoted fields. */
export function csvRecords(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0];
  const separator = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === separator) {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (quoted) throw new TableFileError(`line ${records.length + 1}`, 'a quoted field is never closed');
  if (field !== '' || record.length) records.push([...record, field]);
  return records.filter((r) => r.some((f) => f.trim() !== ''));
}

const RANGE = /^\s*(-?\d+)\s*(?:[-–—]|to)\s*(-?\d+)\s*$|^\s*(-?\d+)\s*$/i;
/** "01-03", "4", "7–8": a range of totals; "00" on a d100 table is 100, as printed tables mean it. */
function parseRange(cell: string): { low: number; high: number } | null {
  const m = RANGE.exec(cell);
  if (!m) return null;
  const read = (s: string) => (s === '00' ? 100 : Number(s));
  return m[3] !== undefined ? { low: read(m[3]), high: read(m[3]) } : { low: read(m[1]), high: read(m[2]) };
}

const HEADERS = {
  range: /^(range|roll|rolls|result range|total|d\d+|\d+d\d+|d%)$/i,
  weight: /^(weight|weights|chance|odds)$/i,
  text: /^(text|result|results|entry|description|name)$/i,
  sub: /^(table|subtable|sub-table|then|roll on|next table)$/i,
};

/**
 * A CSV table: a column of ranges (or of weights), one of texts, and maybe one naming a table
 * to roll on next. A header row names the columns (a range column headed by dice, "d20" or
 * "2d6", gives the formula); without one the columns are range, text, table.
 */
export function tableFromCsv(text: string): ReadTable {
  const records = csvRecords(text);
  if (!records.length) throw new TableFileError('text', 'the file holds no rows');
  const head = records[0].map((c) => c.trim());
  const hasHeader = parseRange(head[0]) === null;
  const column = (pattern: RegExp) => (hasHeader ? head.findIndex((h) => pattern.test(h)) : -1);
  const weightAt = column(HEADERS.weight);
  const rangeAt = hasHeader ? column(HEADERS.range) : 0;
  const textAt = hasHeader ? column(HEADERS.text) : 1;
  const subAt = hasHeader ? column(HEADERS.sub) : 2;
  if (hasHeader && weightAt < 0 && rangeAt < 0) throw new TableFileError('line 1', 'no column of ranges ("range", "d20", "2d6") or of weights ("weight")');
  if (textAt < 0) throw new TableFileError('line 1', 'no column of results ("result" or "text")');
  const formula = rangeAt >= 0 && hasHeader && /d/i.test(head[rangeAt]) && !/^range|roll/i.test(head[rangeAt]) ? head[rangeAt].replace(/^d/i, '1d') : undefined;
  const rows = records.slice(hasHeader ? 1 : 0).map((record, i): ReadRow => {
    const line = `line ${i + (hasHeader ? 2 : 1)}`;
    const cell = (at: number) => (at >= 0 ? (record[at] ?? '').trim() : '');
    const sub = cell(subAt);
    const rowText = cell(textAt);
    if (!rowText) throw new TableFileError(line, 'the result is empty');
    const base: ReadRow = { text: rowText, ...(sub && { subTable: sub }) };
    if (weightAt >= 0) {
      const weight = Number(cell(weightAt));
      if (!Number.isInteger(weight) || weight < 1) throw new TableFileError(line, `weight "${cell(weightAt)}" must be a whole number, 1 or more`);
      return { ...base, weight };
    }
    const range = parseRange(cell(rangeAt));
    if (!range) throw new TableFileError(line, `"${cell(rangeAt)}" is not a range of totals ("3", "4-6")`);
    return { ...base, ...range };
  });
  return { formula, rows };
}

/** The shape Lantern writes (see `tableToJson`), one table or a list. */
export function tablesFromLanternJson(value: unknown): ReadTable[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((t, i) => {
    const at = Array.isArray(value) ? `[${i}]` : 'table';
    if (typeof t !== 'object' || t === null || !Array.isArray((t as { rows?: unknown }).rows)) throw new TableFileError(at, 'must be a table with a list of rows');
    const { name, formula, rows } = t as { name?: unknown; formula?: unknown; rows: unknown[] };
    return {
      ...(typeof name === 'string' && { name }),
      ...(typeof formula === 'string' && { formula }),
      rows: rows.map((r, k) => {
        if (typeof r !== 'object' || r === null) throw new TableFileError(`${at}.rows[${k}]`, 'must be an object');
        const { low, high, weight, text, table } = r as Record<string, unknown>;
        if (typeof text !== 'string') throw new TableFileError(`${at}.rows[${k}].text`, 'must be text');
        return {
          text,
          ...(typeof low === 'number' && { low }),
          ...(typeof high === 'number' && { high }),
          ...(typeof weight === 'number' && { weight }),
          ...(typeof table === 'string' && { subTable: table }),
        };
      }),
    };
  });
}

const stripHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/** A version 13 result's words: a linked document's name, or a text result's label and its HTML description, either or both. */
function wordsOfV13(res: Record<string, unknown>): string {
  const name = typeof res.name === 'string' ? res.name.trim() : '';
  const description = typeof res.description === 'string' ? stripHtml(res.description) : '';
  return name && description && name !== description ? `${name}: ${description}` : name || description;
}

/** Foundry's document result types: 1 and "document" (2 and "pack" for a compendium's) link a document, such as another table. */
const linksDocument = (type: unknown) => type === 1 || type === 2 || type === 'document' || type === 'pack';

/**
 * A Foundry VTT roll table export (one table, or a list of them): `name`, `formula` and its
 * `results`, each with its `range` [low, high], `weight`, and its words in `text` (older
 * versions), or `name` and an HTML `description` (version 13, where a text result may carry
 * both). A result linking another RollTable (`documentCollection`, before version 10
 * `collection`, from version 13 a `documentUuid` like "RollTable.<id>") leads to the table of that name.
 */
export function tablesFromFoundry(value: unknown): ReadTable[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((t, i) => {
    const at = Array.isArray(value) ? `[${i}]` : 'table';
    if (typeof t !== 'object' || t === null || !Array.isArray((t as { results?: unknown }).results)) {
      throw new TableFileError(at, 'is not a Foundry roll table (it has no "results" list)');
    }
    const { name, formula, results } = t as { name?: unknown; formula?: unknown; results: unknown[] };
    const rows = results.map((r, k): ReadRow => {
      const where = `${at}.results[${k}]`;
      if (typeof r !== 'object' || r === null) throw new TableFileError(where, 'must be an object');
      const res = r as Record<string, unknown>;
      const words = typeof res.text === 'string' && res.text.trim() !== '' ? res.text : wordsOfV13(res);
      if (!words) throw new TableFileError(where, 'has no text');
      const range = res.range;
      if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n))) throw new TableFileError(`${where}.range`, 'must be two whole numbers');
      const collection = res.documentCollection ?? res.collection;
      const leads =
        linksDocument(res.type) &&
        (collection === 'RollTable' || (typeof collection === 'string' && /rolltable|tables/i.test(collection)) || (typeof res.documentUuid === 'string' && /(^|\.)RollTable\./.test(res.documentUuid)));
      // The linked table goes by its name: the old `text`, or from version 13 the result's `name`.
      const linked = [res.text, res.name, words].find((w): w is string => typeof w === 'string' && w.trim() !== '')!;
      return { low: range[0] as number, high: range[1] as number, text: words.trim(), ...(leads && { subTable: linked.trim() }) };
    });
    return { ...(typeof name === 'string' && { name }), ...(typeof formula === 'string' && formula.trim() !== '' && { formula: formula.trim() }), rows };
  });
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new TableFileError('text', `is not JSON: ${(error as Error).message}`);
  }
}

/** A CSV field, quoted when it must be. */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export interface WrittenTable {
  name: string;
  formula: string;
  weighted: boolean;
  rows: { low: number; high: number; weight: number; text: string; subTable: string | null }[];
}

/** The CSV `tableFromCsv` reads back: a header, then one line per row. */
export function tableToCsv(table: WrittenTable): string {
  const first = table.weighted ? 'weight' : table.formula.replace(/^1d/, 'd');
  const lines = [[first, 'result', 'table'].join(',')];
  for (const r of table.rows) lines.push([table.weighted ? String(r.weight) : r.low === r.high ? String(r.low) : `${r.low}-${r.high}`, csvField(r.text), csvField(r.subTable ?? '')].join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Lantern's JSON for one table: weights for a weighted table, ranges for the others. */
export function tableToJson(table: WrittenTable): string {
  return JSON.stringify(
    {
      name: table.name,
      ...(!table.weighted && { formula: table.formula }),
      rows: table.rows.map((r) => ({ ...(table.weighted ? { weight: r.weight } : { low: r.low, high: r.high }), text: r.text, ...(r.subTable && { table: r.subTable }) })),
    },
    null,
    2,
  );
}
