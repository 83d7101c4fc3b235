import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium where it is installed (Playwright cannot download its own here); Playwright's otherwise.
const systemChromium = process.env.LANTERN_CHROMIUM ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  // Every test starts its own host on its own data directory and port (beforeEach), so any two
  // tests can run at once, one per core, even from one file. The frame-time spec measures the
  // machine and must have it alone.
  workers: 2,
  fullyParallel: true,
  reporter: [['list'], ['json', { outputFile: process.env.LANTERN_E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    screenshot: 'only-on-failure',
    // A failed test keeps its trace with each step's page; the screencast, frames encoded all the
    // time on both cores, is left out (a failure still gets its screenshot): about 8% less CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: fs.existsSync(systemChromium) ? systemChromium : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // `npm test` runs the frames project on its own after the specs (see scripts/test.mjs); a
  // teardown or dependency link would drag it, or all the specs, into every one-file run.
  projects: [
    { name: 'specs', testIgnore: /(hexmap|dungeon)-frames\.spec\.ts$/ },
    { name: 'frames', testMatch: /(hexmap|dungeon)-frames\.spec\.ts$/, workers: 1 },
  ],
});
