import fs from 'node:fs';

// Playwright cannot download its own browser here, so it drives Debian's: the headless shell
// (package chromium-headless-shell) where it is installed, else the whole Chromium, else
// Playwright's own. The shell is what Playwright itself runs headless: without the full browser's
// windowing and services, a test's page costs about half the CPU (the specs took 278 core-seconds
// instead of 480).
const found = process.env.LANTERN_CHROMIUM ?? ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));

/** How the specs and the screen benchmark launch Chromium. */
export const chromiumLaunch = {
  executablePath: found !== undefined && fs.existsSync(found) ? found : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
