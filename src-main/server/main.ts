import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contract, describeMethods } from '../../src-shared/contract';
import { createBackend } from '../backend';
import { DATA_FILE_NAME, defaultDataDir } from '../data-location';
import { DatabaseOpenError } from '../db/open-database';
import { parseServeArgs } from './cli-options';
import { startHttpHost } from './http-host';

// Built to out/main/server.js: the app root is two folders up.
const appRoot = fileURLToPath(new URL('../..', import.meta.url));

async function main(): Promise<void> {
  const options = parseServeArgs(process.argv.slice(2));
  const file = path.join(path.resolve(options.dataDir ?? defaultDataDir()), DATA_FILE_NAME);
  const seed = options.seed;
  const backend = createBackend({ file, appRoot, host: 'http', ...(seed !== null && { freshSeed: () => seed }) });
  const host = await startHttpHost({
    router: backend.router,
    live: backend.live,
    transfers: backend.transfers,
    describe: () => describeMethods(contract),
    staticDir: path.join(appRoot, 'out', 'renderer'),
    host: options.host,
    port: options.port,
    token: options.token ?? undefined,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    await host.close();
    // A backup asked for just before (a session's end) is written before the file closes, not lost with it.
    await backend.backups.idle();
    backend.close();
    console.log(`Lantern stopped (${signal}).`);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  console.log(`Campaign file: ${file}`);
  if (host.token) console.log(`Access token (needed from other machines): ${host.token}`);
  console.log(`Lantern is ready at ${host.openUrl}`);
  console.log(`Players' screen (read-only; the GM can revoke it): ${host.playersLink().url}`);
  // Ready first; what is left to prepare is prepared while the browser loads the page, between its requests.
  void backend.prepareStatementsInTurns();
}

main().catch((error: unknown) => {
  const message = error instanceof DatabaseOpenError || error instanceof Error ? error.message : String(error);
  console.error(`Lantern could not start: ${message}`);
  process.exit(1);
});
