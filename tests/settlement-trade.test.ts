import { describe, expect, it } from 'vitest';
import type { Campaign, CatalogueItem, HexKeyView, JourneyView, PartyView } from '../src-shared/contract';
import { character } from './helpers/dungeon';
import { memoryBackend, ok, outOfTheDungeon, refusedUnchanged } from './helpers/backend';

// Buying and hiring in a settlement (issue 25, items 2 and 5): the key of the hex the party
// stands on lists wares (catalogue items) and hirelings; buying spends the purse, hiring adds a
// hireling on the listed wage. The Basic Fantasy demo's Millbrook is at (8,15).

const MILLBROOK = { col: 8, row: 15 };

function demo(system: 'bfrpg' | 'gurps' | 'shell' = 'bfrpg') {
  const b = memoryBackend({ installDemo: true, freshSeed: () => 'settlement-trade' });
  const campaignId = ok<{ campaigns: Campaign[] }>(b, 'campaign.list').campaigns.find((c) => c.rulesSystem === system)!.id;
  const regionId = ok<{ regions: { id: number }[] }>(b, 'hexmap.list', { campaignId }).regions[0].id;
  const partyId = ok<{ parties: { id: number }[] }>(b, 'party.list', { campaignId }).parties[0].id;
  const party = () => ok<PartyView>(b, 'party.get', { partyId });
  return { b, campaignId, regionId, partyId, party };
}

/** Walks the party one hex north onto Millbrook, where travel stops. */
function toMillbrook(d: ReturnType<typeof demo>) {
  outOfTheDungeon(d.b, d.partyId);
  const plan = ok<JourneyView>(d.b, 'journey.plan', { partyId: d.partyId, regionId: d.regionId, start: { col: 8, row: 16 }, legs: [{ to: MILLBROOK, mode: 'foot' }], replace: true });
  ok(d.b, 'journey.commit', { journeyId: plan.id, stopOnEvent: false });
  expect(d.party().location.hex).toEqual(MILLBROOK);
}

const count = (p: PartyView, key: string) => p.stores.filter((s) => s.item.key === key).reduce((n, s) => n + s.quantity, 0);

describe("every demo's settlement", () => {
  it.each(['bfrpg', 'gurps', 'shell'] as const)('%s: sells only items of its catalogue, rations, water and torches among them, and offers a hireling', (system) => {
    const d = demo(system);
    const town = ok<{ keys: HexKeyView[] }>(d.b, 'hexmap.keys', { regionId: d.regionId }).keys.find((k) => k.key.settlement)!.key.settlement!;
    const items = ok<{ items: CatalogueItem[] }>(d.b, 'catalogue.list', { campaignId: d.campaignId }).items;
    const sold = town.wares.map((w) => items.find((i) => i.name === w.item));
    expect(sold.every(Boolean)).toBe(true);
    expect(sold.some((i) => i!.foodDays)).toBe(true);
    expect(sold.some((i) => i!.waterQuarts)).toBe(true);
    expect(sold.some((i) => i!.lightSource === 'torch')).toBe(true);
    expect(town.hirelings.length).toBeGreaterThan(0);
    d.b.close();
  });
});

describe('buying at Millbrook (Basic Fantasy demo)', () => {
  it("7 days of standard rations into the stores at the catalogue's 0.5 gp each: 3.5 gp paid, one journal entry, undone whole", () => {
    const d = demo();
    toMillbrook(d);
    const before = d.party();
    const after = ok<PartyView>(d.b, 'purse.buy', { partyId: d.partyId, hex: MILLBROOK, ware: 'Standard rations (1 day)', quantity: 7 });
    expect(count(after, 'standard-ration') - count(before, 'standard-ration')).toBe(7);
    // 120 gp 85 sp 40 cp less 3.5 gp: the stores pay 4 gp and take 5 sp back.
    expect(after.purse.worth).toBeCloseTo(before.purse.worth - 3.5, 6);
    const entry = ok<{ entries: { summary: string }[] }>(d.b, 'journal.list', { campaignId: d.campaignId, limit: 1 }).entries[0];
    expect(entry.summary).toBe('Bought at Millbrook: 7 x Standard rations (1 day) for the stores, 3.5 gp paid by the stores');
    ok(d.b, 'journal.undo', { campaignId: d.campaignId });
    expect(d.party()).toEqual(before);
    d.b.close();
  });

  it("a waterskin for a member, paid from the member's own purse; the rations bought feed the journey's forecast", () => {
    const d = demo();
    toMillbrook(d);
    const pip = d.party().members.find((m) => m.name === 'Pip Underbough')!;
    const after = ok<PartyView>(d.b, 'purse.buy', { partyId: d.partyId, hex: MILLBROOK, ware: 'waterskin (2 quarts)', to: { memberId: pip.id } });
    const pipAfter = after.members.find((m) => m.id === pip.id)!;
    expect(pipAfter.items.filter((s) => s.item.key === 'waterskin').reduce((n, s) => n + s.quantity, 0) - pip.items.filter((s) => s.item.key === 'waterskin').reduce((n, s) => n + s.quantity, 0)).toBe(1);
    expect(pipAfter.purse.worth).toBeCloseTo(pip.purse.worth - 1, 6);

    const plan = () => ok<JourneyView>(d.b, 'journey.plan', { partyId: d.partyId, regionId: d.regionId, legs: [{ to: { col: 8, row: 30 }, mode: 'foot' }], replace: true });
    const foodAfterDay1 = (j: JourneyView) => j.days[0].foodLeft;
    const was = foodAfterDay1(plan());
    ok(d.b, 'purse.buy', { partyId: d.partyId, hex: MILLBROOK, ware: 'Iron rations (1 day)', quantity: 40 });
    // Each iron ration is a day's food: the first evening finds 40 more days of it.
    expect(foodAfterDay1(plan()) - was).toBeCloseTo(40, 6);
    d.b.close();
  });

  it('refuses, naming the field and changing nothing: off the hex, another hex, a ware not sold, a ware not in the catalogue, too little money, a stranger paying', () => {
    const d = demo();
    const inDungeon = refusedUnchanged(d.b, 'purse.buy', { partyId: d.partyId, hex: MILLBROOK, ware: 'Torch' });
    expect(inDungeon.path).toEqual(['partyId']);
    toMillbrook(d);
    expect(refusedUnchanged(d.b, 'purse.buy', { partyId: d.partyId, hex: { col: 8, row: 13 }, ware: 'Torch' })).toMatchObject({ path: ['hex'], message: expect.stringContaining('stands on hex (8, 15)') });
    expect(refusedUnchanged(d.b, 'purse.buy', { partyId: d.partyId, hex: MILLBROOK, ware: 'Plate mail' })).toMatchObject({ path: ['ware'], message: 'ware: Millbrook does not sell "Plate mail"' });

    const key = ok<{ keys: HexKeyView[] }>(d.b, 'hexmap.keys', { regionId: d.regionId }).keys.find((k) => k.key.settlement)!;
    const settlement = { ...key.key.settlement!, wares: [...key.key.settlement!.wares, { item: 'Pickled eels', price: 1 }] };
    ok(d.b, 'hexmap.setKey', { regionId: d.regionId, hex: MILLBROOK, key: { ...key.key, settlement } });
    expect(refusedUnchanged(d.b, 'purse.buy', { partyId: d.partyId, hex: MILLBROOK, ware: 'Pickled eels' })).toMatchObject({ path: ['ware'], message: expect.stringContaining("is not in the campaign's catalogue") });

    // The stores hold 120 gp, 85 sp, 40 cp (128.9 gp): 300 iron rations at 0.75 gp cost 225 gp.
    expect(refusedUnchanged(d.b, 'purse.buy', { partyId: d.partyId, hex: MILLBROOK, ware: 'Iron rations (1 day)', quantity: 300 })).toMatchObject({
      path: ['quantity'],
      message: 'quantity: 300 x Iron rations (1 day) cost 225 gp; the stores hold 128.9 gp in coins',
    });

    const other = ok<PartyView>(d.b, 'party.create', { campaignId: d.campaignId, name: 'Rivals' });
    const stranger = ok<PartyView>(d.b, 'member.create', { partyId: other.id, member: character('Vex', 10) }).members[0];
    expect(refusedUnchanged(d.b, 'purse.buy', { partyId: d.partyId, hex: MILLBROOK, ware: 'Torch', payer: { memberId: stranger.id } }).path).toEqual(['payer', 'memberId']);
    d.b.close();
  });
});

describe('hiring at Millbrook (Basic Fantasy demo: mercenary wages, supplement A25)', () => {
  it('a light footman joins at 2 gp a month, no share, wages from the stores as the clock runs; undone, he is gone', () => {
    const d = demo();
    toMillbrook(d);
    const before = d.party();
    const after = ok<PartyView>(d.b, 'purse.engage', { partyId: d.partyId, hex: MILLBROOK, hireling: 'Osric, light foot', member: { ...character('Osric', 12, 5), kind: 'hireling', sheet: { ...character('Osric', 12, 5).sheet, level: 0 } } });
    const osric = after.members.at(-1)!;
    expect(osric).toMatchObject({ name: 'Osric', kind: 'hireling', hire: { wage: 2, per: 'month', share: 0, loyalty: null, owed: 0, employerId: null } });
    const entry = ok<{ entries: { summary: string }[] }>(d.b, 'journal.list', { campaignId: d.campaignId, limit: 1 }).entries[0];
    // A25's light foot (Human) carry leather, a shield and a longsword: the armour is worn at once.
    expect(osric.items.map((s) => [s.item.name, s.quantity, s.worn])).toEqual([
      ['Leather armor', 1, true],
      ['Shield', 1, false],
      ['Longsword', 1, false],
    ]);
    expect(entry.summary).toBe(
      "Osric hired at Millbrook (Osric, light foot): 2 gp a month, paid from the stores as the clock runs; as light foot, Human they come with Leather armor, Shield, Longsword (supplement A25, mercenaries); water and light are the party's to give",
    );
    ok(d.b, 'journal.undo', { campaignId: d.campaignId });
    expect(d.party()).toEqual(before);
    expect(refusedUnchanged(d.b, 'purse.engage', { partyId: d.partyId, hex: MILLBROOK, hireling: 'Sir Nobody', member: { ...character('N', 10), kind: 'hireling' } }).path).toEqual(['hireling']);
    d.b.close();
  });
});
