import { expect, test, type Page } from '@playwright/test';
import type { LevelJson, LevelView, PartyView } from '../src-shared/contract';
import { startHost, type RunningHost } from './host';
import { look } from './look';
import { rpcAt } from './rpc';

// Issue 36: after a secret door was found, the players' map drew the room behind it, outline
// and number, before anyone opened the door. The GM finds and opens the door through the
// Dungeon view; the players' window beside it shows the room only once the door stands open.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'behind-the-slab']);
});
test.afterEach(async () => {
  await host.stop();
});

const rpc = rpcAt(() => host);
const playersLink = () => /Players' screen[^:]*: (http:\/\/\S+)/.exec(host.output())![1];
const WIDTH = 9;

const rect = (c0: number, r0: number, c1: number, r1: number) => {
  const out: { col: number; row: number }[] = [];
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) out.push({ col: c, row: r });
  return out;
};
const emptyKey: LevelJson['areas'][number]['key'] = { readAloud: '', gmNotes: '', occupants: [], traps: [], secretDoors: [], treasure: [], settlement: null, landmark: '', entrance: null };

/**
 * The barrow: a passage (1) and below it a burial chamber (2) painted as a block that takes
 * in the rock around it, behind a secret slab in the passage's south wall at 4,2. The slab is
 * keyed easy to find (+5), so one search finds it.
 */
const barrow: LevelJson = {
  format: 'lantern-dungeon-level',
  version: 1,
  name: 'Barrow of the Slab',
  width: WIDTH,
  height: 5,
  ground: ['#########', '#.......#', '###...###', '###...###', '#########'],
  edges: [
    { col: 3, row: 2, side: 'n', edge: 'wall' },
    { col: 4, row: 2, side: 'n', edge: 'secret-door' },
    { col: 5, row: 2, side: 'n', edge: 'wall' },
  ],
  areas: [
    { number: 1, name: 'Passage', squares: rect(1, 1, 7, 1), key: emptyKey },
    {
      number: 2,
      name: 'Burial chamber',
      squares: rect(1, 2, 7, 3),
      key: { ...emptyKey, readAloud: 'Six stone biers.', secretDoors: [{ id: 'slab', door: { col: 4, row: 2, side: 'n' }, difficulty: 5 }] },
    },
  ],
};
const CHAMBER_FLOOR = [3, 4, 5].flatMap((c) => [2, 3].map((r) => r * WIDTH + c)).sort((a, b) => a - b);

/** The level maps the players' window is sent, newest last. */
function mapsOf(page: Page): LevelView[] {
  const maps: LevelView[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/rpc/level.map')) return;
    const body = (await response.json()) as { result: { level: LevelView | null } };
    if (body.result.level) maps.push(body.result.level);
  });
  return maps;
}

test("a room behind a found secret door stays off the players' map until the door is opened", async ({ browser }) => {
  test.setTimeout(90_000);
  const gmContext = await browser.newContext({ viewport: { width: 1500, height: 1000 } });
  const gm = await gmContext.newPage();
  // The GM's setup through the API: the barrow, the party in its passage at 4,1, a torch lit.
  const { selectedId } = await rpc<{ selectedId: number }>(gm, 'campaign.list', {});
  const partyId = (await rpc<{ parties: { id: number }[] }>(gm, 'party.list', { campaignId: selectedId })).parties[0].id;
  const party = await rpc<PartyView>(gm, 'party.get', { partyId });
  const torchBearer = party.members.find((m) => m.items.some((s) => s.item.lightSource === 'torch'))!;
  const level = await rpc<LevelView>(gm, 'level.import', { campaignId: selectedId, level: barrow });
  await rpc(gm, 'level.enter', { partyId, levelId: level.id, areaId: level.areas.find((a) => a.number === 1)!.id, square: { col: 4, row: 1 } });
  await rpc(gm, 'light.light', { partyId, memberId: torchBearer.id, kind: 'torch' });

  const players = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  const maps = mapsOf(players);
  await players.goto(playersLink());
  await expect(players.getByTestId('players-level')).toBeVisible();
  await expect.poll(() => maps.length).toBeGreaterThan(0);
  const chamberShown = (map: LevelView) => map.areas.some((a) => a.number === 2) || map.seen.some((sq) => CHAMBER_FLOOR.includes(sq));
  expect(chamberShown(maps.at(-1)!)).toBe(false);
  expect(maps.at(-1)!.areas.map((a) => a.number)).toEqual([1]);
  await players.getByTestId('players-level').scrollIntoViewIfNeeded();
  await look(players, 'players-sight/1-passage');

  // The GM searches the south wall where the party stands, through the Dungeon view: the slab is found.
  await gm.goto(`${host.url}/#/dungeon`);
  const place = gm.getByTestId('place-actions');
  await expect(place).toContainText('area 1 (Passage)');
  await gm.getByLabel('Who acts').selectOption({ label: torchBearer.name });
  await gm.getByLabel('Which side of the square').selectOption('s');
  const asked = maps.length;
  await place.getByRole('button', { name: 'Search this wall', exact: true }).click();
  await expect(gm.getByRole('region', { name: 'Journal' }).getByText(/searches 10' of wall.*a door!/)).toBeVisible();
  await expect(place).toContainText('The south side: a closed door');
  // The players' window is sent the level again: the door is there, the chamber is not.
  await expect.poll(() => maps.length).toBeGreaterThan(asked);
  const found = maps.at(-1)!;
  expect(chamberShown(found)).toBe(false);
  expect(JSON.stringify(found)).not.toContain('Burial chamber');
  await players.waitForTimeout(300);
  await look(players, 'players-sight/2-slab-found');

  // Opened: the chamber's floor appears, numbered, its name and text still the GM's.
  const before = maps.length;
  await place.getByRole('button', { name: 'Open', exact: true }).click();
  await expect.poll(() => maps.length).toBeGreaterThan(before);
  const opened = maps.at(-1)!;
  const chamber = opened.areas.find((a) => a.number === 2)!;
  expect(chamber).toMatchObject({ name: '', state: { status: 'seen' }, key: { readAloud: '' } });
  expect([...chamber.squares].sort((a, b) => a - b)).toEqual(CHAMBER_FLOOR);
  await players.waitForTimeout(300);
  await look(players, 'players-sight/3-slab-opened');
  await look(gm, 'players-sight/4-gm');
  await gmContext.close();
});

test("the players' screen shows the party the GM plays, chosen in the Dungeon view", async ({ browser }) => {
  test.setTimeout(60_000);
  const gmContext = await browser.newContext({ viewport: { width: 1500, height: 1000 } });
  const gm = await gmContext.newPage();
  const { selectedId } = await rpc<{ selectedId: number }>(gm, 'campaign.list', {});
  const delvers = (await rpc<{ parties: { id: number; name: string }[] }>(gm, 'party.list', { campaignId: selectedId })).parties[0];
  // A camp left behind with the mule: listed first, as it was at that table.
  await rpc(gm, 'party.create', { campaignId: selectedId, name: 'A camp with the mule' });

  const players = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  await players.goto(playersLink());
  const foot = players.locator('.players-foot');
  await expect(foot).toContainText('A camp with the mule');

  // The GM plays the delvers underground: the table follows.
  await gm.goto(`${host.url}/#/dungeon`);
  await gm.getByLabel('Party in the dungeon').selectOption({ label: delvers.name });
  await expect(foot).toContainText(delvers.name);
  await expect(players.getByTestId('players-level')).toBeVisible();
  const chooser = gm.getByLabel("Players' screen shows");
  await expect(chooser).toHaveValue(String(delvers.id));
  await look(players, 'players-sight/5-follows-delvers');

  // The chooser sends the screen back to the camp while the GM still works the delvers' view.
  await chooser.selectOption({ label: 'A camp with the mule' });
  await expect(foot).toContainText('A camp with the mule');
  await expect(players.getByTestId('players-level')).toHaveCount(0);
  await expect(gm.getByLabel('Party in the dungeon')).toHaveValue(String(delvers.id));
  await look(gm, 'players-sight/6-gm-chooser');
  await gmContext.close();
});

test("an 80-foot corridor lit by one torch is drawn on the players' map only as far as the torch's light reaches", async ({ browser }) => {
  test.setTimeout(60_000);
  const gmContext = await browser.newContext({ viewport: { width: 1500, height: 1000 } });
  const gm = await gmContext.newPage();
  const { selectedId } = await rpc<{ selectedId: number }>(gm, 'campaign.list', {});
  const partyId = (await rpc<{ parties: { id: number }[] }>(gm, 'party.list', { campaignId: selectedId })).parties[0].id;
  const party = await rpc<PartyView>(gm, 'party.get', { partyId });
  const torchBearer = party.members.find((m) => m.items.some((s) => s.item.lightSource === 'torch'))!;
  const hall: LevelJson = {
    format: 'lantern-dungeon-level',
    version: 1,
    name: 'The long hall',
    width: 10,
    height: 3,
    ground: ['##########', '#........#', '##########'],
    edges: [],
    areas: [{ number: 1, name: 'Long hall', squares: rect(1, 1, 8, 1), key: emptyKey }],
  };
  const level = await rpc<LevelView>(gm, 'level.import', { campaignId: selectedId, level: hall });
  await rpc(gm, 'light.light', { partyId, memberId: torchBearer.id, kind: 'torch' });
  await rpc(gm, 'level.enter', { partyId, levelId: level.id, areaId: level.areas[0].id, square: { col: 1, row: 1 } });

  const players = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  const maps = mapsOf(players);
  await players.goto(playersLink());
  await expect(players.getByTestId('players-level')).toBeVisible();
  await expect.poll(() => maps.length).toBeGreaterThan(0);
  // Seed 003, Light: 30 feet of torchlight and about 20 more of dim light; the corridor's last 30 feet stay dark.
  expect(maps.at(-1)!.seen.map((sq) => sq % 10).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  await players.getByTestId('players-level').scrollIntoViewIfNeeded();
  await look(players, 'players-sight/7-corridor-torch');
  await gmContext.close();
});
