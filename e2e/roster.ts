import type { Page } from '@playwright/test';

// The Party view's roster and inventory, as the specs that build and load characters reach them.

export const roster = (page: Page) => page.getByRole('list', { name: 'Members in marching order' });
export const card = (page: Page, name: string) => roster(page).getByRole('listitem', { name, exact: true });
export const pace = (page: Page, name: string) => card(page, name).getByTestId('member-pace');
export const load = (page: Page, name: string) => card(page, name).getByRole('meter', { name: /^Load · / });

/** Adds items from the catalogue to what a member carries. */
export async function give(page: Page, who: string, itemLabel: string, quantity: string) {
  const panel = page.getByRole('region', { name: `${who} carries` });
  await panel.getByLabel('Item to add').selectOption({ label: itemLabel });
  await panel.getByLabel('Quantity to add').fill(quantity);
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
}
