import { describe, expect, it } from 'vitest';
import type { Campaign, JournalEntry, LevelView, PartyView, Region } from '../src-shared/contract';
import { decodeHexMap, HEX_SIGHT } from '../src-shared/hexmap';
import { smallLevel } from './helpers/level';
import { gameState, memoryBackend, ok, refusedUnchanged } from './helpers/backend';

// Issue 36: a new party could start nowhere but by travelling there (a one-hex journey cost
// 8 game hours to stand in the starting village). `journey.place` puts it on a hex of a region
// with no time spent, as one journaled, undoable action.

function fresh() {
  const b = memoryBackend({ installDemo: false, freshSeed: () => 'place-party' });
  const campaign = ok<Campaign>(b, 'campaign.create', { name: 'Home', rulesSystem: 'bfrpg' });
  const party = ok<PartyView>(b, 'party.create', { campaignId: campaign.id, name: 'Wardens', location: { kind: 'none', name: '' } });
  const region = ok<Region>(b, 'hexmap.create', { campaignId: campaign.id, name: 'Vale', width: 12, height: 8 });
  ok(b, 'hexmap.annotate', { regionId: region.id, hex: { col: 3, row: 2 }, label: 'Brindle', note: '' });
  const clock = () => ok<{ campaigns: Campaign[] }>(b, 'campaign.list', {}).campaigns.find((c) => c.id === campaign.id)!.gameTimeSeconds;
  const map = () => decodeHexMap(Buffer.from(ok<{ map: string }>(b, 'hexmap.get', { regionId: region.id }).map, 'base64'));
  const latest = () => ok<{ entries: JournalEntry[] }>(b, 'journal.list', { campaignId: campaign.id, limit: 1 }).entries[0];
  return { b, campaign, party, region, clock, map, latest };
}

describe('placing a party on a hex', () => {
  it('puts the party on the hex with no time spent, marks it visited and its surroundings seen, and undoes as one step', () => {
    const { b, campaign, party, region, clock, map, latest } = fresh();
    const before = gameState(b);
    const time = clock();
    const out = ok(b, 'journey.place', { partyId: party.id, regionId: region.id, hex: { col: 3, row: 2 } });
    expect(out).toEqual({ partyId: party.id, regionId: region.id, hex: { col: 3, row: 2 } });
    expect(ok<PartyView>(b, 'party.get', { partyId: party.id }).location).toEqual({ kind: 'hex', name: 'Brindle', hex: { col: 3, row: 2 }, regionId: region.id });
    expect(clock()).toBe(time);
    const after = map();
    expect(after.explored[2 * 12 + 3]).toBe(HEX_SIGHT.visited);
    // A neighbour on clear ground is in sight (rules/world/sight.ts, Lantern's default table).
    expect(after.explored[2 * 12 + 4]).toBe(HEX_SIGHT.seen);
    const entry = latest();
    expect(entry.summary).toBe('Wardens placed at Brindle (3, 2) of Vale; no time passes');
    expect(entry.gameTimeAfter).toBe(time);

    ok(b, 'journal.undo', { campaignId: campaign.id });
    expect(gameState(b)).toEqual(before);
    b.close();
  });

  it('takes the party off its dungeon level', () => {
    const { b, campaign, party, region } = fresh();
    const level = ok<LevelView>(b, 'level.import', { campaignId: campaign.id, level: smallLevel() });
    ok(b, 'level.enter', { partyId: party.id, levelId: level.id, areaId: level.areas[0].id });
    ok(b, 'journey.place', { partyId: party.id, regionId: region.id, hex: { col: 5, row: 5 } });
    expect(ok<PartyView>(b, 'party.get', { partyId: party.id }).location).toEqual({ kind: 'hex', name: '', hex: { col: 5, row: 5 }, regionId: region.id });
    expect(ok<LevelView>(b, 'level.get', { levelId: level.id }).parties).toEqual([]);
    b.close();
  });

  it("is named by the settlement keyed on an unlabelled hex, for the players' screen too; a landmark keeps its name the GM's", () => {
    const { b, party, region } = fresh();
    ok(b, 'hexmap.setKey', { regionId: region.id, hex: { col: 6, row: 4 }, key: { settlement: { name: 'Oakvale', wares: [], refillsWater: false, hirelings: [] } } });
    ok(b, 'hexmap.setKey', { regionId: region.id, hex: { col: 8, row: 4 }, key: { landmark: 'The Barrow' } });
    ok(b, 'journey.place', { partyId: party.id, regionId: region.id, hex: { col: 6, row: 4 } });
    expect(ok<PartyView>(b, 'party.get', { partyId: party.id }).location.name).toBe('Oakvale');
    ok(b, 'journey.place', { partyId: party.id, regionId: region.id, hex: { col: 8, row: 4 } });
    expect(ok<PartyView>(b, 'party.get', { partyId: party.id }).location.name).toBe('');
    // A name painted on the map comes first.
    ok(b, 'hexmap.setKey', { regionId: region.id, hex: { col: 3, row: 2 }, key: { settlement: { name: 'Old Brindle', wares: [], refillsWater: false, hirelings: [] } } });
    ok(b, 'journey.place', { partyId: party.id, regionId: region.id, hex: { col: 3, row: 2 } });
    expect(ok<PartyView>(b, 'party.get', { partyId: party.id }).location.name).toBe('Brindle');
    b.close();
  });

  it('refuses a hex off the region, naming the field, and changes nothing', () => {
    const { b, party, region } = fresh();
    const refusal = refusedUnchanged(b, 'journey.place', { partyId: party.id, regionId: region.id, hex: { col: 12, row: 0 } });
    expect(refusal).toMatchObject({ code: 'invalid_input', path: ['hex'], message: 'hex: (12, 0) is off Vale, which runs from (0, 0) to (11, 7)' });
    b.close();
  });

  it("refuses a region of another campaign", () => {
    const { b, party } = fresh();
    const other = ok<Campaign>(b, 'campaign.create', { name: 'Elsewhere', rulesSystem: 'bfrpg' });
    const far = ok<Region>(b, 'hexmap.create', { campaignId: other.id, name: 'Far', width: 4, height: 4 });
    const refusal = refusedUnchanged(b, 'journey.place', { partyId: party.id, regionId: far.id, hex: { col: 1, row: 1 } });
    expect(refusal.path).toEqual(['regionId']);
    b.close();
  });
});
