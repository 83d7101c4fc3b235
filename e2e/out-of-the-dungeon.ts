import { expect, type Page } from '@playwright/test';

/**
 * The demo parties start on dungeon level 1, where travel and camp are refused (issue 42, item 4): a spec
 * that travels climbs out first as the GM does, with the Dungeon view's "Leave the dungeon".
 */
export async function leaveTheDungeon(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/#/dungeon`);
  const leave = page.getByRole('button', { name: 'Leave the dungeon' });
  await leave.click();
  await expect(leave).toHaveCount(0);
}
