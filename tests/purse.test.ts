import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../src-main/backend';
import type { Campaign, JournalEntry, MemberInput, PartyView } from '../src-shared/contract';
import { memoryBackend, ok, refusedUnchanged } from './helpers/backend';

// The party's money and growth in Basic Fantasy: supplement A24 (coins, exchange, 20
// to the pound), A2 (carrying capacity), A17 and A25 (shares of experience and treasure),
// A20 (XP for each level, the new hit die).

let backend: Backend;
let campaignId: number;
let party: PartyView;

const call = (method: string, input: unknown) => ok<PartyView>(backend, method, input);
const sheet = (race: string, cls: string, extra: Record<string, unknown> = {}) => ({ race, class: cls, level: 1, abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 13, cha: 10 }, ...extra });
const pc = (name: string, race: string, cls = 'Fighter', extra: Record<string, unknown> = {}): MemberInput => ({ kind: 'pc', name, hp: { current: 8, max: 8 }, sheet: sheet(race, cls, extra) });
const hireling = (name: string): MemberInput => ({ kind: 'hireling', name, hp: { current: 4, max: 4 }, sheet: sheet('human', 'Fighter') });
const named = (p: PartyView, name: string) => p.members.find((m) => m.name === name)!;
const lastEntry = () => ok<{ entries: JournalEntry[] }>(backend, 'journal.list', { campaignId, limit: 1 }).entries[0];

const refused = (method: string, input: unknown) => refusedUnchanged(backend, method, input);

beforeEach(() => {
  backend = memoryBackend({ installDemo: false, freshSeed: () => 'purse-test' });
  campaignId = ok<Campaign>(backend, 'campaign.create', { name: 'Purse' }).id;
  party = call('party.create', { campaignId, name: 'Company' });
  for (const m of [pc('Aldric', 'human'), pc('Pip', 'halfling'), hireling('Bertram')]) party = call('member.create', { partyId: party.id, member: m });
});
afterEach(() => backend.close());

describe('treasure into the party and shared out (A24, A25)', () => {
  it('goes into the stores in one journaled action, with its worth in gp', () => {
    const after = call('purse.award', { partyId: party.id, from: 'the goblin lair', coins: { gp: 300, sp: 50 }, valuables: [{ kind: 'gem', name: 'Fancy gem', worth: 100 }] });
    expect(after.purse).toMatchObject({ coins: { gp: 300, sp: 50 }, worth: 405, coinPounds: 17.5 });
    expect(lastEntry().summary).toBe('Treasure from the goblin lair into the stores: 300 gp, 50 sp, Fancy gem (100 gp)');
  });

  it('is divided by shares: a character 1, the hireling half, the rest left in the stores', () => {
    call('purse.award', { partyId: party.id, from: 'a chest', coins: { gp: 1001 } });
    const after = call('purse.divide', { partyId: party.id });
    expect(named(after, 'Aldric').purse.coins).toEqual({ gp: 400 });
    expect(named(after, 'Pip').purse.coins).toEqual({ gp: 400 });
    expect(named(after, 'Bertram').purse.coins).toEqual({ gp: 200 });
    expect(after.purse.coins).toEqual({ gp: 1 });
  });

  it("1,000 coins weigh 50 lb and make a STR 10 halfling heavily loaded (A24: 20 to the pound; A2: halfling light to 50 lb)", () => {
    const pip = named(party, 'Pip');
    expect(pip.figures.encumbrance.id).toBe('light');
    const after = call('purse.change', { holder: { memberId: pip.id }, coins: { gp: 1010 } });
    expect(named(after, 'Pip').figures.carriedPounds).toBe(50.5);
    expect(named(after, 'Pip').figures.encumbrance.id).toBe('heavy');
  });

  it('spends with change, and refuses more than the purse holds naming the field', () => {
    const id = named(party, 'Aldric').id;
    call('purse.change', { holder: { memberId: id }, coins: { gp: 10, sp: 3 } });
    expect(named(call('purse.spend', { holder: { memberId: id }, price: 1.5, for: 'a lantern' }), 'Aldric').purse.coins).toEqual({ gp: 8, ep: 1, sp: 3 });
    expect(refused('purse.spend', { holder: { memberId: id }, price: 100, for: 'a horse' })).toMatchObject({ path: ['price'], message: 'price: the purse holds 8.8 gp, less than 100 gp' });
  });

  it('refuses a negative coin count and a coin these rules lack, naming the coin', () => {
    const id = named(party, 'Aldric').id;
    expect(refused('purse.change', { holder: { memberId: id }, coins: { gp: -1 } })).toMatchObject({ path: ['coins', 'gp'] });
    expect(refused('purse.award', { partyId: party.id, from: 'x', coins: { gp: -5 } })).toMatchObject({ path: ['coins', 'gp'] });
    expect(refused('purse.award', { partyId: party.id, from: 'x', coins: { zz: 5 } })).toMatchObject({ path: ['coins', 'zz'] });
  });

  it('is undone in one step', () => {
    call('purse.award', { partyId: party.id, from: 'a chest', coins: { gp: 10 } });
    ok(backend, 'journal.undo', { campaignId });
    expect(call('party.get', { partyId: party.id }).purse.coins).toEqual({});
  });
});

describe('experience and levels (A17, A20)', () => {
  it('a shared award passes over a hireling who serves no character (A25: only retainers) and gives a human 10% more', () => {
    const ids = party.members.map((m) => m.id);
    const after = call('experience.award', { memberIds: ids, amount: 2500, split: true, for: 'the bridge held' });
    expect(after.members.map((m) => [m.name, m.sheet.xp ?? 0])).toEqual([
      ['Aldric', 1375],
      ['Pip', 1250],
      ['Bertram', 0],
    ]);
  });

  it('the fighter passing 2,000 XP reaches level 2: the d8 is rolled into the journal and HP max rises', () => {
    const id = named(party, 'Aldric').id;
    const before = call('experience.award', { memberIds: [id], amount: 1900, for: 'the goblin king' });
    expect(named(before, 'Aldric').standing).toMatchObject({ xp: 2090, level: 1, nextLevelAt: 2000, canLevel: true });
    const after = call('experience.levelUp', { memberId: id });
    const entry = lastEntry();
    const die = entry.rolls[0];
    expect(die.expression).toBe('1d8');
    expect(named(after, 'Aldric').sheet.level).toBe(2);
    expect(named(after, 'Aldric').hp.max).toBe(8 + Math.max(1, die.total + 1));
    expect(entry.summary).toMatch(/^Aldric: Level 2 \(A20\): \+\d HP \(1d8 rolled \d, CON \+1\); HP max 8 to \d+$/);
    expect(named(after, 'Aldric').standing).toMatchObject({ level: 2, nextLevelAt: 4000, canLevel: false });
  });

  it('refuses a level the XP does not reach, and one past the table, naming the field', () => {
    const id = named(party, 'Aldric').id;
    expect(refused('experience.levelUp', { memberId: id })).toMatchObject({ path: ['xp'] });
    call('member.update', { memberId: id, sheet: sheet('human', 'Fighter', { level: 20, xp: 2_000_000 }) });
    expect(refused('experience.levelUp', { memberId: id })).toMatchObject({ path: ['level'], message: 'level: 20 is the last level in supplement A20' });
  });
});

describe("a hireling's wages (A25)", () => {
  it('are paid from the stores at the month end, and owed when the stores run short', () => {
    const bertram = named(party, 'Bertram').id;
    call('purse.award', { partyId: party.id, from: 'savings', coins: { gp: 15 } });
    call('purse.hire', { memberId: bertram, terms: { wage: 10, per: 'month', share: 0.5, loyalty: 7 } });
    ok(backend, 'clock.advance', { partyId: party.id, seconds: 30 * 86_400, stopOnEvent: false });
    let now = call('party.get', { partyId: party.id });
    expect(now.purse.coins).toEqual({ gp: 5 });
    expect(named(now, 'Bertram').hire).toMatchObject({ wage: 10, owed: 0, paidUntil: 30 * 86_400 });
    ok(backend, 'clock.advance', { partyId: party.id, seconds: 30 * 86_400, stopOnEvent: false });
    now = call('party.get', { partyId: party.id });
    expect(named(now, 'Bertram').hire).toMatchObject({ owed: 10, paidUntil: 60 * 86_400 });
    expect(lastEntry().changes).toContain("Bertram's wages unpaid: the stores are short; 10 gp now owed.");
  });

  it('are for hirelings only', () => {
    expect(refused('purse.hire', { memberId: named(party, 'Aldric').id, terms: { wage: 1 } })).toMatchObject({ path: ['memberId'] });
  });
});
