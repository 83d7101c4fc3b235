import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

const folder = process.env.LANTERN_SHOTS;

/**
 * A picture of the page or a part of it, for a person to look at when reviewing the UI: not a check.
 * Taken only when LANTERN_SHOTS names a folder (`LANTERN_SHOTS=/tmp/shots npx playwright test`),
 * as `<folder>/<name>.png`. `npm test` takes none: nobody looks at them there, and an element's
 * picture can fail a passing test when the screen redraws that element while it is taken.
 */
export async function look(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!folder) return;
  const file = path.join(folder, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await target.screenshot({ path: file, ...options });
}
