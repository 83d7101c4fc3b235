import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { card } from './roster';
import { rpcAt } from './rpc';
import { look } from './look';

// Issue 27, "Must show": a GURPS fight with a shield block, All-Out Attack chosen once
// and rolled at its bonus, shock gone on the second turn, and an ogre with High Pain
// Threshold unshaken by a hit. Sir Aldric of the GURPS demo has a medium shield readied
// (DB 2) and has Shield 13; the GM gives him Combat Reflexes on his sheet first.

const GURPS = 'Giants in the Barrow (GURPS + GULLIVER demo)';

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'shield-and-ogre']);
});
test.afterEach(async () => {
  await host.stop();
});

const rpc = rpcAt(() => host);

const fight = (page: Page) => page.locator('section.combat-view[data-last-entry]');
const fighters = (page: Page) => page.getByRole('list', { name: 'Initiative order' }).getByTestId('combatant');
const fighter = (page: Page, name: string) => fighters(page).and(page.getByRole('listitem', { name, exact: true }));
const clock = (page: Page) => page.getByTestId('fight-clock');
const log = (page: Page) => page.getByRole('region', { name: 'Encounter log' }).locator('li');

/** Runs one step and waits until the fight's newest journal entry is a new one. */
async function step(page: Page, act: () => Promise<void>) {
  const before = await fight(page).getAttribute('data-last-entry');
  await act();
  await expect(fight(page)).not.toHaveAttribute('data-last-entry', before!);
}

/** `who` acts against `target`: the actor picked, the target clicked, the preview up to date. */
async function aim(page: Page, who: string, target: string) {
  await page.getByLabel('Who acts').selectOption({ label: who });
  await fighter(page, target).click();
  await expect(page.getByTestId('attack-preview').and(page.locator('[data-fresh="true"]'))).toBeVisible();
}

const attackForm = (page: Page) => page.getByRole('form', { name: 'Attack' });

test('a shield block, All-Out Attack at its bonus, shock for one turn only, and an ogre with High Pain Threshold unshaken', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${host.url}/#/party`);
  await page.getByLabel('Current campaign').selectOption({ label: GURPS });
  await expect(card(page, 'Sir Aldric Vane')).toBeVisible();

  // The sheet: Combat Reflexes ticked and saved; the derived figures name it with its page.
  await card(page, 'Sir Aldric Vane').click();
  await page.getByRole('tab', { name: 'Sheet' }).click();
  const sheet = page.getByRole('form', { name: 'GURPS sheet of Sir Aldric Vane' });
  await sheet.getByLabel('Combat Reflexes').check();
  await sheet.getByRole('button', { name: 'Save sheet' }).click();
  await expect(sheet.getByText('Saved.')).toBeVisible();
  const derived = page.getByRole('region', { name: 'Derived figures of Sir Aldric Vane' });
  await expect(derived.getByRole('row', { name: /^Combat Reflexes/ })).toContainText('+1 to Dodge, Parry and Block');
  await expect(derived.getByRole('row', { name: /^Combat Reflexes/ })).toContainText('Basic Set p. B43');
  await expect(derived.getByRole('row', { name: /^Dodge/ })).toContainText('+ 1 (Combat Reflexes)');
  await sheet.getByRole('group', { name: 'Traits that change figures' }).scrollIntoViewIfNeeded();
  await look(page, 'gurps-traits/sheet-with-traits', { fullPage: true });
  await derived.getByRole('row', { name: /^Combat Reflexes/ }).scrollIntoViewIfNeeded();
  await look(page, 'gurps-traits/sheet-derived-traits', { fullPage: true });

  // Two ogres with High Pain Threshold in the bestiary: a club and a fist at skill 18.
  const { campaigns } = await rpc<{ campaigns: { id: number; name: string }[] }>(page, 'campaign.list', {});
  const campaignId = campaigns.find((c) => c.name === GURPS)!.id;
  await rpc(page, 'bestiary.save', {
    campaignId,
    name: 'Ogre',
    statBlock: {
      attributes: { st: 20, dx: 11, iq: 8, ht: 13 },
      hp: 20,
      traits: { painThreshold: 'high' },
      weapons: [
        { name: 'Club', skill: 18, damage: 'sw+2', type: 'cr', parry: 0 },
        { name: 'Fist', skill: 18, damage: 'thr-1', type: 'cr', parry: 0 },
      ],
    },
    notes: '',
  });

  await page.keyboard.press('Alt+5');
  await expect(page.getByRole('form', { name: 'New fight' })).toBeVisible();
  await page.getByLabel('Foe from the bestiary').selectOption({ label: 'Ogre' });
  await page.getByLabel('How many', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  // The demo's archer stays out: this fight is the melee three against the ogres.
  await page.getByRole('group', { name: 'Who fights' }).getByLabel('Iotha').uncheck();
  await page.getByRole('button', { name: 'Start the fight' }).click();
  await expect(fighters(page)).toHaveCount(5);
  const ogres = fighters(page).and(page.locator('.side-foes'));
  const [ogreA, ogreB] = [(await ogres.nth(0).getAttribute('aria-label'))!, (await ogres.nth(1).getAttribute('aria-label'))!];

  // 2. The other ogre clubs Sir Aldric, who blocks with his shield: Block 3 + 13/2 = 9, +2 DB, +1 Combat Reflexes = 12.
  await aim(page, ogreB, 'Sir Aldric Vane');
  await expect(page.getByText('Medium shield, DB 2')).toBeVisible();
  const defense = attackForm(page).getByLabel('Defense of Sir Aldric Vane');
  await expect(defense.locator('option')).toContainText(['Dodge', 'Parry (Broadsword) 13', 'Block 12', 'No defense']);
  await defense.selectOption('block');
  await expect(page.getByTestId('attack-preview')).toContainText('12 (Block) (the 12 counts +1 Combat Reflexes, +2 Medium shield DB)');
  await look(page, 'gurps-traits/defense-choice-block', { fullPage: true });
  await step(page, () => attackForm(page).getByRole('button', { name: /^Roll attack/ }).click());
  await expect(log(page).first()).toContainText("Sir Aldric Vane blocks Ogre 2's attack");
  await expect(log(page).first()).toContainText('Block roll (vs 12, 74.1%): 3d6 [3, 2, 2] = 7');

  // 1. An ogre's fist at Brogga, who does not defend: a wound, and shock waiting for his next turn.
  await aim(page, ogreA, 'Brogga Stonebelly');
  await attackForm(page).getByLabel('Weapon').selectOption({ label: 'Fist' });
  await attackForm(page).getByLabel(/^Defense of/).selectOption('none');
  await step(page, () => attackForm(page).getByRole('button', { name: /^Roll attack/ }).click());
  await expect(log(page).first()).toContainText('Ogre 1 (Fist) critically hits Brogga Stonebelly in the torso: 8 injury, HP 26 -> 18');
  await expect(fighter(page, 'Brogga Stonebelly')).toContainText('Shock -2');

  // 3. Sir Aldric: All-Out Attack (Determined) chosen in the picker, rolled at once without Declare: Broadsword 14 + 4 = 18.
  await aim(page, 'Sir Aldric Vane', ogreA);
  await page.getByLabel('Maneuver').selectOption({ label: 'All-Out Attack' });
  await page.getByLabel('Option').selectOption({ label: 'Determined' });
  await attackForm(page).getByLabel(/^Defense of/).selectOption('none');
  await expect(page.getByTestId('attack-preview').and(page.locator('[data-fresh="true"]'))).toContainText('18');
  await step(page, () => attackForm(page).getByRole('button', { name: /^Roll attack/ }).click());
  const aoa = log(page).first();
  await expect(aoa).toContainText('Sir Aldric Vane: All-Out Attack (Determined); Sir Aldric Vane (Broadsword) hits Ogre 1 in the torso: 10 injury, HP 20 -> 10');
  await expect(aoa).toContainText('Effective skill 14 (skill) +4 (All-Out Attack (Determined)) = 18.');
  await expect(aoa).toContainText('attack roll (Broadsword) (vs 18, 98.1%)');
  await expect(fighter(page, 'Sir Aldric Vane')).toContainText('All-Out Attack (determined)');

  // The ogre, hit for 10 of its 20 HP, feels no shock: marked so, and nothing waits for its turn.
  await expect(fighter(page, ogreA)).toContainText('No shock (High Pain Threshold)');
  await expect(fighter(page, ogreA)).not.toContainText('Shock -');

  // Turns pass: Brogga feels his -2 on his own next turn only.
  const current = () => fighters(page).and(page.locator('[aria-current="true"]'));
  const passTo = async (name: string) => {
    for (let i = 0; i < 6 && (await current().getAttribute('aria-label')) !== name; i++) await step(page, () => page.keyboard.press('n'));
    await expect(current()).toHaveAttribute('aria-label', name);
  };
  await passTo(ogreA);
  await expect(fighter(page, ogreA)).not.toContainText('Shock');
  await passTo('Brogga Stonebelly');
  await expect(fighter(page, 'Brogga Stonebelly')).toContainText('Shock -2 this turn');
  await step(page, () => page.keyboard.press('n'));
  await passTo('Brogga Stonebelly');
  await expect(clock(page)).toHaveText(/^Round 2/);
  await expect(fighter(page, 'Brogga Stonebelly')).not.toContainText('Shock');
});

test("a shield counts only while readied: Sir Aldric's medium shield slung, his defenses lose its DB and Block", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${host.url}/#/party`);
  await page.getByLabel('Current campaign').selectOption({ label: GURPS });
  await card(page, 'Sir Aldric Vane').click();
  const inventory = page.getByRole('region', { name: 'Sir Aldric Vane carries' });
  const shield = inventory.getByRole('row', { name: 'Medium shield' });
  await expect(shield).toContainText('readied');
  await shield.scrollIntoViewIfNeeded();
  await look(page, 'gurps-traits/shield-readied', { fullPage: true });
  await shield.getByRole('button', { name: 'Sling' }).click();
  await expect(shield).not.toContainText('readied');
  await expect(shield.getByRole('button', { name: 'Ready' })).toBeVisible();

  await page.keyboard.press('Alt+5');
  await page.getByLabel('Foe from the bestiary').selectOption({ index: 1 });
  const foe = (await page.getByLabel('Foe from the bestiary').locator('option:checked').textContent())!;
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Start the fight' }).click();
  const foeName = (await fighters(page).and(page.locator('.side-foes')).first().getAttribute('aria-label'))!;
  expect(foeName.startsWith(foe.trim().split(' (')[0])).toBe(true);
  await aim(page, foeName, 'Sir Aldric Vane');
  await expect(page.getByText('Medium shield, DB 2')).toHaveCount(0);
  const defense = attackForm(page).getByLabel('Defense of Sir Aldric Vane');
  // Without the shield on his arm: Dodge 8 and Parry 3 + 14/2 = 10, neither with the DB 2, and no Block.
  await expect(defense.locator('option')).toHaveText(['Dodge 8', 'Parry (Broadsword) 10', 'Parry (Broadsword (thrust)) 10', 'No defense']);
  await look(page, 'gurps-traits/defense-shield-slung', { fullPage: true });
});
