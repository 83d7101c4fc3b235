import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { integrityProblem } from '../backup-files';
import { openCopyOf } from '../campaign-file';
import { checkCampaignRows, transferCampaign, type StoredRowCheck } from '../campaign-transfer';
import { DatabaseOpenError, openDatabase, type OpenedDatabase } from '../open-database';
import { ReversalError } from '../undo-reversal';
import { StoredRowError } from './stored-row-error';

/** Why a `.lantern` file was refused, in words for the GM. */
export class CampaignFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CampaignFileError';
  }
}

/**
 * Runs a copy from another file (or a campaign's own history, for a duplicate), turning the
 * reasons one is refused into a CampaignFileError for the GM: a history that does not fit the
 * schema, a file that could not be opened.
 */
export function refusingFile<T>(copy: () => T): T {
  try {
    return copy();
  } catch (error) {
    if (error instanceof ReversalError) throw new CampaignFileError(`its undo history does not fit (${error.message})`);
    if (error instanceof StoredRowError) throw new CampaignFileError(`it holds a value Lantern cannot take (${error.message})`);
    if (error instanceof DatabaseOpenError) throw new CampaignFileError(describeRefusal(error));
    throw error;
  }
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

function inTempDir<T>(use: (dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-file-'));
  try {
    return use(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One campaign as a `.lantern` file: an SQLite file of this schema holding that
 * campaign alone (its rows in every table, journal and undo history included), and
 * such a file read back into the open one as a new campaign, ids given anew.
 */
export function campaignFileRepository(database: OpenedDatabase, migrationsFolder: string, checkRows: () => StoredRowCheck) {
  /** Writes the campaign, alone, as a `.lantern` file at `file` (which must not exist yet); answers its size. */
  function exportTo(campaignId: number, name: string, file: string): number {
    const out = openDatabase({ file, migrationsFolder, nativeBinding: database.nativeBinding });
    try {
      out.transaction(() => transferCampaign(database.sqlite, out.sqlite, campaignId, name));
      // One file, nothing beside it: out of WAL mode, and no free pages.
      out.sqlite.pragma('journal_mode = DELETE');
      out.sqlite.exec('VACUUM');
    } finally {
      out.close();
    }
    return fs.statSync(file).size;
  }

  /**
   * Reads the one campaign the `.lantern` file at `file` holds into the open file (in the
   * caller's transaction) under the name `nameFor` gives; an older file is migrated on a
   * copy first, and every row checked before any is copied. Throws CampaignFileError,
   * having changed nothing, for any file it refuses.
   */
  function importFile(file: string, nameFor: (own: string) => string): number {
    const head = Buffer.alloc(16);
    const fd = fs.openSync(file, 'r');
    const size = fs.fstatSync(fd).size;
    fs.readSync(fd, head, 0, 16, 0);
    fs.closeSync(fd);
    if (size < 100 || !head.equals(SQLITE_HEADER)) {
      throw new CampaignFileError('this is not a Lantern campaign file (it is not an SQLite database)');
    }
    const problem = integrityProblem(file, database.nativeBinding);
    if (problem !== null) throw new CampaignFileError(`the file is damaged (${problem})`);
    const source = refusingFile(() => openCopyOf(file, migrationsFolder, database.nativeBinding));
    try {
      if (source.created) throw new CampaignFileError('this is an SQLite database but not a Lantern campaign file');
      const held = source.sqlite.prepare('SELECT id, name FROM campaigns WHERE deleted_at IS NULL').all() as { id: number; name: string }[];
      if (held.length !== 1) throw new CampaignFileError(`a campaign file holds one campaign; this one holds ${held.length}`);
      return refusingFile(() => {
        checkCampaignRows(source.sqlite, held[0].id, checkRows());
        return transferCampaign(source.sqlite, database.sqlite, held[0].id, nameFor(held[0].name));
      });
    } finally {
      source.close();
    }
  }

  return {
    export(campaignId: number, name: string): Buffer {
      return inTempDir((dir) => {
        const file = path.join(dir, 'campaign.lantern');
        exportTo(campaignId, name, file);
        return fs.readFileSync(file);
      });
    },
    exportTo,
    /** The same from bytes held in memory (a file sent in base64). */
    import(bytes: Buffer, nameFor: (own: string) => string): number {
      return inTempDir((dir) => {
        const file = path.join(dir, 'import.lantern');
        fs.writeFileSync(file, bytes);
        return importFile(file, nameFor);
      });
    },
    importFile,
  };
}
export type CampaignFileRepository = ReturnType<typeof campaignFileRepository>;

function describeRefusal(error: DatabaseOpenError): string {
  switch (error.reason) {
    case 'newer':
      return 'it was written by a newer version of Lantern; update Lantern to import it';
    case 'foreign':
      return 'this is an SQLite database but not a Lantern campaign file';
    case 'damaged':
      return 'the file is damaged or is not a database';
    case 'unsafe':
      return error.detail;
    default:
      return error.message;
  }
}
