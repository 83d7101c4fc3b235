import { expect, test, type Locator, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { look } from './look';

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'harptos']);
});
test.afterEach(async () => {
  await host.stop();
});

const playersLink = () => /Players' screen[^:]*: (http:\/\/\S+)/.exec(host.output())![1];

const months = ['Hammer', 'Alturiak', 'Ches', 'Tarsakh', 'Mirtul', 'Kythorn', 'Flamerule', 'Eleasis', 'Eleint', 'Marpenoth', 'Uktar', 'Nightal'];
const tenday = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth'];
/** Five festivals outside the months, and Shieldmeet after Midsummer in leap years. */
const festivals: [name: string, after: string, leapOnly: boolean][] = [
  ['Midwinter', 'Hammer', false],
  ['Greengrass', 'Tarsakh', false],
  ['Midsummer', 'Flamerule', false],
  ['Shieldmeet', 'Flamerule', true],
  ['Highharvestide', 'Eleint', false],
  ['The Feast of the Moon', 'Uktar', false],
];

/** Builds the year in the editor by hand, the campaign's first day being the 30th of Flamerule, 1492 DR. */
async function buildHarptos(page: Page) {
  await page.goto(`${host.url}/#/calendar`);
  await page.getByRole('button', { name: 'Give this campaign a calendar' }).click();
  const editor = page.getByRole('form', { name: 'Calendar editor' });
  await editor.getByRole('button', { name: 'Twelve months of thirty days' }).click();
  for (const [i, name] of months.entries()) await editor.getByLabel(`Month ${i + 1} name`).fill(name);
  await editor.getByLabel('Week days').fill(tenday.join(', '));
  await editor.getByLabel('The week starts again on the 1st of every month').check();
  await editor.getByLabel('Year', { exact: true }).fill('1492');
  await editor.getByLabel('After the year').fill('DR');
  await editor.getByRole('combobox', { name: 'Month', exact: true }).selectOption({ label: 'Flamerule' });
  await editor.getByLabel('Day', { exact: true }).fill('30');
  await editor.getByLabel('Leap years').check();
  await editor.getByLabel('Every (years)').fill('4');
  await editor.getByLabel('Extra days in a month').fill('0');
  for (const [i, [name, after, leapOnly]] of festivals.entries()) {
    await editor.getByRole('button', { name: 'Add a festival day' }).click();
    await editor.getByLabel(`Festival ${i + 1} name`).fill(name);
    await editor.getByLabel(`Festival ${i + 1} after`).selectOption({ label: after });
    if (leapOnly) await editor.getByLabel(`Festival ${i + 1} only in leap years`).check();
  }
  await editor.getByLabel('Moon 1 name').fill('Selûne');
  await look(editor, 'harptos-calendar/harptos-editor');
  await editor.getByRole('button', { name: 'Save calendar' }).click();
  await expect(editor).toBeHidden();
}

/** The left edge of a day in the grid, to tell which week day's column it stands in. */
const leftOf = async (l: Locator) => (await l.boundingBox())!.x;

test('a Harptos-like year: festivals read by name, a tenday starts on every 1st, a yearly note comes back, the players read the GM\'s date', async ({ browser }) => {
  test.setTimeout(90_000);
  const gm = await (await browser.newContext({ viewport: { width: 1280, height: 1500 } })).newPage();

  // A turn passes before there is any calendar: its journal line is written in plain days.
  await gm.goto(`${host.url}/#/dungeon`);
  await expect(gm.getByTestId('clock-turn')).toHaveText('Turn 48');
  await gm.keyboard.press('t');
  await expect(gm.getByTestId('clock-turn')).toHaveText('Turn 49');

  await buildHarptos(gm);
  await expect(gm.getByTestId('calendar-today')).toHaveText('30th of Flamerule, 1492 DR');
  const month = gm.getByRole('region', { name: 'Month' });
  await expect(month.getByRole('heading', { name: 'Flamerule 1492 DR' })).toBeVisible();
  await expect(month.getByRole('listitem', { name: '30, today' })).toBeVisible();
  // 1492 is a leap year: Midsummer and Shieldmeet follow Flamerule, each by its own name.
  await expect(month.getByRole('button', { name: 'Midsummer, 1492 DR' })).toBeVisible();
  await expect(month.getByRole('button', { name: 'Shieldmeet, 1492 DR' })).toBeVisible();
  // The 1st stands under the tenday's first day, with no gap before it; so does the 11th.
  await expect(month.locator('.month-pad')).toHaveCount(0);
  const firstColumn = await leftOf(month.getByText('First', { exact: true }));
  expect(await leftOf(month.getByRole('listitem', { name: '1', exact: true }))).toBe(firstColumn);
  expect(await leftOf(month.getByRole('listitem', { name: '11', exact: true }))).toBe(firstColumn);

  // Clicking Midsummer chooses it; a note written there comes back every year.
  await month.getByRole('button', { name: 'Midsummer, 1492 DR' }).click();
  const notes = gm.getByRole('region', { name: 'Notes on days' });
  await expect(notes.getByTestId('chosen-day')).toHaveText('Midsummer, 1492 DR');
  await notes.getByLabel('Note').fill('The Midsummer fair at the crossroads');
  await notes.getByLabel('Comes back').selectOption({ label: 'Every year on this date' });
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('list', { name: 'Notes on the chosen day' })).toContainText('The Midsummer fair at the crossroads');
  await expect(notes.getByRole('list', { name: 'Notes by day' })).toContainText('Midsummer, 1492 DR, every year');
  await expect(month.getByRole('listitem', { name: 'Midsummer, 1 note' })).toContainText('The Midsummer fair');
  await look(gm.getByRole('main'), 'harptos-calendar/harptos-month-1492');

  // The month after: Eleasis starts its tenday on the 1st too, the two festivals not counted.
  await month.getByRole('button', { name: 'Next month' }).click();
  await expect(month.getByRole('heading', { name: 'Eleasis 1492 DR' })).toBeVisible();
  await expect(month.locator('.month-pad')).toHaveCount(0);
  expect(await leftOf(month.getByRole('listitem', { name: '1', exact: true }))).toBe(firstColumn);

  // A year on: Midsummer 1493 holds the note again, and 1493 has no Shieldmeet.
  for (let i = 0; i < 11; i++) await month.getByRole('button', { name: 'Next month' }).click();
  await expect(month.getByRole('heading', { name: 'Flamerule 1493 DR' })).toBeVisible();
  await expect(month.getByRole('listitem', { name: 'Midsummer, 1 note' })).toContainText('The Midsummer fair at the crossroads');
  await expect(month.getByRole('button', { name: /^Shieldmeet/ })).toHaveCount(0);
  await month.getByRole('button', { name: 'Midsummer, 1493 DR' }).click();
  await expect(notes.getByRole('list', { name: 'Notes on the chosen day' })).toContainText('Every year since Midsummer, 1492 DR');
  await look(gm.getByRole('main'), 'harptos-calendar/harptos-month-1493');

  // The party reaches Midsummer: the Dungeon clock names the day and brings up its note. A wandering
  // encounter may stop the day's advance on the way; it is dismissed and the day goes on. Each press
  // is followed to its answer, so a stop is seen when it happens rather than after a timeout.
  await gm.goto(`${host.url}/#/dungeon`);
  const clockDay = gm.getByTestId('clock-day');
  await expect(clockDay).toHaveText('30th of Flamerule, 1492 DR');
  await expect(gm.getByRole('list', { name: 'Notes on this day' })).toHaveCount(0);
  const card = gm.getByTestId('encounter-card');
  const day = gm.getByRole('region', { name: 'Game clock' }).getByRole('button', { name: /^Day/ });
  for (let i = 0; i < 30 && (await clockDay.textContent()) !== 'Midsummer, 1492 DR'; i++) {
    if (await card.isVisible()) {
      await card.getByRole('button', { name: /^Dismiss/ }).click();
      await expect(card).toHaveCount(0);
    }
    await Promise.all([gm.waitForResponse((r) => r.url().endsWith('/rpc/clock.advance')), day.click()]);
    await expect(day).toBeEnabled();
  }
  await expect(clockDay).toHaveText('Midsummer, 1492 DR');
  await expect(gm.getByRole('list', { name: 'Notes on this day' })).toHaveText('The Midsummer fair at the crossroads');
  await expect(gm.getByTestId('game-time')).toHaveText(/^Midsummer, 1492 DR, \d\d:\d\d — turn \d+$/);
  const turn = (await gm.getByTestId('clock-turn').textContent())!.replace('Turn ', '');
  await look(gm.getByRole('region', { name: 'Game clock' }), 'harptos-calendar/harptos-dungeon-clock');

  // The players' screen reads the GM's date.
  const players = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await players.goto(playersLink());
  await expect(players.getByTestId('players-date')).toHaveText('Midsummer, 1492 DR');
  await expect(players.getByRole('region', { name: 'Game time' })).toContainText(`turn ${turn}`);
  await look(players, 'harptos-calendar/harptos-players');

  // The line written before the calendar reads in it now.
  await gm.goto(`${host.url}/#/journal`);
  await gm.getByLabel('Find').fill('Time passes: 1 turn');
  await expect(gm.getByRole('list', { name: 'Journal entries' })).toContainText('to 30th of Flamerule, 1492 DR, 08:10 — turn 49');
});

// The Shire Reckoning (calendars, docs/sources.md): 2 Yule opens the year and keeps its week day, as do
// 1 Lithe, 2 Lithe and 1 Yule; Mid-year's Day and Overlithe (leap years) stand outside the week.
const shireMonths = ['Afteryule', 'Solmath', 'Rethe', 'Astron', 'Thrimidge', 'Forelithe', 'Afterlithe', 'Wedmath', 'Halimath', 'Winterfilth', 'Blotmath', 'Foreyule'];
const shireWeek = ['Sterday', 'Sunday', 'Monday', 'Trewsday', 'Hevensday', 'Mersday', 'Highday'];
const shireFestivals: [name: string, after: string, leapOnly: boolean, inWeek: boolean][] = [
  ['2 Yule', 'nothing: it opens the year', false, true],
  ['1 Lithe', 'Forelithe', false, true],
  ["Mid-year's Day", 'Forelithe', false, false],
  ['Overlithe', 'Forelithe', true, false],
  ['2 Lithe', 'Forelithe', false, true],
  ['1 Yule', 'Foreyule', false, true],
];

test('the Shire Reckoning: the campaign starts on 2 Yule, which opens the year on a Sterday; the Lithedays keep their week days but Mid-year\'s Day', async ({ browser }) => {
  test.setTimeout(90_000);
  const gm = await (await browser.newContext({ viewport: { width: 1280, height: 1500 } })).newPage();
  await gm.goto(`${host.url}/#/calendar`);
  await gm.getByRole('button', { name: 'Give this campaign a calendar' }).click();
  const editor = gm.getByRole('form', { name: 'Calendar editor' });
  await editor.getByRole('button', { name: 'Twelve months of thirty days' }).click();
  for (const [i, name] of shireMonths.entries()) await editor.getByLabel(`Month ${i + 1} name`).fill(name);
  await editor.getByLabel('Week days').fill(shireWeek.join(', '));
  await editor.getByLabel('Year', { exact: true }).fill('1420');
  await editor.getByLabel('After the year').fill('S.R.');
  await editor.getByLabel('Leap years').check();
  await editor.getByLabel('Every (years)').fill('4');
  await editor.getByLabel('except every').fill('100');
  await editor.getByLabel('Extra days in a month').fill('0');
  for (const [i, [name, after, leapOnly, inWeek]] of shireFestivals.entries()) {
    await editor.getByRole('button', { name: 'Add a festival day' }).click();
    await editor.getByLabel(`Festival ${i + 1} name`).fill(name);
    await editor.getByLabel(`Festival ${i + 1} after`).selectOption({ label: after });
    if (leapOnly) await editor.getByLabel(`Festival ${i + 1} only in leap years`).check();
    if (inWeek) await editor.getByLabel(`Festival ${i + 1} keeps its week day`).check();
  }
  await editor.getByLabel('Or a festival day').selectOption({ label: '2 Yule' });
  await editor.getByRole('combobox', { name: /^Week day/ }).selectOption({ label: 'Sterday' });
  await look(editor, 'harptos-calendar/shire-editor');
  await editor.getByRole('button', { name: 'Save calendar' }).click();
  await expect(editor).toBeHidden();

  await expect(gm.getByTestId('calendar-today')).toHaveText('2 Yule, 1420 S.R.');
  const month = gm.getByRole('region', { name: 'Month' });
  await expect(month.getByRole('heading', { name: 'Afteryule 1420 S.R.' })).toBeVisible();
  // 2 Yule stands under Sterday, the 1st of Afteryule under Sunday.
  await expect(month.getByRole('listitem', { name: '2 Yule, today' })).toBeVisible();
  expect(await leftOf(month.getByRole('listitem', { name: '2 Yule, today' }))).toBe(await leftOf(month.getByText('Sterday', { exact: true })));
  expect(await leftOf(month.getByRole('listitem', { name: '1', exact: true }))).toBe(await leftOf(month.getByText('Sunday', { exact: true })));
  await look(gm.getByRole('main'), 'harptos-calendar/shire-afteryule');

  // Forelithe: 30 days, then 1 Lithe, Mid-year's Day, Overlithe (1420 is a leap year) and 2 Lithe.
  for (let i = 0; i < 5; i++) await month.getByRole('button', { name: 'Next month' }).click();
  await expect(month.getByRole('heading', { name: 'Forelithe 1420 S.R.' })).toBeVisible();
  for (const name of ['1 Lithe', "Mid-year's Day", 'Overlithe', '2 Lithe']) await expect(month.getByRole('button', { name: `${name}, 1420 S.R.` })).toBeVisible();
  await look(gm.getByRole('main'), 'harptos-calendar/shire-forelithe');
});
