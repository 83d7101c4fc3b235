import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const electronSqlitePath = path.join(root, 'build', 'electron', 'better_sqlite3.node');

/**
 * Compiles better-sqlite3 against Electron's headers in a scratch copy, so the copy
 * in node_modules stays built for Node and `npm test` keeps working. The main
 * process loads the result through better-sqlite3's `nativeBinding` option.
 * Needs Electron's headers, which node-gyp downloads once (internet required).
 */
export function buildElectronSqlite() {
  const electronVersion = require('electron/package.json').version;
  const source = path.dirname(require.resolve('better-sqlite3/package.json'));
  const scratch = path.join(root, 'build', 'electron', 'better-sqlite3-src');
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.cpSync(source, scratch, { recursive: true, filter: (p) => !p.includes(`${path.sep}build${path.sep}`) });
  const nodeGyp = path.join(path.dirname(require.resolve('node-gyp/package.json')), 'bin', 'node-gyp.js');
  const result = spawnSync(
    process.execPath,
    [nodeGyp, 'rebuild', '--release', `--target=${electronVersion}`, '--runtime=electron', '--dist-url=https://electronjs.org/headers'],
    { cwd: scratch, stdio: 'inherit', env: { ...process.env, npm_config_nodedir: '' } },
  );
  if (result.status !== 0) {
    fs.rmSync(scratch, { recursive: true, force: true });
    throw new Error(`node-gyp could not build better-sqlite3 for Electron ${electronVersion}`);
  }
  fs.copyFileSync(path.join(scratch, 'build', 'Release', 'better_sqlite3.node'), electronSqlitePath);
  fs.rmSync(scratch, { recursive: true, force: true });
  console.log(`Built ${electronSqlitePath} for Electron ${electronVersion}.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildElectronSqlite();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
