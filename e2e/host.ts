import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const appRoot = path.resolve(import.meta.dirname, '..');

export interface RunningHost {
  url: string;
  dataDir: string;
  /** Sends the signal and resolves with the exit code once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Everything the process printed so far. */
  output(): string;
}

export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-e2e-'));
}

/** Starts the built headless host (`node out/main/server.js`) as a real process on a free port. */
export function startHost(dataDir = makeDataDir(), extraArgs: string[] = []): Promise<RunningHost> {
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
