import { expect, test } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { look } from './look';

// A new Basic Fantasy campaign opens its Combat view on the bestiary read from the book's
// stat lines (resources/bfrpg-monsters.json), with the licence the file gives (CC BY-SA 4.0);
// an older campaign adds it with one button.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost();
});
test.afterEach(async () => {
  await host.stop();
});

test('a new Basic Fantasy campaign shows the book’s monsters under their licence, before any party exists', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(host.url);
  await page.getByLabel('New campaign').fill('The Sunken Abbey');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('listitem', { name: 'The Sunken Abbey', exact: true })).toContainText('Current');
  await page.goto(`${host.url}/#/combat`);

  const bestiary = page.getByRole('region', { name: 'Bestiary' });
  await expect(page.getByText('This campaign has no party yet: make one in the Party view to set up a fight.')).toBeVisible();
  await expect(bestiary.getByText(/^Monster stat lines from the Basic Fantasy Role-Playing Game .* CC BY-SA 4\.0/)).toBeVisible();
  // The aboleth as printed: 8**, AC 16, one tentacle at 1d6, morale 9, 1,015 XP (A17's 875 + 2 x 70).
  await expect(bestiary.getByRole('listitem', { name: 'Aboleth', exact: true })).toContainText('HD 8**, AC 16, tentacle 1d6, morale 9, 1015 XP');
  await bestiary.getByLabel('Find a foe').fill('hydramander');
  const hydramander = bestiary.getByRole('listitem', { name: 'Nazgorean, Hydramander', exact: true });
  // Printed "8 to 12 (+10)" and 825 XP for 8 HD, where A17 gives 875: both shown.
  await expect(hydramander).toContainText('825 XP (A17: 875)');
  await expect(hydramander).toContainText('Hit Dice as printed: 8 to 12 (+10)');
  await expect(bestiary.getByRole('listitem')).toHaveCount(1);
  await look(page, 'bestiary-new-campaign');
});

test('the demo campaign adds the Basic Fantasy bestiary with one button, and the licence line comes with it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(`${host.url}/#/combat`);
  const bestiary = page.getByRole('region', { name: 'Bestiary' });
  await expect(bestiary.getByRole('listitem', { name: 'Goblin', exact: true })).toBeVisible();
  await expect(bestiary.getByText(/CC BY-SA 4\.0/)).toHaveCount(0);
  await bestiary.getByRole('button', { name: 'Add the Basic Fantasy bestiary' }).click();
  // The demo's own Goblin, Kobold and Skeleton stay as the demo wrote them.
  await expect(bestiary.getByRole('status')).toHaveText(
    'Added 789 foes from the Basic Fantasy bestiary; 3 you already had under the same name are left as they were. Undo takes them away again.',
  );
  await expect(bestiary.getByText(/^Monster stat lines from the Basic Fantasy Role-Playing Game .* CC BY-SA 4\.0/)).toBeVisible();
  await bestiary.getByLabel('Find a foe').fill('kobold');
  await expect(bestiary.getByRole('listitem', { name: 'Kobold', exact: true })).toContainText('HD ½, AC 13, Club 1d4, morale 6, 10 XP');
  await bestiary.getByLabel('Find a foe').fill('wight');
  // Printed "3*", 175 XP (A17: 145 + 30); A23 names its fourth column after it.
  await expect(bestiary.getByRole('listitem', { name: 'Wight', exact: true })).toContainText('HD 3*, AC 15');
  await expect(bestiary.getByRole('listitem', { name: 'Wight', exact: true })).toContainText('175 XP, turned as wight');
  await look(bestiary, 'bestiary-added');
});
