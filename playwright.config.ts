import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './e2e/chromium';

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  // A passing check returns as soon as it holds; the longer wait only spares a loaded 2-core machine a
  // false failure (a fight started from the card once took 5.4 s to show its first round under load).
  expect: { timeout: 10_000 },
  // Every test starts its own host on its own data directory and port (beforeEach), so any two
  // tests can run at once, one per core, even from one file. Two are enough: with Vitest beside
  // them the machine is CPU-bound (four workers took as long; three made a whole run 788 s instead
  // of about 600). LANTERN_E2E_WORKERS overrides it. The frame-time spec measures the machine and
  // must have it alone.
  workers: Number(process.env.LANTERN_E2E_WORKERS ?? 2),
  fullyParallel: true,
  reporter: [['list'], ['json', { outputFile: process.env.LANTERN_E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    screenshot: 'only-on-failure',
    // No trace: a CI log shows only the output, and npm test repeats each failure's error above its
    // summary. To keep the trace of a failing test: `npx playwright test --trace retain-on-failure`.
    trace: 'off',
    // As a GM who asks the system for less motion sees it (styles.css): each meter's 200 ms slide
    // drew a dozen frames after every turn (five Dungeon turns took 68 layouts, 10 without).
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunch,
  },
  // `npm test` runs the frames project on its own after the specs (see scripts/test.mjs); a
  // teardown or dependency link would drag it, or all the specs, into every one-file run.
  projects: [
    // One retry: two windows on a loaded 2-core machine can still race (a GM Combat view once lost a fight
    // just started while the players' window opened, seen once in 160 specs and not again in 3 reruns).
    // `npm test` names every test that passed only on its retry, so a flake is read, not hidden.
    { name: 'specs', testIgnore: /(hexmap|dungeon)-frames\.spec\.ts$/, retries: 1 },
    { name: 'frames', testMatch: /(hexmap|dungeon)-frames\.spec\.ts$/, workers: 1 },
  ],
});
