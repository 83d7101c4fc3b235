import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { card, roster } from './roster';

// Issue 19, "Must show": two GCS files dropped on the Party view of the GURPS demo;
// the members appear with their skills, weapons and inventory; one attack in a
// fight uses the imported weapon. The files are the project's own (tests/fixtures/gcs).

const GURPS = 'Giants in the Barrow (GURPS + GULLIVER demo)';
const fixture = (name: string) => ({ name, text: fs.readFileSync(path.join(import.meta.dirname, '../tests/fixtures/gcs', name), 'utf8') });

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'gcs-import']);
});
test.afterEach(async () => {
  await host.stop();
});

/** Drops files on an element as the OS would: dragenter, dragover and drop carrying one DataTransfer. */
async function dropFiles(page: Page, target: Locator, names: string[]) {
  const files = names.map(fixture);
  const dataTransfer = await page.evaluateHandle((list) => {
    // Runs in the page; this file compiles against Node's types, which have no DataTransfer.
    const dom = globalThis as unknown as { DataTransfer: new () => { items: { add(file: unknown): void } }; File: new (parts: string[], name: string, options: object) => unknown };
    const transfer = new dom.DataTransfer();
    for (const f of list) transfer.items.add(new dom.File([f.text], f.name, { type: 'application/json' }));
    return transfer;
  }, files);
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
}

async function openGurpsParty(page: Page) {
  await page.goto(`${host.url}/#/party`);
  await page.getByLabel('Current campaign').selectOption({ label: GURPS });
  await expect(page.getByRole('heading', { name: 'Party', level: 1 })).toBeVisible();
  await expect(card(page, 'Sir Aldric Vane')).toBeVisible();
}

test('two GCS files dropped on the marching order join the party with their skills, weapons and inventory; one attacks with his mace', async ({ page }) => {
  test.setTimeout(90_000);
  await openGurpsParty(page);
  const drop = page.getByTestId('roster-drop');

  // A bad file among good ones: named with the place in it, and nobody joins.
  await dropFiles(page, drop, ['tamsin-vale.gcs', 'missing-skill-level.gcs']);
  await expect(page.getByRole('alert', { name: 'GCS import error' })).toHaveText(/^missing-skill-level\.gcs: skills\[\d+\].*calc\.level: /);
  await expect(card(page, 'Tamsin Vale')).toHaveCount(0);

  await dropFiles(page, drop, ['tamsin-vale.gcs', 'brother-oak.gcs']);
  await expect(page.getByRole('alert', { name: 'GCS import error' })).toHaveCount(0);
  await expect(card(page, 'Tamsin Vale')).toBeVisible();
  await expect(card(page, 'Brother Oak')).toBeVisible();
  await expect(roster(page).getByRole('listitem')).toHaveText([/Sir Aldric/, /Thistlewick/, /Brogga/, /Clover/, /Iotha/, /Tamsin Vale/, /Brother Oak/]);

  // The summary: what Lantern works out otherwise, and what the GM must apply.
  const summary = page.getByRole('region', { name: 'GCS import summary' });
  await expect(summary.getByRole('heading', { name: '2 characters read from GCS' })).toBeVisible();
  const tamsin = summary.getByRole('listitem', { name: 'Tamsin Vale' });
  await expect(tamsin).toContainText('from tamsin-vale.gcs');
  // Combat Reflexes, High Pain Threshold, Fit and Striking ST are on her sheet now: her Dodge is the file's 10.
  await expect(tamsin.locator('.gcs-differences')).toHaveCount(0);
  await expect(tamsin.locator('.gcs-by-hand')).toHaveText('Apply by hand (Lantern does not work these out): Code of Honor, Dislikes rats.');
  const oak = summary.getByRole('listitem', { name: 'Brother Oak' });
  await expect(oak.locator('.gcs-by-hand')).toHaveText('Apply by hand (Lantern does not work these out): Vow.');

  // Brother Oak's inventory, matched to the catalogue where it has the item.
  await card(page, 'Brother Oak').click();
  const carries = page.getByRole('region', { name: 'Brother Oak carries' });
  for (const [item, count] of [['Mace', '1'], ['Sling', '1'], ['Leather armor (DR 2)', '1'], ['Sling Stone', '10'], ['Rations', '3']]) {
    await expect(carries.getByRole('row', { name: item, exact: true })).toContainText(count);
  }
  // His sheet: the skills with their levels and the weapons.
  await page.getByRole('tab', { name: 'Sheet' }).click();
  const sheet = page.getByRole('form', { name: 'GURPS sheet of Brother Oak' });
  await expect(sheet.getByLabel('Axe/Mace level')).toHaveValue('12');
  await expect(sheet.getByLabel('First Aid level')).toHaveValue('13');
  await expect(sheet.getByRole('listitem', { name: 'Mace (Swung)' })).toBeVisible();
  await expect(sheet.getByRole('listitem', { name: 'Sling (Shoot)' })).toBeVisible();
  await card(page, 'Tamsin Vale').click();
  await expect(page.getByRole('form', { name: 'GURPS sheet of Tamsin Vale' }).getByLabel('Broadsword level')).toHaveValue('15');
  await expect(page.getByRole('form', { name: 'GURPS sheet of Tamsin Vale' }).getByRole('listitem', { name: 'Longbow (Shoot)' })).toBeVisible();

  // A fight: Brother Oak swings his imported mace at a barrow wight.
  await page.keyboard.press('Alt+5');
  await expect(page.getByRole('form', { name: 'New fight' })).toBeVisible();
  await page.getByLabel('Foe from the bestiary').selectOption({ label: 'Barrow wight' });
  await page.getByLabel('How many', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Start the fight' }).click();
  const fighters = page.getByRole('list', { name: 'Initiative order' }).getByTestId('combatant');
  // The demo's three, its archer Iotha, the two imported and one foe.
  await expect(fighters).toHaveCount(7);
  await page.getByLabel('Who acts').selectOption({ label: 'Brother Oak' });
  await fighters.and(page.locator('.side-foes')).first().click();
  const attack = page.getByRole('form', { name: 'Attack' });
  const weapon = attack.getByLabel('Weapon');
  await expect(weapon.locator('option')).toContainText(['Mace (Swung)', 'Sling (Shoot)']);
  await weapon.selectOption({ label: 'Mace (Swung)' });
  await expect(page.getByTestId('attack-preview').and(page.locator('[data-fresh="true"]'))).toBeVisible();
  await attack.getByRole('button', { name: /^Roll attack/ }).click();
  await expect(page.getByRole('region', { name: 'Encounter log' }).locator('li').first()).toContainText(/Brother Oak.*Mace/);
});

test('a GCS monster file picked in the bestiary becomes a foe with its stat block', async ({ page }) => {
  await openGurpsParty(page);
  await page.keyboard.press('Alt+5');
  const bestiary = page.getByRole('region', { name: 'Bestiary' });
  await bestiary.getByLabel('GCS monster files').setInputFiles([{ name: 'cave-troll.gcs', mimeType: 'application/json', buffer: Buffer.from(fixture('cave-troll.gcs').text) }]);
  await expect(bestiary.getByRole('status')).toContainText('From GCS: Cave Troll.');
  // SM +1 is GULLIVER's Linear Scale 1.5.
  await expect(bestiary.getByRole('listitem', { name: 'Cave Troll' })).toContainText('ST 20 DX 11 IQ 7 HT 13');
  await expect(bestiary.getByRole('listitem', { name: 'Cave Troll' })).toContainText('LS 1.5');

  await bestiary.getByLabel('GCS monster files').setInputFiles([{ name: 'version-6.gcs', mimeType: 'application/json', buffer: Buffer.from(fixture('version-6.gcs').text) }]);
  await expect(bestiary.getByRole('alert')).toHaveText(/version-6\.gcs: version: /);
});
