import { expect, test, type Page } from '@playwright/test';
import { hexToPixel, mapPixelBounds } from '../src-shared/hexmap';
import { startHost, type RunningHost } from './host';
import { card } from './roster';
import { rpcAt } from './rpc';
import { look } from './look';

// Issue 28, item 5: a journal entry's hidden rolls open on a click; a long name on the
// players' screen wraps instead of being cut.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'small-things']);
});
test.afterEach(async () => {
  await host.stop();
});

const playersLink = () => /Players' screen[^:]*: (http:\/\/\S+)/.exec(host.output())![1];

const rpc = rpcAt(() => host);

async function keepParty(page: Page) {
  const { selectedId } = await rpc<{ selectedId: number }>(page, 'campaign.list', {});
  const { parties } = await rpc<{ parties: { id: number }[] }>(page, 'party.list', { campaignId: selectedId });
  return rpc<{ id: number; members: { id: number; name: string }[] }>(page, 'party.get', { partyId: parties[0].id });
}

test("a journal entry's rolls past the first six open and close again", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`${host.url}/#/journal`);
  const party = await keepParty(page);
  // Twelve hours underground: a wandering check every two turns, far more than six rolls.
  await rpc(page, 'clock.advance', { partyId: party.id, seconds: 12 * 3600, stopOnEvent: false });
  await page.reload();
  const entry = page.locator('li.journal-entry').filter({ has: page.getByRole('list', { name: 'Dice rolled' }) }).first();
  const rolls = entry.getByRole('list', { name: 'Dice rolled' });
  const more = rolls.getByRole('button', { name: /^…and \d+ more rolls$/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const hidden = Number(/\d+/.exec((await more.textContent())!)![0]);
  await expect(rolls.getByRole('listitem')).toHaveCount(7);
  await more.click();
  const fewer = rolls.getByRole('button', { name: 'Show fewer rolls' });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  await expect(rolls.getByRole('listitem')).toHaveCount(6 + hidden + 1);
  await look(entry, 'small-things/journal-rolls-open');
  await fewer.click();
  await expect(rolls.getByRole('listitem')).toHaveCount(7);
});

test("a long name on the players' screen wraps whole instead of being cut", async ({ page, browser }) => {
  const party = await keepParty(page);
  const name = 'Wandering Wilhelmina of the Western Wastes';
  await rpc(page, 'member.update', { memberId: party.members[0].id, name });
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const players = await context.newPage();
  await players.goto(playersLink());
  const shown = players.locator('.players-name', { hasText: name });
  await expect(shown).toHaveText(name);
  const fits = await shown.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
  // One read of the box: the screen may draw the name afresh between two.
  expect(await shown.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(1280);
  await look(players.getByRole('region', { name: 'The party', exact: true }), 'small-things/players-long-name');
  await context.close();
});

test('the add-item form on a member says armor is worn at once', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`${host.url}/#/party`);
  const hint = page.getByText('Armor given to someone wearing none is worn at once.').first();
  await expect(hint).toBeVisible();
  await look(hint.locator('xpath=..'), 'small-things/add-item-armor-hint');
});


test('water added while the Wilderness view is open takes "Water runs out" off day 1 of the journey forecast', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`${host.url}/#/wilderness`);
  const party = await keepParty(page);
  type Stack = { id: number; item: { name: string } };
  const { campaignId, members, stores } = await rpc<{ campaignId: number; members: { items: Stack[] }[]; stores: Stack[] }>(page, 'party.get', { partyId: party.id });
  // The demo party down to one 2-quart waterskin: the water runs out on the first day.
  const water = [...members.flatMap((m) => m.items), ...stores].filter((s) => /water/i.test(s.item.name));
  for (const stack of water.slice(1)) await rpc(page, 'inventory.remove', { stackId: stack.id });
  await page.reload();
  const warnings = page.getByTestId('journey-summary').getByRole('list', { name: 'Journey warnings' });
  await expect(warnings).toContainText('Day 1: Water runs out.');
  // 50 quarts from another window: a 10-gallon cask and five 2-quart skins. No reload.
  const { items } = await rpc<{ items: { id: number; name: string }[] }>(page, 'catalogue.list', { campaignId });
  const add = (name: RegExp, quantity: number) => rpc(page, 'inventory.add', { to: { partyId: party.id }, itemId: items.find((i) => name.test(i.name))!.id, quantity });
  await add(/^Water cask \(10 gallons\)/, 1);
  await add(/^Waterskin \(2 quarts\)/, 5);
  // Later days may not run out at all: the route crosses water, where the containers are filled again.
  await expect(warnings).not.toContainText('Day 1: Water runs out.');
  await look(warnings, 'small-things/forecast-after-50-quarts');
});

test('selecting a hex to label it changes nothing: no journal entry, the planned journey kept', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${host.url}/#/wilderness`);
  const { selectedId: campaignId } = await rpc<{ selectedId: number }>(page, 'campaign.list', {});
  const newest = async () => (await rpc<{ entries: { id: number; summary: string }[] }>(page, 'journal.list', { campaignId, limit: 1 })).entries[0];
  const { regions } = await rpc<{ regions: { id: number }[] }>(page, 'hexmap.list', { campaignId });
  const journey = async () => (await rpc<{ journey: { id: number; days: unknown[] } }>(page, 'journey.latest', { regionId: regions[0].id })).journey;
  await expect(page.getByTestId('journey-summary')).toBeVisible();
  const [before, planned] = [await newest(), await journey()];
  await page.getByRole('button', { name: 'Fit', exact: true }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('region', { name: 'Map editing' }).getByRole('radio', { name: 'keep terrain' }).click();
  // Hex 20,20 on the fitted 48 x 32 map.
  const box = (await page.getByRole('application', { name: /^Map of / }).boundingBox())!;
  const b = mapPixelBounds(48, 32, 1);
  const zoom = Math.min(box.width / (b.right - b.left), box.height / (b.bottom - b.top));
  const hex = hexToPixel(20, 20, 1);
  await page.mouse.click(box.x + box.width / 2 + (hex.x - (b.left + b.right) / 2) * zoom, box.y + box.height / 2 + (hex.y - (b.top + b.bottom) / 2) * zoom);
  await expect(page.getByRole('form', { name: 'Hex 20,20 label and note' })).toBeVisible();
  // Long enough for a paint and a plan after it to land, had they been sent.
  await page.waitForLoadState('networkidle');
  expect(await newest()).toEqual(before);
  expect(await journey()).toEqual(planned);
});

test('a new item for the catalogue: a missing weight is named under its field, a tower shield with its Defense Bonus is added and given', async ({ page }) => {
  await page.goto(`${host.url}/#/party`);
  await page.getByLabel('Current campaign').selectOption({ label: 'Giants in the Barrow (GURPS + GULLIVER demo)' });
  await card(page, 'Sir Aldric Vane').click();
  const carries = page.getByRole('region', { name: 'Sir Aldric Vane carries' });
  await carries.getByRole('button', { name: 'New item…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New catalogue item' });
  await dialog.getByLabel('Name').fill('Tower shield');
  await dialog.getByLabel('Category').selectOption({ label: 'Shields' });
  await dialog.getByLabel('Price ($)').fill('90');
  await dialog.getByLabel('Defense Bonus').fill('3');
  await dialog.getByRole('button', { name: 'Add to catalogue' }).click();
  await expect(dialog.getByLabel('Weight (lb)')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('.field-error')).toHaveText(/enter a number/);
  await look(page, 'small-things/new-catalogue-item');
  await dialog.getByLabel('Weight (lb)').fill('25');
  await dialog.getByRole('button', { name: 'Add to catalogue' }).click();
  await expect(dialog).toBeHidden();
  // The new item waits in the add select, ready to give.
  await expect(carries.getByLabel('Item to add').locator('option:checked')).toHaveText('Tower shield (25 lb)');
  await carries.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(carries.getByRole('row', { name: /Tower shield/ })).toBeVisible();
  const { selectedId } = await rpc<{ selectedId: number }>(page, 'campaign.list', {});
  const { items } = await rpc<{ items: { name: string; key: string; category: string; weightLb: number; costGp: number; defenseBonus: number | null }[] }>(page, 'catalogue.list', { campaignId: selectedId });
  expect(items.find((i) => i.name === 'Tower shield')).toMatchObject({ key: 'tower-shield', category: 'shield', weightLb: 25, costGp: 90, defenseBonus: 3 });
});
