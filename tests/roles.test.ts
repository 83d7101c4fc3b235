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
import { methodsWithPlayersVersion } from '../src-main/services/players-view';
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

// A second campaign, the one the GM has open, with a fight of its own: the first campaign's players' link must reach none of it.
const other = (() => {
  const { campaigns } = ok<{ campaigns: { id: number }[] }>(backend, 'campaign.list');
  const id = campaigns.find((c) => c.id !== campaignId)!.id;
  ok(backend, 'campaign.select', { id });
  const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId: id }).parties[0].id;
  const foe = ok<{ entries: { id: number }[] }>(backend, 'bestiary.list', { campaignId: id }).entries[0];
  const encounterId = ok<CombatResult>(backend, 'combat.start', { partyId, foes: [{ bestiaryId: foe.id }] }).state.encounterId;
  const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId: id }).regions[0].id;
  return { campaignId: id, partyId, encounterId, regionId };
})();

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
/** The players' link of the campaign these tests play in. */
const playersToken = () => host.playersLinkFor(campaignId)!.token;
const asPlayers = async <T>(method: string, input: unknown): Promise<T> => {
  const { status, body } = await call(method, input, playersToken());
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
        const { status, body } = await call(name, input, playersToken());
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
  });

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
    const token = playersToken();
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
    const token = playersToken();
    const response = await fetch(`${host.url}/players-link`, { headers: { 'X-Lantern-Token': token } });
    expect(response.status).toBe(403);
  });
});

/** The first `change` event a GET /events stream delivers after `act` runs; a token is sent in its header, or the headers given are. */
async function nextEvent(auth: string | Record<string, string>, act: () => Promise<unknown>, path = '/events'): Promise<LiveEvent> {
  const controller = new AbortController();
  const headers = typeof auth === 'string' ? { 'X-Lantern-Token': auth } : auth;
  const response = await fetch(`${host.url}${path}`, { headers, signal: controller.signal });
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
    const players = await nextEvent(playersToken(), () => call('journal.undo', { campaignId }, GM_TOKEN));
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
    const players = await nextEvent(playersToken(), () => call('hexmap.paint', painted, GM_TOKEN));
    expect(players.hexes).toEqual([{ regionId, hexes: [expect.objectContaining({ explored: false, terrain: 0, features: 0 })], notes: [] }]);
  });

  it("a revoked players' link opens nothing more, and the GM gets a new one", async () => {
    const old = playersToken();
    const response = await fetch(`${host.url}/players-link/revoke?campaignId=${campaignId}`, { method: 'POST', headers: { 'X-Lantern-Token': GM_TOKEN, 'Content-Type': 'application/json' } });
    const fresh = (await response.json()) as { url: string; token: string };
    expect(fresh.token).not.toBe(old);
    expect(fresh.url).toBe(`${host.url}/?token=${fresh.token}#/players`);
    expect((await call('party.list', { campaignId }, old)).status).toBe(401);
    expect((await call('party.list', { campaignId }, fresh.token)).status).toBe(200);
  });
});

/** An input of each method the Players may call, reaching the campaign whose ids are given; the two without a campaign stay out. */
const playersInputs = (c: { campaignId: number; partyId: number; regionId: number; encounterId: number }): Record<string, unknown> => ({
  'party.list': { campaignId: c.campaignId },
  'party.get': { partyId: c.partyId },
  'dungeon.state': { partyId: c.partyId, audience: 'players' },
  'level.map': { partyId: c.partyId, audience: 'players' },
  'combat.state': { encounterId: c.encounterId, audience: 'players' },
  'combat.current': { campaignId: c.campaignId, audience: 'players' },
  'encounter.current': { campaignId: c.campaignId, audience: 'players' },
  'journal.list': { campaignId: c.campaignId },
  'hexmap.list': { campaignId: c.campaignId },
  'hexmap.get': { regionId: c.regionId },
  'hexmap.shownText': { regionId: c.regionId },
  'notebook.shown': { campaignId: c.campaignId },
});
const ours = () => ({ campaignId, partyId, regionId, encounterId: fight.state.encounterId });

describe("a players' link is for one campaign", () => {
  it('is given for the campaign named, or the one the GM has open, and says which', async () => {
    const gmGet = (query: string) => fetch(`${host.url}/players-link${query}`, { headers: { 'X-Lantern-Token': GM_TOKEN } });
    const named = (await (await gmGet(`?campaignId=${campaignId}`)).json()) as { token: string; campaign: { id: number; name: string } };
    expect(named.token).toBe(playersToken());
    expect(named.campaign.id).toBe(campaignId);
    const open = (await (await gmGet('')).json()) as { token: string; campaign: { id: number; name: string } };
    expect(open.campaign.id).toBe(other.campaignId);
    expect(open.token).not.toBe(named.token);
    const missing = await gmGet('?campaignId=9999');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe('campaignId: no campaign has id 9999');
  });

  it("is refused with 403 and its reason by every players' method about another campaign, and answered about its own", async () => {
    const theirs = playersInputs(other);
    const scoped = methodsWithPlayersVersion().filter((m) => m !== 'app.info' && m !== 'campaign.list');
    expect(Object.keys(theirs).sort()).toEqual(scoped.sort());
    for (const [method, input] of Object.entries(theirs)) {
      const { status, body } = await call(method, input, playersToken());
      expect(status, method).toBe(403);
      expect(body.error, method).toMatchObject({ code: 'forbidden', message: `this players' link is for campaign ${campaignId} only, and the ids asked for belong to another` });
      // The GM's link for that campaign is answered: the refusal is the link's campaign, not the method.
      expect((await call(method, input, host.playersLinkFor(other.campaignId)!.token)).status, method).toBe(200);
    }
    for (const [method, input] of Object.entries(playersInputs(ours()))) expect((await call(method, input, playersToken())).status, method).toBe(200);
  });

  it('lists its own campaign alone, as the one selected, whichever the GM has open', async () => {
    const gm = ok<{ campaigns: { id: number }[]; selectedId: number }>(backend, 'campaign.list');
    expect(gm.campaigns.length).toBe(3);
    expect(gm.selectedId).toBe(other.campaignId);
    const list = await asPlayers<{ campaigns: { id: number }[]; selectedId: number }>('campaign.list', {});
    expect(list.campaigns.map((c) => c.id)).toEqual([campaignId]);
    expect(list.selectedId).toBe(campaignId);
  });

  it("hears only of its own campaign's changes, the campaigns' list narrowed to it", async () => {
    const players = await nextEvent(playersToken(), async () => {
      await call('clock.advance', { partyId: other.partyId, seconds: 60 }, GM_TOKEN);
      await call('campaign.rename', { id: campaignId, name: 'The Barrow, renamed' }, GM_TOKEN);
    });
    // The other campaign's clock came first and was not pushed: the first change heard is the rename.
    expect(players).toMatchObject({ method: 'campaign.rename', campaignId });
    expect(players.campaigns).toEqual({ campaigns: [expect.objectContaining({ id: campaignId, name: 'The Barrow, renamed' })], selectedId: campaignId });
  });

  it("listens by the cookie its page set, asking as the Players, and hears only its campaign's changes", async () => {
    const page = await fetch(`${host.url}/?token=${playersToken()}`);
    const cookie = page.headers.get('set-cookie')!.split(';')[0];
    const players = await nextEvent({ cookie }, () => call('clock.advance', { partyId: other.partyId, seconds: 60 }, GM_TOKEN).then(() => call('clock.advance', { partyId, seconds: 60 }, GM_TOKEN)), '/events?as=players&window=w1');
    expect(players).toMatchObject({ method: 'clock.advance', campaignId, history: null });
    expect(players.dungeon.map((s) => [s.partyId, s.audience])).toEqual([[partyId, 'players']]);
    // Without the cookie, or with a revoked link's, the stream opens for nobody.
    expect((await fetch(`${host.url}/events?as=players`)).status).toBe(401);
    expect((await fetch(`${host.url}/events?as=players`, { headers: { cookie: 'lantern_players=not-a-link' } })).status).toBe(401);
  });

  it('keeps its token out of every address: a stream or a call that names it there is refused', async () => {
    const token = playersToken();
    for (const path of ['/events', '/rpc/campaign.list']) {
      const response = await fetch(`${host.url}${path}?token=${token}`, { method: path === '/events' ? 'GET' : 'POST', headers: { 'Content-Type': 'application/json' }, body: path === '/events' ? undefined : '{}' });
      expect(response.status, path).toBe(401);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe('token: send it in the X-Lantern-Token header, not in the address');
    }
  });

  it("revoking one campaign's link leaves the other campaign's working", async () => {
    const mine = playersToken();
    const theirs = host.playersLinkFor(other.campaignId)!.token;
    await fetch(`${host.url}/players-link/revoke?campaignId=${other.campaignId}`, { method: 'POST', headers: { 'X-Lantern-Token': GM_TOKEN, 'Content-Type': 'application/json' } });
    expect((await call('party.list', { campaignId: other.campaignId }, theirs)).status).toBe(401);
    expect((await call('party.list', { campaignId }, mine)).status).toBe(200);
  });
});
