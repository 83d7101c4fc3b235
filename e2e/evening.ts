import { expect, type Browser, type Page } from '@playwright/test';
import type { LevelView } from '../src-shared/contract';
import { hexToPixel, mapPixelBounds } from '../src-shared/hexmap';
import type { RunningHost } from './host';

// The steps a GM takes in a new campaign of their own, through the screens alone, shared by the
// whole-evening specs (issue 36 item 7): no call here sets anything up behind the interface.

/** The players' window beside the GM's: a browser of its own on the link the GM's Players' screen button gives for the current campaign. */
export async function openPlayers(browser: Browser, gm: Page, campaign: string): Promise<Page> {
  await gm.getByRole('button', { name: "Players' screen", exact: true }).click();
  const panel = gm.getByRole('dialog', { name: "Players' link" });
  await expect(panel.getByTestId('players-link-campaign')).toContainText(`For ${campaign} only`);
  const url = await panel.getByLabel("Players' link address").inputValue();
  await gm.getByRole('button', { name: "Players' screen", exact: true }).click();
  const players = await (await browser.newContext({ viewport: { width: 1200, height: 850 } })).newPage();
  await players.goto(url);
  return players;
}

/** A new campaign of the first rules preset whose label matches, made current from the Campaigns view. */
export async function newCampaign(page: Page, host: RunningHost, name: string, rules: RegExp) {
  await page.goto(`${host.url}/#/campaigns`);
  const select = page.getByLabel('Rules', { exact: true });
  const labels = await select.locator('option').allTextContents();
  await select.selectOption({ label: labels.find((l) => rules.test(l))! });
  await page.getByLabel('New campaign').fill(name);
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('list', { name: 'Campaign list' }).getByRole('listitem', { name, exact: true }).getByText('Current')).toBeVisible();
}

export async function newParty(page: Page, host: RunningHost, name: string) {
  await page.goto(`${host.url}/#/party`);
  await page.getByLabel('New party').fill(name);
  await page.getByRole('button', { name: 'Create party' }).click();
  await expect(page.getByRole('combobox', { name: 'Current party' }).locator('option:checked')).toHaveText(`${name} (0)`);
}

/** A member through the New member form; `fields` are the sheet's own labels (Race, Class, STR…), a select's by option label. */
export async function addMember(page: Page, name: string, fields: Record<string, string> = {}) {
  await page.getByRole('button', { name: 'Add member' }).click();
  const form = page.getByRole('form', { name: 'New member' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  for (const [label, value] of Object.entries(fields)) {
    const field = form.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ label: value });
    else await field.fill(value);
  }
  await form.getByRole('button', { name: 'Add to party' }).click();
  await expect(page.getByRole('list', { name: 'Members in marching order' }).getByRole('listitem', { name, exact: true })).toBeVisible();
}

/** A level of `width` x `height` squares drawn and keyed in the Dungeon view, as dungeon-level.spec.ts does it. */
export function levelCanvas(page: Page, width: number, height: number) {
  async function at(col: number, row: number, fx = 0.5, fy = 0.5) {
    const canvas = page.getByTestId('level-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const zoom = Math.min(box.width / (width * 12), box.height / (height * 12), 3);
    return { x: box.x + (box.width - width * 12 * zoom) / 2 + (col + fx) * 12 * zoom, y: box.y + (box.height - height * 12 * zoom) / 2 + (row + fy) * 12 * zoom };
  }
  /** One pointer stroke through squares in order: the canvas paints every square between two positions. */
  async function stroke(squares: [number, number][]) {
    const first = await at(...squares[0]);
    await page.mouse.move(first.x, first.y);
    await page.mouse.down();
    for (const sq of squares.slice(1)) {
      const p = await at(...sq);
      await page.mouse.move(p.x, p.y);
    }
    await page.mouse.up();
  }
  async function click(col: number, row: number, fx = 0.5, fy = 0.5) {
    const p = await at(col, row, fx, fy);
    await page.mouse.click(p.x, p.y);
  }
  return { at, stroke, click };
}

export async function newLevel(page: Page, host: RunningHost, name: string, width: number, height: number) {
  await page.goto(`${host.url}/#/dungeon`);
  await page.getByRole('button', { name: 'New level' }).click();
  await page.getByLabel('Level name').fill(name);
  await page.getByLabel('Width in squares').fill(String(width));
  await page.getByLabel('Height in squares').fill(String(height));
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('combobox', { name: 'Level shown' })).toContainText(name);
  return levelCanvas(page, width, height);
}

/** Keys an area from the Areas & keys tab: its squares by strokes, then the key's fields by label. */
export async function keyArea(page: Page, canvas: ReturnType<typeof levelCanvas>, strokes: [number, number][][], number: number, name: string, fill: Record<string, string>) {
  await page.getByRole('button', { name: 'New area…' }).click();
  for (const s of strokes) await canvas.stroke(s);
  await page.getByLabel('Area number').fill(String(number));
  await page.getByLabel('Area name').fill(name);
  for (const [label, text] of Object.entries(fill)) await page.getByLabel(label, { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Save area' }).click();
  await expect(page.getByRole('combobox', { name: 'Level shown' })).toContainText(`${number} area`);
}

/** A new region of the default size (30 x 20) from the Wilderness view, and a click on one of its hexes with the whole region fitted. */
export async function newRegion(page: Page, host: RunningHost, name: string) {
  await page.goto(`${host.url}/#/wilderness`);
  await page.getByRole('button', { name: 'New region' }).click();
  await page.getByRole('form', { name: 'New region' }).getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create region' }).click();
  await expect(page.getByRole('combobox', { name: 'Map region' }).locator('option:checked')).toHaveText(`${name} (30×20)`);
  return regionCanvas(page, name, 30, 20);
}

export function regionCanvas(page: Page, name: string, width: number, height: number) {
  const canvas = page.getByRole('application', { name: `Map of ${name}` });
  return async function clickHex(col: number, row: number) {
    await page.getByRole('button', { name: 'Fit', exact: true }).click();
    const box = (await canvas.boundingBox())!;
    const b = mapPixelBounds(width, height, 1);
    const zoom = Math.min(box.width / (b.right - b.left), box.height / (b.bottom - b.top));
    const p = hexToPixel(col, row, 1);
    await page.mouse.click(box.x + box.width / 2 + (p.x - (b.left + b.right) / 2) * zoom, box.y + box.height / 2 + (p.y - (b.top + b.bottom) / 2) * zoom);
    await expect(page.getByTestId('selected-hex')).toContainText(`Hex ${col},${row}`);
  };
}

/** Everything the players' window shows as text: what must never name a GM's secret. */
export const playersText = async (players: Page) => (await players.getByRole('main').textContent()) ?? '';

/** Gives a member some of a catalogue item, picked by its name (the list shows each with its weight). */
export async function giveItem(page: Page, who: string, item: string, quantity = 1) {
  await page.getByRole('list', { name: 'Members in marching order' }).getByRole('listitem', { name: who, exact: true }).click();
  const panel = page.getByRole('region', { name: `${who} carries` });
  const select = panel.getByLabel('Item to add');
  const label = (await select.locator('option').allTextContents()).find((l) => l === item || l.startsWith(`${item} (`));
  if (!label) throw new Error(`no ${item} in the catalogue`);
  await select.selectOption({ label });
  await panel.getByLabel('Quantity to add').fill(String(quantity));
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(panel.getByRole('row', { name: item, exact: true })).toBeVisible();
}

/** The level maps a players' window is sent, newest last: what it may draw, read as it arrives. */
export function levelMapsOf(players: Page): LevelView[] {
  const maps: LevelView[] = [];
  players.on('response', async (response) => {
    if (!response.url().endsWith('/rpc/level.map')) return;
    const body = (await response.json()) as { result: { level: LevelView | null } };
    if (body.result.level) maps.push(body.result.level);
  });
  return maps;
}

/** Lights a light from the Dungeon view's Light panel; returns the row that shows it burning. */
export async function lightUp(page: Page, who: string, kind: string, noun: string) {
  const lighter = page.getByLabel('Who lights it');
  await lighter.selectOption((await lighter.locator('option', { hasText: new RegExp(`^${who}`) }).getAttribute('value'))!);
  await page.getByLabel('What to light').selectOption(kind);
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  const row = page.getByRole('listitem', { name: `${who}'s ${noun}` });
  await expect(row).toBeVisible();
  return row;
}

/** A foe of the GM's own in the Combat view's bestiary: its name and any stat fields by label. */
export async function newFoe(page: Page, host: RunningHost, name: string, fields: Record<string, string> = {}) {
  await page.goto(`${host.url}/#/combat`);
  const bestiary = page.getByRole('region', { name: 'Bestiary' });
  await bestiary.getByRole('button', { name: 'New foe' }).click();
  const foe = bestiary.getByRole('form', { name: 'New foe' });
  await foe.getByLabel('Name', { exact: true }).fill(name);
  for (const [label, value] of Object.entries(fields)) await foe.getByLabel(label, { exact: true }).fill(value);
  await foe.getByRole('button', { name: 'Save foe' }).click();
  await expect(foe).toHaveCount(0);
}
