import { expect, test, type APIRequestContext } from '@playwright/test';
import { decodeHexMap, HEX_SIGHT } from '../src-shared/hexmap';
import { startHost, type RunningHost } from './host';
import { rpcAt } from './rpc';
import { look } from './look';

// Two days beside the river in the Basic Fantasy demo, with a players' window open: the
// players' map shows the hexes seen and visited and nothing of the keys; Biscuit's casks
// weigh less as they are drunk and are full again after the river.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'wilderness-sight']);
});
test.afterEach(async () => {
  await host.stop();
});

const playersLink = () => /Players' screen[^:]*: (http:\/\/\S+)/.exec(host.output())![1];

const rpc = rpcAt(() => host);

interface Stack {
  item: { key: string };
  usedOfOne: number;
  totalWeightLb: number;
}
const casks = async (request: APIRequestContext, partyId: number) => {
  const party = await rpc<{ members: { name: string; items: Stack[] }[] }>(request, 'party.get', { partyId });
  return party.members.find((m) => m.name === 'Biscuit')!.items.find((s) => s.item.key === 'water-cask')!;
};

test('two days beside the river: seen and visited hexes on the players map, no keys; the casks drunk and filled again', async ({ browser, request }) => {
  const gmContext = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const gm = await gmContext.newPage();
  const playersContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const players = await playersContext.newPage();
  const token = new URL(playersLink()).searchParams.get('token')!;
  await players.goto(playersLink());

  const regionId = (await rpc<{ regions: { id: number }[] }>(request, 'hexmap.list', { campaignId: 1 })).regions[0].id;
  const partyId = (await rpc<{ parties: { id: number }[] }>(request, 'party.list', { campaignId: 1 })).parties[0].id;
  // A key beside the way with a secret in it: nothing of it may reach the players.
  await rpc(request, 'hexmap.setKey', { regionId, hex: { col: 9, row: 11 }, key: { landmark: 'A split crag', gmNotes: 'Owlbear den behind the crag' } });

  // Three days in camp: the skins run dry and the four without water drink 4 quarts from the casks (2 lb a quart).
  expect(await casks(request, partyId)).toMatchObject({ usedOfOne: 0, totalWeightLb: 170 });
  await rpc(request, 'clock.advance', { partyId, seconds: 3 * 86_400, stopOnEvent: false });
  expect(await casks(request, partyId)).toMatchObject({ usedOfOne: 4, totalWeightLb: 162 });

  // Two days down the river's side, off dungeon level 1 first: travel is refused underground (issue 42).
  await rpc(request, 'level.leave', { partyId });
  const plan = await rpc<{ id: number; days: { notes: string[] }[] }>(request, 'journey.plan', {
    partyId,
    regionId,
    start: { col: 8, row: 10 },
    legs: [{ to: { col: 12, row: 11 }, mode: 'foot' }],
    replace: true,
  });
  expect(plan.days).toHaveLength(2);
  expect(plan.days[0].notes).toContain('Water: the containers are filled at (8, 10), 15 quarts.');
  // Travelled whole: a wandering encounter on the way is met at its hour without stopping.
  await rpc(request, 'journey.commit', { journeyId: plan.id, stopOnEvent: false, letTimeRun: true });
  expect(await casks(request, partyId)).toMatchObject({ usedOfOne: 0, totalWeightLb: 170 });
  await gm.goto(`${host.url}/#/wilderness`);

  const journal = await rpc<{ entries: { changes: string[] }[] }>(request, 'journal.list', { campaignId: 1, limit: 1 });
  expect(journal.entries[0].changes).toContain('Day 1: Water: the containers are filled at (8, 10), 15 quarts.');

  // The players' map: hexes walked through visited, those beside the way seen, the crag's landmark and nothing else of the key.
  const answer = await rpc<{ map: string; landmarks: { text: string }[] }>(request, 'hexmap.get', { regionId }, token);
  expect(JSON.stringify(answer)).not.toContain('Owlbear');
  const map = decodeHexMap(Buffer.from(answer.map, 'base64'));
  expect(map.explored.filter((v) => v === HEX_SIGHT.visited).length).toBeGreaterThan(0);
  expect(map.explored.filter((v) => v === HEX_SIGHT.seen).length).toBeGreaterThan(0);
  expect([...map.notes]).toEqual([]);
  await expect(players.getByTestId('players-map')).toBeVisible({ timeout: 10_000 });
  await expect(players.getByRole('main')).not.toContainText('Owlbear');
  await look(players, 'wilderness-sight/players-screen', { fullPage: true });
  await look(players.getByTestId('players-map'), 'wilderness-sight/players-map');
  await look(gm, 'wilderness-sight/gm-wilderness');
  await gmContext.close();
  await playersContext.close();
});
