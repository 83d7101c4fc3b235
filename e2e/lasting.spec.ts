import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { card } from './roster';

// Issue 17, "Must show": a GURPS cripple carries into the next fight and mends over
// the days the rules give. In the GURPS + GULLIVER demo Sir Aldric starts with a
// crippled left arm at 10 of 13 HP; a crippled limb works again once every lost HP
// is back (000 "Natural Recovery": an HT roll a day of rest; GULLIVER heals HP/10 a success).

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'aldric-arm-mends']);
});
test.afterEach(async () => {
  await host.stop();
});

const GURPS = 'Giants in the Barrow (GURPS + GULLIVER demo)';
const SHOTS = '/tmp/shots/17a';
const fighters = (page: Page) => page.getByRole('list', { name: 'Initiative order' }).getByTestId('combatant');
const strip = (page: Page) => page.getByRole('region', { name: 'Party' }).getByRole('listitem', { name: 'Sir Aldric Vane' });

test('a crippled arm comes into the next fight, outlasts it, and mends the day HP is full again', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`${host.url}/#/party`);
  await page.getByLabel('Current campaign').selectOption({ label: GURPS });
  const aldric = card(page, 'Sir Aldric Vane');
  await expect(aldric).toContainText('Left arm crippled');
  await aldric.click();
  const panel = page.getByRole('region', { name: "Sir Aldric Vane's lasting conditions" });
  await expect(panel).toContainText('Left arm crippled');
  await expect(panel).toContainText('Useless until every lost HP is healed.');
  await page.screenshot({ path: `${SHOTS}/party-lasting.png`, fullPage: false });
  await aldric.screenshot({ path: `${SHOTS}/member-card-lasting.png` });
  await panel.screenshot({ path: `${SHOTS}/lasting-panel.png` });

  // The next fight: the arm is crippled from the first round.
  await page.goto(`${host.url}/#/dungeon`);
  await expect(page.getByLabel('Party in the dungeon').locator('option:checked')).toHaveText('The Mismatched Company');
  await expect(strip(page)).toContainText('Left arm crippled');
  await page.getByRole('button', { name: 'Start a fight' }).click();
  await page.getByLabel('Foe from the bestiary').selectOption({ label: 'Barrow rat' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Start the fight' }).click();
  const him = fighters(page).filter({ hasText: 'Sir Aldric Vane' });
  await expect(him).toContainText('Left arm crippled');
  await page.screenshot({ path: `${SHOTS}/combat-lasting.png` });
  await page.getByRole('button', { name: 'End fight' }).click();
  await page.getByRole('button', { name: 'End the fight' }).click();
  await expect(page.getByRole('button', { name: 'New fight' })).toBeVisible();

  // Days go by: the arm stays crippled exactly while HP is short of 13.
  await page.goto(`${host.url}/#/dungeon`);
  const hp = strip(page).getByRole('meter', { name: 'Hit points' });
  const day = page.getByRole('button', { name: /^Day/ });
  let mended = false;
  for (let i = 0; i < 40 && !mended; i++) {
    const before = `${await page.getByTestId('clock-day').textContent()} ${await page.getByTestId('clock-time').textContent()}`;
    await day.click();
    await expect.poll(async () => `${await page.getByTestId('clock-day').textContent()} ${await page.getByTestId('clock-time').textContent()}`).not.toBe(before);
    const text = (await hp.getAttribute('aria-valuetext'))!;
    const current = Number(text.split(' / ')[0]);
    if (current >= 13) {
      await expect(strip(page)).not.toContainText('Left arm crippled');
      mended = true;
    } else await expect(strip(page)).toContainText('Left arm crippled');
  }
  expect(mended).toBe(true);
  await page.screenshot({ path: `${SHOTS}/dungeon-mended.png` });

  // The journal says when it mended.
  await page.keyboard.press('Alt+6');
  await page.getByLabel('Find').fill('mended');
  await expect(page.getByRole('list', { name: 'Journal entries' })).toContainText("Sir Aldric Vane's left arm has mended: every lost HP is back.");
});
