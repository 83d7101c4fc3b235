import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost();
});
test.afterEach(async () => {
  await host.stop();
});

const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const switcher = (page: Page) => page.getByRole('combobox', { name: 'Current campaign' });

async function createCampaign(page: Page, name: string) {
  await page.getByLabel('New campaign').fill(name);
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(card(page, name)).toBeVisible();
}

test('opens on the demo campaign, with its game time in the status bar', async ({ page }) => {
  await page.goto(host.url);
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await expect(card(page, 'The Lantern Keep (demo)')).toContainText('Current');
  await expect(switcher(page)).toHaveValue(/\d+/);
  await expect(page.getByTestId('game-time')).toHaveText('Day 1, 08:00 — turn 48');
  await expect(page.getByText('Browser mode')).toBeVisible();
});

test('create, rename, duplicate, switch and delete a campaign', async ({ page }) => {
  await page.goto(host.url);
  await createCampaign(page, 'The Sunken Abbey');
  await expect(card(page, 'The Sunken Abbey')).toContainText('Current');
  await expect(switcher(page).locator('option:checked')).toHaveText('The Sunken Abbey');
  // The new-campaign form starts the clock at 08:00 unless the GM picks another hour.
  await expect(page.getByTestId('game-time')).toHaveText('Day 1, 08:00 — turn 48');

  await card(page, 'The Sunken Abbey').getByRole('button', { name: 'Rename' }).click();
  const renameBox = page.getByLabel('Rename campaign');
  await renameBox.fill('The Drowned Abbey');
  await renameBox.press('Enter');
  await expect(card(page, 'The Drowned Abbey')).toBeVisible();
  await expect(card(page, 'The Sunken Abbey')).toHaveCount(0);

  await card(page, 'The Drowned Abbey').getByRole('button', { name: 'Duplicate' }).click();
  await expect(card(page, 'The Drowned Abbey (copy)')).toBeVisible();

  await switcher(page).selectOption({ label: 'The Lantern Keep (demo)' });
  await expect(card(page, 'The Lantern Keep (demo)')).toContainText('Current');
  await expect(page.getByTestId('game-time')).toHaveText('Day 1, 08:00 — turn 48');
  await card(page, 'The Drowned Abbey (copy)').getByRole('button', { name: 'Open' }).click();
  await expect(switcher(page).locator('option:checked')).toHaveText('The Drowned Abbey (copy)');

  await card(page, 'The Drowned Abbey (copy)').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete “The Drowned Abbey (copy)”?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'The Drowned Abbey (copy)')).toBeVisible();

  await card(page, 'The Drowned Abbey (copy)').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete campaign' }).click();
  await expect(card(page, 'The Drowned Abbey (copy)')).toHaveCount(0);
  await expect(switcher(page).locator('option')).toHaveText([
    'Giants in the Barrow (GURPS + GULLIVER demo)',
    'The Drowned Abbey',
    'The Lantern Keep (demo)',
    'The Shell Road (Shell demo)',
  ]);
});

test('a bad name shows a clear inline error next to the field and creates nothing', async ({ page }) => {
  await page.goto(host.url);
  const field = page.getByLabel('New campaign');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('alert')).toHaveText('must not be empty');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('the lantern keep (DEMO)');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('alert')).toHaveText('a campaign called "The Lantern Keep (demo)" already exists');
  await expect(page.getByRole('list', { name: 'Campaign list' }).getByRole('listitem')).toHaveCount(3);

  await field.fill('Fine name');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('campaigns survive a restart of the host', async ({ page }) => {
  await page.goto(host.url);
  await createCampaign(page, 'Keep on the Borderlands');
  await card(page, 'Keep on the Borderlands').getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Rename campaign').fill('Caves of Chaos');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Caves of Chaos')).toBeVisible();

  expect(await host.stop()).toBe(0);
  host = await startHost(host.dataDir);
  await page.goto(host.url);
  await expect(card(page, 'Caves of Chaos')).toContainText('Current');
  await expect(card(page, 'The Lantern Keep (demo)')).toBeVisible();
});

test('navigates between the views with the mouse and with Alt+number', async ({ page }) => {
  await page.goto(host.url);
  await page.getByRole('button', { name: /Combat/ }).click();
  await expect(page.getByRole('heading', { name: 'Combat', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New fight' })).toBeVisible();
  await page.keyboard.press('Alt+6');
  await expect(page.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible();
  await page.keyboard.press('Alt+1');
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
});
