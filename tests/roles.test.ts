import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpHost, type HttpHost } from '../src-main/server/http-host';
import {
  changeWithAnswer,
  contract,
  describeMethods,
  methodNames,
  roles,
  type CombatResult,
  type CombatState,
  type DungeonState,
  type JournalEntry,
  type LiveEvent,
  type PartyView,
} from '../src-shared/contract';
import { decodeHexMap } from '../src-shared/hexmap';
import { memoryBackend, ok, snapshot } from './helpers/backend';
import { arbitraryFor } from './helpers/zod-arbitrary';

describe('every method declares its roles', () => {
  it.each(methodNames)('%s', (name) => {
    const declared = contract[name].roles;
    expect(declared.length).toBeGreaterThan(0);
    for (const role of declared) expect(roles).toContain(role);
    if (declared.includes('players')) expect(contract[name].kind).toBe('query');
  });
});

// The demo campaigns with a fight on, torches lit, a secret roll made and undone,
// and a GM note on an unexplored hex: everything the Players must never be shown.
const backend = memoryBackend({ freshSeed: () => 'roles' });
const campaignId = ok<{ campaigns: { id: number }[] }>(backend, 'campaign.list').campaigns[0].id;
const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId }).parties[0].id;
const party = ok<PartyView>(backend, 'party.get', { partyId });
ok(backend, 'light.light', { partyId, memberId: party.members[0].id, kind: 'torch' });
ok(backend, 'dungeon.wanderingCheck', { partyId });
const foes = ok<{ entries: { id: number }[] }>(backend, 'bestiary.list', { campaignId }).entries.slice(0, 2);
const fight = ok<CombatResult>(backend, 'combat.start', { partyId, foes: foes.map((f) => ({ bestiaryId: f.id })) });
const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId }).regions[0].id;
const unexplored = (() => {
  const map = decodeHexMap(Buffer.from(ok<{ map: string }>(backend, 'hexmap.get', { regionId }).map, 'base64'));
  const at = map.explored.findIndex((bit) => bit === 0);
  return { col: at % map.width, row: Math.floor(at / map.width) };
})();
ok(backend, 'hexmap.annotate', { regionId, hex: unexplored, label: 'Bandit camp', note: 'twelve bandits, the chief is a wererat' });

const GM_TOKEN = 'gm-token-0123456789abcdef';
let host: HttpHost;
beforeAll(async () => {
  host = await startHttpHost({ router: backend.router, live: backend.live, describe: () => describeMethods(contract), staticDir: null, token: GM_TOKEN });
});
afterAll(async () => {
  await host.close();
  backend.close();
});

async function call(method: string, input: unknown, token: string) {
  const response = await fetch(`${host.url}/rpc/${encodeURIComponent(method)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Lantern-Token': token },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as { ok: boolean; result?: unknown; error?: { code: string } } };
}
const asPlayers = async <T>(method: string, input: unknown): Promise<T> => {
  const { status, body } = await call(method, input, host.playersLink().token);
  expect(status, method).toBe(200);
  return body.result as T;
};

describe("the players' link over the HTTP host", () => {
  it('is refused every mutation with 403, and nothing changes', async () => {
    const mutations = methodNames.filter((name) => contract[name].kind === 'mutation');
    const before = snapshot(backend);
    const options = { sampleRecords: [{}], knownIds: [1, 2, 3, 4, 5, fight.state.encounterId, partyId, regionId] };
    let calls = 0;
    for (const name of mutations) {
      const inputs = fc.sample(arbitraryFor(contract[name].input, options), { numRuns: 3, seed: 15 });
      for (const input of inputs) {
        const { status, body } = await call(name, input, host.playersLink().token);
        expect(status, name).toBe(403);
        expect(body.error?.code, name).toBe('forbidden');
        calls++;
      }
    }
    expect(snapshot(backend)).toEqual(before);
    expect(calls).toBe(mutations.length * 3);
    // The same host still lets the GM act, so the refusals are the role's and not the route's.
    expect((await call('clock.advance', { partyId, seconds: 600 }, GM_TOKEN)).status).toBe(200);
    // Three requests for every mutation, one after another over HTTP: on a shared two-core machine that passed the default 5 s.
  }, 30_000);

  it("gets the players' version of every state whatever audience it asks for", async () => {
    ok(backend, 'dungeon.listen', { partyId, memberId: party.members[0].id, noiseBeyond: true });
    ok(backend, 'journal.undo', { campaignId });
    const dungeon = await asPlayers<DungeonState>('dungeon.state', { partyId, audience: 'gm' });
    expect(dungeon.audience).toBe('players');
    expect(dungeon.lights.filter((l) => !l.revealed).every((l) => l.remainingSeconds === null && l.burnSeconds === null)).toBe(true);
    expect(dungeon.wandering.nextCheckAt).toBeNull();

    const journal = await asPlayers<{ entries: JournalEntry[] }>('journal.list', { campaignId });
    const gmJournal = ok<{ entries: JournalEntry[] }>(backend, 'journal.list', { campaignId });
    expect(gmJournal.entries.some((e) => e.status === 'undone')).toBe(true);
    expect(gmJournal.entries.some((e) => e.rolls.some((r) => r.secret))).toBe(true);
    expect(journal.entries.every((e) => e.status === 'active' && e.rolls.every((r) => !r.secret) && e.changes.length === 0)).toBe(true);

    const combat = await asPlayers<CombatState>('combat.state', { encounterId: fight.state.encounterId, audience: 'gm' });
    const current = await asPlayers<{ encounter: CombatState }>('combat.current', { campaignId, audience: 'gm' });
    for (const state of [combat, current.encounter]) {
      expect(state.audience).toBe('players');
      for (const foe of state.combatants.filter((c) => c.side === 'foes')) expect(foe).toMatchObject({ hp: null, fp: null, attacks: [], defenses: [] });
    }

    const map = decodeHexMap(Buffer.from((await asPlayers<{ map: string }>('hexmap.get', { regionId })).map, 'base64'));
    expect(map.notes.size).toBe(0);
    map.explored.forEach((bit, i) => bit === 0 && expect([map.terrain[i], map.features[i], map.labels.has(i)], `hex ${i}`).toEqual([0, 0, false]));
  });

  it("loads the page's files by the cookie its link sets, but calls nothing by that cookie alone", async () => {
    const token = host.playersLink().token;
    const page = await fetch(`${host.url}/?token=${token}`);
    const cookie = page.headers.get('set-cookie')!.split(';')[0];
    expect(cookie).toBe(`lantern_players=${token}`);
    // No files are served by this host: 404 says the cookie was let through, where a stranger gets 401.
    expect((await fetch(`${host.url}/assets/app.js`, { headers: { cookie } })).status).toBe(404);
    expect((await fetch(`${host.url}/assets/app.js`)).status).toBe(401);
    const rpc = await fetch(`${host.url}/rpc/campaign.list`, { method: 'POST', headers: { cookie, 'Content-Type': 'application/json' }, body: '{}' });
    expect(rpc.status).toBe(401);
  });

  it('may not see or revoke its own link', async () => {
    const token = host.playersLink().token;
    const response = await fetch(`${host.url}/players-link`, { headers: { 'X-Lantern-Token': token } });
    expect(response.status).toBe(403);
  });
});

/** The first `change` event a GET /events stream delivers after `act` runs. */
async function nextEvent(token: string, act: () => Promise<unknown>): Promise<LiveEvent> {
  const controller = new AbortController();
  const response = await fetch(`${host.url}/events?token=${token}`, { signal: controller.signal });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  let text = '';
  await act();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended');
    text += new TextDecoder().decode(value);
    const match = /event: change\ndata: (.*)\n\n/.exec(text);
    if (match) {
      controller.abort();
      return JSON.parse(match[1]) as LiveEvent;
    }
  }
}

describe('live windows', () => {
  it('answer each GM action with the change it made, and push that same change to the other GM windows', async () => {
    let answered: { result: unknown; change: LiveEvent } | undefined;
    const gm = await nextEvent(GM_TOKEN, async () => {
      answered = (await call('clock.advance', { partyId, seconds: 600 }, GM_TOKEN)).body as unknown as { result: unknown; change: LiveEvent };
    });
    // The answer sends its Dungeon state once, in `result.state`; put back, the change is the one pushed.
    expect(answered!.change.dungeon).toEqual([]);
    expect(gm).toEqual(changeWithAnswer(answered!.change, answered!.result));
    expect(gm).toMatchObject({ method: 'clock.advance', campaignId, history: { canUndo: true, canRedo: false } });
    expect(gm.areas).toEqual(expect.arrayContaining(['dungeon', 'journal']));
    expect(gm.dungeon.map((s) => s.partyId)).toContain(partyId);
    expect(gm.dungeon.find((s) => s.partyId === partyId)!.audience).toBe('gm');
    expect(gm.entries.map((e) => e.kind)).toEqual(['clock']);
  });

  it("push the players' version of the change to the Players: no hidden light time, secret roll, foe's figures or GM note", async () => {
    const players = await nextEvent(host.playersLink().token, () => call('journal.undo', { campaignId }, GM_TOKEN));
    expect(players.campaignId).toBe(campaignId);
    expect(players.history).toBeNull();
    expect(players.dungeon.length).toBeGreaterThan(0);
    expect(players.dungeon.every((p) => p.audience === 'players' && p.wandering.nextCheckAt === null)).toBe(true);
    expect(players.fight!.audience).toBe('players');
    expect(players.fight!.combatants.filter((c) => c.side === 'foes').every((c) => c.hp === null && c.attacks.length === 0)).toBe(true);
    expect(players.entries.every((e) => e.status === 'active')).toBe(true);
    expect(JSON.stringify(players)).not.toContain('wererat');
  });

  it("paint a hex: the GM's change carries the hexes, the players' only explored ones", async () => {
    const painted = { regionId, hexes: [unexplored], terrain: 'forest' };
    const players = await nextEvent(host.playersLink().token, () => call('hexmap.paint', painted, GM_TOKEN));
    expect(players.hexes).toEqual([{ regionId, hexes: [expect.objectContaining({ explored: false, terrain: 0, features: 0 })], notes: [] }]);
  });

  it("a revoked players' link opens nothing more, and the GM gets a new one", async () => {
    const old = host.playersLink().token;
    const response = await fetch(`${host.url}/players-link/revoke`, { method: 'POST', headers: { 'X-Lantern-Token': GM_TOKEN, 'Content-Type': 'application/json' } });
    const fresh = (await response.json()) as { url: string; token: string };
    expect(fresh.token).not.toBe(old);
    expect(fresh.url).toBe(`${host.url}/?token=${fresh.token}#/players`);
    expect((await call('party.list', { campaignId }, old)).status).toBe(401);
    expect((await call('party.list', { campaignId }, fresh.token)).status).toBe(200);
  });
});
