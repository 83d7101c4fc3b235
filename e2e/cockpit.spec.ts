import { expect, test, type Locator, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';

// Issue 42: an evening's loop on a 1366×768 laptop, never scrolling: a turn from the cockpit, a
// walk to a door and the door opened, a torch lit in one click, the fight started from the
// encounter in one click, an attack, the fight ended. Each result comes up beside the control
// that asked for it, as a toast, and Undo says what it took back.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'the-cockpit-at-a-glance']);
});
test.afterEach(async () => {
  await host.stop();
});

const cockpit = (page: Page) => page.getByRole('complementary', { name: 'Cockpit' });
const turn = (page: Page) => cockpit(page).getByTestId('clock-turn');
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

type Box = { x: number; y: number; width: number; height: number };

/** Clicks a control that is wholly in the window as it stands, checks the page did not scroll for it, and answers where it was. */
async function press(page: Page, control: Locator): Promise<Box> {
  await expect(control).toBeInViewport({ ratio: 1 });
  const box = (await control.boundingBox())!;
  await control.click();
  expect(await page.locator('main.content').evaluate((m) => m.scrollTop)).toBe(0);
  return box;
}

/** The toast's box starts within a short reach of the control's: beside it, not across the page. */
async function expectBeside(shown: Locator, b: Box) {
  await expect(shown).toBeInViewport({ ratio: 1 });
  const a = (await shown.boundingBox())!;
  const gap = Math.max(a.y - (b.y + b.height), b.y - (a.y + a.height), 0);
  expect(gap, 'vertical gap between the toast and its control').toBeLessThan(12);
  expect(Math.abs(a.x - b.x), 'horizontal offset').toBeLessThan(360);
}

/** A square of the demo level (40×30) on the screen: the canvas fits the level, centred, at most 3x. */
async function square(page: Page, col: number, row: number) {
  const box = (await page.getByTestId('level-canvas').boundingBox())!;
  const zoom = Math.min(box.width / (40 * 12), box.height / (30 * 12), 3);
  const ox = (box.width - 40 * 12 * zoom) / 2;
  const oy = (box.height - 30 * 12 * zoom) / 2;
  return { x: box.x + ox + (col + 0.5) * 12 * zoom, y: box.y + oy + (row + 0.5) * 12 * zoom };
}

test('at 1366×768: a turn, a door opened, a torch lit, the fight from the card, an attack and its end, without scrolling', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${host.url}/#/dungeon`);
  await expect(turn(page)).toHaveText('Turn 48');

  // A turn from the cockpit's button: the clock moves, and the journal's line for it shows beside the button.
  const turnButton = cockpit(page).getByRole('button', { name: /^Turn/ });
  const turnAt = await press(page, turnButton);
  await expect(turn(page)).toHaveText('Turn 49');
  await expectBeside(toast(page, /turn/i).last(), turnAt);

  // Undo says what it took back.
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  const undoAt = await press(page, undo);
  await expect(turn(page)).toHaveText('Turn 48');
  await expectBeside(toast(page, /^Undone: /).last(), undoAt);

  // Walk down the corridor under the entry hall: the closed door stops the walk, and its Open is ready beside the note.
  const to = await square(page, 5, 13);
  await page.mouse.click(to.x, to.y);
  await expect(page.getByTestId('walk-note')).toContainText('Stopped by a closed door: open it.');
  const open = page.getByTestId('place-actions').getByRole('button', { name: 'Open the door' });
  await expect(open).toBeEnabled();
  const openAt = await press(page, open);
  // The open's own line, not the walk's "closed door" toast still showing by the map.
  await expectBeside(toast(page, 'The party opens the door').last(), openAt);

  // A torch in one click, from whoever carries one; its time left is a meter in the cockpit.
  const light = cockpit(page).getByRole('button', { name: /^Light a torch/ });
  const lightAt = await press(page, light);
  await expect(cockpit(page).getByRole('meter', { name: /'s torch$/ })).toBeVisible();
  await expectBeside(toast(page, /torch/).last(), lightAt);

  // The wandering check comes up every time for the rest of the test; W makes one.
  await cockpit(page).getByRole('button', { name: 'Change the table' }).click();
  const table = page.getByRole('form', { name: /^Wandering monsters of/ });
  await table.getByLabel('Check every (turns)').fill('1');
  await table.getByLabel('Chance in 6').fill('6');
  await table.getByRole('button', { name: 'Save the table' }).click();
  await expect(table).toHaveCount(0);
  await page.keyboard.press('w');
  const chip = cockpit(page).getByRole('group', { name: 'Open encounter' });
  await expect(chip).toBeVisible();

  // One click on the cockpit's chip: the fight is on, the encounter settled by it.
  await press(page, chip.getByRole('button', { name: /^Fight/ }));
  await expect(page.getByTestId('fight-clock')).toContainText('Round 1');
  await expect(page.getByTestId('encounter-card')).toHaveCount(0);
  await expect(cockpit(page)).toContainText("The fight's rounds run the clock");

  // The attack of whoever acts first, at the first foe of the other side.
  const current = page.getByRole('list', { name: 'Initiative order' }).getByTestId('combatant').and(page.locator('[aria-current="true"]'));
  const party = ((await current.getAttribute('class')) ?? '').includes('side-party');
  await page.getByRole('list', { name: 'Initiative order' }).getByTestId('combatant').and(page.locator(party ? '.side-foes' : '.side-party')).first().click();
  await expect(page.getByTestId('attack-preview').and(page.locator('[data-fresh="true"]'))).toBeVisible();
  const attack = page.locator('.attack-actions button.roll');
  const attackAt = await press(page, attack);
  await expectBeside(toast(page, /attack|hits|misses/i).last(), attackAt);

  // The end of the fight, no question asked (Undo brings it back).
  const end = page.getByRole('button', { name: 'End fight', exact: true });
  const endAt = await press(page, end);
  await expect(page.getByTestId('fight-clock')).toContainText('of game time');
  await expectBeside(toast(page, /fight ends/i).last(), endAt);
  await page.screenshot({ path: 'test-results/play-views/keep-loop-end-1366.png' });
});
