import { useState, type ReactNode } from 'react';
import { rollLabelForGm, type JournalEntry } from '../../src-shared/contract';
import { formatGameTime, redate } from '../../src-shared/time';
import { selectCalendar, useCampaigns } from '../stores/campaigns';

// A long entry opens short so the journal stays scannable; the rest is one click away.
const CHANGES_SHOWN = 8;
const ROLLS_SHOWN = 6;

function MoreOrLess({ open, hidden, what, toggle }: { open: boolean; hidden: number; what: string; toggle: () => void }) {
  return (
    <li className="muted">
      <button type="button" className="link-button" aria-expanded={open} onClick={toggle}>
        {open ? `Show fewer ${what}` : `…and ${hidden} more ${what}`}
      </button>
    </li>
  );
}

/** One journal entry: when, what, what changed, and every die with its faces; `tools` sit in its head, `children` follow it (the rest of its group). */
export function JournalEntryCard({ entry, tools, children }: { entry: JournalEntry; tools?: ReactNode; children?: ReactNode }) {
  const calendar = useCampaigns(selectCalendar);
  // A short note is its own summary: saying it twice adds nothing.
  const changes = entry.kind === 'note' && entry.changes.length === 1 && entry.summary === `Note: ${entry.changes[0]}` ? [] : entry.changes.map((c) => redate(c, calendar));
  // The journal keeps plain days: they read in the calendar the campaign has now, whenever they were written.
  const summary = redate(entry.summary, calendar);
  const [allChanges, setAllChanges] = useState(false);
  const [allRolls, setAllRolls] = useState(false);
  const shownChanges = allChanges ? changes : changes.slice(0, CHANGES_SHOWN);
  const shownRolls = allRolls ? entry.rolls : entry.rolls.slice(0, ROLLS_SHOWN);
  return (
    <li className={`journal-entry kind-${entry.kind}${entry.status !== 'active' ? ' undone' : ''}`} aria-label={summary}>
      <div className="journal-head">
        <span className="journal-time numeric">{formatGameTime(entry.gameTimeAfter, calendar)}</span>
        <span className="journal-kind">{entry.kind}</span>
        {entry.status !== 'active' && <span className="badge small">{entry.status === 'undone' ? 'undone' : 'dropped'}</span>}
        {tools}
      </div>
      <p className="journal-summary">{summary}</p>
      {changes.length > 0 && (
        <ul className="journal-changes">
          {shownChanges.map((c, i) => (
            <li key={i}>{c}</li>
          ))}
          {changes.length > CHANGES_SHOWN && <MoreOrLess open={allChanges} hidden={changes.length - CHANGES_SHOWN} what="changes" toggle={() => setAllChanges(!allChanges)} />}
        </ul>
      )}
      {entry.rolls.length > 0 && (
        <ul className="journal-rolls" aria-label="Dice rolled">
          {shownRolls.map((r, i) => (
            <li key={i} className={r.secret ? 'secret' : undefined} title={r.secret ? 'Rolled in secret' : undefined}>
              {r.secret && <span className="badge small secret">secret</span>}
              {rollLabelForGm(r)}: <code>{r.expression}</code> [{r.faces.join(', ')}] = <strong>{r.total}</strong>
            </li>
          ))}
          {entry.rolls.length > ROLLS_SHOWN && <MoreOrLess open={allRolls} hidden={entry.rolls.length - ROLLS_SHOWN} what="rolls" toggle={() => setAllRolls(!allRolls)} />}
        </ul>
      )}
      {children}
    </li>
  );
}
