import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { rpcAt } from './rpc';
import { look } from './look';

// A Cleric turns the undead in a Basic Fantasy fight (supplement A23): the demo's
// skeletons are marked for the skeleton column, Sister Maelis (Cleric 2) is offered
// Turn undead with the table's 11+, the d20 and the 2d6 Hit Dice show in the result
// and the journal, and the turned skeletons are out of the fight. Then Hob, Brannoc's
// retainer, makes a Loyalty check (A25, A16).

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'skeletons-in-the-crypt']);
});
test.afterEach(async () => {
  await host.stop();
});

const fight = (page: Page) => page.locator('section.combat-view[data-last-entry]');

const rpc = rpcAt(() => host);

test('the cleric turns three skeletons: the roll with its target, the journal, the skeletons out; a retainer checks Loyalty', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 1150 });
  await page.goto(`${host.url}/#/combat`);
  const campaignId = (await rpc<{ campaigns: { id: number; rulesSystem: string }[] }>(page, 'campaign.list', {})).campaigns.find((c) => c.rulesSystem === 'bfrpg')!.id;
  const partyId = (await rpc<{ parties: { id: number }[] }>(page, 'party.list', { campaignId })).parties[0].id;
  const skeleton = (await rpc<{ entries: { id: number; name: string; summary: string }[] }>(page, 'bestiary.list', { campaignId })).entries.find((e) => e.name === 'Skeleton')!;
  expect(skeleton.summary).toContain('turned as skeleton');
  await rpc(page, 'combat.start', { partyId, name: 'Skeletons in the crypt', foes: [{ bestiaryId: skeleton.id, count: 3 }] });

  await page.reload();
  await expect(fight(page)).toBeVisible();
  await page.getByLabel('Who acts').selectOption({ label: 'Sister Maelis' });
  const abilities = page.getByLabel('Class abilities');
  await expect(abilities.getByRole('button', { name: 'Turn undead' })).toBeEnabled();
  await expect(abilities).toContainText('Cleric level 2: Skeleton x3 (skeleton column): 11+ on the d20');
  await look(page.getByRole('region', { name: 'Action' }), 'turning/turn-undead-offered');
  // Only a Cleric is offered it.
  await page.getByLabel('Who acts').selectOption({ label: 'Brannoc Ironfoot' });
  await expect(page.getByLabel('Class abilities')).toHaveCount(0);
  await page.getByLabel('Who acts').selectOption({ label: 'Sister Maelis' });

  const before = await fight(page).getAttribute('data-last-entry');
  await abilities.getByRole('button', { name: 'Turn undead' }).click();
  await expect(fight(page)).not.toHaveAttribute('data-last-entry', before!);
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByTestId('result-summary')).toHaveText('Sister Maelis turns the undead: Skeleton 1, Skeleton 2, Skeleton 3 flee');
  const dice = result.getByRole('list', { name: 'Dice thrown' });
  await expect(dice.getByText('Turn undead: Sister Maelis (11+ on the d20)')).toBeVisible();
  await expect(dice.getByText('Hit Dice of undead affected')).toBeVisible();
  await look(page, 'turning/turn-undead-result', { fullPage: true });

  // The skeletons are out of the fight, marked Turned.
  const state = await rpc<{ combatants: { name: string; out: boolean; conditions: { id: string }[] }[] }>(page, 'combat.state', { encounterId: (await rpc<{ encounter: { encounterId: number } }>(page, 'combat.current', { campaignId })).encounter.encounterId });
  const skeletons = state.combatants.filter((c) => c.name.startsWith('Skeleton'));
  expect(skeletons.map((s) => [s.out, s.conditions.map((c) => c.id)])).toEqual([[true, ['turned']], [true, ['turned']], [true, ['turned']]]);

  // Journaled: the entry with both rolls; the players' screen reads it without the target.
  const journal = await rpc<{ entries: { summary: string; rolls: { label: string; expression: string }[] }[] }>(page, 'journal.list', { campaignId, limit: 1 });
  expect(journal.entries[0]!.summary).toBe('Sister Maelis turns the undead: Skeleton 1, Skeleton 2, Skeleton 3 flee');
  expect(journal.entries[0]!.rolls.map((r) => r.expression)).toEqual(['1d20', '2d6', '2d4']);
  const players = await rpc<{ encounter: { log: { rolls: { label: string }[] }[] } | null }>(page, 'combat.current', { campaignId, audience: 'players' });
  expect(players.encounter!.log[0]!.rolls[0]!.label).toBe('Turn undead: Sister Maelis');

  // Hob serves Brannoc (CHA 8: Loyalty 6); in the fight, on meeting opposition, the GM checks whether he stands (A16, A25).
  await page.goto(`${host.url}/#/party`);
  await page.getByRole('list', { name: 'Members in marching order' }).getByRole('listitem', { name: 'Hob', exact: true }).click();
  await expect(page.getByTestId('hire-terms')).toContainText('Loyalty 6 · retainer of Brannoc Ironfoot');
  const check = page.getByRole('form', { name: 'Loyalty check for Hob' });
  // Whether one who flees also quits is the GM's call, offered only for a check in a fight.
  const quits = check.getByLabel("If Hob flees, the service ends too (GM's call)");
  await expect(quits).not.toBeChecked();
  await check.getByLabel('When').selectOption('after-adventure');
  await expect(quits).toHaveCount(0);
  await check.getByLabel('When').selectOption('opposition');
  await check.getByRole('button', { name: 'Loyalty check' }).click();
  await expect(page.getByTestId('loyalty-result')).toHaveText(/^Loyalty check for Hob: \d+ against Loyalty 6: (stands firm|breaks and flees the fight)\.$/);
  const loyalty = await rpc<{ entries: { summary: string; rolls: { label: string; against?: string; expression: string; total: number }[] }[] }>(page, 'journal.list', { campaignId, limit: 1 });
  expect(loyalty.entries[0]!.rolls[0]).toMatchObject({ label: 'Loyalty: Hob', against: '6 or less holds', expression: '2d6' });
  // Broken, Hob is out of the fight and fleeing, not dead; the terms stand.
  const encounterId = (await rpc<{ encounter: { encounterId: number } }>(page, 'combat.current', { campaignId })).encounter.encounterId;
  const hob = (await rpc<{ combatants: { name: string; out: boolean; conditions: { id: string }[] }[] }>(page, 'combat.state', { encounterId })).combatants.find((c) => c.name === 'Hob')!;
  const fled = loyalty.entries[0]!.rolls[0]!.total > 6;
  expect([hob.out, hob.conditions.some((c) => c.id === 'fled')]).toEqual([fled, fled]);
  await expect(page.getByTestId('hire-terms')).toContainText('Loyalty 6');
  await look(page.getByLabel("Hob's experience and purse"), 'turning/loyalty-check');
  await page.goto(`${host.url}/#/combat`);
  await expect(fight(page)).toBeVisible();
  await look(page.getByRole('region', { name: 'Turn order' }), 'turning/loyalty-in-the-fight');
  await page.goto(`${host.url}/#/party`);
  await page.getByRole('list', { name: 'Members in marching order' }).getByRole('listitem', { name: 'Hob', exact: true }).click();

  // The GM changes Hob's terms on screen: a Loyalty past the table is refused and changes nothing, then 3 gp a month saves.
  await page.getByRole('button', { name: 'Change the terms of hire' }).click();
  const terms = page.getByRole('form', { name: 'Terms of hire for Hob' });
  await terms.getByLabel('Loyalty').fill('13');
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(terms.locator('.field-error')).toContainText('12');
  await expect(page.getByTestId('hire-terms')).toContainText('2 gp a month');
  await terms.getByLabel('Loyalty').fill('');
  await terms.getByLabel('Wage').fill('3');
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(terms).toHaveCount(0);
  await expect(page.getByTestId('hire-terms')).toContainText('3 gp a month');
  await expect(page.getByTestId('hire-terms')).toContainText('retainer of Brannoc Ironfoot');
  await look(page.getByLabel("Hob's experience and purse"), 'turning/hire-terms');
});
