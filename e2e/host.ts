import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const appRoot = path.resolve(import.meta.dirname, '..');
const DATA_FILE = 'lantern.sqlite';
// Inside Playwright's output folder, which every run empties first: a template never outlives the build it was made by.
const templates = path.join(appRoot, 'test-results', 'host-templates');

export interface RunningHost {
  url: string;
  dataDir: string;
  /** Sends the signal and resolves with the exit code once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Everything the process printed so far. */
  output(): string;
}

/** The folders this worker made: a test may restart a stopped host on its folder, so they go when the worker does. */
const madeDirs: string[] = [];
process.once('exit', () => {
  for (const dir of madeDirs) fs.rmSync(dir, { recursive: true, force: true });
});

export function makeDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-e2e-'));
  madeDirs.push(dir);
  return dir;
}

/**
 * Starts the built headless host (`node out/main/server.js`) as a real process on a free port.
 * Without a data directory, the host gets a new one holding a copy of the file a fresh host writes
 * for the same arguments (the demo campaigns, their dice seeded by `--seed`): installing the demos
 * was half of every start, and each test still gets its own file. A data directory passed in is
 * used as it is, so a fresh start or a restart is still what it says.
 */
export async function startHost(dataDir?: string, extraArgs: string[] = []): Promise<RunningHost> {
  if (dataDir !== undefined) return launch(dataDir, extraArgs);
  const dir = makeDataDir();
  fs.copyFileSync(await template(extraArgs), path.join(dir, DATA_FILE));
  return launch(dir, extraArgs);
}

/**
 * The campaign file a fresh host writes for these arguments: made once per run by a real host
 * started on an empty folder and stopped cleanly (the WAL checkpointed into the file), then only copied.
 */
async function template(extraArgs: string[]): Promise<string> {
  const file = path.join(templates, `${extraArgs.join(' ').replace(/[^\w-]+/g, '_') || 'plain'}.sqlite`);
  if (fs.existsSync(file)) return file;
  const host = await launch(makeDataDir(), extraArgs);
  const code = await host.stop();
  const made = path.join(host.dataDir, DATA_FILE);
  if (code !== 0 || fs.existsSync(`${made}-wal`)) throw new Error(`the template host did not stop cleanly (${code}):\n${host.output()}`);
  fs.mkdirSync(templates, { recursive: true });
  // Two workers may make the same template at once: each renames its own copy into place, whole.
  const own = `${file}.${process.pid}`;
  fs.copyFileSync(made, own);
  fs.renameSync(own, file);
  fs.rmSync(host.dataDir, { recursive: true, force: true });
  return file;
}

function launch(dataDir: string, extraArgs: string[]): Promise<RunningHost> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(appRoot, 'out/main/server.js'), '--port', '0', '--data-dir', dataDir, ...extraArgs],
    // Answers the host takes on trust are still checked against the contract under test (src-main/api/router.ts).
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LANTERN_CHECK_ANSWERS: '1' } },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`host did not start:\n${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/\S+?)\/?(\s|$)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          dataDir,
          stop: (signal = 'SIGTERM') =>
            new Promise((done) => {
              child.once('exit', (code) => done(code));
              child.kill(signal);
            }),
          output: () => output,
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`host exited with ${code}:\n${output}`));
    });
  });
}
