import type { z } from 'zod';

export type Path = readonly (string | number)[];

/** zod's own messages start like this; a schema's custom message ("must be 1 to 20") reads fine as it is. */
const DEVELOPER_WORDS = /^(Invalid|Too (small|big)|Unrecognized key|Expected|Required)\b/;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function bound(origin: string, limit: number | bigint, atLeast: boolean, inclusive: boolean): string {
  const n = Number(limit);
  if (origin === 'string') {
    if (atLeast && n <= 1) return 'is required';
    return atLeast ? `must be at least ${n} characters` : `must be at most ${n} characters`;
  }
  if (origin === 'array' || origin === 'set') {
    if (atLeast && n <= 1) return 'needs at least one';
    return atLeast ? `needs at least ${n}` : `can have at most ${n}`;
  }
  if (atLeast) return inclusive ? `must be at least ${n}` : `must be more than ${n}`;
  return inclusive ? `must be at most ${n}` : `must be less than ${n}`;
}

function typeWords(expected: string, value: unknown): string {
  if (expected === 'number' || expected === 'int' || expected === 'bigint') return 'enter a number';
  if (isBlank(value)) return 'is required';
  if (expected === 'string') return 'enter some text';
  if (expected === 'boolean') return 'must be yes or no';
  return 'is not filled in right';
}

/** One zod issue as the GM should read it; `value` is what the field held. */
export function plainIssue(issue: z.core.$ZodIssue, value: unknown): string {
  const custom = issue.message && !DEVELOPER_WORDS.test(issue.message) ? issue.message : null;
  switch (issue.code) {
    case 'invalid_type':
      // A number field left empty or holding letters: say what to type, whatever the schema's wording.
      return typeWords(issue.expected, value);
    case 'too_small':
      return custom ?? bound(issue.origin, issue.minimum, true, issue.inclusive !== false);
    case 'too_big':
      return custom ?? bound(issue.origin, issue.maximum, false, issue.inclusive !== false);
    case 'invalid_value':
      return custom ?? `choose one of: ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return custom ?? (Number(issue.divisor) === 1 ? 'must be a whole number' : `must be a multiple of ${issue.divisor}`);
    case 'unrecognized_keys':
      return 'is not something this form can send';
    default:
      return custom ?? 'is not filled in right';
  }
}

/**
 * A server's reason in the same words as the form's own check. The host sends
 * zod's wording for what its schema caught ("Invalid input: expected number,
 * received null"); those are rewritten, a rule's own reason is kept.
 */
export function plainReason(reason: string): string {
  const text = reason.trim();
  let m: RegExpMatchArray | null;
  if ((m = text.match(/^Invalid input: expected (\w+), received (\w+)/))) {
    return typeWords(m[1], m[2] === 'undefined' || m[2] === 'null' ? undefined : m[2]);
  }
  if ((m = text.match(/^Too (small|big): expected (\w+) to (?:be|have) ([<>]=?)(-?[\d.]+)/))) {
    const origin = m[2] === 'array' || m[2] === 'set' || m[2] === 'string' ? m[2] : 'number';
    return bound(origin, Number(m[4]), m[1] === 'small', m[3].endsWith('='));
  }
  if ((m = text.match(/^Invalid option: expected one of (.*)$/))) return `choose one of: ${m[1].replaceAll('"', '').split('|').join(', ')}`;
  if (/^Invalid (input|string|number)/.test(text)) return 'is not filled in right';
  return text;
}

const isIndex = (key: unknown) => typeof key === 'number' || /^\d+$/.test(String(key ?? ''));
const singular = (word: string) => word.replace(/Ids$/, '').replace(/ies$/, 'y').replace(/s$/, '');
const words = (key: string) => key.replace(/Id$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * A path as the GM would say it: list indexes counted from 1 and named by their
 * list ("legs.1.to" is "leg 2 to", "foes.0.count" is "foe 1 count").
 */
export function humanPath(path: Path): string {
  const parts: string[] = [];
  path.forEach((key, i) => {
    if (isIndex(key)) {
      const list = String(path[i - 1] ?? 'item');
      const label = `${words(singular(list))} ${Number(key) + 1}`;
      if (parts.length > 0 && parts[parts.length - 1] === words(list)) parts[parts.length - 1] = label;
      else parts.push(label);
    } else {
      parts.push(words(String(key)));
    }
  });
  return parts.join(' ');
}

/** The longest field that is the path or holds it ("legs" holds "legs.1.to"); null when none does. */
export function fieldFor(path: Path, fields: Iterable<string>): string | null {
  const at = path.join('.');
  let best: string | null = null;
  for (const f of fields) {
    if ((at === f || at.startsWith(`${f}.`)) && (best === null || f.length > best.length)) best = f;
  }
  return best;
}

/**
 * The message shown beside `field` for a problem at `path`. A form's general list
 * names the whole path ("Party: must be more than 0"); beside a field only the
 * list items below it are named ("Leg 2: no sea route reaches that hex"), since
 * the field's own label already says the rest.
 */
export function messageAt(field: string | null, path: Path, reason: string): string {
  const depth = field ? field.split('.').length : 0;
  if (path.length <= depth) return reason;
  const below = path.slice(depth);
  const lead =
    field === null
      ? humanPath(below)
      : below
          .map((key, i) => (isIndex(key) ? humanPath([path[depth + i - 1] ?? 'item', key]) : null))
          .filter((part): part is string => part !== null)
          .join(', ');
  return lead ? `${capitalise(lead)}: ${reason}` : reason;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
