import { expect, type Page } from '@playwright/test';

/**
 * The demo parties start on dungeon level 1, where travel and camp are refused (issue 42, item 4): a spec
 * that travels takes the party off the level first, as the GM does with the Dungeon view's "Leave the level"
 * (no time passes, so the journey's hours stay the plan's; "Leave the dungeon" takes a turn).
 */
export async function leaveTheLevel(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/#/dungeon`);
  const leave = page.getByRole('button', { name: 'Leave the level' });
  await leave.click();
  await expect(leave).toHaveCount(0);
}
