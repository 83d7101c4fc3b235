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
  const b = memoryBackend({ installDemo: false });
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
