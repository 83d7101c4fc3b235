import { backupSettingsSchema, calendarSchema, type BackupInfo, type BackupList, type BackupSettings } from '../../../src-shared/contract';
import type { BackupFile, BackupRepository } from '../../db/repositories/backups';
import { StoredRowError } from '../../db/repositories/stored-row-error';
import { AppError } from '../errors';
import { backupsToPrune, dailyBackupDue, defaultBackupSettings } from './policy';

export interface BackupServiceDeps {
  files: BackupRepository;
  now: () => Date;
  /** Told of a backup that failed, for the log; the GM reads it in backup.list. */
  report: (message: string) => void;
}

type Reason = 'session' | 'daily' | 'manual';

/**
 * When backups are taken and how many are kept. Automatic ones (a session's end, once
 * a day while the app is used) are written off the main thread after the call that asked for
 * them has answered; one runs at a time, and a request made meanwhile waits its turn.
 */

const RETRY_AFTER_MS = 60 * 60 * 1000;
export function backupService({ files, now, report }: BackupServiceDeps) {
  let running: Promise<void> | null = null;
  let queued: Reason | null = null;
  let lastProblem: string | null = null;
  /** When the last backup failed: the daily one waits an hour before trying again, rather than at every action. */
  let failedAt: Date | null = null;
  files.clearUnfinished();
  let newest: Date | undefined = files.list()[0]?.takenAt;

  function settings(): BackupSettings {
    const stored = files.settings();
    const parsed = stored === undefined ? undefined : backupSettingsSchema.safeParse(JSON.parse(stored));
    return parsed?.success ? parsed.data : defaultBackupSettings;
  }

  function prune(): void {
    for (const backup of backupsToPrune(files.list(), settings(), now())) files.remove(backup);
  }

  /** The GM's words for a backup that could not be written. */
  const failure = (error: unknown) => `No backup could be written in ${files.folder}: ${(error as Error).message}`;

  async function write(reason: Reason): Promise<void> {
    try {
      const made = await files.write(reason, now());
      newest = made.takenAt;
      lastProblem = null;
      failedAt = null;
      prune();
    } catch (error) {
      lastProblem = failure(error);
      failedAt = now();
      report(lastProblem);
    }
  }

  /** Takes a backup soon (never inside the calling transaction); resolves once it is written or has failed. */
  function take(reason: Reason): Promise<void> {
    if (!files.folder) return Promise.resolve();
    if (running) {
      queued = queued === 'manual' || reason === 'manual' ? 'manual' : reason;
      return running;
    }
    running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => write(reason))
      .finally(() => {
        running = null;
        const next = queued;
        queued = null;
        if (next) void take(next);
      });
    return running;
  }

  function describe(backup: BackupFile): BackupInfo {
    const base = { name: backup.name, takenAt: backup.takenAt.toISOString(), reason: backup.reason, bytes: backup.bytes };
    try {
      const campaigns = files.summary(backup).campaigns.map((c) => {
        const calendar = c.calendar === null ? null : calendarSchema.safeParse(JSON.parse(c.calendar));
        return { ...c, calendar: calendar?.success ? calendar.data : null };
      });
      return { ...base, campaigns, problem: null };
    } catch (error) {
      return { ...base, campaigns: [], problem: (error as Error).message };
    }
  }

  function list(): BackupList {
    return { folder: files.folder, backups: files.list().map(describe), settings: settings(), running: running !== null, lastProblem };
  }

  function mustFind(name: string): BackupFile {
    if (!files.folder) throw new AppError('not_found', 'backup: this campaign file is held in memory and has no backups', ['backup']);
    return files.find(name) ?? raiseNotFound(name);
  }
  const raiseNotFound = (name: string): never => {
    throw new AppError('not_found', `backup: there is no backup called "${name}" in ${files.folder}`, ['backup']);
  };

  /** The copy that makes a restore undoable; without it the restore does not happen. */
  function beforeRestore(): void {
    try {
      newest = files.snapshot('restore', now()).takenAt;
    } catch (error) {
      throw new AppError('conflict', `backup: nothing was restored, because ${failure(error).replace(/^N/, 'n')}`, ['backup']);
    }
  }

  return {
    list,
    take,
    /** Every mutation's aftermath: the day's backup if none was taken in the last day. */
    afterChange(): void {
      const waiting = failedAt !== null && now().getTime() - failedAt.getTime() < RETRY_AFTER_MS;
      if (files.folder && !running && !waiting && dailyBackupDue(newest, now())) void take('daily');
    },
    /** Waits for the backup being written, if any (for a host shutting down, and tests). */
    idle: async (): Promise<void> => {
      while (running) await running;
    },
    create(): BackupList {
      if (!files.folder) throw new AppError('conflict', 'this campaign file is held in memory and has no folder to keep backups in');
      void take('manual');
      return { ...list(), running: true };
    },
    configure(input: BackupSettings): BackupList {
      files.setSettings(JSON.stringify(input));
      if (files.folder) prune();
      return list();
    },
    restoreFile(name: string): BackupList {
      const backup = mustFind(name);
      beforeRestore();
      files.restoreFile(backup);
      return list();
    },
    /** Checks the backup holds the campaign, takes the backup before the restore, and copies it in; answers the new id. */
    restoreCampaign(name: string, backupCampaignId: number, nameFor: (inBackup: string) => string): number {
      const backup = mustFind(name);
      const inBackup = describe(backup).campaigns.find((c) => c.id === backupCampaignId);
      if (!inBackup) throw new AppError('not_found', `backupCampaignId: ${backup.name} holds no campaign with id ${backupCampaignId}`, ['backupCampaignId']);
      const newName = nameFor(inBackup.name);
      beforeRestore();
      try {
        return files.restoreCampaign(backup, backupCampaignId, newName);
      } catch (error) {
        if (error instanceof StoredRowError) throw new AppError('invalid_input', `backupCampaignId: ${backup.name} holds a value Lantern cannot take (${error.message})`, ['backupCampaignId']);
        throw error;
      }
    },
  };
}
export type BackupService = ReturnType<typeof backupService>;
