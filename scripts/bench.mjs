import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, root } from './build-if-stale.mjs';

// The host benchmarks start the built server, so build first; `npm run bench -- rules` runs one case file.
ensureBuilt();
const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'bench/run.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
