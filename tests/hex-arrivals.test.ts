import { describe, expect, it } from 'vitest';
import type { Campaign, HexKeyView, JournalEntry, JourneyView, PartyView, Region, SightingView } from '../src-shared/contract';
import { memoryBackend, ok, refusedUnchanged } from './helpers/backend';

// Arriving somewhere (issue 25, item 2): travel that walks onto a keyed hex it has not
// visited (a lair, a settlement, an entrance, a landmark) or onto its keyed destination
// stops that day at the hour it gets there, with the party on the hex; a lair raises the
// encounter card with the occupants' number rolled from the key's dice.

const HOUR = 3600;

function road(seed = 'arrivals') {
  const b = memoryBackend({ installDemo: false, freshSeed: () => seed });
  const campaign = ok<Campaign>(b, 'campaign.create', { name: 'Roads', rulesSystem: 'bfrpg' });
  const party = ok<PartyView>(b, 'party.create', { campaignId: campaign.id, name: 'Walkers', location: { kind: 'none', name: '' } });
  ok(b, 'member.create', { partyId: party.id, member: { kind: 'pc', name: 'Walker', hp: { current: 6, max: 6 }, sheet: { abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 } } } });
  const region = ok<Region>(b, 'hexmap.create', { campaignId: campaign.id, name: 'Plain', width: 12, height: 4 });
  ok(b, 'hexmap.paint', { regionId: region.id, hexes: Array.from({ length: 12 }, (_, col) => ({ col, row: 1 })), addFeatures: ['road'] });
  const plan = (to: { col: number; row: number }, start = { col: 0, row: 1 }) =>
    ok<JourneyView>(b, 'journey.plan', { partyId: party.id, regionId: region.id, start, legs: [{ to, mode: 'foot' }], breakCamp: 6, replace: true });
  const keys = () => ok<{ keys: HexKeyView[] }>(b, 'hexmap.keys', { regionId: region.id }).keys;
  const latest = () => ok<{ entries: JournalEntry[] }>(b, 'journal.list', { campaignId: campaign.id, limit: 1 }).entries[0];
  return { b, campaign, party, region, plan, keys, latest };
}

describe('travel onto a keyed hex', () => {
  it("stops at a lair on the way at the hour it is reached, rolls the lair's number on the card, and Continue goes on past it", () => {
    const { b, campaign, party, region, plan, keys, latest } = road();
    ok(b, 'hexmap.setKey', {
      regionId: region.id,
      hex: { col: 4, row: 1 },
      key: { readAloud: 'Smoke from a cave.', gmNotes: 'Lookout on the crag.', occupants: [{ id: 'goblins', name: 'Goblins', number: '6d10', lair: true }] },
    });
    const planned = plan({ col: 10, row: 1 });
    const day = planned.days[0];
    const step = day.path.findIndex((h) => h.col === 4 && h.row === 1);
    expect(step).toBeGreaterThan(0);
    const stopped = ok<JourneyView>(b, 'journey.commit', { journeyId: planned.id });
    // Reached `step` hexes along the day's path, its 8 hours of marching (seed 003, a travel day) spread evenly over them.
    expect(stopped.underway).toEqual({ day: 1, at: day.startsAt + Math.ceil((step * 8 * HOUR) / (day.path.length - 1)) });
    expect(stopped.position).toEqual({ col: 4, row: 1 });
    expect(ok<PartyView>(b, 'party.get', { partyId: party.id }).location.hex).toEqual({ col: 4, row: 1 });
    const card = ok<{ sighting: SightingView }>(b, 'encounter.current', { campaignId: campaign.id }).sighting;
    expect(card.what).toBe('Goblins in their lair');
    const entry = latest();
    const rolled = entry.rolls.find((r) => r.label === 'Number appearing (6d10)')!;
    expect(rolled.faces).toHaveLength(6);
    expect(card.count).toBe(rolled.total);
    expect(entry.summary).toContain(`Arrived at hex (4, 1): Goblins in their lair (${rolled.total})`);
    expect(keys()[0].state.status).toBe('visited');

    // The lair's card holds the clock until the GM deals with it or lets time run.
    expect(refusedUnchanged(b, 'journey.commit', { journeyId: planned.id, stopOnEvent: false }).path).toEqual(['letTimeRun']);
    const on = ok<JourneyView>(b, 'journey.commit', { journeyId: planned.id, stopOnEvent: false, letTimeRun: true });
    expect(on.status).toBe('committed');
    expect(on.position).toEqual({ col: 10, row: 1 });
    b.close();
  });

  it('stops at the keyed destination even when visited, not at a visited landmark or a hex with only a note; undo puts the hex back to unexplored', () => {
    const { b, campaign, region, plan, keys } = road();
    const at = (col: number) => ({ regionId: region.id, hex: { col, row: 1 } });
    ok(b, 'hexmap.setKey', { ...at(2), key: { landmark: 'A milestone' } });
    ok(b, 'hexmap.setHexStatus', { ...at(2), status: 'visited' });
    ok(b, 'hexmap.setKey', { ...at(3), key: { gmNotes: 'Nothing to see' } });
    ok(b, 'hexmap.setKey', { ...at(5), key: { settlement: { name: 'Brackwater', refillsWater: true } } });
    ok(b, 'hexmap.setHexStatus', { ...at(5), status: 'visited' });
    const planned = plan({ col: 5, row: 1 });
    const stopped = ok<JourneyView>(b, 'journey.commit', { journeyId: planned.id });
    expect(stopped.position).toEqual({ col: 5, row: 1 });
    expect(stopped.underway).not.toBeNull();
    const entry = ok<{ entries: JournalEntry[] }>(b, 'journal.list', { campaignId: campaign.id, limit: 1 }).entries[0];
    expect(entry.summary).toContain('Arrived at Brackwater');
    expect(entry.summary).not.toContain('milestone');

    ok(b, 'journal.undo', { campaignId: campaign.id });
    ok(b, 'hexmap.setHexStatus', { ...at(5), status: 'seen' });
    ok(b, 'journey.commit', { journeyId: planned.id });
    expect(keys().find((k) => k.hex.col === 5)!.state.status).toBe('visited');
    ok(b, 'journal.undo', { campaignId: campaign.id });
    expect(keys().find((k) => k.hex.col === 5)!.state.status).toBe('seen');
    b.close();
  });
});

describe('water at a settlement (seed 003, "Rations and Water": a quart a day at the least)', () => {
  it('arriving at a settlement that gives water fills the skins there, though travel stops on arrival', () => {
    const { b, campaign, party, region, plan } = road();
    const walker = ok<PartyView>(b, 'party.get', { partyId: party.id }).members[0];
    const skin = ok<{ items: { id: number; key: string }[] }>(b, 'catalogue.list', { campaignId: campaign.id }).items.find((i) => i.key === 'waterskin')!;
    ok(b, 'inventory.add', { to: { memberId: walker.id }, itemId: skin.id, quantity: 1 });
    ok(b, 'clock.advance', { partyId: party.id, seconds: 86_400, stopOnEvent: false });
    const water = () => ok<PartyView>(b, 'party.get', { partyId: party.id }).summary.water.total;
    expect(water()).toBe(1);
    ok(b, 'hexmap.setKey', { regionId: region.id, hex: { col: 5, row: 1 }, key: { settlement: { name: 'Brackwater', refillsWater: true } } });
    const planned = plan({ col: 10, row: 1 });
    expect(planned.days[0].notes).toContain('Water: the containers are filled at (5, 1), 1 quarts.');
    const stopped = ok<JourneyView>(b, 'journey.commit', { journeyId: planned.id });
    expect([stopped.position, stopped.underway === null]).toEqual([{ col: 5, row: 1 }, false]);
    expect(water()).toBe(2);
    b.close();
  });
});

describe("a journey's entries count the miles each travelled", () => {
  it('a day stopped at a lair and continued: the two entries add up to the journey, not the resumed day twice', () => {
    const { b, region, plan, latest } = road();
    ok(b, 'hexmap.setKey', { regionId: region.id, hex: { col: 4, row: 1 }, key: { occupants: [{ id: 'goblins', name: 'Goblins', number: '3', lair: true }] } });
    const planned = plan({ col: 10, row: 1 });
    const total = planned.days.reduce((n, d) => n + d.miles, 0);
    const milesOf = (summary: string) => Number(/, (\d+(?:\.\d+)?) miles,/.exec(summary)![1]);
    ok(b, 'journey.commit', { journeyId: planned.id });
    const first = milesOf(latest().summary);
    // Four hexes of the road to the lair, at the region's hex size.
    const hexMiles = planned.days[0].miles / (planned.days[0].path.length - 1);
    expect(first).toBe(4 * hexMiles);
    // The GM goes on past the lair's card, letting time run.
    ok(b, 'journey.commit', { journeyId: planned.id, stopOnEvent: false, letTimeRun: true });
    expect(first + milesOf(latest().summary)).toBe(total);
    b.close();
  });
});
