import type { BackupSettings } from '../../../src-shared/contract/backups';

/** Lantern's own defaults: the last ten, and one a week for two months. */
export const defaultBackupSettings: BackupSettings = { keepLast: 10, weeklyForWeeks: 8 };

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** A daily backup is due when none was taken in the last day. */
export const dailyBackupDue = (newest: Date | undefined, now: Date): boolean => !newest || now.getTime() - newest.getTime() >= DAY_MS;

/**
 * The backups to remove: all but the newest `keepLast`, and the newest of each of the
 * last `weeklyForWeeks` weeks (counted back from now). Any list in, newest or oldest first.
 */
export function backupsToPrune<B extends { takenAt: Date }>(backups: readonly B[], settings: BackupSettings, now: Date): B[] {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set(newestFirst.slice(0, settings.keepLast));
  const weeks = new Set<number>();
  for (const backup of newestFirst) {
    const week = Math.floor((now.getTime() - backup.takenAt.getTime()) / WEEK_MS);
    if (week < 0 || week >= settings.weeklyForWeeks || weeks.has(week)) continue;
    weeks.add(week);
    kept.add(backup);
  }
  return newestFirst.filter((b) => !kept.has(b));
}
