import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { setWanderingTable } from './wandering';

// An open encounter card holds the clock: a key that spends time asks the GM first,
// naming who waits, and offers to deal with them, evade them, or let time run.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'goblins-wait']);
});
test.afterEach(async () => {
  await host.stop();
});

const turn = (page: Page) => page.getByTestId('clock-turn');
const card = (page: Page) => page.getByTestId('encounter-card');
const asked = (page: Page) => page.getByTestId('time-hold');

test('time asks first while goblins wait on the card: deal with them, let time run, or evade', async ({ page }) => {
  await page.goto(`${host.url}/#/dungeon`);
  await expect(turn(page)).toHaveText('Turn 48');
  // The goblins come on the GM's own check (W), and no other comes while the test runs.
  await setWanderingTable(page, { everyTurns: 3, chanceInSix: 6, entries: ['goblins at the door'] });
  await page.keyboard.press('w');
  await expect(card(page)).toContainText('goblins at the door');
  await setWanderingTable(page, { everyTurns: 3, chanceInSix: 0, entries: [] });

  // T would spend a turn: the GM is asked, and until answered the clock stands.
  await page.keyboard.press('t');
  await expect(asked(page)).toContainText('The encounter with goblins at the door at The Lantern Keep, level 1 is still open');
  await expect(turn(page)).toHaveText('Turn 48');
  await asked(page).getByRole('button', { name: 'Deal with them first' }).click();
  await expect(asked(page)).toHaveCount(0);
  await expect(turn(page)).toHaveText('Turn 48');
  // Not taken, and not an error either: the GM chose to deal with them.
  await expect(page.getByText(/is still open/)).toHaveCount(0);

  // Let time run: the turn passes and the goblins still wait.
  await page.keyboard.press('t');
  await asked(page).getByRole('button', { name: 'Let time run' }).click();
  await expect(turn(page)).toHaveText('Turn 49');
  await expect(card(page)).toBeVisible();

  // Evade them: the card goes, and the turn passes without another question.
  await page.keyboard.press('t');
  await asked(page).getByRole('button', { name: 'Evade them' }).click();
  await expect(card(page)).toHaveCount(0);
  await expect(turn(page)).toHaveText('Turn 50');
  await page.keyboard.press('t');
  await expect(turn(page)).toHaveText('Turn 51');
  await expect(asked(page)).toHaveCount(0);
});
