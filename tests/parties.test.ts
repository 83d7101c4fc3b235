import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../src-main/backend';
import type { Campaign, CatalogueItem, MemberInput, PartyFile, PartyView, races } from '../src-shared/contract';
import { memoryBackend, ok, snapshot } from './helpers/backend';

// Derived figures cite supplement: A2 carrying capacity, A3 movement by
// armor and load, A4 animals, A5 miles a day, A7 land vehicles; and the BFRPG seed (003) on
// rations and water (one ration and one quart a day).

let backend: Backend;
let campaignId: number;
let items: Map<string, CatalogueItem>;

beforeEach(() => {
  backend = memoryBackend({ installDemo: false });
  campaignId = ok<Campaign>(backend, 'campaign.create', { name: 'Test' }).id;
  items = new Map(ok<{ items: CatalogueItem[] }>(backend, 'catalogue.list', { campaignId }).items.map((i) => [i.key, i]));
});
afterEach(() => backend.close());

const call = (method: string, input: unknown) => ok<PartyView>(backend, method, input);
const character = (name: string, str: number, race: (typeof races)[number] = 'human', extra: Record<string, unknown> = {}): MemberInput => ({
  kind: 'pc',
  name,
  hp: { current: 6, max: 6 },
  sheet: { race, class: 'Fighter', level: 1, abilities: { str, int: 10, wis: 10, dex: 10, con: 10, cha: 10 }, ...extra },
});
const newParty = (name = 'Company') => call('party.create', { campaignId, name });
const addMember = (partyId: number, member: MemberInput) => call('member.create', { partyId, member });
const give = (memberId: number, key: string, quantity = 1, magical = false) =>
  call('inventory.add', { to: { memberId }, itemId: items.get(key)!.id, quantity, magical });
const memberNamed = (party: PartyView, name: string) => party.members.find((m) => m.name === name)!;
const stackOf = (party: PartyView, name: string, key: string) => memberNamed(party, name).items.find((s) => s.item.key === key)!;

function error(method: string, input: unknown) {
  const before = snapshot(backend);
  const result = backend.router.call(method, input);
  expect(snapshot(backend)).toEqual(before);
  if (result.ok) throw new Error(`${method} should have failed`);
  return result.error;
}

describe('a character’s load and movement', () => {
  it('STR 10 human, leather armor and 40 lb of gear: light load, 30 ft a round, 90 a turn, 18 miles a day (A2, A3, A5)', () => {
    const p = addMember(newParty().id, character('Ada', 10));
    const id = p.members[0].id;
    give(id, 'leather-armor');
    call('inventory.update', { stackId: stackOf(call('party.get', { partyId: p.id }), 'Ada', 'leather-armor').id, worn: true });
    const after = give(id, 'rope-hemp-50', 8); // 8 x 5 lb
    const f = memberNamed(after, 'Ada').figures;
    expect(f).toMatchObject({ carriedPounds: 55, bands: [{ upToPounds: 60 }, { upToPounds: 150 }], encumbrance: { id: 'light' }, move: { perRound: 30, perTurn: 90 }, milesPerDay: 18 });
    expect(f.armor).toEqual({ name: 'Leather armor', kind: 'leather', magical: false });
    expect(f.reasons).toContain('STR 10 human: light load up to 60 lb, heavy up to 150 lb.');
  });

  it('goes from 30 to 20 ft a round when the load passes 60 lb, and to 0 past 150 lb (A2, A3)', () => {
    const p = addMember(newParty().id, character('Ada', 10));
    const id = p.members[0].id;
    give(id, 'leather-armor');
    const worn = call('inventory.update', { stackId: stackOf(call('party.get', { partyId: p.id }), 'Ada', 'leather-armor').id, worn: true });
    expect(memberNamed(worn, 'Ada').figures.move.perRound).toBe(30);
    const heavy = give(id, 'rope-hemp-50', 10); // 15 + 50 = 65 lb
    expect(memberNamed(heavy, 'Ada').figures).toMatchObject({ carriedPounds: 65, encumbrance: { id: 'heavy' }, move: { perRound: 20 }, milesPerDay: 12 });
    const over = give(id, 'pole-10', 9); // +90 = 155 lb
    expect(memberNamed(over, 'Ada').figures).toMatchObject({ encumbrance: { id: 'over' }, canMove: false, move: { perRound: 0 } });
    expect(over.summary.pace).toMatchObject({ perRound: 0, reason: 'Ada cannot move (over capacity), so neither can the party.' });
  });

  it('metal armor is 20 ft light, 10 ft heavy; magic metal moves as leather (A3)', () => {
    const p = addMember(newParty().id, character('Bors', 18)); // 80 / 195 lb
    const id = p.members[0].id;
    give(id, 'chain-mail');
    let v = call('inventory.update', { stackId: stackOf(call('party.get', { partyId: p.id }), 'Bors', 'chain-mail').id, worn: true });
    expect(memberNamed(v, 'Bors').figures).toMatchObject({ carriedPounds: 40, encumbrance: { id: 'light' }, move: { perRound: 20 } });
    v = give(id, 'pole-10', 5); // 90 lb > 80
    expect(memberNamed(v, 'Bors').figures).toMatchObject({ encumbrance: { id: 'heavy' }, move: { perRound: 10 } });
    v = call('inventory.update', { stackId: stackOf(v, 'Bors', 'chain-mail').id, magical: true });
    expect(memberNamed(v, 'Bors').figures).toMatchObject({ encumbrance: { id: 'heavy' }, move: { perRound: 20 } });
  });

  it('a STR 3 halfling can carry 20 lb lightly and 40 at most (A2)', () => {
    const p = addMember(newParty().id, character('Tiny', 3, 'halfling'));
    expect(p.members[0].figures.bands.map((b) => b.upToPounds)).toEqual([20, 40]);
  });

  it('fills saves from A9 with the race’s bonus, and darkvision from the race', () => {
    const p = addMember(newParty().id, character('Durin', 12, 'dwarf'));
    expect(p.members[0].sheet.saves).toEqual({ deathRay: 8, wands: 9, paralysis: 10, dragonBreath: 12, spells: 13 });
    expect(p.members[0].figures.darkvision).toBe(true);
  });
});

describe('animals and vehicles', () => {
  it('a mule carries 300 lb at 40 ft, and moves 30 ft when heavily loaded (A4)', () => {
    const p = addMember(newParty().id, { kind: 'animal', name: 'Biscuit', hp: { current: 9, max: 9 }, sheet: { beast: 'mule' } });
    const id = p.members[0].id;
    expect(give(id, 'water-cask', 3).members[0].figures).toMatchObject({ carriedPounds: 255, encumbrance: { id: 'light' }, move: { perRound: 40 } });
    expect(give(id, 'water-cask', 2).members[0].figures).toMatchObject({ carriedPounds: 425, encumbrance: { id: 'heavy' }, move: { perRound: 30 }, milesPerDay: 18 });
  });

  it('a wagon carries 4,000 lb at 20 ft and stops beyond (A7)', () => {
    const p = addMember(newParty().id, { kind: 'vehicle', name: 'Old Creaky', sheet: { vehicle: 'wagon' } });
    const id = p.members[0].id;
    expect(give(id, 'water-cask', 47).members[0].figures).toMatchObject({ carriedPounds: 3995, move: { perRound: 20 } });
    expect(give(id, 'water-cask', 1).members[0].figures).toMatchObject({ canMove: false, move: { perRound: 0 } });
  });

  it('refuses an unknown beast, naming the field', () => {
    const e = error('member.create', { partyId: newParty().id, member: { kind: 'animal', name: 'Rex', hp: { current: 1, max: 1 }, sheet: { beast: 'dragon' } } });
    expect(e.path).toEqual(['member', 'sheet', 'beast']);
    expect(e.message).toMatch(/^member\.sheet\.beast: must be one of "camel"/);
  });
});

describe('the party summary', () => {
  it('the slowest member sets the pace; food and water last total / eaters days (003: a ration and a quart a day)', () => {
    const party = newParty();
    addMember(party.id, character('Ada', 10));
    const withBors = addMember(party.id, character('Bors', 18));
    const bors = memberNamed(withBors, 'Bors').id;
    give(bors, 'chain-mail');
    call('inventory.update', { stackId: stackOf(call('party.get', { partyId: party.id }), 'Bors', 'chain-mail').id, worn: true });
    addMember(party.id, { kind: 'animal', name: 'Biscuit', hp: { current: 9, max: 9 }, sheet: { beast: 'mule' } });
    give(memberNamed(call('party.get', { partyId: party.id }), 'Ada').id, 'standard-ration', 5);
    give(bors, 'iron-ration', 2);
    give(bors, 'waterskin', 3);
    const v = call('inventory.add', { to: { partyId: party.id }, itemId: items.get('torch')!.id, quantity: 6 });
    expect(v.summary.pace).toMatchObject({ perRound: 20, milesPerDay: 12, slowestMemberId: bors });
    expect(v.summary.eaters).toBe(2); // the mule is not counted among those who eat rations
    expect(v.summary.food).toEqual({ total: 7, perDay: 2, lastsDays: 3, unit: 'ration' });
    expect(v.summary.water).toEqual({ total: 6, perDay: 2, lastsDays: 3, unit: 'quart' });
    expect(v.summary.light).toMatchObject({ lights: { torch: 6, lantern: 0, candle: 0 }, fuel: { lantern: 0 } });
  });
});

describe('inventory', () => {
  it('moves torches from one character to another, merging stacks', () => {
    const party = newParty();
    addMember(party.id, character('Ada', 10));
    const v0 = addMember(party.id, character('Bors', 12));
    const [ada, bors] = [memberNamed(v0, 'Ada').id, memberNamed(v0, 'Bors').id];
    give(ada, 'torch', 6);
    const v1 = give(bors, 'torch', 1);
    const v2 = call('inventory.transfer', { stackId: stackOf(v1, 'Ada', 'torch').id, quantity: 4, to: { memberId: bors } });
    expect(stackOf(v2, 'Ada', 'torch').quantity).toBe(2);
    expect(memberNamed(v2, 'Bors').items.filter((s) => s.item.key === 'torch')).toHaveLength(1);
    expect(stackOf(v2, 'Bors', 'torch').quantity).toBe(5);
    const v3 = call('inventory.transfer', { stackId: stackOf(v2, 'Ada', 'torch').id, quantity: 2, to: { partyId: party.id } });
    expect(stackOf(v3, 'Ada', 'torch')).toBeUndefined();
    expect(v3.stores.map((s) => [s.item.key, s.quantity])).toEqual([['torch', 2]]);
  });

  it('refuses handing over more than is held, or to the holder, and changes nothing', () => {
    const v0 = addMember(newParty().id, character('Ada', 10));
    const v1 = give(v0.members[0].id, 'torch', 3);
    const stackId = v1.members[0].items[0].id;
    expect(error('inventory.transfer', { stackId, quantity: 4, to: { partyId: v0.id } }).message).toBe('quantity: only 3 to hand over');
    expect(error('inventory.transfer', { stackId, quantity: 1, to: { memberId: v0.members[0].id } }).message).toBe('to: that is who holds it already');
  });

  it('wears one suit at a time, splitting a stack, and only armor; armor given to someone wearing none is worn at once', () => {
    const v0 = addMember(newParty().id, character('Ada', 18));
    const ada = v0.members[0].id;
    let v = give(ada, 'chain-mail', 2);
    const chainOf = (view: PartyView) => memberNamed(view, 'Ada').items.filter((s) => s.item.key === 'chain-mail');
    expect(chainOf(v).map((s) => [s.quantity, s.worn])).toEqual([[1, false], [1, true]]);
    const entries = ok<{ entries: { summary: string }[] }>(backend, 'journal.list', { campaignId }).entries;
    expect(entries[0].summary).toBe('Ada gets 2 × Chain mail, and wears it');
    // Wearing the spare suit puts the one worn back on its stack first: still one of each.
    v = call('inventory.update', { stackId: chainOf(v).find((s) => !s.worn)!.id, worn: true });
    expect(chainOf(v).map((s) => [s.quantity, s.worn])).toEqual([[1, false], [1, true]]);
    v = give(ada, 'leather-armor');
    expect(memberNamed(v, 'Ada').items.filter((s) => s.worn).map((s) => s.item.key)).toEqual(['chain-mail']);
    v = call('inventory.update', { stackId: stackOf(v, 'Ada', 'leather-armor').id, worn: true });
    expect(memberNamed(v, 'Ada').items.filter((s) => s.worn).map((s) => s.item.key)).toEqual(['leather-armor']);
    expect(memberNamed(v, 'Ada').items.filter((s) => s.item.key === 'chain-mail').map((s) => s.quantity)).toEqual([2]);
    const torch = give(ada, 'torch');
    expect(error('inventory.update', { stackId: stackOf(torch, 'Ada', 'torch').id, worn: true }).message).toBe('worn: Torch is not armor');
  });

  it('refuses a quantity that would overflow a stack', () => {
    const v0 = addMember(newParty().id, character('Ada', 10));
    give(v0.members[0].id, 'iron-spike', 999_999);
    const e = error('inventory.add', { to: { memberId: v0.members[0].id }, itemId: items.get('iron-spike')!.id, quantity: 2, magical: false });
    expect(e.message).toBe('quantity: that stack would hold more than 1,000,000');
    expect(error('inventory.add', { to: { memberId: v0.members[0].id }, itemId: items.get('torch')!.id, quantity: 1_000_001 }).message).toBe(
      'quantity: must be 1 to 1000000',
    );
  });
});

describe('bad input changes nothing and names the field', () => {
  it.each([
    ['STR 25', { abilities: { str: 25, int: 10, wis: 10, dex: 10, con: 10, cha: 10 } }, 'member.sheet.abilities.str: must be 3 to 18'],
    ['a fractional level', { abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 }, level: 1.5 }, 'member.sheet.level: must be a whole number'],
    ['an unknown race', { race: 'orc', abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 } }, 'member.sheet.race: must be one of "human", "elf", "dwarf", "halfling"'],
  ])('%s', (_what, sheet, message) => {
    const partyId = newParty().id;
    expect(error('member.create', { partyId, member: { kind: 'pc', name: 'X', hp: { current: 1, max: 1 }, sheet } }).message).toBe(message);
  });

  it('more hit points than the maximum', () => {
    const partyId = newParty().id;
    const e = error('member.create', { partyId, member: { ...character('X', 10), hp: { current: 9, max: 8 } } });
    expect(e).toMatchObject({ message: 'member.hp.current: must not be more than hp.max', path: ['member', 'hp', 'current'] });
  });

  it('a negative weight for a new catalogue item', () => {
    const e = error('catalogue.add', { campaignId, item: { key: 'anvil', name: 'Anvil', category: 'gear', weightLb: -5 } });
    expect(e.message).toBe('item.weightLb: must not be negative');
  });

  it('one member in two parties: moving to the party they are in, or a leader from another party', () => {
    const a = addMember(newParty('A').id, character('Ada', 10));
    const b = newParty('B');
    expect(error('member.move', { memberId: a.members[0].id, toPartyId: a.id }).message).toBe('toPartyId: Ada is already in that party');
    expect(error('party.update', { partyId: b.id, leaderMemberId: a.members[0].id }).message).toBe(
      'leaderMemberId: the leader must be a member of this party',
    );
    const moved = call('member.move', { memberId: a.members[0].id, toPartyId: b.id });
    expect(moved.members.map((m) => m.name)).toEqual(['Ada']);
    expect(call('party.get', { partyId: a.id }).members).toEqual([]);
  });

  it('a marching order that is not the whole party', () => {
    const p = addMember(addMember(newParty().id, character('Ada', 10)).id, character('Bors', 10));
    expect(error('party.reorder', { partyId: p.id, memberIds: [p.members[0].id] }).message).toBe(
      'memberIds: must list every member of the party exactly once',
    );
    const reordered = call('party.reorder', { partyId: p.id, memberIds: [p.members[1].id, p.members[0].id] });
    expect(reordered.members.map((m) => m.name)).toEqual(['Bors', 'Ada']);
  });
});

describe('export and import', () => {
  it('a party survives export and import into another campaign, catalogue items and all', () => {
    const party = newParty('Wanderers');
    const v0 = addMember(party.id, character('Ada', 10, 'elf', { notes: 'Keeps the map.' }));
    give(v0.members[0].id, 'chain-mail');
    const v1 = call('inventory.update', { stackId: stackOf(call('party.get', { partyId: party.id }), 'Ada', 'chain-mail').id, worn: true, magical: true });
    call('party.update', { partyId: party.id, leaderMemberId: v1.members[0].id, location: { kind: 'dungeon', name: 'Crypt, level 2' } });
    const file = ok<PartyFile>(backend, 'party.export', { partyId: party.id });
    const other = ok<Campaign>(backend, 'campaign.create', { name: 'Other table' });
    backend.database.sqlite.prepare("DELETE FROM catalogue_items WHERE campaign_id = ? AND key = 'chain-mail'").run(other.id);

    const imported = call('party.import', { campaignId: other.id, file });
    const original = call('party.get', { partyId: party.id });
    const strip = (v: PartyView) => ({ ...v, id: 0, campaignId: 0, leaderMemberId: v.leaderMemberId ? 1 : null, members: v.members.map((m) => ({ ...m, id: 0, partyId: 0, items: m.items.map((s) => ({ ...s, id: 0, item: { ...s.item, id: 0, builtin: false } })) })), summary: { ...v.summary, pace: { ...v.summary.pace, slowestMemberId: 0, walkers: v.summary.pace.walkers.map((w) => ({ ...w, memberId: 0 })) } } });
    expect(strip(imported)).toEqual(strip(original));
    expect(imported.location).toEqual({ kind: 'dungeon', name: 'Crypt, level 2', hex: null, regionId: null });
  });

  it('a character alone, from JSON, and a malformed file is refused with its path', () => {
    const party = newParty();
    const v = addMember(party.id, character('Ada', 10));
    give(v.members[0].id, 'torch', 3);
    const file = ok<Record<string, unknown>>(backend, 'member.export', { memberId: v.members[0].id });
    const again = call('member.import', { partyId: party.id, file });
    expect(again.members.map((m) => [m.name, m.items.map((s) => s.quantity)])).toEqual([['Ada', [3]], ['Ada', [3]]]);
    const bad = { ...file, member: { ...(file.member as object), hp: { current: 1, max: 0 } } };
    expect(error('member.import', { partyId: party.id, file: bad }).path).toEqual(['file', 'member', 'hp', 'max']);
  });
});

describe('campaigns own their parties', () => {
  it('duplicating a campaign copies parties, members, leaders, inventories and the catalogue', () => {
    const party = newParty('Wanderers');
    const v = addMember(party.id, character('Ada', 10));
    give(v.members[0].id, 'torch', 3);
    call('party.update', { partyId: party.id, leaderMemberId: v.members[0].id });
    const copy = ok<Campaign>(backend, 'campaign.duplicate', { id: campaignId });
    const copied = ok<{ parties: { id: number; name: string }[] }>(backend, 'party.list', { campaignId: copy.id }).parties;
    expect(copied.map((p) => p.name)).toEqual(['Wanderers']);
    const view = call('party.get', { partyId: copied[0].id });
    expect(view.members[0].name).toBe('Ada');
    expect(view.leaderMemberId).toBe(view.members[0].id);
    expect(view.members[0].items[0].item.id).not.toBe(items.get('torch')!.id);
    expect(view.members[0].items[0].quantity).toBe(3);
  });

  it('deleting a campaign and emptying the bin deletes everything in it', () => {
    const v = addMember(newParty().id, character('Ada', 10));
    give(v.members[0].id, 'torch', 3);
    ok(backend, 'campaign.delete', { id: campaignId });
    ok(backend, 'campaign.emptyBin', { binnedId: campaignId });
    const counts = ['parties', 'members', 'inventory', 'catalogue_items'].map(
      (t) => backend.database.sqlite.prepare(`SELECT count(*) FROM ${t}`).pluck().get(),
    );
    expect(counts).toEqual([0, 0, 0, 0]);
  });
});
