import { describe, expect, it } from 'vitest';
import { decodeHexMap, HEX_SIGHT, indexOf, offsetOf, type HexMapData } from '../src-shared/hexmap';
import type { JourneyView, PartyView } from '../src-shared/contract';
import { DEFAULT_SIGHT } from '../src-main/rules/world';
import type { Backend } from '../src-main/backend';
import { memoryBackend, ok, outOfTheDungeon } from './helpers/backend';

// The Basic Fantasy demo: five characters drink a quart each a day (seed 003, "Rations and
// Water": at least one quart of water per day), from their own skins first (two quarts each,
// Brannoc carries two), then from Biscuit the mule's two 40-quart casks, 85 lb each when full.
// Water weighs 2 lb a quart (the catalogue's figure), so a cask's weight falls 2 lb for each
// quart drunk. How far the party sees is Lantern's own default (no rules text gives it).

const setup = () => {
  const backend = memoryBackend({ freshSeed: () => 'sight-test' });
  const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId: 1 }).regions[0].id;
  const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId: 1 }).parties[0].id;
  outOfTheDungeon(backend, partyId);
  return { backend, regionId, partyId };
};
const party = (b: Backend, partyId: number) => ok<PartyView>(b, 'party.get', { partyId });
const stack = (p: PartyView, member: string, key: string) => p.members.find((m) => m.name === member)!.items.find((s) => s.item.key === key)!;
const asPlayers = <T>(b: Backend, method: string, input: unknown): T => {
  const answer = b.router.call(method, input, 'players');
  if (!answer.ok) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.result as T;
};
const mapOf = (b: Backend, regionId: number, audience: 'gm' | 'players' = 'gm') =>
  decodeHexMap(Buffer.from((audience === 'gm' ? ok<{ map: string }>(b, 'hexmap.get', { regionId }) : asPlayers<{ map: string }>(b, 'hexmap.get', { regionId })).map, 'base64'));
const count = (map: HexMapData, value: number) => map.explored.filter((v) => v === value).length;

describe('containers empty by what is drunk', () => {
  it('three days in camp: the skins drunk dry stay as empty skins, and the casks weigh what they hold', () => {
    const { backend, partyId } = setup();
    const before = party(backend, partyId);
    expect(stack(before, 'Biscuit', 'water-cask')).toMatchObject({ quantity: 2, usedOfOne: 0, totalWeightLb: 170 });
    // Time runs past the cards met meanwhile: this is about time and travel, not the encounter procedure.
    ok(backend, 'clock.advance', { partyId, seconds: 3 * 86_400, stopOnEvent: false, letTimeRun: true });
    const after = party(backend, partyId);
    // Maelis drank her one skin's 2 quarts in two days: the skin stays, empty, weighing nothing of water (4 lb full, all of it water).
    expect(stack(after, 'Sister Maelis', 'waterskin')).toMatchObject({ quantity: 1, usedOfOne: 2, totalWeightLb: 0 });
    // Brannoc drank 3 of his two skins' 4 quarts: 8 lb less 6.
    expect(stack(after, 'Brannoc Ironfoot', 'waterskin')).toMatchObject({ quantity: 2, usedOfOne: 3, totalWeightLb: 2 });
    // On the third day the four with dry skins drank from the casks: 4 quarts, 8 lb.
    expect(stack(after, 'Biscuit', 'water-cask')).toMatchObject({ quantity: 2, usedOfOne: 4, totalWeightLb: 162 });
    expect(after.summary.water.total).toBe(92 - 15);
    backend.close();
  });
});

describe('water refilled on the road', () => {
  it('travel that stops before camp has filled the containers at the river it passed, so a night there drinks from full (seed 003: a quart a day)', () => {
    const { backend, regionId, partyId } = setup();
    ok(backend, 'clock.advance', { partyId, seconds: 3 * 86_400, stopOnEvent: false });
    const plan = ok<JourneyView>(backend, 'journey.plan', { partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 12, row: 11 }, mode: 'foot' }], replace: true });
    const lair = plan.days[0].path[2];
    ok(backend, 'hexmap.setKey', { regionId, hex: lair, key: { occupants: [{ id: 'wolves', name: 'Wolves', number: '2' }] } });
    const stopped = ok<JourneyView>(backend, 'journey.commit', { journeyId: plan.id });
    expect(stopped.position).toEqual(lair);
    // Filled on leaving the river at (8, 10), hours before the wolves: every container full.
    expect(party(backend, partyId).summary.water.total).toBe(92);
    // A night where it stopped drinks the day's 5 quarts from full, as the plan did.
    // The night passes with the wolves' card still open: the GM lets time run.
    ok(backend, 'clock.advance', { partyId, seconds: 86_400, stopOnEvent: false, letTimeRun: true });
    expect(party(backend, partyId).summary.water.total).toBe(92 - 5);
    backend.close();
  });

  it('a day that passes a river fills every container at camp, as a journaled step of that day; the forecast knew', () => {
    const { backend, regionId, partyId } = setup();
    ok(backend, 'clock.advance', { partyId, seconds: 3 * 86_400, stopOnEvent: false, letTimeRun: true });
    const plan = ok<JourneyView>(backend, 'journey.plan', { partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 12, row: 11 }, mode: 'foot' }], replace: true });
    // Day 1 starts beside the river at (8, 10): the 15 quarts drunk go back in before the evening's 5 are drunk.
    expect(plan.days[0].notes).toContain('Water: the containers are filled at (8, 10), 15 quarts.');
    expect(plan.days[0].waterLeft).toBe(92 - 5);
    ok(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: false, letTimeRun: true });
    const entry = ok<{ entries: { changes: string[] }[] }>(backend, 'journal.list', { campaignId: 1, limit: 1 }).entries[0];
    expect(entry.changes).toContain('Day 1: Water: the containers are filled at (8, 10), 15 quarts.');
    // Day 2 ends on water again, at camp, before that night's drink: everything is full.
    const after = party(backend, partyId);
    expect(stack(after, 'Biscuit', 'water-cask')).toMatchObject({ usedOfOne: 0, totalWeightLb: 170 });
    expect(stack(after, 'Sister Maelis', 'waterskin')).toMatchObject({ quantity: 1, usedOfOne: 0, totalWeightLb: 4 });
    expect(after.summary.water.total).toBe(92);
    ok(backend, 'journal.undo', { campaignId: 1 });
    expect(stack(party(backend, partyId), 'Biscuit', 'water-cask').usedOfOne).toBe(4);
    backend.close();
  });
});

describe('seeing the land as the party travels', () => {
  it('marks the hexes walked through visited and those in sight seen; the players see them, and keyed landmarks, but no label or key of a hex only seen', () => {
    const { backend, regionId, partyId } = setup();
    const start = mapOf(backend, regionId);
    const known = { visited: count(start, HEX_SIGHT.visited), seen: count(start, HEX_SIGHT.seen) };
    const plan = ok<JourneyView>(backend, 'journey.plan', { partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 20, row: 12 }, mode: 'foot' }], replace: true });
    ok(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: false, letTimeRun: true });
    const map = mapOf(backend, regionId);
    for (const d of plan.days) for (const h of d.path) expect(map.explored[indexOf(map.width, h.col, h.row)]).toBe(HEX_SIGHT.visited);
    expect(count(map, HEX_SIGHT.seen)).toBeGreaterThan(known.seen);
    // A seen hex lies beside the way (clear land and plains see 1 hex round, by Lantern's default).
    expect(DEFAULT_SIGHT.clear.sees).toBe(1);
    const seenHex = offsetOf(map.width, map.explored.indexOf(HEX_SIGHT.seen));

    // Undo takes the sight back; then the GM keys that hex with a landmark and a secret, labels it, and the party goes again.
    ok(backend, 'journal.undo', { campaignId: 1 });
    const undone = mapOf(backend, regionId);
    expect({ visited: count(undone, HEX_SIGHT.visited), seen: count(undone, HEX_SIGHT.seen) }).toEqual(known);
    ok(backend, 'hexmap.setKey', { regionId, hex: seenHex, key: { landmark: 'A split crag', gmNotes: 'Owlbear den behind the crag', readAloud: 'Wind moans in the rocks' } });
    ok(backend, 'hexmap.annotate', { regionId, hex: seenHex, label: 'Owlbear den', note: 'Three owlbears' });
    const again = ok<JourneyView>(backend, 'journey.plan', { partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 20, row: 12 }, mode: 'foot' }], replace: true });
    ok(backend, 'journey.commit', { journeyId: again.id, stopOnEvent: false, letTimeRun: true });
    const entry = ok<{ entries: { changes: string[] }[] }>(backend, 'journal.list', { campaignId: 1, limit: 1 }).entries[0];
    expect(entry.changes.some((c) => c.includes(`in sight: A split crag (${seenHex.col}, ${seenHex.row})`))).toBe(true);
    const keyed = ok<{ keys: { hex: { col: number; row: number }; state: { status: string } }[] }>(backend, 'hexmap.keys', { regionId }).keys;
    expect(keyed.find((k) => k.hex.col === seenHex.col && k.hex.row === seenHex.row)!.state.status).toBe('seen');

    const players = mapOf(backend, regionId, 'players');
    const gm = mapOf(backend, regionId);
    const i = indexOf(gm.width, seenHex.col, seenHex.row);
    expect(players.explored[i]).toBe(HEX_SIGHT.seen);
    expect(players.terrain[i]).toBe(gm.terrain[i]);
    expect(players.labels.get(i)).toBe('A split crag');
    const answer = JSON.stringify(asPlayers(backend, 'hexmap.get', { regionId }));
    for (const secret of ['Owlbear', 'owlbear', 'Wind moans']) expect(answer).not.toContain(secret);
    // Hexes the party knows nothing of read as blank: the first terrain, no features.
    const blank = gm.explored.indexOf(HEX_SIGHT.unexplored);
    expect([players.terrain[blank], players.features[blank]]).toEqual([0, 0]);
    backend.close();
  });
});
