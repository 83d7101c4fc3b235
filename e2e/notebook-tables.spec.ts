import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { PageView, RollTable, SessionPlan } from '../src-shared/contract';
import { startHost, type RunningHost } from './host';
import { look } from './look';
import { openNotebook, writeTable } from './notebook';
import { rpcAt } from './rpc';

test.use({ viewport: { width: 1280, height: 1600 } });

let host: RunningHost;
const rpc = rpcAt(() => host);
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'rumours']);
});
test.afterEach(async () => {
  await host.stop();
});

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'notebook', name);

test("a table's result becomes a page and a line of a hex key; a plan's item links that page", async ({ page }) => {
  await openNotebook(page, host.url);
  await writeTable(page, 'Rumours', '', [{ roll: '', text: 'The Green Dragon is sold' }]);
  await page.getByRole('region', { name: 'Table Rumours' }).getByRole('button', { name: 'Roll secretly' }).click();
  const result = 'The Green Dragon is sold';
  const last = page.getByRole('region', { name: 'Last roll' });
  await expect(last.getByTestId('table-roll-result')).toHaveText(result);

  // The result made a thread page of its own, its words the page's GM text.
  const toPage = last.getByRole('form', { name: 'Make the result a page' });
  await toPage.getByLabel('Page kind').selectOption('thread');
  await toPage.getByLabel('Page name').fill('Green Dragon rumour');
  await toPage.getByRole('button', { name: 'Make it a page' }).click();
  await expect(toPage).toContainText('Page written: Green Dragon rumour');
  // And a line of the GM notes of a hex's key.
  const toKey = last.getByRole('form', { name: 'Add the result to a key' });
  await toKey.getByLabel('Lies on').selectOption('hex');
  await toKey.getByLabel('Hex column').fill('2');
  await toKey.getByLabel('Hex row').fill('3');
  await toKey.getByRole('button', { name: 'Add to the key' }).click();
  await expect(toKey).toContainText(/: table result added to the key of hex \(2, 3\)$/);
  await look(page, 'notebook/result-to-page-and-key', { fullPage: true });

  const campaignId = (await rpc<{ selectedId: number }>(page, 'campaign.list', {})).selectedId;
  const { pages } = await rpc<{ pages: { id: number; name: string; kind: string }[] }>(page, 'notebook.pages', { campaignId });
  const made = pages.find((p) => p.name === 'Green Dragon rumour')!;
  expect(made.kind).toBe('thread');
  expect((await rpc<PageView>(page, 'notebook.page', { pageId: made.id })).gmText).toBe(result);
  const regionId = (await rpc<{ regions: { id: number }[] }>(page, 'hexmap.list', { campaignId })).regions[0].id;
  const { keys } = await rpc<{ keys: { hex: { col: number; row: number }; key: { gmNotes: string } }[] }>(page, 'hexmap.keys', { regionId });
  expect(keys.find((k) => k.hex.col === 2 && k.hex.row === 3)?.key.gmNotes.split('\n').at(-1)).toBe(result);

  // A plan's item links the page as pages do, by completion; the link opens it, and the page counts the plan among its backlinks.
  await page.getByRole('tab', { name: 'Session prep' }).click();
  await page.getByRole('button', { name: 'Plan a session' }).click();
  const editor = page.getByRole('form', { name: 'New plan' });
  await editor.getByLabel('Plan title').fill('The inn');
  await editor.getByLabel('Item 1 text').pressSequentially('Chase the [[Green D');
  await editor.getByRole('option', { name: 'Green Dragon rumour' }).click();
  await expect(editor.getByLabel('Item 1 text')).toHaveValue('Chase the [[Green Dragon rumour]]');
  await editor.getByRole('button', { name: 'Save the plan' }).click();
  await page.getByRole('region', { name: 'Plan The inn' }).getByRole('button', { name: 'Green Dragon rumour' }).click();
  const backlinks = page.getByTestId('page-backlinks');
  await expect(backlinks).toContainText('Session plan The inn: Chase the [[Green Dragon rumour]]');
  await look(page, 'notebook/plan-backlink', { fullPage: true });
});

test('a CSV and a Foundry VTT roll table come in through the import panel, the CSV row leading to the Foundry table', async ({ page }) => {
  await openNotebook(page, host.url);
  await page.getByRole('tab', { name: 'Tables' }).click();
  const panel = page.getByRole('form', { name: 'Import tables' });
  await panel.getByLabel('Read a file').setInputFiles(fixture('foundry-who-knows.json'));
  await expect(panel.getByLabel('File format')).toHaveValue('foundry');
  await panel.getByLabel('Table name').fill('');
  await panel.getByRole('button', { name: 'Import' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Imported Who Knows (2 rows)');

  await panel.getByLabel('File format').selectOption('csv');
  await panel.getByLabel('Read a file').setInputFiles(fixture('rumours.csv'));
  await expect(panel.getByLabel('Table name')).toHaveValue('rumours');
  await panel.getByLabel('Table name').fill('Ford rumours');
  await panel.getByRole('button', { name: 'Import' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Imported Ford rumours (3 rows)');
  await page.getByRole('navigation', { name: 'Roll tables' }).getByRole('button', { name: /Ford rumours/ }).click();
  const rows = page.getByRole('table', { name: 'Rows of Ford rumours' });
  await expect(rows.getByRole('row')).toHaveCount(4);
  await expect(rows.getByRole('row').nth(1)).toHaveText('1–3A hermit, who says "the ford is cursed"');
  await expect(rows.getByRole('row').nth(3)).toHaveText('7–8A pedlar with newsWho Knows');
  await look(page, 'notebook/imported', { fullPage: true });

  const campaignId = (await rpc<{ selectedId: number }>(page, 'campaign.list', {})).selectedId;
  const { tables } = await rpc<{ tables: RollTable[] }>(page, 'rollTable.list', { campaignId });
  const who = tables.find((t) => t.name === 'Who Knows')!;
  expect(tables.find((t) => t.name === 'Ford rumours')!.rows.map((r) => r.subTableId)).toEqual([null, null, who.id]);
});

test('a session plan is checked off in play and the report names the clue found', async ({ page }) => {
  await openNotebook(page, host.url);
  // A session running, started where GMs start one.
  await page.keyboard.press('Alt+6');
  await page.getByRole('button', { name: 'Start a session' }).click();
  await page.keyboard.press('Alt+8');
  await page.getByRole('tab', { name: 'Session prep' }).click();
  await page.getByRole('button', { name: 'Plan a session' }).click();
  const editor = page.getByRole('form', { name: 'New plan' });
  await editor.getByLabel('Plan title').fill('The ford');
  await editor.getByLabel('Item 1 text').fill('The party wakes at the Green Dragon');
  await editor.getByRole('button', { name: 'Add an item' }).click();
  await editor.getByLabel('Item 2 kind').selectOption('clue');
  await editor.getByLabel('Item 2 text').fill('Goblin tracks in the flour');
  await editor.getByRole('button', { name: 'Save the plan' }).click();
  const plan = page.getByRole('region', { name: 'Plan The ford' });
  // The box follows the host: it shows checked once the check is journaled.
  await plan.getByLabel('Clue: Goblin tracks in the flour').click();
  await expect(plan.getByLabel('Clue: Goblin tracks in the flour')).toBeChecked();
  await page.getByRole('region', { name: 'Session report' }).getByRole('button', { name: /Report on session 1/ }).click();
  await expect(page.getByTestId('session-report')).toContainText('## Clues found\n\n- Goblin tracks in the flour');
  await look(page, 'notebook/session-prep', { fullPage: true });

  const campaignId = (await rpc<{ selectedId: number }>(page, 'campaign.list', {})).selectedId;
  const { plans } = await rpc<{ plans: SessionPlan[] }>(page, 'sessionPlan.list', { campaignId });
  expect(plans[0].items.map((it) => [it.kind, it.doneEntryId !== null])).toEqual([
    ['start', false],
    ['clue', true],
  ]);
});
