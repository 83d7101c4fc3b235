import { expect, test } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { card } from './roster';
import { look } from './look';

// Issue 17, item 5: GULLIVER's life span, fatigue, cold and powered collisions on the
// Feats tab; the two GURPS campaign options; a candle's height when it is lit.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost();
});
test.afterEach(async () => {
  await host.stop();
});

const BARROW = 'Giants in the Barrow (GURPS + GULLIVER demo)';
const KEEP = 'The Lantern Keep (demo)';

test('the GULLIVER calculators answer on the Feats tab, and the campaign options offer double healing and New ST Damage', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1300 });
  await page.goto(`${host.url}/#/party`);
  await page.getByLabel('Current campaign').selectOption({ label: BARROW });
  await card(page, 'Sir Aldric Vane').click();
  await page.getByRole('tab', { name: 'Feats' }).click();
  const life = page.locator('.feat-card', { hasText: 'Life span' });
  // A human-sized knight: 50 years x square root of LS 1.
  await expect(life).toContainText('aging begins');
  await expect(life).toContainText('Aging starts at 50 years x square root of LS 1 = 50 years');
  const fatigue = page.locator('.feat-card', { hasText: 'Fatigue by pace' });
  await expect(fatigue).toContainText('Load multipliers: None x1, Light x1.25, Medium x1.67, Heavy x2.5, Extra-Heavy x5, Super-Heavy x10');
  const powered = page.locator('.feat-card', { hasText: 'Powered collision' });
  await powered.getByLabel('Mass').fill('600');
  await powered.getByLabel('Load ST pushing').fill('0');
  await powered.getByLabel('Engine').fill('30');
  // The seed's motorbike: 30 kW x 10 = 300, no more than half its 600 lb: it hits as 900 lb.
  await expect(powered).toContainText('Effective mass = 600 lb + (30 kW x 10) = 900 lb');
  await powered.getByLabel('Engine').fill('60');
  await expect(powered).toContainText('Effective mass = 600 lb + (60 kW x 10, capped by traction at 300) = 900 lb');
  for (const [name, cardOf] of [['life-span', life], ['fatigue', fatigue], ['powered-collision', powered], ['cold', page.locator('.feat-card', { hasText: 'HT roll each half hour' })]] as const) {
    await look(cardOf, `gulliver-reachable/gulliver-${name}`);
  }

  await page.goto(`${host.url}/#/campaigns`);
  const barrow = page.getByRole('listitem', { name: BARROW });
  await barrow.getByRole('button', { name: 'Options' }).click();
  const options = page.getByRole('form', { name: `Rules options of ${BARROW}` });
  await expect(options.getByLabel('Healing made by 10')).not.toBeChecked();
  await options.getByLabel('ST damage in fights').selectOption({ label: "GULLIVER's New ST Damage" });
  await look(options, 'gulliver-reachable/campaign-options');
});

test("a candle's height sets how long it burns", async ({ page }) => {
  await page.goto(`${host.url}/#/dungeon`);
  await page.getByLabel('Current campaign').selectOption({ label: KEEP });
  const form = page.getByRole('form', { name: 'Light a light' });
  const elowen = await form.locator('option', { hasText: 'Elowen' }).getAttribute('value');
  await form.getByLabel('Who lights it').selectOption(elowen!);
  await form.getByLabel('What to light').selectOption('candle');
  await form.getByLabel('Candle height in inches').fill('2');
  await form.getByRole('button', { name: 'Light' }).click();
  // 2 inches x 3 turns an inch.
  await expect(page.getByRole('listitem', { name: "Elowen Thistledown's candle" })).toContainText('6 turns left');
});
