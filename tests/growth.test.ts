import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../src-main/backend';
import type { Campaign, JournalEntry, LevelView, PartyView } from '../src-shared/contract';
import { gameState, memoryBackend, ok, refusedUnchanged } from './helpers/backend';

// Growth between fights, through the API on the demos: GURPS character points at the
// Basic Set's costs (seed 000 prints none: p. 14-17, p. 170), Shell exp by its skill
// cost table (seed 001, "Skill Exp Costs"), coins between purses and a keyed area's
// treasure (supplement A24's coins), and A24's optional treasure-as-XP rule.

let b: Backend;
beforeEach(() => {
  b = memoryBackend({ freshSeed: () => 'growth-test' });
});
afterEach(() => b.close());

const campaignOf = (system: string) => ok<{ campaigns: Campaign[] }>(b, 'campaign.list').campaigns.find((c) => c.rulesSystem === system)!;
const partyOf = (system: string) => {
  const partyId = ok<{ parties: { id: number }[] }>(b, 'party.list', { campaignId: campaignOf(system).id }).parties[0].id;
  return () => ok<PartyView>(b, 'party.get', { partyId });
};
const named = (p: PartyView, name: string) => p.members.find((m) => m.name === name)!;
const lastEntry = (campaignId: number) => ok<{ entries: JournalEntry[] }>(b, 'journal.list', { campaignId, limit: 1 }).entries[0];

const refused = (method: string, input: unknown) => refusedUnchanged(b, method, input);

describe('GURPS: character points spent on a skill (Basic Set p. 170)', () => {
  it("Iotha spends 4 of her 10 points raising Bow (Average, DX+1) to 15; one journal entry, undone exactly", () => {
    const party = partyOf('gurps');
    const iotha = named(party(), 'Iotha');
    expect(iotha.points).toMatchObject({ earned: 10, spent: 0, unspent: 10, short: 'CP' });
    expect(iotha.points!.raises.find((r) => r.key === 'skill:Bow')).toMatchObject({ from: '14', to: '15', cost: 4 });
    const before = gameState(b);
    const after = named(ok<PartyView>(b, 'experience.spend', { memberId: iotha.id, raise: 'skill:Bow' }), 'Iotha');
    expect(after.points).toMatchObject({ spent: 4, unspent: 6 });
    expect((after.sheet.skills as { name: string; level: number }[]).find((s) => s.name === 'Bow')!.level).toBe(15);
    expect(lastEntry(campaignOf('gurps').id).summary).toBe('Iotha spends 4 CP on Bow 14 to 15 (Bow (Average) DX+1 to DX+2: 8 - 4 points); 6 CP unspent');
    ok(b, 'journal.undo', { campaignId: campaignOf('gurps').id });
    expect(gameState(b)).toEqual(before);
  });

  it('a skill imported from GCS keeps its attribute and difficulty, so it is offered at its cost: Broadsword (Average) DX+2 to DX+3 for 4 points', () => {
    const party = partyOf('gurps');
    const text = readFileSync(join(import.meta.dirname, 'fixtures', 'gcs', 'tamsin-vale.gcs'), 'utf8');
    ok(b, 'member.importGcs', { partyId: party().id, files: [{ name: 'tamsin-vale.gcs', text }] });
    const tamsin = named(party(), 'Tamsin Vale');
    ok(b, 'experience.award', { memberIds: [tamsin.id], amount: 5, for: 'the ford held' });
    const raises = named(party(), 'Tamsin Vale').points!.raises;
    expect(raises.filter((r) => r.key.startsWith('skill:') && r.blocked !== null)).toEqual([]);
    expect(raises.find((r) => r.key === 'skill:Broadsword')).toMatchObject({ from: '15', to: '16', cost: 4, formula: 'Broadsword (Average) DX+2 to DX+3: 12 - 8 points' });
    expect(raises.find((r) => r.key === 'skill:Shield')).toMatchObject({ from: '14', to: '15', cost: 2 });
    expect(raises.find((r) => r.key === 'skill:Survival (Woodlands)')).toMatchObject({ from: '13', to: '14', cost: 2 });
    const after = named(ok<PartyView>(b, 'experience.spend', { memberId: tamsin.id, raise: 'skill:Broadsword' }), 'Tamsin Vale');
    expect((after.sheet.skills as { name: string; level: number }[]).find((s) => s.name === 'Broadsword')!.level).toBe(16);
    expect(after.points).toMatchObject({ spent: 4, unspent: 1 });
  });

  it("every skill of the demo's characters is offered at its Basic Set cost: Sir Aldric's Leadership (IQ/Average) 12 is IQ+2, 8 points, and 13 costs 4 more", () => {
    const party = partyOf('gurps')();
    for (const member of party.members.filter((m) => m.points)) {
      const skills = member.sheet.skills as { name: string }[];
      expect(member.points!.raises.filter((r) => r.key.startsWith('skill:') && r.blocked !== null)).toEqual([]);
      expect(member.points!.raises.filter((r) => r.key.startsWith('skill:')).map((r) => r.key)).toEqual(skills.map((s) => `skill:${s.name}`));
    }
    expect(named(party, 'Sir Aldric Vane').points!.raises.find((r) => r.key === 'skill:Leadership')).toMatchObject({ from: '12', to: '13', cost: 4 });
  });

  it('raising ST lifts HP max and current with it; the GM award adds points first', () => {
    const party = partyOf('gurps');
    const iotha = named(party(), 'Iotha');
    ok(b, 'experience.award', { memberIds: [iotha.id], amount: 5, for: 'the barrow door held' });
    expect(named(party(), 'Iotha').points!.unspent).toBe(15);
    const hp = named(party(), 'Iotha').hp;
    const after = named(ok<PartyView>(b, 'experience.spend', { memberId: iotha.id, raise: 'st' }), 'Iotha');
    expect(after.hp).toEqual({ current: hp.current + 1, max: hp.max + 1 });
    expect(after.points!.unspent).toBe(5);
  });

  it('refuses spending more than is unspent, naming the field, and changes nothing', () => {
    const iotha = named(partyOf('gurps')(), 'Iotha');
    expect(refused('experience.spend', { memberId: iotha.id, raise: 'dx' })).toMatchObject({
      code: 'invalid_input',
      path: ['raise'],
      message: 'raise: DX 13 to 14 costs 20 character points; only 10 are unspent',
    });
  });
});

describe('Shell: exp spent on skill levels (seed 001, "Skill Exp Costs")', () => {
  it('Kestrel, 2 exp left of 20, is awarded 10 and raises Hunting (minor) 2 to 3 for 12 - 6 = 6', () => {
    const party = partyOf('shell');
    const kestrel = named(party(), 'Kestrel');
    expect(kestrel.points).toMatchObject({ earned: 20, spent: 18, unspent: 2 });
    expect(refused('experience.spend', { memberId: kestrel.id, raise: 'skill:Hunting' }).message).toBe('raise: Hunting 2 to 3 costs 6 exp; only 2 are unspent');
    ok(b, 'experience.award', { memberIds: [kestrel.id], amount: 10, for: 'the ford' });
    const after = named(ok<PartyView>(b, 'experience.spend', { memberId: kestrel.id, raise: 'skill:Hunting' }), 'Kestrel');
    expect(after.points).toMatchObject({ earned: 30, spent: 24, unspent: 6 });
  });
});

describe('coins between purses (A24)', () => {
  it('move from one member to another in one action; more than is held is refused naming the coin', () => {
    const party = partyOf('bfrpg');
    const [a, c] = party().members.filter((m) => m.kind === 'pc');
    ok(b, 'purse.change', { holder: { memberId: a.id }, coins: { gp: 30 } });
    const held = a.purse.coins.gp ?? 0;
    const after = ok<PartyView>(b, 'purse.move', { from: { memberId: a.id }, to: { memberId: c.id }, coins: { gp: 25 } });
    expect(named(after, a.name).purse.coins.gp ?? 0).toBe(held + 5);
    expect(named(after, c.name).purse.coins.gp).toBe((c.purse.coins.gp ?? 0) + 25);
    expect(lastEntry(campaignOf('bfrpg').id).summary).toBe(`25 gp from ${a.name} to ${c.name}`);
    expect(refused('purse.move', { from: { memberId: a.id }, to: { partyId: after.id }, coins: { gp: held + 6 } })).toMatchObject({ path: ['coins', 'gp'] });
  });
});

describe("a keyed area's treasure into the party", () => {
  it('goes into the stores in one action, coins as coins, and the area is looted; a second time is refused', () => {
    const campaignId = campaignOf('bfrpg').id;
    const party = partyOf('bfrpg');
    const levelId = ok<{ levels: { id: number }[] }>(b, 'level.list', { campaignId }).levels[0].id;
    const barracks = ok<LevelView>(b, 'level.get', { levelId }).areas.find((a) => a.key.treasure.length > 0 && a.key.treasure[0].text.includes('35 sp'))!;
    const stores = party().purse.coins;
    const after = ok<PartyView>(b, 'purse.fromPlace', { partyId: party().id, place: { areaId: barracks.id } });
    expect(after.purse.coins.sp).toBe((stores.sp ?? 0) + 35);
    expect(after.purse.coins.gp).toBe((stores.gp ?? 0) + 12);
    expect(ok<LevelView>(b, 'level.get', { levelId }).areas.find((a) => a.id === barracks.id)!.state.status).toBe('looted');
    expect(lastEntry(campaignId).summary).toBe(`Treasure from area ${barracks.number} (${barracks.name}) into the stores: 12 gp, 35 sp; area ${barracks.number} (${barracks.name}) is looted`);
    expect(refused('purse.fromPlace', { partyId: party().id, place: { areaId: barracks.id } })).toMatchObject({ path: ['place'] });
  });
});

describe('treasure as experience (A24: an optional rule, off by default)', () => {
  it('off as written: dividing coins gives no XP; on, each sharer gains 1 XP per gp of the share', () => {
    const campaign = campaignOf('bfrpg');
    expect(campaign.rulesOptions).toMatchObject({ treasureXp: false });
    const party = partyOf('bfrpg');
    const pcs = () => party().members.filter((m) => m.kind === 'pc' && !m.lasting.some((l) => l.id === 'dead'));
    const xp = () => pcs().map((m) => m.standing!.xp);
    const before = xp();
    ok(b, 'purse.award', { partyId: party().id, from: 'a test', coins: { gp: 100 } });
    ok(b, 'purse.divide', { partyId: party().id });
    expect(xp()).toEqual(before);
    ok(b, 'campaign.configure', { id: campaign.id, rulesOptions: { ...campaign.rulesOptions, treasureXp: true } });
    ok(b, 'purse.award', { partyId: party().id, from: 'a test', coins: { gp: 100 } });
    const coinsBefore = pcs().map((m) => m.purse.coins.gp ?? 0);
    ok(b, 'purse.divide', { partyId: party().id });
    const gained = pcs().map((m, i) => (m.purse.coins.gp ?? 0) - coinsBefore[i]);
    expect(gained.some((g) => g > 0)).toBe(true);
    // 1 XP per gp of each share, through the same award as any other (a high prime requisite's bonus of up to 10%, A20).
    xp().forEach((x, i) => {
      expect(x - before[i]).toBeGreaterThanOrEqual(gained[i]);
      expect(x - before[i]).toBeLessThanOrEqual(Math.floor(gained[i] * 1.1));
    });
    expect(lastEntry(campaign.id).summary).toContain('Experience for treasure (A24 optional rule');
  });
});
