import { describe, expect, it } from 'vitest';
import type { Campaign, HexKeyView, Region } from '../src-shared/contract';
import { memoryBackend, ok, snapshot } from './helpers/backend';
import type { LevelView } from '../src-shared/contract';
import { smallLevel } from './helpers/level';

// Keyed hexes (issue 25): a hex holds the same key as a dungeon area (contract/place-key.ts),
// its state kept apart; an entrance leads to an area of a level of the same campaign.

function seedLevel(b: ReturnType<typeof memoryBackend>, campaignId: number, name: string) {
  const level = ok<LevelView>(b, 'level.import', { campaignId, level: { ...smallLevel(), name } });
  return { levelId: level.id, areaIds: level.areas.map((a) => a.id) };
}

function fresh() {
  // Seeded, so the march's wandering checks fall the same way every run.
  const b = memoryBackend({ installDemo: false, freshSeed: () => 'hex-keys' });
  const campaign = ok<Campaign>(b, 'campaign.create', { name: 'Keys' });
  const region = ok<Region>(b, 'hexmap.create', { campaignId: campaign.id, name: 'Hills', width: 10, height: 8 });
  return { b, campaign, region };
}

describe('a keyed hex', () => {
  it('holds a lair, a settlement and a landmark; its state starts unexplored and is set apart; undo removes the key', () => {
    const { b, campaign, region } = fresh();
    const keyed = ok<{ keys: HexKeyView[] }>(b, 'hexmap.setKey', {
      regionId: region.id,
      hex: { col: 3, row: 2 },
      key: {
        readAloud: 'Smoke rises from a cave mouth.',
        gmNotes: 'The bandits keep a lookout.',
        occupants: [{ id: 'bandits', name: 'Bandits', number: '5d6', lair: true }],
        settlement: { name: 'Brackwater', wares: [{ item: 'Rations, dry, one week', price: 10 }], refillsWater: true },
        landmark: 'A split crag',
      },
    });
    expect(keyed.keys).toHaveLength(1);
    expect(keyed.keys[0]).toMatchObject({ hex: { col: 3, row: 2 }, key: { occupants: [{ lair: true, number: '5d6' }], settlement: { refillsWater: true } }, state: { status: 'unexplored' } });
    const seen = ok<{ keys: HexKeyView[] }>(b, 'hexmap.setHexStatus', { regionId: region.id, hex: { col: 3, row: 2 }, status: 'visited' });
    expect(seen.keys[0].state.status).toBe('visited');
    ok(b, 'journal.undo', { campaignId: campaign.id });
    ok(b, 'journal.undo', { campaignId: campaign.id });
    expect(ok<{ keys: HexKeyView[] }>(b, 'hexmap.keys', { regionId: region.id }).keys).toEqual([]);
    b.close();
  });

  it("leads into a level's area; refuses an area of another level, a missing level and a missing foe, naming the field", () => {
    const { b, campaign, region } = fresh();
    const one = seedLevel(b, campaign.id, 'Keep, level 1');
    const two = seedLevel(b, campaign.id, 'Keep, level 2');
    const at = { regionId: region.id, hex: { col: 5, row: 5 } };
    const linked = ok<{ keys: HexKeyView[] }>(b, 'hexmap.setKey', { ...at, key: { landmark: 'A ruined keep', entrance: { levelId: one.levelId, areaId: one.areaIds[0] } } });
    expect(linked.keys[0].key.entrance).toEqual({ levelId: one.levelId, areaId: one.areaIds[0] });
    const before = snapshot(b);
    const refusals = [
      [{ entrance: { levelId: one.levelId, areaId: two.areaIds[0] } }, ['key', 'entrance', 'areaId']],
      [{ entrance: { levelId: 9999, areaId: one.areaIds[0] } }, ['key', 'entrance', 'levelId']],
      [{ occupants: [{ id: 'o', bestiaryId: 9999, name: 'Ghoul', number: '1' }] }, ['key', 'occupants', 0, 'bestiaryId']],
    ] as const;
    for (const [key, path] of refusals) {
      const answer = b.router.call('hexmap.setKey', { ...at, key });
      expect(answer.ok ? null : answer.error.path).toEqual(path);
    }
    expect(snapshot(b)).toEqual(before);
    b.close();
  });

  it('moves with its hex when the region is resized', () => {
    const { b, region } = fresh();
    ok(b, 'hexmap.setKey', { regionId: region.id, hex: { col: 9, row: 1 }, key: { landmark: 'Standing stone' } });
    ok(b, 'hexmap.resize', { regionId: region.id, width: 15, height: 8, hexMiles: 6 });
    expect(ok<{ keys: HexKeyView[] }>(b, 'hexmap.keys', { regionId: region.id }).keys.map((k) => k.hex)).toEqual([{ col: 9, row: 1 }]);
    b.close();
  });
});

describe("a hex's way underground", () => {
  it('takes the party down to the linked area and back out onto the hex, a turn each way (Lantern\'s own default), each one undoable action', () => {
    const { b, campaign, region } = fresh();
    const keep = seedLevel(b, campaign.id, 'Keep, level 1');
    const party = ok<{ id: number }>(b, 'party.create', { campaignId: campaign.id, name: 'Delvers', location: { kind: 'none', name: '' } });
    ok(b, 'member.create', { partyId: party.id, member: { kind: 'pc', name: 'Ada', hp: { current: 6, max: 6 }, sheet: { abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 } } } });
    ok(b, 'hexmap.setKey', { regionId: region.id, hex: { col: 5, row: 5 }, key: { landmark: 'A ruined keep', entrance: { levelId: keep.levelId, areaId: keep.areaIds[0] } } });
    const time = () => b.database.sqlite.prepare('SELECT game_time_seconds FROM campaigns WHERE id = ?').pluck().get(campaign.id) as number;
    // On a road, so the party cannot lose its way.
    ok(b, 'hexmap.paint', { regionId: region.id, hexes: [{ col: 4, row: 5 }, { col: 5, row: 5 }], addFeatures: ['road'] });
    const plan = ok<{ id: number }>(b, 'journey.plan', { partyId: party.id, regionId: region.id, start: { col: 4, row: 5 }, legs: [{ to: { col: 5, row: 5 }, mode: 'foot' }] });
    ok(b, 'journey.commit', { journeyId: plan.id });
    const where = () => ok<{ location: { kind: string; hex: unknown; regionId: number | null } }>(b, 'party.get', { partyId: party.id }).location;
    expect(where()).toMatchObject({ kind: 'hex', hex: { col: 5, row: 5 } });

    const before = time();
    const down = ok<LevelView>(b, 'level.enterFromHex', { partyId: party.id });
    expect(down.parties[0]).toMatchObject({ partyId: party.id, areaId: keep.areaIds[0] });
    expect(time()).toBe(before + 600);
    expect(where().kind).toBe('dungeon');

    const up = ok<{ hex: unknown; regionId: number }>(b, 'level.leaveToHex', { partyId: party.id });
    expect(up).toMatchObject({ hex: { col: 5, row: 5 }, regionId: region.id });
    expect(where()).toMatchObject({ kind: 'hex', hex: { col: 5, row: 5 }, regionId: region.id });
    expect(time()).toBe(before + 1200);

    ok(b, 'journal.undo', { campaignId: campaign.id });
    expect(where().kind).toBe('dungeon');
    expect(time()).toBe(before + 600);
    ok(b, 'journal.undo', { campaignId: campaign.id });
    expect(where()).toMatchObject({ kind: 'hex', hex: { col: 5, row: 5 } });
    expect(time()).toBe(before);
    b.close();
  });

  it('refuses, naming the field, a hex with no entrance and an area no hex leads out of; nothing changes', () => {
    const { b, campaign, region } = fresh();
    const keep = seedLevel(b, campaign.id, 'Keep, level 1');
    const party = ok<{ id: number }>(b, 'party.create', { campaignId: campaign.id, name: 'Delvers', location: { kind: 'none', name: '' } });
    ok(b, 'hexmap.setKey', { regionId: region.id, hex: { col: 5, row: 5 }, key: { entrance: { levelId: keep.levelId, areaId: keep.areaIds[0] } } });
    const before = snapshot(b);
    const nowhere = b.router.call('level.enterFromHex', { partyId: party.id });
    expect(nowhere.ok ? null : [nowhere.error.path, nowhere.error.message]).toEqual([['partyId'], 'partyId: the party is not on a hex of a map']);
    expect(snapshot(b)).toEqual(before);
    ok(b, 'level.enter', { partyId: party.id, levelId: keep.levelId, areaId: keep.areaIds[1] });
    const noWayOut = b.router.call('level.leaveToHex', { partyId: party.id });
    expect(noWayOut.ok ? null : noWayOut.error.path).toEqual(['partyId']);
    expect(noWayOut.ok ? '' : noWayOut.error.message).toMatch(/no hex's entrance leads to area 2 of Keep, level 1/);
    b.close();
  });

  it("refuses an entrance to another campaign's level, naming the field", () => {
    const { b, region } = fresh();
    const other = ok<Campaign>(b, 'campaign.create', { name: 'Other' });
    const theirs = seedLevel(b, other.id, 'Their keep');
    const answer = b.router.call('hexmap.setKey', { regionId: region.id, hex: { col: 1, row: 1 }, key: { entrance: { levelId: theirs.levelId, areaId: theirs.areaIds[0] } } });
    expect(answer.ok ? null : answer.error.path).toEqual(['key', 'entrance', 'levelId']);
    b.close();
  });
});

describe("a hex's read-aloud text on the players' screen", () => {
  it('reaches the players only once the GM shows it, and never the GM notes', () => {
    const { b, region } = fresh();
    ok(b, 'hexmap.setKey', { regionId: region.id, hex: { col: 2, row: 3 }, key: { readAloud: 'A cairn of white stones.', gmNotes: 'A barrow lies under it.' } });
    expect(ok<{ shown: unknown[] }>(b, 'hexmap.shownText', { regionId: region.id }).shown).toEqual([]);
    ok(b, 'hexmap.showKey', { regionId: region.id, hex: { col: 2, row: 3 }, shown: true });
    expect(ok<{ shown: unknown[] }>(b, 'hexmap.shownText', { regionId: region.id }).shown).toEqual([{ hex: { col: 2, row: 3 }, readAloud: 'A cairn of white stones.' }]);
    const bare = b.router.call('hexmap.showKey', { regionId: region.id, hex: { col: 1, row: 1 }, shown: true });
    expect(bare.ok ? null : bare.error.path).toEqual(['hex']);
    b.close();
  });
});
