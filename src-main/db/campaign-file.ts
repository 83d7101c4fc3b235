import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type OpenedDatabase } from './open-database';

/**
 * Another campaign file (a backup, a `.lantern` file) opened to read from, at this
 * version's schema: it is copied to a folder of its own first, so migrating an older
 * one never touches the original, and the copy goes when it is closed. A newer,
 * damaged or foreign file is refused by `openDatabase` with its reason.
 */
export function openCopyOf(file: string, migrationsFolder: string, nativeBinding?: string): OpenedDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-read-'));
  const copy = path.join(dir, 'campaigns.sqlite');
  try {
    fs.copyFileSync(file, copy);
    const opened = openDatabase({ file: copy, migrationsFolder, nativeBinding, backupBeforeMigrating: false });
    return {
      ...opened,
      close: () => {
        opened.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
