import { z } from 'zod';
import { encounterTableEntry, type EncounterTableEntry } from './encounter';

// A wandering-monster table written as text, one entry a line: what comes | the
// bestiary foe | how many (dice). The one reading of such a line, wherever a table is
// edited (the Dungeon view, the Combat view's panel, the API's plain lines), so the
// same line always brings the same foe and number, and a line that cannot be read
// is refused by name instead of reaching the card as raw text.

const PARTS = ['what comes', 'the bestiary foe', 'how many'] as const;
const partOf: Record<string, (typeof PARTS)[number]> = { text: PARTS[0], foe: PARTS[1], number: PARTS[2] };

/** The line a table entry reads as; the foe and number are left off when absent. */
export function entryLine(entry: EncounterTableEntry): string {
  return [entry.text, entry.foe ?? '', entry.number ?? ''].join(' | ').replace(/( \| )+$/, '');
}

export const entriesText = (entries: readonly EncounterTableEntry[]): string => entries.map(entryLine).join('\n');

/** One line read as an entry, or the reason it cannot be (naming the part at fault). */
export function readEntryLine(line: string): { entry: EncounterTableEntry } | { reason: string } {
  const parts = line.split('|').map((p) => p.trim());
  if (parts.length > PARTS.length) return { reason: `has ${parts.length} parts; write at most ${PARTS.join(' | ')}` };
  const [text, foe, number] = parts;
  const parsed = encounterTableEntry.safeParse({ text, ...(foe && { foe }), ...(number && { number }) });
  if (parsed.success) return { entry: parsed.data };
  const issue = parsed.error.issues[0];
  return { reason: `${partOf[String(issue.path[0])] ?? 'the line'} ${issue.message}` };
}

export interface LineProblem {
  /** Counted from 1, as the GM sees the lines (blank lines count). */
  readonly line: number;
  readonly text: string;
  readonly reason: string;
}

/** Every line of a text box read; blank lines are only spacing. */
export function readEntryLines(text: string): { readonly entries: EncounterTableEntry[]; readonly problems: LineProblem[] } {
  const entries: EncounterTableEntry[] = [];
  const problems: LineProblem[] = [];
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return;
    const read = readEntryLine(raw);
    if ('entry' in read) entries.push(read.entry);
    else problems.push({ line: i + 1, text: raw.trim(), reason: read.reason });
  });
  return { entries, problems };
}

export const lineProblemText = (p: LineProblem): string => `Line ${p.line} ("${p.text}"): ${p.reason}`;

/** A table line as the API takes it in plain text: refused, naming what is wrong, unless it reads as an entry. */
export const encounterTableLine = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  .superRefine((line, ctx) => {
    const read = readEntryLine(line);
    if ('reason' in read) ctx.addIssue({ code: 'custom', message: `"${line}": ${read.reason}` });
  });
