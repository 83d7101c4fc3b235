import { describe, expect, it } from 'vitest';
import type { CombatResult, LevelView, SightingView } from '../src-shared/contract';
import { ok } from './helpers/backend';
import { dungeonFixture } from './helpers/dungeon';
import { smallLevel } from './helpers/level';

// Seed 003 (Encounters): the party meets what is in a room at once. A room stocked with
// several kinds is one encounter, one surprise roll for the lot, and one card the fight
// is started from.

function ogreAndBear() {
  const f = dungeonFixture({ seed: 'ogre-and-bear' });
  f.quiet();
  const save = (name: string) => ok<{ id: number }>(f.backend, 'bestiary.save', { campaignId: f.campaignId, name, statBlock: { hitDice: 4, ac: 15, attacks: [{ name: 'Claw', damage: '1d8' }] } }).id;
  const ogre = save('Ogre');
  const bear = save('Bear');
  const plan = smallLevel();
  plan.areas[1].key.occupants = [
    { id: 'ogre', name: 'Ogre', number: '1', lair: false, bestiaryId: ogre },
    { id: 'bear', name: 'Bear', number: '2', lair: false, bestiaryId: bear },
  ];
  const level = ok<LevelView>(f.backend, 'level.import', { campaignId: f.campaignId, level: plan });
  return { ...f, ogre, bear, level, room: level.areas.find((a) => a.number === 2)! };
}

describe('a room stocked with more than one kind of foe', () => {
  it('raises one card holding every foe, each with its number, and one surprise roll', () => {
    const f = ogreAndBear();
    const entered = ok<LevelView>(f.backend, 'level.enter', { partyId: f.partyId, levelId: f.level.id, areaId: f.room.id });
    expect(entered.id).toBe(f.level.id);
    const current = ok<{ sighting: SightingView; open: number }>(f.backend, 'encounter.current', { campaignId: f.campaignId });
    expect(current.open).toBe(1);
    expect(current.sighting).toMatchObject({
      what: 'Ogre, Bear',
      foe: { name: 'Ogre', bestiaryId: f.ogre },
      count: 1,
      alongside: [{ name: 'Bear', bestiaryId: f.bear, count: 2 }],
    });
    const entry = ok<{ entries: { rolls: { label: string }[] }[] }>(f.backend, 'journal.list', { campaignId: f.campaignId, limit: 1 }).entries[0];
    expect(entry.rolls.map((r) => r.label)).toEqual(['Number appearing (1)', 'Number appearing (2)', 'Surprise: the party', 'Surprise: the foes']);
    // The table hears of both kinds.
    const players = ok<{ sighting: SightingView }>(f.backend, 'encounter.current', { campaignId: f.campaignId, audience: 'players' }).sighting;
    expect(players.what).toBe('1 × Ogre, 2 × Bear');
    expect(players.alongside).toEqual([{ name: 'Bear', bestiaryId: null, count: 2 }]);
  });

  it('a fight from the card takes all of them and resolves it', () => {
    const f = ogreAndBear();
    ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: f.level.id, areaId: f.room.id });
    const card = ok<{ sighting: SightingView }>(f.backend, 'encounter.current', { campaignId: f.campaignId }).sighting;
    const foes = [card.foe!, ...card.alongside].map((k, i) => ({ bestiaryId: k.bestiaryId!, count: i === 0 ? card.count! : card.alongside[i - 1].count! }));
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, name: 'The guard room', sightingId: card.id, foes });
    expect(start.state.combatants.filter((c) => c.side === 'foes').map((c) => c.name).sort()).toEqual(['Bear 1', 'Bear 2', 'Ogre']);
    expect(ok<{ sighting: SightingView | null }>(f.backend, 'encounter.current', { campaignId: f.campaignId }).sighting).toBeNull();
  });
});
