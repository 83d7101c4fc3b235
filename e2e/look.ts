import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

const folder = process.env.LANTERN_SHOTS;

/**
 * A picture of the page or a part of it, for a person to look at when reviewing the UI: not a check.
 * Taken only when LANTERN_SHOTS names a folder (`LANTERN_SHOTS=/tmp/shots npx playwright test`),
 * as `<folder>/<name>.png`; `npm test` takes none, since a hundred of them cost the suite about
 * a twentieth of its time and nobody reads them there.
 */
export async function look(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!folder) return;
  const file = path.join(folder, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await target.screenshot({ path: file, ...options });
}
