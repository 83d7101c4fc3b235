import type { ReactNode } from 'react';
import type { JournalEntry } from '../../../src-shared/contract';
import { formatGameTime } from '../../../src-shared/time';
import { JournalEntryCard } from '../../components/JournalEntryCard';
import { selectCalendar, useCampaigns } from '../../stores/campaigns';

/** A run of entries as one line that opens up; `toolsFor` gives each entry's own tools (Undo back to here). */
export function JournalRun({ run, toolsFor }: { run: JournalEntry[]; toolsFor?: (entry: JournalEntry) => ReactNode }) {
  const calendar = useCampaigns(selectCalendar);
  const [newest, ...earlier] = run;
  if (earlier.length === 0) return <JournalEntryCard entry={newest} tools={toolsFor?.(newest)} />;
  const since = earlier[earlier.length - 1].gameTimeBefore;
  return (
    <JournalEntryCard entry={newest} tools={toolsFor?.(newest)}>
      <details className="journal-run">
        <summary>
          {earlier.length} earlier {earlier.length === 1 ? 'action' : 'actions'} since {formatGameTime(since, calendar).replace(/ — turn \d+$/, '')}
        </summary>
        <ol className="journal-list" aria-label="Earlier in this run">
          {earlier.map((e) => (
            <JournalEntryCard key={e.id} entry={e} tools={toolsFor?.(e)} />
          ))}
        </ol>
      </details>
    </JournalEntryCard>
  );
}
