import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { look } from './look';

// Issue 42, items 4 to 6: the players' screen on a phone (390 x 844) while the party explores, fights and
// travels, the map first and usable there; the GM's dungeon map with the party's token, its light and the
// doors by kind; travel refused underground with the reason beside Travel, and offered again once out.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'players-phone']);
});
test.afterEach(async () => {
  await host.stop();
});

const playersLink = () => /Players' screen[^:]*: (http:\/\/\S+)/.exec(host.output())![1];
const LIVE = { timeout: 10_000 };
const PHONE = { width: 390, height: 844 };

/** Nothing wider than the window: no sideways scrolling, and no text broken letter by letter in a squeezed box. */
async function fitsTheWindow(players: Page) {
  const { scrollWidth, width } = await players.locator('html').evaluate((el) => ({ scrollWidth: el.scrollWidth, width: el.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(width);
  // "Bright 30'" on one line: its box is no taller than a line and a half of its own type.
  const light = players.getByTestId('players-light-level');
  const { height, fontSize } = await light.evaluate((el) => ({ height: el.getBoundingClientRect().height, fontSize: parseFloat(el.ownerDocument.defaultView!.getComputedStyle(el).fontSize) }));
  expect(height).toBeLessThan(fontSize * 1.5);
}

/** The map's own zoom, as the canvas reports it after a frame. */
const zoomOf = async (players: Page) => Number(await players.getByTestId('level-canvas').getAttribute('data-zoom'));

test("the players' screen on a phone: the map first while exploring, kept in a fight, the hex map on the road; travel waits until the party is out", async ({ browser }) => {
  test.setTimeout(120_000);
  const gmContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const playersContext = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const gm = await gmContext.newPage();
  const players = await playersContext.newPage();
  await gm.goto(`${host.url}/#/dungeon`);
  await expect(gm.getByTestId('clock-turn')).toBeVisible();
  await players.goto(playersLink());

  // Exploring: a torch lit, the map the first thing under the clock and the light, filling the phone's width.
  const lighter = gm.getByLabel('Who lights it');
  await lighter.selectOption((await lighter.locator('option', { hasText: /^Hob / }).getAttribute('value'))!);
  await gm.getByLabel('What to light').selectOption('torch');
  await gm.getByRole('button', { name: 'Light', exact: true }).click();
  await expect(players.getByTestId('players-light-level')).toHaveText(/^Bright/, LIVE);
  const map = players.getByTestId('players-level');
  await expect(map).toBeVisible(LIVE);
  const mapBox = (await map.getByTestId('level-canvas').boundingBox())!;
  expect(mapBox.width).toBeGreaterThanOrEqual(PHONE.width - 40);
  expect(mapBox.height).toBeGreaterThanOrEqual(300);
  const partyBox = (await players.getByRole('region', { name: 'The party', exact: true }).boundingBox())!;
  expect(mapBox.y).toBeLessThan(partyBox.y);
  await fitsTheWindow(players);
  await look(gm.getByTestId('level-canvas'), 'map/gm-dungeon-torch');
  await look(players, 'players-phone/1-exploring', { fullPage: true });

  // The map pans and zooms under a finger: a wheel (a pinch) zooms in, about where it was asked.
  const before = await zoomOf(players);
  await map.getByTestId('level-canvas').hover();
  await players.mouse.wheel(0, -400);
  await expect.poll(() => zoomOf(players)).toBeGreaterThan(before);
  await look(players, 'players-phone/1b-zoomed');

  // Walking: the GM's pointer over a square shows the way there and how far it is before the click.
  const gmCanvas = gm.getByTestId('level-canvas');
  await gmCanvas.scrollIntoViewIfNeeded();
  const gmBox = (await gmCanvas.boundingBox())!;
  // The pointer sweeps the map until it rests on a square the party can walk to (rock and pits have no way there).
  for (let k = 1; k < 160 && !(await gmCanvas.getAttribute('data-hover')); k++) {
    await gm.mouse.move(gmBox.x + ((k * 37) % gmBox.width), gmBox.y + ((k * 53) % gmBox.height));
    await gm.waitForTimeout(50);
  }
  await expect(gmCanvas).toHaveAttribute('data-hover', /^\d+'$/);
  await look(gmCanvas, 'map/gm-dungeon-hover');

  // A fight: the turn order comes first, and the map stays under it.
  await gm.getByRole('button', { name: 'Start a fight' }).click();
  await gm.getByLabel('Foe from the bestiary').selectOption({ index: 1 });
  await gm.getByLabel('How many', { exact: true }).fill('2');
  await gm.getByRole('button', { name: 'Add', exact: true }).click();
  await gm.getByRole('button', { name: 'Start the fight' }).click();
  await expect(players.getByTestId('players-initiative')).toBeVisible(LIVE);
  await expect(map).toBeVisible();
  await fitsTheWindow(players);
  await look(players, 'players-phone/2-fight', { fullPage: true });

  // Still in the fight, the Wilderness view offers no travel, saying why where Travel is.
  await gm.goto(`${host.url}/#/wilderness`);
  const planner = gm.getByRole('region', { name: 'Journey planner' });
  const travel = planner.getByRole('button', { name: 'Travel it' });
  await expect(travel).toBeDisabled();
  await expect(travel).toHaveAccessibleDescription(/^The party is in a fight \(".+"\): end it first\.$/);
  await gm.goto(`${host.url}/#/combat`);
  await gm.getByRole('button', { name: 'End fight' }).click();
  await expect(gm.getByTestId('fight-summary')).toBeVisible();
  await expect(players.getByTestId('players-initiative')).toHaveCount(0, LIVE);

  // The fight over, the party still stands on the level: underground, travel waits until it climbs out.
  await gm.goto(`${host.url}/#/wilderness`);
  const underground = /^The party is underground.*: leave the dungeon first \(Dungeon view\)\.$/;
  await expect(travel).toBeDisabled();
  await expect(travel).toHaveAccessibleDescription(underground);
  await expect(planner.getByText(underground)).toBeVisible();
  await look(planner, 'wilderness/travel-refused-underground');
  await gm.goto(`${host.url}/#/dungeon`);
  await gm.getByRole('button', { name: 'Leave the dungeon' }).click();
  await expect(gm.getByRole('button', { name: 'Leave the dungeon' })).toHaveCount(0);
  await gm.goto(`${host.url}/#/wilderness`);
  await expect(travel).toBeEnabled();
  await expect(planner.getByText(underground)).toHaveCount(0);

  // Travelling: the hex map the party knows, first on the phone.
  await travel.click();
  await expect(planner.getByTestId('journey-progress')).toBeVisible(LIVE);
  await expect(players.getByTestId('players-map')).toBeVisible(LIVE);
  const hexBox = (await players.getByTestId('players-map').boundingBox())!;
  expect(hexBox.width).toBeGreaterThanOrEqual(PHONE.width - 40);
  expect(hexBox.height).toBeGreaterThanOrEqual(300);
  await fitsTheWindow(players);
  await look(players, 'players-phone/3-travel', { fullPage: true });

  // The same screen on a tablet and across the room on a TV.
  await players.setViewportSize({ width: 1024, height: 768 });
  await fitsTheWindow(players);
  await look(players, 'players-tablet/travel');
  await players.setViewportSize({ width: 1920, height: 1080 });
  await fitsTheWindow(players);
  await look(players, 'players-tv/travel');
});
