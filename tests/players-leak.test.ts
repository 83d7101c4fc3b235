import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodsWithPlayersVersion, SOMETHING_COMES } from '../src-main/services/players-view';
import { startHttpHost, type HttpHost } from '../src-main/server/http-host';
import { contract, describeMethods, methodNames, type CombatResult, type DungeonState, type LevelView, type LiveEvent, type PartyView } from '../src-shared/contract';
import { decodeHexMap } from '../src-shared/hexmap';
import { memoryBackend, ok } from './helpers/backend';
import { smallLevel } from './helpers/level';

// Every GM-only field of every demo campaign gets a marker of its own; then every
// answer the players' token can get through the real host, and every change pushed
// to the players, is searched for the markers and for the shapes foes' figures take.

const backend = memoryBackend({ freshSeed: () => 'leak' });
const GM_TOKEN = 'gm-token-leak-0123456789abcdef';
const playersEvents: LiveEvent[] = [];
const gmEvents: LiveEvent[] = [];
backend.live.subscribe('players', (e) => playersEvents.push(e));
backend.live.subscribe('gm', (e) => gmEvents.push(e));

const call = (method: string, input: unknown) => backend.router.call(method, input);

/** What a marker's text is: unique words no rule, name or number of the demo holds. */
const marker = (what: string, system: string) => `Zq${what}${system}Xv`;

/** The figures a foe's working takes in a headline or a roll's label. */
// A roll's target travels beside its label (`against`), in a GM's journal as "(vs 16, 98.1%)" or "12+ on the d20".
const FIGURE_SHAPES = [/\(vs -?\d+|"against":"vs -?\d+/, /: -?\d+ against -?\d+/, /\d+ injury\b/, /\d+\+ on the d20/, /: \d+ damage\b/, /HP -?\d+ -> -?\d+/];

interface Planted {
  campaignId: number;
  partyIds: number[];
  regionIds: number[];
  encounterId: number;
  markers: string[];
  /** Foes' HP maxima, planted as odd figures no other field holds. */
  foeHp: number;
}

const FOE_HP = { bfrpg: 97, gurps: 93, shell: 91 } as const;

const foeStatBlock = (system: 'bfrpg' | 'gurps' | 'shell', notes: string): Record<string, unknown> => {
  if (system === 'bfrpg') return { hitDice: 2, hp: FOE_HP.bfrpg, ac: 14, attacks: [{ name: 'Maul', damage: '1d8' }], morale: 12, notes };
  if (system === 'gurps')
    return {
      attributes: { st: 14, dx: 12, iq: 9, ht: 12 },
      hp: FOE_HP.gurps,
      dodge: 8,
      dr: 1,
      weapons: [{ name: 'Maul', skill: 17, damage: 'sw+3', type: 'cr', parry: null, unbalanced: true }],
      notes,
    };
  return {
    attributes: { st: 14, ag: 11, iq: 9 },
    combatLevel: 3,
    hp: FOE_HP.shell,
    weapons: [{ name: 'Maul', skill: 3, add: 1, type: 'crushing', canDisarm: false }],
    dr: 1,
    bodyWeightLb: 200,
    notes,
  };
};

function plant(campaignId: number, system: 'bfrpg' | 'gurps' | 'shell'): Planted {
  const m = (what: string) => marker(what, system);
  const partyIds = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId }).parties.map((p) => p.id);
  const partyId = partyIds[0];
  const party = ok<PartyView>(backend, 'party.get', { partyId });
  const [first, second] = party.members;

  ok(backend, 'member.update', { memberId: first.id, gmNote: m('GmNote') });
  // A condition's note is the GM's working: the players' search must not find it either.
  const condition = party.lastingKinds[0]?.id;
  if (condition) ok(backend, 'member.setCondition', { memberId: second.id, condition, on: true, note: m('ConditionNote') });
  ok(backend, 'effect.add', { partyId, name: m('HiddenEffect'), amount: 30, unit: 'turns', visible: false });
  ok(backend, 'inventory.add', { to: { memberId: first.id }, itemId: ok<{ items: { id: number; key: string }[] }>(backend, 'catalogue.list', { campaignId }).items.find((i) => i.key === 'torch')!.id, quantity: 1 });
  const lit = ok<{ state: DungeonState }>(backend, 'light.light', { partyId, memberId: first.id, kind: 'torch' }).state.lights.find((l) => l.state === 'lit' && !l.revealed)!;
  // An odd time no other figure shares, set behind the screen.
  ok(backend, 'light.correct', { partyId, lightId: lit.id, remainingSeconds: 4_437 });
  ok(backend, 'journal.roll', { campaignId, label: m('SecretRoll'), expression: '1d20', secret: true });

  const regionIds = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId }).regions.map((r) => r.id);
  for (const regionId of regionIds) {
    const map = decodeHexMap(Buffer.from(ok<{ map: string }>(backend, 'hexmap.get', { regionId }).map, 'base64'));
    const explored = map.explored.findIndex((bit) => bit === 1);
    const hidden = map.explored.findIndex((bit) => bit === 0);
    for (const at of [explored, hidden].filter((i) => i >= 0)) {
      ok(backend, 'hexmap.annotate', { regionId, hex: { col: at % map.width, row: Math.floor(at / map.width) }, label: '', note: m('HexNote') });
    }
    // A keyed hex: its notes, lair and treasure are the GM's, and its text until the GM shows it; a second hex's text is shown.
    const key = { gmNotes: m('HexKeyNote'), readAloud: m('HexUnshown'), occupants: [{ id: 'o', name: m('HexLair'), number: '2d6', lair: true }], treasure: [{ text: m('HexHoard') }] };
    ok(backend, 'hexmap.setKey', { regionId, hex: { col: 1, row: 1 }, key });
    ok(backend, 'hexmap.setKey', { regionId, hex: { col: 2, row: 1 }, key: { readAloud: 'A shown cairn', gmNotes: m('HexShownNote') } });
    ok(backend, 'hexmap.showKey', { regionId, hex: { col: 2, row: 1 }, shown: true });
  }

  const foeName = `Brute ${system}`;
  const foe = ok<{ id: number }>(backend, 'bestiary.save', { campaignId, name: foeName, statBlock: foeStatBlock(system, m('StatNotes')), notes: m('FoeNotes') });
  // A wandering encounter left open: the table's line, the count hidden, the dice and the foes' side are the GM's.
  const location = party.location.name;
  ok(backend, 'encounter.saveTable', {
    campaignId,
    table: { setting: 'dungeon', levelName: location, checkEveryTurns: 1, chanceInSix: 6, entries: [{ text: `${m('TableLine')} brutes`, foe: foeName, number: '1d2' }] },
  });
  ok(backend, 'dungeon.wanderingCheck', { partyId });
  const sighting = ok<{ sighting: { id: number } | null }>(backend, 'encounter.current', { campaignId }).sighting;
  expect(sighting, `${system}: the wandering check brings the brutes`).not.toBeNull();
  ok(backend, 'encounter.hideCount', { sightingId: sighting!.id, hidden: true });

  // A fight with the brute: every blow either way, so the log holds its targets and injuries.
  const fight = ok<CombatResult>(backend, 'combat.start', { partyId, foes: [{ bestiaryId: foe.id }] });
  const encounterId = fight.state.encounterId;
  for (let round = 0; round < 3; round++) {
    const state = ok<CombatResult['state']>(backend, 'combat.state', { encounterId });
    const brute = state.combatants.find((c) => c.side === 'foes')!;
    for (const friend of state.combatants.filter((c) => c.side === 'party' && !c.out).slice(0, 2)) {
      call('combat.attack', { encounterId, attackerId: brute.id, defenderId: friend.id, attack: {} });
      call('combat.attack', { encounterId, attackerId: friend.id, defenderId: brute.id, attack: {} });
    }
    call('combat.endRound', { encounterId });
  }
  // The GM's words in a fight's headline: a note on the brute and a change to its HP with its reason. The
  // players read the line their step wrote for them, never the GM's, so no new wording can slip through.
  const brute = ok<CombatResult['state']>(backend, 'combat.state', { encounterId }).combatants.find((c) => c.side === 'foes')!;
  ok(backend, 'combat.note', { encounterId, combatantId: brute.id, text: m('CombatNote') });
  ok(backend, 'combat.adjust', { encounterId, combatantId: brute.id, hp: -1, note: m('AdjustNote') });

  // A keyed level with the party in its first room: the room's notes, the next room's text and its trap are the GM's.
  const level = smallLevel();
  level.areas[0].key.gmNotes = m('AreaNote');
  level.areas[1].key.readAloud = m('UnseenRoom');
  level.areas[1].key.traps[0].name = m('TrapName');
  const levelView = ok<LevelView>(backend, 'level.import', { campaignId, level });
  ok(backend, 'level.enter', { partyId, levelId: levelView.id, areaId: levelView.areas[0].id });
  // The notebook's tables and plans are the GM's: their rows, a roll behind the screen on them, a plan and its checks.
  const inner = ok<{ table: { id: number } }>(backend, 'rollTable.save', { campaignId, table: { name: m('InnerTable'), rows: [{ text: m('InnerRow') }] } }).table.id;
  const rumours = ok<{ table: { id: number } }>(backend, 'rollTable.save', {
    campaignId,
    table: { name: m('RumourTable'), formula: '1d2', rows: [{ low: 1, high: 2, text: m('RumourRow'), subTableId: inner }] },
  }).table.id;
  ok(backend, 'rollTable.roll', { campaignId, tableId: rumours, secret: true });
  // A result written into the key of the room the party stands in: a line of its GM notes, theirs never.
  const lairs = ok<{ table: { id: number } }>(backend, 'rollTable.save', { campaignId, table: { name: 'Lairs', rows: [{ text: m('KeyedRow') }] } }).table.id;
  const keyed = ok<{ entry: { id: number } }>(backend, 'rollTable.roll', { campaignId, tableId: lairs, secret: true }).entry.id;
  ok(backend, 'rollTable.toKey', { campaignId, entryId: keyed, place: { areaId: levelView.areas[0].id } });
  const plan = ok<{ plan: { items: { id: number }[] } }>(backend, 'sessionPlan.save', {
    campaignId,
    title: m('PlanTitle'),
    items: [{ kind: 'secret', text: m('PlanSecret') }, { kind: 'clue', text: m('PlanClue') }],
  }).plan;
  ok(backend, 'sessionPlan.check', { campaignId, itemId: plan.items[1].id, done: true });

  // The notebook: a page never revealed (its name too), a revealed page's GM text and what was written after it was shown, a handout kept back.
  const save = (page: Record<string, unknown>, pageId?: number) => ok<{ id: number }>(backend, 'notebook.savePage', { campaignId, ...(pageId && { pageId }), page });
  const hidden = save({ kind: 'thread', name: m('PageName'), gmText: m('PageGmText'), playersText: m('UnrevealedPage') });
  ok(backend, 'notebook.clue', { action: 'add', pageId: hidden.id, text: m('ClueText') });
  const met = save({ kind: 'person', name: `Innkeeper ${system}`, gmText: m('RevealedGmText'), playersText: 'A kind innkeeper.' });
  ok(backend, 'notebook.standing', { pageId: met.id, change: 2, reason: m('StandingReason') });
  ok(backend, 'notebook.show', { pageId: met.id });
  save({ kind: 'person', name: `Innkeeper ${system}`, gmText: m('RevealedGmText'), playersText: m('LaterEdit') }, met.id);
  ok(backend, 'notebook.saveHandout', { campaignId, title: m('UnshownHandout'), text: m('UnshownHandoutText') });
  const letter = ok<{ handouts: { id: number; title: string }[] }>(backend, 'notebook.saveHandout', { campaignId, title: 'A letter', text: 'Meet at dusk.' }).handouts.find((h) => h.title === 'A letter')!;
  ok(backend, 'notebook.show', { handoutId: letter.id });
  ok(backend, 'journal.note', { campaignId, text: `Met [[Innkeeper ${system}]] and heard of [[${m('PageName')}]].` });
  return {
    campaignId,
    partyIds,
    regionIds,
    encounterId,
    foeHp: FOE_HP[system],
    markers: ['GmNote', 'HiddenEffect', 'SecretRoll', 'HexNote', 'HexKeyNote', 'HexUnshown', 'HexLair', 'HexHoard', 'HexShownNote', 'StatNotes', 'FoeNotes', 'TableLine', 'AreaNote', 'UnseenRoom', 'TrapName', 'CombatNote', 'AdjustNote', 'InnerTable', 'InnerRow', 'RumourTable', 'RumourRow', 'KeyedRow', 'PlanTitle', 'PlanSecret', 'PlanClue', 'PageName', 'PageGmText', 'UnrevealedPage', 'ClueText', 'RevealedGmText', 'StandingReason', 'LaterEdit', 'UnshownHandout', 'UnshownHandoutText', ...(condition ? ['ConditionNote'] : [])].map(m),
  };
}

const campaigns = ok<{ campaigns: { id: number; rulesSystem: 'bfrpg' | 'gurps' | 'shell' }[] }>(backend, 'campaign.list').campaigns;
const planted = campaigns.map((c) => ({ system: c.rulesSystem, ...plant(c.id, c.rulesSystem) }));

/**
 * Words Lantern writes to the GM alone, which the players' screen must never read: where no table
 * has a line for the place, the card tells the GM to say what comes (the plains of issue 36).
 */
const GM_PHRASES = [/what the GM chooses/i, /no table for/i, /no general wilderness table/i];

/** A party on open ground where no table has a line, met by something the GM has yet to name. */
function plantUnlisted(): number {
  const campaignId = ok<{ id: number }>(backend, 'campaign.create', { name: 'Open plains', rulesSystem: 'bfrpg', rulesOptions: {} }).id;
  const party = ok<PartyView>(backend, 'party.create', { campaignId, name: 'Wayfarers', location: { kind: 'hex', name: 'The plains', hex: { col: 0, row: 0 } } });
  // The rules' own chance outdoors (1 in 6, supplement A10): checked until something comes.
  for (let i = 0; i < 60 && !ok<{ sighting: unknown }>(backend, 'encounter.current', { campaignId }).sighting; i++) ok(backend, 'dungeon.wanderingCheck', { partyId: party.id });
  return campaignId;
}
const unlisted = plantUnlisted();

let host: HttpHost;
beforeAll(async () => {
  host = await startHttpHost({ router: backend.router, live: backend.live, describe: () => describeMethods(contract), staticDir: null, token: GM_TOKEN });
});
afterAll(async () => {
  await host.close();
  backend.close();
});

async function rpc(method: string, input: unknown, token: string): Promise<unknown> {
  const response = await fetch(`${host.url}/rpc/${encodeURIComponent(method)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Lantern-Token': token },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { ok: boolean; result?: unknown; error?: unknown };
  if (!body.ok) throw new Error(`${method} ${JSON.stringify(input)}: ${JSON.stringify(body.error)}`);
  return body.result;
}

/** A region's map read back to text: its labels and notes travel inside the binary. */
const mapText = (answer: unknown) => {
  const map = decodeHexMap(Buffer.from((answer as { map: string }).map, 'base64'));
  return JSON.stringify({ labels: [...map.labels], notes: [...map.notes] });
};

/**
 * Every answer the tokens can get from every method the Players may call, with the inputs
 * that reach every campaign's states, each asked with the token `tokenOf` gives for its campaign.
 */
async function everyAnswer(tokenOf: (campaignId: number) => string): Promise<{ method: string; text: string }[]> {
  const asked: { method: string; input: unknown; campaignId: number }[] = planted.flatMap((p) => [
    { method: 'app.info', input: {}, campaignId: p.campaignId },
    { method: 'campaign.list', input: {}, campaignId: p.campaignId },
  ]);
  for (const p of planted) {
    const ask = (...calls: { method: string; input: unknown }[]) => asked.push(...calls.map((c) => ({ ...c, campaignId: p.campaignId })));
    ask({ method: 'party.list', input: { campaignId: p.campaignId } }, { method: 'hexmap.list', input: { campaignId: p.campaignId } });
    for (const partyId of p.partyIds) {
      for (const audience of ['gm', 'players']) {
        ask({ method: 'party.get', input: { partyId } }, { method: 'dungeon.state', input: { partyId, audience } }, { method: 'level.map', input: { partyId, audience } });
      }
    }
    for (const regionId of p.regionIds) ask({ method: 'hexmap.get', input: { regionId } }, { method: 'hexmap.shownText', input: { regionId } });
    for (const audience of ['gm', 'players']) {
      ask(
        { method: 'combat.current', input: { campaignId: p.campaignId, audience } },
        { method: 'combat.state', input: { encounterId: p.encounterId, audience } },
        { method: 'encounter.current', input: { campaignId: p.campaignId, audience } },
      );
    }
    ask({ method: 'journal.list', input: { campaignId: p.campaignId, limit: 1000 } }, { method: 'notebook.shown', input: { campaignId: p.campaignId } });
    for (const words of p.markers) ask({ method: 'notebook.shown', input: { campaignId: p.campaignId, text: words } });
    // The players' search, for each marker and for the figures of the fight.
    for (const words of [...p.markers, 'vs ', 'injury', 'damage', String(p.foeHp)]) ask({ method: 'journal.list', input: { campaignId: p.campaignId, text: words, limit: 1000 } });
  }
  for (const audience of ['gm', 'players']) asked.push({ method: 'encounter.current', input: { campaignId: unlisted, audience }, campaignId: unlisted });
  asked.push(
    { method: 'journal.list', input: { campaignId: unlisted, limit: 1000 }, campaignId: unlisted },
    { method: 'journal.list', input: { campaignId: unlisted, text: 'no table', limit: 1000 }, campaignId: unlisted },
  );
  const answers = [];
  for (const { method, input, campaignId } of asked) {
    const answer = await rpc(method, input, tokenOf(campaignId));
    answers.push({ method, text: JSON.stringify(answer) + (method === 'hexmap.get' ? mapText(answer) : '') });
  }
  return answers;
}

const allMarkers = planted.flatMap((p) => p.markers);

/** Where a marker or a foe's figure shows in a text, named for the failure message. */
function leaks(text: string, p: (typeof planted)[number]): string[] {
  const found = allMarkers.filter((m) => text.includes(m));
  for (const shape of FIGURE_SHAPES) if (shape.test(text)) found.push(String(shape));
  if (text.includes('4437')) found.push('hidden light time 4437 s');
  for (const phrase of GM_PHRASES) if (phrase.test(text)) found.push(`GM's phrase ${String(phrase)}`);
  if (new RegExp(`"max":${p.foeHp}\\b|HP ${p.foeHp}\\b|/${p.foeHp}\\b`).test(text)) found.push(`foe's HP ${p.foeHp}`);
  return found;
}

describe("what the players' token can get", () => {
  it('is asked of every method the Players may call, and each has a players\' version', () => {
    const open = methodNames.filter((n) => contract[n].roles.includes('players')).sort();
    expect(methodsWithPlayersVersion().sort()).toEqual(open);
    expect(open).toEqual(['app.info', 'campaign.list', 'combat.current', 'combat.state', 'dungeon.state', 'encounter.current', 'hexmap.get', 'hexmap.list', 'hexmap.shownText', 'journal.list', 'level.map', 'notebook.shown', 'party.get', 'party.list']);
  });

  it('holds every planted marker for the GM: the fields are really filled', async () => {
    const gm = (await everyAnswer(() => GM_TOKEN)).map((a) => a.text).join('\n') + JSON.stringify(gmEvents);
    for (const m of allMarkers) expect(gm, m).toContain(m);
    for (const shape of FIGURE_SHAPES.slice(0, 3)) expect(gm).toMatch(shape);
    expect(gm).toContain('4437');
    for (const p of planted) expect(gm).toContain(`"max":${p.foeHp}`);
    for (const phrase of GM_PHRASES) expect(gm).toMatch(phrase);
    // Every answer over HTTP, one after another: on a shared two-core machine that passed the default 5 s.
  });

  it('holds none of them for the Players, in any answer or any change pushed', async () => {
    // Each campaign's own players' link asks about that campaign.
    const links = new Map([...planted.map((p) => p.campaignId), unlisted].map((id) => [id, host.playersLinkFor(id)!.token]));
    const answers = await everyAnswer((campaignId) => links.get(campaignId)!);
    expect(answers.length).toBeGreaterThan(60);
    const found = answers.flatMap((a) => planted.flatMap((p) => leaks(a.text, p).map((what) => `${a.method}: ${what}`)));
    expect(found).toEqual([]);
    expect(playersEvents.length).toBe(gmEvents.length);
    const pushed = playersEvents.flatMap((e) => planted.flatMap((p) => leaks(JSON.stringify(e), p).map((what) => `${e.method}: ${what}`)));
    expect(pushed).toEqual([]);
  });

  it("still shows the table what it may know: the fight's blows, the party's sheets and the encounter", async () => {
    const p = planted.find((x) => x.system === 'gurps')!;
    const token = host.playersLinkFor(p.campaignId)!.token;
    const log = (await rpc('journal.list', { campaignId: p.campaignId, kind: 'combat' }, token)) as { entries: { summary: string }[] };
    expect(log.entries.some((e) => /Brute gurps/.test(e.summary))).toBe(true);
    const party = (await rpc('party.get', { partyId: p.partyIds[0] }, token)) as PartyView;
    expect(party.members.every((m) => m.gmNote === '')).toBe(true);
    expect(party.members[0].sheet).toEqual(ok<PartyView>(backend, 'party.get', { partyId: p.partyIds[0] }).members[0].sheet);
    const seen = (await rpc('encounter.current', { campaignId: p.campaignId }, token)) as { sighting: { what: string; count: number | null } };
    expect(seen.sighting).toMatchObject({ what: 'Some × Brute gurps', count: null });
    const plains = (await rpc('encounter.current', { campaignId: unlisted }, host.playersLinkFor(unlisted)!.token)) as { sighting: { what: string; whatByGm: boolean } };
    expect(plains.sighting).toMatchObject({ what: SOMETHING_COMES, whatByGm: false });
    // What the GM showed, as it was shown: the handout and the innkeeper's players' text before the later edit.
    const shown = (await rpc('notebook.shown', { campaignId: p.campaignId }, token)) as { shown: { title: string; text: string }[] };
    expect(shown.shown.map((s) => [s.title, s.text])).toEqual([
      ['A letter', 'Meet at dusk.'],
      ['Innkeeper gurps', 'A kind innkeeper.'],
    ]);
  });
});
