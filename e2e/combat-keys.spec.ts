import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';

// The Combat view's keys, as a GM uses them every turn (issue 16, defects found
// when tried): Enter submits the attack form, A right after Tab is not dropped,
// an attack that cannot go says why, and what was typed for one fighter does not
// carry over to the next. Driven on the Basic Fantasy demo, The Lantern Keep.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'keys-at-the-lantern-keep']);
});
test.afterEach(async () => {
  await host.stop();
});

const fight = (page: Page) => page.locator('section.combat-view[data-last-entry]');
const fighters = (page: Page) => page.getByRole('list', { name: 'Initiative order' }).getByTestId('combatant');
const form = (page: Page) => page.getByRole('form', { name: 'Attack' });
const lastEntry = (page: Page) => fight(page).getAttribute('data-last-entry');

async function start(page: Page) {
  await page.goto(`${host.url}/#/dungeon`);
  await page.getByLabel('Current campaign').selectOption({ label: 'The Lantern Keep (demo)' });
  await expect(page.getByLabel('Party in the dungeon').locator('option:checked')).toHaveText('The Lantern Bearers');
  await page.getByRole('button', { name: 'Start a fight' }).click();
  await page.getByLabel('Foe from the bestiary').selectOption({ label: 'Goblin' });
  await page.getByLabel('How many', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Start the fight' }).click();
  await expect(fighters(page)).toHaveCount(7);
}

/** Brannoc acts (whoever's turn it is) against the first goblin. */
async function brannocAtGoblin(page: Page) {
  await page.getByLabel('Who acts').selectOption({ label: 'Brannoc Ironfoot' });
  await fighters(page).filter({ hasText: 'Goblin 1' }).click();
  await expect(page.getByRole('region', { name: 'Action' }).getByRole('heading', { level: 2 })).toContainText('Brannoc Ironfoot');
}

test('Enter in the attack form attacks, and A straight after Tab is not dropped', async ({ page }) => {
  await start(page);
  await brannocAtGoblin(page);
  const before = await lastEntry(page);
  await form(page).getByLabel('Other modifier').fill('1');
  await form(page).getByLabel('Other modifier').press('Enter');
  await expect(fight(page)).not.toHaveAttribute('data-last-entry', before!);
  await expect(page.getByRole('list', { name: 'Dice thrown' }).getByRole('listitem').first()).toContainText('To hit: Brannoc Ironfoot with Battle axe');

  // Enter on the weapon list (a select, which does not submit by itself) attacks too.
  await page.getByLabel('Who acts').selectOption({ label: 'Sister Maelis' });
  const second = await lastEntry(page);
  await form(page).getByLabel('With').press('Enter');
  await expect(fight(page)).not.toHaveAttribute('data-last-entry', second!);

  // Typing a modifier, Tab, then A at once: the odds have not come back yet, the attack still goes.
  await page.getByLabel('Who acts').selectOption({ label: 'Pip Underbough' });
  const third = await lastEntry(page);
  await form(page).getByLabel('Other modifier').fill('2');
  await page.keyboard.press('Tab');
  await page.keyboard.press('a');
  await expect(fight(page)).not.toHaveAttribute('data-last-entry', third!);
  await expect(page.getByTestId('result-summary')).toContainText('Pip Underbough');
});

test('an attack that cannot go says why: a sling with no range band', async ({ page }) => {
  await start(page);
  await page.getByLabel('Who acts').selectOption({ label: 'Pip Underbough' });
  await form(page).getByLabel('With').selectOption({ label: 'Sling (1d4, shot 30/60/90)' });
  await fighters(page).filter({ hasText: 'Goblin 1' }).click();
  const before = await lastEntry(page);
  await page.keyboard.press('a');
  await expect(form(page).getByRole('alert')).toHaveText('Sling shoots: choose the range band before attacking.');
  await expect(fight(page)).toHaveAttribute('data-last-entry', before!);
  await form(page).getByLabel('Range').selectOption({ label: 'Short +1' });
  await expect(form(page).getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('a');
  await expect(fight(page)).not.toHaveAttribute('data-last-entry', before!);
  await expect(page.getByRole('list', { name: 'Dice thrown' }).getByRole('listitem').first()).toContainText('To hit: Pip Underbough with Sling');
});

test('damage typed for one fighter does not carry over to the next, and stays with the one who typed it', async ({ page }) => {
  await start(page);
  await brannocAtGoblin(page);
  await form(page).getByRole('button', { name: 'GM: hit' }).click();
  await form(page).getByLabel('Damage (dice or a number)').fill('7');
  await page.getByLabel('Who acts').selectOption({ label: 'Sister Maelis' });
  await expect(page.getByRole('region', { name: 'Action' }).getByRole('heading', { level: 2 })).toContainText('Sister Maelis');
  // Each fighter keeps a form of their own: Maelis starts fresh, and Brannoc's is as he left it.
  await expect(form(page).getByRole('button', { name: 'Roll it' })).toHaveAttribute('aria-pressed', 'true');
  await form(page).getByRole('button', { name: 'GM: hit' }).click();
  await expect(form(page).getByLabel('Damage (dice or a number)')).toHaveValue('');
  await expect(form(page).getByLabel('With')).toHaveValue('Mace');
  await page.getByLabel('Who acts').selectOption({ label: 'Brannoc Ironfoot' });
  await expect(form(page).getByLabel('Damage (dice or a number)')).toHaveValue('7');
});
