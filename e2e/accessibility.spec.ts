import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';

// Every view of every demo campaign, and the players' screen, audited by axe-core in
// Chromium (issue 28, item 5): no serious or critical finding, contrast included.
// axe reads the whole page; a loaded two-core machine needs more than the default half minute.
test.describe.configure({ timeout: 60_000 });

let host: RunningHost;
test.beforeAll(async () => {
  host = await startHost();
});
test.afterAll(async () => {
  await host.stop();
});

const CAMPAIGNS = ['The Lantern Keep (demo)', 'Giants in the Barrow (GURPS + GULLIVER demo)', 'The Shell Road (Shell demo)'];
const VIEWS = ['Campaigns', 'Party', 'Dungeon', 'Wilderness', 'Combat', 'Journal', 'Calendar', 'Notebook'];
const playersLink = () => /Players' screen[^:]*: (http:\/\/\S+)/.exec(host.output())![1];

async function findings(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

for (const campaign of CAMPAIGNS) {
  for (const [index, view] of VIEWS.entries()) {
    test(`${campaign}: the ${view} view passes the audit`, async ({ page }) => {
      await page.goto(host.url);
      await page.getByLabel('Current campaign').selectOption({ label: campaign });
      await page.getByLabel('Current campaign').blur();
      await page.keyboard.press(`Alt+${index + 1}`);
      await expect(page.getByRole('heading', { name: view, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await findings(page, view)).toEqual([]);
    });
  }
}

test("the players' screen passes the audit", async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(playersLink());
  await expect(page.getByTestId('players-time')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await findings(page, 'players')).toEqual([]);
});

// The specs run with reduced motion asked for (playwright.config.ts): both settings are set here.
test('a GM who asks the system for less motion gets meters that change at once', async ({ page }) => {
  await page.goto(host.url);
  // The file's tests share a host, and another may have left a campaign selected whose party has no meter.
  await page.getByLabel('Current campaign').selectOption({ label: CAMPAIGNS[0] });
  await page.getByLabel('Current campaign').blur();
  await page.keyboard.press('Alt+3');
  await expect(page.getByRole('heading', { name: 'Dungeon', level: 1 })).toBeVisible();
  const meter = page.locator('.meter-fill').first();
  await expect(meter).toBeVisible();
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(meter).toHaveCSS('transition-duration', '0.2s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(meter).toHaveCSS('transition-duration', '0s');
});
