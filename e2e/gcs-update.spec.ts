import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { card } from './roster';
import { look } from './look';

// Issue 27, "Must show": re-import after a fight keeps the wounds and updates a changed
// skill; the member goes back to GCS as a file. Tamsin's file is the project's own
// (tests/fixtures/gcs); the "later" file is it with Stealth raised from 12 to 13.

const GURPS = 'Giants in the Barrow (GURPS + GULLIVER demo)';
const tamsin = fs.readFileSync(path.join(import.meta.dirname, '../tests/fixtures/gcs/tamsin-vale.gcs'), 'utf8');
const tamsinLater = tamsin.replace(/("name": "Stealth",[\s\S]*?"level": )12/, '$113');

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'gcs-update']);
});
test.afterEach(async () => {
  await host.stop();
});

async function pick(page: Page, text: string) {
  await page.getByLabel('GCS character files').setInputFiles([{ name: 'tamsin-vale.gcs', mimeType: 'application/json', buffer: Buffer.from(text) }]);
}

test('Tamsin, wounded in a fight, is updated from her changed file: Stealth 12 -> 13, her wounds stay; she goes back to GCS as a file', async ({ page }) => {
  test.setTimeout(90_000);
  expect(tamsinLater).not.toBe(tamsin);
  await page.goto(`${host.url}/#/party`);
  await page.getByLabel('Current campaign').selectOption({ label: GURPS });
  await expect(card(page, 'Sir Aldric Vane')).toBeVisible();

  await pick(page, tamsin);
  await expect(page.getByRole('region', { name: 'GCS import summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  // Her file stores HP 10 of 14.
  await expect(card(page, 'Tamsin Vale')).toContainText('10 / 14');

  // A fight: the barrow wight's blow costs her 6 HP, as the GM enters it.
  await page.keyboard.press('Alt+5');
  await page.getByLabel('Foe from the bestiary').selectOption({ label: 'Barrow wight' });
  await page.getByLabel('How many', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Start the fight' }).click();
  const fighters = page.getByRole('list', { name: 'Initiative order' }).getByTestId('combatant');
  await fighters.filter({ hasText: 'Tamsin Vale' }).click();
  const selected = page.getByRole('region', { name: 'Selected fighter' });
  await selected.getByLabel('Points to take from or give Tamsin Vale').fill('6');
  await selected.getByRole('button', { name: '− HP' }).click();
  await expect(fighters.filter({ hasText: 'Tamsin Vale' })).toContainText('4');
  await page.getByRole('button', { name: 'End fight' }).click();

  await page.goto(`${host.url}/#/party`);
  await expect(card(page, 'Tamsin Vale')).toContainText('4 / 14');

  // Her file again, Stealth raised in GCS: an update is offered, with what changes, on a small window.
  await page.setViewportSize({ width: 1280, height: 720 });
  await pick(page, tamsinLater);
  const offer = page.getByRole('dialog', { name: 'Update from GCS' });
  await expect(offer.getByRole('heading', { name: 'Tamsin Vale is already in the campaign' })).toBeVisible();
  const changes = offer.getByRole('listitem', { name: 'Changes for Tamsin Vale' }).getByRole('row');
  await expect(changes).toHaveText([/What\s*Now\s*From the file/, /Skill: Stealth\s*12\s*13/]);
  await expect(offer.getByRole('button', { name: 'Add as a new character' })).toBeVisible();
  // The offer has the window's width, not the marching order's: its three buttons sit on one line.
  const tops = await offer.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  expect((await offer.boundingBox())!.width).toBeGreaterThan(600);
  await look(page, 'gcs-update/offer');
  await offer.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updated from GCS' })).toHaveText('Updated from GCS: Tamsin Vale (one change).');
  await expect(page.getByRole('listitem', { name: 'Tamsin Vale', exact: true })).toHaveCount(1);

  // The wounds stay; the skill is the file's.
  await expect(card(page, 'Tamsin Vale')).toContainText('4 / 14');
  await card(page, 'Tamsin Vale').click();
  await page.getByRole('tab', { name: 'Sheet' }).click();
  const sheet = page.getByRole('form', { name: 'GURPS sheet of Tamsin Vale' });
  await expect(sheet.getByLabel('Stealth level')).toHaveValue('13');

  // Back to GCS: a .gcs file with her current HP.
  await page.getByRole('button', { name: 'Export to GCS…' }).scrollIntoViewIfNeeded();
  await look(page, 'gcs-update/gcs-export-button');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to GCS…' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Tamsin Vale.gcs');
  const json = JSON.parse(fs.readFileSync(await file.path(), 'utf8')) as { version: number; attributes: { attr_id: string; damage?: number; calc: { value: number; current?: number } }[] };
  expect(json.version).toBe(5);
  expect(json.attributes.find((a) => a.attr_id === 'hp')).toMatchObject({ damage: 10, calc: { value: 14, current: 4 } });
});
