import type { MethodOutput, MethodParams, SearchHit } from '../../../src-shared/contract';
import type { NotebookRepository } from '../../db/repositories/notebook';
import { textsIn } from './page-view';

/** How far back the GM's search reads the journal: a long campaign's whole history would be slow to scan on every keystroke. */
const JOURNAL_SEARCHED = 5000;

/** The words around the first match, on one line. */
export function excerptOf(text: string, needle: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = flat.toLowerCase().indexOf(needle);
  if (at === -1) return flat.slice(0, 120);
  const start = Math.max(0, at - 50);
  const end = Math.min(flat.length, at + needle.length + 70);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}

/** The GM's search over the notebook, the keys of every area and hex, and the journal: a page named by the words first. */
export function notebookSearch(notebook: NotebookRepository) {
  return function search(input: MethodParams<'notebook.search'>): MethodOutput<'notebook.search'> {
    const needle = input.text.toLowerCase();
    const hit = (from: SearchHit['from'], id: number, title: string, text: string): SearchHit[] =>
      text.toLowerCase().includes(needle) ? [{ from, id, title, excerpt: excerptOf(text, needle) }] : [];
    const pages = notebook.pages(input.campaignId);
    const hits = [
      ...pages.filter((p) => p.name.toLowerCase().includes(needle)).map((p) => ({ from: 'page' as const, id: p.id, title: p.name, excerpt: excerptOf(p.gmText || p.playersText, '') })),
      ...pages.filter((p) => !p.name.toLowerCase().includes(needle)).flatMap((p) => hit('page', p.id, p.name, `${p.gmText}\n${p.playersText}\n${(JSON.parse(p.tags) as string[]).join(' ')}`)),
      ...notebook.keys(input.campaignId).flatMap((k) => hit(k.from, k.id, k.label, textsIn(JSON.parse(k.key)))),
      // The notebook's own edits name the page, which is found above.
      ...notebook
        .recentEntries(input.campaignId, JOURNAL_SEARCHED)
        .filter((e) => e.kind !== 'notebook')
        .flatMap((e) => hit('journal', e.id, e.text.split('\n')[0], e.text)),
    ];
    return { hits: hits.slice(0, input.limit) };
  };
}
