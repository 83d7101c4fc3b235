import { expect, test, type Locator } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { look } from './look';

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'forms-a-gm-can-trust']);
});
test.afterEach(async () => {
  await host.stop();
});

const SHELL = 'The Shell Road (Shell demo)';

/** The setting row that holds a labelled control: where its complaint must show. */
const settingOf = (form: Locator, label: string) => form.locator('.setting').filter({ has: form.page().getByLabel(label, { exact: true }) });

test('four wrong options show four messages at once, each beside its field, and the first is focused', async ({ page }) => {
  await page.goto(host.url);
  const card = page.getByRole('list', { name: 'Campaign list' }).getByRole('listitem', { name: SHELL });
  await card.getByRole('button', { name: 'Options' }).click();
  const form = page.getByRole('form', { name: `Rules options of ${SHELL}` });

  await form.getByLabel('Character points', { exact: true }).fill('lots');
  await form.getByLabel('Experience points', { exact: true }).fill('2000');
  await form.getByLabel('Length of a round', { exact: true }).fill('');
  await form.getByLabel('Size of a unit', { exact: true }).fill('0');
  // Esc leaves the field and sends nothing.
  await page.keyboard.press('Escape');
  await expect(form.getByLabel('Size of a unit', { exact: true })).not.toBeFocused();
  await expect(form.getByRole('alert')).toHaveCount(0);

  await form.getByRole('button', { name: 'Save options' }).click();
  await expect(form.getByRole('alert')).toHaveCount(4);
  await expect(settingOf(form, 'Character points').getByRole('alert')).toHaveText('enter a number');
  await expect(settingOf(form, 'Experience points').getByRole('alert')).toHaveText('must be 0 to 1000');
  await expect(settingOf(form, 'Length of a round').getByRole('alert')).toHaveText('enter a number');
  await expect(settingOf(form, 'Size of a unit').getByRole('alert')).toHaveText('must be 0.25 to 10');
  await expect(form.getByLabel('Character points', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Character points', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await look(form, 'forms/campaign-options-four-problems');

  // Nothing was sent: the campaign still has its options.
  const response = await page.request.post(`${host.url}/rpc/campaign.list`, { data: {} });
  const { result } = (await response.json()) as { result: { campaigns: { name: string; rulesOptions: Record<string, unknown> }[] } };
  expect(result.campaigns.find((c) => c.name === SHELL)!.rulesOptions.characterPoints).toBe(100);

  // Fixing a field clears its complaint; Enter in a field sends the form.
  await form.getByLabel('Character points', { exact: true }).fill('120');
  await expect(form.getByRole('alert')).toHaveCount(3);
  await form.getByLabel('Experience points', { exact: true }).fill('40');
  await form.getByLabel('Length of a round', { exact: true }).fill('5');
  await form.getByLabel('Size of a unit', { exact: true }).fill('1');
  await form.getByLabel('Size of a unit', { exact: true }).press('Enter');
  await expect(form).toHaveCount(0);
});

test("the Dungeon's forms say what is wrong beside the field, and the host's refusal lands beside the field it names", async ({ page }) => {
  await page.goto(`${host.url}/#/dungeon`);
  const rest = page.getByRole('form', { name: 'Rest' });
  await rest.getByLabel('Turns of rest').fill('');
  await rest.getByLabel('Turns of rest').press('Enter');
  await expect(rest.getByRole('alert')).toHaveText('enter a number');
  await expect(rest.getByLabel('Turns of rest')).toBeFocused();

  const search = page.getByRole('form', { name: 'Search for secret doors' });
  await search.getByLabel('Feet of wall').fill('ten');
  await search.getByLabel('Searchers who already failed').fill('-1');
  await search.getByRole('button', { name: /^Search wall/ }).click();
  await expect(search.getByRole('alert')).toHaveCount(2);
  await expect(search.getByLabel('Feet of wall')).toBeFocused();
  await look(page.getByRole('region', { name: 'Actions' }), 'forms/dungeon-actions-problems');

  const planner = async () => {
    await page.keyboard.press('Alt+4');
    const panel = page.getByRole('region', { name: 'Journey planner' });
    const start = panel.getByRole('form', { name: 'Start at' });
    await start.getByLabel('Start at: column').fill('8');
    await start.getByLabel('Start at: row').fill('10');
    await start.getByRole('button', { name: 'Set start' }).click();
    return panel;
  };
  const panel = await planner();
  const stop = panel.getByRole('form', { name: 'Add a stop' });
  await stop.getByLabel('Add a stop: column').fill('x');
  await stop.getByRole('button', { name: 'Add' }).click();
  await expect(stop.getByRole('alert')).toHaveText(['enter a number', 'enter a number']);
  await expect(stop.getByLabel('Add a stop: column')).toBeFocused();
  for (const [col, row] of [['12', '10'], ['14', '11']]) {
    await stop.getByLabel('Add a stop: column').fill(col);
    await stop.getByLabel('Add a stop: row').fill(row);
    await stop.getByRole('button', { name: 'Add' }).click();
  }
  await panel.getByLabel('Leg 2 mode').selectOption('sea');
  await panel.getByLabel('Crew aboard').fill('many');
  await panel.getByRole('button', { name: 'Plan journey' }).click();
  await expect(panel.getByRole('alert')).toHaveText(['enter a number']);
  await panel.getByLabel('Crew aboard').fill('4');
  await panel.getByRole('button', { name: 'Plan journey' }).click();
  // The host is the authority on routes: its refusal shows beside the leg it names, counted as the GM counts.
  const leg2 = panel.getByRole('listitem', { name: 'Leg 2' });
  await expect(leg2.getByRole('alert')).toHaveText(/^no sea route reaches that hex$/);
  await expect(panel.getByLabel('Leg 2 mode')).toBeFocused();
  await look(panel, 'forms/journey-planner-refusal');
});

test("the journal's GM roll: a Basic Fantasy campaign rolls a d20 with no at-or-under target; GURPS has both", async ({ page }) => {
  await page.goto(`${host.url}/#/journal`);
  await page.getByLabel('Current campaign').selectOption({ label: 'The Lantern Keep (demo)' });
  const form = page.getByRole('form', { name: 'Roll for the GM' });
  await expect(form.getByLabel('Dice to roll')).toHaveValue('1d20');
  await expect(form.getByLabel('Succeeds at or under')).toHaveCount(0);
  await expect(form.getByLabel('What the roll is for')).toHaveAttribute('placeholder', 'Saving throw, reaction…');
  await look(form, 'forms/gm-roll-bfrpg');
  await page.getByLabel('Current campaign').selectOption({ label: 'Giants in the Barrow (GURPS + GULLIVER demo)' });
  await expect(form.getByLabel('Dice to roll')).toHaveValue('3d6');
  await expect(form.getByLabel('What the roll is for')).toHaveAttribute('placeholder', 'Fright Check, reaction…');
});

test("the journal's GM roll: the form's own check first, then the host's reading of the dice beside the dice", async ({ page }) => {
  // The campaign is chosen before the Journal opens, so the form cannot be drawn afresh by the switch while it is filled in.
  await page.goto(host.url);
  await page.getByLabel('Current campaign').selectOption({ label: 'Giants in the Barrow (GURPS + GULLIVER demo)' });
  await expect(page.locator('.status-campaign')).toHaveText('Giants in the Barrow (GURPS + GULLIVER demo)');
  await page.getByLabel('Current campaign').blur();
  await page.keyboard.press('Alt+6');
  const form = page.getByRole('form', { name: 'Roll for the GM' });
  await expect(form).toBeVisible();
  await form.getByLabel('Dice to roll').fill('3d6+banana');
  await form.getByLabel('Succeeds at or under').fill('ten');
  await form.getByLabel('Dice to roll').press('Enter');
  await expect(form.getByRole('alert')).toHaveText(['must not be empty', 'enter a number']);
  await expect(form.getByLabel('What the roll is for')).toBeFocused();

  await form.getByLabel('What the roll is for').fill('Fright Check');
  await form.getByLabel('Succeeds at or under').fill('12');
  await form.getByRole('button', { name: 'Roll' }).click();
  const dice = form.locator('.inline-field').filter({ has: page.getByLabel('Dice to roll') });
  await expect(dice.getByRole('alert')).toHaveText(/at character/);
  await expect(form.getByLabel('Dice to roll')).toBeFocused();
  await look(form, 'forms/gm-roll-refusal');

  await form.getByLabel('Dice to roll').fill('3d6');
  await form.getByLabel('Dice to roll').press('Enter');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Journal entries' }).getByRole('listitem').first()).toContainText('Fright Check');
});

test('a new member with three wrong fields: three messages beside their fields, the name focused, nothing added', async ({ page }) => {
  await page.goto(`${host.url}/#/party`);
  const members = page.getByRole('list', { name: 'Members in marching order' }).getByRole('listitem');
  await expect(members.first()).toBeVisible();
  const before = await members.count();
  await page.getByRole('button', { name: 'Add member' }).click();
  const form = page.getByRole('form', { name: 'New member' });
  await form.getByLabel('STR').fill('strong');
  await form.getByLabel('HP').fill('0');
  await form.getByLabel('STR').press('Escape');
  await form.getByRole('button', { name: 'Add to party' }).click();
  const field = (label: string) => form.locator('.field').filter({ has: page.getByLabel(label, { exact: true }) });
  await expect(form.getByRole('alert')).toHaveCount(3);
  await expect(field('Name').getByRole('alert')).toHaveText('must not be empty');
  await expect(field('STR').getByRole('alert')).toHaveText('enter a number');
  await expect(field('HP').getByRole('alert')).toHaveText('must be 1 to 9999');
  await expect(form.getByLabel('Name')).toBeFocused();
  await look(form, 'forms/add-member-three-problems');
  await expect(members).toHaveCount(before);
});

test("the Dungeon's encounter table and a light's time left: every problem at once, list lines counted from 1", async ({ page }) => {
  await page.goto(`${host.url}/#/dungeon`);
  await page.getByRole('button', { name: 'Change the table' }).click();
  const table = page.getByRole('form', { name: /^Wandering monsters of / });
  await table.getByLabel('Check every (turns)').fill('0');
  await table.getByLabel('Chance in 6').fill('7');
  await table.getByLabel('What turns up, one a line').fill(`2d4 kobolds\n${'a very long name '.repeat(15)}\n1 ogre`);
  await table.getByRole('button', { name: 'Save the table' }).click();
  await expect(table.getByRole('alert')).toHaveText(['must be at least 1', 'must be 0 to 6', 'Entry 2: must be at most 200 characters']);
  await expect(table.getByLabel('Check every (turns)')).toBeFocused();
  await look(table, 'forms/encounter-table-problems');
  await table.getByLabel('Check every (turns)').fill('2');
  await table.getByLabel('Chance in 6').fill('1');
  await table.getByLabel('What turns up, one a line').fill('2d4 kobolds\n\n1 ogre');
  await table.getByLabel('What turns up, one a line').press('Control+Enter');
  await expect(table).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Game clock' })).toContainText('every 2 turns');

  const lighter = page.getByLabel('Who lights it');
  await lighter.selectOption((await lighter.locator('option', { hasText: /\([1-9]\d* torches/ }).first().getAttribute('value'))!);
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  const torch = page.getByRole('region', { name: 'Light' }).getByRole('listitem').filter({ hasText: 'hidden from players' }).first();
  await torch.getByRole('button', { name: 'Set time' }).click();
  const time = torch.getByRole('form', { name: /^Time left on / });
  await time.getByLabel(/^Turns left on /).fill('-1');
  await time.getByLabel(/^Turns left on /).press('Enter');
  await expect(time.getByRole('alert')).toHaveText('must not be negative');
  await time.getByLabel(/^Turns left on /).fill('3');
  await time.getByLabel(/^Turns left on /).press('Enter');
  await expect(time).toHaveCount(0);
  await expect(torch).toContainText('3 turns left');
});

test('a new foe in the bestiary: the name checked before sending, the saved foe listed', async ({ page }) => {
  await page.goto(`${host.url}/#/combat`);
  const bestiary = page.getByRole('region', { name: 'Bestiary' });
  await bestiary.getByRole('button', { name: 'New foe' }).click();
  const form = bestiary.getByRole('form', { name: 'New foe' });
  await form.getByRole('button', { name: 'Save foe' }).click();
  await expect(form.getByRole('alert')).toHaveText('must not be empty');
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
  await form.getByLabel('Name', { exact: true }).fill('Cave bear');
  await form.getByLabel('Name', { exact: true }).press('Enter');
  await expect(form).toHaveCount(0);
  await expect(bestiary.getByRole('listitem', { name: 'Cave bear' })).toBeVisible();
});
