import { expect, test } from '@playwright/test';
import { smallLevel } from '../tests/helpers/level';
import { startHost, type RunningHost } from './host';
import { rpcAt } from './rpc';

// A room stocked with an Ogre and a Bear is one encounter: one card with both, and the
// fight started from it holds both.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'ogre-and-bear']);
});
test.afterEach(async () => {
  await host.stop();
});

const rpc = rpcAt(() => host);

test('the card of a room with an Ogre and two Bears shows both kinds, and Start fight brings both', async ({ page }) => {
  await page.goto(`${host.url}/#/dungeon`);
  const campaignId = (await rpc<{ selectedId: number }>(page, 'campaign.list', {})).selectedId;
  const partyId = (await rpc<{ parties: { id: number }[] }>(page, 'party.list', { campaignId })).parties[0].id;
  // Setup: two beasts in the bestiary, a level whose guard room holds them, the party walking in.
  const block = { hitDice: 4, ac: 15, attacks: [{ name: 'Claw', damage: '1d8' }] };
  const ogre = (await rpc<{ id: number }>(page, 'bestiary.save', { campaignId, name: 'Cave ogre', statBlock: block })).id;
  const bear = (await rpc<{ id: number }>(page, 'bestiary.save', { campaignId, name: 'Cave bear', statBlock: block })).id;
  const plan = smallLevel();
  plan.areas[1].key.occupants = [
    { id: 'ogre', name: 'Cave ogre', number: '1', lair: false, bestiaryId: ogre },
    { id: 'bear', name: 'Cave bear', number: '2', lair: false, bestiaryId: bear },
  ];
  const level = await rpc<{ id: number; areas: { id: number; number: number }[] }>(page, 'level.import', { campaignId, level: plan });
  await rpc(page, 'level.enter', { partyId, levelId: level.id, areaId: level.areas.find((a) => a.number === 2)!.id });
  await page.reload();

  const card = page.getByTestId('encounter-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('encounter-count')).toHaveText('1 × Cave ogre');
  await expect(card.getByTestId('encounter-alongside')).toHaveText('2 × Cave bear');
  await expect(page.getByTestId('encounter-waiting')).toHaveCount(0);

  // Changed first, to see both kinds on the fight's form (Shift+F would start it at once).
  await card.getByRole('button', { name: 'Change the fight first' }).click();
  await expect(page.getByTestId('fight-from-encounter')).toBeVisible();
  const foes = page.getByRole('list', { name: 'Foes in this fight' }).getByRole('listitem');
  await expect(foes).toHaveCount(2);
  await expect(page.getByLabel('How many Cave ogre')).toHaveValue('1');
  await expect(page.getByLabel('How many Cave bear')).toHaveValue('2');
  await page.getByRole('button', { name: 'Start the fight' }).click();
  const fighters = page.getByRole('list', { name: 'Initiative order' }).getByTestId('combatant');
  await expect(fighters.and(page.locator('.side-foes'))).toHaveCount(3);
  await expect(card).toHaveCount(0);
});
