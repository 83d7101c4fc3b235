import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { look } from './look';

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'a-level-of-my-own']);
});
test.afterEach(async () => {
  await host.stop();
});

const W = 12;
const H = 7;
const playersLink = () => /Players' screen[^:]*: (http:\/\/\S+)/.exec(host.output())![1];
const journal = (page: Page) => page.getByRole('region', { name: 'Journal' });
const turn = (page: Page) => page.getByTestId('clock-turn');
const place = (page: Page) => page.getByTestId('place-actions');

/** Where a square (or a point in it, by fraction) is on the screen: the canvas fits the level, centred, at most 3x. */
async function at(page: Page, col: number, row: number, fx = 0.5, fy = 0.5) {
  const canvas = page.getByTestId('level-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const zoom = Math.min(box.width / (W * 12), box.height / (H * 12), 3);
  const ox = (box.width - W * 12 * zoom) / 2;
  const oy = (box.height - H * 12 * zoom) / 2;
  return { x: box.x + ox + (col + fx) * 12 * zoom, y: box.y + oy + (row + fy) * 12 * zoom };
}

/**
 * One stroke of the pointer through squares, in order, one pointer event a leg: the canvas paints
 * every square between two positions, as it must when a quick drag jumps several squares a frame.
 */
async function stroke(page: Page, squares: [number, number][]) {
  const first = await at(page, ...squares[0]);
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const sq of squares.slice(1)) {
    const p = await at(page, ...sq);
    await page.mouse.move(p.x, p.y);
  }
  await page.mouse.up();
}

async function click(page: Page, col: number, row: number, fx = 0.5, fy = 0.5) {
  const p = await at(page, col, row, fx, fy);
  await page.mouse.click(p.x, p.y);
}

async function who(page: Page, name: string) {
  const select = page.getByLabel('Who acts');
  await select.selectOption({ label: name });
}

test('a GM draws a level, keys it, and the party explores it while the players watch their map', async ({ page, browser }) => {
  // About forty actions through the interface: on a loaded two-core machine, beside another spec, over two minutes.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1500, height: 1000 });
  await page.goto(`${host.url}/#/dungeon`);
  const players = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  await players.goto(playersLink());

  // A new level, drawn: two rooms joined by a stuck door, a corridor below with a secret door.
  await page.getByRole('button', { name: 'New level' }).click();
  await page.getByLabel('Level name').fill('The Undercroft');
  await page.getByLabel('Width in squares').fill(String(W));
  await page.getByLabel('Height in squares').fill(String(H));
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('combobox', { name: 'Level shown' })).toContainText('The Undercroft');
  await page.getByRole('tab', { name: 'Draw' }).click();
  const tools = page.getByRole('toolbar', { name: 'Drawing tools' });
  await tools.getByRole('button', { name: 'Floor' }).click();
  await stroke(page, [[1, 1], [3, 1], [3, 2], [1, 2], [1, 3], [3, 3]]);
  await stroke(page, [[4, 2], [10, 2], [10, 1], [5, 1], [5, 3], [10, 3]]);
  await stroke(page, [[2, 4], [2, 5], [9, 5], [9, 4]]);
  await tools.getByRole('button', { name: 'Stuck door' }).click();
  await click(page, 4, 2, 0.08, 0.5);
  await tools.getByRole('button', { name: 'Secret door' }).click();
  await click(page, 9, 4, 0.5, 0.08);
  await expect(journal(page).getByText(/The Undercroft: 0 squares and 1 edges drawn/).first()).toBeVisible();
  await look(page, 'dungeon-level/editor');

  // Three areas keyed.
  await page.getByRole('tab', { name: 'Areas & keys' }).click();
  const keyArea = async (squares: [number, number][][], number: number, name: string, fill: Record<string, string>) => {
    await page.getByRole('button', { name: 'New area…' }).click();
    for (const s of squares) await stroke(page, s);
    await page.getByLabel('Area number').fill(String(number));
    await page.getByLabel('Area name').fill(name);
    for (const [label, text] of Object.entries(fill)) await page.getByLabel(label, { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Save area' }).click();
    await expect(page.getByRole('combobox', { name: 'Level shown' })).toContainText(`${number} areas`);
  };
  await keyArea([[[1, 1], [3, 1], [3, 2], [1, 2], [1, 3], [3, 3]]], 1, 'Hall', { 'Read-aloud text': 'A cold hall with a soot-black ceiling.', 'GM notes': 'Nothing here but echoes.' });
  await keyArea([[[4, 2], [10, 2], [10, 1], [5, 1], [5, 3], [10, 3]]], 2, 'Guard room', { 'Read-aloud text': 'Bunks and a brazier.', Occupants: 'Goblins | 4 | Goblin', Traps: 'Needle | opening the chest | normal | 1d4', Treasure: '40 gp in a chest | 40' });
  await keyArea([[[2, 4], [2, 5], [9, 5], [9, 4]]], 3, 'Corridor', { 'GM notes': 'The vault lies behind the north wall.' });
  await look(page, 'dungeon-level/keyed');

  // The party goes in, with no wandering monsters to muddle the evening.
  await page.getByRole('tab', { name: 'Play' }).click();
  await page.getByLabel('Area to enter').selectOption({ label: '1. Hall' });
  await page.getByRole('button', { name: 'Enter the level' }).click();
  await expect(page.getByTestId('place-actions')).toContainText('area 1 (Hall)');
  const partyId = ((await (await page.request.post(`${host.url}/rpc/party.list`, { data: { campaignId: 1 } })).json()) as { result: { parties: { id: number }[] } }).result.parties[0].id;
  await page.request.post(`${host.url}/rpc/dungeon.setEncounterTable`, { data: { partyId, checkEveryTurns: 1, chanceInSix: 0, entries: [] } });
  await expect(players.getByTestId('players-level')).toBeVisible();

  // No trap in the hall: the thief finds nothing.
  await who(page, 'Pip Underbough');
  await place(page).getByRole('button', { name: 'Search for traps', exact: true }).click();
  await expect(journal(page).getByText('Pip Underbough searches area 1 (900 sq ft) for traps (9 turns): nothing found')).toBeVisible();

  // A torch, so the walk has something to burn.
  const lighter = page.getByLabel('Who lights it');
  await lighter.selectOption((await lighter.locator('option', { hasText: /^Hob / }).getAttribute('value'))!);
  await page.getByLabel('What to light').selectOption('torch');
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  await expect(page.getByRole('listitem', { name: "Hob's torch" })).toBeVisible();

  // Walk toward the guard room: the stuck door stops the walk after a turn, and the torch burns.
  const torchText = async () => (await page.getByRole('listitem', { name: "Hob's torch" }).textContent()) ?? '';
  const torchBefore = await torchText();
  const turnBefore = Number((await turn(page).textContent())!.replace(/\D/g, ''));
  await click(page, 6, 2);
  await expect(page.getByTestId('walk-note')).toHaveText("Walked 30'. Stopped by a stuck door: force it.");
  await expect(turn(page)).toHaveText(`Turn ${turnBefore + 1}`);
  expect(await torchText()).not.toBe(torchBefore);

  // Listen, then force the door with the dwarf's strength.
  await who(page, 'Pip Underbough');
  await place(page).getByRole('button', { name: 'Listen', exact: true }).click();
  await expect(journal(page).getByText(/Pip Underbough listens at the door/)).toBeVisible();
  await who(page, 'Brannoc Ironfoot');
  // Each attempt is followed to its own answer: under load, the journal line of the attempt before
  // stood for it, and a door that had just given was pressed again, its Force button gone grey.
  let gave = false;
  for (let tries = 0; tries < 12 && !gave; tries++) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/rpc/level.forceDoor'));
    await place(page).getByRole('button', { name: 'Force', exact: true }).click();
    const { result } = (await (await answered).json()) as { result: { entry: { summary: string } } };
    expect(result.entry.summary).toContain('Brannoc Ironfoot forces the stuck door');
    gave = result.entry.summary.includes('it gives!');
  }
  await expect(journal(page).getByText(/forces the stuck door: it gives!/)).toBeVisible();

  // Into the guard room: the goblins' card comes up.
  await click(page, 8, 2);
  await expect(page.getByTestId('encounter-card')).toContainText('Goblins');
  await expect(page.getByTestId('walk-note')).toContainText('Area 2: Goblins (4)');
  await look(page, 'dungeon-level/card');
  await page.getByTestId('encounter-card').getByRole('button', { name: /Dismiss/ }).click();

  // Searching the guard room finds its trap; the same character may not search it twice.
  let finder = '';
  for (const name of ['Pip Underbough', 'Brannoc Ironfoot', 'Sister Maelis', 'Elowen Thistledown', 'Hob']) {
    await who(page, name);
    await place(page).getByRole('button', { name: 'Search for traps', exact: true }).click();
    const line = journal(page).getByText(new RegExp(`${name} searches area 2`));
    await expect(line).toBeVisible();
    if ((await line.textContent())!.includes('a trap!')) {
      finder = name;
      break;
    }
  }
  expect(finder).not.toBe('');
  await place(page).getByRole('button', { name: 'Search for traps', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already searched' })).toContainText(`${finder} has already searched area 2 for traps`);
  await expect(page.getByTestId('area-key')).toContainText('Needle — found');

  // Round to the corridor, to the wall with the secret door: the third searcher takes two turns,
  // and once the door is found the wall is not searched again: the GM is told so.
  await click(page, 9, 4);
  await expect(page.getByTestId('place-actions')).toContainText('area 3 (Corridor)');
  await page.getByLabel('Which side of the square').selectOption('n');
  const spans: string[] = [];
  for (const name of ['Sister Maelis', 'Hob', 'Brannoc Ironfoot']) {
    await who(page, name);
    await place(page).getByRole('button', { name: 'Search this wall', exact: true }).click();
    const line = journal(page).getByText(new RegExp(`${name} searches 10' of wall`)).first();
    await expect(line).toBeVisible();
    spans.push((await line.textContent())!);
    if (spans.at(-1)!.includes('a door!')) break;
  }
  if (spans.at(-1)!.includes('a door!')) {
    await place(page).getByRole('button', { name: 'Search this wall', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'found already' })).toContainText('the secret door in this wall has been found already');
  } else expect(spans[2]).toContain('(2 turns)');
  await expect(page.getByTestId('area-key')).toContainText('Secret doors:');

  // Show the hall's text to the table, and look at both screens.
  await look(page, 'dungeon-level/dungeon-view');
  await expect(players.getByTestId('players-level')).toBeVisible();
  const playersText = (await players.getByRole('main').textContent()) ?? '';
  for (const secret of ['Nothing here but echoes', 'vault', 'Needle', 'Bunks']) expect(playersText).not.toContain(secret);
  await players.getByTestId('players-level').scrollIntoViewIfNeeded();
  await look(players, 'dungeon-level/players-map', { fullPage: true });

  // Back beside the forced door by the corridor, no door crossed: the side asked about is the one with the door (east), not North.
  await click(page, 2, 5);
  await expect(place(page)).toContainText('Square (2, 5)');
  await click(page, 3, 2);
  await expect(place(page)).toContainText('Square (3, 2)');
  await expect(page.getByLabel('Which side of the square')).toHaveValue('e');
  await expect(place(page)).toContainText('The east side: an open door');
});
