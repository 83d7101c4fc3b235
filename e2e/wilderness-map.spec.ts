import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { decodeHexMap, hexToPixel, mapPixelBounds, TERRAINS, type HexMapData } from '../src-shared/hexmap';
import { startHost, type RunningHost } from './host';
import { rpcAt } from './rpc';
import { look } from './look';

let host: RunningHost;
test.beforeEach(async ({ page }) => {
  host = await startHost(undefined, ['--seed', 'a-gms-map']);
  await page.setViewportSize({ width: 1280, height: 900 });
});
test.afterEach(async () => {
  await host.stop();
});

const KEEP = 'The Lantern Keep (demo)';

const rpc = rpcAt(() => host);

/** The region as the host holds it, to read a hex's terrain without trusting the screen. */
async function regionMap(page: Page): Promise<HexMapData> {
  const { campaigns } = await rpc<{ campaigns: { id: number; name: string }[] }>(page, 'campaign.list', {});
  const campaignId = campaigns.find((c) => c.name === KEEP)!.id;
  const { regions } = await rpc<{ regions: { id: number }[] }>(page, 'hexmap.list', { campaignId });
  const { map } = await rpc<{ map: string }>(page, 'hexmap.get', { regionId: regions[0].id });
  return decodeHexMap(Uint8Array.from(Buffer.from(map, 'base64')));
}

const terrainAt = (map: HexMapData, col: number, row: number) => TERRAINS[map.terrain[row * map.width + col]];

/** Where a hex's centre is on the page while the whole 48 x 32 region is fitted in the canvas. */
async function hexOnPage(canvas: Locator, col: number, row: number) {
  const box = (await canvas.boundingBox())!;
  const b = mapPixelBounds(48, 32, 1);
  const zoom = Math.min(box.width / (b.right - b.left), box.height / (b.bottom - b.top));
  const p = hexToPixel(col, row, 1);
  return { x: box.x + box.width / 2 + (p.x - (b.left + b.right) / 2) * zoom, y: box.y + box.height / 2 + (p.y - (b.top + b.bottom) / 2) * zoom };
}

/** The canvas's colour at a page point, as "r,g,b". */
async function colourAt(canvas: Locator, point: { x: number; y: number }): Promise<string> {
  const box = (await canvas.boundingBox())!;
  return canvas.evaluate(
    (el, [x, y]) => {
      // This file is compiled without the DOM's types: the canvas is described by what is used of it.
      const c = el as unknown as {
        width: number;
        getBoundingClientRect(): { width: number };
        getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
      };
      const scale = c.width / c.getBoundingClientRect().width;
      return Array.from(c.getContext('2d').getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data.slice(0, 3)).join(',');
    },
    [point.x - box.x, point.y - box.y],
  );
}

const BACKGROUND = '20,22,27';

async function openMap(page: Page) {
  await page.goto(`${host.url}/#/wilderness`);
  const canvas = page.getByRole('application', { name: 'Map of The Lantern Coast' });
  await expect(canvas).toBeVisible();
  await expect(page.getByTestId('journey-summary')).toBeVisible();
  await page.getByRole('button', { name: 'Fit', exact: true }).click();
  return canvas;
}

test('Ctrl+Z takes back a painted stroke and the route it re-planned; Ctrl+Shift+Z and Ctrl+Y bring them back', async ({ page }) => {
  const canvas = await openMap(page);
  const summary = page.getByTestId('journey-summary');
  // The demo party stands on dungeon level 1: the summary settles once it says why Travel waits.
  await expect(summary).toContainText('leave the dungeon first');
  const planned = await summary.textContent();
  // Day 3 ends on the route: a stroke of mountains across it must change the plan.
  const day3 = await page.getByRole('row', { name: 'Day 3', exact: true }).getByRole('cell').nth(2).textContent();
  const [col, row] = day3!.split('→')[1].trim().split(',').map(Number);
  const before = terrainAt(await regionMap(page), col, row);
  expect(before).not.toBe('mountains');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: 'Map editing' });
  await editor.getByRole('radio', { name: 'mountains' }).click();
  await editor.getByLabel('Brush', { exact: true }).selectOption('1');
  const from = await hexOnPage(canvas, col - 2, row);
  const to = await hexOnPage(canvas, col + 2, row);
  await page.keyboard.down('Shift');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(from.x + ((to.x - from.x) * step) / 8, from.y);
  await page.mouse.up();
  await page.keyboard.up('Shift');
  await expect.poll(async () => terrainAt(await regionMap(page), col, row)).toBe('mountains');

  await page.getByRole('button', { name: 'Plan', exact: true }).click();
  await expect(summary).not.toHaveText(planned!);
  const replanned = await summary.textContent();

  await page.keyboard.press('Control+z');
  await expect.poll(async () => terrainAt(await regionMap(page), col, row)).toBe(before);
  await expect(summary).toHaveText(planned!);

  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(async () => terrainAt(await regionMap(page), col, row)).toBe('mountains');
  await expect(summary).toHaveText(replanned!);

  await page.keyboard.press('Control+z');
  await expect.poll(async () => terrainAt(await regionMap(page), col, row)).toBe(before);
  await page.keyboard.press('Control+y');
  await expect.poll(async () => terrainAt(await regionMap(page), col, row)).toBe('mountains');

  // In a text field Ctrl+Z is the field's own: the map keeps its mountains.
  const stop = page.getByRole('form', { name: 'Add a stop' }).getByLabel('Add a stop: column');
  await stop.fill('12');
  await stop.press('Control+z');
  await page.waitForTimeout(300);
  expect(terrainAt(await regionMap(page), col, row)).toBe('mountains');
});

test('Fit brings the whole region back into the frame after zooming in', async ({ page }) => {
  const canvas = await openMap(page);
  const corners = [
    [0, 0],
    [47, 0],
    [0, 31],
    [47, 31],
  ] as const;
  const coloursAtCorners = async () => Promise.all(corners.map(async ([c, r]) => colourAt(canvas, await hexOnPage(canvas, c, r))));
  for (const colour of await coloursAtCorners()) expect(colour).not.toBe(BACKGROUND);

  await canvas.focus();
  for (let k = 0; k < 6; k++) await page.keyboard.press('+');
  await page.waitForTimeout(200);
  // Zoomed in about the middle: the corner hexes' places now show the middle of the map, not the corners' terrain.
  const zoomed = await coloursAtCorners();

  await page.keyboard.press('f');
  await page.waitForTimeout(200);
  const fitted = await coloursAtCorners();
  for (const colour of fitted) expect(colour).not.toBe(BACKGROUND);
  expect(fitted).not.toEqual(zoomed);
  // The frame has the region's shape, so the fitted map leaves no band above or beside it.
  const box = (await canvas.boundingBox())!;
  const b = mapPixelBounds(48, 32, 1);
  expect(box.width / box.height).toBeCloseTo((b.right - b.left) / (b.bottom - b.top), 1);
});

test('Export PNG draws the whole region at its own size, with the route only when asked; the itinerary downloads as CSV', async ({ page }) => {
  await openMap(page);
  // Zoomed in, the view on screen is a corner of the map; the export must not care.
  await page.getByRole('application', { name: 'Map of The Lantern Coast' }).focus();
  for (let k = 0; k < 4; k++) await page.keyboard.press('+');

  const exportPng = async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PNG' }).click();
    return fs.readFileSync((await (await download).path())!);
  };
  const plain = await exportPng();
  // PNG header: width and height are the big-endian words at bytes 16 and 20.
  // 48 columns, odd rows half a hex east: (48 + 0.5) x sqrt(3) x 16 px = 1344 wide; 31 x 1.5 + 2 = 48.5 radii x 16 px = 776 tall.
  expect([plain.readUInt32BE(16), plain.readUInt32BE(20)]).toEqual([1344, 776]);
  await page.getByLabel('with the route').check();
  const withRoute = await exportPng();
  expect([withRoute.readUInt32BE(16), withRoute.readUInt32BE(20)]).toEqual([1344, 776]);
  expect(withRoute.equals(plain)).toBe(false);
  fs.writeFileSync(test.info().outputPath('region-with-route.png'), withRoute);

  const days = await page.getByRole('table', { name: 'Itinerary' }).locator('tbody tr').count();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = fs.readFileSync((await (await download).path())!, 'utf8').trimEnd().split('\r\n');
  expect(days).toBeGreaterThan(1);
  expect(csv).toHaveLength(days + 1);
  expect(csv[0]).toBe('day,date,mode,from,to,miles,terrain,weather,rations used,water used,rations left,water left,rations short,water short,needs GM,events');
  expect(csv[1]).toMatch(/^1,"Day 1, 08:00",foot,"8,10",/);
  expect(csv[days]).toMatch(new RegExp(`^${days},`));
});

test('a line starts from the last hex the line brush reached, not from a hex clicked with another brush', async ({ page }) => {
  const canvas = await openMap(page);
  const before = await regionMap(page);
  const [a, b, c, between, onLine] = [[10, 10], [10, 14], [14, 14], [10, 12], [12, 14]] as const;
  for (const [col, row] of [a, b, c, between, onLine]) expect(terrainAt(before, col, row)).not.toBe('swamp');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: 'Map editing' });
  await editor.getByRole('radio', { name: 'swamp' }).click();
  await editor.getByLabel('Brush', { exact: true }).selectOption('0');
  const at = (hex: readonly [number, number]) => hexOnPage(canvas, hex[0], hex[1]).then((p) => page.mouse.click(p.x, p.y));
  await at(a);
  await expect.poll(async () => terrainAt(await regionMap(page), ...a)).toBe('swamp');

  await editor.getByLabel('Brush', { exact: true }).selectOption('line');
  // The line's first click only anchors it, whatever the single-hex brush clicked before.
  await at(b);
  await at(c);
  await expect.poll(async () => terrainAt(await regionMap(page), ...onLine)).toBe('swamp');
  const after = await regionMap(page);
  expect([terrainAt(after, ...b), terrainAt(after, ...c), terrainAt(after, ...between)]).toEqual(['swamp', 'swamp', terrainAt(before, ...between)]);
  await look(page, 'wilderness-map/line-brush');
});
