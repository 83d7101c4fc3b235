import type { JournalEntry } from '../../../src-shared/contract';
import { JournalEntryCard } from '../../components/JournalEntryCard';

/** The fight's journal entries, newest first. */
export function LogPanel({ log, large = false }: { log: JournalEntry[]; large?: boolean }) {
  return (
    <section className={`panel combat-log${large ? ' large' : ''}`} aria-label="Encounter log">
      <h2>Encounter log</h2>
      {log.length === 0 ? (
        <p className="muted">Nothing yet.</p>
      ) : (
        <ol className="journal-list">
          {log.map((e) => (
            <JournalEntryCard key={e.id} entry={e} />
          ))}
        </ol>
      )}
    </section>
  );
}
