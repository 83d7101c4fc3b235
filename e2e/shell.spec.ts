import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { look } from './look';
import { card, give, load, pace } from './roster';

// Issue 10, "Must show": a 100-chp, 20-exp character built in the Shell builder, an
// over-spent sheet refused with its reason, then a load that raises the encumbrance
// level and lowers MV. Shell (001_d6872b0a781baa08.txt): attribute chart AG 13 and
// IQ 13 cost 50 chp each; a skill costs 2 x L x (L+1) exp (major) or L x (L+1) (minor);
// ST 10 carries at most 200 lb, EL 0 up to 10% of it, EL 1 to 20%, EL 2 to 30%;
// MV points = MV - EL.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'shell-builder']);
});
test.afterEach(async () => {
  await host.stop();
});


async function addSkill(page: Page, n: number, name: string, kind: 'Major' | 'Minor', level: string) {
  const sheet = page.getByRole('form', { name: 'Shell sheet of Ysolde' });
  await sheet.getByRole('button', { name: 'Add skill' }).click();
  await sheet.getByLabel(`Skill ${n} name`).fill(name);
  await sheet.getByLabel(`Skill ${n} kind`).selectOption({ label: kind });
  await sheet.getByLabel(`Skill ${n} level`).fill(level);
}

test('build a 100-chp, 20-exp character, see an over-spent sheet refused, then load her until EL rises and MV falls', async ({ page }) => {
  await page.goto(host.url);
  await page.getByLabel('New campaign').fill('The Warden Road');
  await page.getByLabel('Rules').selectOption({ label: 'The Shell System' });
  await page.getByRole('button', { name: 'Create campaign' }).click();
  const created = page.getByRole('list', { name: 'Campaign list' }).getByRole('listitem', { name: 'The Warden Road' });
  await expect(created.getByText('Current')).toBeVisible();

  await page.keyboard.press('Alt+2');
  await page.getByLabel('New party').fill('Wardens');
  await page.getByRole('button', { name: 'Create party' }).click();
  await expect(page.getByRole('combobox', { name: 'Current party' })).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'Add member' }).click();
  const form = page.getByRole('form', { name: 'New member' });
  await form.getByLabel('Name').fill('Ysolde');
  await form.getByRole('button', { name: 'Add to party' }).click();
  await expect(card(page, 'Ysolde')).toBeVisible();
  await expect(pace(page, 'Ysolde')).toHaveText('5 yd a round · 30 yd a turn · 20 mi a day');

  // The builder: every attribute at 10 costs nothing.
  await card(page, 'Ysolde').click();
  await page.getByRole('tab', { name: 'Sheet' }).click();
  const sheet = page.getByRole('form', { name: 'Shell sheet of Ysolde' });
  const chp = sheet.getByRole('meter', { name: 'Character points spent' });
  const exp = sheet.getByRole('meter', { name: 'Experience points spent' });
  await expect(chp).toHaveAttribute('aria-valuetext', '0 of 100 chp spent, 100 left');
  await expect(exp).toHaveAttribute('aria-valuetext', '0 of 20 exp spent, 20 left');
  await expect(sheet.getByLabel('ST', { exact: true })).toHaveValue('10');

  // AG 13 and IQ 13: 50 + 50 chp.
  await sheet.getByLabel('AG', { exact: true }).fill('13');
  await expect(chp).toHaveAttribute('aria-valuetext', '50 of 100 chp spent, 50 left');
  await expect(sheet.getByRole('group', { name: 'Character points' })).toContainText('50 left');
  await sheet.getByLabel('IQ', { exact: true }).fill('13');
  await expect(chp).toHaveAttribute('aria-valuetext', '100 of 100 chp spent, all spent');
  await expect(sheet.getByRole('group', { name: 'Character points' })).toContainText('all spent');

  // Skills: major level 2 (12 exp), minor level 2 (6), minor level 1 (2).
  await addSkill(page, 1, 'Swordsmanship', 'Major', '2');
  await expect(sheet.getByLabel('Skill 1 costs')).toHaveText('12 exp');
  await expect(exp).toHaveAttribute('aria-valuetext', '12 of 20 exp spent, 8 left');
  await addSkill(page, 2, 'Tracking', 'Minor', '2');
  await expect(sheet.getByLabel('Skill 2 costs')).toHaveText('6 exp');
  await addSkill(page, 3, 'Climbing', 'Minor', '1');
  await expect(sheet.getByLabel('Skill 3 costs')).toHaveText('2 exp');
  await expect(exp).toHaveAttribute('aria-valuetext', '20 of 20 exp spent, all spent');
  await expect(sheet.getByRole('group', { name: 'Experience points' })).toContainText('all spent');
  await expect(sheet.getByRole('region', { name: 'Builder problems' })).toHaveCount(0);

  await sheet.getByRole('button', { name: 'Save sheet' }).click();
  await expect(sheet.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(sheet.getByRole('alert')).toHaveCount(0);
  await expect(card(page, 'Ysolde')).toHaveAccessibleName('Ysolde');

  // One point more of ST (+15 chp) goes over the budget: the builder says so, the campaign refuses it.
  await sheet.getByLabel('ST', { exact: true }).fill('11');
  await expect(chp).toHaveAttribute('aria-valuetext', '115 of 100 chp spent, 15 over');
  await expect(sheet.getByRole('region', { name: 'Builder problems' })).toContainText('Character points');
  await sheet.getByRole('button', { name: 'Save sheet' }).click();
  const refusal = sheet.getByRole('alert');
  await expect(refusal).toContainText('Not saved.');
  await expect(refusal).toContainText('Over budget by 15 chp: 115 spent of 100.');
  await expect(sheet.getByText('Saved.', { exact: true })).toHaveCount(0);

  // The refused edit is dropped; the saved sheet still has ST 10.
  await sheet.getByRole('button', { name: 'Revert' }).click();
  await expect(sheet.getByLabel('ST', { exact: true })).toHaveValue('10');
  await expect(chp).toHaveAttribute('aria-valuetext', '100 of 100 chp spent, all spent');
  await expect(sheet.getByRole('alert')).toHaveCount(0);

  // Load: 20 lb is still EL 0 (10% of 200 lb); 25 lb is EL 1 and MV points fall to 4; 45 lb is EL 2, MV 3.
  await page.getByRole('tab', { name: 'Inventory' }).click();
  const why = page.getByRole('list', { name: "Why Ysolde's figures are what they are" });
  await give(page, 'Ysolde', 'Rope, hemp (50 ft) (5 lb)', '4');
  await expect(load(page, 'Ysolde')).toHaveAttribute('aria-valuetext', '20 / 200 lb');
  await expect(load(page, 'Ysolde')).toHaveAccessibleName(/EL 0$/i);
  await expect(pace(page, 'Ysolde')).toHaveText('5 yd a round · 30 yd a turn · 20 mi a day');
  await expect(why).toContainText('MV points = MV 5 - EL 0 = 5');

  await give(page, 'Ysolde', 'Rope, hemp (50 ft) (5 lb)', '1');
  await expect(load(page, 'Ysolde')).toHaveAttribute('aria-valuetext', '25 / 200 lb');
  await expect(load(page, 'Ysolde')).toHaveAccessibleName(/EL 1$/i);
  await expect(why).toContainText('MV points = MV 5 - EL 1 = 4');
  await expect(pace(page, 'Ysolde')).toHaveText(/^4 yd a round · /);

  await give(page, 'Ysolde', 'Tent (two people) (20 lb)', '1');
  await expect(load(page, 'Ysolde')).toHaveAttribute('aria-valuetext', '45 / 200 lb');
  await expect(load(page, 'Ysolde')).toHaveAccessibleName(/EL 2$/i);
  await expect(why).toContainText('MV points = MV 5 - EL 2 = 3');
  await expect(pace(page, 'Ysolde')).toHaveText(/^3 yd a round · /);
});

test('weapons, shield and armour on the Shell sheet: a refused add shows under its field, a good one saves', async ({ page }) => {
  await page.goto(host.url);
  await page.getByRole('list', { name: 'Campaign list' }).getByRole('listitem', { name: 'The Shell Road (Shell demo)' }).getByRole('button', { name: 'Open' }).click();
  await page.keyboard.press('Alt+2');
  await card(page, 'Kestrel').click();
  await page.getByRole('tab', { name: 'Sheet' }).click();
  const sheet = page.getByRole('form', { name: 'Shell sheet of Kestrel' });
  const sword = sheet.getByRole('listitem', { name: 'Long sword', exact: true });
  // ST 12 does 1d+2; a long sword adds nothing.
  await expect(sword).toContainText('Swordsmanship level 2 · 1d+2 cutting (ST damage 1d+2)');
  await expect(sheet.getByLabel('Shield name')).toHaveValue('Small shield');
  await expect(sheet.getByLabel('Armour DR')).toHaveValue('2');

  await sword.getByLabel('Long sword damage add').fill('25');
  await expect(sword.getByText('must be -10 to 20')).toBeVisible();
  await sheet.getByRole('button', { name: 'Save sheet' }).click();
  await expect(sheet.getByRole('alert')).toContainText('Weapon 1 add: must be -10 to 20.');
  await expect(sword.getByLabel('Long sword damage add')).toHaveAttribute('aria-invalid', 'true');

  await sword.getByLabel('Long sword damage add').fill('1');
  await expect(sword).toContainText('1d+3 cutting (ST damage 1d+2, +1)');
  await sheet.getByLabel('Armour DR').fill('4');
  await sheet.getByRole('button', { name: 'Save sheet' }).click();
  await expect(sheet.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(sheet.getByRole('alert')).toHaveCount(0);

  await page.reload();
  await card(page, 'Kestrel').click();
  await page.getByRole('tab', { name: 'Sheet' }).click();
  const again = page.getByRole('form', { name: 'Shell sheet of Kestrel' });
  await expect(again.getByLabel('Long sword damage add')).toHaveValue('1');
  await expect(again.getByLabel('Armour DR')).toHaveValue('4');
});

test("a Shell beast's own load and pace: given on its sheet they are what it walks by, and cleared it goes back to the stated default", async ({ page }) => {
  // Shell (001_d6872b0a781baa08.txt) gives no figures for beasts of burden: the GM's own are used, shown as the GM's.
  await page.goto(host.url);
  await page.getByRole('list', { name: 'Campaign list' }).getByRole('listitem', { name: 'The Shell Road (Shell demo)' }).getByRole('button', { name: 'Open' }).click();
  await page.keyboard.press('Alt+2');
  await page.getByRole('button', { name: 'Add member' }).click();
  const form = page.getByRole('form', { name: 'New member' });
  await form.getByLabel('Kind').selectOption({ label: 'Animal' });
  await form.getByLabel('Name').fill('Bramble');
  await form.getByLabel('Beast').selectOption({ label: 'Mule' });
  await form.getByRole('button', { name: 'Add to party' }).click();
  await card(page, 'Bramble').click();
  const why = page.getByRole('list', { name: "Why Bramble's figures are what they are" });
  await expect(why).toContainText("Lantern's default: the Shell text has none");

  await page.getByRole('tab', { name: 'Sheet' }).click();
  const sheet = page.getByRole('form', { name: 'Sheet of Bramble' });
  await sheet.getByLabel('Its load (lb, your figure)').fill('250');
  await sheet.getByRole('button', { name: 'Save sheet' }).click();
  // One figure alone is refused under the other.
  await expect(sheet.getByLabel('Miles a day (your figure)')).toHaveAttribute('aria-invalid', 'true');
  await sheet.getByLabel('Miles a day (your figure)').fill('20');
  await sheet.getByRole('button', { name: 'Save sheet' }).click();
  await expect(sheet.getByLabel('Miles a day (your figure)')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(why).toContainText("Mule: up to 250 lb, 20 miles a day (the GM's figures).");
  await expect(pace(page, 'Bramble')).toContainText('20 mi a day');
  await look(page, 'shell/beast-own-figures', { fullPage: true });

  await sheet.getByLabel('Its load (lb, your figure)').fill('');
  await sheet.getByLabel('Miles a day (your figure)').fill('');
  await sheet.getByRole('button', { name: 'Save sheet' }).click();
  await expect(why).toContainText("Lantern's default: the Shell text has none");
  await expect(sheet.getByLabel('Its load (lb, your figure)')).toHaveValue('');
});
