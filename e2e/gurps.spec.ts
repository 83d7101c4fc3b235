import { expect, test } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { card, give, load, pace } from './roster';

// Issue 9, "Must show": a GURPS campaign made through the UI, a character built on its
// sheet, loaded until his Move drops, and one day's march with its Hiking roll.
// GURPS Lite (000_4b7986e803b19dcc.txt): Basic Lift ST x ST / 5 = 20 lb at ST 10;
// no encumbrance up to 1 x BL (Move 5), Light to 2 x BL (Move 4), Medium to 3 x BL (Move 3);
// a day's march is 10 x Move miles, x 5/4 on good ground (clear hexes).

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'gurps-one-day']);
});
test.afterEach(async () => {
  await host.stop();
});


for (const rules of ['GURPS Lite', 'GURPS Lite + GULLIVER'] as const) {
  test(`${rules}: build a character, load him until his Move drops, and march one day with a Hiking roll`, async ({ page }) => {
    // A campaign on GURPS, chosen when it is made.
    await page.goto(host.url);
    await page.getByLabel('New campaign').fill('The Long Walk');
    await page.getByLabel('Rules').selectOption({ label: rules });
    await page.getByRole('button', { name: 'Create campaign' }).click();
    const created = page.getByRole('list', { name: 'Campaign list' }).getByRole('listitem', { name: 'The Long Walk' });
    await expect(created.getByText('Current')).toBeVisible();
    await expect(created).toContainText(rules);
    await expect(page.getByTestId('game-time')).toHaveText(/^Day 1, 08:00/);

    // A party and a character: the four attributes on the new-member form.
    await page.keyboard.press('Alt+2');
    await expect(page.getByRole('heading', { name: 'Party', level: 1 })).toBeVisible();
    await page.getByLabel('New party').fill('Wayfarers');
    await page.getByRole('button', { name: 'Create party' }).click();
    await expect(page.getByRole('combobox', { name: 'Current party' })).toHaveValue(/\d+/);
    await page.getByRole('button', { name: 'Add member' }).click();
    const form = page.getByRole('form', { name: 'New member' });
    await form.getByLabel('Name').fill('Hob');
    await form.getByLabel('ST', { exact: true }).fill('10');
    await form.getByLabel('DX', { exact: true }).fill('11');
    await form.getByLabel('IQ', { exact: true }).fill('10');
    await form.getByLabel('HT', { exact: true }).fill('12');
    await form.getByRole('button', { name: 'Add to party' }).click();
    await expect(card(page, 'Hob')).toBeVisible();
    // Basic Speed (11 + 12) / 4 = 5.75, Basic Move 5: 50 miles a day; HP = ST, FP = HT.
    await expect(pace(page, 'Hob')).toHaveText('5 yd a second · 150 yd a turn · 50 mi a day');
    await expect(card(page, 'Hob').getByRole('meter', { name: 'Hit points' })).toHaveAttribute('aria-valuetext', '10 / 10');
    await expect(card(page, 'Hob').getByRole('meter', { name: 'FP' })).toHaveAttribute('aria-valuetext', '12 / 12');

    // The Hiking skill, on the sheet.
    await card(page, 'Hob').click();
    await page.getByRole('tab', { name: 'Sheet' }).click();
    const sheet = page.getByRole('form', { name: 'GURPS sheet of Hob' });
    await expect(sheet.getByLabel('Dexterity')).toHaveValue('11');
    await sheet.getByRole('button', { name: 'Add skill' }).click();
    await sheet.getByLabel('Skill 1 name').fill('Hiking');
    await sheet.getByLabel('Hiking level').fill('12');
    await sheet.getByRole('button', { name: 'Save sheet' }).click();
    await expect(sheet.getByText('Saved.', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Basic Move/ })).toContainText('5');

    // Load: up to Basic Lift (20 lb) is no encumbrance; past it Light (Move 4), past 40 lb Medium (Move 3).
    // The campaign's catalogue is GURPS's: a mace weighs 5 lb, scale armor 35 lb (Basic Set pp. B271, B283).
    await page.getByRole('tab', { name: 'Inventory' }).click();
    await give(page, 'Hob', 'Mace (5 lb)', '4');
    await expect(load(page, 'Hob')).toHaveAttribute('aria-valuetext', /^20 \//);
    await expect(load(page, 'Hob')).toHaveAccessibleName('Load · none');
    await expect(pace(page, 'Hob')).toHaveText('5 yd a second · 150 yd a turn · 50 mi a day');

    await give(page, 'Hob', 'Mace (5 lb)', '1');
    await expect(load(page, 'Hob')).toHaveAccessibleName('Load · light');
    await expect(pace(page, 'Hob')).toHaveText('4 yd a second · 120 yd a turn · 40 mi a day');

    await give(page, 'Hob', 'Scale armor (DR 4) (35 lb)', '1');
    await expect(load(page, 'Hob')).toHaveAttribute('aria-valuetext', /^60 \//);
    await expect(load(page, 'Hob')).toHaveAccessibleName('Load · medium');
    await expect(pace(page, 'Hob')).toHaveText('3 yd a second · 90 yd a turn · 30 mi a day');
    await expect(page.getByRole('list', { name: "Why Hob's figures are what they are" })).toContainText('Basic Lift 20 lb');

    // One day on foot over clear ground: 10 x Move 3 x 5/4 = 37.5 miles covers five 6-mile hexes.
    await page.keyboard.press('Alt+4');
    await expect(page.getByRole('heading', { name: 'Wilderness', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New region' }).click();
    await page.getByRole('form', { name: 'New region' }).getByLabel('Name').fill('The Downs');
    await page.getByRole('button', { name: 'Create region' }).click();
    await expect(page.getByRole('combobox', { name: 'Map region' }).locator('option:checked')).toHaveText('The Downs (30×20)');

    const planner = page.getByRole('region', { name: 'Journey planner' });
    const startForm = planner.getByRole('form', { name: 'Start at' });
    await startForm.getByLabel('Start at: column').fill('10');
    await startForm.getByLabel('Start at: row').fill('10');
    await startForm.getByRole('button', { name: 'Set start' }).click();
    const stop = planner.getByRole('form', { name: 'Add a stop' });
    await stop.getByLabel('Add a stop: column').fill('15');
    await stop.getByLabel('Add a stop: row').fill('10');
    await stop.getByRole('button', { name: 'Add' }).click();
    await expect(planner.getByLabel('Leg 1 mode')).toHaveValue('foot');
    await planner.getByRole('button', { name: 'Plan journey' }).click();

    await expect(page.getByTestId('journey-summary')).toContainText('1 day, 30 miles');
    const itinerary = page.getByRole('table', { name: 'Itinerary' });
    await expect(itinerary.locator('tbody tr')).toHaveCount(1);
    await expect(itinerary.getByRole('row', { name: 'Day 1', exact: true })).toContainText('foot');

    await planner.getByLabel('stop at the first day that needs me').uncheck();
    await planner.getByRole('button', { name: 'Travel it' }).click();
    await expect(planner.getByText('Travelled: 1 day.')).toBeVisible();
    // The clock stands at the evening camp, eight hours after breaking camp at 08:00.
    await expect(page.getByTestId('game-time')).toHaveText(/^Day 1, 16:00/);

    // The journal keeps the day's Hiking roll, 3d6 against Hob's skill.
    await page.keyboard.press('Alt+6');
    const entries = page.getByRole('list', { name: 'Journal entries' });
    const hiking = entries.getByRole('list', { name: 'Dice rolled' }).getByRole('listitem').filter({ hasText: 'Day 1: Hiking: Hob' });
    await expect(hiking).toHaveCount(1);
    await expect(hiking).toHaveText(/^Day 1: Hiking: Hob: 3d6 \[\d, \d, \d\] = \d+$/);

    await page.keyboard.press('Alt+2');
    await expect(page.getByText('At hex 15, 10')).toBeVisible();
  });
}

test('a weapon on the GURPS sheet: a bad damage is refused under its field, a good one saves and shows what it rolls', async ({ page }) => {
  await page.goto(host.url);
  await page.getByRole('list', { name: 'Campaign list' }).getByRole('listitem', { name: 'Giants in the Barrow (GURPS + GULLIVER demo)' }).getByRole('button', { name: 'Open' }).click();
  await page.keyboard.press('Alt+2');
  await card(page, 'Sir Aldric Vane').click();
  await page.getByRole('tab', { name: 'Sheet' }).click();
  const sheet = page.getByRole('form', { name: 'GURPS sheet of Sir Aldric Vane' });
  const sword = sheet.getByRole('listitem', { name: 'Broadsword', exact: true });
  // ST 13 swings 2d-1 (B2); the demo's broadsword is sw+1 cutting with Broadsword 14.
  await expect(sword).toContainText('Broadsword 14 · 2d cutting (swing 2d-1, +1)');

  await sword.getByLabel('Broadsword damage', { exact: true }).fill('swing+2');
  await sheet.getByRole('button', { name: 'Save sheet' }).click();
  await expect(sword.getByRole('alert')).toHaveText('must be sw or thr with adds (sw+1, thr-1), or dice such as 2d+1');
  await expect(sword.getByLabel('Broadsword damage', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await sword.getByLabel('Broadsword damage', { exact: true }).fill('sw+2');
  await expect(sword).toContainText('2d+1 cutting (swing 2d-1, +2)');
  await sheet.getByRole('button', { name: 'Save sheet' }).click();
  await expect(sheet.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(sheet.getByRole('alert')).toHaveCount(0);

  // A second weapon, thrown, kept after a reload.
  await sheet.getByRole('button', { name: 'Add weapon' }).click();
  const added = sheet.getByRole('listitem', { name: 'Weapon 3', exact: true });
  await added.getByLabel('Weapon 3 name').fill('Throwing axe');
  const axe = sheet.getByRole('listitem', { name: 'Throwing axe', exact: true });
  await axe.getByLabel('Throwing axe skill').fill('Axe/Mace');
  await axe.getByLabel('Throwing axe damage', { exact: true }).fill('sw+2');
  await axe.getByLabel('Throwing axe damage type').selectOption('cut');
  await axe.getByLabel('Throwing axe parry').selectOption({ label: 'No parry' });
  await axe.getByRole('checkbox', { name: 'Ranged' }).check();
  await axe.getByLabel('Acc').fill('2');
  await axe.getByLabel('½D (yd)').fill('13');
  await axe.getByLabel('Max (yd)').fill('20');
  await axe.getByRole('checkbox', { name: /^Thrown/ }).check();
  await expect(axe).toContainText('Axe/Mace is not among the skills above');
  await sheet.getByRole('button', { name: 'Save sheet' }).click();
  await expect(sheet.getByText('Saved.', { exact: true })).toBeVisible();

  await page.reload();
  await card(page, 'Sir Aldric Vane').click();
  await page.getByRole('tab', { name: 'Sheet' }).click();
  const again = page.getByRole('form', { name: 'GURPS sheet of Sir Aldric Vane' }).getByRole('listitem', { name: 'Throwing axe', exact: true });
  await expect(again.getByLabel('Max (yd)')).toHaveValue('20');
  await expect(again.getByLabel('Throwing axe parry')).toHaveValue('none');
  await expect(page.getByRole('form', { name: 'GURPS sheet of Sir Aldric Vane' }).getByLabel('Broadsword damage', { exact: true })).toHaveValue('sw+2');
});

test("the GURPS demo's mule walks by its ST, and a new beast shows its figures and their source", async ({ page }) => {
  await page.goto(host.url);
  await page.getByRole('list', { name: 'Campaign list' }).getByRole('listitem', { name: 'Giants in the Barrow (GURPS + GULLIVER demo)' }).getByRole('button', { name: 'Open' }).click();
  await page.keyboard.press('Alt+2');
  // A large mule (Basic Set p. B459): ST 22 lifts 97 lb; 96 lb is no encumbrance, Move 6, 10 x 6 = 60 miles a day.
  await expect(pace(page, 'Clover')).toHaveText('6 yd a second · 180 yd a turn · 60 mi a day');
  await card(page, 'Clover').click();
  await expect(page.getByRole('list', { name: "Why Clover's figures are what they are" })).toContainText('Mule, large (GURPS Basic Set p. B459): ST 22, Basic Move 6');

  await page.getByRole('button', { name: 'Add member' }).click();
  const form = page.getByRole('form', { name: 'New member' });
  await form.getByLabel('Kind').selectOption({ label: 'Animal' });
  await form.getByLabel('Beast').selectOption({ label: 'Donkey' });
  await expect(form.getByText('ST 15, Basic Lift 45 lb, Basic Move 5. Source: GURPS Basic Set p. B459.')).toBeVisible();
});
