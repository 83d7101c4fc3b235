// Run inside an old worktree: opens a new campaign file through that version's own backend (migrations and demo).
import path from 'node:path';
const root = process.cwd();
const out = process.argv[2];
const mod = await import(path.join(root, 'src-main/backend.ts'));
const backend = mod.createBackend({ file: out, appRoot: root, host: 'http' });
backend.close();
console.log('made', out);
