import type { JournalEntry } from '../../../src-shared/contract';
import { SECONDS_PER_DAY } from '../../../src-shared/time';
import type { JournalEntryRow, JournalRepository } from '../../db/repositories/journal';
import { toEntry } from './entry';

/** What names a thread: its campaign, the kind of its entries, the entry that opened it and where later requests name it. */
export interface ThreadOf {
  campaignId: number;
  kind: string;
  firstId: number;
  /** A JSON path of object keys, `$.encounterId`. */
  path: string;
  value: number;
  limit: number;
}

/** What json_extract finds in a request at a path of object keys (`$.a.b`, given as its keys). */
function valueAt(request: unknown, keys: readonly string[]): unknown {
  let at = request;
  for (const key of keys) at = typeof at === 'object' && at !== null && !Array.isArray(at) ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}

/**
 * The journal as it is read again and again: the newest entries every dungeon answer shows,
 * a fight's thread after every step, filtered lists. Each keeps what it read, and undo,
 * redo, a rolled-back action or a dropped entry make it forget.
 */
export function journalReads(entries: JournalRepository) {
  // A finished entry never changes but for its status, so a thread shown again and again
  // (a fight's log after every step) is parsed once per entry. The stamp guards against an
  // id handed out again after a rolled-back action.
  const finished = new Map<number, { stamp: string; entry: JournalEntry }>();
  const activeEntry = ({ id, stamp }: { id: number; stamp: string }): JournalEntry => {
    const known = finished.get(id);
    if (known?.stamp === stamp) return known.entry;
    if (finished.size >= 2000) finished.clear();
    const entry = toEntry(entries.get(id)!);
    finished.set(id, { stamp, entry });
    return entry;
  };

  // Every dungeon answer lists the last entries: each row is parsed once per id, status and stamp.
  const parsedRows = new Map<number, { stamp: string; entry: JournalEntry }>();
  const parsedEntry = (row: JournalEntryRow): JournalEntry => {
    const stamp = `${row.createdAt} ${row.status} ${row.summary}`;
    const known = parsedRows.get(row.id);
    if (known?.stamp === stamp) return known.entry;
    if (parsedRows.size >= 2000) parsedRows.clear();
    const entry = toEntry(row);
    parsedRows.set(row.id, { stamp, entry });
    return entry;
  };

  /**
   * Threads read before, newest first, with what names them. Kept current by `recorded`, so
   * a fight's log after each step is its last one with the step's own entry on top, and by
   * forgetting them whenever entries are undone, redone or rolled back.
   */
  type Kept = { of: ThreadOf; ids: { id: number; stamp: string }[] };
  const threads = new Map<string, Kept>();
  const threadKey = (t: ThreadOf) => `${t.campaignId}:${t.kind}:${t.firstId}:${t.path}:${t.value}:${t.limit}`;
  // The same threads by what a new entry must match, so recording one looks only at its own fight's.
  const byRequest = new Map<string, { path: string; keys: string[]; byValue: Map<number, Kept[]> }[]>();
  const keep = (kept: Kept) => {
    const group = `${kept.of.campaignId}:${kept.of.kind}`;
    const paths = byRequest.get(group) ?? [];
    byRequest.set(group, paths);
    let at = paths.find((p) => p.path === kept.of.path);
    if (!at) paths.push((at = { path: kept.of.path, keys: kept.of.path.split('.').slice(1), byValue: new Map() }));
    at.byValue.set(kept.of.value, [...(at.byValue.get(kept.of.value) ?? []), kept]);
  };
  const forgetThreads = () => {
    threads.clear();
    byRequest.clear();
  };

  /**
   * The newest entries, as every dungeon answer shows them: read from where the last
   * read left off. An entry changes only by undo, redo, or being dropped once undone
   * (a new action after an undo), and each of those forgets what was read.
   */
  const recent = new Map<string, JournalEntry[]>();
  function newest(campaignId: number, limit: number): JournalEntry[] {
    const key = `${campaignId}:${limit}`;
    const known = recent.get(key) ?? [];
    const top = known[0];
    // The read starts at the newest entry known, which must come back unchanged: a deleted
    // campaign's ids can come back for a new one, and then the list is read whole again.
    const fresh = entries.newer(campaignId, top ? top.id - 1 : 0, limit + 1).map(parsedEntry);
    const last = fresh.at(-1);
    const same = top && last?.id === top.id && last.createdAt === top.createdAt && last.status === top.status;
    const list = same ? [...fresh, ...known.slice(1)] : top ? entries.newer(campaignId, 0, limit).map(parsedEntry) : fresh;
    list.splice(limit);
    if (recent.size >= 100) recent.clear();
    recent.set(key, list);
    return list;
  }

  /** Forgets every list and thread read: what they showed was undone, redone or never committed. */
  function forget(): void {
    forgetThreads();
    recent.clear();
  }

  return {
    forget,

    /** Forgets every read kept, for a file whose rows were all replaced (a restore). */
    forgetAll(): void {
      forget();
      finished.clear();
      parsedRows.clear();
    },

    /** Before a new action drops the undone entries: a list that shows one is read afresh. */
    forgetUndoneShown(): void {
      for (const list of recent.values()) if (list.some((e) => e.status === 'undone')) recent.clear();
    },

    /**
     * A thread of entries, newest first: the one that opened it (a fight's start) and
     * every later active entry of the kind whose request names it under `path`.
     */
    thread(input: ThreadOf): JournalEntry[] {
      const key = threadKey(input);
      let known = threads.get(key);
      if (!known) {
        if (threads.size >= 100) forgetThreads();
        threads.set(key, (known = { of: input, ids: entries.thread(input) }));
        keep(known);
      }
      return known.ids.map(activeEntry);
    },

    /**
     * An entry just written, put on top of every thread kept that it belongs to: it is the
     * newest, and its stamp and parsed entry are already known, so nothing is read again.
     */
    recorded(campaignId: number, entry: JournalEntry): void {
      const stamp = `${entry.createdAt} ${entry.summary}`;
      const named = (byRequest.get(`${campaignId}:${entry.kind}`) ?? []).flatMap(({ keys, byValue }) => {
        const value = valueAt(entry.request, keys);
        return typeof value === 'number' ? (byValue.get(value) ?? []) : [];
      });
      for (const { of, ids } of named) {
        ids.unshift({ id: entry.id, stamp });
        ids.splice(of.limit);
        if (finished.size >= 2000) finished.clear();
        finished.set(entry.id, { stamp, entry });
      }
    },

    list(filter: { campaignId: number; kind?: string; day?: number; memberId?: number; text?: string; limit: number }): JournalEntry[] {
      if (filter.kind === undefined && filter.day === undefined && filter.memberId === undefined && !filter.text) return newest(filter.campaignId, filter.limit);
      const dayStart = ((filter.day ?? 1) - 1) * SECONDS_PER_DAY;
      return entries
        .list({
          campaignId: filter.campaignId,
          kind: filter.kind,
          between: filter.day === undefined ? undefined : { from: dayStart, to: dayStart + SECONDS_PER_DAY },
          memberId: filter.memberId,
          text: filter.text || undefined,
          limit: filter.limit,
        })
        .map(parsedEntry);
    },
  };
}

export type JournalReads = ReturnType<typeof journalReads>;
