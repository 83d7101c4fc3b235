import { ensureBuilt } from './build-if-stale.mjs';

// `npm run serve -- --port N --data-dir DIR`: the arguments reach the host as they are.
ensureBuilt();
await import('../out/main/server.js');
