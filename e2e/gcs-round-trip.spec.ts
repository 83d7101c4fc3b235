import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { card } from './roster';
import { look } from './look';

// Issue 39: a GCS sample character (Louis d'Antares, from GCS's own library) read in,
// wounded in play through the sheet, and written back: the file is GCS's own with only
// the wound in it. The sheet shows what the file gave that Lantern keeps.

const GURPS = 'Giants in the Barrow (GURPS + GULLIVER demo)';
const louisText = fs.readFileSync(path.join(import.meta.dirname, '../tests/fixtures/gcs/louis-dantares-excerpt.gcs'), 'utf8');

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'gcs-round-trip']);
});
test.afterEach(async () => {
  await host.stop();
});

test("Louis d'Antares goes to GCS and back with only his wound changed; his sheet shows Fright Check, senses, points and what traits add", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${host.url}/#/party`);
  await page.getByLabel('Current campaign').selectOption({ label: GURPS });
  await expect(card(page, 'Sir Aldric Vane')).toBeVisible();
  await page.getByLabel('GCS character files').setInputFiles([{ name: 'louis.gcs', mimeType: 'application/json', buffer: Buffer.from(louisText) }]);
  await expect(page.getByRole('region', { name: 'GCS import summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  const name = 'Haut-Cornet "Louis" d\'Antares';
  await card(page, name).click();
  await page.getByRole('tab', { name: 'Sheet' }).click();
  const sheet = page.getByRole('form', { name: `GURPS sheet of ${name}` });
  const kept = sheet.getByRole('region', { name: 'Rolls and points' });
  await expect(kept).toContainText('Fright Check14 (Will +2)');
  await expect(kept).toContainText('Vision11');
  await expect(kept).toContainText('Points250');
  await expect(sheet.getByRole('listitem').filter({ has: page.getByLabel('Leadership level') })).toContainText('+4 from traits');
  await expect(sheet.getByRole('listitem').filter({ has: page.getByLabel('Feint level') })).toContainText('technique of Force Sword');
  await kept.scrollIntoViewIfNeeded();
  await look(page, 'gcs-round-trip/louis-sheet');
  await sheet.getByLabel('Feint level').scrollIntoViewIfNeeded();
  await look(page, 'gcs-round-trip/louis-skills');

  // Play: a cut takes him from HP 12 to 7, entered on the sheet.
  await sheet.getByLabel('Current HP').fill('7');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, name)).toContainText('7 / 12');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to GCS…' }).click();
  const exported = JSON.parse(fs.readFileSync(await (await download).path(), 'utf8')) as { attributes: { attr_id: string; damage?: number; calc: { current?: number } }[] };
  const original = JSON.parse(louisText) as typeof exported;
  const hp = original.attributes.find((a) => a.attr_id === 'hp')!;
  hp.damage = 5;
  hp.calc.current = 7;
  expect(exported).toEqual(original);
});
