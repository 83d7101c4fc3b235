import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';

// Keyed hexes in the Basic Fantasy demo: Millbrook (8,15), the hobgoblins' lair at Hollow Crag (8,13)
// and the Lantern Keep's stair (8,10), on a road so the party cannot lose its way.

let host: RunningHost;
test.beforeEach(async ({ page }) => {
  host = await startHost(undefined, ['--seed', 'keyed-hexes']);
  page.on('dialog', (dialog) => void dialog.accept());
});
test.afterEach(async () => {
  await host.stop();
});

/** A wandering encounter on the way may stop travel first: Continue until the card shows the place. */
async function continueUntil(page: Page, text: string) {
  const planner = page.getByRole('region', { name: 'Journey planner' });
  const there = page.getByTestId('arrival-card').filter({ hasText: text });
  for (let k = 0; k < 4 && (await there.count()) === 0; k++) {
    await planner.getByRole('button', { name: 'Continue' }).click();
    // Up to a second for the place's card; a stop on the way (an encounter) leaves it out, and Continue goes on.
    await there.first().waitFor({ timeout: 1000 }).catch(() => {});
  }
}

async function travelTo(page: Page, col: number, row: number, start?: { col: number; row: number }) {
  const planner = page.getByRole('region', { name: 'Journey planner' });
  if (start) {
    const form = planner.getByRole('form', { name: 'Start at' });
    await form.getByLabel('Start at: column').fill(String(start.col));
    await form.getByLabel('Start at: row').fill(String(start.row));
    await form.getByRole('button', { name: 'Set start' }).click();
  }
  const stop = planner.getByRole('form', { name: 'Add a stop' });
  await stop.getByLabel('Add a stop: column').fill(String(col));
  await stop.getByLabel('Add a stop: row').fill(String(row));
  await stop.getByRole('button', { name: 'Add' }).click();
  const summary = page.getByTestId('journey-summary');
  const before = await summary.textContent();
  await planner.getByRole('button', { name: 'Plan journey' }).click();
  await expect(summary).not.toHaveText(before!);
  await planner.getByRole('button', { name: 'Travel it' }).click();
}

test.setTimeout(120_000);

test('travel from the settlement stops at the lair with its number, then at the keep; in and out of the dungeon; the players see only the text shown', async ({ page, context }) => {
  const players = await context.newPage();
  await players.goto(/Players' screen[^:]*: (http:\/\/\S+)/.exec(host.output())![1]);
  await page.goto(`${host.url}/#/wilderness`);
  await expect(page.getByRole('region', { name: 'Journey planner' })).toBeVisible();

  await travelTo(page, 8, 13, { col: 8, row: 15 });
  await continueUntil(page, 'hex 8,13');
  const card = page.getByTestId('arrival-card');
  await expect(card).toContainText('hex 8,13');
  await expect(card).toContainText('Hobgoblin (4d6, their lair)');
  await expect(page.getByText('Hobgoblin in their lair').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/wilderness-places-arrival.png', fullPage: true });

  await card.getByRole('button', { name: "Show the text on the players' screen" }).click();
  await expect(players.getByTestId('players-hex-text')).toContainText('Smoke drifts from a cleft');
  await expect(players.locator('body')).not.toContainText('hobgoblin band');
  await players.screenshot({ path: 'test-results/wilderness-places-players.png' });

  await travelTo(page, 8, 10);
  await continueUntil(page, 'The Lantern Keep');
  await expect(card).toContainText('The Lantern Keep');
  await card.getByRole('button', { name: 'Enter the dungeon' }).click();
  await page.goto(`${host.url}/#/dungeon`);
  await expect(page.getByTestId('place-actions')).toContainText('area 1');
  await page.getByRole('button', { name: 'Leave the dungeon' }).click();
  await page.goto(`${host.url}/#/wilderness`);
  await expect(page.getByTestId('arrival-card')).toContainText('The Lantern Keep');
  await page.getByRole('button', { name: 'Camp until dawn' }).click();
  const camped = page.getByRole('list', { name: 'Journal entries' }).getByRole('listitem').first();
  await page.keyboard.press('Alt+6');
  await expect(camped).toContainText('The party camps until dawn');
  // A night encounter may stop the camp early; a quiet night ends at the morning's sunrise.
  if (!(await camped.textContent())!.includes('stopped early')) await expect(page.getByTestId('game-time')).toHaveText(/, 0[4-9]:\d\d/);
  await page.keyboard.press('Alt+4');

  await page.getByRole('group', { name: 'Map mode' }).getByRole('button', { name: 'Keys' }).click();
  await page.screenshot({ path: 'test-results/wilderness-places-keys.png', fullPage: true });
});
