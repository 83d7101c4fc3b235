import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { look } from './look';

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost();
});
test.afterEach(async () => {
  await host.stop();
});

const grid = (page: Page) => page.getByRole('list', { name: 'Campaign list' });
const card = (page: Page, name: string) => grid(page).getByRole('listitem', { name, exact: true });
const KEEP = 'The Lantern Keep (demo)';

test('a deleted campaign waits in the bin and comes back whole', async ({ page }) => {
  await page.goto(host.url);
  await card(page, KEEP).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('bin');
  await dialog.getByRole('button', { name: 'Delete campaign' }).click();
  await expect(card(page, KEEP)).toHaveCount(0);

  const bin = page.getByRole('list', { name: 'Campaigns in the bin' });
  await expect(bin.getByRole('listitem', { name: `${KEEP} (in the bin)` })).toBeVisible();
  await page.getByRole('heading', { name: 'Bin' }).scrollIntoViewIfNeeded();
  await look(page, 'safekeeping/bin');
  await bin.getByRole('listitem', { name: `${KEEP} (in the bin)` }).getByRole('button', { name: 'Restore' }).click();
  await expect(card(page, KEEP)).toContainText('Current');
  await expect(page.getByRole('heading', { name: 'Bin' })).toHaveCount(0);
  // Whole: its journal is there, undo included.
  await page.keyboard.press('Alt+6');
  await expect(page.getByRole('button', { name: /Undo/ }).first()).toBeVisible();
});

test('export a campaign as a .lantern file and import it back in browser mode', async ({ page }, testInfo) => {
  await page.goto(host.url);
  const download = page.waitForEvent('download');
  await card(page, KEEP).getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('the-lantern-keep-demo.lantern');
  const saved = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(saved);
  expect(fs.readFileSync(saved).subarray(0, 15).toString('latin1')).toBe('SQLite format 3');

  await page.getByLabel('Campaign file to import').setInputFiles(saved);
  await expect(page.getByRole('status')).toContainText(`Imported “${KEEP} (restored)” from the-lantern-keep-demo.lantern.`);
  await expect(card(page, `${KEEP} (restored)`)).toBeVisible();

  // A file that is not a campaign is refused with the reason.
  const text = testInfo.outputPath('notes.lantern');
  fs.writeFileSync(text, 'just some notes');
  await page.getByLabel('Campaign file to import').setInputFiles(text);
  await expect(page.getByRole('alert').filter({ hasText: 'notes.lantern: upload: this is not a Lantern campaign file' })).toBeVisible();

  // A backup by hand shows in the Backups section with the campaigns it holds.
  await page.getByRole('button', { name: 'Back up now' }).click();
  const newest = page.getByRole('list', { name: 'Backups' }).getByRole('listitem').first();
  await expect(newest).toContainText('by hand');
  await expect(newest).toContainText(`${KEEP} (restored)`);
  await page.getByRole('heading', { name: 'Backups' }).scrollIntoViewIfNeeded();
  await look(page, 'safekeeping/safekeeping', { fullPage: true });
});
