import { expect, test, type Page } from '@playwright/test';
import { formatGameTime } from '../src-shared/time';
import { startHost, type RunningHost } from './host';

// Whole fights from the demo campaigns through the Combat view: started from the
// Dungeon and Wilderness views, attacks made with the form after their chances are
// shown, turns passed with N, the fight ended, then the journal and the clock checked.
// The seed fixes every die; the loops still read the screen, so a fighter who is
// stunned (and cannot attack) or a side that is all down is handled as it comes.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'swords-drawn-at-the-barrow']);
});
test.afterEach(async () => {
  await host.stop();
});

const GURPS = 'Giants in the Barrow (GURPS + GULLIVER demo)';
const SHELL = 'The Shell Road (Shell demo)';

/** The campaign's clock, in seconds, from the host itself. */
async function campaignTime(page: Page, name: string): Promise<number> {
  const response = await page.request.post(`${host.url}/rpc/campaign.list`, { data: {} });
  const { result } = (await response.json()) as { result: { campaigns: { name: string; gameTimeSeconds: number }[] } };
  return result.campaigns.find((c) => c.name === name)!.gameTimeSeconds;
}

const fight = (page: Page) => page.locator('section.combat-view[data-last-entry]');
const clock = (page: Page) => page.getByTestId('fight-clock');
const fighters = (page: Page) => page.getByRole('list', { name: 'Initiative order' }).getByTestId('combatant');

/** Runs one step and waits until the fight's newest journal entry is a new one. */
async function step(page: Page, act: () => Promise<void>) {
  const before = await fight(page).getAttribute('data-last-entry');
  await act();
  await expect(fight(page)).not.toHaveAttribute('data-last-entry', before!);
}

async function addFoes(page: Page, name: string, count: number) {
  await page.getByLabel('Foe from the bestiary').selectOption({ label: name });
  await page.getByLabel('How many', { exact: true }).fill(String(count));
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

/**
 * The fighter whose turn it is attacks the first foe still standing, if the rules let
 * them (the form's preview says so), then N passes the turn. Returns whether they attacked.
 */
async function takeTurn(page: Page): Promise<boolean> {
  const current = fighters(page).and(page.locator('[aria-current="true"]'));
  const classes = (await current.getAttribute('class'))!.split(' ');
  const foes = fighters(page).and(page.locator(`.side-${classes.includes('side-party') ? 'foes' : 'party'}:not(.out)`));
  let attacked = false;
  // A fighter who passed out as the turn began only hands it on.
  if (!classes.includes('out') && (await foes.count()) > 0) {
    await foes.first().click();
    // An archer (the GURPS demo's Iotha) shoots at a range.
    const range = page.getByLabel('Range (yards)');
    if (await range.isVisible()) await range.fill('10');
    await expect(page.getByTestId('attack-preview').and(page.locator('[data-fresh="true"]'))).toBeVisible();
    const roll = page.getByRole('button', { name: /^Roll attack/ });
    if (await roll.isEnabled()) {
      await step(page, () => roll.click());
      attacked = true;
    }
  }
  await step(page, () => page.keyboard.press('n'));
  return attacked;
}

const roundOf = async (page: Page) => Number(/Round (\d+)/.exec((await clock(page).textContent()) ?? '')![1]);

/** The Journal view's combat entries, newest first. */
async function combatJournal(page: Page) {
  await page.keyboard.press('Alt+6');
  await expect(page.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible();
  await page.getByLabel('Kind').selectOption('combat');
  // A fight's steps fold into one line, which opens to list each of them.
  const list = page.getByRole('list', { name: 'Journal entries' });
  await expect(list.locator(':scope > li')).toHaveCount(1);
  await list.locator('details.journal-run > summary').click();
  return list.locator('li.journal-entry');
}

test('a GURPS fight of three rounds started from the Dungeon view: every step journaled, the clock moved by the fight', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${host.url}/#/dungeon`);
  await page.getByLabel('Current campaign').selectOption({ label: GURPS });
  await expect(page.getByLabel('Party in the dungeon').locator('option:checked')).toHaveText('The Mismatched Company');
  const t0 = await campaignTime(page, GURPS);
  const statusBefore = await page.getByTestId('game-time').textContent();
  expect(statusBefore).toBe(formatGameTime(t0));

  await page.getByRole('button', { name: 'Start a fight' }).click();
  await expect(page.getByRole('heading', { name: 'New fight' })).toBeVisible();
  await expect(page.getByLabel('Party', { exact: true }).locator('option:checked')).toHaveText('The Mismatched Company');
  await addFoes(page, 'Barrow wight', 2);
  await page.getByLabel('Name of the fight').fill('The barrow door');
  await page.getByRole('button', { name: 'Start the fight' }).click();

  await expect(clock(page)).toHaveText('Round 1 · 0:00 elapsed');
  // Fixed order by Basic Speed: Thistlewick (6.25) first, Brogga (5.5) last; the wights numbered.
  // Iotha, the archer, shoots from 10 yards.
  await expect(fighters(page)).toHaveCount(6);
  await expect(fighters(page).first()).toHaveAccessibleName('Thistlewick');
  await expect(fighters(page).last()).toHaveAccessibleName('Brogga Stonebelly');
  await expect(fighters(page).and(page.locator('.side-foes'))).toHaveText([/Barrow wight \d/, /Barrow wight \d/]);

  let attacks = 0;
  let passes = 0;
  while ((await roundOf(page)) < 4 && passes < 40) {
    if (await takeTurn(page)) attacks++;
    passes++;
  }
  await expect(clock(page)).toHaveText('Round 4 · 0:03 elapsed');
  expect(attacks).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'End fight' }).click();
  // Three full rounds, and the fourth (in progress) counts at the end: 4 one-second turns.
  await expect(clock(page)).toHaveText('4 rounds · 0:04 of game time');
  await expect(page.getByRole('button', { name: 'New fight' })).toBeVisible();
  expect(await campaignTime(page, GURPS)).toBe(t0 + 4);
  await expect(page.getByTestId('game-time')).toHaveText(formatGameTime(t0 + 4));

  // The journal holds the whole fight: its start, every attack and turn, and its end.
  const entries = await combatJournal(page);
  await expect(entries).toHaveCount(1 + attacks + passes + 1);
  await expect(entries.first()).toContainText('The fight ends after 4 rounds (4 seconds of game time)');
  await expect(entries.last()).toContainText('Fight begins: The barrow door, 4 against 2');
  // The line that opens holds the others' text too: each step is counted on its own card.
  await expect(entries.filter({ hasNot: page.locator('details.journal-run'), hasText: /attack roll \(.+\) \(vs -?\d+, \d+(\.\d)?%\)/ })).toHaveCount(attacks);
  await expect(page.getByTestId('game-time')).toHaveText(formatGameTime(t0 + 4));
});

test('a Shell fight started from the Wilderness view: chances before the roll, five-second rounds on the clock', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${host.url}/#/wilderness`);
  await page.getByLabel('Current campaign').selectOption({ label: SHELL });
  await expect(page.getByRole('region', { name: 'Journey planner' })).toContainText('The Roadwardens');
  const t0 = await campaignTime(page, SHELL);
  await page.getByRole('button', { name: 'Start a fight' }).click();
  await expect(page.getByRole('heading', { name: 'New fight' })).toBeVisible();
  await expect(page.getByLabel('Party', { exact: true }).locator('option:checked')).toHaveText('The Roadwardens');
  for (const name of ['Kestrel', 'Wren', 'Brand']) await expect(page.getByRole('checkbox', { name })).toBeChecked();
  await addFoes(page, 'Road bandit', 3);
  await page.getByLabel('Name of the fight').fill('Ambush on the Shell Road');
  await page.getByRole('button', { name: 'Start the fight' }).click();
  await expect(clock(page)).toHaveText('Round 1 · 0:00 elapsed');
  await expect(fighters(page)).toHaveCount(6);

  // Whoever acts first (Kestrel, initiative 11, or a bandit level with her) attacks the other side:
  // the chances on the attack table show before any die is thrown.
  const first = fighters(page).first();
  await expect(first).toHaveAttribute('aria-current', 'true');
  const party = (await first.getAttribute('class'))!.includes('side-party');
  await fighters(page).and(page.locator(party ? '.side-foes' : '.side-party')).first().click();
  const preview = page.getByTestId('attack-preview').and(page.locator('[data-fresh="true"]'));
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('meter', { name: 'Miss (2-8)' })).toBeVisible();
  await expect(preview.getByRole('meter', { name: 'Hit', exact: true })).toHaveAttribute('aria-valuetext', /^\d+(\.\d)?%$/);
  await expect(preview.getByText('AT', { exact: true })).toBeVisible();
  await expect(page.getByTestId('result-summary')).toContainText('Fight begins');
  await step(page, () => page.getByRole('button', { name: /^Roll attack/ }).click());
  await expect(page.getByTestId('result-summary')).not.toContainText('Fight begins');
  await expect(page.getByRole('list', { name: 'Dice thrown' }).getByRole('listitem').first()).toBeVisible();

  // Pass the rest of round 1 (attacking where the rules allow), then end round 2 with R.
  let attacks = 1;
  let passes = 0;
  await step(page, () => page.keyboard.press('n'));
  passes++;
  while ((await roundOf(page)) < 2 && passes < 20) {
    if (await takeTurn(page)) attacks++;
    passes++;
  }
  await expect(clock(page)).toHaveText('Round 2 · 0:05 elapsed');
  await step(page, () => page.keyboard.press('r'));
  await expect(clock(page)).toHaveText('Round 3 · 0:10 elapsed');

  await page.getByRole('button', { name: 'End fight' }).click();
  await expect(clock(page)).toHaveText('3 rounds · 0:15 of game time');
  expect(await campaignTime(page, SHELL)).toBe(t0 + 15);
  await expect(page.getByTestId('game-time')).toHaveText(formatGameTime(t0 + 15));

  const entries = await combatJournal(page);
  await expect(entries).toHaveCount(1 + attacks + passes + 1 + 1);
  await expect(entries.first()).toContainText('The fight ends after 3 rounds (15 seconds of game time)');
  await expect(entries.nth(1)).toContainText('Round 2 ends; round 3 begins');
  await expect(entries.last()).toContainText('Fight begins: Ambush on the Shell Road, 3 against 3');

  // Ending asked no confirmation, since Undo takes it back: the fight is on again at round 3, the clock where it was.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.goto(`${host.url}/#/combat`);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(clock(page)).toHaveText('Round 3 · 0:10 elapsed');
  expect(await campaignTime(page, SHELL)).toBe(t0 + 10);
});

test("the new fight's Start waits for the party's members: a quick GM does not start a fight without them", async ({ page }) => {
  await page.goto(`${host.url}/#/dungeon`);
  await page.getByLabel('Current campaign').selectOption({ label: GURPS });
  await expect(page.getByLabel('Party in the dungeon').locator('option:checked')).toHaveText('The Mismatched Company');
  // The party's answer held back, as on a busy machine.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rpc/party.get', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Start a fight' }).click();
  await expect(page.getByRole('heading', { name: 'New fight' })).toBeVisible();
  await addFoes(page, 'Barrow wight', 1);
  const start = page.getByRole('button', { name: 'Start the fight' });
  await expect(start).toBeDisabled();
  release();
  await expect(page.getByRole('checkbox', { name: 'Thistlewick' })).toBeChecked();
  await start.click();
  await expect(fighters(page)).toHaveCount(5);
  await expect(fighters(page).and(page.locator('[aria-current="true"]'))).toHaveAccessibleName('Thistlewick');
});
