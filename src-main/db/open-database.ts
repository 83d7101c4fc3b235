import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { backupPathFor, snapshotNow } from './backup-files';
import * as schema from './schema';
import { installPartyWrites } from './party-writes';
import { schemaObjectsProblem } from './schema-objects';
import { installUndoCapture } from './undo-capture';
import { LegacyReversalError, registerLegacyReversal } from './undo-legacy';

export type Db = BetterSQLite3Database<typeof schema>;

export interface OpenedDatabase {
  sqlite: Database.Database;
  db: Db;
  /** Number of migrations this file is at; stored in PRAGMA user_version. */
  schemaVersion: number;
  /** True when this open created the schema, i.e. the file was new. */
  created: boolean;
  file: string;
  /** The better_sqlite3.node this file was opened with, for other connections to the same file. */
  nativeBinding?: string;
  /** The copy taken before this open migrated the file, if it did. */
  migrationBackup: string | null;
  /** Runs `fn` in one transaction: all of it reaches the file, or none. */
  transaction<T>(fn: () => T): T;
  /** Moves what the last commits left in the WAL into the file once the host is idle (see `WAL_CHECKPOINT_PAGES`). */
  checkpointSoon(): void;
  close(): void;
}

/**
 * SQLite copies the WAL into the file (and syncs both) inside the commit that fills it past
 * its limit: left to itself, one GM action in about fifty waited for that copy. The host does
 * it when idle instead, after the answer has gone; this limit only holds a host that never idles.
 */
export const WAL_CHECKPOINT_PAGES = 10_000;

export interface OpenOptions {
  /** A path, or ':memory:' for tests. */
  file: string;
  migrationsFolder: string;
  /** Path of a better_sqlite3.node built for another ABI (Electron); Node's own build otherwise. */
  nativeBinding?: string;
  /** False for a throwaway copy, which needs no backup of its own before it is migrated. */
  backupBeforeMigrating?: boolean;
  /**
   * The bytes of a campaign file (`serialize()`), opened in memory with `file` ':memory:':
   * the test suites start hundreds of backends, and migrating each anew was much of their time.
   */
  image?: Buffer;
}

/** Thrown instead of opening a file Lantern must not touch; the message is meant for the GM. */
export class DatabaseOpenError extends Error {
  constructor(
    message: string,
    readonly reason: 'newer' | 'damaged' | 'foreign' | 'unwritable' | 'unsafe',
    /** What is wrong with the file, without its path (for a file the GM knows by another name). */
    readonly detail = message,
  ) {
    super(message);
    this.name = 'DatabaseOpenError';
  }
}

export function knownSchemaVersion(migrationsFolder: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * Opens (or creates) a campaign file and brings it to the current schema before
 * anything else may use it. Fails closed: a file from a newer Lantern, a damaged
 * file or some other program's database is refused, never migrated.
 */
export function openDatabase(options: OpenOptions): OpenedDatabase {
  const { file, migrationsFolder } = options;
  const known = knownSchemaVersion(migrationsFolder);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });

  if (options.image && file !== ':memory:') throw new Error('an image is opened in memory only');
  const sqlite = new Database(options.image ?? file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  try {
    // Nothing the file's schema holds may call a function with side effects (better-sqlite3 already opens in defensive mode).
    sqlite.pragma('trusted_schema = OFF');
    const { found, hasObjects } = inspect(sqlite, file);
    if (found > known) {
      throw new DatabaseOpenError(
        `${file} was written by a newer version of Lantern (schema ${found}; this version knows up to ${known}). ` +
          'Update Lantern to open it; the file was left untouched.',
        'newer',
      );
    }
    if (found === 0 && hasObjects) {
      throw new DatabaseOpenError(
        `${file} is an SQLite database but not a Lantern campaign file; it was left untouched.`,
        'foreign',
      );
    }
    const problem = found > 0 ? schemaObjectsProblem(sqlite, migrationsFolder, found) : null;
    if (problem !== null) throw new DatabaseOpenError(`${file} was refused, untouched: ${problem}.`, 'unsafe', problem);
    sqlite.pragma('journal_mode = WAL');
    // NORMAL in WAL mode never corrupts and survives a killed process; only a power cut can lose the last commit.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);

    const db = drizzle(sqlite, { schema });
    let migrationBackup: string | null = null;
    if (found > 0 && found < known && file !== ':memory:' && options.backupBeforeMigrating !== false) {
      // Nothing is served yet, so the copy is taken at once, before the migrator touches the file.
      migrationBackup = backupPathFor(file, new Date(), 'migration');
      try {
        snapshotNow(file, migrationBackup, options.nativeBinding);
      } catch (error) {
        throw new DatabaseOpenError(
          `${file} needs updating to this version of Lantern, but no copy of it could be kept in ${path.dirname(migrationBackup)} first ` +
            `(${(error as Error).message}). The file was left untouched; free some space or make that folder writable.`,
          'unwritable',
        );
      }
    }
    if (found < known) {
      registerLegacyReversal(sqlite);
      try {
        migrate(db, { migrationsFolder });
      } catch (error) {
        const legacy = [error, (error as { cause?: unknown }).cause].find((e) => e instanceof LegacyReversalError);
        if (legacy) throw new DatabaseOpenError(`${file} could not be updated: ${legacy.message}.`, 'unsafe', legacy.message);
        throw error;
      }
      sqlite.pragma(`user_version = ${known}`);
    }
    installUndoCapture(sqlite);
    installPartyWrites(sqlite);
    let checkpoint: NodeJS.Immediate | null = null;
    return {
      sqlite,
      db,
      schemaVersion: known,
      created: found === 0,
      file,
      nativeBinding: options.nativeBinding,
      migrationBackup,
      transaction: (fn) => sqlite.transaction(fn)(),
      checkpointSoon() {
        if (checkpoint || file === ':memory:') return;
        checkpoint = setImmediate(() => {
          checkpoint = null;
          if (!sqlite.open || sqlite.inTransaction) return;
          try {
            // PASSIVE: copies what no reader still needs and never waits for one.
            sqlite.pragma('wal_checkpoint(PASSIVE)');
          } catch {
            // A copy that failed (a full disk) leaves every commit safe in the WAL; the next change tries again.
          }
        });
      },
      close: () => {
        if (checkpoint) clearImmediate(checkpoint);
        checkpoint = null;
        sqlite.close();
      },
    };
  } catch (error) {
    sqlite.close();
    throw error;
  }
}

function inspect(sqlite: Database.Database, file: string): { found: number; hasObjects: boolean } {
  try {
    const found = sqlite.pragma('user_version', { simple: true }) as number;
    // Any object at all (a lone view or trigger too) makes it some other program's file, not a new one.
    const { n } = sqlite.prepare('SELECT count(*) AS n FROM sqlite_master').get() as { n: number };
    return { found, hasObjects: n > 0 };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
      throw new DatabaseOpenError(
        `${file} is damaged or is not a database (${code}). Lantern did not change it; restore a backup or choose another file.`,
        'damaged',
      );
    }
    throw error;
  }
}
