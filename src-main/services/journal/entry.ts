import type { Calendar, JournalEntry } from '../../../src-shared/contract';
import { calendarSchema } from '../../../src-shared/contract';
import type { JournalEntryRow } from '../../db/repositories/journal';

/** A stored row as the contract's entry: its JSON columns decoded. */
export const toEntry = (r: JournalEntryRow): JournalEntry => ({
  id: r.id,
  kind: r.kind,
  summary: r.summary,
  playersSummary: r.playersSummary,
  request: JSON.parse(r.request),
  rolls: JSON.parse(r.rolls),
  changes: JSON.parse(r.changes),
  alerts: JSON.parse(r.alerts),
  memberIds: JSON.parse(r.memberIds),
  gameTimeBefore: r.gameTimeBefore,
  gameTimeAfter: r.gameTimeAfter,
  status: r.status,
  groupKey: r.groupKey,
  createdAt: r.createdAt,
});

/** A calendar is read at every action and changes rarely: each stored text is parsed once. */
export function calendarParser(): (json: string | null | undefined) => Calendar | null {
  const parsed = new Map<string, Calendar>();
  return (json) => {
    if (!json) return null;
    let calendar = parsed.get(json);
    if (!calendar) {
      if (parsed.size >= 100) parsed.clear();
      calendar = calendarSchema.parse(JSON.parse(json));
      parsed.set(json, calendar);
    }
    return calendar;
  };
}
