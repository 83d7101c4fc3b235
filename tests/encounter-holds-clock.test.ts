import { describe, expect, it } from 'vitest';
import type { CombatResult, LevelView, SightingView } from '../src-shared/contract';
import { ok, refusedUnchanged } from './helpers/backend';
import { dungeonFixture } from './helpers/dungeon';
import { smallLevel } from './helpers/level';

// Seed 003 (Encounters) and supplement A15: once monsters are met, the encounter is
// played out (surprise, reaction, a fight or a flight) before the party does anything
// else. Lantern holds the party's clock while its card is open: time spent meanwhile is
// refused, naming the foes, unless the GM says to let time run.

function goblinsAtTheDoor() {
  const f = dungeonFixture({ seed: 'goblins-wait' });
  ok(f.backend, 'bestiary.save', { campaignId: f.campaignId, name: 'Goblin', statBlock: { hitDice: 1, ac: 14, attacks: [{ name: 'Spear', damage: '1d6' }] } });
  f.act('dungeon.setEncounterTable', { checkEveryTurns: 1, chanceInSix: 6, entries: [{ text: 'goblins at the door', foe: 'Goblin', number: '3' }] });
  f.act('dungeon.wanderingCheck', {});
  // No more come while the card is dealt with, so each advance below moves exactly its span.
  f.quiet();
  const card = () => ok<{ sighting: SightingView | null }>(f.backend, 'encounter.current', { campaignId: f.campaignId }).sighting;
  return { ...f, card };
}

describe('an open encounter card holds the clock', () => {
  it('every action that spends time is refused, naming the encounter, and nothing changes', () => {
    const f = goblinsAtTheDoor();
    expect(f.card()).toMatchObject({ what: 'goblins at the door', count: 3, status: 'open' });
    const reason = 'letTimeRun: the encounter with goblins at the door (3) at Level 1 is still open; resolve it (fight, talk, evade or dismiss) or let time run';
    const ada = f.memberId('Ada');
    const tries: [string, Record<string, unknown>][] = [
      ['clock.advance', { seconds: 600 }],
      ['clock.untilDawn', {}],
      ['dungeon.rest', { turns: 1 }],
      ['dungeon.move', { distance: 60 }],
      ['dungeon.searchTraps', { memberId: ada, areaSquareFeet: 100, trapPresent: false }],
      ['dungeon.searchSecretDoors', { memberId: ada, wallFeet: 10, doorPresent: false }],
    ];
    for (const [method, input] of tries) {
      const refusal = refusedUnchanged(f.backend, method, { partyId: f.partyId, ...input });
      expect([method, refusal]).toEqual([method, { code: 'conflict', message: reason, path: ['letTimeRun'], reason: expect.any(String) }]);
    }
  });

  it('the GM may let time run past it; the card stays open', () => {
    const f = goblinsAtTheDoor();
    const t0 = f.time();
    const run = f.act('clock.advance', { seconds: 1200, letTimeRun: true });
    expect(run.entry.gameTimeAfter - run.entry.gameTimeBefore).toBe(1200);
    expect(f.time()).toBe(t0 + 1200);
    expect(f.card()?.status).toBe('open');
  });

  it('once evaded (or fought), time runs again without asking', () => {
    const f = goblinsAtTheDoor();
    ok(f.backend, 'encounter.resolve', { sightingId: f.card()!.id, action: 'evade' });
    const t0 = f.time();
    f.act('clock.advance', { seconds: 600 });
    expect(f.time()).toBe(t0 + 600);
  });

  it("a fight's rounds are the encounter being dealt with and are never held", () => {
    const f = goblinsAtTheDoor();
    // Started without naming the card, the card stays open beside the fight.
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, name: 'At the door', foes: [{ statBlock: { hitDice: 1, ac: 14 }, name: 'Goblin', count: 3 }] });
    const t0 = f.time();
    ok(f.backend, 'combat.endRound', { encounterId: start.state.encounterId });
    expect(f.time()).toBe(t0 + 10);
    expect(f.card()?.status).toBe('open');
  });

  it("another party's card does not hold this party's clock", () => {
    const f = goblinsAtTheDoor();
    const other = ok<{ id: number }>(f.backend, 'party.create', { campaignId: f.campaignId, name: 'Camp', location: { kind: 'dungeon', name: 'Level 2' } });
    const t0 = f.time();
    ok(f.backend, 'clock.advance', { partyId: other.id, seconds: 600 });
    expect(f.time()).toBe(t0 + 600);
  });

  it("asked for one party, answers the card that holds that party's clock, not the campaign's first: the one Evade takes when the GM is asked", () => {
    const f = goblinsAtTheDoor();
    const camp = ok<{ id: number }>(f.backend, 'party.create', { campaignId: f.campaignId, name: 'Camp', location: { kind: 'dungeon', name: f.view().location.name } });
    ok(f.backend, 'dungeon.setEncounterTable', { partyId: camp.id, checkEveryTurns: 1, chanceInSix: 6, entries: [{ text: 'rats in the camp', foe: 'Goblin', number: '2' }] });
    ok(f.backend, 'dungeon.wanderingCheck', { partyId: camp.id, audience: 'gm' });
    f.quiet();
    expect(f.card()).toMatchObject({ partyId: f.partyId, what: 'goblins at the door' });
    const own = ok<{ sighting: SightingView | null; open: number; waiting: unknown[] }>(f.backend, 'encounter.current', { campaignId: f.campaignId, partyId: camp.id });
    expect(own).toMatchObject({ sighting: { partyId: camp.id, what: 'rats in the camp' }, open: 1, waiting: [] });
    refusedUnchanged(f.backend, 'clock.advance', { partyId: camp.id, seconds: 600 });
    ok(f.backend, 'encounter.resolve', { sightingId: own.sighting!.id, action: 'evade' });
    // The camp's time runs again; the goblins still wait on the first card.
    const t0 = f.time();
    ok(f.backend, 'clock.advance', { partyId: camp.id, seconds: 600 });
    expect(f.time()).toBe(t0 + 600);
    expect(f.card()).toMatchObject({ partyId: f.partyId, status: 'open' });
    expect(ok<{ sighting: SightingView | null }>(f.backend, 'encounter.current', { campaignId: f.campaignId, partyId: camp.id }).sighting).toBeNull();
  });

  it('on a mapped level, a stocked room met holds walking and searching there', () => {
    const f = dungeonFixture({ seed: 'guard-room' });
    f.quiet();
    const goblin = ok<{ id: number }>(f.backend, 'bestiary.save', { campaignId: f.campaignId, name: 'Goblin', statBlock: { hitDice: 1, ac: 14, attacks: [{ name: 'Spear', damage: '1d6' }] } });
    const level = ok<LevelView>(f.backend, 'level.import', { campaignId: f.campaignId, level: smallLevel(goblin.id) });
    ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: level.id, areaId: level.areas.find((a) => a.number === 2)!.id });
    const ada = f.memberId('Ada');
    const reason = 'letTimeRun: the encounter with Goblins (4) at The Undercroft, area 2 is still open; resolve it (fight, talk, evade or dismiss) or let time run';
    expect(refusedUnchanged(f.backend, 'level.searchTraps', { partyId: f.partyId, memberId: ada }).message).toBe(reason);
    expect(refusedUnchanged(f.backend, 'level.walk', { partyId: f.partyId, to: { col: 9, row: 3 } }).message).toBe(reason);
    const t0 = f.time();
    ok(f.backend, 'level.walk', { partyId: f.partyId, to: { col: 9, row: 3 }, letTimeRun: true });
    expect(f.time()).toBeGreaterThan(t0);
  });
});
