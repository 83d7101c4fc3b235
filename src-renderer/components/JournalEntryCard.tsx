import type { JournalEntry } from '../../src-shared/contract';
import { formatGameTime } from '../../src-shared/time';

/** One journal entry: when, what, what changed, and every die with its faces. */
export function JournalEntryCard({ entry }: { entry: JournalEntry }) {
  return (
    <li className={`journal-entry kind-${entry.kind}${entry.status !== 'active' ? ' undone' : ''}`} aria-label={entry.summary}>
      <div className="journal-head">
        <span className="journal-time numeric">{formatGameTime(entry.gameTimeAfter)}</span>
        <span className="journal-kind">{entry.kind}</span>
        {entry.status !== 'active' && <span className="badge small">{entry.status === 'undone' ? 'undone' : 'dropped'}</span>}
      </div>
      <p className="journal-summary">{entry.summary}</p>
      {entry.changes.length > 0 && (
        <ul className="journal-changes">
          {entry.changes.slice(0, 8).map((c, i) => (
            <li key={i}>{c}</li>
          ))}
          {entry.changes.length > 8 && <li className="muted">…and {entry.changes.length - 8} more</li>}
        </ul>
      )}
      {entry.rolls.length > 0 && (
        <ul className="journal-rolls" aria-label="Dice rolled">
          {entry.rolls.slice(0, 6).map((r, i) => (
            <li key={i} className={r.secret ? 'secret' : undefined} title={r.secret ? 'Rolled in secret' : undefined}>
              {r.secret && <span className="badge small secret">secret</span>}
              {r.label}: <code>{r.expression}</code> [{r.faces.join(', ')}] = <strong>{r.total}</strong>
            </li>
          ))}
          {entry.rolls.length > 6 && <li className="muted">…and {entry.rolls.length - 6} more rolls</li>}
        </ul>
      )}
    </li>
  );
}
