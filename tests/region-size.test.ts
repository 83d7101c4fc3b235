import { describe, expect, it } from 'vitest';
import type { Campaign, PartyView, Region } from '../src-shared/contract';
import { decodeHexMap, indexOf, TERRAIN_CODE } from '../src-shared/hexmap';
import { memoryBackend, ok, snapshot } from './helpers/backend';

// Regions of any size (issue 25): the GM picks width, height and miles a hex, and a resize
// keeps what is painted where it still fits.

function fresh() {
  const b = memoryBackend({ installDemo: false });
  const campaign = ok<Campaign>(b, 'campaign.create', { name: 'Maps' });
  const region = ok<Region>(b, 'hexmap.create', { campaignId: campaign.id, name: 'Small', width: 30, height: 20, hexMiles: 3 });
  return { b, campaign, region };
}
const mapOf = (b: ReturnType<typeof memoryBackend>, regionId: number) =>
  decodeHexMap(Buffer.from(ok<{ map: string }>(b, 'hexmap.get', { regionId }).map, 'base64'));

describe('a region of the size the GM picks', () => {
  it('is 30 x 20 hexes of 3 miles when asked', () => {
    const { b, region } = fresh();
    expect([region.width, region.height, region.hexMiles]).toEqual([30, 20, 3]);
    b.close();
  });

  it('refuses a side past 2000 hexes, naming it, and creates nothing', () => {
    const { b, campaign } = fresh();
    const before = snapshot(b);
    const answer = b.router.call('hexmap.create', { campaignId: campaign.id, name: 'Huge', width: 2001, height: 10 });
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect([answer.error.path, answer.error.reason]).toEqual([['width'], 'must be 1 to 2000']);
    expect(snapshot(b)).toEqual(before);
    b.close();
  });

  it('grows to 40 x 25 keeping a painted hex and its label; the new hexes take the terrain asked; undo shrinks it back', () => {
    const { b, campaign, region } = fresh();
    ok(b, 'hexmap.paint', { regionId: region.id, hexes: [{ col: 29, row: 19 }], terrain: 'mountains', addFeatures: ['road'] });
    ok(b, 'hexmap.annotate', { regionId: region.id, hex: { col: 29, row: 19 }, label: 'Peak', note: 'eagles' });
    const grown = ok<Region>(b, 'hexmap.resize', { regionId: region.id, width: 40, height: 25, hexMiles: 6, terrain: 'forest' });
    expect([grown.width, grown.height, grown.hexMiles]).toEqual([40, 25, 6]);
    const map = mapOf(b, region.id);
    const peak = indexOf(40, 29, 19);
    expect(map.terrain[peak]).toBe(TERRAIN_CODE.mountains);
    expect(map.labels.get(peak)).toBe('Peak');
    expect(map.notes.get(peak)).toBe('eagles');
    expect(map.terrain[indexOf(40, 35, 22)]).toBe(TERRAIN_CODE.forest);
    expect(map.terrain[indexOf(40, 0, 0)]).toBe(TERRAIN_CODE.clear);
    ok(b, 'journal.undo', { campaignId: campaign.id });
    const back = mapOf(b, region.id);
    expect([back.width, back.height, back.labels.get(indexOf(30, 29, 19))]).toEqual([30, 20, 'Peak']);
    b.close();
  });

  it('refuses to shrink from under a party, naming the side that would leave it off the map', () => {
    const { b, campaign, region } = fresh();
    const party = ok<PartyView>(b, 'party.create', { campaignId: campaign.id, name: 'Walkers' });
    ok(b, 'member.create', { partyId: party.id, member: { kind: 'pc', name: 'Walker', hp: { current: 6, max: 6 }, sheet: { abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 } } } });
    const trip = ok<{ id: number }>(b, 'journey.plan', { partyId: party.id, regionId: region.id, start: { col: 24, row: 5 }, legs: [{ to: { col: 25, row: 5 }, mode: 'foot' }] });
    ok(b, 'journey.commit', { journeyId: trip.id, stopOnEvent: false });
    const before = snapshot(b);
    const answer = b.router.call('hexmap.resize', { regionId: region.id, width: 20, height: 20, hexMiles: 3 });
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.error.path).toEqual(['width']);
      expect(answer.error.message).toMatch(/Walkers stands at \(25, 5\)/);
    }
    expect(snapshot(b)).toEqual(before);
    // The journey's hexes are numbered by the width: only the height and scale may change under it.
    const wider = b.router.call('hexmap.resize', { regionId: region.id, width: 31, height: 20, hexMiles: 3 });
    expect(wider.ok ? null : wider.error.path).toEqual(['width']);
    expect(ok<Region>(b, 'hexmap.resize', { regionId: region.id, width: 30, height: 30, hexMiles: 3 }).height).toBe(30);
    b.close();
  });
});
