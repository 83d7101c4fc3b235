import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { look } from './look';
import { setWanderingTable } from './wandering';

// Issue 42, item 7: a new GM is led from the welcome into a demo's Dungeon and a first turn;
// a returning GM is not greeted again; the encounter card keeps its rules behind "why?".

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost();
});
test.afterEach(async () => {
  await host.stop();
});

const welcome = (page: Page) => page.getByRole('region', { name: 'Welcome to Lantern' });
const hint = (page: Page) => page.getByRole('note', { name: 'Your first turn' });

test('the welcome opens a demo on its Dungeon with a first-turn hint, T spends the turn, and the welcome is not shown again', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(host.url);
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  const demos = welcome(page).getByRole('group', { name: 'Try a demo' }).getByRole('button');
  await expect(demos).toHaveText([/Basic Fantasy RPG\s*The Lantern Keep/, /GURPS Lite \+ GULLIVER\s*Giants in the Barrow/, /The Shell System\s*The Shell Road/]);
  await look(page, 'first-minute/welcome');

  await welcome(page).getByRole('button', { name: /The Shell Road/ }).click();
  await expect(page).toHaveURL(/#\/dungeon$/);
  await expect(page.getByLabel('Current campaign').locator('option:checked')).toHaveText('The Shell Road (Shell demo)');
  await expect(hint(page)).toContainText('Press T to spend a turn');
  await expect(page.getByTestId('clock-turn')).toHaveText('Turn 54');
  // The Shell demo's own world: its mine, on the level every demo shares.
  await expect(page.getByLabel('Level shown').locator('option:checked')).toContainText('The drowned mine');
  await expect(page.getByText('Square (3, 2), area 1 (Mine adit).')).toBeVisible();
  await look(page, 'first-minute/first-turn-hint');
  await page.keyboard.press('t');
  await expect(page.getByTestId('clock-turn')).toHaveText('Turn 55');
  await expect(hint(page)).toHaveCount(0);

  // A returning GM: the Campaigns view as it always was.
  await page.goto(`${host.url}/#/campaigns`);
  await expect(page.getByRole('listitem', { name: 'The Shell Road (Shell demo)', exact: true })).toContainText('Current');
  await expect(welcome(page)).toHaveCount(0);
});

test('closing the welcome keeps it closed; "Start your own campaign" leads to the name field', async ({ page }) => {
  await page.goto(host.url);
  await welcome(page).getByRole('button', { name: 'Start your own campaign' }).click();
  await expect(page.getByLabel('New campaign')).toBeFocused();
  await expect(welcome(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await expect(welcome(page)).toHaveCount(0);
});

test("the encounter card keeps each verdict in sight and its rule behind a why? that opens in place", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${host.url}/#/dungeon`);
  await setWanderingTable(page, { everyTurns: 3, chanceInSix: 6, entries: ['goblins at the door'] });
  await page.keyboard.press('w');
  const card = page.getByTestId('encounter-card');
  await expect(card).toContainText('goblins at the door');
  const why = card.getByRole('button', { name: 'why? surprise' });
  const rule = card.getByText('each side rolls 1d6 and is surprised on 1-2');
  await expect(why).toHaveAttribute('aria-expanded', 'false');
  await expect(rule).toBeHidden();
  await expect(card.getByTestId('encounter-surprise')).toBeVisible();
  await look(card, 'first-minute/encounter-why-closed');

  await why.click();
  await expect(rule).toBeVisible();
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByText("Basic Fantasy reaction roll: 2d6 + the leader's CHA bonus")).toBeHidden();
  await look(card, 'first-minute/encounter-why-open');
  await why.click();
  await expect(rule).toBeHidden();
});
