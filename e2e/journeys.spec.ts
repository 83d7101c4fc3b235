import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { leaveTheLevel } from './leave-the-level';
import { look } from './look';
import { lettingTimeRun } from './time-hold';

let host: RunningHost;
test.beforeEach(async ({ page }) => {
  host = await startHost(undefined, ['--seed', 'along-the-coast']);
  // Planning over the demo's journey asks before replacing it: the GM says yes.
  page.on('dialog', (dialog) => void dialog.accept());
});
test.afterEach(async () => {
  await host.stop();
});

async function openPlanner(page: Page) {
  await leaveTheLevel(page, host.url);
  await page.goto(`${host.url}/#/wilderness`);
  await expect(page.getByRole('table', { name: 'Itinerary' })).toBeVisible();
  return page.getByRole('region', { name: 'Journey planner' });
}

/**
 * Plans the legs set, replacing the demo's own voyage, and waits for the new plan: the
 * demo's also ends at 37,27, crosses a river hex and may have a lost day of its own.
 */
async function planOverTheDemo(page: Page) {
  const summary = page.getByTestId('journey-summary');
  const demoPlan = await summary.textContent();
  await page.getByRole('region', { name: 'Journey planner' }).getByRole('button', { name: 'Plan journey' }).click();
  await expect(summary).not.toHaveText(demoPlan!);
}

async function addStop(page: Page, col: number, row: number) {
  const stop = page.getByRole('region', { name: 'Journey planner' }).getByRole('form', { name: 'Add a stop' });
  await stop.getByLabel('Add a stop: column').fill(String(col));
  await stop.getByLabel('Add a stop: row').fill(String(row));
  await stop.getByRole('button', { name: 'Add' }).click();
}

test('plan a land, river and sea journey; travel stops at the first day that needs the GM; Continue travels the rest', async ({ page }) => {
  const planner = await openPlanner(page);
  const startForm = planner.getByRole('form', { name: 'Start at' });
  await startForm.getByLabel('Start at: column').fill('8');
  await startForm.getByLabel('Start at: row').fill('10');
  await startForm.getByRole('button', { name: 'Set start' }).click();
  await addStop(page, 21, 14);
  await addStop(page, 35, 16);
  await addStop(page, 37, 27);
  await planner.getByLabel('Leg 2 mode').selectOption('river');
  await planner.getByLabel('Leg 2 vessel').selectOption('riverboat');
  await planner.getByLabel('Leg 3 mode').selectOption('sea');
  await planner.getByLabel('Leg 3 vessel').selectOption('caravel');
  await planOverTheDemo(page);

  const itinerary = page.getByRole('table', { name: 'Itinerary' });
  await expect(itinerary.locator('tbody tr').last()).toContainText('37,27');
  for (const mode of ['foot', 'river', 'sea']) await expect(itinerary.locator('tbody tr').filter({ hasText: mode }).first()).toBeVisible();
  // A Basic Fantasy campaign rolls no land weather unless the GM turns Lantern's table on; the day starts when camp is broken.
  await expect(itinerary.getByRole('row', { name: 'Day 1', exact: true })).toContainText('Day 1, 08:00');
  await expect(itinerary.getByRole('row', { name: 'Day 1', exact: true })).not.toContainText(/Clear|Overcast|Thunderstorm|Showers|Fog/);
  const days = await itinerary.locator('tbody tr').count();
  const firstStop = Number(await itinerary.locator('tbody tr.needs-gm th').first().innerText().then((t) => t.split('\n')[0]));

  await planner.getByRole('button', { name: 'Travel it' }).click();
  // A day of wandering encounters stops at the first one's hour, partway through; any other need at the day's end.
  const progress = page.getByTestId('journey-progress');
  await expect(progress).toHaveText(new RegExp(`^Travelled (${firstStop} of ${days} days|${firstStop - 1} of ${days} days · stopped partway through day ${firstStop}, at )`));
  // Stopped partway, the day under way reads as travelled so far, not as a day still ahead.
  const stoppedDay = itinerary.getByRole('row', { name: `Day ${firstStop}`, exact: true });
  if ((await progress.textContent())!.includes('partway')) {
    await expect(stoppedDay.getByRole('rowheader')).toHaveText(`${firstStop}travelled so far`);
    await expect(stoppedDay.getByRole('button', { name: 'Re-roll' })).toBeDisabled();
  }
  else await expect(stoppedDay).toContainText('travelled');
  await look(stoppedDay, 'journeys/itinerary-day-under-way');

  await planner.getByLabel('stop at the first day that needs me').uncheck();
  await lettingTimeRun(page, () => planner.getByRole('button', { name: 'Continue' }).click());
  await expect(planner.getByText(`Travelled: ${days} days.`)).toBeVisible();
  // The party stands in the last day's evening camp: broken at 08:00, 8 hours afoot or 12 afloat.
  await expect(page.getByTestId('game-time')).toHaveText(new RegExp(`^Day ${days}, (16|20):00`));
  await page.keyboard.press('Alt+2');
  await expect(page.getByText('At hex 37, 27 Gullhaven (port)')).toBeVisible();
});

test('a lost party strays off its route, and the map and the party show where it really is', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  const planner = await openPlanner(page);
  const startForm = planner.getByRole('form', { name: 'Start at' });
  await startForm.getByLabel('Start at: column').fill('2');
  await startForm.getByLabel('Start at: row').fill('30');
  await startForm.getByRole('button', { name: 'Set start' }).click();
  await addStop(page, 12, 24);
  await planOverTheDemo(page);
  const itinerary = page.getByRole('table', { name: 'Itinerary' });
  const lostRow = itinerary.locator('tbody tr').filter({ has: page.locator('.badge.lost') }).first();
  await expect(lostRow).toContainText('The party is lost.');
  await expect(lostRow).toContainText(/Lost: the party strays (left|right) of its way and ends the day at \(\d+, \d+\), off its route\./);
  const [, col, row] = /ends the day at \((\d+), (\d+)\)/.exec(await lostRow.innerText())!;
  const lostDay = Number((await lostRow.locator('th').innerText()).split('\n')[0]);

  // Travel day by day up to the lost day: each stop ends at the next day that needs the GM.
  // A stop partway through a day (a wandering encounter at its hour) counts no whole day yet, but says where it stopped.
  const progress = page.getByTestId('journey-progress');
  const travelledSoFar = async () => Number(/Travelled (\d+) of/.exec((await planner.textContent()) ?? '')?.[1] ?? 0);
  for (let travelled = 0, i = 0; travelled < lostDay && i < 40; i++) {
    const before = (await progress.count()) > 0 ? await progress.textContent() : '';
    await lettingTimeRun(page, () => planner.getByRole('button', { name: /^(Travel it|Continue)$/ }).click());
    await expect(progress).not.toHaveText(before!);
    travelled = await travelledSoFar();
  }
  await expect(planner.getByText(new RegExp(`the party is at ${col},${row}`))).toBeVisible();
  await page.getByRole('heading', { name: 'Wilderness', level: 1 }).scrollIntoViewIfNeeded();
  await look(page, 'journeys/lost-party-map');
  await page.keyboard.press('Alt+2');
  await expect(page.getByText(new RegExp(`At hex ${col}, ${row}`))).toBeVisible();
});

test('the itinerary shows the day food runs out, on that day and in the summary', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await openPlanner(page);
  const summary = page.getByTestId('journey-summary');
  await expect(summary.getByRole('list', { name: 'Journey warnings' })).toContainText('Day 15: Food runs out.');
  const day15 = page.getByRole('table', { name: 'Itinerary' }).getByRole('row', { name: 'Day 15', exact: true });
  await expect(day15).toHaveClass(/disaster/);
  await expect(day15).toContainText('Food runs out.');
  await summary.scrollIntoViewIfNeeded();
  await look(page, 'journeys/summary-warnings');
  await day15.scrollIntoViewIfNeeded();
  await look(page, 'journeys/itinerary-disaster-day');
});

test("the GM edits the land-weather table and the region's climate", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`${host.url}/#/wilderness`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: 'Land weather' });
  await expect(editor).toContainText("Lantern's default table");
  await editor.getByRole('radio', { name: 'winter' }).click();
  const rows = editor.getByRole('table', { name: 'Weather rows: temperate, winter' });
  await expect(rows.getByLabel('Row 3 weather')).toHaveValue('Snow');
  await rows.getByLabel('Row 3 distance multiplier').fill('0.25');
  // A bad top row is refused by name, in the words of its inputs.
  await rows.getByLabel('Row 5 d% up to').fill('99');
  await editor.getByRole('button', { name: 'Save weather table' }).click();
  await expect(editor.getByRole('alert')).toHaveText('Temperate, winter, row 5 d% up to: the last row must reach 100');
  await rows.getByLabel('Row 5 d% up to').fill('100');
  await editor.getByRole('button', { name: 'Save weather table' }).click();
  await expect(editor).toContainText('Your own table');
  await editor.getByLabel('Region climate').selectOption('cold');
  await expect(editor.getByLabel('Region climate')).toHaveValue('cold');
  await editor.scrollIntoViewIfNeeded();
  await look(page, 'journeys/weather-editor');
});
