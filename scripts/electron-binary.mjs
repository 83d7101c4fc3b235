import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Where the Electron executable is, or why there is none. Electron 45 fetches its
 * binary on first use; with `download` the fetch is tried once, in a child process
 * so its failure stays a message instead of a crash.
 */
export function findElectron({ download }) {
  const packageDir = path.dirname(require.resolve('electron/package.json'));
  const pathFile = path.join(packageDir, 'path.txt');
  const local = () => {
    const name = fs.existsSync(pathFile) ? fs.readFileSync(pathFile, 'utf8').trim() : null;
    const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? path.join(packageDir, 'dist');
    const full = name ? path.join(dist, name) : null;
    return full && fs.existsSync(full) ? full : null;
  };
  if (local()) return { path: local(), reason: null };
  if (!download) return { path: null, reason: 'the Electron binary is not installed (it downloads on first `npm start` with internet access)' };
  const attempt = spawnSync(process.execPath, [path.join(packageDir, 'install.js')], { encoding: 'utf8', timeout: 300_000 });
  if (attempt.status === 0 && local()) return { path: local(), reason: null };
  const output = `${attempt.stderr ?? ''}\n${attempt.stdout ?? ''}`;
  const detail = /^\s*(\w*Error: .+)$/m.exec(output)?.[1] ?? (attempt.error?.message || 'no network?');
  return { path: null, reason: `the Electron binary could not be downloaded (${detail})` };
}
