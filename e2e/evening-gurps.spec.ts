import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { giveItem, keyArea, levelMapsOf, lightUp, newCampaign, newFoe, newLevel, openPlayers, playersText } from './evening';
import { fightItOut } from './fight';
import { startHost, type RunningHost } from './host';
import { look } from './look';

// Issue 36 item 7 (b): a GURPS evening from an empty campaign, through the screens alone: the party
// from two GCS files, a barrow drawn and keyed with a tomb behind a secret slab, a torch burning
// down as the party walks and searches, the slab found and opened, and the rats behind it fought.
// The players' window beside it must not show the tomb before the slab is opened.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'a-gurps-evening']);
});
test.afterEach(async () => {
  await host.stop();
});

const W = 9;
const H = 5;
const gcs = (name: string) => ({ name, mimeType: 'application/json', buffer: fs.readFileSync(path.join(import.meta.dirname, '../tests/fixtures/gcs', name)) });

test('a GURPS evening: a party from GCS files, a keyed barrow, a torch burning down, a secret slab found and opened, and a fight', async ({ browser }) => {
  test.setTimeout(180_000);
  const gm = await (await browser.newContext({ viewport: { width: 1500, height: 1000 } })).newPage();
  gm.on('dialog', (dialog) => void dialog.accept());

  await newCampaign(gm, host, 'Wyrmwood', /^GURPS Lite$/);
  const players = await openPlayers(browser, gm, 'Wyrmwood');
  const maps = levelMapsOf(players);
  await expect(players.getByText('No party at the table yet.')).toBeVisible();

  // The first party straight from two GCS files, before any party exists.
  await gm.goto(`${host.url}/#/party`);
  await gm.getByLabel('GCS character files to start the first party').setInputFiles([gcs('tamsin-vale.gcs'), gcs('brother-oak.gcs')]);
  const roster = gm.getByRole('list', { name: 'Members in marching order' });
  await expect(roster.getByRole('listitem')).toHaveCount(2);
  await giveItem(gm, 'Tamsin Vale', 'Torch', 2);
  await expect(players.locator('.players-foot')).toContainText('Wyrmwood');
  await expect(players.getByText('Tamsin Vale')).toBeVisible();

  // A foe of the GM's own for the tomb.
  await newFoe(gm, host, 'Giant rat');

  // The barrow: a passage (1) and, behind a secret slab in its south wall at 4,2, a tomb (2).
  const level = await newLevel(gm, host, 'The Barrow', W, H);
  await gm.getByRole('tab', { name: 'Draw' }).click();
  const tools = gm.getByRole('toolbar', { name: 'Drawing tools' });
  await tools.getByRole('button', { name: 'Floor' }).click();
  await level.stroke([[1, 1], [7, 1]]);
  await level.stroke([[4, 2], [4, 3], [3, 3], [5, 3]]);
  await tools.getByRole('button', { name: 'Secret door' }).click();
  await level.click(4, 2, 0.5, 0.08);
  await gm.getByRole('tab', { name: 'Areas & keys' }).click();
  await keyArea(gm, level, [[[1, 1], [7, 1]]], 1, 'Passage', { 'Read-aloud text': 'A low passage, cold and dripping.', 'GM notes': 'A slab hides the tomb.' });
  await keyArea(gm, level, [[[4, 2], [4, 3], [3, 3], [5, 3]]], 2, 'Tomb', { 'Read-aloud text': 'Bones heaped on a broken bier.', Occupants: 'Rats | 2 | Giant rat' });

  // In at the passage's west end, a torch lit: the players see the passage, not the tomb, nor any GM text.
  await gm.getByRole('tab', { name: 'Play' }).click();
  await gm.getByLabel('Area to enter').selectOption({ label: '1. Passage' });
  await gm.getByRole('button', { name: 'Enter the level' }).click();
  const place = gm.getByTestId('place-actions');
  await expect(place).toContainText('area 1 (Passage)');
  const torch = await lightUp(gm, 'Tamsin Vale', 'torch', 'torch');
  const torchAtFirst = await torch.textContent();
  await expect(players.getByTestId('players-level')).toBeVisible();
  await expect(players.getByTestId('players-light-level')).not.toHaveText('Darkness');
  await expect.poll(() => maps.at(-1)?.areas.map((a) => a.number)).toEqual([1]);
  for (const secret of ['slab', 'Tomb', 'Bones', 'Rats', 'Giant']) expect(await playersText(players)).not.toContain(secret);

  // Ten yards along the passage: a walk of moments, not a whole turn, and the torch burns on.
  await level.click(4, 1);
  await expect(place).toContainText('Square (4, 1)');

  // Search the south wall until the slab is found: each search spends time, and the torch shows it.
  await gm.getByLabel('Which side of the square').selectOption('s');
  const journal = gm.getByRole('region', { name: 'Journal' });
  let found = false;
  for (let tries = 0; tries < 10 && !found; tries++) {
    await gm.getByLabel('Who acts').selectOption({ label: tries % 2 ? 'Brother Oak' : 'Tamsin Vale' });
    const answered = gm.waitForResponse((r) => r.url().endsWith('/rpc/level.searchWall'));
    await place.getByRole('button', { name: 'Search this wall', exact: true }).click();
    const { result } = (await (await answered).json()) as { result: { entry: { summary: string } } };
    found = result.entry.summary.includes('a door!');
  }
  expect(found).toBe(true);
  await expect(journal.getByText(/searches .* of wall.*a door!/).first()).toBeVisible();
  await expect(place).toContainText('The south side: a closed door');
  expect(await torch.textContent()).not.toBe(torchAtFirst);
  // Found, not opened: the players' map has the door and still not the tomb behind it.
  await players.waitForTimeout(300);
  expect(maps.at(-1)!.areas.map((a) => a.number)).toEqual([1]);
  expect(JSON.stringify(maps.at(-1))).not.toContain('Tomb');
  await players.getByTestId('players-level').scrollIntoViewIfNeeded();
  await look(players, 'evening-gurps/1-players-slab-found');

  // Opened: the tomb's floor appears on the players' map, numbered, with none of its key.
  await place.getByRole('button', { name: 'Open', exact: true }).click();
  await expect.poll(() => maps.at(-1)?.areas.map((a) => a.number).sort()).toEqual([1, 2]);
  expect(maps.at(-1)!.areas.find((a) => a.number === 2)).toMatchObject({ name: '', key: { readAloud: '' } });
  await players.waitForTimeout(300);
  await look(players, 'evening-gurps/2-players-slab-opened');

  // Into the tomb: the rats come up on the card and on the players' screen, then the fight.
  await level.click(4, 3);
  const card = gm.getByTestId('encounter-card');
  await expect(card).toContainText('Giant rat');
  await expect(players.getByTestId('players-encounter')).toContainText('Giant rat');
  // The card's Start fight starts it at once, with the foes that came.
  await card.getByRole('button', { name: /Start fight/ }).click();
  await expect(gm.getByTestId('fight-clock')).toHaveText(/^Round 1/);
  await expect(players.getByTestId('players-initiative')).toContainText('Tamsin Vale');
  await look(players, 'evening-gurps/3-players-fight');
  await fightItOut(gm);
  const won = gm.getByRole('status').filter({ hasText: 'Every foe is down or has fled.' });
  await won.getByRole('button', { name: 'End the fight' }).click();
  await expect(gm.getByTestId('fight-summary')).toBeVisible();
  await expect(players.getByTestId('players-level')).toBeVisible();
  for (const secret of ['slab', 'Bones', 'Tomb']) expect(await playersText(players)).not.toContain(secret);
  await look(players, 'evening-gurps/4-players-after');
  await look(gm, 'evening-gurps/5-gm-after', { fullPage: true });
});
