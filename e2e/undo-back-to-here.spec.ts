import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { setWanderingTable } from './wandering';

// Undo as the GM means it: a journal entry offers to undo everything after it, in one action,
// asking first with the number of actions it will undo.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'back-to-here']);
});
test.afterEach(async () => {
  await host.stop();
});

const turn = (page: Page) => page.getByTestId('clock-turn');

test('undo back to an entry: the dialog names how many actions, and the clock goes back to just after it', async ({ page }) => {
  await page.goto(`${host.url}/#/dungeon`);
  await expect(turn(page)).toHaveText('Turn 48');
  // No wandering monster interrupts the three turns.
  await setWanderingTable(page, { everyTurns: 3, chanceInSix: 0, entries: [] });
  for (const next of ['Turn 49', 'Turn 50', 'Turn 51']) {
    await page.keyboard.press('t');
    await expect(turn(page)).toHaveText(next);
  }
  await page.keyboard.press('Alt+6');
  const journal = page.getByRole('list', { name: 'Journal entries' });
  // The three turns read as one line that opens: the first of them is inside it.
  await journal.getByText(/earlier actions? since/).first().click();
  const first = journal.getByRole('listitem', { name: /^Time passes: 1 turn, to .*turn 49$/ });
  await first.getByRole('button', { name: 'Undo back to here' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Undo back to here?' });
  await expect(dialog).toContainText('The 2 actions after');
  await dialog.getByRole('button', { name: 'Undo 2 actions' }).click();
  await expect(first).toBeVisible();
  await expect(journal.getByRole('listitem', { name: /turn 51$/ })).toContainText('undone');
  await expect(page.getByTestId('game-time')).toHaveText(/turn 49$/);
});
