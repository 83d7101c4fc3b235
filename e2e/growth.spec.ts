import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { roster, card } from './roster';
import { rpcAt } from './rpc';
import { look } from './look';

// Growth between fights (issue 26): a GURPS character spends character points raising a
// skill (Basic Set p. 170: Bow, Average, DX+1 to DX+2 for 4 more points), a Shell character
// spends exp on a skill (seed 001, "Skill Exp Costs": a minor skill 2 to 3 for 6), coins move
// between two members' purses, a keyed room's treasure goes into the party's stores, and a
// caster's prepared spells show on her roster card.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'growth']);
});
test.afterEach(async () => {
  await host.stop();
});


const rpc = rpcAt(() => host);

async function campaign(page: Page, system: string) {
  const c = (await rpc<{ campaigns: { id: number; name: string; rulesSystem: string }[] }>(page, 'campaign.list', {})).campaigns.find((x) => x.rulesSystem === system)!;
  await page.getByLabel('Current campaign').selectOption({ label: c.name });
  const partyId = (await rpc<{ parties: { id: number }[] }>(page, 'party.list', { campaignId: c.id })).parties[0].id;
  return { ...c, partyId };
}

test('a GURPS archer raises Bow with character points; a Shell hunter spends exp on Hunting', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1300 });
  await page.goto(`${host.url}/#/party`);

  await campaign(page, 'gurps');
  await card(page, 'Iotha').click();
  const points = page.getByTestId('member-points');
  await expect(points).toContainText('10 CP unspent');
  const spend = page.getByRole('form', { name: "Spend Iotha's character points" });
  await spend.getByLabel('Raise').selectOption('skill:Bow');
  await expect(page.getByText('Bow (Average) DX+1 to DX+2: 8 - 4 points')).toBeVisible();
  await look(page, 'growth/gurps-points');
  await spend.getByRole('button', { name: 'Spend' }).click();
  await expect(points).toContainText('6 CP unspent');
  await expect(points).toContainText('4 spent');
  // Twenty for DX is more than she has left: refused, naming what was asked.
  await spend.getByLabel('Raise').selectOption('dx');
  await spend.getByRole('button', { name: 'Spend' }).click();
  await expect(spend).toContainText('DX 13 to 14 costs 20 character points; only 6 are unspent');
  await expect(points).toContainText('6 CP unspent');

  await campaign(page, 'shell');
  await card(page, 'Kestrel').click();
  const exp = page.getByTestId('member-points');
  await expect(exp).toContainText('2 exp unspent');
  const award = page.getByRole('form', { name: 'Award experience points to Kestrel' });
  await award.getByLabel('exp to award').fill('10');
  await award.getByLabel('Awarded for').fill('the ford held');
  await award.getByRole('button', { name: 'Award exp' }).click();
  await expect(exp).toContainText('12 exp unspent');
  const spendExp = page.getByRole('form', { name: "Spend Kestrel's experience points" });
  await spendExp.getByLabel('Raise').selectOption('skill:Hunting');
  await spendExp.getByRole('button', { name: 'Spend' }).click();
  await expect(exp).toContainText('6 exp unspent');
  await look(page, 'growth/shell-exp');
});

test("coins move between two members; a keyed room's treasure goes into the party", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1300 });
  await page.goto(`${host.url}/#/party`);
  const bf = await campaign(page, 'bfrpg');
  const party = await rpc<{ members: { id: number; name: string; purse: { coins: Record<string, number> } }[] }>(page, 'party.get', { partyId: bf.partyId });
  const brannoc = party.members.find((m) => m.name === 'Brannoc Ironfoot')!;
  const pip = party.members.find((m) => m.name === 'Pip Underbough')!;
  await rpc(page, 'purse.change', { holder: { memberId: brannoc.id }, coins: { gp: 40 } });
  const gp = (m: { purse: { coins: Record<string, number> } }) => m.purse.coins.gp ?? 0;

  // The demo's cleric prepared Light this morning: her card says so, and that it is still to cast.
  const spells = card(page, 'Sister Maelis').getByTestId('member-spells');
  await expect(spells).toContainText('1 of 1 spells left today');
  await expect(spells).toContainText('Light');
  await look(roster(page), 'growth/roster-spells');

  const purse = page.getByTestId('purse-panel');
  const move = purse.getByRole('form', { name: 'Move coins between purses' });
  await move.getByLabel('Coins to move').fill('25');
  await move.getByLabel('Coin to move').selectOption('gp');
  await move.getByLabel('Move from').selectOption(String(brannoc.id));
  await move.getByLabel('Move to').selectOption(String(pip.id));
  await move.getByRole('button', { name: 'Move coins' }).click();
  await expect(purse.getByTestId(`purse-of-${pip.id}`)).toContainText(`${(gp(pip) + 25).toLocaleString('en')} gp`);
  await expect(purse.getByTestId(`purse-of-${brannoc.id}`)).toContainText(`${(gp(brannoc) + 15).toLocaleString('en')} gp`);
  // Past what Brannoc holds: refused, nothing moves.
  await move.getByLabel('Coins to move').fill('1000');
  await move.getByRole('button', { name: 'Move coins' }).click();
  await expect(move).toContainText('only');
  await expect(purse.getByTestId(`purse-of-${pip.id}`)).toContainText(`${(gp(pip) + 25).toLocaleString('en')} gp`);
  await look(purse, 'growth/purse-move');

  // The party walks into the demo level's barracks: a purse of 35 sp and 12 gp.
  const levelId = (await rpc<{ levels: { id: number; name: string }[] }>(page, 'level.list', { campaignId: bf.id })).levels[0].id;
  const level = await rpc<{ areas: { id: number; key: { treasure: { text: string }[] } }[] }>(page, 'level.get', { levelId });
  const barracks = level.areas.find((a) => a.key.treasure.some((t) => t.text.includes('35 sp')))!;
  await rpc(page, 'level.enter', { partyId: bf.partyId, levelId, areaId: barracks.id });
  const before = (await rpc<{ purse: { coins: Record<string, number> } }>(page, 'party.get', { partyId: bf.partyId })).purse.coins;
  await page.goto(`${host.url}/#/dungeon`);
  const key = page.getByTestId('area-key');
  await expect(key).toContainText('A purse with 35 sp and 12 gp');
  await key.getByRole('button', { name: 'Take the treasure into the stores' }).click();
  await expect(key).toContainText('(looted)');
  await expect(key.getByRole('button', { name: 'Take the treasure into the stores' })).toHaveCount(0);
  await look(key, 'growth/area-treasure');
  await page.goto(`${host.url}/#/party`);
  await expect(purse.getByTestId('stores-sp')).toHaveText(((before.sp ?? 0) + 35).toLocaleString('en'));
  await expect(purse.getByTestId('stores-gp')).toHaveText(((before.gp ?? 0) + 12).toLocaleString('en'));
});
