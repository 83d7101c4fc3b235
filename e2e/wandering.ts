import { expect, type Page } from '@playwright/test';

/** Sets the wandering-monster table of the level the Dungeon view shows, through its form, as a GM does. */
export async function setWanderingTable(page: Page, table: { everyTurns: number; chanceInSix: number; entries: string[] }): Promise<void> {
  await page.getByRole('button', { name: 'Change the table' }).click();
  const form = page.getByRole('form', { name: /^Wandering monsters of/ });
  await form.getByLabel('Check every (turns)').fill(String(table.everyTurns));
  await form.getByLabel('Chance in 6').fill(String(table.chanceInSix));
  await form.getByLabel('What turns up, one a line').fill(table.entries.join('\n'));
  await form.getByRole('button', { name: 'Save the table' }).click();
  await expect(form).toHaveCount(0);
}
