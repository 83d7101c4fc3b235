import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['out/main/index.js', 'out/main/server.js', 'out/preload/index.cjs', 'out/renderer/index.html'];
const inputs = ['src-main', 'src-shared', 'src-renderer', 'resources', 'package.json', 'electron.vite.config.ts'];

function newestMtime(entry) {
  const full = path.join(root, entry);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((name) => newestMtime(path.join(entry, name))));
}

/** True when every output is newer than every source: nothing to build. */
export function isBuilt() {
  const built = outputs.map((o) => fs.statSync(path.join(root, o), { throwIfNoEntry: false })?.mtimeMs ?? 0);
  const oldestOutput = Math.min(...built);
  return oldestOutput > 0 && oldestOutput >= Math.max(...inputs.map(newestMtime));
}

/** The command that builds Lantern with electron-vite, for a caller that runs it its own way. */
export const buildCommand = [process.execPath, [path.join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build']];

/** Builds with electron-vite unless every output is newer than every source. */
export function ensureBuilt({ force = false } = {}) {
  if (!force && isBuilt()) return;
  console.log('Building Lantern…');
  const result = spawnSync(buildCommand[0], buildCommand[1], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('the build failed (see the messages above)');
}
