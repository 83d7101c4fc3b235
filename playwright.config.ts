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
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: fs.existsSync(systemChromium) ? systemChromium : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // `teardown` rather than `dependencies`: it runs the frame spec after every other spec has
    // finished, and still runs it when one of them failed.
    { name: 'specs', testIgnore: /hexmap-frames\.spec\.ts$/, teardown: 'frames' },
    { name: 'frames', testMatch: /hexmap-frames\.spec\.ts$/, workers: 1 },
  ],
});
