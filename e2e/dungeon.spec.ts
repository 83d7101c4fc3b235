import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';

let host: RunningHost;
test.beforeEach(async () => {
  // A fixed seed makes the secret rolls, and so this evening, the same every run.
  host = await startHost(undefined, ['--seed', 'an-evening-in-the-keep']);
});
test.afterEach(async () => {
  await host.stop();
});

const turn = (page: Page) => page.getByTestId('clock-turn');
/** Picks the option whose text starts with a name (the texts also list what each carries). */
async function chooseLighter(page: Page, name: string) {
  const select = page.getByLabel('Who lights it');
  const value = await select.locator('option', { hasText: new RegExp(`^${name} `) }).getAttribute('value');
  await select.selectOption(value!);
}
const journal = (page: Page) => page.getByRole('region', { name: 'Journal' });
const supplies = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Party' }).getByRole('listitem', { name }).getByTestId('member-supplies');

test("an evening's dungeon crawl: light, turns, a torch gutters, search, listen, rest, a day ends, undo and redo", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${host.url}/#/dungeon`);
  await expect(turn(page)).toHaveText('Turn 48');

  // Light a torch: Hob carries them.
  await chooseLighter(page, 'Hob');
  await page.getByLabel('What to light').selectOption('torch');
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  const torch = page.getByRole('listitem', { name: "Hob's torch" });
  await expect(torch).toContainText('hidden from players');
  await expect(page.getByTestId('light-level')).toHaveText("Bright 30' · dim to 50'");
  await expect(journal(page).getByText(/Hob's torch burns \(turns\): 1d4\+4/)).toBeVisible();

  // Advance turn by turn (T) until it gutters: 5 to 8 turns, rolled in secret.
  for (let presses = 0; presses < 9 && (await torch.count()) > 0; presses++) {
    const before = await turn(page).textContent();
    await page.keyboard.press('t');
    await expect(turn(page)).not.toHaveText(before!);
  }
  await expect(torch).toHaveCount(0);
  await expect(journal(page).getByText("Hob's torch went out.")).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The party is in darkness.' })).toBeVisible();

  // A rest stops at the first wandering monster, as "until something happens" does: this
  // evening's long rest is to reach midnight, so the level's checks are turned off first.
  const campaignId = ((await (await page.request.post(`${host.url}/rpc/campaign.list`, { data: {} })).json()) as { result: { selectedId: number } }).result.selectedId;
  const parties = ((await (await page.request.post(`${host.url}/rpc/party.list`, { data: { campaignId } })).json()) as { result: { parties: { id: number }[] } }).result.parties;
  const quiet = await page.request.post(`${host.url}/rpc/dungeon.setEncounterTable`, { data: { partyId: parties[0].id, checkEveryTurns: 3, chanceInSix: 0, entries: [] } });
  expect(quiet.status()).toBe(200);

  // Search a wall (S), listen (L), rest (E): each costs its time.
  await page.keyboard.press('s');
  await expect(journal(page).getByText(/searches 10' of wall for secret doors \(1 turn\)/)).toBeVisible();
  await page.keyboard.press('l');
  await expect(journal(page).getByText(/listens at the door/)).toBeVisible();
  await page.keyboard.press('e');
  await expect(journal(page).getByText('The party rests for 1 turn')).toBeVisible();
  const afterRest = await turn(page).textContent();

  // Rest long enough to cross midnight: everyone eats a ration and drinks a quart.
  await expect(supplies(page, 'Pip Underbough')).toHaveText('food 2 dwater 2 d');
  await page.getByLabel('Turns of rest').fill('100');
  await page.getByRole('button', { name: /^Rest/ }).click();
  await expect(journal(page).getByText('1 day ended: 5 rations eaten and 5 quarts of water drunk.')).toBeVisible();
  await expect(supplies(page, 'Pip Underbough')).toHaveText('food 1 dwater 1 d');
  await expect(page.getByText(/^Day 2/).first()).toBeVisible();
  const lateTurn = await turn(page).textContent();
  const lateStatus = await page.getByTestId('game-time').textContent();

  // Undo the last three actions (the long rest, the short rest, the listening)...
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Undo' }).click();
  await expect(supplies(page, 'Pip Underbough')).toHaveText('food 2 dwater 2 d');
  await expect(turn(page)).not.toHaveText(afterRest!);
  await expect(page.getByTestId('game-time')).toContainText('Day 1');
  // ...and redo them.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Redo' }).click();
  await expect(turn(page)).toHaveText(lateTurn!);
  await expect(supplies(page, 'Pip Underbough')).toHaveText('food 1 dwater 1 d');
  await expect(page.getByTestId('game-time')).toHaveText(lateStatus!);
});

test("the players' screen hides the secret roll and the torch's time until the GM shows it", async ({ page }) => {
  await page.goto(`${host.url}/#/dungeon`);
  await chooseLighter(page, 'Hob');
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  await page.getByRole('button', { name: 'Players', exact: true }).click();
  const torch = page.getByRole('listitem', { name: "Hob's torch" });
  await expect(torch).toContainText('burning');
  await expect(journal(page).getByText(/1d4\+4/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Actions' })).toHaveCount(0);
  await page.getByRole('button', { name: 'GM', exact: true }).click();
  await torch.getByRole('button', { name: 'Show players' }).click();
  await page.getByRole('button', { name: 'Players', exact: true }).click();
  await expect(torch).toContainText(/\d turns left/);
});

test('the journal view filters, and lighting what nobody carries shows why', async ({ page }) => {
  await page.goto(`${host.url}/#/dungeon`);
  await chooseLighter(page, 'Brannoc Ironfoot');
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  const lighting = page.getByRole('form', { name: 'Light a light' });
  await expect(lighting.getByRole('alert')).toHaveText('Brannoc Ironfoot carries no torch');
  await expect(page.getByLabel('Who lights it')).toBeFocused();
  // The refusal takes the GM to the field; Esc leaves it so the single-key actions work again.
  await page.keyboard.press('Escape');
  await page.keyboard.press('l');
  await page.keyboard.press('Alt+6');
  await expect(page.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible();
  await page.getByLabel('Kind').selectOption('listen');
  await expect(page.getByRole('list', { name: 'Journal entries' }).getByRole('listitem').first()).toContainText('listens at the door');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Markdown' }).click();
  expect((await download).suggestedFilename()).toBe('the-lantern-keep-demo-journal.md');
});
