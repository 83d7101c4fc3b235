/**
 * Links between the notebook's pages and everything the GM writes: `[[Name]]` names a page
 * exactly, `@Name` names the longest page name that follows the `@` (names may hold spaces).
 * A name is matched without regard to case. Pure, so the GM's editor completes what the
 * backend later reads back as the same links.
 */

/** Whether a character may continue a name: after `@Mara` a letter means another name (`@Marat`). */
const continuesName = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}_'-]/u.test(ch);

/** A run of a text: plain words, or a link to the page `page` (spelled as in `names`), `shown` as the GM wrote its name. */
export interface LinkSpan {
  shown: string;
  page: string | null;
}

/** A text cut into its plain runs and its links, in order: what the backend reads as links, the screen shows as links. */
export function linkSpans(text: string, names: readonly string[]): LinkSpan[] {
  if (!text.includes('@') && !text.includes('[[')) return text ? [{ shown: text, page: null }] : [];
  const byLower = new Map(names.map((n) => [n.toLowerCase(), n]));
  // Longest first, so "@Old Mara" links to "Old Mara" and not "Old".
  const longestFirst = [...byLower.keys()].sort((a, b) => b.length - a.length);
  const lower = text.toLowerCase();
  const links: { start: number; end: number; shown: string; page: string }[] = [];
  for (const m of text.matchAll(/\[\[([^\]\n]{1,120})\]\]/g)) {
    const name = byLower.get(m[1].trim().toLowerCase());
    if (name) links.push({ start: m.index, end: m.index + m[0].length, shown: m[1].trim(), page: name });
  }
  for (let at = lower.indexOf('@'); at !== -1; at = lower.indexOf('@', at + 1)) {
    if (continuesName(lower[at - 1]) || links.some((l) => at >= l.start && at < l.end)) continue;
    const rest = lower.slice(at + 1, at + 121);
    const hit = longestFirst.find((n) => rest.startsWith(n) && !continuesName(rest[n.length]));
    if (hit) links.push({ start: at, end: at + 1 + hit.length, shown: text.slice(at + 1, at + 1 + hit.length), page: byLower.get(hit)! });
  }
  links.sort((a, b) => a.start - b.start);
  const spans: LinkSpan[] = [];
  let from = 0;
  for (const l of links) {
    if (l.start > from) spans.push({ shown: text.slice(from, l.start), page: null });
    spans.push({ shown: l.shown, page: l.page });
    from = l.end;
  }
  if (from < text.length) spans.push({ shown: text.slice(from), page: null });
  return spans;
}

/** The page names a text links to, as they are spelled in `names`, each once, in the order the text names them. */
export function linkedNames(text: string, names: readonly string[]): string[] {
  return [...new Set(linkSpans(text, names).flatMap((s) => (s.page === null ? [] : [s.page])))];
}

/** Whether a text links to one page by name. */
export const linksTo = (text: string, name: string): boolean => linkedNames(text, [name]).length > 0;

/**
 * What the GM is typing as a link at the caret: the words after an open `[[` or after `@`
 * on the same line, or null when the caret is not in a link. `start` is where the link's
 * opening mark begins, so a completion replaces it whole.
 */
export function linkBeingTyped(text: string, caret: number): { start: number; typed: string; bracket: boolean } | null {
  const before = text.slice(0, caret);
  const line = before.slice(before.lastIndexOf('\n') + 1);
  const lineStart = caret - line.length;
  const open = line.lastIndexOf('[[');
  if (open !== -1 && !line.slice(open).includes(']]')) return { start: lineStart + open, typed: line.slice(open + 2), bracket: true };
  const at = line.lastIndexOf('@');
  if (at === -1 || (at > 0 && continuesName(line[at - 1]))) return null;
  const typed = line.slice(at + 1);
  // A mention runs a few words at most; past that the `@` was something else (an address, a price).
  if (typed.length > 60 || typed.split(' ').length > 5) return null;
  return { start: lineStart + at, typed, bracket: false };
}

/** The names that complete what was typed, those starting with it first. */
export function completeName(typed: string, names: readonly string[], limit = 8): string[] {
  const t = typed.trim().toLowerCase();
  const starts = names.filter((n) => n.toLowerCase().startsWith(t));
  const inside = names.filter((n) => !n.toLowerCase().startsWith(t) && n.toLowerCase().includes(t));
  return [...starts, ...inside].slice(0, limit);
}

/** The link written in place of what was typed: `[[Name]]` always closes cleanly, whatever the name holds. */
export const linkText = (name: string): string => `[[${name}]]`;
