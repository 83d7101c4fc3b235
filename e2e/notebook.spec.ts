import { expect, test, type Locator, type Page } from '@playwright/test';
import { hexToPixel, mapPixelBounds } from '../src-shared/hexmap';
import { startHost, type RunningHost } from './host';
import { look } from './look';
import { writeTable } from './notebook';

// Issue 41: the campaign notebook through the GM's screen, and what of it reaches the players' window.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'notebook']);
});
test.afterEach(async () => {
  await host.stop();
});

const playersLink = () => /Players' screen[^:]*: (http:\/\/\S+)/.exec(host.output())![1];
const answered = (page: Page, method: string, act: () => Promise<void>) => Promise.all([page.waitForResponse((r) => r.url().endsWith(`/rpc/${method}`)), act()]);

/** Types into a linking textarea, picks the page the completion offers for `typed`, then types on. */
async function typeWithLink(field: Locator, before: string, typed: string, name: string, after: string) {
  await field.pressSequentially(`${before}${typed}`);
  await expect(field.page().getByRole('listbox', { name: 'Link to a page' }).getByRole('option', { name })).toBeVisible();
  await field.press('Enter');
  await field.pressSequentially(after);
}

async function writePage(page: Page, fields: { kind: string; name: string; gm: string; players?: string; thread?: string }) {
  await page.getByRole('button', { name: 'New page' }).click();
  const form = page.getByRole('form', { name: 'New page' });
  await form.getByLabel('Kind').selectOption(fields.kind);
  await form.getByLabel('Name').fill(fields.name);
  if (fields.thread) await form.getByLabel('Thread kind').selectOption(fields.thread);
  await form.getByLabel('GM text').fill(fields.gm);
  if (fields.players) await form.getByLabel("Players' text").fill(fields.players);
  await answered(page, 'notebook.savePage', () => form.getByRole('button', { name: 'Save page' }).click());
  await expect(page.getByRole('article', { name: fields.name })).toBeVisible();
}

async function keyHex(page: Page, col: number, row: number, gmNotes: (field: Locator) => Promise<void>) {
  await page.goto(`${host.url}/#/wilderness`);
  const canvas = page.getByRole('application', { name: 'Map of The Lantern Coast' });
  await expect(canvas).toBeVisible();
  await page.getByRole('button', { name: 'Fit', exact: true }).click();
  await page.getByRole('group', { name: 'Map mode' }).getByRole('button', { name: 'Keys' }).click();
  const box = (await canvas.boundingBox())!;
  const b = mapPixelBounds(48, 32, 1);
  const zoom = Math.min(box.width / (b.right - b.left), box.height / (b.bottom - b.top));
  const p = hexToPixel(col, row, 1);
  await page.mouse.click(box.x + box.width / 2 + (p.x - (b.left + b.right) / 2) * zoom, box.y + box.height / 2 + (p.y - (b.top + b.bottom) / 2) * zoom);
  await expect(page.getByTestId('selected-hex')).toContainText(`Hex ${col},${row}`);
  const form = page.getByRole('form', { name: 'Hex key' });
  await gmNotes(form.getByLabel('GM notes'));
  await answered(page, 'hexmap.setKey', () => form.getByRole('button', { name: 'Save key' }).click());
}

test('the innkeeper, the guild and the rumour: linked from a hex key and a note, met in play, a nested rumour table rolled, a handout shown to the players and nothing else', async ({ browser }) => {
  test.setTimeout(120_000);
  const gm = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const players = await (await browser.newContext({ viewport: { width: 1600, height: 900 } })).newPage();
  await gm.goto(`${host.url}/#/campaigns`);
  // The keys are heard once the app has started.
  await gm.waitForLoadState('networkidle');
  await gm.keyboard.press('Alt+8');
  await expect(gm.getByRole('heading', { name: 'Notebook', level: 1 })).toBeVisible();

  await writePage(gm, { kind: 'person', name: 'Barliman', gm: 'Knows the way to the barrow; ZqSecretInnXv.', players: 'A stout innkeeper with a loud laugh.' });
  await gm.getByRole('button', { name: 'New page' }).click();
  const guild = gm.getByRole('form', { name: 'New page' });
  await guild.getByLabel('Kind').selectOption('faction');
  await guild.getByLabel('Name').fill('Thieves Guild');
  await typeWithLink(guild.getByLabel('GM text'), 'Pays ', '@Barl', 'Barliman', ' for rooms.');
  await expect(guild.getByLabel('GM text')).toHaveValue('Pays [[Barliman]] for rooms.');
  await look(gm, 'notebook/1-link-completed');
  await answered(gm, 'notebook.savePage', () => guild.getByRole('button', { name: 'Save page' }).click());
  await writePage(gm, { kind: 'thread', name: 'Barrow rumour', gm: 'The ZqBarrowTruthXv lies under the hill.', thread: 'rumour' });

  await keyHex(gm, 8, 18, (notes) => typeWithLink(notes, 'The inn of ', '[[Barl', 'Barliman', ' stands here.'));

  // Met in play: a note naming him, where the party stands.
  await gm.goto(`${host.url}/#/journal`);
  const note = gm.getByRole('form', { name: 'Write a note' });
  await typeWithLink(note.getByRole('textbox', { name: 'Note' }), 'Supper with ', '@Barli', 'Barliman', '; he speaks of the barrow.');
  await answered(gm, 'journal.note', () => note.getByRole('button', { name: 'Add note' }).click());

  await players.goto(playersLink());
  await expect(players.getByTestId('players-time')).toBeVisible();
  await expect(players.getByTestId('players-shown')).toHaveCount(0);

  // A handout, shown to the players' screen.
  await gm.goto(`${host.url}/#/notebook`);
  await gm.getByRole('tab', { name: 'Handouts' }).click();
  const handout = gm.getByRole('form', { name: 'New handout' });
  await handout.getByLabel('Handout title').fill('A letter');
  await handout.getByLabel('Handout text').fill('Meet me at the barrow at dusk.');
  await answered(gm, 'notebook.saveHandout', () => handout.getByRole('button', { name: 'Save handout' }).click());
  await answered(gm, 'notebook.show', () => gm.getByRole('region', { name: 'Handouts' }).getByRole('button', { name: 'Show the players' }).click());
  const shown = players.getByTestId('players-shown');
  await expect(shown).toContainText('A letter', { timeout: 2000 });
  await expect(shown).toContainText('Meet me at the barrow at dusk.');
  const record = gm.getByRole('region', { name: "The players' record" });
  await expect(record.getByRole('listitem')).toHaveCount(1);
  await expect(record).toContainText('A letter');
  await look(gm, 'notebook/2-handouts');

  // A nested rumour table rolled in the open: the table's die, the nested table's and the gold's, each kept.
  await writeTable(gm, 'Who knows', '', [{ roll: '', text: 'the tinker, for 1d4 x 10 gp' }]);
  await writeTable(gm, 'Rumours', '1d6', [
    { roll: '1-4', text: 'Ask at the Green Dragon:', then: 'Who knows' },
    { roll: '5-6', text: 'Ask the ferryman:', then: 'Who knows' },
  ]);
  await gm.getByRole('region', { name: 'Table Rumours' }).getByRole('button', { name: 'Roll in the open' }).click();
  const last = gm.getByRole('region', { name: 'Last roll' });
  await expect(last.getByTestId('table-roll-result')).toHaveText(/^Ask (at the Green Dragon|the ferryman): — the tinker, for \d+ gp$/);
  const rolled = await last.getByTestId('table-roll-result').innerText();
  await expect(last.getByRole('listitem', { name: `Rolled on Rumours: ${rolled}` }).getByRole('list', { name: 'Dice rolled' }).getByRole('listitem')).toHaveCount(3);
  await look(last, 'notebook/last-roll');

  // The innkeeper's page: when and where the party met him, and what links to him.
  await gm.getByRole('tab', { name: 'Pages' }).click();
  await gm.getByRole('complementary', { name: 'Pages' }).getByRole('button', { name: 'Barliman' }).click();
  const barliman = gm.getByRole('article', { name: 'Barliman' });
  await expect(barliman.getByTestId('page-met')).toContainText(/First met Day \d+, \d\d:\d\d/);
  const backlinks = barliman.getByTestId('page-backlinks');
  await expect(backlinks.getByRole('listitem')).toHaveCount(3);
  await expect(backlinks).toContainText('Thieves Guild');
  await expect(backlinks).toContainText('hex 8,18');
  await expect(backlinks).toContainText('Supper with [[Barliman]]');
  await look(gm, 'notebook/3-innkeeper');

  // The players' record holds the handout and nothing else: no page, no GM text.
  await expect(shown.getByRole('listitem')).toHaveCount(1);
  const screen = (await players.getByRole('main').textContent()) ?? '';
  for (const secret of ['Barliman', 'Thieves Guild', 'Barrow rumour', 'ZqSecretInnXv', 'ZqBarrowTruthXv', 'stout innkeeper']) expect(screen).not.toContain(secret);
  await look(players, 'notebook/4-players-shown', { fullPage: true });

  // The innkeeper's players' text revealed: now it is theirs too.
  await answered(gm, 'notebook.show', () => barliman.getByRole('button', { name: 'Show the players' }).click());
  await expect(shown).toContainText('A stout innkeeper with a loud laugh.', { timeout: 2000 });
  await expect(shown).not.toContainText('ZqSecretInnXv');
});
