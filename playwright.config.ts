import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium where it is installed (Playwright cannot download its own here); Playwright's otherwise.
const systemChromium = process.env.LANTERN_CHROMIUM ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: fs.existsSync(systemChromium) ? systemChromium : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
