import { expect, test } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { look } from './look';
import { card } from './roster';

// Issue 40: GULLIVER bodies at their own size. Seed 002 (002_6bcc9877716aeba8.txt) scales HP
// with Linear Scale; it is silent on strength and pace, so the sheet's figures stand and a
// body far from human size carrying human ones is said out loud, on the sheet and in the plan.

let host: RunningHost;
test.beforeEach(async ({ page }) => {
  host = await startHost(undefined, ['--seed', 'gulliver-bodies']);
  // Planning over the demo's journey asks before replacing it: the GM says yes.
  page.on('dialog', (dialog) => void dialog.accept());
});
test.afterEach(async () => {
  await host.stop();
});

const BARROW = 'Giants in the Barrow (GURPS + GULLIVER demo)';

test("a three-inch brownie: the sheet shows HP scaled by size, and the journey plan says she sets the pace on human figures", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1300 });
  await page.goto(`${host.url}/#/party`);
  await page.getByLabel('Current campaign').selectOption({ label: BARROW });
  await card(page, 'Thistlewick').click();
  await page.getByRole('tab', { name: 'Sheet' }).click();
  const sheet = page.getByRole('form', { name: 'GURPS sheet of Thistlewick' });
  // Three inches tall: Linear Scale 1/24 (a human is 6 ft). The demo typed her figures for half size; now they are a human's.
  await sheet.getByLabel('Linear Scale').fill('0.0416667');
  await sheet.getByLabel('HP above already count this size', { exact: false }).uncheck();
  await sheet.getByLabel('ST, Basic Lift and Move above are my own figures', { exact: false }).uncheck();
  // Basic Speed 6.25 gives Move 6; 5 bought down leaves Move 1, the slowest in the party.
  await sheet.getByLabel('Basic Move', { exact: true }).fill('-5');
  await sheet.getByRole('button', { name: 'Save sheet' }).click();
  await expect(sheet.getByText('Saved.', { exact: true })).toBeVisible();

  // ST 5 gives HP 5 at human size; at LS 1/24 a twenty-fourth of that, a fraction kept as such.
  const derived = page.getByRole('region', { name: 'Derived figures of Thistlewick' });
  await expect(derived.getByRole('row', { name: /^HP/ })).toContainText('HP 5 base x LS 1/24 = 0.208 (GULLIVER: HP scale with size)');
  await expect(derived.getByRole('row', { name: /^HP/ })).toContainText('0.21');
  await expect(derived.getByRole('note')).toContainText('This body is at Linear Scale 1/24 but carries human ST, Basic Lift and Move');
  await look(derived, 'gulliver-bodies/sheet-hp-at-size');

  await page.goto(`${host.url}/#/wilderness`);
  const planner = page.getByRole('region', { name: 'Journey planner' });
  await expect(page.getByRole('table', { name: 'Itinerary' })).toBeVisible();
  const startForm = planner.getByRole('form', { name: 'Start at' });
  await startForm.getByLabel('Start at: column').fill('8');
  await startForm.getByLabel('Start at: row').fill('10');
  await startForm.getByRole('button', { name: 'Set start' }).click();
  const stop = planner.getByRole('form', { name: 'Add a stop' });
  await stop.getByLabel('Add a stop: column').fill('12');
  await stop.getByLabel('Add a stop: row').fill('10');
  await stop.getByRole('button', { name: 'Add' }).click();
  const summary = page.getByTestId('journey-summary');
  const before = await summary.textContent();
  await planner.getByRole('button', { name: 'Plan journey' }).click();
  await expect(summary).not.toHaveText(before!);

  // Move 1: 10 x Move = 10 miles a day (000, Hiking), and the plan says who and why.
  const pace = page.getByTestId('journey-pace');
  await expect(pace).toContainText('On foot, 10 miles a day: Thistlewick is the slowest (1 yd a second');
  await expect(pace).toContainText('Thistlewick is at Linear Scale 1/24 but carries human ST, Basic Lift and Move');
  await expect(page.getByRole('list', { name: 'Bodies at their size' })).toContainText('Thistlewick is at Linear Scale 1/24');
  await look(summary, 'gulliver-bodies/journey-pace');
});
