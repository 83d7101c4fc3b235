import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { look } from './look';

// Issue 26, item 4: the GURPS demo's archer, Iotha, carries 20 arrows; each of five
// shots from her Longbow spends one, and the attack form shows the count before she shoots.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'iotha-shoots']);
});
test.afterEach(async () => {
  await host.stop();
});

const rpc = async <T>(page: Page, method: string, data: unknown): Promise<T> =>
  ((await (await page.request.post(`${host.url}/rpc/${method}`, { data })).json()) as { result: T }).result;
const fight = (page: Page) => page.locator('section.combat-view[data-last-entry]');
async function step(page: Page, act: () => Promise<void>) {
  const before = await fight(page).getAttribute('data-last-entry');
  await act();
  await expect(fight(page)).not.toHaveAttribute('data-last-entry', before!);
}

test("a GURPS archer's quiver goes from 20 to 15 after 5 shots", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1100 });
  const campaign = (await rpc<{ campaigns: { id: number; name: string; rulesSystem: string }[] }>(page, 'campaign.list', {})).campaigns.find((c) => c.rulesSystem === 'gurps')!;
  const partyId = (await rpc<{ parties: { id: number }[] }>(page, 'party.list', { campaignId: campaign.id })).parties[0]!.id;
  const arrows = async () =>
    (await rpc<{ members: { name: string; items: { quantity: number; item: { ammo: string | null } }[] }[] }>(page, 'party.get', { partyId })).members
      .find((m) => m.name === 'Iotha')!
      .items.filter((s) => s.item.ammo === 'arrow')
      .reduce((n, s) => n + s.quantity, 0);
  const iotha = (await rpc<{ members: { id: number; name: string }[] }>(page, 'party.get', { partyId })).members.find((m) => m.name === 'Iotha')!.id;
  expect(await arrows()).toBe(20);
  await rpc(page, 'combat.start', { partyId, name: 'Target practice', memberIds: [iotha], foes: [{ name: 'Straw man', statBlock: { attributes: { st: 10, dx: 10, iq: 10, ht: 10 }, hp: 500 } }] });

  await page.goto(`${host.url}/#/combat`);
  await page.getByLabel('Current campaign').selectOption({ label: campaign.name });
  const order = page.getByRole('list', { name: 'Initiative order' }).getByTestId('combatant');
  for (let shot = 1; shot <= 5; shot++) {
    while (!((await order.and(page.locator('[aria-current="true"]')).textContent()) ?? '').includes('Iotha')) await step(page, () => page.keyboard.press('n'));
    await order.filter({ hasText: 'Straw man' }).click();
    await page.getByLabel('Weapon').selectOption({ index: 0 });
    await page.getByLabel('Range (yards)').fill('20');
    const preview = page.getByTestId('attack-preview').and(page.locator('[data-fresh="true"]'));
    await expect(preview).toContainText(`Arrows left${21 - shot}`);
    if (shot === 1) await look(page, 'ammo/attack-form-arrows');
    await step(page, () => page.getByRole('button', { name: /^Roll attack/ }).click());
    await step(page, () => page.keyboard.press('n'));
  }
  expect(await arrows()).toBe(15);
});
