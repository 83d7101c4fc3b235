import { expect, test, type Response } from '@playwright/test';
import { addMember, giveItem, keyArea, newCampaign, newLevel, newParty, newRegion, openPlayers, playersText } from './evening';
import { fightItOut } from './fight';
import { startHost, type RunningHost } from './host';
import { look } from './look';
import { rpcAt } from './rpc';

// Issue 36 item 7 (a): a Basic Fantasy hexcrawl from an empty campaign, through the screens alone,
// the players' window open beside the GM's. The rpc calls below only read what to assert.

let host: RunningHost;
const rpc = rpcAt(() => host);
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'a-bf-evening']);
});
test.afterEach(async () => {
  await host.stop();
});

const W = 10;
const H = 4;

test('a Basic Fantasy evening: party, barrow, region, keys, the village, a journey, skeletons, a fight, treasure and experience', async ({ browser }) => {
  test.setTimeout(180_000);
  const gm = await (await browser.newContext({ viewport: { width: 1500, height: 1000 } })).newPage();
  gm.on('dialog', (dialog) => void dialog.accept());
  const answered = (method: string) => (r: Response) => r.url().endsWith(`/rpc/${method}`);

  await newCampaign(gm, host, 'The Marches', /Basic Fantasy/);
  const players = await openPlayers(browser, gm, 'The Marches');
  // A new campaign has no party yet: the table is told so, not shown a party's name.
  await expect(players.getByText('No party at the table yet.')).toBeVisible();

  // A new Basic Fantasy campaign has the book's bestiary already: no button offers to add it again.
  await gm.goto(`${host.url}/#/combat`);
  await expect(gm.getByRole('region', { name: 'Bestiary' }).getByRole('listitem', { name: 'Skeleton', exact: true })).toBeVisible();
  await expect(gm.getByRole('button', { name: 'Add the Basic Fantasy bestiary' })).toHaveCount(0);

  await newParty(gm, host, 'The Wayfarers');
  await expect(players.getByRole('region', { name: 'The party', exact: true })).toContainText('Nobody has joined The Wayfarers yet.');
  await addMember(gm, 'Bram', { Race: 'Human', Class: 'Fighter', STR: '16' });
  await addMember(gm, 'Ilse', { Race: 'Dwarf', Class: 'Cleric', STR: '13' });
  await giveItem(gm, 'Bram', 'Longsword');
  await giveItem(gm, 'Bram', 'Chain mail');
  await giveItem(gm, 'Ilse', 'Mace');
  await giveItem(gm, 'Ilse', 'Leather armor');
  await expect(players.locator('.players-foot')).toContainText('The Marches · The Wayfarers');
  // The party's purse: 30 gp in the stores to buy with.
  const purse = gm.getByRole('form', { name: 'Add coins to the stores' });
  await purse.getByLabel('Coins').fill('30');
  await purse.getByLabel('Denomination').selectOption('gp');
  await purse.getByRole('button', { name: 'Add coins' }).click();
  await expect(gm.getByTestId('stores-gp')).toHaveText('30');

  // The barrow: an entry hall (1) and a tomb (2) where two skeletons keep a silver urn.
  const level = await newLevel(gm, host, 'The Barrow', W, H);
  await gm.getByRole('tab', { name: 'Draw' }).click();
  await gm.getByRole('toolbar', { name: 'Drawing tools' }).getByRole('button', { name: 'Floor' }).click();
  await level.stroke([[1, 1], [8, 1], [8, 2], [1, 2]]);
  await gm.getByRole('tab', { name: 'Areas & keys' }).click();
  await keyArea(gm, level, [[[1, 1], [3, 1], [3, 2], [1, 2]]], 1, 'Entry', { 'Read-aloud text': 'Rubble and old bones.', 'GM notes': 'The tomb beyond is warded.' });
  await keyArea(gm, level, [[[4, 1], [8, 1], [8, 2], [4, 2]]], 2, 'Tomb', { 'Read-aloud text': 'A silver urn on a bier.', Occupants: 'Skeletons | 2 | Skeleton', Treasure: 'A silver urn | 50' });

  // The region: Oakvale, a village that sells torches, and the barrow two hexes east of it.
  const clickHex = await newRegion(gm, host, 'The Marches');
  await gm.getByRole('group', { name: 'Map mode' }).getByRole('button', { name: 'Keys' }).click();
  await clickHex(5, 5);
  const key = gm.getByRole('form', { name: 'Hex key' });
  await key.getByLabel('Read-aloud text').fill('Thatched roofs behind a hedge.');
  await key.getByLabel('GM notes').fill('The miller is a smuggler.');
  await key.getByLabel('Settlement name').fill('Oakvale');
  await key.getByLabel('Wares').fill('Torch | 1');
  await Promise.all([gm.waitForResponse(answered('hexmap.setKey')), key.getByRole('button', { name: 'Save key' }).click()]);
  await expect(key.getByRole('alert')).toHaveCount(0);
  await clickHex(7, 5);
  await key.getByLabel('Landmark').fill('The Barrow');
  await key.getByLabel('Entrance level').selectOption({ label: 'The Barrow' });
  await key.getByLabel('Entrance area').selectOption({ label: '1. Entry' });
  await Promise.all([gm.waitForResponse(answered('hexmap.setKey')), key.getByRole('button', { name: 'Save key' }).click()]);
  await expect(key.getByRole('alert')).toHaveCount(0);

  // The party starts in Oakvale: placed, no time spent, and the players see the village on their map.
  await gm.getByRole('group', { name: 'Map mode' }).getByRole('button', { name: 'Plan' }).click();
  await clickHex(5, 5);
  await Promise.all([gm.waitForResponse(answered('journey.place')), gm.getByRole('button', { name: 'Place The Wayfarers on hex 5,5' }).click()]);
  const arrival = gm.getByTestId('arrival-card');
  await expect(arrival).toContainText('The party is at Oakvale');
  // The selected hex's caption stands clear of the scale bar drawn in the map's bottom left corner (its box: the bottom 46 px).
  const mapBox = (await gm.getByRole('application', { name: 'Map of The Marches' }).boundingBox())!;
  const caption = (await gm.getByTestId('selected-hex').boundingBox())!;
  expect(caption.y + caption.height).toBeLessThanOrEqual(mapBox.y + mapBox.height - 46);
  await look(gm.locator('.map-box'), 'evening-bfrpg/0-gm-map-caption');
  await expect(players.getByTestId('players-map')).toBeVisible();
  await expect(players.locator('.players-foot')).toContainText('Oakvale');
  expect(await playersText(players)).not.toContain('smuggler');
  await look(players, 'evening-bfrpg/1-players-oakvale');

  // Buying in the village: two torches for Bram's pack, paid from the party's coins.
  const torches = arrival.getByRole('listitem').filter({ hasText: 'Torch' });
  await torches.getByLabel('How many: Torch').fill('2');
  const bought = gm.waitForResponse(answered('purse.buy'));
  await torches.getByRole('button', { name: 'Buy' }).click();
  expect(((await (await bought).json()) as { ok: boolean }).ok).toBe(true);
  await expect(torches.getByRole('alert')).toHaveCount(0);

  // The journey east to the barrow: the arrival card offers the way underground.
  const planner = gm.getByRole('region', { name: 'Journey planner' });
  const stop = planner.getByRole('form', { name: 'Add a stop' });
  await stop.getByLabel('Add a stop: column').fill('7');
  await stop.getByLabel('Add a stop: row').fill('5');
  await stop.getByRole('button', { name: 'Add' }).click();
  await planner.getByRole('button', { name: 'Plan journey' }).click();
  await expect(gm.getByTestId('journey-summary')).toContainText('1 day');
  await planner.getByLabel('stop at the first day that needs me').uncheck();
  await Promise.all([gm.waitForResponse(answered('journey.commit')), planner.getByRole('button', { name: 'Travel it' }).click()]);
  await expect(arrival).toContainText('The party is at The Barrow');
  // A landmark's name is the GM's: the players' screen no longer says Oakvale, and names nothing else.
  await expect(players.locator('.players-foot')).toHaveText('The Marches · The Wayfarers');

  await Promise.all([gm.waitForResponse(answered('level.enterFromHex')), arrival.getByRole('button', { name: 'Enter the dungeon' }).click()]);
  await gm.goto(`${host.url}/#/dungeon`);
  await expect(gm.getByTestId('place-actions')).toContainText('area 1 (Entry)');
  await expect(players.getByTestId('players-level')).toBeVisible();
  // The tomb's text, its foes and its treasure, and the GM's notes, are the GM's alone.
  for (const secret of ['warded', 'silver urn', 'Skeleton', 'Tomb']) expect(await playersText(players)).not.toContain(secret);
  await look(players, 'evening-bfrpg/2-players-entry');

  // Into the tomb: its skeletons come up on one card, and on the players' screen.
  await level.click(6, 1);
  const card = gm.getByTestId('encounter-card');
  await expect(card).toContainText('Skeleton');
  await expect(players.getByTestId('players-encounter')).toBeVisible();
  await look(players, 'evening-bfrpg/3-players-skeletons');
  // The card's Start fight starts it at once, with the foes that came.
  await card.getByRole('button', { name: /Start fight/ }).click();
  await expect(gm.getByTestId('fight-clock')).toHaveText(/^Round 1/);
  await expect(players.getByTestId('players-initiative')).toBeVisible();
  await look(players, 'evening-bfrpg/4-players-fight');
  await fightItOut(gm);
  const won = gm.getByRole('status').filter({ hasText: 'Every foe is down or has fled.' });
  await expect(won).toBeVisible();
  await won.getByRole('button', { name: 'End the fight' }).click();
  const summary = gm.getByTestId('fight-summary');
  await expect(summary).toBeVisible();
  await expect(gm.getByRole('region', { name: 'Encounter log' })).toContainText('Experience (supplement A17)');
  await summary.getByRole('button', { name: 'Split XP among survivors' }).click();
  await expect(gm.getByTestId('xp-shared')).toBeVisible();

  // The urn into the party's stores; the players' screen is back on the map, with no GM text.
  await gm.goto(`${host.url}/#/dungeon`);
  const areaKey = gm.getByTestId('area-key');
  await expect(areaKey).toContainText('A silver urn');
  await areaKey.getByRole('button', { name: 'Take the treasure into the stores' }).click();
  await expect(areaKey).toContainText('(looted)');
  await expect(players.getByTestId('players-level')).toBeVisible();
  await look(players, 'evening-bfrpg/5-players-after');
  await look(gm, 'evening-bfrpg/6-gm-after', { fullPage: true });

  const { campaigns } = await rpc<{ campaigns: { id: number; name: string }[] }>(gm, 'campaign.list', {});
  const { parties } = await rpc<{ parties: { id: number }[] }>(gm, 'party.list', { campaignId: campaigns.find((c) => c.name === 'The Marches')!.id });
  const party = await rpc<{ members: { name: string; sheet: { xp: number } }[] }>(gm, 'party.get', { partyId: parties[0].id });
  expect(party.members.map((m) => m.sheet.xp > 0)).toEqual([true, true]);
});
