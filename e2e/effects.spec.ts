import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { BRISK } from './brisk';
import { look } from './look';

// Issue 17, item 2: a spell of six turns set in round 2 of a Basic Fantasy fight
// (rounds of 10 seconds, turns of 600) ends one hour later, in round 2 of that
// turn; "until something happens" stops the clock exactly there. A two-round web
// set beside it ends as round 4 begins.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'effects-at-the-keep']);
});
test.afterEach(async () => {
  await host.stop();
});

const KEEP = 'The Lantern Keep (demo)';
const fight = (page: Page) => page.locator('section.combat-view[data-last-entry]');
const clock = (page: Page) => page.getByTestId('fight-clock');

async function step(page: Page, act: () => Promise<void>) {
  const before = await fight(page).getAttribute('data-last-entry');
  await act();
  await expect(fight(page)).not.toHaveAttribute('data-last-entry', before!);
}

test('a six-turn effect set in a fight lasts to the round it should and stops "until something happens" there', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1100 });
  await page.goto(`${host.url}/#/dungeon`);
  await page.getByLabel('Current campaign').selectOption({ label: KEEP });
  const effects = page.getByRole('region', { name: 'Effects and countdowns' });
  // The demo opens with a countdown the table knows of and one the GM keeps hidden.
  await expect(effects.getByRole('listitem')).toHaveCount(2);
  await expect(effects.getByRole('listitem', { name: /^The goblins' patrol returns/ })).toContainText('hidden');
  await look(effects, 'effects/dungeon-effects');
  await look(page, 'effects/dungeon-view');
  const start = (await page.getByTestId('clock-time').textContent())!;
  expect(start).toBe('08:00');

  await page.getByRole('button', { name: 'Start a fight' }).click();
  await page.getByLabel('Foe from the bestiary').selectOption({ label: 'Goblin' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Name of the fight').fill('A goblin at the door');
  await page.getByRole('button', { name: 'Start the fight' }).click();
  await expect(clock(page)).toHaveText('Round 1 · 0:00 elapsed');
  await step(page, () => page.keyboard.press('r'));
  await expect(clock(page)).toHaveText(/^Round 2 · 0:10/);

  // F jumps to the form; the spell sits on the whole party for six turns.
  const fightEffects = page.getByRole('region', { name: 'Effects and countdowns' });
  await page.keyboard.press('f');
  await expect(fightEffects.getByLabel('Effect name')).toBeFocused();
  await page.keyboard.type('Bless');
  await fightEffects.getByLabel('How long').fill('6');
  await fightEffects.getByLabel('Unit of time').selectOption('turns');
  await fightEffects.getByRole('button', { name: /^Set/ }).click();
  const bless = fightEffects.getByRole('listitem', { name: 'Bless on The Lantern Bearers' });
  // An hour is 360 rounds of 10 seconds: set in round 2, it lasts through round 361.
  await expect(bless).toContainText('1 hour left');
  await expect(bless).toContainText('on The Lantern Bearers · through round 361');
  await expect(bless.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  await look(fightEffects, 'effects/combat-effects');

  // A web of two rounds, set in round 2, holds through round 3 and is gone when round 4 begins.
  await fightEffects.getByLabel('Effect name').fill('Web');
  await fightEffects.getByLabel('How long').fill('2');
  await fightEffects.getByLabel('Unit of time').selectOption('rounds');
  await fightEffects.getByRole('button', { name: /^Set/ }).click();
  const web = fightEffects.getByRole('listitem', { name: 'Web on The Lantern Bearers' });
  await expect(web).toContainText('2 rounds left');
  await expect(web).toContainText('through round 3');
  await step(page, () => page.keyboard.press('r'));
  await expect(web).toContainText('1 round left');
  await step(page, () => page.keyboard.press('r'));
  await expect(clock(page)).toHaveText(/^Round 4 · 0:30/);
  await expect(web).toHaveCount(0);
  await expect(fight(page)).toContainText('Web ends on The Lantern Bearers.');

  await page.getByRole('button', { name: 'End fight' }).click();
  await expect(page.getByRole('button', { name: 'New fight' })).toBeVisible();

  // Back underground, the clock runs until something happens, as often as it takes to reach the spell's end.
  await page.goto(`${host.url}/#/dungeon`);
  const stopped = page.getByTestId('clock-event');
  for (let i = 0; i < 12; i++) {
    const face = async () => `${await page.locator('.clock-face').textContent()}|${(await stopped.count()) ? await stopped.textContent() : ''}`;
    const before = await face();
    await page.getByRole('button', { name: /Until something happens/ }).click();
    await expect.poll(face, BRISK).not.toBe(before);
    if ((await stopped.textContent())!.includes('Bless')) break;
  }
  await expect(stopped).toHaveText('Stopped: Bless ends on The Lantern Bearers.');
  // Bless was set 10 s into the fight and lasts an hour: 09:00:10, the second round of turn 54.
  await expect(page.getByTestId('clock-time')).toHaveText('09:00');
  await expect(page.getByTestId('clock-turn')).toHaveText('Turn 54');
  await expect(page.locator('.clock-turn')).toContainText('round 2 of 60');
  await expect(page.getByRole('region', { name: 'Effects and countdowns' }).getByRole('listitem', { name: /^Bless/ })).toHaveCount(0);

  // The journal keeps it, and undo brings the spell back.
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('region', { name: 'Effects and countdowns' }).getByRole('listitem', { name: /^Bless/ })).toHaveCount(1);
});

test("the players' screen lists the visible effects only", async ({ browser }) => {
  await expect.poll(() => /Players' screen[^:]*: http/.test(host.output())).toBe(true);
  const link = /Players' screen[^:]*: (http:\/\/\S+)/.exec(host.output())![1];
  const players = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await players.goto(link);
  const shown = players.getByTestId('players-effects');
  await expect(shown).toContainText("The chieftain's ransom is due · 3 days left");
  await expect(shown).not.toContainText('patrol');
  await look(players, 'effects/players-effects');
});
