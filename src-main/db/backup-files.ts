import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { schemaObjectsProblem } from './schema-objects';

/** Why a backup was taken; written into its name. */
export const backupReasons = ['migration', 'session', 'daily', 'manual', 'restore'] as const;
export type BackupReason = (typeof backupReasons)[number];

/** Backups live in a `backups` folder beside the campaign file they copy. */
export const backupFolderOf = (file: string) => path.join(path.dirname(file), 'backups');

const stemOf = (file: string) => path.basename(file).replace(/\.[^.]*$/, '');

/** `lantern.2026-11-26T07-45-00-123Z.daily.sqlite`: sorts by time, and says why it was taken. */
export function backupPathFor(file: string, at: Date, reason: BackupReason): string {
  return path.join(backupFolderOf(file), `${stemOf(file)}.${at.toISOString().replace(/[:.]/g, '-')}.${reason}.sqlite`);
}

/** A backup's time and reason read back from its name; undefined for any other file. */
export function parseBackupName(file: string, name: string): { takenAt: Date; reason: BackupReason } | undefined {
  const prefix = `${stemOf(file)}.`;
  if (!name.startsWith(prefix) || !name.endsWith('.sqlite')) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.([a-z]+)$/.exec(name.slice(prefix.length, -'.sqlite'.length));
  if (!match || !(backupReasons as readonly string[]).includes(match[6])) return undefined;
  const takenAt = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`);
  return Number.isNaN(takenAt.getTime()) ? undefined : { takenAt, reason: match[6] as BackupReason };
}

/** A copy that failed SQLite's own check: it was removed and must not count as a backup. */
export class BackupCheckError extends Error {
  constructor(readonly file: string, readonly problem: string) {
    super(`the backup ${path.basename(file)} failed its integrity check (${problem}) and was removed`);
    this.name = 'BackupCheckError';
  }
}

/** Checks a finished copy and gives it its name, or removes it. */
function keepIfSound(part: string, dest: string, nativeBinding?: string): void {
  const problem = integrityProblem(part, nativeBinding);
  if (problem !== null) {
    fs.rmSync(part, { force: true });
    throw new BackupCheckError(dest, problem);
  }
  fs.renameSync(part, dest);
}

/** What a backup (or any campaign file) holds, read without changing it. */
export interface CampaignFileSummary {
  schemaVersion: number;
  campaigns: { id: number; name: string; rulesSystem: string; gameTimeSeconds: number; calendar: string | null; deletedAt: string | null }[];
}

const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Copies the campaign file to `dest` with SQLite's online backup, on a worker thread
 * with a read-only connection of its own: the backup reads one consistent snapshot
 * (in WAL mode a reader never holds up the writer), and the long parts (the copy's
 * final sync to disk, its integrity check) never pause the calls the main thread
 * answers meanwhile. The copy is written beside `dest` under another name, checked,
 * and renamed only once whole and sound.
 */
export async function onlineBackup(file: string, dest: string, nativeBinding?: string): Promise<void> {
  const part = `${dest}.part`;
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  fs.rmSync(part, { force: true });
  try {
    const problem = await onWorker({ file, part, nativeBinding });
    if (problem !== null) throw new BackupCheckError(dest, problem);
    fs.renameSync(part, dest);
  } catch (error) {
    fs.rmSync(part, { force: true });
    throw error;
  }
}

/**
 * A consistent copy of what is committed in `file`, taken at once through a
 * read-only connection of its own (VACUUM INTO): for the moments where waiting is
 * right, before a migration or a restore. A transaction open on another connection
 * is neither seen nor disturbed.
 */
export function snapshotNow(file: string, dest: string, nativeBinding?: string): void {
  const part = `${dest}.part`;
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  fs.rmSync(part, { force: true });
  const source = new Database(file, { readonly: true, fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) });
  try {
    source.exec(`VACUUM INTO ${quoteLiteral(part)}`);
    keepIfSound(part, dest, nativeBinding);
  } catch (error) {
    fs.rmSync(part, { force: true });
    throw error;
  } finally {
    source.close();
  }
}

// The worker's whole job: copy (in one step: a read-only snapshot blocks no writer), turn
// the copy out of WAL mode (a backup of a WAL file is marked WAL) so it is one file
// readable without a -wal beside it, and check it. It answers null, a problem found by
// the check, or throws (a full disk, a folder it may not write).
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const options = workerData.nativeBinding ? { nativeBinding: workerData.nativeBinding } : {};
(async () => {
  const source = new Database(workerData.file, { ...options, readonly: true, fileMustExist: true });
  try {
    await source.backup(workerData.part, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new Database(workerData.part, options);
  try {
    copy.pragma('journal_mode = DELETE');
    const rows = copy.prepare('PRAGMA integrity_check').pluck().all();
    return rows.length === 1 && rows[0] === 'ok' ? null : rows.slice(0, 5).join('; ');
  } finally {
    copy.close();
  }
})().then((problem) => parentPort.postMessage({ problem }), (error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

function onWorker(data: { file: string; part: string; nativeBinding?: string }): Promise<string | null> {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, { eval: true, workerData: { module, ...data } });
    worker.once('message', (answer: { problem?: string | null; error?: string }) => (answer.error === undefined ? resolve(answer.problem ?? null) : reject(new Error(answer.error))));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`the backup stopped (exit code ${code})`))));
  });
}

/** Null when SQLite finds the file sound; otherwise what it found, in its words. */
export function integrityProblem(file: string, nativeBinding?: string): string | null {
  let sqlite: Database.Database | undefined;
  try {
    sqlite = new Database(file, { readonly: true, fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) });
    // The check evaluates the file's own CHECK constraints: none of them may call a function with side effects.
    sqlite.pragma('trusted_schema = OFF');
    const rows = sqlite.prepare('PRAGMA integrity_check').pluck().all() as string[];
    return rows.length === 1 && rows[0] === 'ok' ? null : rows.slice(0, 5).join('; ');
  } catch (error) {
    return (error as Error).message;
  } finally {
    sqlite?.close();
  }
}

/** The campaigns a Lantern file holds and its schema version; throws if it is not one, or holds what Lantern's schema does not. */
export function summarizeCampaignFile(file: string, migrationsFolder: string, nativeBinding?: string): CampaignFileSummary {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) });
  try {
    sqlite.pragma('trusted_schema = OFF');
    const schemaVersion = sqlite.pragma('user_version', { simple: true }) as number;
    const problem = schemaObjectsProblem(sqlite, migrationsFolder, schemaVersion);
    if (problem !== null) throw new Error(`Lantern will not read this file: ${problem}`);
    const columns = new Set((sqlite.prepare("SELECT name FROM pragma_table_info('campaigns')").pluck().all() as string[]));
    const optional = (column: string) => (columns.has(column) ? column : 'NULL');
    const campaigns = sqlite
      .prepare(
        `SELECT id, name, ${optional('rules_system')} AS rulesSystem, ${optional('game_time_seconds')} AS gameTimeSeconds,
                ${optional('calendar')} AS calendar, ${optional('deleted_at')} AS deletedAt
         FROM campaigns ORDER BY name COLLATE NOCASE, id`,
      )
      .all() as CampaignFileSummary['campaigns'];
    return { schemaVersion, campaigns: campaigns.map((c) => ({ ...c, rulesSystem: c.rulesSystem ?? 'bfrpg', gameTimeSeconds: c.gameTimeSeconds ?? 0 })) };
  } finally {
    sqlite.close();
  }
}
