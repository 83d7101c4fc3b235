import { expect, test } from '@playwright/test';
import { addMember, giveItem, keyArea, levelMapsOf, lightUp, newCampaign, newFoe, newLevel, newParty, openPlayers, playersText } from './evening';
import { fightItOut } from './fight';
import { startHost, type RunningHost } from './host';
import { look } from './look';

// Issue 36 item 7 (c): a Shell evening from an empty campaign, through the screens alone: a party
// made in the Party view, a cellar drawn and keyed, a lantern lit, the walk into the cellar's
// back room, its bandits on a card and a fight; the players' window beside it throughout.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'a-shell-evening']);
});
test.afterEach(async () => {
  await host.stop();
});

const W = 10;
const H = 4;

test('a Shell evening: a party made by hand, a keyed cellar, a light, bandits on a card, a fight, and what the players see', async ({ browser }) => {
  test.setTimeout(180_000);
  const gm = await (await browser.newContext({ viewport: { width: 1500, height: 1000 } })).newPage();
  gm.on('dialog', (dialog) => void dialog.accept());

  await newCampaign(gm, host, 'The Warden Road', /Shell/);
  const players = await openPlayers(browser, gm, 'The Warden Road');
  const maps = levelMapsOf(players);
  await expect(players.getByText('No party at the table yet.')).toBeVisible();

  // An empty party reads Shell's own round (5 s); then two wardens join it.
  await newParty(gm, host, 'Wardens');
  await expect(gm.getByTestId('party-pace')).toContainText('a round (5 s)');
  // The table sees the party it waits for, not a bare heading.
  await expect(players.getByRole('region', { name: 'The party', exact: true })).toContainText('Nobody has joined Wardens yet.');
  await look(players, 'evening-shell/0-players-empty-party');
  await addMember(gm, 'Ysolde');
  await addMember(gm, 'Corvin');
  await giveItem(gm, 'Ysolde', 'Torch', 2);
  // Each warden's swordsmanship and sword go on their Shell sheet.
  for (const who of ['Ysolde', 'Corvin']) {
    await gm.getByRole('list', { name: 'Members in marching order' }).getByRole('listitem', { name: who, exact: true }).click();
    await gm.getByRole('tab', { name: 'Sheet' }).click();
    const sheet = gm.getByRole('form', { name: `Shell sheet of ${who}` });
    await sheet.getByRole('button', { name: 'Add skill' }).click();
    await sheet.getByLabel('Skill 1 name').fill('Swordsmanship');
    await sheet.getByLabel('Skill 1 kind').selectOption({ label: 'Major' });
    await sheet.getByLabel('Skill 1 level').fill('2');
    await sheet.getByRole('button', { name: 'Add weapon' }).click();
    await sheet.getByLabel('Weapon 1 name').fill('Sword');
    await expect(sheet.getByLabel('Sword skill')).toHaveValue('Swordsmanship');
    await sheet.getByRole('button', { name: 'Save sheet' }).click();
    await expect(sheet.getByText('Saved.', { exact: true })).toBeVisible();
    await gm.getByRole('tab', { name: 'Inventory' }).click();
  }
  await expect(players.locator('.players-foot')).toContainText('The Warden Road · Wardens');
  await expect(players.getByText('Ysolde')).toBeVisible();

  // A foe of the GM's own for the back room.
  await newFoe(gm, host, 'Bandit', { HP: '5' });

  // The cellar: a stair foot (1) opening east into a store room (2) where two bandits hide.
  const level = await newLevel(gm, host, 'The Cellar', W, H);
  await gm.getByRole('tab', { name: 'Draw' }).click();
  await gm.getByRole('toolbar', { name: 'Drawing tools' }).getByRole('button', { name: 'Floor' }).click();
  await level.stroke([[1, 1], [8, 1], [8, 2], [1, 2]]);
  await gm.getByRole('tab', { name: 'Areas & keys' }).click();
  await keyArea(gm, level, [[[1, 1], [3, 1], [3, 2], [1, 2]]], 1, 'Stair foot', { 'Read-aloud text': 'Damp steps end in a cellar.', 'GM notes': 'The innkeeper knows.' });
  await keyArea(gm, level, [[[4, 1], [8, 1], [8, 2], [4, 2]]], 2, 'Store room', { 'Read-aloud text': 'Barrels, and a smell of smoke.', Occupants: 'Bandits | 2 | Bandit' });

  await gm.getByRole('tab', { name: 'Play' }).click();
  await gm.getByLabel('Area to enter').selectOption({ label: '1. Stair foot' });
  await gm.getByRole('button', { name: 'Enter the level' }).click();
  await expect(gm.getByTestId('place-actions')).toContainText('area 1 (Stair foot)');
  await lightUp(gm, 'Ysolde', 'torch', 'torch');
  await expect(players.getByTestId('players-level')).toBeVisible();
  await expect(players.getByTestId('players-lights')).toContainText('Ysolde');
  for (const secret of ['innkeeper', 'Barrels', 'Bandit', 'Store room']) expect(await playersText(players)).not.toContain(secret);
  await look(players, 'evening-shell/1-players-stair');

  // Into the store room: the bandits' card, then the fight, its turns on the players' screen.
  await level.click(6, 1);
  const card = gm.getByTestId('encounter-card');
  await expect(card).toContainText('Bandit');
  await expect(players.getByTestId('players-encounter')).toContainText('Bandit');
  await expect.poll(() => maps.at(-1)?.areas.map((a) => a.number).sort()).toEqual([1, 2]);
  // The card's Start fight starts it at once, with the foes that came.
  await card.getByRole('button', { name: /Start fight/ }).click();
  await expect(gm.getByTestId('fight-clock')).toHaveText(/^Round 1/);
  await expect(players.getByTestId('players-initiative')).toContainText('Ysolde');
  await look(players, 'evening-shell/2-players-fight');
  await fightItOut(gm);
  await gm.getByRole('status').filter({ hasText: 'Every foe is down or has fled.' }).getByRole('button', { name: 'End the fight' }).click();
  await expect(gm.getByTestId('fight-summary')).toBeVisible();
  await expect(players.getByTestId('players-level')).toBeVisible();
  for (const secret of ['innkeeper', 'Barrels']) expect(await playersText(players)).not.toContain(secret);
  await look(players, 'evening-shell/3-players-after');
  await look(gm, 'evening-shell/4-gm-after', { fullPage: true });
});
