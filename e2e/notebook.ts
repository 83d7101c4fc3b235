import { expect, type Page } from '@playwright/test';

/** Opens the Notebook view with its key, as a GM at the table would. */
export async function openNotebook(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await page.keyboard.press('Alt+8');
  await expect(page.getByRole('heading', { name: 'Notebook', level: 1 })).toBeVisible();
}

/** Writes a table in the Tables tab, row by row; a row's `then` names the table it rolls on next. */
export async function writeTable(page: Page, name: string, dice: string, rows: { roll: string; text: string; then?: string }[]) {
  await page.getByRole('tab', { name: 'Tables' }).click();
  await page.getByRole('button', { name: 'New table' }).click();
  const editor = page.getByRole('form', { name: 'New table' });
  await editor.getByLabel('Table name').fill(name);
  await editor.getByLabel('Dice').fill(dice);
  for (const [i, row] of rows.entries()) {
    if (i > 0) await editor.getByRole('button', { name: 'Add a row' }).click();
    await editor.getByLabel(`Row ${i + 1} roll`).or(editor.getByLabel(`Row ${i + 1} weight`)).fill(row.roll);
    await editor.getByLabel(`Row ${i + 1} result`).fill(row.text);
    if (row.then) await editor.getByLabel(`Row ${i + 1} then roll on`).selectOption({ label: row.then });
  }
  await editor.getByRole('button', { name: 'Save table' }).click();
  await expect(editor).toBeHidden();
}
