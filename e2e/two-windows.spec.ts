import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { card } from './roster';
import { rpcAt } from './rpc';

// Issue 37, item 5: two GM windows on one party lose nothing. The second window has
// lost its push stream, so it still shows the sheet from before the first one's save.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'two-windows']);
});
test.afterEach(async () => {
  await host.stop();
});

const rpc = rpcAt(() => host);
const WHO = 'Brannoc Ironfoot';

async function openSheet(page: Page) {
  await page.goto(`${host.url}/#/party`);
  await card(page, WHO).click();
  await page.getByRole('tab', { name: 'Sheet' }).click();
  return page.getByRole('form', { name: `Sheet of ${WHO}` });
}

test('HP typed in two windows from the same 11 add up, and a sheet saved over notes it never saw is refused and shows them', async ({ browser }) => {
  const [a, b] = await Promise.all([browser.newPage(), browser.newPage()]);
  // Window B hears nothing from the host: what A saves reaches it only by asking.
  await b.route('**/events**', (route) => route.abort());
  const { selectedId } = await rpc<{ selectedId: number }>(a, 'campaign.list', {});
  const partyId = (await rpc<{ parties: { id: number }[] }>(a, 'party.list', { campaignId: selectedId })).parties[0].id;
  const brannoc = (await rpc<{ members: { id: number; name: string; hp: { max: number } }[] }>(a, 'party.get', { partyId })).members.find((m) => m.name === WHO)!;
  await rpc(a, 'member.update', { memberId: brannoc.id, hp: { current: 11, max: Math.max(11, brannoc.hp.max) } });
  const [sheetA, sheetB] = await Promise.all([openSheet(a), openSheet(b)]);
  await expect(sheetA.getByLabel('HP', { exact: true })).toHaveValue('11');
  await expect(sheetB.getByLabel('HP', { exact: true })).toHaveValue('11');

  // A: 3 damage; B, still showing 11: 2 damage. 6, not the 9 B typed.
  await sheetA.getByLabel('HP', { exact: true }).fill('8');
  await sheetA.getByRole('button', { name: 'Save sheet' }).click();
  await expect(sheetA.getByText('Saved.')).toBeVisible();
  await sheetB.getByLabel('HP', { exact: true }).fill('9');
  await sheetB.getByRole('button', { name: 'Save sheet' }).click();
  await expect(sheetB.getByLabel('HP', { exact: true })).toHaveValue('6');
  const stored = await rpc<{ members: { id: number; hp: { current: number } }[] }>(a, 'party.get', { partyId });
  expect(stored.members.find((m) => m.id === brannoc.id)!.hp.current).toBe(6);

  // A writes notes; B, showing the sheet from before them, raises STR: refused, naming the notes, and B now shows them.
  const fresh = sheetA;
  await fresh.getByLabel('Notes').fill('Owes the ferryman 3 gp');
  await fresh.getByRole('button', { name: 'Save sheet' }).click();
  await expect(fresh.getByText('Saved.')).toBeVisible();
  await sheetB.getByLabel('STR', { exact: true }).fill('17');
  await sheetB.getByRole('button', { name: 'Save sheet' }).click();
  await expect(sheetB.getByRole('alert')).toContainText(`${WHO}'s notes changed in another window since this one read it; nothing was saved`);
  await expect(sheetB.getByLabel('Notes')).toHaveValue('Owes the ferryman 3 gp');
  await expect(sheetB.getByLabel('STR', { exact: true })).toHaveValue('16');
  // B, showing the new state, saves on top of A's notes.
  await sheetB.getByLabel('STR', { exact: true }).fill('17');
  await sheetB.getByRole('button', { name: 'Save sheet' }).click();
  await expect(sheetB.getByText('Saved.')).toBeVisible();
  const after = await rpc<{ members: { id: number; sheet: { notes: string; abilities: { str: number } } }[] }>(a, 'party.get', { partyId });
  expect(after.members.find((m) => m.id === brannoc.id)!.sheet).toMatchObject({ notes: 'Owes the ferryman 3 gp', abilities: { str: 17 } });
});

test("Undo in window B names window A's note and asks first: no keeps it, yes undoes it", async ({ browser }) => {
  const [a, b] = await Promise.all([browser.newPage(), browser.newPage()]);
  await Promise.all([a.goto(`${host.url}/#/journal`), b.goto(`${host.url}/#/journal`)]);
  await a.getByLabel('Note', { exact: true }).fill('The ferryman owes us');
  await a.getByRole('button', { name: 'Add note' }).click();
  const noteIn = (page: Page) => page.getByRole('list', { name: 'Journal entries' }).getByRole('listitem', { name: /The ferryman owes us/ });
  await expect(noteIn(a)).toBeVisible();
  await expect(noteIn(b)).toBeVisible();

  const asked: string[] = [];
  b.once('dialog', (dialog) => void (asked.push(dialog.message()), dialog.dismiss()));
  await b.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/^Undo ".*The ferryman owes us.*" made in another window\?$/);
  await expect(noteIn(b)).not.toContainText('undone');

  b.once('dialog', (dialog) => void (asked.push(dialog.message()), dialog.accept()));
  await b.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(noteIn(b)).toContainText('undone');
  await expect(noteIn(a)).toContainText('undone');
  expect(asked).toHaveLength(2);
});
