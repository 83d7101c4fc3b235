import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { ensureBuilt, root } from './build-if-stale.mjs';
import { findElectron } from './electron-binary.mjs';
import { buildElectronSqlite, electronSqlitePath } from './build-electron-sqlite.mjs';

ensureBuilt();

function browserMode(reason) {
  console.log(`Lantern cannot open its desktop window because ${reason}, so it is serving the same app in browser mode instead.`);
  return import('../out/main/server.js');
}

const electron = findElectron({ download: true });
if (!electron.path) {
  await browserMode(electron.reason);
} else {
  let sqliteReady = fs.existsSync(electronSqlitePath);
  if (!sqliteReady) {
    try {
      buildElectronSqlite();
      sqliteReady = true;
    } catch (error) {
      await browserMode(`SQLite could not be built for Electron (${error.message})`);
    }
  }
  if (sqliteReady) {
    const child = spawn(electron.path, [root, ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
    child.on('exit', (code) => process.exit(code ?? 0));
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  }
}
