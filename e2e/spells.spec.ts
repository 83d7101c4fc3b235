import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { look } from './look';

// Issue 26, item 3: in the Basic Fantasy demo Sister Maelis (Cleric 2) prepares and casts
// Light; the party has light for 8 turns (6 + 1 per level, supplement A21), then darkness.
// Pip (Thief 2) searches for traps on her Remove Traps of 25% (supplement A22).

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'light-at-the-keep']);
});
test.afterEach(async () => {
  await host.stop();
});

const KEEP = 'The Lantern Keep (demo)';

test('the cleric prepares and casts Light: light for its duration, darkness when it ends', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1300 });
  await page.goto(`${host.url}/#/dungeon`);
  await page.getByLabel('Current campaign').selectOption({ label: KEEP });
  const lightPanel = page.getByRole('region', { name: 'Light' });
  const level = page.getByTestId('light-level');
  // Whatever burns at the start is put out, so only the spell lights the party.
  for (let put = lightPanel.getByRole('button', { name: 'Put out' }); (await put.count()) > 0; ) await put.first().click();
  await expect(level).toHaveText('Darkness');

  const spells = page.getByRole('region', { name: 'Spells' });
  const maelis = spells.getByRole('article', { name: "Sister Maelis's spells" });
  await expect(maelis.getByTestId('spell-slots')).toHaveText('1st: 1 a day');
  await maelis.getByLabel('1st-level slot 1').selectOption({ label: 'Light' });
  await maelis.getByRole('button', { name: 'Prepare' }).click();
  await expect(page.getByRole('region', { name: 'Journal' })).toContainText('Sister Maelis prepares Light');
  await expect(maelis.getByRole('listitem').filter({ hasText: 'Light' })).toContainText('ready');
  await maelis.getByRole('button', { name: 'Cast Light' }).click();

  await expect(level).toHaveText("Bright 30' · dim to 50'");
  await expect(page.getByTestId('spell-lights')).toContainText('Light (Sister Maelis)');
  await expect(page.getByTestId('spell-lights')).toContainText("1 hour 20 minutes left · spell light, 30' bright, 50' dim");
  await expect(lightPanel.getByRole('alert')).toHaveCount(0);
  await expect(maelis.getByRole('listitem').filter({ hasText: 'Light' })).toContainText('cast');
  await look(lightPanel, 'spells/light-panel-spell-lit');
  await look(spells, 'spells/panel');
  await look(page, 'spells/dungeon-with-spell', { fullPage: true });

  // The players' screen sees the same light.
  const players = await (await browser.newContext({ viewport: { width: 1200, height: 800 } })).newPage();
  await players.goto(`${host.url}/#/players`);
  await expect(players.getByTestId('players-light-level')).toHaveText('Bright 30\'');
  await expect(players.getByTestId('players-lights')).toContainText('Light (Sister Maelis)');
  // Its time left in the same words as the GM's panel and the players' own list of effects, not "8 turns" there and "1 hour 20 minutes" here.
  await expect(players.getByTestId('players-lights')).toContainText('1 hour 20 minutes left');
  await expect(players.getByTestId('players-effects')).toContainText('1 hour 20 minutes left');
  await look(players, 'spells/players-spell-lit');

  // Seven turns on it still shines; the eighth ends it and the party is in darkness.
  for (let turn = 0; turn < 7; turn++) {
    const before = await page.getByTestId('clock-time').textContent();
    await page.keyboard.press('t');
    await expect(page.getByTestId('clock-time')).not.toHaveText(before!);
  }
  await expect(level).toHaveText("Bright 30' · dim to 50'");
  await page.keyboard.press('t');
  await expect(level).toHaveText('Darkness');
  await expect(lightPanel.getByRole('alert')).toContainText('The party is in darkness.');
  await expect(page.getByTestId('spell-lights')).toHaveCount(0);
  await expect(players.getByTestId('players-light-level')).toHaveText('Darkness');
  await look(lightPanel, 'spells/light-panel-spell-ended');
  await players.context().close();
});

test("the thief's Remove Traps percentage is the trap search's chance", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1100 });
  await page.goto(`${host.url}/#/dungeon`);
  await page.getByLabel('Current campaign').selectOption({ label: KEEP });
  await page.getByLabel('Searcher', { exact: true }).selectOption({ label: 'Pip Underbough' });
  await page.getByRole('form', { name: 'Search for traps' }).getByRole('button', { name: /Search for traps/ }).click();
  const journal = page.getByRole('region', { name: 'Journal' });
  await expect(journal).toContainText('Pip Underbough searches 100 sq ft for traps');
  await expect(journal).toContainText('Chance: 25% (25%).');
  await look(journal, 'spells/thief-trap-search');
});

test("the GM's own spell list comes in from a CSV and goes out as one; a bad row is named beside the buttons", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1300 });
  await page.goto(`${host.url}/#/dungeon`);
  await page.getByLabel('Current campaign').selectOption({ label: KEEP });
  const spells = page.getByRole('region', { name: 'Spells' });
  await spells.getByText(/^Spell list \(\d+\)$/).click();
  const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

  await spells.getByLabel('Import a spell list (CSV or JSON)').setInputFiles(file('bad.csv', "name,class,level,range,duration,unit\nSleep,magic-user,one,90',4,turns"));
  // Row 2 as a spreadsheet counts it: the header is row 1.
  await expect(spells.getByRole('alert')).toHaveText('row 2, level: must be a whole number, not "one"');
  await expect(spells.getByTestId('spell-list')).not.toContainText('Sleep');

  await spells
    .getByLabel('Import a spell list (CSV or JSON)')
    .setInputFiles(file('abbey.csv', "name,class,level,range,duration,per level,unit,light\nSleep,magic-user,1,90',4,1,turns,\nHold Portal,magic-user,1,10',2,1,turns,"));
  await expect(spells.getByRole('status')).toHaveText('From abbey.csv: 2 spells added. Undo takes them back.');
  await expect(spells.getByRole('alert')).toHaveCount(0);
  await expect(spells.getByTestId('spell-list')).toContainText("Sleep (Magic-User 1) · range 90' · 4 turns + 1 turns a level");
  await look(spells, 'spells/list-imported');

  const download = page.waitForEvent('download');
  await spells.getByRole('button', { name: 'Export CSV' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('the-lantern-keep-demo.spells.csv');
  const text = fs.readFileSync((await saved.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe('name,class,level,range,duration,per level,unit,light,cost,casting rounds');
  expect(text).toContain("Sleep,magic-user,1,90',4,1,turns,,0,0\r\n");
});
