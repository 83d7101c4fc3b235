import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { decodeHexMap, featureIds, hexToPixel, mapPixelBounds } from '../src-shared/hexmap';
import { startHost, type RunningHost } from './host';
import { rpcAt } from './rpc';
import { look } from './look';

// Issue 36: a GM preparing and starting a campaign of their own through the screens. The demo
// campaign's region is 48 x 32 hexes, Millbrook is keyed at (8,15), and its party, The Lantern
// Bearers, starts in the demo level's entry hall.

let host: RunningHost;
const rpc = rpcAt(() => host);
test.beforeEach(async ({ page }) => {
  host = await startHost(undefined, ['--seed', 'a-gms-prep']);
  await page.setViewportSize({ width: 1400, height: 1000 });
});
test.afterEach(async () => {
  await host.stop();
});
test.setTimeout(120_000);

const PARTY = 'The Lantern Bearers';
const playersLink = () => /Players' screen[^:]*: (http:\/\/\S+)/.exec(host.output())![1];

async function campaignOf(page: Page) {
  const { campaigns } = await rpc<{ campaigns: { id: number; rulesSystem: string; gameTimeSeconds: number }[] }>(page, 'campaign.list', {});
  return campaigns.find((c) => c.rulesSystem === 'bfrpg')!;
}

async function partyOf(page: Page) {
  const campaign = await campaignOf(page);
  const { parties } = await rpc<{ parties: { id: number; name: string }[] }>(page, 'party.list', { campaignId: campaign.id });
  const id = parties.find((p) => p.name === PARTY)!.id;
  return rpc<{ id: number; location: { kind: string; hex: { col: number; row: number } | null; regionId: number | null } }>(page, 'party.get', { partyId: id });
}

/** Where a hex's centre is on the page while the whole 48 x 32 region is fitted in the canvas. */
async function hexOnPage(canvas: Locator, col: number, row: number) {
  const box = (await canvas.boundingBox())!;
  const b = mapPixelBounds(48, 32, 1);
  const zoom = Math.min(box.width / (b.right - b.left), box.height / (b.bottom - b.top));
  const p = hexToPixel(col, row, 1);
  return { x: box.x + box.width / 2 + (p.x - (b.left + b.right) / 2) * zoom, y: box.y + box.height / 2 + (p.y - (b.top + b.bottom) / 2) * zoom };
}

async function openMap(page: Page) {
  await page.goto(`${host.url}/#/wilderness`);
  const canvas = page.getByRole('application', { name: 'Map of The Lantern Coast' });
  await expect(canvas).toBeVisible();
  await page.getByRole('button', { name: 'Fit', exact: true }).click();
  const click = async (col: number, row: number) => {
    const p = await hexOnPage(canvas, col, row);
    await page.mouse.click(p.x, p.y);
    await expect(page.getByTestId('selected-hex')).toContainText(`Hex ${col},${row}`);
  };
  return { canvas, click };
}

test("Keys › Save key keeps a new hex's key, and a refusal is shown beside Save key, not at the top of the page", async ({ page }) => {
  const { click } = await openMap(page);
  await page.getByRole('group', { name: 'Map mode' }).getByRole('button', { name: 'Keys' }).click();
  await click(20, 20);
  const form = page.getByRole('form', { name: 'Hex key' });
  await form.getByLabel('Read-aloud text').fill('A ring of standing stones, taller than a man.');
  await form.getByLabel('Landmark').fill('The Nine Maidens');
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/rpc/hexmap.setKey')), form.getByRole('button', { name: 'Save key' }).click()]);
  await expect(form.getByRole('alert')).toHaveCount(0);

  const campaign = await campaignOf(page);
  const { regions } = await rpc<{ regions: { id: number }[] }>(page, 'hexmap.list', { campaignId: campaign.id });
  const { keys } = await rpc<{ keys: { hex: { col: number; row: number }; key: { readAloud: string; landmark: string } }[] }>(page, 'hexmap.keys', { regionId: regions[0].id });
  expect(keys.find((k) => k.hex.col === 20 && k.hex.row === 20)?.key).toMatchObject({ readAloud: 'A ring of standing stones, taller than a man.', landmark: 'The Nine Maidens' });

  // A landmark longer than a key holds (300 characters, src-shared/contract/place-key.ts): the host refuses it, and the form says why.
  await form.getByLabel('Landmark').fill('x'.repeat(301));
  await form.getByRole('button', { name: 'Save key' }).click();
  await expect(form.getByRole('alert')).toHaveText('Key landmark: must be at most 300 characters');
  await expect(page.locator('.banner')).toHaveCount(0);
  await look(page, 'gm-prep/hex-key-refused');
});

test('a party is placed on a hex of a region, then in an area of a level, with no time spent; the players see where it is; Undo takes it back', async ({ page, browser }) => {
  const players = await (await browser.newContext()).newPage();
  await players.goto(playersLink());
  const { click } = await openMap(page);
  const before = await campaignOf(page);
  expect((await partyOf(page)).location.kind).toBe('dungeon');

  await click(8, 15);
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/rpc/journey.place')), page.getByRole('button', { name: `Place ${PARTY} on hex 8,15` }).click()]);
  await expect(page.getByTestId('arrival-card')).toContainText('The party is at Millbrook');
  await expect(page.getByRole('group', { name: 'Trade at Millbrook' })).toBeVisible();
  const placed = await partyOf(page);
  expect(placed.location).toMatchObject({ kind: 'hex', hex: { col: 8, row: 15 } });
  expect((await campaignOf(page)).gameTimeSeconds).toBe(before.gameTimeSeconds);
  await expect(players.getByTestId('players-map')).toBeVisible();
  await expect(players.locator('.players-foot')).toContainText('Millbrook');
  await look(page, 'gm-prep/placed-on-hex');
  await look(players, 'gm-prep/placed-on-hex-players');

  // Into the level: the party is no longer on it, so a click on a square picks it (area 2, the guard post, starts at 12,2).
  await page.goto(`${host.url}/#/dungeon`);
  const actions = page.locator('.place-actions');
  await expect(actions).toContainText('The party is not on this level.');
  const canvas = page.getByTestId('level-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const zoom = Math.min(box.width / (40 * 12), box.height / (30 * 12), 3);
  const x = box.x + (box.width - 40 * 12 * zoom) / 2 + 13.5 * 12 * zoom;
  const y = box.y + (box.height - 30 * 12 * zoom) / 2 + 2.5 * 12 * zoom;
  await page.mouse.click(x, y);
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/rpc/level.enter')), actions.getByRole('button', { name: 'Place the party here (area 2)' }).click()]);
  await expect(page.getByTestId('place-actions')).toContainText('Square (13, 2), area 2');
  expect((await campaignOf(page)).gameTimeSeconds).toBe(before.gameTimeSeconds);
  await expect(players.locator('.players-foot')).toContainText('The Lantern Keep');
  await look(page, 'gm-prep/placed-in-area');

  // Undo goes back one placement at a time: out of the level onto Millbrook's hex, then back where the party began.
  await page.goto(`${host.url}/#/wilderness`);
  const undo = page.getByRole('toolbar', { name: 'Map view' }).getByRole('button', { name: 'Undo' });
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/rpc/journal.undo')), undo.click()]);
  await expect.poll(async () => (await partyOf(page)).location).toMatchObject({ kind: 'hex', hex: { col: 8, row: 15 } });
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/rpc/journal.undo')), undo.click()]);
  await expect.poll(async () => (await partyOf(page)).location.kind).toBe('dungeon');

  // Back on its level, the party is put elsewhere on it without walking: area 3, the barracks, starts at 21,2.
  await page.goto(`${host.url}/#/dungeon`);
  const place = page.getByTestId('place-actions');
  await place.getByLabel('Clicks place the party (no time passes)').check();
  const again = (await canvas.boundingBox())!;
  const zoomAgain = Math.min(again.width / (40 * 12), again.height / (30 * 12), 3);
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/rpc/level.enter')),
    page.mouse.click(again.x + (again.width - 40 * 12 * zoomAgain) / 2 + 22.5 * 12 * zoomAgain, again.y + (again.height - 30 * 12 * zoomAgain) / 2 + 2.5 * 12 * zoomAgain),
  ]);
  await expect(place).toContainText('Square (22, 2), area 3');
  expect((await campaignOf(page)).gameTimeSeconds).toBe(before.gameTimeSeconds);
});

test('Plan journey over an unfinished journey says why beside the button and offers to drop it or go on with it', async ({ page }) => {
  // No dialog handler: the question the browser asks is dismissed, as a GM who says no.
  await openMap(page);
  const planner = page.getByRole('region', { name: 'Journey planner' });
  // The demo's party has its 15-day voyage planned and not travelled.
  await expect(page.getByTestId('journey-summary')).toContainText('15 days');
  const stop = planner.getByRole('form', { name: 'Add a stop' });
  await stop.getByLabel('Add a stop: column').fill('10');
  await stop.getByLabel('Add a stop: row').fill('12');
  await stop.getByRole('button', { name: 'Add' }).click();
  await planner.getByRole('button', { name: 'Plan journey' }).click();
  const waiting = planner.getByTestId('journey-waiting');
  await expect(waiting).toContainText(`Not planned: ${PARTY} has a journey not yet finished (15 days). Planning again throws it away.`);
  await expect(waiting.getByRole('button', { name: 'Travel that one' })).toBeVisible();
  await look(planner, 'gm-prep/journey-waiting');

  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/rpc/journey.plan')), waiting.getByRole('button', { name: 'Drop it and plan this one' }).click()]);
  await expect(waiting).toHaveCount(0);
  const campaign = await campaignOf(page);
  const { regions } = await rpc<{ regions: { id: number }[] }>(page, 'hexmap.list', { campaignId: campaign.id });
  const { journey } = await rpc<{ journey: { legs: { to: { col: number; row: number } }[] } }>(page, 'journey.latest', { regionId: regions[0].id });
  expect(journey.legs.map((l) => l.to)).toEqual([{ col: 10, row: 12 }]);
});

test('a line drawn with a new feature starts where the GM clicks, not at the end of the last line of another', async ({ page }) => {
  const { canvas } = await openMap(page);
  const campaign = await campaignOf(page);
  const { regions } = await rpc<{ regions: { id: number }[] }>(page, 'hexmap.list', { campaignId: campaign.id });
  const features = async () => {
    const { map } = await rpc<{ map: string }>(page, 'hexmap.get', { regionId: regions[0].id });
    const data = decodeHexMap(Uint8Array.from(Buffer.from(map, 'base64')));
    return (col: number, row: number) => featureIds(data.features[row * data.width + col]);
  };
  const [a, b, c, d, between] = [[20, 21], [24, 21], [20, 25], [24, 25], [22, 23]] as const;
  const before = await features();
  for (const [col, row] of [a, b, c, d, between]) expect(before(col, row)).toEqual([]);

  await page.getByRole('group', { name: 'Map mode' }).getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('region', { name: 'Map editing' });
  await editor.getByRole('radio', { name: 'keep terrain' }).click();
  await editor.getByLabel('Brush', { exact: true }).selectOption('line');
  await editor.getByLabel('Feature', { exact: true }).selectOption('trail');
  const at = async (hex: readonly [number, number]) => {
    const p = await hexOnPage(canvas, ...hex);
    await page.mouse.click(p.x, p.y);
  };
  await at(a);
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/rpc/hexmap.paint')), at(b)]);
  await editor.getByLabel('Feature', { exact: true }).selectOption('river');
  await at(c);
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/rpc/hexmap.paint')), at(d)]);

  const after = await features();
  expect([after(...a), after(...b), after(...c), after(...d), after(...between)]).toEqual([['trail'], ['trail'], ['river'], ['river'], []]);
});

/** A new campaign of the first rules preset whose label matches, made through the Campaigns view. */
async function newCampaign(page: Page, name: string, rules: RegExp) {
  await page.goto(`${host.url}/#/campaigns`);
  const select = page.getByLabel('Rules', { exact: true });
  const labels = await select.locator('option').allTextContents();
  await select.selectOption({ label: labels.find((l) => rules.test(l))! });
  await page.getByLabel('New campaign').fill(name);
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('listitem', { name, exact: true })).toBeVisible();
}

// Where it stands, the same party's light cites GULLIVER's table as borrowed (tests/gurps-darkness-modifiers.test.ts).
test("a new GURPS campaign's first party can come from GCS files, and its light waits for a place without citing GULLIVER as the campaign's", async ({ page }) => {
  await newCampaign(page, 'Wyrmwood', /^GURPS Lite$/);
  await page.goto(`${host.url}/#/party`);
  await expect(page.getByRole('button', { name: 'Import GCS…' })).toBeVisible();
  const text = fs.readFileSync(path.join(import.meta.dirname, '../tests/fixtures/gcs/dfa-basic-warrior.gcs'));
  await page.getByLabel('GCS character files to start the first party').setInputFiles([{ name: 'dfa-basic-warrior.gcs', mimeType: 'application/json', buffer: text }]);
  await expect(page.getByRole('list', { name: 'Members in marching order' }).getByRole('listitem')).toHaveCount(1);
  const { campaigns } = await rpc<{ campaigns: { id: number; name: string }[] }>(page, 'campaign.list', {});
  const { parties } = await rpc<{ parties: { name: string; memberCount: number }[] }>(page, 'party.list', { campaignId: campaigns.find((c) => c.name === 'Wyrmwood')!.id });
  expect(parties).toMatchObject([{ name: 'The party', memberCount: 1 }]);
  await look(page, 'gm-prep/gurps-first-party');

  await page.goto(`${host.url}/#/dungeon`);
  await expect(page.getByTestId('light-level')).toHaveText('No place yet');
  await expect(page.getByText('(GULLIVER light levels)')).toHaveCount(0);
});

test("an empty party's pace in a Shell campaign reads Shell's round", async ({ page }) => {
  await newCampaign(page, 'Shellfield', /Shell/);
  await page.goto(`${host.url}/#/party`);
  await page.getByLabel('New party').fill('Wayfarers');
  await page.getByRole('button', { name: 'Create party' }).click();
  await expect(page.getByTestId('party-pace')).toContainText('a round (5 s)');
  await look(page, 'gm-prep/shell-empty-party');
});

test("a month's days take digits only, and say so beside the field", async ({ page }) => {
  await page.goto(`${host.url}/#/calendar`);
  await page.getByRole('button', { name: 'Give this campaign a calendar' }).click();
  const editor = page.getByRole('form', { name: 'Calendar editor' });
  await editor.getByRole('button', { name: 'Twelve months of thirty days' }).click();
  const days = editor.getByLabel('Month 1 days');
  await days.fill('3O');
  await expect(days).toHaveValue('3');
  const row = editor.getByRole('listitem').filter({ has: page.getByLabel('Month 1 days') });
  await expect(row.getByRole('alert')).toHaveText('days: whole numbers only, such as 30');
  await days.fill('31');
  await expect(row.getByRole('alert')).toHaveCount(0);
});

test("a torch from the party's stores is lit from the Light panel in one action", async ({ page }) => {
  // Twelve torches go into the stores from the Party view, as a GM stocking up would.
  await page.goto(`${host.url}/#/party`);
  const stores = page.getByRole('region', { name: 'Party stores' });
  await stores.getByLabel('Item to add').selectOption({ label: 'Torch (1 lb)' });
  await stores.getByLabel('Quantity to add').fill('12');
  await stores.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(stores).toContainText('Torch');

  await page.goto(`${host.url}/#/dungeon`);
  const light = page.getByRole('region', { name: 'Light' });
  const form = light.getByRole('form', { name: 'Light a light' });
  const fromStores = form.getByLabel('from the stores (12 torches)');
  await fromStores.check();
  await form.getByLabel('What to light').selectOption({ label: 'Torch' });
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/rpc/light.light')), form.getByRole('button', { name: 'Light', exact: true }).click()]);
  await expect(form.getByLabel('from the stores (11 torches)')).toBeVisible();
  const party = await partyOf(page);
  const view = await rpc<{ stores: { item: { name: string }; quantity: number }[] }>(page, 'party.get', { partyId: party.id });
  expect(view.stores.find((s) => s.item.name === 'Torch')?.quantity).toBe(11);
  await look(light, 'gm-prep/torch-from-stores');
});
