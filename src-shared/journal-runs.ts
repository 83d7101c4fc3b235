import { runKeyOf, type JournalEntry } from './contract/journal';

/**
 * Runs of entries that follow each other under one group key (a party's turns on a day,
 * a journey), in the order given; an entry without a key is a run of one. The journal
 * view and the Markdown export both fold a run into one line.
 */
export function runsOf(entries: JournalEntry[]): JournalEntry[][] {
  const runs: JournalEntry[][] = [];
  for (const e of entries) {
    const last = runs[runs.length - 1];
    if (last && e.groupKey !== null && runKeyOf(last[0].groupKey) === runKeyOf(e.groupKey)) last.push(e);
    else runs.push([e]);
  }
  return runs;
}
