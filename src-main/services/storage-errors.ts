import path from 'node:path';
import { AppError } from './errors';

/** SQLite's codes for a file it cannot write: a full disk, a read-only file or folder, a failing device. */
const UNWRITABLE = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN)/;

/**
 * An action that could not be written, told to the GM with the folder to look at. The
 * transaction it ran in is rolled back, so nothing of it is on disk; reading goes on.
 */
export function storageProblem(error: unknown, file: string): AppError | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !UNWRITABLE.test(code)) return undefined;
  const folder = path.dirname(file);
  const why = code.startsWith('SQLITE_FULL')
    ? `the disk holding ${folder} is full`
    : code.startsWith('SQLITE_READONLY')
      ? `${folder} (or the campaign file in it) is read-only`
      : `${folder} cannot be written (${code})`;
  return new AppError('conflict', `Nothing was saved: ${why}. Free some space or make the folder writable, then try again; everything can still be read.`);
}
