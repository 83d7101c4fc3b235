import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Files a host streams in (an upload) or out (a download) around one call, in a folder
 * of their own. A call names one by an id only the host hands out, never by a path, and
 * each id is taken once; the taker removes the file when done with it.
 */
export function fileTransfers() {
  let dir: string | null = null;
  const held = new Map<string, string>();
  return {
    /** A place for a new file and the id a call will name it by. */
    reserve(): { id: string; file: string } {
      dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-transfers-'));
      const id = crypto.randomBytes(24).toString('base64url');
      const file = path.join(dir, id);
      held.set(id, file);
      return { id, file };
    },
    /** The file under `id`, given out once; undefined for an id not given or already taken. */
    take(id: string): string | undefined {
      const file = held.get(id);
      held.delete(id);
      return file;
    },
    /** Removes every file not taken, and their folder. */
    close(): void {
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
      held.clear();
      dir = null;
    },
  };
}
export type FileTransfers = ReturnType<typeof fileTransfers>;
