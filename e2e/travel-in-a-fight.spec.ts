import { expect, test } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { rpcAt } from './rpc';

// Travel and camp run the clock by hours and a fight by rounds (issue 42, item 4): while a fight is on
// the Wilderness view offers neither, and says why where the buttons are; ended, both come back.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'travel-in-a-fight']);
});
test.afterEach(async () => {
  await host.stop();
});

const rpc = rpcAt(() => host);

test('during a fight Travel it and Camp are greyed with the reason beside them; ending the fight brings them back', async ({ page }) => {
  await page.goto(`${host.url}/#/wilderness`);
  const campaignId = (await rpc<{ selectedId: number }>(page, 'campaign.list', {})).selectedId;
  const partyId = (await rpc<{ parties: { id: number }[] }>(page, 'party.list', { campaignId })).parties[0].id;
  const bestiaryId = (await rpc<{ entries: { id: number }[] }>(page, 'bestiary.list', { campaignId })).entries[0].id;
  await rpc(page, 'party.update', { partyId, location: { kind: 'hex', hex: { col: 8, row: 10 } } });
  const fight = await rpc<{ state: { encounterId: number } }>(page, 'combat.start', { partyId, name: 'Ambush at the ford', foes: [{ bestiaryId }] });
  await page.reload();

  const planner = page.getByRole('region', { name: 'Journey planner' });
  const travel = planner.getByRole('button', { name: 'Travel it' });
  const camp = page.getByRole('button', { name: /Camp a day/ });
  const why = 'The party is in a fight ("Ambush at the ford"): end it first.';
  await expect(travel).toBeDisabled();
  await expect(travel).toHaveAccessibleDescription(why);
  await expect(planner.getByText(why)).toBeVisible();
  await expect(camp).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Camp until dawn' })).toHaveAccessibleDescription(why);

  await rpc(page, 'combat.end', { encounterId: fight.state.encounterId });
  await expect(travel).toBeEnabled();
  await expect(camp).toBeEnabled();
  await expect(page.getByText(why)).toHaveCount(0);
});
