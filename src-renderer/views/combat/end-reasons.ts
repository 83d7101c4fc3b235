/**
 * A fight's end line as the rules wrote it ("Experience (supplement A17): 20 XP; none for …
 * (A17 gives … )"), split into the verdict a GM reads at a glance and the reasons behind it:
 * the citation in the line's opening, each bracketed aside that cites a rule, and any sentence
 * after the first.
 */
export interface EndVerdict {
  verdict: string;
  reasons: string[];
}

/** An aside cites a rule when it names a supplement entry (A17), a seed or the supplement itself. */
const CITES = /\b(A\d+|seed \d+|supplement)\b/;

export function splitEndLine(line: string, opening: string): EndVerdict {
  const colon = line.indexOf(':', opening.length);
  if (colon < 0) return { verdict: line.slice(opening.length).trim(), reasons: [] };
  const cited = line.slice(opening.length, colon).trim().replace(/^\((.*)\)$/, '$1');
  let rest = line.slice(colon + 1).trim().replace(/\.$/, '');
  const reasons = cited ? [`Counted by ${cited}.`] : [];
  const sentence = /^(.*?[^.])\. (.+)$/.exec(rest);
  if (sentence) {
    rest = sentence[1];
    reasons.push(`${sentence[2]}.`);
  }
  const verdict = rest.replace(/ \(([^()]*)\)/g, (aside, inner: string) => {
    if (!CITES.test(inner)) return aside;
    reasons.push(`${inner[0].toUpperCase()}${inner.slice(1)}.`);
    return '';
  });
  return { verdict, reasons };
}
