import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  backupFolderOf,
  backupPathFor,
  integrityProblem,
  onlineBackup,
  parseBackupName,
  snapshotNow,
  summarizeCampaignFile,
  type BackupReason,
  type CampaignFileSummary,
} from '../backup-files';
import { openCopyOf } from '../campaign-file';
import { checkCampaignRows, replaceAllRows, transferCampaign, type StoredRowCheck } from '../campaign-transfer';
import { refusingFile } from './campaign-files';
import type { OpenedDatabase } from '../open-database';
import { appState } from '../schema';

export interface BackupFile {
  name: string;
  path: string;
  takenAt: Date;
  reason: BackupReason;
  bytes: number;
}

const SETTINGS_KEY = 'backup_settings';

/**
 * The backups of the open campaign file, in the `backups` folder beside it: writing
 * them (online, in steps), listing, reading what each holds, and restoring from one.
 * A file held in memory (tests) has no folder and so no backups.
 */
export function backupRepository(database: OpenedDatabase, migrationsFolder: string, checkRows: () => StoredRowCheck) {
  const { file, sqlite, db, nativeBinding } = database;
  const folder = file === ':memory:' ? null : backupFolderOf(file);

  function list(): BackupFile[] {
    if (!folder || !fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return [];
    const found: BackupFile[] = [];
    for (const name of fs.readdirSync(folder)) {
      const parsed = parseBackupName(file, name);
      if (!parsed) continue;
      const at = path.join(folder, name);
      found.push({ name, path: at, ...parsed, bytes: fs.statSync(at).size });
    }
    return found.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.name.localeCompare(a.name));
  }

  /** Opens a backup at this version's schema (migrating a copy if it is older) for the length of `use`. */
  function reading<T>(backup: BackupFile, use: (source: OpenedDatabase) => T): T {
    const source = openCopyOf(backup.path, migrationsFolder, nativeBinding);
    try {
      return use(source);
    } finally {
      source.close();
    }
  }

  return {
    folder,
    list,
    /** Removes copies a stopped process left half-written (they never counted as backups). */
    clearUnfinished(): void {
      if (!folder || !fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return;
      for (const name of fs.readdirSync(folder)) {
        if (name.endsWith('.sqlite.part') && parseBackupName(file, name.slice(0, -'.part'.length))) fs.rmSync(path.join(folder, name), { force: true });
      }
    },
    find: (name: string): BackupFile | undefined => list().find((b) => b.name === name),
    /** A new backup taken off the main thread while calls go on; checked before it counts. */
    async write(reason: BackupReason, at: Date): Promise<BackupFile> {
      const dest = backupPathFor(file, at, reason);
      await onlineBackup(file, dest, nativeBinding);
      return { name: path.basename(dest), path: dest, takenAt: at, reason, bytes: fs.statSync(dest).size };
    },
    /** A backup of what is committed, taken at once (before a restore replaces it). */
    snapshot(reason: BackupReason, at: Date): BackupFile {
      const dest = backupPathFor(file, at, reason);
      snapshotNow(file, dest, nativeBinding);
      return { name: path.basename(dest), path: dest, takenAt: at, reason, bytes: fs.statSync(dest).size };
    },
    remove: (backup: BackupFile) => fs.rmSync(backup.path, { force: true }),
    summary: (backup: BackupFile): CampaignFileSummary => summarizeCampaignFile(backup.path, migrationsFolder, nativeBinding),
    problem: (backup: BackupFile): string | null => integrityProblem(backup.path, nativeBinding),
    /** Every row of the open file made what it is in the backup, in the caller's transaction; CampaignFileError for a backup refused. */
    restoreFile(backup: BackupFile): void {
      refusingFile(() => reading(backup, (source) => replaceAllRows(source.sqlite, sqlite)));
    },
    /** One campaign of the backup copied in as a new one called `name`, every row checked first; answers its id, or CampaignFileError for a backup refused. */
    restoreCampaign(backup: BackupFile, campaignId: number, name: string): number {
      return refusingFile(() =>
        reading(backup, (source) => {
          checkCampaignRows(source.sqlite, campaignId, checkRows());
          return transferCampaign(source.sqlite, sqlite, campaignId, name);
        }),
      );
    },
    settings(): string | undefined {
      return db.select().from(appState).where(eq(appState.key, SETTINGS_KEY)).get()?.value;
    },
    setSettings(json: string): void {
      db.insert(appState).values({ key: SETTINGS_KEY, value: json }).onConflictDoUpdate({ target: appState.key, set: { value: json } }).run();
    },
  };
}
export type BackupRepository = ReturnType<typeof backupRepository>;
