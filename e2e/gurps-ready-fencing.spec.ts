import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { card } from './roster';
import { look } from './look';

// Issue 39 item 4, "Must show", through the Combat view: a weapon marked "*" (must be readied
// after each swing, 000 "Attack" and "Ready") goes unready when it strikes and a Ready maneuver
// readies it; a fencing weapon ("F") parries with a retreat at +3 (Basic Set p. B377; the
// shared GURPS Lite text gives no retreat). Everything is set up through the UI.

const GURPS = 'Giants in the Barrow (GURPS + GULLIVER demo)';

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'club-and-rapier']);
});
test.afterEach(async () => {
  await host.stop();
});

const fight = (page: Page) => page.locator('section.combat-view[data-last-entry]');
const fighters = (page: Page) => page.getByRole('list', { name: 'Initiative order' }).getByTestId('combatant');
const fighter = (page: Page, name: string) => fighters(page).and(page.getByRole('listitem', { name, exact: true }));
const log = (page: Page) => page.getByRole('region', { name: 'Encounter log' }).locator('li');
const attackForm = (page: Page) => page.getByRole('form', { name: 'Attack' });
const current = (page: Page) => fighters(page).and(page.locator('[aria-current="true"]'));

async function step(page: Page, act: () => Promise<void>) {
  const before = await fight(page).getAttribute('data-last-entry');
  await act();
  await expect(fight(page)).not.toHaveAttribute('data-last-entry', before!);
}

async function passTo(page: Page, name: string) {
  for (let i = 0; i < 4 && (await current(page).getAttribute('aria-label')) !== name; i++) await step(page, () => page.keyboard.press('n'));
  await expect(current(page)).toHaveAttribute('aria-label', name);
}

test("the ogre's club is unready after its swing until Ready, and Sir Aldric's rapier parries with a retreat at +3", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${host.url}/#/party`);
  await page.getByLabel('Current campaign').selectOption({ label: GURPS });

  // Sir Aldric takes up a rapier at skill 14, marked as a fencing weapon.
  await card(page, 'Sir Aldric Vane').click();
  await page.getByRole('tab', { name: 'Sheet' }).click();
  const sheet = page.getByRole('form', { name: 'GURPS sheet of Sir Aldric Vane' });
  await sheet.getByRole('button', { name: 'Add weapon' }).click();
  await sheet.getByRole('listitem', { name: 'Weapon 3', exact: true }).getByLabel('Weapon 3 name').fill('Rapier');
  const rapier = sheet.getByRole('listitem', { name: 'Rapier', exact: true });
  await rapier.getByLabel('Rapier skill').fill('14');
  await rapier.getByLabel('Rapier damage', { exact: true }).fill('thr+1');
  await rapier.getByLabel('Rapier damage type').selectOption('imp');
  await rapier.getByRole('checkbox', { name: 'Fencing (F)' }).check();
  await sheet.getByRole('button', { name: 'Save sheet' }).click();
  await expect(sheet.getByText('Saved.', { exact: true })).toBeVisible();
  await rapier.scrollIntoViewIfNeeded();
  await look(page, 'gurps-ready-fencing/sheet-rapier-fencing');

  // The cave ogre's spiked club is marked "‡" in the bestiary, and its skill raised to 18 so the swing lands for the parry.
  await page.keyboard.press('Alt+5');
  const bestiary = page.getByRole('region', { name: 'Bestiary' });
  await bestiary.getByRole('listitem', { name: 'Cave ogre', exact: true }).getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('form', { name: 'Edit Cave ogre' });
  await editor.getByRole('checkbox', { name: 'Must Ready (‡)' }).check();
  await editor.getByLabel('Skill', { exact: true }).fill('18');
  await look(editor, 'gurps-ready-fencing/bestiary-ready-after-swing');
  await editor.getByRole('button', { name: 'Save foe' }).click();
  await expect(editor).toHaveCount(0);

  await page.getByLabel('Foe from the bestiary').selectOption({ label: 'Cave ogre' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const who = page.getByRole('group', { name: 'Who fights' });
  for (const name of ['Thistlewick', 'Brogga Stonebelly', 'Iotha']) await who.getByLabel(name).uncheck();
  await page.getByRole('button', { name: 'Start the fight' }).click();
  await expect(fighters(page)).toHaveCount(2);
  const ogre = (await fighters(page).and(page.locator('.side-foes')).first().getAttribute('aria-label'))!;

  // The ogre swings at Sir Aldric, who parries with the rapier and retreats: 12 (3 + 14/2, +2 for his
  // readied medium shield) + 3 = 15.
  await passTo(page, ogre);
  await page.getByLabel('Who acts').selectOption({ label: ogre });
  await fighter(page, 'Sir Aldric Vane').click();
  await expect(attackForm(page).getByLabel('Defense of Sir Aldric Vane').locator('option')).toContainText(['Parry (Rapier) 12F']);
  await attackForm(page).getByLabel('Defense of Sir Aldric Vane').selectOption({ label: 'Parry (Rapier) 12F' });
  await attackForm(page).getByLabel('Defender retreats').check();
  const preview = page.getByTestId('attack-preview').and(page.locator('[data-fresh="true"]'));
  await expect(preview).toContainText('12 (Parry) +3 (retreat, fencing parry) = 15');
  await look(page, 'gurps-ready-fencing/parry-with-retreat', { fullPage: true });
  await step(page, () => attackForm(page).getByRole('button', { name: /^Roll attack/ }).click());
  await expect(log(page).first()).toContainText('Parry roll (vs 15,');
  await expect(fighter(page, ogre)).toContainText('Spiked club unready');
  await fighter(page, ogre).scrollIntoViewIfNeeded();
  await look(page, 'gurps-ready-fencing/club-unready', { fullPage: true });

  // Round 2: the ogre takes a Ready maneuver for the club.
  await passTo(page, 'Sir Aldric Vane');
  await passTo(page, ogre);
  await page.getByLabel('Who acts').selectOption({ label: ogre });
  await page.getByLabel('Maneuver').selectOption({ label: 'Ready' });
  await expect(page.getByLabel('Ready', { exact: true }).locator('option')).toHaveText(['Another task', 'Spiked club (unready)']);
  await page.getByLabel('Ready', { exact: true }).selectOption({ label: 'Spiked club (unready)' });
  await page.getByLabel('Maneuver').scrollIntoViewIfNeeded();
  await look(page, 'gurps-ready-fencing/ready-maneuver', { fullPage: true });
  await step(page, () => page.getByRole('button', { name: 'Declare' }).click());
  await expect(log(page).first()).toContainText(`${ogre} readies the Spiked club`);
  await expect(fighter(page, ogre)).not.toContainText('unready');
});
