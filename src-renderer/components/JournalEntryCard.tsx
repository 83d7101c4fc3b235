import type { ReactNode } from 'react';
import type { JournalEntry } from '../../src-shared/contract';
import { formatGameTime, redate } from '../../src-shared/time';
import { selectCalendar, useCampaigns } from '../stores/campaigns';

/** One journal entry: when, what, what changed, and every die with its faces; `children` follow it (the rest of its group). */
export function JournalEntryCard({ entry, children }: { entry: JournalEntry; children?: ReactNode }) {
  const calendar = useCampaigns(selectCalendar);
  // A short note is its own summary: saying it twice adds nothing.
  const changes = entry.kind === 'note' && entry.changes.length === 1 && entry.summary === `Note: ${entry.changes[0]}` ? [] : entry.changes.map((c) => redate(c, calendar));
  // The journal keeps plain days: they read in the calendar the campaign has now, whenever they were written.
  const summary = redate(entry.summary, calendar);
  return (
    <li className={`journal-entry kind-${entry.kind}${entry.status !== 'active' ? ' undone' : ''}`} aria-label={summary}>
      <div className="journal-head">
        <span className="journal-time numeric">{formatGameTime(entry.gameTimeAfter, calendar)}</span>
        <span className="journal-kind">{entry.kind}</span>
        {entry.status !== 'active' && <span className="badge small">{entry.status === 'undone' ? 'undone' : 'dropped'}</span>}
      </div>
      <p className="journal-summary">{summary}</p>
      {changes.length > 0 && (
        <ul className="journal-changes">
          {changes.slice(0, 8).map((c, i) => (
            <li key={i}>{c}</li>
          ))}
          {changes.length > 8 && <li className="muted">…and {changes.length - 8} more</li>}
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
      {children}
    </li>
  );
}
