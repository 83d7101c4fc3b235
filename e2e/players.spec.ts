import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { look } from './look';

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'a-second-screen']);
});
test.afterEach(async () => {
  await host.stop();
});

/** The host prints the players' link beside its own address. */
const playersLink = () => /Players' screen[^:]*: (http:\/\/\S+)/.exec(host.output())![1];
/** A push must show within a second of the GM's action. */
const LIVE = { timeout: 1000 };

async function chooseLighter(page: Page, name: string) {
  const select = page.getByLabel('Who lights it');
  const value = await select.locator('option', { hasText: new RegExp(`^${name} `) }).getAttribute('value');
  await select.selectOption(value!);
}

/** Nothing the GM keeps behind the screen: light times, figures, targets, the wandering schedule. */
async function expectNothingHidden(players: Page) {
  const text = (await players.getByRole('main').textContent()) ?? '';
  expect(text).not.toMatch(/\bHP\b|\bvs \d|%|hidden|next check|wandering/i);
  // A foe shows its name (numbered when there are several) and a word for how it looks: no figure.
  for (const row of await players.locator('.players-row.foes').all()) {
    expect(await row.locator('.players-looks').textContent()).toMatch(/^[A-Za-z ]+$/);
    expect(await row.locator('span').count()).toBe(4);
  }
}

/** The methods a page calls from now on, as its requests name them. */
function callsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const method = /\/rpc\/([\w.]+)/.exec(request.url())?.[1];
    if (method) calls.push(method);
  });
  return calls;
}

/** The queries that answer whole states: what a window would ask again if it did not apply changes. */
const STATE_READS = ['campaign.list', 'party.list', 'party.get', 'dungeon.state', 'combat.current', 'combat.state', 'journal.list', 'hexmap.get', 'catalogue.list', 'bestiary.list'];

/**
 * After an action, the GM's window made the action's call and read no state again, and
 * the players' window made no call but the ones named: both put the change the action
 * made in place. A light lit (or unlit by undo) changes what the party has seen of its
 * level, whose map the players' window asks for again.
 */
async function expectOnlyTheAction(gmCalls: string[], playersCalls: string[], action: string, playersAsk: string[] = []) {
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(gmCalls[0]).toBe(action);
  expect(gmCalls.filter((m) => STATE_READS.includes(m))).toEqual([]);
  expect(playersCalls).toEqual(playersAsk);
  gmCalls.length = 0;
  playersCalls.length = 0;
}

test("the players' screen follows the GM live and shows nothing hidden", async ({ browser }) => {
  test.setTimeout(60_000);
  const gmContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const playersContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const gm = await gmContext.newPage();
  const players = await playersContext.newPage();
  await gm.goto(`${host.url}/#/dungeon`);
  await expect(gm.getByTestId('clock-turn')).toHaveText('Turn 48');
  const addresses: string[] = [];
  players.on('request', (request) => addresses.push(request.url()));
  await players.goto(playersLink());
  const time = players.getByTestId('players-time');
  const lights = players.getByTestId('players-lights');
  await expect(time).toHaveText('08:00');
  await expect(lights).toHaveText('No light burning');
  // The token left the address bar at once, and only the page's own address ever carried it: the push stream's never did.
  expect(players.url()).toBe(`${host.url}/#/players`);
  expect(addresses.filter((a) => a.includes('token='))).toEqual([playersLink().replace(/#.*/, '')]);
  expect(addresses.some((a) => a.startsWith(`${host.url}/events`))).toBe(true);
  // A mark on the page that a reload would wipe.
  await players.evaluate(() => Object.assign(globalThis, { firstLoad: true }));
  await look(players, 'players/1-dungeon-dark');
  await gm.waitForLoadState('networkidle');
  await players.waitForLoadState('networkidle');
  const gmCalls = callsOf(gm);
  const playersCalls = callsOf(players);

  // T: a turn passes on the GM's screen, and on the players' without a reload.
  await gm.keyboard.press('t');
  await expect(gm.getByTestId('clock-turn')).toHaveText('Turn 49');
  await expect(time).toHaveText('08:10', LIVE);
  await expectOnlyTheAction(gmCalls, playersCalls, 'clock.advance');

  // A torch: the players see it burn, never how long it has left.
  await chooseLighter(gm, 'Hob');
  await gm.getByLabel('What to light').selectOption('torch');
  await gm.getByRole('button', { name: 'Light', exact: true }).click();
  await expect(gm.getByRole('listitem', { name: "Hob's torch" })).toBeVisible();
  await expect(lights).toContainText(/torch · Hob/i, LIVE);
  await expect(lights).not.toContainText('left');
  await expect(players.getByTestId('players-light-level')).toHaveText(/^Bright/, LIVE);
  await expectOnlyTheAction(gmCalls, playersCalls, 'light.light', ['level.map']);
  await look(players, 'players/2-dungeon-torch');
  await expectNothingHidden(players);

  // Undo: the torch was never lit, as far as the table knows.
  await gm.getByRole('button', { name: 'Undo' }).click();
  await expect(gm.getByRole('listitem', { name: "Hob's torch" })).toHaveCount(0);
  await expect(lights).toHaveText('No light burning', LIVE);
  await expectOnlyTheAction(gmCalls, playersCalls, 'journal.undo', ['level.map']);

  // A fight: the turn order and how hurt each foe looks.
  await gm.getByRole('button', { name: 'Start a fight' }).click();
  await gm.getByLabel('Foe from the bestiary').selectOption({ index: 1 });
  await gm.getByLabel('How many', { exact: true }).fill('2');
  await gm.getByRole('button', { name: 'Add', exact: true }).click();
  await gm.getByRole('button', { name: 'Start the fight' }).click();
  const order = players.getByTestId('players-initiative');
  await expect(order).toBeVisible(LIVE);
  await expect(order.locator('.players-row.foes')).toHaveCount(2);
  await expect(order.locator('.players-row.foes .players-looks').first()).toHaveText('Unhurt');
  await expect(order.locator('.players-row.current')).toHaveCount(1);
  await look(players, 'players/3-fight');
  await expectNothingHidden(players);
  expect(playersCalls).toEqual([]);
  gmCalls.length = 0;

  // The next fighter's turn: the players' screen moves its marker, still without a call of its own.
  await gm.keyboard.press('n');
  await expect(order.locator('.players-row.current')).toHaveCount(1, LIVE);
  await expectOnlyTheAction(gmCalls, playersCalls, 'combat.next');

  // The fight ends: the GM reads its summary; the table's screen goes back to the party.
  await gm.getByRole('button', { name: 'End fight' }).click();
  await expect(gm.getByTestId('fight-summary')).toBeVisible();
  await expect(order).toHaveCount(0, LIVE);

  // Nothing came by reloading: the page is the one first opened.
  expect(await players.evaluate(() => 'firstLoad' in globalThis)).toBe(true);

  // The GM shows the link, then revokes it: the old one opens nothing more.
  await gm.getByRole('button', { name: "Players' screen" }).click();
  const address = gm.getByLabel("Players' link address");
  await expect(address).toHaveValue(playersLink());
  await expect(gm.getByTestId('players-link-campaign')).toHaveText(`For ${await gm.getByLabel('Current campaign').locator('option:checked').textContent()} only: your other campaigns stay closed to it.`);
  const qr = gm.getByRole('img', { name: "QR code of the players' link" });
  await expect(qr).toBeVisible();
  const before = await qr.innerHTML();
  await look(gm, 'players/5-gm-players-link');
  await gm.getByRole('button', { name: 'Revoke and make a new link' }).click();
  await expect(address).not.toHaveValue(playersLink());
  // The code follows the new link: the old one shown on a tablet opens nothing more.
  expect(await qr.innerHTML()).not.toBe(before);
  expect(await address.inputValue()).toMatch(/\/\?token=[\w-]+#\/players$/);
  const again = await players.goto(playersLink());
  expect(again!.status()).toBe(401);
  await expect(players.getByTestId('players-time')).toHaveCount(0);
  await gmContext.close();
  await playersContext.close();
});

test("the players' screen shows where the party stands on the map, under fog, as it travels", async ({ browser, request }) => {
  const players = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await players.goto(playersLink());
  await expect(players.getByTestId('players-time')).toBeVisible();
  await expect(players.getByTestId('players-map')).toHaveCount(0);

  // The GM (this machine, loopback) sends the party on a day's trek.
  const rpc = async <T>(method: string, input: unknown): Promise<T> => {
    const response = await request.post(`${host.url}/rpc/${method}`, { data: input });
    expect(response.status(), method).toBe(200);
    return ((await response.json()) as { result: T }).result;
  };
  const { selectedId } = await rpc<{ selectedId: number }>('campaign.list', {});
  const partyId = (await rpc<{ parties: { id: number }[] }>('party.list', { campaignId: selectedId })).parties[0].id;
  const regionId = (await rpc<{ regions: { id: number }[] }>('hexmap.list', { campaignId: selectedId })).regions[0].id;
  // The demo party starts on dungeon level 1, where travel is refused: it climbs out first.
  await rpc('level.leave', { partyId });
  const journey = await rpc<{ id: number }>('journey.plan', { partyId, regionId, start: { col: 2, row: 2 }, legs: [{ to: { col: 5, row: 4 }, mode: 'foot' }], replace: true });
  await rpc('journey.commit', { journeyId: journey.id });

  await expect(players.getByTestId('players-map')).toBeVisible(LIVE);
  await players.waitForTimeout(300);
  await look(players, 'players/4-map');
});
