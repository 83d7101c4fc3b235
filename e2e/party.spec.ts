import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { roster, card, pace } from './roster';

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost();
});
test.afterEach(async () => {
  await host.stop();
});


async function addMember(page: Page, name: string, str: string, race = 'Human') {
  await page.getByRole('button', { name: 'Add member' }).click();
  // One new member at a time: the button waits until the form is closed again.
  await expect(page.getByRole('button', { name: 'Add member' })).toBeDisabled();
  const form = page.getByRole('form', { name: 'New member' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Race').selectOption({ label: race });
  await form.getByLabel('STR').fill(str);
  await form.getByRole('button', { name: 'Add to party' }).click();
  await expect(card(page, name)).toBeVisible();
}

async function give(page: Page, itemLabel: string, quantity: string) {
  const panel = page.getByRole('region', { name: / carries$/ });
  await panel.getByLabel('Item to add').selectOption({ label: itemLabel });
  await panel.getByLabel('Quantity to add').fill(quantity);
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
}

test('build a party of four, equip them, watch movement follow armor and load, and pass torches along', async ({ page }) => {
  await page.goto(host.url);
  await page.getByLabel('New campaign').fill('Four on the road');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await page.keyboard.press('Alt+2');
  await expect(page.getByRole('heading', { name: 'Party', level: 1 })).toBeVisible();

  await page.getByLabel('New party').fill('The Four');
  await page.getByRole('button', { name: 'Create party' }).click();
  await expect(page.getByRole('combobox', { name: 'Current party' })).toHaveValue(/\d+/);

  await addMember(page, 'Aldric', '10');
  await addMember(page, 'Bess', '13');
  await addMember(page, 'Corin', '9', 'Halfling');
  await addMember(page, 'Dara', '12', 'Elf');
  await expect(roster(page).getByRole('listitem')).toHaveCount(4);
  await expect(pace(page, 'Aldric')).toHaveText("40' a round · 120' a turn · 24 mi a day");
  await expect(card(page, 'Dara')).toContainText('Darkvision');

  // Armor: leather moves at 30', metal at 20' (supplement A3).
  await card(page, 'Aldric').click();
  await give(page, 'Leather armor (15 lb)', '1');
  // Armor given to someone wearing none is worn at once: no Wear to press.
  await expect(page.getByRole('row', { name: 'Leather armor' }).getByRole('button', { name: 'Take off' })).toBeVisible();
  await expect(pace(page, 'Aldric')).toHaveText("30' a round · 90' a turn · 18 mi a day");
  await give(page, 'Chain mail (40 lb)', '1');
  await page.getByRole('row', { name: 'Chain mail' }).getByRole('button', { name: 'Wear' }).click();
  await expect(pace(page, 'Aldric')).toHaveText("20' a round · 60' a turn · 12 mi a day");
  await expect(page.getByRole('row', { name: 'Leather armor' }).getByRole('button', { name: 'Wear' })).toBeVisible();

  // Load: 40 lb of mail plus 25 lb of rope passes STR 10's 60 lb light load (A2): metal, heavy = 10'.
  await give(page, 'Rope, hemp (50 ft) (5 lb)', '4');
  await expect(pace(page, 'Aldric')).toHaveText("10' a round · 30' a turn · 6 mi a day");
  await expect(card(page, 'Aldric')).toContainText('heavily loaded');
  await expect(page.getByTestId('party-pace')).toContainText('10');
  await expect(page.getByText('Aldric is the slowest')).toBeVisible();

  // Torches from Bess to Corin.
  await card(page, 'Bess').click();
  await give(page, 'Torch (1 lb)', '6');
  const torches = page.getByRole('row', { name: 'Torch' });
  await torches.getByLabel('How many Torch to hand over').fill('4');
  await torches.getByLabel('Give Torch to').selectOption({ label: 'Corin' });
  await torches.getByRole('button', { name: 'Give' }).click();
  await expect(page.getByRole('row', { name: 'Torch' }).getByRole('cell').first()).toHaveText('2');
  await card(page, 'Corin').click();
  await expect(page.getByRole('region', { name: 'Corin carries' }).getByRole('row', { name: 'Torch' }).getByRole('cell').first()).toHaveText('4');
  await expect(page.getByTestId('party-light')).toContainText('6torches');
});

test('the demo party carries torches, a lantern with oil, rations and water', async ({ page }) => {
  await page.goto(`${host.url}/#/party`);
  await expect(roster(page).getByRole('listitem')).toHaveCount(6);
  await expect(page.getByTestId('party-light')).toContainText('16torches');
  await expect(page.getByTestId('party-light')).toContainText('1lantern');
  await expect(page.getByRole('meter', { name: 'Food' })).toHaveAttribute('aria-valuetext', '71 rations · 14 days');
  await expect(page.getByRole('meter', { name: 'Water' })).toHaveAttribute('aria-valuetext', '92 quarts · 18 days');
});

test('a sheet with STR 25 shows the reason under the field and keeps the old value', async ({ page }) => {
  await page.goto(`${host.url}/#/party`);
  await card(page, 'Brannoc Ironfoot').click();
  await page.getByRole('tab', { name: 'Sheet' }).click();
  const sheet = page.getByRole('form', { name: 'Sheet of Brannoc Ironfoot' });
  await sheet.getByLabel('STR', { exact: true }).fill('25');
  await sheet.getByRole('button', { name: 'Save sheet' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('must be 3 to 18');
  await page.reload();
  await card(page, 'Brannoc Ironfoot').click();
  await page.getByRole('tab', { name: 'Sheet' }).click();
  await expect(page.getByRole('form', { name: 'Sheet of Brannoc Ironfoot' }).getByLabel('STR', { exact: true })).toHaveValue('16');
});

test('marching order changes from the keyboard', async ({ page }) => {
  await page.goto(`${host.url}/#/party`);
  await card(page, 'Sister Maelis').focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(roster(page).getByRole('listitem').first()).toHaveAccessibleName('Sister Maelis');
});
