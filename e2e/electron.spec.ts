import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { electronSqlitePath } from '../scripts/build-electron-sqlite.mjs';
import { findElectron } from '../scripts/electron-binary.mjs';

/** The window's globals these checks touch: the spec is compiled without the DOM's types. */
interface WindowGlobals {
  require?: unknown;
  process?: unknown;
  lantern?: { invoke(method: string, input: unknown): Promise<unknown> };
  open?(url: string): unknown;
  location?: { href: string };
}

// The shell can only be launched where an Electron binary exists; Electron 45 downloads
// it on first use, which machines without internet cannot do. Everything behind the
// shell is covered through the headless host by the other specs.
const binary = findElectron({ download: false });
const missing = !binary.path
  ? binary.reason!
  : !fs.existsSync(electronSqlitePath)
    ? 'SQLite is not built for Electron here (run `npm run electron:rebuild-sqlite`)'
    : null;

test.describe('desktop shell (Electron)', () => {
  // The three tests share one launched app: one worker runs them in order.
  test.describe.configure({ mode: 'default' });
  test.skip(missing !== null, missing ?? '');

  let app: ElectronApplication;
  let page: Page;
  test.beforeAll(async () => {
    const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-electron-'));
    app = await electron.launch({
      executablePath: binary.path!,
      args: [path.resolve(import.meta.dirname, '..'), `--user-data-dir=${userData}`],
    });
    page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
  });
  test.afterAll(async () => {
    await app?.close();
  });

  test('the window is isolated, sandboxed and has no Node', async () => {
    // No require and no process in the page: no Node integration; a frozen bridge: context isolation.
    expect(
      await page.evaluate(() => [typeof (globalThis as WindowGlobals).require, typeof (globalThis as WindowGlobals).process, Object.isFrozen((globalThis as WindowGlobals).lantern)]),
    ).toEqual(['undefined', 'undefined', true]);
    expect(page.url()).toBe('app://lantern/index.html');
  });

  test('the preload exposes only a typed invoke that reaches contract methods', async () => {
    expect(await page.evaluate(() => Object.keys((globalThis as WindowGlobals).lantern!))).toEqual(['invoke', 'onChange']);
    const list = await page.evaluate(() => (globalThis as WindowGlobals).lantern!.invoke('campaign.list', {}));
    expect(list).toMatchObject({ ok: true });
    const bad = await page.evaluate(() => (globalThis as WindowGlobals).lantern!.invoke('fs.readFile', { path: '/etc/passwd' }));
    expect(bad).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
  });

  test('window.open, navigation away and eval are refused', async () => {
    expect(await page.evaluate(() => (globalThis as WindowGlobals).open!('https://example.com'))).toBeNull();
    expect(app.windows()).toHaveLength(1);
    await page.evaluate(() => {
      (globalThis as WindowGlobals).location!.href = 'https://example.com/';
    });
    await page.waitForTimeout(300);
    expect(page.url()).toBe('app://lantern/index.html');
    expect(await page.evaluate(() => {
      try {
        return eval('1 + 1');
      } catch {
        return 'blocked';
      }
    })).toBe('blocked');
  });
});
