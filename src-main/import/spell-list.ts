import { z } from 'zod';
import { spellFields, spellListColumns, spellListFile, type SpellView } from '../../src-shared/contract';
import { RuleInputError } from '../rules/rule-input-error';

// A campaign's spell list written as a file and read back: JSON in Lantern's own shape, or
// CSV a spreadsheet opens, one spell a row. Rows are numbered as the GM sees them: the
// spreadsheet's row (the header is row 1) in a CSV, the spell's place (from 1) in JSON.

const spellRow = z.object(spellFields).strict();
export type SpellRowInput = z.output<typeof spellRow>;
type Column = (typeof spellListColumns)[number];

const REQUIRED: readonly Column[] = ['name', 'range', 'duration', 'unit'];

/** The column a field is written under in a CSV, the words the GM reads a refusal in. */
const LABELS: Readonly<Record<string, string>> = {
  casterClass: 'class',
  'duration.amount': 'duration',
  'duration.perLevel': 'per level',
  'duration.unit': 'unit',
  castingRounds: 'casting rounds',
};
export const spellFieldLabel = (field: string) => LABELS[field] ?? field;

/**
 * Where a file's reading stopped, in the GM's words: `index` counts a CSV's rows from 0 (its
 * header is 0, so the spreadsheet's row is index + 1) or the JSON's spells from 0.
 */
const refuse = (index: number, field: string, why: string): never => {
  throw new RuleInputError(['rows', index, field], `row ${index + 1}, ${spellFieldLabel(field)}: ${why}`);
};

const given = (raw: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), raw) !== undefined;

const firstIssue = (error: z.ZodError, raw: unknown) => {
  const issue = error.issues[0];
  const why =
    issue.code === 'invalid_value' ? `must be one of ${issue.values.map(String).join(', ')}` : issue.code === 'invalid_type' && !given(raw, issue.path) ? 'is required' : issue.message;
  return { field: issue.path.length ? issue.path.join('.') : 'spell', why };
};

function checked(raw: unknown, index: number): SpellRowInput {
  const parsed = spellRow.safeParse(raw);
  if (parsed.success) return parsed.data;
  const { field, why } = firstIssue(parsed.error, raw);
  return refuse(index, field, why);
}

/** One cell per field, quoted only where a comma, a quote or a line break needs it. */
const cell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function writeSpellList(format: 'json' | 'csv', list: readonly SpellView[]): string {
  const rows = list.map(({ id: _id, ...s }) => s);
  if (format === 'json') return JSON.stringify({ format: 'lantern.spells', version: 1, spells: rows }, null, 2);
  const lines = rows.map((s) =>
    [s.name, s.casterClass ?? '', s.level, s.range, s.duration.amount, s.duration.perLevel, s.duration.unit, s.light ?? '', s.cost, s.castingRounds].map(cell).join(','),
  );
  return [spellListColumns.join(','), ...lines].join('\r\n') + '\r\n';
}

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks; CRLF or LF. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (c === '"') quoted = false;
      else value += c;
    } else if (c === '"' && value === '') quoted = true;
    else if (c === ',') {
      row.push(value);
      value = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(value);
      rows.push(row);
      row = [];
      value = '';
    } else value += c;
  }
  if (quoted) throw new RuleInputError(['rows', rows.length], `row ${rows.length + 1}: a quoted cell is never closed`);
  if (value !== '' || row.length > 0) rows.push([...row, value]);
  return rows;
}

const WHOLE = /^-?\d+$/;

/** A spell read from a file, with the row it came from (counted from 0, as `refuse` counts). */
export interface ReadSpell {
  readonly index: number;
  readonly spell: SpellRowInput;
}

const ifGiven = <K extends string>(key: K, value: number | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, number>));

/** The spells of a CSV whose first row names its columns; blank rows are skipped but counted. */
function readCsv(text: string): ReadSpell[] {
  const [header, ...rows] = csvRows(text.replace(/^\uFEFF/, ''));
  if (!header) throw new RuleInputError(['rows', 0], 'row 1: the file is empty; it needs a header row naming the columns');
  const columns = header.map((h) => h.trim().toLowerCase());
  columns.forEach((c, i) => {
    if (!(spellListColumns as readonly string[]).includes(c)) refuse(0, c || `column ${i + 1}`, `is not a column of a spell list (${spellListColumns.join(', ')})`);
    if (columns.indexOf(c) !== i) refuse(0, c, 'is named twice');
  });
  for (const c of REQUIRED) if (!columns.includes(c)) refuse(0, c, 'the header must name this column');
  return rows.flatMap((cells, index) => {
    const row = index + 1;
    if (cells.every((v) => v.trim() === '')) return [];
    if (cells.length > columns.length) refuse(row, `column ${columns.length + 1}`, `has more cells than the header names (${columns.length})`);
    const at = (c: Column) => {
      const i = columns.indexOf(c);
      return i < 0 ? '' : (cells[i] ?? '').trim();
    };
    const number = (c: Column, field: string) => {
      const v = at(c);
      if (v === '') return undefined;
      return WHOLE.test(v) ? Number(v) : refuse(row, field, `must be a whole number, not "${v}"`);
    };
    const raw = {
      name: at('name'),
      casterClass: at('class').toLowerCase() || null,
      ...ifGiven('level', number('level', 'level')),
      range: at('range'),
      duration: { ...ifGiven('amount', number('duration', 'duration.amount')), ...ifGiven('perLevel', number('per level', 'duration.perLevel')), unit: at('unit').toLowerCase() },
      light: at('light').toLowerCase() || null,
      ...ifGiven('cost', number('cost', 'cost')),
      ...ifGiven('castingRounds', number('casting rounds', 'castingRounds')),
    };
    return [{ index: row, spell: checked(raw, row) }];
  });
}

function readJson(text: string): ReadSpell[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new RuleInputError(['file'], 'is not JSON; export a spell list to see the shape');
  }
  const file = spellListFile.safeParse(raw);
  if (!file.success) {
    const { field, why } = firstIssue(file.error, raw);
    throw new RuleInputError(['file', field], `the file's ${field}: ${why}`);
  }
  return file.data.spells.map((s, i) => ({ index: i, spell: checked(s, i) }));
}

/**
 * The spells of a file, each checked as `spell.add` checks one, with the row each came
 * from; the first bad row stops the reading, naming the row and the field.
 */
export function readSpellList(format: 'json' | 'csv', text: string): ReadSpell[] {
  const rows = format === 'json' ? readJson(text) : readCsv(text);
  const seen = new Map<string, number>();
  for (const { index, spell } of rows) {
    const key = `${spell.name.toLowerCase()}/${spell.casterClass ?? ''}`;
    const first = seen.get(key);
    if (first !== undefined) refuse(index, 'name', `${spell.name} is on the same class list in row ${first + 1} already`);
    seen.set(key, index);
  }
  return rows;
}
